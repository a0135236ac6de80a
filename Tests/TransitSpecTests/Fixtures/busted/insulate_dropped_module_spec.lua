-- An insulate undoes the modules loaded inside it, not a module dropped inside it: busted's
-- context.lua restores package.loaded by walking the names there when the block ends, so a
-- name set to nil inside stays nil after (a global set to nil it puts back). luassert's own
-- name too (loaded before the spec under busted; here at its require below).
local luassert = require("luassert")
package.preload.kept = function() return {} end
local first = require("kept")
DROPPED_GLOBAL = 1
insulate("insulate", function()
  it("drops a module, luassert and a global", function()
    package.loaded.kept = nil
    package.loaded.luassert = nil
    DROPPED_GLOBAL = nil
    package.loaded.late = {}
    assert.is_nil(package.loaded.kept)
  end)
end)
describe("after the insulate", function()
  it("the dropped module stays dropped", function() assert.is_nil(package.loaded.kept) end)
  it("luassert stays dropped", function()
    assert.is_nil(package.loaded.luassert)
    assert.are.equal(luassert, require("luassert"))
  end)
  it("a require loads the module anew", function()
    assert.is_table(require("kept"))
    assert.are_not.equal(first, require("kept"))
  end)
  it("the dropped global is back", function() assert.are.equal(1, DROPPED_GLOBAL) end)
  it("the module set inside is gone", function() assert.is_nil(package.loaded.late) end)
end)
