-- What busted counts: an assertion is a failure, anything else an error; a failing hook or
-- describe body is an error of its own and the tests it stops are not counted.
describe("outcomes", function()
  it("fails an assertion", function() assert.are.same({1}, {2}) end)
  it("fails a plain assert", function() assert(false, "nope") end)
  it("errors", function() error("boom") end)
  it("errors on nil", function() local t; return t.x end)
  it("fails with words", function() assert.is_true(false, "custom words") end)
  it("errors on an unknown assertion", function() assert.is.frobnicated(1) end)
end)

describe("a failing setup", function()
  setup(function() error("setup broke") end)
  it("first", function() end)
  it("second", function() end)
end)

describe("a failing before_each", function()
  before_each(function() error("before_each broke") end)
  it("one", function() end)
  it("two", function() end)
end)

describe("a failing after_each", function()
  after_each(function() error("after_each broke") end)
  it("passes first", function() end)
end)

describe("a failing lazy_setup", function()
  lazy_setup(function() error("lazy broke") end)
  it("one", function() end)
  it("two", function() end)
end)

describe("a failing teardown", function()
  teardown(function() error("teardown broke") end)
  it("passes", function() end)
end)

describe("a failing body", function()
  it("is declared first", function() end)
  error("the body broke")
end)

describe("a failing finally", function()
  it("errors", function() finally(function() error("finally broke") end) end)
end)
