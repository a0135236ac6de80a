-- attack: pcall(error) in a loop that catches every error, including the limit
-- expect: error "limit exceeded"
while true do
  local ok, err = pcall(function() local x = 0; while true do x = x + 1 end end)
  ok, err = pcall(error, err)
end
