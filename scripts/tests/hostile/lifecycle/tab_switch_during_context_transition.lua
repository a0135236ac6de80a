-- attack: a tab switch (selectedIndex, selectedViewController, a change of the tabs) while a Current Context or over-current-context presentation over the tab animates in or out on screen
-- expect: ok "^balanced [0-9]+ calls, 12 transitions ended once"
-- Each controller's appearance calls must alternate will/did in order, the window must show
-- the selected tab alone, and each completion must run once (left98: the dismissal's end came
-- after the switch's, the old tab was told viewDidAppear after its viewDidDisappear and its
-- view stayed in the window beside the new tab's).
local state, calls = {}, 0
local steps = {willAppear = {gone = "appearing"}, didAppear = {appearing = "shown"},
              willDisappear = {shown = "leaving"}, didDisappear = {leaving = "gone"}}
local function L(name)
  local function step(kind)
    return function()
      calls = calls + 1
      local now = state[name] or "gone"
      local after = steps[kind][now]
      if not after then error(name .. ": " .. kind .. " while " .. now, 0) end
      state[name] = after
    end
  end
  return ViewController{name = name, viewWillAppear = step("willAppear"), viewDidAppear = step("didAppear"),
                        viewWillDisappear = step("willDisappear"), viewDidDisappear = step("didDisappear")}
end

local a, b = L("a"), L("b")
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local ended = 0
local switches = {
  function() tabs.selectedIndex = 2 end,
  function() tabs.selectedViewController = b end,
  function() tabs.viewControllers = {b} end,                -- the tab taken away
}
for i, style in ipairs{"currentContext", "overCurrentContext", "currentContext", "overCurrentContext", "currentContext", "overCurrentContext"} do
  local switch = switches[(i - 1) % 3 + 1]
  for _, presenting in ipairs{true, false} do
    if tabs.viewControllers[1] ~= a then tabs.viewControllers = {a, b} end
    tabs.selectedIndex = 1
    clock.runUntilIdle()
    local p = L("p" .. i .. tostring(presenting))
    p.modalPresentationStyle = style
    local done = 0
    if presenting then
      a:present(p, true, function() done = done + 1 end)
    else
      a:present(p, false)
      clock.runUntilIdle()
      p:dismiss(true, function() done = done + 1 end)
    end
    clock.advance(0.1)
    switch()
    clock.runUntilIdle()
    assert(done == 1, p.name .. "'s completion ran " .. done .. " times")
    ended = ended + 1
    assert(a.view.window == nil, "the old tab's view is in the window beside the new one's")
    assert(p.view.window == nil, "the presentation over the old tab is on screen")
    assert(b.view.window ~= nil, "the new tab is not on screen")
    if presenting then
      p:dismiss(false)
      clock.runUntilIdle()
    end
  end
end
for name, s in pairs(state) do
  assert(s == "shown" or s == "gone", name .. " left " .. s)
end
print("balanced " .. calls .. " calls, " .. ended .. " transitions ended once")
