-- attack: every completion pcalls a loop and schedules the next one
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
local function again()
  pcall(function() while true do end end)
  View.animate(0.1, function() v.alpha = 1 - v.alpha end, again)
end
View.animate(0.1, function() v.alpha = 0 end, again)
