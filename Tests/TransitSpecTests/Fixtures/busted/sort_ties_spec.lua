-- busted's --sort-tests (its block.lua) table.sorts a block's children by their names, with
-- its hooks and unnamed elements among them (a nil name first: `it(fn)` and `before_each(fn)`
-- have none, `setup(fn)` the alias's). table.sort is not stable: where the tests named "same"
-- land follows the rest. busted 2.1.1 runs them at lines 15 (`it(fn)`), 11, 9, 17, then "same"
-- at 16, 14, 18, 10, 12; transit ran the five in declaration order and `it(fn)` as "it", after
-- "c" (Andreas-Kreuz/ak-lua-bibliothek-fuer-eep's four "Lane 2 canDrive").
describe("ties", function()
  before_each(function() end)
  it("b", function() end)
  it("same", function() end)
  it("a", function() end)
  it("same", function() end)
  setup(function() end)
  it("same", function() end)
  it(function() end)
  it("same", function() end)
  it("c", function() end)
  it("same", function() end)
end)
