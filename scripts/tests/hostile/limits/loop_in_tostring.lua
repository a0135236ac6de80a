-- attack: a __tostring that loops, called by print (the host's print)
-- expect: error "limit exceeded"
print(setmetatable({}, {__tostring = function() while true do end end}))
