-- busted keeps a number name a number (its publisher stores `name` as given) and its
-- --sort-tests compares names as they are: 9 before 10, and a number with a string is Lua's
-- error, the block's own ("attempt to compare number with string", its block.lua:8), with
-- nothing in the block run. transit compared the numbers' texts ("10" before "2") and ran
-- a block mixing them sorted as texts.
describe("numbers", function()
  it(10, function() end)
  it(9, function() end)
  it(2, function() end)
  it(1.5, function() end)
  describe(3, function() it("inner", function() end) end)
end)

describe("mixed", function()
  it("b", function() end)
  it(9, function() end)
  it("a", function() end)
end)
