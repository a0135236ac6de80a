-- attack: a PercentDrivenInteractiveTransition driven with no transition
-- expect: any ""
local i = PercentDrivenInteractiveTransition()
i:update(0.5)
i:finish()
i:cancel()
print(i.percentComplete, i.duration)
