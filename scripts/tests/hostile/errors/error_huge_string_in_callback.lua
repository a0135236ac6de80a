-- attack: a 20 MB error message raised from a completion
-- expect: error "yyyy"
-- args: --time 2 --memory 128
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() error(("y"):rep(20 * 1024 * 1024)) end)
