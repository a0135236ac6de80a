-- attack: a test whose finalizer raises (an error of the test, docs/testing.md: "a callback's error is never lost") and whose own assertion then fails: the finalizer's error was dropped behind the failure, reported nowhere
-- expect: error "gc_error_in_failing_test\.spec\.lua:6: unexpected warning: .*error in __gc: dropped behind the failure"
describe("a failing test", function()
  it("loses no finalizer error", function()
    do
      setmetatable({}, {__gc = function() error("dropped behind the failure") end})
    end
    collectgarbage()
    assert.are.equal(1, 2)
  end)
end)
