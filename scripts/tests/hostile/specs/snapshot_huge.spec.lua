-- attack: snapshots of 20 MB strings, one per test: five of them, 100 MB, would pass the 64 MiB
-- limit if the store kept them (it writes the file whole, outside the memory limit)
-- expect: error "at most 1048576"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
for i = 1, 5 do
  it("t" .. i, function() expect(("x"):rep(20000000) .. i):toMatchSnapshot() end)
end
