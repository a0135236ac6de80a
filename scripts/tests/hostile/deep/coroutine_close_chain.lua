-- attack: 20,000 coroutines, each closing the one before from its __close: Lua 5.4.4 starts
-- each nested close at the closed coroutine's old count of C calls, so none reaches "C stack
-- overflow" and the C stack ran out (lua.org bug "C-stack overflow with deep nesting of
-- coroutine.close", fixed in 5.4.5; stock lua5.4 and transit crashed with SIGSEGV)
-- expect: ok "^stopped after 200 closes: .*C stack overflow"
local count = 0
local coro = false
for _ = 1, 20000 do
  local previous = coro
  coro = coroutine.create(function()
    local pending <close> = setmetatable({}, {__close = function()
      count = count + 1
      if previous then assert(coroutine.close(previous)) end
    end})
    coroutine.yield()
  end)
  assert(coroutine.resume(coro))
end
local ok, message = coroutine.close(coro)
print(("stopped after %d closes: %s %s"):format(count, tostring(ok), message:sub(-40)))
