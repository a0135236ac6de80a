-- attack: a PercentDrivenInteractiveTransition driven with no transition
-- expect: ok "^0\.0\t0\.0\s*$"
-- Idle, its calls do nothing, as UIKit's messages to a nil transition context (uikit103: they
-- raised before); percentComplete stays where it was.
local i = PercentDrivenInteractiveTransition()
i:update(0.5)
i:finish()
i:cancel()
i:pause()
print(i.percentComplete, i.duration)
