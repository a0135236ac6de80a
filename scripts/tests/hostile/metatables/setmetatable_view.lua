-- attack: setmetatable on a view
-- expect: error "bad argument #1 to 'setmetatable'"
setmetatable(View{}, {__index = function() return 1 end})
