-- raises_table.lua — raises a table whose __tostring itself throws.
error(setmetatable({}, {__tostring = function() error("tostring of the error throws") end}))
