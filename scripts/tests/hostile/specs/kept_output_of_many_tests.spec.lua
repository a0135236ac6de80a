-- attack: thousands of tests that each print 64 KiB, the most a result keeps: what the finished tests printed, held for the report, is host memory
-- expect: error "not enough memory"
-- args: --time 2 --memory 64
local line = ("x"):rep(65000)
describe("prints", function()
  for i = 1, 4000 do it("test " .. i, function() print(line) end) end
end)
