-- attack: expect on two cyclic tables that differ
-- expect: error ""
describe("cycles", function()
  it("differs", function()
    local a, b = {n = 1}, {n = 2}
    a.self, b.self = a, b
    expect(a):toEqual(b)
  end)
end)
