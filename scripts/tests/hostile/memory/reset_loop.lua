-- attack: require("transit").reset() in a loop: each reset keeps the replaced engine (a script may still hold its views), outside Lua's allocator
-- expect: error "not enough memory"
-- args: --time 10 --memory 16
local transit = require "transit"
while true do transit.reset() end
