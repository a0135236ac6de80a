-- luacheck's settings for Transit's Lua: Lua 5.4, and lines as long as the Swift beside them.
-- The preludes in Sources/*/Lua (embedded at build time) use the stock standard; LuaCheckTests
-- runs it on them.
std = "lua54"
max_line_length = 140

-- scripts/ use Transit's globals, and specs the spec environment's too: the standards
-- `transit api --format luacheck [--spec]` writes (`make lint` writes them to .build/;
-- TRANSIT_LUACHECK_STD and TRANSIT_LUACHECK_SPEC_STD name other files). Without them,
-- scripts/ are checked against the stock standard alone.
local transit_std = loadfile(os.getenv("TRANSIT_LUACHECK_STD") or ".build/transit_std.lua")
local spec_std = loadfile(os.getenv("TRANSIT_LUACHECK_SPEC_STD") or ".build/transit_spec_std.lua")
if transit_std and spec_std then
  stds.transit = transit_std()
  stds.transit_spec = spec_std()
  -- UIKit's signatures are written out whole (`animateTransition(ctx)`, `completion(finished)`)
  -- even where a body ignores an argument: they document what the engine passes.
  files["scripts"] = {std = "lua54+transit", unused_args = false}
  -- A spec's long lines are expected messages and timeline lines quoted whole, many carrying
  -- the line number of the line they test, which wrapping would move.
  files["scripts/spec"] = {std = "lua54+transit+transit_spec", max_line_length = false}
  files["**/*_spec.lua"] = {std = "lua54+transit+transit_spec", max_line_length = false}
  -- The hostile corpus is Lua written to break the sandbox and the engine (stray globals,
  -- runaway loops, unused results on purpose): linting it would only list what it is for.
  exclude_files = {"scripts/tests/hostile/**"}
end
