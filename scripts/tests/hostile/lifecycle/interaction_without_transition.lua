-- attack: a PercentDrivenInteractiveTransition driven with no transition
-- expect: ok "^0\.0\t0\.0\s*$"
-- Idle, its calls do nothing, as UIKit's messages to a nil transition context (uikit103: they
-- raised before); percentComplete reads 0, as UIKit's with no transition context (left104).
local i = PercentDrivenInteractiveTransition()
i:update(0.5)
i:finish()
i:cancel()
i:pause()
print(i.percentComplete, i.duration)
