-- io.popen, as mpeterv/argparse's integrity specs (tagged #unsafe) run its script: busted
-- has it; the sandbox's io starts no process, so the test errors; with --unsafe it passes
-- (docs/testing.md, "What differs").
it("reads a command's output", function()
  local f = io.popen("echo hi")
  assert.equal("hi\n", f:read("a"))
  f:close()
end)
