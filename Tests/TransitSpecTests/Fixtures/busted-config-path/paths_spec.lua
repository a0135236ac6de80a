-- The module paths as the spec reads them, after the .busted ran in its state.
it("path", function() error(package.path, 0) end)
it("cpath", function() error(package.cpath, 0) end)
