-- attack: a __close metamethod that loops when its block exits by error
-- expect: error "limit exceeded"
do
  local guard <close> = setmetatable({}, {__close = function() while true do end end})
  error("leaving")
end
