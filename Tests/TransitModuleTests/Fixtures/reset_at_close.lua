-- transit.reset() and settle() in a finalizer: allowed in a collection while the state lives,
-- refused at the finalizer's line when the host closes the state (lua5.4 closes it at the
-- script's end), as under `transit run`.
local transit = require "transit"
do
  setmetatable({}, {__gc = function() print("collected:", pcall(transit.reset), pcall(transit.settle)) end})
end
collectgarbage(); collectgarbage()
G = setmetatable({}, {__gc = function()
  print("at close:", pcall(transit.reset))
  print("at close:", pcall(transit.settle))
end})
