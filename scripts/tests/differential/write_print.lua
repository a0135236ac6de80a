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
-- a long line written a piece at a time (the pieces of unequal lengths, some ending lines,
-- some holding several), ended by print, by a write or by both
for i = 1, 3000 do
  io.write(i % 7 == 0 and "\n" or i % 11 == 0 and (i .. "\n" .. i) or string.rep("x", i % 5))
  if i % 997 == 0 then print("|" .. i) end
end
print("end of the pieces")
-- print writes each value as it converts it: what a __tostring prints goes on the line after
-- the values before it, and a __tostring that raises leaves those written
local noisy = setmetatable({}, {__tostring = function() print("inside") return "N" end})
print("a", noisy, "b")
io.write("w ") print("p", noisy)
print(pcall(function() print(1, 2, setmetatable({}, {__tostring = function() return {} end})) end))
-- a string's text is its own to write: a __tostring on the strings' metatable is print's
-- alone (stock's print asks it of each value, io.write never does)
local strings = getmetatable("")
strings.__tostring = function(s) return "<" .. #s .. ">" end
io.write("open ") print("xy", 5)
io.write("w2 ") io.write("ended\n")
strings.__tostring = nil
-- lines longer than 64 KiB (the host writes them and their newline apart, not copied to join
-- them): one value, one after an open piece, two values, an open piece ended by print
local long = string.rep("0123456789", 7000)
print(long)
io.write("open ") print(long)
print(long, long)
io.write(long) print("after", 1)
io.write(long, "\n")
-- and a piece still open at the end is written without a newline
io.write("no newline at the end")
