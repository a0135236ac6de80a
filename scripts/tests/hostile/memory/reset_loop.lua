-- attack: require("transit").reset() in a loop: each reset replaces the engine; a replaced
-- engine nothing Lua holds depends on is released, so memory stays flat (and were one kept,
-- it would count against the limit) until the time limit stops the loop
-- expect: error "time limit exceeded"
-- args: --time 2 --memory 16
local transit = require "transit"
while true do transit.reset() end
