-- attack: a table.sort comparator that loops
-- expect: error "limit exceeded"
table.sort({3, 2, 1}, function() while true do end end)
