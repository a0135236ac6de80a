-- attack: a host error message that names the longest view name allowed (64 KiB) twice, pushed back into Lua from inside the host call (a name of 7 MB, before names were capped, aborted past the ceiling's reserve under --memory 16)
-- expect: error "insertSubview"
-- args: --time 2 --memory 16
local v = View{name = ("n"):rep(64 * 1024)}
v:insertSubview(View{}, {below = v})
