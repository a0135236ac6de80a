-- Penlight's `require 'pl'` (its init.lua: pl.import_into(_G)) makes every Penlight module a
-- global the first time a spec reads its name, as busted's own specs use it
-- (spec/insulate-expose_spec.lua), and `require 'pl.strict'` makes reading an undeclared
-- global an error: both work on the spec's globals, as under busted, not the libraries'.
describe("require 'pl'", function()
  insulate("inside an insulate block", function()
    pl = require "pl"

    it("answers true, as init.lua returns nothing", function()
      assert.is_true(pl)
    end)

    it("loads a module when its name is read", function()
      assert.is_nil(rawget(_G, "List"))
      assert.is_table(List)
      assert.equal(List, rawget(_G, "List"))
      assert.equal(package.loaded["pl.List"], List)
      assert.same({2, 4}, List{1, 2}:map(function(x) return 2 * x end))
    end)

    it("leaves other names as they were", function()
      assert.is_nil(not_a_penlight_module)
      assert.equal("1", string.format("%d", 1))
    end)

    it("fails where a name that is no module is used as one", function()
      assert.is_nil(not_a_module.x)
    end)
  end)

  it("is undone after the insulate block", function()
    assert.is_nil(pl)
    assert.is_nil(getmetatable(_G))
    assert.is_nil(List)
  end)

  insulate("with pl.strict", function()
    require "pl.strict"

    it("makes reading an undeclared global an error", function()
      assert.has_error(function() return undeclared_global end, "variable 'undeclared_global' is not declared")
    end)

    it("fails the test that reads one", function()
      assert.is_nil(another_undeclared_global)
    end)
  end)

  it("is not strict after the insulate block", function()
    assert.is_nil(undeclared_global)
  end)

  it("stays done without insulate", function()
    require "pl"
    assert.is_table(stringx)
    assert.equal(package.loaded["pl.tablex"], tablex)
  end)
end)
