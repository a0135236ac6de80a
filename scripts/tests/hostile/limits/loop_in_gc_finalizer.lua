-- attack: a __gc finalizer that loops, run by a full collection in the chunk
-- expect: error "limit exceeded"
setmetatable({}, {__gc = function() while true do end end})
collectgarbage()
collectgarbage()
print("after")
