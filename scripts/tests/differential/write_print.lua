-- io.write and print share standard output: what write leaves on a line, print ends
io.write("a ") print("b")
io.write("x", 1, " ", 2.5, "\n")
io.write("partial ") io.write("line ") print("end", 3)
io.stdout:write("chained "):write("write") print()
print("plain")
io.write("last\n")
