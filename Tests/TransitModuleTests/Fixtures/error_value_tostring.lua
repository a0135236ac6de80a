-- An error value whose __tostring raises, thrown from a completion, comes out of the
-- script's pcall unchanged, as stock pcall gives it.
require "transit"
local E = setmetatable({}, {__tostring = function() error("no text") end})
print("stock", select(2, pcall(function() error(E) end)) == E)
View.animate(0.1, function() window.alpha = 0.5 end, function() error(E) end)
local ok, e = pcall(clock.advance, 1)
print("completion", ok, e == E, type(e))
