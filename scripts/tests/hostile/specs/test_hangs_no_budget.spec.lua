-- attack: a spec whose test loops with --instructions 0: the wall clock per test stops it
-- expect: error "time limit exceeded"
-- args: --time 2 --memory 64 --instructions 0
describe("hangs", function()
  it("loops", function() local n = 0; while true do n = n + 1 end end)
end)
