it("deep runs", function() end)
