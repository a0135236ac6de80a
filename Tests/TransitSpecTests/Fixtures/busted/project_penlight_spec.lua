-- A project that carries its own copy of a Penlight module (Penlight's own suite: its
-- .busted's lpath is ./lua/?.lua): a spec's require finds that copy first, as busted's
-- path puts the project's folders before the system's Lua tree — except for the modules
-- busted loaded itself before any spec (pl.utils, pl.path, …), which stay the system's until
-- the spec drops them from package.loaded. (Debian's Penlight, installed with lua-busted.)
-- Run from the package root (BustedProjectPenlightTests), as a project's specs run from its.
package.path = "Tests/TransitSpecTests/Fixtures/busted/project_penlight/?.lua;" .. package.path

describe("a project's own Penlight module", function()
  it("is the one required", function()
    assert.equal("the project's", require("pl.func").whose)
  end)

  it("is not, for a module busted loaded itself", function()
    assert.is_function(require("pl.utils").choose)
  end)

  it("is, for that module once the spec dropped it", function()
    package.loaded["pl.utils"] = nil
    assert.equal("the project's", require("pl.utils").whose)
  end)

  it("is not, for one the project does not hold", function()
    assert.is_function(require("pl.seq").map)
  end)
end)
