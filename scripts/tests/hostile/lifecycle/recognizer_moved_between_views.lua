-- attack: one recognizer added to two views, the first removed, then tapped
-- expect: any ""
local a = View{frame = Rect(0, 0, 100, 100)}
local b = View{frame = Rect(100, 0, 100, 100)}
window:addSubview(a); window:addSubview(b)
local g = TapGestureRecognizer(function(r) print("tapped", r.view) end)
a:addGestureRecognizer(g)
b:addGestureRecognizer(g)
a:removeFromSuperview()
a = nil
collectgarbage()
window:tap(10, 10)
window:tap(150, 10)
