-- attack: the string metatable's __index replaced: host code that formats values must not depend on it
-- expect: ok "Rect"
local mt = getmetatable("")
mt.__index = function(s, k) error("hijacked string method " .. tostring(k)) end
local v = View{frame = Rect(1, 2, 3, 4), name = "v"}
window:addSubview(v)
print(tostring(v.frame))
View.animate(0.1, function() v.alpha = 0 end)
