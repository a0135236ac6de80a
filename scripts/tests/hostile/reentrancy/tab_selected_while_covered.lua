-- attack: a tab selected while an animated full-screen present from a tab covers the tab bar controller
-- expect: ok "(?m)^home: WA DA WD DD / other: WA DA$"
local calls = {home = {}, other = {}}
local function L(n)
  local function log(what) return function() if calls[n] then table.insert(calls[n], what) end end end
  return ViewController{name = n, viewWillAppear = log"WA", viewDidAppear = log"DA",
                        viewWillDisappear = log"WD", viewDidDisappear = log"DD"}
end
local home, other = L"home", L"other"
local tabs = TabBarController{viewControllers = {home, other}}
window.rootViewController = tabs
local detail = L"detail"
home:present(detail, true)
clock.advance(0.1)
tabs.selectedIndex = 2                        -- was: home WD a second time, other WA DA, then DD
clock.runUntilIdle()
detail:dismiss(false)
clock.runUntilIdle()
print("home: " .. table.concat(calls.home, " ") .. " / other: " .. table.concat(calls.other, " "))
