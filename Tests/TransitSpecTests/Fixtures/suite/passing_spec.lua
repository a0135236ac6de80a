describe("passing", function()
  it("adds #fast", function()
    expect(1 + 1):toBe(2)
  end)

  it("slides a view in", function()
    local v = View{frame = Rect(0, -852, 393, 852)}
    window:addSubview(v)
    View.animate(1.5, function() v.frame = Rect(0, 0, 393, 852) end)
    at(0.5, function() expect(v.presentation.frame):toBeCloseTo(Rect(0, -426, 393, 852)) end)
    at(1)
    assert.are.same(Rect(0, 0, 393, 852), v.presentation.frame)
  end)

  it("asserts nothing", function()
    local x = 1 + 1
  end)

  it("expects its warning #fast", function()
    expect_warning("careful", function() warn("be careful") end)
  end)
end)
