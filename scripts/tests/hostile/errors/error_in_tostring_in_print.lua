-- attack: print of a value whose __tostring raises
-- expect: error "tostring raised"
print(setmetatable({}, {__tostring = function() error("tostring raised") end}))
