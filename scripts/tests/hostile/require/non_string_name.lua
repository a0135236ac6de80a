-- attack: require with a table, a number, nil
-- expect: error "bad argument #1 to 'require'"
require(setmetatable({}, {__tostring = function() error("tostring called") end}))
