-- attack: await: done stored and called twice from completions
-- expect: error "twice"
local v = View{}
window:addSubview(v)
task(function()
  await(function(done)
    View.animate(0.1, function() v.alpha = 0 end, function() done() end)
    View.animate(0.2, function() v.center = Point(5, 5) end, function() done() end)
  end)
end)
