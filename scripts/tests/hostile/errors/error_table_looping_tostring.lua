-- attack: error() with a table whose __tostring loops (the host calls it after the entry ended)
-- expect: error ""
error(setmetatable({}, {__tostring = function() while true do end end}))
