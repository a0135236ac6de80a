-- attack: window.rootViewController = nil while a presentation animates
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

root:present(other, true)
clock.advance(0.1)
window.rootViewController = nil
root = nil
collectgarbage()
clock.runUntilIdle()
print("done")
