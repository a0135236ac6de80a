-- attack: snapshots of 20 MB strings, one per test (the store keeps them and writes the file whole, outside the memory limit)
-- expect: error "at most 1048576"
for i = 1, 10 do
  it("t" .. i, function() expect(("x"):rep(20000000) .. i):toMatchSnapshot() end)
end
