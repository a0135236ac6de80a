-- attack: the completion of a non-animated present loops (runs one run-loop turn later)
-- expect: error "limit exceeded"
local root = ViewController{}
window.rootViewController = root
root:present(ViewController{}, false, function() while true do end end)
