-- attack: deep/coroutine_close_chain.lua's chain of 20,000 coroutine.close calls nested in
-- __close handlers, inside a test (stock lua5.4 and transit crashed with SIGSEGV)
-- expect: ok "1 success"
describe("nested coroutine.close", function()
  it("ends with C stack overflow, not a crash", function()
    local coro = false
    for _ = 1, 20000 do
      local previous = coro
      coro = coroutine.create(function()
        local pending <close> = setmetatable({}, {__close = function()
          if previous then assert(coroutine.close(previous)) end
        end})
        coroutine.yield()
      end)
      assert(coroutine.resume(coro))
    end
    local ok, message = coroutine.close(coro)
    assert.is_false(ok)
    assert.matches("C stack overflow$", message)
  end)
end)
