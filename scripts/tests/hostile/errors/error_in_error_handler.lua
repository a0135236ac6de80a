-- attack: xpcall whose handler raises too: "error in error handling"
-- expect: error "error in error handling|C stack overflow"
local ok, err = xpcall(function() error("a") end, function(m) error("b") end)
error(err, 0)
