-- busted names a test by its trace's short_src, Lua's name of the chunk: a path past 59
-- bytes is "..." and its last 56 (this file's name alone is past it, so busted, run from
-- this folder, and transit, from the package root, cut it alike). transit wrote the whole
-- path in `-o TAP`, the terminal reports and `-o gtest` (stuart's spec/stuart/streaming/
-- Pysparkling_streaming_dstream_spec.lua), and a test's own pending() (line 11) later.
describe("a long place", function()
  it("fails", function() assert.are.equal(1, 2) end)
  it("errors", function() error("boom") end)
  it("passes", function() end)
  pending("is pending")
  it("stops itself", function() pending("later") end)
end)
