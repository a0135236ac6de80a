-- attack: continueAnimation on a spring from the isRunning observer its own continue notifies,
-- then stopAnimation from the next notice: one completion, nothing run twice
-- expect: ok "(?s)kvo false true\n.*kvo true false\nnested false [^\n]*this one is inactive\)\ncompletions end\n$"
local v = View{frame = Rect(0, 0, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end}
local completions = {}
a:addCompletion(function(p) completions[#completions + 1] = p end)
a:observe("isRunning", function(an, change)
  print("kvo " .. tostring(change.oldValue) .. " " .. tostring(change.newValue))
  if change.newValue then
    an:continueAnimation({mass = 1, stiffness = 100, damping = 10}, 0)   -- adjusts the run begun
  else
    print("nested " .. tostring(pcall(an.continueAnimation, an, {dampingRatio = 0.3}, 2)) .. " "
      .. select(2, pcall(an.continueAnimation, an, {dampingRatio = 0.3}, 2)))
  end
end)
a:pauseAnimation()
a.fractionComplete = 0.5
a:continueAnimation({dampingRatio = 0.8, initialVelocity = 1}, 1)
clock.runUntilIdle()
print("completions " .. table.concat(completions, ","))
