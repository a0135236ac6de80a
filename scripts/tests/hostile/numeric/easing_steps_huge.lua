-- attack: Easing.steps(1e300) and steps(0)
-- expect: any ""
local c = Easing.steps(1e300)
print(c(0.5))
print(pcall(Easing.steps, 0))
