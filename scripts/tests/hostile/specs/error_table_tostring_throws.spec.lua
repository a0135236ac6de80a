-- attack: a test raising a table whose __tostring throws
-- expect: error ""
describe("errors", function()
  it("raises a hostile table", function()
    error(setmetatable({}, {__tostring = function() error("nested") end}))
  end)
end)
