-- attack: package.loaded.io must be the sandbox's io (no file system), not the stock library
-- expect: ok "^held"
local io = package.loaded.io
print(io == _G.io and io.open == nil and io.popen == nil and not pcall(io.input, "/etc/passwd") and "held" or "ESCAPED")
