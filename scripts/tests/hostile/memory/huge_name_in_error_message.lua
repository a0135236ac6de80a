-- attack: a host error message that names a 7 MB view name twice, pushed back into Lua from inside the host call
-- expect: error "insertSubview"
-- args: --time 2 --memory 16
local v = View{name = ("n"):rep(7 * 1024 * 1024)}
v:insertSubview(View{}, {below = v})
