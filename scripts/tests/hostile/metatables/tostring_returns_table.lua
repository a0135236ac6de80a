-- attack: print of a value whose __tostring returns a table
-- expect: error "__tostring"
print(setmetatable({}, {__tostring = function() return {} end}))
