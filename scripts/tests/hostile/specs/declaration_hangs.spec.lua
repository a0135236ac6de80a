-- attack: a spec whose describe body never returns
-- expect: error "limit exceeded"
describe("hangs while declaring", function()
  while true do end
end)
