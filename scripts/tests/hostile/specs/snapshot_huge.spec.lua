-- attack: snapshots of 20 MB strings, one per test: five of them, 100 MB, would pass the 64 MiB
-- limit if the store kept them (it writes the file whole, outside the memory limit)
-- expect: error "at most 1048576"
for i = 1, 5 do
  it("t" .. i, function() expect(("x"):rep(20000000) .. i):toMatchSnapshot() end)
end
