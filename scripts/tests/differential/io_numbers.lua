-- read("n") takes what may continue a numeral, as liolib.c's read_number: what it took stays
-- read even when it makes no number, the character after it does not; more than 200 make
-- none. From a file in memory (io.tmpfile), the same under stock Lua and in the sandbox.
local cases = {
  "12abc", "  42\n", "\t\v\f\r 7", "0x1F rest", "0X1p4", "0x1P-1z", "0x", "0xg", "1e5x", "1e", "1e+", "1E-2",
  "-3.5,", "+.5", ".5", ".", "-", "+-1", "--1", "abc", "1..2", "1.2.3", "", "\n\n7", "inf", "nan", "0x.8",
  "00012", "0", "12 13", "1,5", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
  ("9"):rep(199), ("9"):rep(200), ("9"):rep(201) .. " 5", ("0"):rep(300) .. "1",
}
for _, text in ipairs(cases) do
  local f = io.tmpfile()
  f:write(text)
  f:seek("set")
  local number = f:read("n")
  local rest = f:read("a")                     -- what the read left, number or not
  print(("%q"):format(text):sub(1, 24), math.type(number), number, ("%q"):format(tostring(rest)):sub(1, 24))
  f:close()
end
-- read on after a number: formats in one call, and the position each leaves
local f = io.tmpfile()
f:write("1 2.5 0x10 x 3\n4")
f:seek("set")
print(f:read("n", "n", "n", "n", "n"))
print(f:seek(), f:read("l"), f:read("n"), f:read("n"), f:seek())
