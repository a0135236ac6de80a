-- attack: a __close handler raising after the instruction limit fired
-- expect: error "limit exceeded"
do
  local x <close> = setmetatable({}, {__close = function() error("close raised") end})
  while true do end
end
