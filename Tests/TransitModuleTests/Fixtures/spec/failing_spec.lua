require "transit"

describe("failures", function()
  it("fails an assertion", function()
    local v = View{}
    v.alpha = 0.25
    assert.are.equal(0.5, v.alpha)
  end)

  it("errors in a completion", function()
    local v = View{}
    View.animate(0.1, function() v.alpha = 0 end, function()
      error("the completion broke")
    end)
    clock.advance(0.2)
  end)

  it("passes", function() assert.is_true(View{}.alpha == 1) end)
end)
