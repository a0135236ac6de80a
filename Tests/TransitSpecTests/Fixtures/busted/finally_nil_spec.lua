-- finally(nil), or finally() with nothing, removes the test's finally: busted keeps one in a
-- local (`finally = fn`), so a nil given later leaves none to run.
describe("finally nil", function()
  it("a nil removes the finally given before", function()
    finally(function() error("removed: never runs") end)
    finally(nil)
  end)

  it("so does a call with nothing", function()
    finally(function() error("removed too") end)
    finally()
  end)

  it("a finally given after a nil runs", function()
    finally(nil)
    finally(function() error("given after the nil") end)
  end)
end)
