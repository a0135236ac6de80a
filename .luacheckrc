-- luacheck's settings for Transit's own Lua (the preludes in Sources/*/Lua, embedded at build
-- time): Lua 5.4, and lines as long as the Swift beside them. LuaCheckTests runs it.
std = "lua54"
max_line_length = 140
