-- attack: a test that writes one line without end (io.write, no newline) until the memory limit: the open line's pieces must not outlive it, failing the file's later tests and its close
-- expect: error "2 successes / 0 failures / 1 error / 0 pending"
-- args: --time 2 --memory 64
describe("an open line", function()
  it("grows until the limit", function() local s = ("x"):rep(1e6) while true do io.write(s) end end)
  it("leaves the memory to the next test", function() local s = ("y"):rep(20e6); assert(#s == 20e6) end)
  it("and the line to the next writer", function() io.write("tail\n") end)
end)
