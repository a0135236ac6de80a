-- attack: table.move over 10^15 elements: one C loop the count hook never sees
-- expect: error "limit exceeded"
table.move({}, 1, 1e15, 1, {})
