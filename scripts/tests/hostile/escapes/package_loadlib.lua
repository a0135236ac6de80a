-- attack: package.loadlib must be gone (it loads C code)
-- expect: ok "^held"
local f = package.loadlib
print(f and "ESCAPED" or "held")
