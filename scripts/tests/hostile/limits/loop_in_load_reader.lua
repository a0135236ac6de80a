-- attack: a load reader function that loops (called from the parser, a C function)
-- expect: error "limit exceeded"
load(function() while true do end end)
