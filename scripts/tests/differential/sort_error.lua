-- A comparator's error that leaves table.sort and ends the script (SandboxSortTests).
table.sort({3, 1, 2}, function()
  error("bad comparator")
end)
