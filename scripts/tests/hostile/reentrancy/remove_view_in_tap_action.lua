-- attack: a tap action removes the view tapped and its recognizer
-- expect: ok "done"
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
local g
g = TapGestureRecognizer(function() v:removeGestureRecognizer(g); v:removeFromSuperview(); v = nil; collectgarbage() end)
v:addGestureRecognizer(g)
window:tap(10, 10)
window:tap(10, 10)
print("done")
