-- A nil name is busted's descriptor, not the word's: busted registers context, insulate and
-- expose as aliases of describe, spec and test of it, setup and teardown of strict_setup and
-- strict_teardown (busted/init.lua), and its publisher names a function-only call by the
-- alias (`insulate(fn)`, the block "insulate") but leaves a nil name nil, which its reports
-- show as the element's descriptor (outputHandlers/base.lua's getFullName:
-- `context.name or context.descriptor`). thediveo/multibow's `insulate(nil, fn)`.
describe("outer", function()
  insulate(nil, function() it("in insulate", function() end) end)     -- "outer describe in insulate"
  expose(nil, function() it("in expose", function() end) end)
  context(nil, function() it("in context", function() end) end)
  insulate(function() it("in a bare insulate", function() end) end)   -- "outer insulate in a bare insulate"
  context "" (function() it("named empty", function() end) end)        -- an empty name is a name: "outer  named empty"
  test(nil, function() end)                                           -- "outer it"
  spec(nil, function() end)
  test(function() end)                                                -- "outer test"
  test(nil)(function() end)                                           -- curried: "outer it"
  describe("hooks", function()
    setup(nil, function() error("setup") end)                         -- "outer hooks strict_setup"
    it("x", function() end)
  end)
  describe("more hooks", function()
    setup(function() error("setup") end)                              -- "outer more hooks setup"
    it("y", function() end)
  end)
  describe("teardowns", function()
    it("z", function() end)
    teardown(nil)(function() error("teardown") end)                   -- "outer teardowns strict_teardown"
  end)
end)
