-- attack: a spec clears the root mid edge swipe and drops the navigation controller
-- expect: ok "1 passed, 0 failed"
describe("navigation", function()
  it("clears the root mid edge swipe", function()
    local n = NavigationController{rootViewController = ViewController{}}
    window.rootViewController = n
    n:push(ViewController{}, false)
    local t = window:touch(Point(2, 300))
    t:move(Point(100, 300), 0.1); clock.advance(0.2)
    window.rootViewController = nil
    n = nil
    collectgarbage(); collectgarbage()
    clock.advance(1)
  end)
end)
