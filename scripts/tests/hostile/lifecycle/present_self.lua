-- attack: a controller presenting itself
-- expect: error ""
local root = ViewController{}
window.rootViewController = root
root:present(root, false)
