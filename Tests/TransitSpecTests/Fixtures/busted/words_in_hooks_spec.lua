-- finally is a test's word: a hook, a describe body and the file read nil. pending declares
-- in the file and a describe body, stops a test in its body, and refuses in a hook and in a
-- finally callback, in busted's words.
local function refusal(f, ...)
  local ok, message = pcall(f, ...)
  if ok then return 'no error' end
  return (tostring(message):gsub('^[^:]*:%d+: ', ''))
end
local refused = "'pending' not supported inside current context block"

local seen = {file = type(finally)}

describe('hooks', function()
  seen.describe = type(finally)
  local function inHook(name)
    return function()
      seen[name] = type(finally) .. ' ' .. refusal(pending) .. ' / ' .. refusal(pending, 'x')
    end
  end
  setup(inHook('setup'))
  before_each(inHook('before_each'))
  after_each(inHook('after_each'))
  teardown(inHook('teardown'))
  lazy_setup(inHook('lazy_setup'))

  it('sees finally, and no hook does', function()
    assert.are.equal('function', type(finally))
    assert.are.equal('nil', seen.file)
    assert.are.equal('nil', seen.describe)
    for _, hook in ipairs({'setup', 'before_each', 'lazy_setup'}) do
      assert.are.equal('nil ' .. refused .. ' / ' .. refused, seen[hook])
    end
  end)

  it('saw the after_each refuse too', function()
    assert.are.equal('nil ' .. refused .. ' / ' .. refused, seen.after_each)
  end)
end)

describe('pending in a finally callback', function()
  local got
  it('is refused', function()
    finally(function() got = refusal(pending, 'later') end)
  end)
  it('was refused', function()
    assert.are.equal(refused, got)
  end)
  it('uncaught, errors its test', function()
    finally(function() pending('later') end)
  end)
end)

pending('declared in the file')
describe('pending in a describe body', function()
  pending('declared')
  it('stops a test in its body', function()
    pending('stopped')
  end)
end)

describe('the teardown', function()
  it('refused pending too', function()
    assert.are.equal('nil ' .. refused .. ' / ' .. refused, seen.teardown)
  end)
end)
