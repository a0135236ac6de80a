-- What a suite written for busted's standalone runner touches: the runner call at the top,
-- the global arg, busted's module, and require after a failed load.
require("busted.runner")()
require("busted.runner")({ output = "TAP" })           -- busted ignores options once it runs

describe("busted's standalone idiom", function()
  it("gets a no-op from the runner, whatever its argument", function()
    assert.is_function(require("busted.runner"))
    assert.is_nil(require("busted.runner")(42)())
  end)

  it("has a global arg table", function()
    assert.is_table(arg)
    assert.is_string(arg[0])
    assert.is_number(#arg)
  end)

  it("exports busted's API in require('busted')", function()
    local busted = require("busted")
    assert.equal(busted, require("busted"))
    for _, name in ipairs({"describe", "it", "pending", "before_each", "after_each", "setup", "teardown",
                           "subscribe", "unsubscribe", "publish", "gettime", "monotime", "sleep", "fail"}) do
      assert.is_function(busted[name], name)
    end
    assert.equal("2.1.1", busted.version)
    assert.is_number(busted.gettime())
  end)

  it("fails through require('busted').fail", function()
    require("busted").fail("failed on purpose")
  end)

  it("runs a module's loader again after its load failed (stock 5.4's require)", function()
    local runs = 0
    package.preload.flaky = function()
      runs = runs + 1
      if runs == 1 then error("not yet") end
      return {runs = runs}
    end
    assert.has_error(function() require("flaky") end)
    assert.equal(2, require("flaky").runs)
    assert.equal(2, runs)
  end)

  it("still fails a module that requires itself", function()
    package.preload.selfish = function() return require("selfish") end
    assert.has_error(function() require("selfish") end)
  end)
end)
