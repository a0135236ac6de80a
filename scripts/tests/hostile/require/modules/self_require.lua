-- self_require.lua — a module that requires itself while it loads.
return require("tests.hostile.require.modules.self_require")
