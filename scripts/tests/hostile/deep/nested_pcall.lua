-- attack: pcall nested until the C stack limit, the overflow re-raised
-- expect: error "stack overflow"
local function f()
  local ok, err = pcall(f)
  if not ok then error(err, 0) end
end
f()
