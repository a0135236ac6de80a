-- attack: found by make fuzz (crash-9c07f25e…, minimized): cv:cellForItem(math.mininteger) — the binding turns the Lua index into Swift's with `integer - 1`, which overflows and traps (selectItem and insertSubview check the range first); nil, as for any item not on screen, or an error, both hold
-- expect: any ""
local cv = CollectionView{frame = Rect(0, 0, 200, 300)}
cv.dataSource = {numberOfItems = function() return 40 end,
                 cellForItemAt = function(_, i) return CollectionViewCell{tag = i} end}
print(cv:cellForItem(math.mininteger))
