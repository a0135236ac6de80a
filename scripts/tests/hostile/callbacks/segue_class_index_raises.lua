-- attack: a segue class whose __index raises (the engine must look perform up raw, or report the raise at a line)
-- expect: error ""
storyboard.scene("a", function() return ViewController{name = "a"} end)
storyboard.scene("b", function() return ViewController{name = "b"} end)
storyboard.segue{from = "a", to = "b", identifier = "go",
  class = setmetatable({}, {__index = function(_, k) error("lookup raised: " .. tostring(k)) end})}
local a = storyboard.instantiate("a")
window.rootViewController = a
a:performSegue("go")
clock.runUntilIdle()
