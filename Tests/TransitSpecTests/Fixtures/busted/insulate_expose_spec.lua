-- An insulate holding an expose still undoes its own globals after it; what the expose set
-- outlives it (busted's context.lua: the insulate's globals live in its environment, an
-- expose's go to the block around the insulate). The modules loaded when the expose ends
-- stay loaded, the insulate body's own too: busted saves the insulate's state anew then.
package.preload.early = function() return {"early"} end
package.preload.late = function() return {"late"} end
insulate("insulate", function()
  QUX = 1
  require("early")
  expose("expose", function()
    EXP = 2
    package.loaded.exposed_module = {}
    it("sees the insulate's global", function() assert.equal(1, QUX) end)
  end)
  it("sees the expose's global", function() assert.equal(2, EXP) end)
  it("loads a module after the expose", function() assert.equal("late", require("late")[1]) end)
end)
describe("after the insulate", function()
  it("no longer sees the insulate's global", function() assert.is_nil(QUX) end)
  it("still sees the expose's global", function() assert.equal(2, EXP) end)
  it("still has the expose's module", function() assert.is_table(package.loaded.exposed_module) end)
  it("still has the module the insulate loaded before the expose", function() assert.is_table(package.loaded.early) end)
  it("no longer has the module loaded after the expose", function() assert.is_nil(package.loaded.late) end)
end)
