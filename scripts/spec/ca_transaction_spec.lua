-- ca_transaction_spec.lua — CATransaction.begin / setCompletionBlock / commit around UIView
-- animation blocks (docs/animation.md, "Transactions"). Apple, setCompletionBlock(_:): the
-- block is called "as soon as all animations subsequently added by this transaction group
-- have completed (or have been removed.) If no animations are added before the current
-- transaction group is committed (or the completion block is set to a different value), the
-- block will be invoked immediately."
describe("CATransaction", function()
  local v, events

  local function log(what) return function(...) events[#events + 1] = {what, clock.now, ...} end end

  before_each(function()
    v = View{frame = Rect(0, 0, 100, 100)}
    window:addSubview(v)
    events = {}
  end)

  it("runs the block when the last of the group's blocks has ended, after its completion", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("transaction"))
    View.animate(0.5, function() v.transform = Transform.scale(2, 2) end, log("scale"))
    View.animate(0.15, function() v.alpha = 0.5 end, log("alpha"))
    CATransaction.commit()
    clock.advance(0.4)
    expect(events):toEqual({{"alpha", 0.15, true}})
    clock.advance(0.1)
    expect(events):toEqual({{"alpha", 0.15, true}, {"scale", 0.5, true}, {"transaction", 0.5}})
  end)

  it("counts a removed animation as ended", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("transaction"))
    View.animate(1, function() v.alpha = 0 end, log("alpha"))
    CATransaction.commit()
    clock.advance(0.25)
    v:removeAllAnimations()
    clock.advance(0)
    expect(events):toEqual({{"alpha", 0.25, false}, {"transaction", 0.25}})
  end)

  it("runs a block with nothing to wait for one run-loop turn after the commit", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("transaction"))
    CATransaction.commit()
    expect(events):toEqual({})
    clock.advance(0)
    expect(events):toEqual({{"transaction", 0}})
  end)

  it("waits only for what begins after the block is set, in nested groups too", function()
    CATransaction.begin()
    View.animate(1, function() v.alpha = 0 end)                 -- before the block: not counted
    CATransaction.setCompletionBlock(log("outer"))
    CATransaction.begin()
    View.animateKeyframes(0.3, {}, function()
      View.addKeyframe(0, 1, function() v.center = Point(200, 200) end)
    end)
    CATransaction.commit()
    CATransaction.commit()
    clock.advance(0.3)
    expect(events):toEqual({{"outer", 0.3}})
  end)

  it("arms the earlier block when another is set", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("first"))
    View.animate(0.2, function() v.alpha = 0 end)
    CATransaction.setCompletionBlock(log("second"))
    CATransaction.commit()
    clock.advance(0)
    expect(events):toEqual({{"second", 0}})                    -- nothing added after it
    clock.advance(0.2)
    expect(events):toEqual({{"second", 0}, {"first", 0.2}})
  end)

  -- A property animator's animations are Core Animation animations added to the layers when
  -- it starts, in the transaction then open: "animations subsequently added by this
  -- transaction group" includes them as it does View.animate's.
  it("waits for a property animator started in the group, after its completions", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("transaction"))
    local p = PropertyAnimator{duration = 0.5, curve = "linear", animations = function() v.alpha = 0 end}
    p:addCompletion(log("animator"))
    p:startAnimation()
    View.animate(0.2, function() v.center = Point(10, 10) end, log("center"))
    CATransaction.commit()
    clock.advance(0.4)
    expect(events):toEqual({{"center", 0.2, true}})
    clock.advance(0.1)
    expect(events):toEqual({{"center", 0.2, true}, {"animator", 0.5, "end"}, {"transaction", 0.5}})
  end)

  it("counts a property animator stopped without finishing as removed", function()
    CATransaction.begin()
    CATransaction.setCompletionBlock(log("transaction"))
    local p = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
    p:startAnimation()
    CATransaction.commit()
    clock.advance(0.25)
    expect(events):toEqual({})
    p:stopAnimation(true)
    clock.advance(0)
    expect(events):toEqual({{"transaction", 0.25}})
  end)

  it("refuses a block or a commit outside a group", function()
    expect(function() CATransaction.setCompletionBlock(function() end) end)
      :toThrow("CATransaction.setCompletionBlock outside CATransaction.begin() … commit() (Transit has no implicit transaction)")
    expect(function() CATransaction.commit() end):toThrow("CATransaction.commit without a CATransaction.begin")
  end)
end)
