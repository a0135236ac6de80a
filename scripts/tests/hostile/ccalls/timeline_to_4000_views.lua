-- attack: one timeline tween of 4,000 views, staggered, then reversed and sought: each one host call
-- expect: ok "(?m)^4000\t1\.3999$[\s\S]*^0\.9$"
local views = {}
for i = 1, 4000 do
  views[i] = View{}
  window:addSubview(views[i])
end
local tl = Timeline{}
-- each target's channel was found by a search of all the timeline's channels: 16 million
-- comparisons in the one call (5 s in the debug build, past the limit)
tl:to(views, {alpha = 0, duration = 1, stagger = 0.0001})
print(#views, tl.duration)
clock.advance(0.5)
tl:reverse()
clock.advance(0.2)
tl:seek(0.9)
print(tl.time)
