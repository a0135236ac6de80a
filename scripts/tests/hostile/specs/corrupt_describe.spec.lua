-- attack: a spec that replaces describe and it before declaring
-- expect: error ""
-- (through _G too: a plain global is the file's own, busted's block environments)
describe, _G.describe = nil, nil
it = function() error("fake it") end
_G.it = it
context("still declared", function()
  test("fails with a line", function() assert.equal(1, 2) end)
end)
