-- attack: thousands of tests that each print 64 KiB, the most a result keeps: what the finished tests printed, held for the report, is host memory
-- expect: error "not enough memory"
-- args: --time 10 --memory 64
-- (--time 10: each entry has its own --time, but the harness gives the whole file --time + 2 s,
-- and 4,000 tests ran past 4 s in a full make test; 1,500 suffice: the limit falls at about 990)
local line = ("x"):rep(65000)
describe("prints", function()
  for i = 1, 1500 do it("test " .. i, function() print(line) end) end
end)
