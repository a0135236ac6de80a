-- Differential (--unsafe): finalizers still pending when the script ends run as the state
-- closes (lua.c closes it before exiting), in reverse order of marking, and may still print.
for i = 1, 3 do
  _G["keep" .. i] = setmetatable({}, {__gc = function() print("closing", i) end})
end
print("script done")
