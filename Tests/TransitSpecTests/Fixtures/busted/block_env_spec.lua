-- busted 2.1.1's block environments (busted/environment.lua, context.lua, core.lua): a plain
-- global set in a block goes to that block's environment, seen there and in the blocks
-- nested in it, never in a sibling or a later block; a read walks the blocks outwards, then _G.
TOP = "file"

describe("a describe body", function()
  OUTER = "outer"
  it("sets what its tests read", function() assert.equal("outer", OUTER) end)
  it("reads the file's globals", function() assert.equal("file", TOP) end)
  it("is not _G's", function() assert.is_nil(_G.OUTER) assert.is_nil(rawget(_G, "OUTER")) end)
  describe("nested", function()
    INNER = "inner"
    it("reads its own and its parent's", function() assert.equal("inner", INNER) assert.equal("outer", OUTER) end)
    it("shadows without changing the parent's", function()
      OUTER = "shadowed"
      assert.equal("shadowed", OUTER)
    end)
    it("sees the parent's again in the next test", function() assert.equal("outer", OUTER) end)
  end)
  it("does not see the nested block's", function() assert.is_nil(INNER) end)
end)

describe("a later block", function()
  it("does not see an earlier block's globals", function() assert.is_nil(OUTER) assert.is_nil(INNER) end)
end)

describe("a test body", function()
  it("sets a global", function() IN_TEST = 1 assert.equal(1, IN_TEST) end)
  it("that the next test does not see", function() assert.is_nil(IN_TEST) end)
  it("false reads through to the block around (busted's `env[k] or parent`)", function()
    FLAG = true
    FLAG = false
    assert.is_nil(FLAG)
  end)
  it("nil reads the parent's again", function()
    TOP = "mine"
    assert.equal("mine", TOP)
    TOP = nil
    assert.equal("file", TOP)
  end)
end)

describe("hooks", function()
  setup(function() FROM_SETUP = "setup" end)
  lazy_setup(function() FROM_LAZY = "lazy" end)
  before_each(function() COUNT = (COUNT or 0) + 1 end)
  after_each(function() AFTER = (AFTER or 0) + 1 end)
  it("see the setup's global", function() assert.equal("setup", FROM_SETUP) assert.equal("lazy", FROM_LAZY) end)
  it("set the block's globals: before_each ran twice", function() assert.equal(2, COUNT) assert.equal(1, AFTER) end)
  describe("nested", function()
    it("sees the outer hooks' globals", function() assert.equal(3, COUNT) assert.equal(2, AFTER) end)
  end)
  teardown(function() assert(AFTER == 3, "teardown sees the after_each's global") end)
end)

describe("after the hooks' block", function()
  it("sees none of them", function()
    assert.is_nil(FROM_SETUP) assert.is_nil(COUNT) assert.is_nil(AFTER)
  end)
end)

describe("_G", function()
  it("_G.x and rawset reach every later block", function() _G.SHARED = 1 rawset(_G, "RAW", 2) assert.equal(1, SHARED) end)
  it("a plain global shadows _G's", function()
    SHARED = 10
    assert.equal(10, SHARED)
    assert.equal(1, _G.SHARED)
  end)
end)

describe("after _G", function()
  it("sees _G's", function() assert.equal(1, SHARED) assert.equal(2, RAW) end)
  it("a global named _G is still _G", function() assert.equal(_G, _G._G) assert.is_false(_ENV == _G) end)
end)

describe("functions", function()
  local function set() LATER = "set" end
  local function get() return LATER end
  it("run where they are called: a test's global", function() set() assert.equal("set", get()) end)
  it("not the next test's: the block's, which the body set after declaring it", function() assert.equal("block", get()) end)
  LATER = "block"
  pending("a pending test's function never runs", function() PENDING = 1 end)
  it("so it set nothing", function() assert.is_nil(PENDING) end)
end)

function FILE_FUNCTION() return "called" end
describe("a function the file declared", function()
  it("is a global of the file", function() assert.equal("called", FILE_FUNCTION()) end)
end)

insulate("insulate", function()
  INS = 1
  _G.INS_G = 2
  expose("expose", function()
    EXP = 3
    _G.EXP_G = 4
  end)
  _G.INS_LATER = 5
  it("sees them all", function()
    assert.equal(1, INS) assert.equal(2, INS_G) assert.equal(3, EXP) assert.equal(4, EXP_G) assert.equal(5, INS_LATER)
    _G.IN_TEST_G = 6
  end)
end)

describe("after the insulate", function()
  it("keeps what the expose set and _G's before the expose ended (the whole body's)", function()
    assert.is_nil(INS) assert.equal(2, INS_G) assert.equal(3, EXP) assert.equal(4, EXP_G) assert.equal(5, INS_LATER)
  end)
  it("drops _G's set after the expose ended", function() assert.is_nil(IN_TEST_G) end)
end)

expose("an expose in the file", function()
  FROM_EXPOSE = "exposed"
  it("sees its own global", function() assert.equal("exposed", FROM_EXPOSE) end)
end)

describe("after the file's expose", function()
  it("sees its global, not in _G", function() assert.equal("exposed", FROM_EXPOSE) assert.is_nil(_G.FROM_EXPOSE) end)
end)
