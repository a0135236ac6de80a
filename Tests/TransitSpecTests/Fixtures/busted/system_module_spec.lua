-- A pure-Lua module of the system's Lua tree (Debian's lua-dkjson, /usr/share/lua/5.4,
-- installed with lua-busted), as lunarmodules/lua_cliargs's specs require dkjson and
-- inifile: busted finds it, and so does the sandbox's require (docs/sandbox.md, `require`).
it("requires an installed module", function()
  local json = require("dkjson")
  assert.equal('{"a":1}', json.encode({a = 1}))
end)
