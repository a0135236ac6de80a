-- yields at its top level, to the coroutine that called dofile
local x = coroutine.yield("yielded")
return x * 2
