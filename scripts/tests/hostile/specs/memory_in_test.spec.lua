-- attack: a test that doubles a string until past the limit
-- expect: error "not enough memory"
describe("memory", function()
  it("doubles", function()
    local s = "x"
    while true do s = s .. s end
  end)
end)
