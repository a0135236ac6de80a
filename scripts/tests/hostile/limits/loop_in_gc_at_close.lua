-- attack: a looping __gc finalizer on an object still alive when the state closes
-- expect: any ""
KEEP = setmetatable({}, {__gc = function() while true do end end})
print("chunk done")
