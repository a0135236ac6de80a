-- Arguments busted takes though they are not a name and a function (its core.lua's
-- register/publisher): each is declared as busted declares it, and the block around it runs
-- its other tests — a bad argument is an error where busted reports one, not of the block.
describe("arguments", function()
  it("runs before", function() end)
  describe(nil, function() it("in a nameless block", function() end) end)  -- the block "describe"
  it(nil, function() end)                       -- the test "it"
  it(5, function() end)                         -- the test "5"
  pending(5)                                    -- the pending test "5"
  before_each("named", function() end)          -- a hook's name is ignored
  before_each("x")                              -- a name only: nothing declared yet
  after_each(5)
  setup(nil)
  it("todo")                                    -- a name only: nothing declared yet
  it("a table", {})                             -- an error of that test when it runs
  describe("a number", 5)                       -- an error of that block when it runs
  it("callable", setmetatable({}, {__call = function() end}))   -- an error too (busted calls functions only)
  it("runs after", function() end)
end)
