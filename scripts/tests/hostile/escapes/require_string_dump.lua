-- attack: require "string" must not bring string.dump back
-- expect: ok "^held"
local ok, m = pcall(require, "string")
print((ok and type(m) == "table" and rawget(m, "dump")) and "ESCAPED" or "held")
