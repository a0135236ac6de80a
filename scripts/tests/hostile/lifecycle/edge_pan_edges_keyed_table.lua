-- attack: a screen-edge pan's edges given as a set ({left = true}, Swift's [.left] misread);
-- it read as none, and the recognizer took no touch without a word (rev100a)
-- expect: error "edges must be a list of edges .*not a table with the key 'left'"
window.rootViewController = ViewController{}
clock.advance(0)
local g = ScreenEdgePanGestureRecognizer(function() end)
g.edges = {left = true}
window.rootViewController.view:addGestureRecognizer(g)
print(window:pan{from = Point(5, 400), to = Point(100, 400), duration = 0.1})
