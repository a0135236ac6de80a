-- An insulate holding an expose still undoes its own globals after it; what the expose set
-- outlives it (busted's context.lua: the insulate's globals live in its environment, an
-- expose's go to the block around the insulate).
insulate("insulate", function()
  QUX = 1
  expose("expose", function()
    EXP = 2
    package.loaded.exposed_module = {}
    it("sees the insulate's global", function() assert.equal(1, QUX) end)
  end)
  it("sees the expose's global", function() assert.equal(2, EXP) end)
end)
describe("after the insulate", function()
  it("no longer sees the insulate's global", function() assert.is_nil(QUX) end)
  it("still sees the expose's global", function() assert.equal(2, EXP) end)
  it("still has the expose's module", function() assert.is_table(package.loaded.exposed_module) end)
end)
