-- What a test's `finally` prints after its body failed or errored: busted's gtest writes the
-- failure's message as the body fails, so before those lines; after a pass there is none.
describe("finally prints", function()
  it("after a failure", function()
    finally(function() print("finally after a failure") end)
    print("body before its failure")
    assert.are.equal(1, 2)
  end)

  it("after an error, then errors", function()
    finally(function() print("finally after an error"); error("the finally's error") end)
    error("body error")
  end)

  it("after a pass", function()
    finally(function() print("finally after a pass") end)
    print("body passes")
  end)
end)
