-- attack: a present or a dismissal over a tab begun while a cover over the tab bar controller animates, or after it settled
-- expect: ok "^balanced [0-9]+ calls"
-- Each controller's calls alternate will/did, and one a full-screen cover hides is not told it
-- appears until the cover leaves (UIKit's appearance contract). left101 (rev100b): "a" got
-- AW DD AD under the cover, "p" DW DW DD.
local state, calls, log = {}, 0, {}
local steps = {willAppear = {gone = "appearing"}, didAppear = {appearing = "shown"},
              willDisappear = {shown = "leaving"}, didDisappear = {leaving = "gone"}}
local function L(name)
  local function step(kind)
    return function()
      calls = calls + 1
      log[#log + 1] = name .. "." .. kind
      local now = state[name] or "gone"
      local after = steps[kind][now]
      if not after then error(name .. ": " .. kind .. " while " .. now .. "\n" .. table.concat(log, " "), 0) end
      state[name] = after
    end
  end
  return ViewController{name = name, viewWillAppear = step("willAppear"), viewDidAppear = step("didAppear"),
                        viewWillDisappear = step("willDisappear"), viewDidDisappear = step("didDisappear")}
end
local a, b, c, p = L("a"), L("b"), L("c"), L("p")
a.definesPresentationContext = true
p.modalPresentationStyle = "currentContext"
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local all = {a = a, b = b, c = c, p = p}
local function check(label, shown)
  for name in pairs(all) do
    local s = state[name] or "gone"
    local want = shown[name] and "shown" or "gone"
    if s ~= want then error(label .. ": " .. name .. " is " .. s .. ", want " .. want .. "\n" .. table.concat(log, " "), 0) end
  end
  log = {}
end
local function step(label, f, shown) f(); clock.runUntilIdle(); check(label, shown) end
local function cover(wait, f) tabs:present(c, true); wait(); f() end
local mid, settled = function() clock.advance(0.1) end, function() clock.runUntilIdle() end
for _, wait in ipairs{mid, settled} do
  step("present p", function() a:present(p, false) end, {p = true})
  step("dismiss p under the cover", function() cover(wait, function() p:dismiss(true) end) end, {c = true})
  step("uncover", function() c:dismiss(true) end, {a = true})
end
-- a present once the cover settled is refused (the presenter's view is out of the window)
step("present p under the cover", function() cover(mid, function() a:present(p, true) end) end, {c = true})
step("uncover", function() c:dismiss(true) end, {p = true})
step("dismiss p", function() p:dismiss(false) end, {a = true})
print("balanced " .. calls .. " calls")
