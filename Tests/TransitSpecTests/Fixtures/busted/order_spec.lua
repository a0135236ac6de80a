-- busted's execution order: a describe body runs when its block is reached, after the
-- earlier tests and their hooks; hooks outer to inner before, inner to outer after.
local log = {}
local function note(word) return function() log[#log + 1] = word end end

describe("d", function()
  local x
  before_each(function() x = 1 end)
  it("a", function() end)
  describe("inner", function()
    local y = x + 1
    it("b", function() assert.equal(2, y) end)
  end)
end)

describe("hooks", function()
  setup(note("setup"))
  lazy_setup(note("lazy_setup"))
  before_each(note("before outer"))
  after_each(note("after outer"))
  teardown(note("teardown"))
  lazy_teardown(note("lazy_teardown"))
  describe("inner", function()
    before_each(note("before inner"))
    after_each(note("after inner"))
    it("runs", function()
      finally(note("finally"))
      note("body")()
    end)
  end)
end)

it("saw busted's order", function()
  assert.same({"setup", "lazy_setup", "before outer", "before inner", "body", "finally",
               "after inner", "after outer", "lazy_teardown", "teardown"}, log)
end)

it("declares nothing without a function")
pending("is pending")
it("stops as pending", function() pending("later") end)

describe("curried", function()
  it "takes its function later" (function() assert.is_true(true) end)
end)

describe("randomized", function()
  randomize(7)
  for i = 1, 5 do it("runs " .. i, function() assert.is_number(i) end) end
end)

insulate("insulated", function()
  leaked_global = 1
  it("sees its global", function() assert.equal(1, leaked_global) end)
end)
it("does not see an insulated global", function() assert.is_nil(rawget(_G, "leaked_global")) end)

expose("exposed", function()
  it("runs", function() assert.truthy(1) end)
end)

spec("spec is it", function() assert.falsy(nil) end)

describe(2024, function()
  it(1, function() assert.truthy("numbers are names, as busted joins them") end)
end)
