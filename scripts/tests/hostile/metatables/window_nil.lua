-- attack: window = nil (and clock, View, device): the engine must not look its own names up in _G
-- expect: ok "done"
local W, C, V, VC = window, clock, View, ViewController
window, clock, View, ViewController, device, screen = nil, nil, nil, nil, nil, nil
local v = V{}
W:addSubview(v)
V.animate(0.1, function() v.alpha = 0 end)
local root = VC{}
W.rootViewController = root
root:present(VC{}, true)
C.runUntilIdle()
print("done")
