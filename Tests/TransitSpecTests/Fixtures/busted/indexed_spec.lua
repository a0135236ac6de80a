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
end)
