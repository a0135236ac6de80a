-- attack: a failing test named with a 10 MB string
-- expect: error ""
-- args: --time 2 --memory 128
describe(("d"):rep(10 * 1024 * 1024), function()
  it(("n"):rep(10 * 1024 * 1024), function() error("named") end)
end)
