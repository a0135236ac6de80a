-- attack: an infinite loop inside pcall, retried forever: the stop must be sticky
-- expect: error "limit exceeded"
while true do
  pcall(function() while true do end end)
end
