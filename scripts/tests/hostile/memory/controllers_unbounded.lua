-- attack: view controllers with loaded views created without bound
-- expect: error "not enough memory|too many objects|limit exceeded"
local keep = {}
while true do
  local vc = ViewController{}
  local _ = vc.view
  keep[#keep + 1] = vc
end
