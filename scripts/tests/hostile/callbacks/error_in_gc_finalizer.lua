-- attack: an error in a __gc finalizer is a warning (Lua's rule), the run succeeds
-- expect: ok "survived"
setmetatable({}, {__gc = function() error("finalizer failed") end})
collectgarbage()
print("survived")
