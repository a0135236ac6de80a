-- attack: PercentDrivenInteractiveTransition:update(NaN) with no transition driven
-- expect: error "nan_interaction_percent_idle\.lua:5: update expects a finite percentage between 0 and 1 \(got nan\)"
-- The idle calls do nothing (UIKit's nil context), but a bad argument is still the script's bug.
local i = PercentDrivenInteractiveTransition()
i:update(0/0)
