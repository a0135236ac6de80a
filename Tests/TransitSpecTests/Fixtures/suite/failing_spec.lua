describe("failing", function()
  it("compares tables", function()
    assert.are.same({alpha = 1, frame = Rect(0, 0, 10, 10)}, {alpha = 0.5, frame = Rect(0, 0, 10, 10)})
  end)

  it("expects a rect near another", function()
    expect(Rect(0, -425, 393, 852)):toBeCloseTo(Rect(0, -426, 393, 852), 0.5)
  end)

  it("passes between failures", function()
    assert.is_true(true)
  end)
end)
