-- attack: a spec that replaces describe and it before declaring
-- expect: error ""
describe = nil
it = function() error("fake it") end
context("still declared", function()
  test("fails with a line", function() assert.equal(1, 2) end)
end)
