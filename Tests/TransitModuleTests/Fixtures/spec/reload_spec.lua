-- A spec that loads Transit afresh: out of package.loaded, then required again.
describe("reloading the module", function()
  it("finds it again after package.loaded.transit = nil", function()
    local a = require "transit"
    package.loaded.transit = nil
    local b = require "transit"
    assert.is_function(b.reset)
    assert.are.equal(View, b.View)
    b.reset()
    assert.are.equal(window, b.window)
    assert.is_truthy(a)
  end)
end)
