-- `return pending(…)` is a tail call: the test's frame is gone when pending raises. busted
-- names its own script's main chunk then (`/usr/bin/busted:3: by a tail call`, its trace
-- walking past busted's frames); transit names the test's line, where it wrote line 0
-- (`pending_tail_spec.lua:0`: drauschenbach/stuart's `return pending('No WEBHDFS_URL …')`).
describe("pending", function()
  it("by a tail call", function()
    return pending("by a tail call")
  end)
  it("by a call", function()
    pending("by a call")
  end)
end)
