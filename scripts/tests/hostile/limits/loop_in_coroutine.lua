-- attack: a coroutine that loops; the main chunk resumes it again after each error
-- expect: error "limit exceeded"
while true do
  local co = coroutine.create(function() while true do end end)
  coroutine.resume(co)
end
