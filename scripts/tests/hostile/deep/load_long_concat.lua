-- attack: a source with a 100,000-term concatenation (right-associative: parser recursion)
-- expect: error "too many|overflow|levels"
local f, err = load("return " .. ("'a'.."):rep(100000) .. "'a'")
if not f then error(err) end
print(#f())
