-- Differential: an uncaught error whose message holds a byte that is not UTF-8 (0xE9, Latin-1's
-- "é"), which lua.c writes to standard error as it is.
local function fail()
  error("caf\233 au lait")
end
fail()
