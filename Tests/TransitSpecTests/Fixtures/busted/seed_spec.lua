-- busted's randomize: a block's tests run in the order its shuffle draws from the seed, and
-- busted's TAP names that seed with each failure of the block's (not with the others').
describe("randomized", function()
  randomize(3)
  for i = 1, 4 do it("fails " .. i, function() assert.equal(0, i) end) end
end)

describe("in order", function()
  it("fails", function() assert.is_true(false) end)
end)
