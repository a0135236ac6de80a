-- io.write and print share standard output: what write leaves on a line, print ends
io.write("a ") print("b")
io.write("x", 1, " ", 2.5, "\n")
io.write("partial ") io.write("line ") print("end", 3)
io.stdout:write("chained "):write("write") print()
print("plain")
io.write("last\n")
-- a flushed piece leaves as it is: the line goes on after it (a progress line of dots)
for _ = 1, 3 do io.write(".") io.flush() end
io.write(" done\n")
io.stdout:write("50%"):flush()
print(" then print")
-- and a piece still open at the end is written without a newline
io.write("no newline at the end")
