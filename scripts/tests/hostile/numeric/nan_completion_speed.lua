-- attack: PercentDrivenInteractiveTransition with completionSpeed NaN
-- expect: error ""
local i = PercentDrivenInteractiveTransition{completionSpeed = 0/0}
i:update(0.5)
