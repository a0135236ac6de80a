-- Differential (--unsafe): warnings as lua.c has them: off at start, "@on"/"@off" switch
-- them, pieces of one message are joined, each written to stderr as "Lua warning: …".
warn("not shown: warnings start off")
warn("@on")
warn("one ", "message ", "in pieces")
warn("@off")
warn("not shown either")
warn("@on")
warn("@unknown control")          -- a control message nobody knows: ignored
warn("x", "@off")                 -- "@off" as a later piece is text, not control
warn("still on")
setmetatable({}, {__gc = function() error("in a finalizer") end})
collectgarbage()
print("done")
