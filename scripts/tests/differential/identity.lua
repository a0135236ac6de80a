-- Differential (--unsafe): the state as lua5.4 makes it. print is Lua's own C function,
-- writing to C's stdout (so io.write and print interleave in order); the libraries are the
-- stock ones.
print(debug.getinfo(print).what, debug.getinfo(print).short_src)
print(pcall(string.dump, print))
io.write("io.write then ")
print("print")
io.stdout:write("and the file handle\n")
print(type(io), type(os.exit), type(debug.sethook), type(package.loadlib), type(string.dump))
print(type(arg), arg and arg[0] ~= nil)
