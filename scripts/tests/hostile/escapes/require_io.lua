-- attack: require "io" must not hand out the real io library (the sandbox's has no file
-- system: no open, popen or lines(filename))
-- expect: ok "^held"
local io = require "io"
print(io == _G.io and io.open == nil and io.popen == nil and not pcall(io.lines, "/etc/passwd") and "held" or "ESCAPED")
