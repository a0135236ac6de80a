-- busted's --no-recursive runs this file alone of the folder's three: the others are in its
-- subfolders (RecursiveSelectionTests)
describe("top", function()
  it("runs", function() assert.are.equal(2, 1 + 1) end)
end)
