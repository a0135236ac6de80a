-- What a spec's globals are, as busted's own core_spec.lua checks them at its top: a failed
-- top-level assert stops the whole file (an error, no test run). Transit's describe and it
-- are callable tables (Jest's .only, .skip); `type` calls them functions, as busted's are.
assert(type(file) == 'nil')
assert(type(describe) == 'function')
assert(type(context) == 'function')
assert(type(it) == 'function')
assert(type(spec) == 'function')
assert(type(test) == 'function')
assert(type(before_each) == 'function')
assert(type(after_each) == 'function')
assert(type(pending) == 'function')
assert(type(spy) == 'table')
assert(type(stub) == 'table')
assert(type(mock) == 'table')
assert(type(match) == 'table')
assert(type(assert) == 'table')

describe('type', function()
  it('answers as the standard one for every other value', function()
    assert.are.equal('table', type({}))
    assert.are.equal('function', type(print))
    assert.are.equal('number', type(1))
    assert.are.equal('nil', type(nil))
    assert.are.equal('string', type('s'))
    assert.are.equal('thread', type(coroutine.create(print)))
    assert.are.equal('table', type(setmetatable({}, {__call = print})))
  end)

  it('refuses no value, as the standard one', function()
    local ok, message = pcall(type)
    assert.is_false(ok)
    assert.are.equal("bad argument #1 to 'type' (value expected)", message)
  end)

  it('is called through describe and it as functions', function()
    local called = 0
    local function call(f) if type(f) == 'function' then called = called + 1 end end
    call(describe); call(it); call(test)
    assert.are.equal(3, called)
  end)
end)
