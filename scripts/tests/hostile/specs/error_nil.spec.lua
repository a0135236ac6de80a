-- attack: a test raising error(nil)
-- expect: error ""
describe("errors", function()
  it("raises nil", function() error(nil) end)
end)
