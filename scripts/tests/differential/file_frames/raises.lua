-- raises in a function its top level calls
local function f() error("boom") end
f()
