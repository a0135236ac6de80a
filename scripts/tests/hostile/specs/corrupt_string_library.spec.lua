-- attack: a spec that breaks string.format, tostring and table.concat, then fails an expectation
-- expect: error ""
describe("a broken string library", function()
  it("fails an expectation", function()
    string.format = function() error("format called") end
    table.concat = function() while true do end end
    tostring = function() error("tostring called") end
    _G.tostring = tostring               -- (a plain global is the test's own)
    expect({1, {2}}):toEqual({1, {3}})
  end)
end)
