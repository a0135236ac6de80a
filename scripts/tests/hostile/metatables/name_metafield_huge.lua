-- attack: a __name metafield of 10 MB, in an error message about a bad argument
-- expect: error "bad argument"
local t = setmetatable({}, {__name = ("N"):rep(10 * 1024 * 1024)})
View.animate(t)
