-- attack: view.gestureRecognizers assigned a list of 10,000, moved to another view, cleared: each one host call
-- expect: ok "^10000\t0\n0\t10000\n0\n$"
local v, w = View{}, View{}
window:addSubview(v)
window:addSubview(w)
local list = {}
for i = 1, 10000 do list[i] = TapGestureRecognizer(function() end) end
-- each recognizer removed from its old view's list one by one, in one assignment: 5,000
-- took 5.9 s in the debug build, 10,000 ran into the watchdog
v.gestureRecognizers = list
print(#v.gestureRecognizers, #w.gestureRecognizers)
w.gestureRecognizers = list
print(#v.gestureRecognizers, #w.gestureRecognizers)
w.gestureRecognizers = {}
print(#w.gestureRecognizers)
