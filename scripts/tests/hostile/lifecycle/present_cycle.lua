-- attack: a presents b, b presents a
-- expect: error ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

root:present(other, false)
clock.runUntilIdle()
other:present(root, false)
