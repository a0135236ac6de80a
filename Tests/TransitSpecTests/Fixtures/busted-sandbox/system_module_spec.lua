-- A pure-Lua module of the system's Lua tree (Debian's lua-dkjson, /usr/share/lua/5.4), as
-- lunarmodules/lua_cliargs's specs require dkjson and inifile: busted finds it; the sandbox's
-- require reads the project's files and busted's own libraries only, so the test errors;
-- with --unsafe it passes (docs/testing.md, "What differs").
it("requires an installed module", function()
  local json = require("dkjson")
  assert.equal('{"a":1}', json.encode({a = 1}))
end)
