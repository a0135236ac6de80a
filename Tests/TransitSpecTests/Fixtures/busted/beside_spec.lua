-- Errors beside a test's result: a `finally` that errors after the body failed or errored.
-- busted counts and lists them among the errors but neither marks nor numbers them; a
-- second `finally` replaces the first (busted keeps one: `finally = fn`).
describe("beside", function()
  it("fails, then its finally errors", function()
    finally(function() error("finally after a failure") end)
    assert.are.equal(1, 2)
  end)

  it("errors", function() error("plain error") end)

  it("errors, then its finally errors", function()
    finally(function() error("never runs: replaced") end)
    finally(function() error("the second finally") end)
    error("body error")
  end)

  it("passes, its finally replaced", function()
    finally(function() error("never runs either") end)
    finally(function() end)
  end)
end)
