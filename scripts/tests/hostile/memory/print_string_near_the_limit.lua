-- attack: print a string the memory limit allowed (28 MiB of 64): print joined its one value into a new line (28 MiB more, charged: "not enough memory" at the print, where lua5.4 writes it), and the host copied it twice more to add the newline
-- expect: ok "^x{1000}"
-- args: --memory 64
local s = string.rep("x", 28 * 1024 * 1024)
print(s)
io.write(s, "\n")
