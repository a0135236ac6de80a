-- Inside a running test every declaring word refuses at the call, whatever its arguments —
-- `describe()` alone too, which in a describe body returns the function that takes the body —
-- in busted's words exactly (busted's own core_spec.lua compares them with has_error, which
-- drops a `file:line: ` prefix; so does `refusal` here).
local function refusal(f, ...)
  local ok, message = pcall(f, ...)
  if ok then return 'no error' end
  return (tostring(message):gsub('^[^:]*:%d+: ', ''))
end

local words = {'describe', 'context', 'insulate', 'expose', 'it', 'spec', 'test', 'setup', 'teardown',
               'before_each', 'after_each', 'lazy_setup', 'lazy_teardown', 'strict_setup', 'strict_teardown',
               'randomize'}

describe('a declaring word inside a test', function()
  it('refuses with no arguments, in busted words', function()
    for _, word in ipairs(words) do
      assert.are.equal("'" .. word .. "' not supported inside current context block", refusal(_ENV[word]))
    end
  end)

  it('refuses with a name only', function()
    for _, word in ipairs(words) do
      assert.are.equal("'" .. word .. "' not supported inside current context block", refusal(_ENV[word], 'x'))
    end
  end)

  it('refuses a whole declaration', function()
    assert.are.equal("'context' not supported inside current context block", refusal(context, 'x', function() end))
    assert.are.equal("'test' not supported inside current context block", refusal(test, 'x', function() end))
    assert.are.equal("'lazy_setup' not supported inside current context block", refusal(lazy_setup, function() end))
  end)

  it('is caught by has_error as busted compares it', function()
    assert.has_error(describe, "'describe' not supported inside current context block")
    assert.has_error(spec, "'spec' not supported inside current context block")
    assert.has_error(randomize, "'randomize' not supported inside current context block")
  end)
end)

describe('in a describe body', function()
  local curried = describe('curried')
  curried(function()
    it('declares', function() end)
  end)
  test('named test')(function() end)
end)
