-- attack: a script empties a turning card (the flip's old look among its subviews) and drops
-- what it took out, then a flip of the card scaled: the first flip must still end flat, and
-- the second be refused as a flip of any transformed view (it used to pass for the running
-- flip's replacement, then wipe the scale)
-- expect: ok "^flat\ttrue\t1\tfalse\nrefused\ttrue\nscale\t2\.0\n$"
local card = View{name = "card", frame = Rect(20, 40, 200, 100)}
window:addSubview(card)
card:addSubview(View{name = "face", frame = Rect(0, 0, 200, 100), backgroundColor = Color.red})
local calls = {}
View.transition(card, 1, "transitionFlipFromLeft", nil, function(finished) calls[#calls + 1] = finished end)
clock.advance(0.25)
for _, v in ipairs(card.subviews) do v:removeFromSuperview() end
collectgarbage()
collectgarbage()
clock.runUntilIdle()
print("flat", card.layer.transform.isIdentity, #calls, calls[1])
card.transform = Transform.identity:scaled(2, 2)
local ok, err = pcall(View.transition, card, 1, "transitionFlipFromRight", nil)
print("refused", not ok and tostring(err):find("not the identity", 1, true) ~= nil)
clock.runUntilIdle()
print("scale", card.transform.a)
