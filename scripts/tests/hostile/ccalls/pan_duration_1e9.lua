-- attack: window:pan with a duration of 1e9 s: 6·10^10 moves, each a fresh callback entry
-- expect: error "limit exceeded|range|duration"
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
local n = 0
v:addGestureRecognizer(PanGestureRecognizer(function(g) n = n + 1 end))
window:pan{from = Point(10, 10), to = Point(200, 200), duration = 1e9}
clock.runUntilIdle()
print(n)
