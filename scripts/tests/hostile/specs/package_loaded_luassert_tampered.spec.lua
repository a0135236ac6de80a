-- attack: luassert's names in package.loaded dropped, set false or to a table before their
-- first use, package.loaded's metatable taken away, then read, required and asserted with:
-- as busted, which has them loaded before the spec (`lua5.4 /usr/bin/busted` passes the
-- four); a drop before the first use was undone by the next read until hostile108
-- expect: ok "4 successes / 0 failures / 0 errors"
local assert_ = assert   -- the stand-in, before any drop
describe("package.loaded", function()
  it("a drop before the first use stays", function()
    package.loaded.luassert = nil
    package.loaded["luassert.match"] = nil
    local seen = {type(package.loaded.luassert), type(package.loaded["luassert.match"]), type(package.loaded.say)}
    assert_.are.same({"nil", "nil", "table"}, seen)
  end)
  it("false is loaded again by require", function()
    package.loaded.luassert = false
    local before = package.loaded.luassert
    assert_.are.same({false, "table"}, {before, type(require("luassert"))})
  end)
  it("a table of the spec's own", function()
    package.loaded.say = {fake = true}
    assert_.are.same({true, "table"}, {package.loaded.say.fake, type(require("say"))})
  end)
  it("its metatable taken away", function()
    setmetatable(package.loaded, nil)
    assert_.are.equal("table", type(require("luassert.spy")))
  end)
end)
