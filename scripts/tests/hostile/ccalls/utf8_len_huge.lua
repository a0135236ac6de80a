-- attack: utf8.len / utf8.codepoint over a 32 MB string with huge ranges
-- expect: error "not enough memory|too many results|string slice too long|limit exceeded"
local s = ("é"):rep(2^24)
print(utf8.len(s))
print(select("#", utf8.codepoint(s, 1, -1)))
