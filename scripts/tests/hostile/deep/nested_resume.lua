-- attack: coroutine.resume nested without bound, errors re-raised
-- expect: error "stack overflow"
local function f()
  local ok, err = coroutine.resume(coroutine.create(f))
  if not ok then error(err, 0) end
end
f()
