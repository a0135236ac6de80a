-- `require "transit"` in Transit's own state (`transit run`) gives the same globals, with
-- reset and settle, as the module does in stock lua5.4.
local t = require "transit"
print(t.View == View, t.window == window, type(t.reset), type(t.settle))
local names = {}
for k in pairs(t) do names[#names + 1] = k end
table.sort(names)
print(table.concat(names, " "))
print(t.print == nil, t.string == nil)
local w = window
View{name = "x"}
clock.advance(1)
t.reset()
print(t.window == window, w ~= window, clock.now)
