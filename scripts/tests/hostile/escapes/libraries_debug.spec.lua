-- attack: take the debug functions busted's libraries run with (luassert reads metatables past
-- __metatable, and stack levels) out to the spec: pl.func.import("debug") reads them from the
-- libraries' `_G`, luassert.util.deepcopy copies a metatable; then read or replace a bound
-- view's or a class table's metatable, or take a frame's function from the runner's stack
-- expect: ok "(?m)^4 passed, 0 failed$"
describe("the libraries' debug", function()
  local function imported()
    local into = {}
    require("pl.func").import("debug", into)
    local taken = {}
    for name, placeholder in pairs(into) do taken[name] = rawget(placeholder(), 1) end
    return taken
  end

  it("keeps the host's metatables hidden", function()
    local debug, view = imported(), View{}
    local shown = debug.getmetatable(view)                -- a stand-in: its string only
    assert.are.same({__tostring = tostring}, shown)
    shown.__index = function() return "replaced" end      -- changes nothing of the view's
    assert.is_nil(rawget(debug.getmetatable(view), "__index"))
    assert.is_nil(debug.getmetatable(View))
    assert.has_error(function() debug.setmetatable(view, {}) end)
    assert.has_error(function() debug.setmetatable(View, {}) end)
    assert.is_nil(getmetatable(require("luassert.util").deepcopy(View, true)))
    assert.are.equal(0, view.alpha - 1)                   -- the view still works
  end)

  it("lets luassert read a bound object's string, as busted does", function()
    local view = View{name = "card"}
    assert.matches('View "card"', view)
    assert.has_error(function() error(view) end, view)
  end)

  it("gives no frame's function", function()
    local getinfo = imported().getinfo
    for level = 1, 30 do
      local info = getinfo(level, "fS")
      if info == nil then break end
      assert.is_nil(info.func, "level " .. level)
    end
    assert.are.equal(print, getinfo(print).func)          -- a function's own, as given
  end)

  it("still reads a spec's own protected metatable for luassert", function()
    local called = false
    local object = setmetatable({}, {__metatable = "mine", __call = function() called = true end})
    assert.has_no.errors(object)                          -- callable: its __call, past __metatable
    assert.is_true(called)
  end)
end)
