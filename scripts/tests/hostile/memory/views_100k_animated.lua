-- attack: 100,000 views in the window, each animated: host memory the Lua allocator does not see
-- expect: error "not enough memory|too many objects|time limit exceeded"
local views = {}
for i = 1, 100000 do
  local v = View{frame = Rect(i % 400, i % 800, 10, 10), name = "v" .. i}
  window:addSubview(v)
  View.animate{duration = 10, repeatCount = 3, autoreverses = true, animations = function()
    v.center = Point(i % 300, i % 700); v.alpha = 0.5; v.backgroundColor = Color(1, 0, 0)
  end}
  views[i] = v
end
clock.advance(5)
