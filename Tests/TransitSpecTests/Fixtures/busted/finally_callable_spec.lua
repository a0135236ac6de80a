-- finally with a callable table, as busted's own core_spec.lua gives it a luassert spy:
-- busted calls what it was given, a table with __call too. A value that cannot be called
-- errors the test (busted: when it runs; transit: at the call, naming the line).
describe('finally', function()
  local calls = {}
  local callable = setmetatable({}, {__call = function() calls[#calls + 1] = 'callable' end})
  local s = spy.new(function() end)

  it('takes a callable table', function()
    finally(callable)
  end)

  it('takes a spy', function()
    finally(s)
  end)

  it('ran both after their tests', function()
    assert.are.same({'callable'}, calls)
    assert.spy(s).was_called(1)
  end)

  it('errors the test for a value that cannot be called', function()
    finally({})
  end)
end)
