-- attack: _G given an __index that loops; then a missing global is read
-- expect: error "limit exceeded"
setmetatable(_G, {__index = function() while true do end end})
print(undefined_global)
