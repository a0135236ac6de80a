-- busted 2's describe, it and their aliases are functions: a key read or written is Lua's
-- error of indexing one, at its line. busted 1 declared with `describe ["name"] = function()
-- … end` (gutenye/tagen.lua's specs), an error of each such file under busted 2; transit's
-- words are tables (for .only and .skip), and it wrote the field and ran no test.
describe("a key", function()
  it("read of it", function()
    local _ = it.tags
  end)
  it("read of context", function()
    local _ = context["name"]
  end)
  it("written in busted 1's style", function()
    describe ["busted 1's style"] = function()
    end
  end)
  it("written, caught", function()
    local ok, e = pcall(function() test.x = 1 end)
    assert.is_false(ok)
    assert.are.equal("indexed_spec.lua:17: attempt to index a function value (global 'test')", e:match("[^/]*$"))
  end)
  it("through a local or an upvalue, caught: Lua names the variable", function()
    local d = describe
    local ok, e = pcall(function() d.x = 1 end)
    assert.is_false(ok)
    assert.are.equal("indexed_spec.lua:23: attempt to index a function value (upvalue 'd')", e:match("[^/]*$"))
    ok, e = pcall(function() local i = it; return i.tags end)
    assert.is_false(ok)
    assert.are.equal("indexed_spec.lua:26: attempt to index a function value (local 'i')", e:match("[^/]*$"))
    local describe = describe
    ok, e = pcall(function() return describe.x end)
    assert.are.equal("indexed_spec.lua:30: attempt to index a function value (upvalue 'describe')", e:match("[^/]*$"))
  end)
end)
