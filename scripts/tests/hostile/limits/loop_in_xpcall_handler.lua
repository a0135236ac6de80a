-- attack: the message handler of xpcall loops
-- expect: error "limit exceeded"
xpcall(function() error("first") end, function(m) while true do end end)
