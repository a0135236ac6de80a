-- attack: advanceToNextTimer in a loop while a block repeats forever
-- expect: error ""
describe("timers", function()
  it("never runs out", function()
    local v = View{}
    window:addSubview(v)
    View.animate{duration = 0.01, repeatCount = "forever", animations = function() v.alpha = 0 end}
    while clock.advanceToNextTimer() do end
  end)
end)
