-- attack: luassert's has_error calls a test's function under pcall (in a trusted library's
-- frame): the memory limit that fires inside must not pass for the error it expects, and
-- what the test grew is freed for the next test
-- expect: error "(?s)not enough memory.*1 passed, 1 failed"
describe("swallowed", function()
  it("by has_error", function()
    assert.has_error(function()
      local t = {}
      for i = 1, 1e9 do t[i] = {i} end
    end)
  end)
  it("runs after", function() assert.are.equal(4, #("x"):rep(4)) end)
end)
