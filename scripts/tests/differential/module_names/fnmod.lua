return function() error("a module that is a function") end
