-- leaky_global.lua — assigns an undeclared global: the strict module environment must refuse it here.
leaked = true
return {}
