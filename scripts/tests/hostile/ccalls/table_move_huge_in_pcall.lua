-- attack: the same table.move, retried under pcall forever
-- expect: error "limit exceeded"
while true do pcall(table.move, {}, 1, 1e15, 1, {}) end
