-- attack: package.loaded.string must be the sandboxed string table (no dump)
-- expect: ok "^held"
local s = package.loaded.string
print((s and rawget(s, "dump")) and "ESCAPED" or "held")
