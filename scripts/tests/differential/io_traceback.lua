-- Differential: argument errors of the sandbox's io that the script does not catch, as lua.c
-- reports them: the traceback begins at the io function, a C function to the script (a file
-- method tail-called keeps its caller's frame), as stock's does.
local function read(file, format) return file:read(format) end
print(pcall(read, io.stdin, "x"))
local function nested(f) return f:lines(read(f, "l"))() end
print(pcall(nested, io.stdin))
local function write(...)
  io.write(...)
end
print(pcall(write, "a\n", {}))
local function main()
  write("b\n")
  return read(io.stdout, {})
end
main()
