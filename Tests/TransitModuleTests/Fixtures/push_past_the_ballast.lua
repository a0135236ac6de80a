-- A push from Swift larger than the ballast (8 MiB) that the host's allocator refuses: the
-- label's 40 MiB text read back under `ulimit -v`. Nothing can unwind the Swift frames under
-- it, so the process stops, saying why, as Transit's own allocator past its reserve does.
require "transit"
local l = Label{}
local s = string.rep("x", 40 * 1024 * 1024)   -- held: the read needs 40 MiB more
l.text = s
collectgarbage()
print("before")
io.stdout:flush()
print("read", pcall(function() return #l.text end))
print("not reached")
