-- attack: load of a 6 MB chunk of 1,000,000 statements: the parser runs in one C call where
-- no hook fires; its CPU time is the script's, and the watchdog (or the hook once load
-- returns) ends it at this line, or the memory limit the parser's tables
-- expect: error "load_huge_chunk\.lua:7: (time limit exceeded|not enough memory)"
-- args: --time 0.2 --instructions 0
local s = ("x = 1 "):rep(1000000)
while true do assert(load(s)) end
