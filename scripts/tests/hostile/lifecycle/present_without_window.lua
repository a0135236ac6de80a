-- attack: presenting from a controller whose view is in no window
-- expect: any ""
local lonely = ViewController{}
lonely:present(ViewController{}, true, function() print("presented") end)
clock.runUntilIdle()
