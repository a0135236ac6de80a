-- a module whose last line passes on to another module by a tail call
-- (tests.hostile.require.tail_call: that module does not exist)
return require("tests.hostile.require.modules.no_such_module")
