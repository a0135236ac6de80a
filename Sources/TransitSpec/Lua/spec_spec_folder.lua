-- With --unsafe, the spec's own folder for the spec's own `require`s, after package.path's files
-- and before package.cpath's (SpecEnvironment.swift; the sandbox's require searches it itself).
-- busted searches no such folder: not in package.path, where a module's `pcall(require, "bit32")`
-- found a file beside it that busted does not (LPGhatguy/lemur's `lib/libs/bit32.lua` itself).
-- Stock's Lua searcher wrapped in its place, not a searcher of its own: package.searchers stays
-- busted's four, the C searcher third. The caller is the nearest Lua frame past C ones
-- (`pcall(require, "m")`), as the sandbox's; a file it finds loads as stock's searcher loads one.
-- spec_dsl.lua runs this at start, and only then: a sandboxed file's start does not undump it.
local _, shared, std = ...
local type, error = std.type, error            -- (the DSL has replaced the global `type` by now)
local near, spec = shared.packagePathSpecFolder, shared.specChunk
local getinfo, searchpath, loadfile, searchLuaPath = debug.getinfo, package.searchpath, loadfile, package.searchers[2]
package.searchers[2] = function(name)
  local loader, found = searchLuaPath(name)
  if type(loader) == "function" then return loader, found end
  local level, caller = 3, getinfo(3, "S")          -- 1 this searcher, 2 require, 3 its caller
  while caller and caller.what == "C" do
    level = level + 1
    caller = getinfo(level, "S")
  end
  if caller == nil or caller.source ~= spec then return loader end
  local path, tried = searchpath(name, near)
  if path == nil then return loader .. "\n\t" .. tried end
  local chunk, message = loadfile(path)
  if chunk == nil then
    error(("error loading module '%s' from file '%s':\n\t%s"):format(name, path, message), 0)
  end
  return chunk, path
end
