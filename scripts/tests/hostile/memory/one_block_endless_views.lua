-- attack: one animation block whose body makes views and sets six properties on each: the block is charged once, its changes and tracks are not (an outside review: 911 MB under the default 256 MiB)
-- expect: error "not enough memory|too many objects|time limit exceeded"
View.animate(10, function()
  while true do
    local v = View{}
    window:addSubview(v)
    v.center = Point(1, 1); v.bounds = Rect(0, 0, 2, 2); v.transform = Transform.rotation(1); v.alpha = 0.5
    v.backgroundColor = Color.red; v.cornerRadius = 3
  end
end)
