-- attack: a 20 MB error message raised from a completion
-- expect: error "yyyy"
-- args: --time 10 --memory 128
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() error(("y"):rep(20 * 1024 * 1024)) end)
