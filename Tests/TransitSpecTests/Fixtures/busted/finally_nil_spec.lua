-- finally(nil), finally() with nothing, or finally(false) removes the test's finally: busted
-- keeps one in a local (`finally = fn`) and runs it only if it is true, so a nil or false given
-- later leaves none to run.
describe("finally nil", function()
  it("a nil removes the finally given before", function()
    finally(function() error("removed: never runs") end)
    finally(nil)
  end)

  it("so does a call with nothing", function()
    finally(function() error("removed too") end)
    finally()
  end)

  it("so does a false", function()
    finally(function() error("removed by false") end)
    finally(false)
  end)

  it("a finally given after a nil runs", function()
    finally(nil)
    finally(function() error("given after the nil") end)
  end)
end)
