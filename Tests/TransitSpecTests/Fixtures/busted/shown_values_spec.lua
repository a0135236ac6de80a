-- A value a describe body showed reads the same in its tests, as its address does under
-- busted, and a test's own values never read as one of those (BlueLua/mods' repr and validate
-- specs build their expected texts in a describe body). Each test shows its values in
-- another order than the body did: numbering them again in each test failed all four.
describe("values shown in a describe body", function()
  local t, f, co = {}, function() end, coroutine.create(function() end)
  local shown = { tostring(t), tostring(f), tostring(co) }
  local message = string.format("got %s", co)

  it("read the same in its tests", function()
    assert.are.equal(shown[3], tostring(co))
    assert.are.equal(shown[2], tostring(f))
    assert.are.equal(shown[1], tostring(t))
  end)

  it("in string.format too", function()
    assert.are.equal(message, string.format("got %s", co))
  end)

  it("and a test's new values read otherwise", function()
    local mine = {}
    assert.are_not.equal(shown[1], tostring(mine))
    assert.are_not.equal(shown[2], tostring(function() end))
  end)

  describe("and in a later block", function()
    it("still", function()
      local other = tostring({})
      assert.are_not.equal(shown[1], other)
      assert.are.equal(shown[1], tostring(t))
    end)
  end)
end)
