it("inner runs", function() end)
