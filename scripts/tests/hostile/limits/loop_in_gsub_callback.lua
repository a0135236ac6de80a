-- attack: a gsub replacement function that loops (called from the C matcher)
-- expect: error "limit exceeded"
("abc"):gsub(".", function() while true do end end)
