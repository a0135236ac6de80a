-- attack: a finalizer raising a table with a throwing __tostring at close
-- expect: any ""
KEEP = setmetatable({}, {__gc = function()
  error(setmetatable({}, {__tostring = function() error("again") end}))
end})
print("chunk done")
