-- Run after passing_spec.lua in the same busted run: this file's require loads Transit again.
require "transit"

describe("a second spec file", function()
  it("gets the globals back and a fresh engine", function()
    assert.are.equal("table", type(View))
    assert.are.equal(0, clock.now)
    assert.are.equal(0, #window.subviews)
  end)

  it("drives a view controller", function()
    local loaded = 0
    local vc = ViewController{viewDidLoad = function(self) loaded = loaded + 1 end}
    window.rootViewController = vc
    assert.are.equal(vc.view.superview, window)
    assert.are.equal(1, loaded)
  end)
end)
