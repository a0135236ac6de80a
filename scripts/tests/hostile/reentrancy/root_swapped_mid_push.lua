-- attack: the window's root swapped while its navigation stack pushes (animated), then put back
-- expect: ok "(?m)^b: WA DA WD DD WA DA$"
local calls = {}
local function L(n)
  local function log(what) return function() if n == "b" then calls[#calls + 1] = what end end end
  return ViewController{name = n, viewWillAppear = log"WA", viewDidAppear = log"DA",
                        viewWillDisappear = log"WD", viewDidDisappear = log"DD"}
end
local nav = NavigationController{rootViewController = L"a"}
window.rootViewController = nav
nav:push(L"b", true)
clock.advance(0.1)
window.rootViewController = L"other"          -- the stack leaves the window mid-push
clock.advance(1)                              -- b's DA, then WD DD: its container is gone
window.rootViewController = nav               -- was: b told WA DA again, no disappearance between
print("b: " .. table.concat(calls, " "))
