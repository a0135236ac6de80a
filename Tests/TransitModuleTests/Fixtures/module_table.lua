-- require "transit" returns the globals it installed, and reset() starts a fresh engine.
local transit = require "transit"
print(transit.View == View, transit.clock == clock, transit.window == window, type(transit.reset), type(transit.settle))
print(transit.print == nil, transit.string == nil)
local v = View{name = "old"}
window:addSubview(v)
clock.advance(0.5)
local old = window
transit.reset()
print(clock.now, #window.subviews, old ~= window, transit.window == window)
package.loaded.transit = nil
View = nil
local again = require "transit"
print(again == transit, View == transit.View, clock.now)
local co = coroutine.wrap(function() coroutine.yield(View{name = "from a coroutine"}.name) end)
print(co())
