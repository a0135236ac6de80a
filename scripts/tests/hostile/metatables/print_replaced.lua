-- attack: print replaced by a function that raises: the timeline and the in-flight warning must not call it
-- expect: ok ""
print = function() error("script print called by the host") end
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
root:present(other, true)
root:present(ViewController{}, true)
clock.runUntilIdle()
