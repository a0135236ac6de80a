-- attack: a storyboard factory that returns a view, then one that recurses into instantiate
-- expect: error ""
storyboard.scene("loop", function() return storyboard.instantiate("loop") end)
storyboard.instantiate("loop")
