-- attack: a spec whose test prints without bound (prints are captured per test)
-- expect: error "limit exceeded|not enough memory|too much output"
describe("prints", function()
  it("forever", function()
    local line = ("x"):rep(1000)
    while true do print(line) end
  end)
end)
