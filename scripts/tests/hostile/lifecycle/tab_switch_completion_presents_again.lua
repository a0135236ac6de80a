-- attack: the completion of a dismissal a tab switch ends at once presents again, animated, over the same tab (also through a change of the tabs and a cover over the tab bar controller)
-- expect: ok "^balanced 3 switches, q off screen"
-- The switch ends what animates over the old tab before its own calls; the completion it runs
-- begins another Current Context present over that tab, which the switch must end too (rev98b:
-- the switch went on with q's present in flight, and the tab was told viewWillDisappear twice
-- in a row — once by q's present, once by the switch).
local state, log = {}, {}
local steps = {willAppear = {gone = "appearing"}, didAppear = {appearing = "shown"},
              willDisappear = {shown = "leaving"}, didDisappear = {leaving = "gone"}}
local function L(name)
  local function step(kind)
    return function()
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
local a, b, cover = L("a"), L("b"), L("cover")
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local switches = {
  function() tabs.selectedIndex = 2 end,
  function() tabs.viewControllers = {b} end,              -- the tab taken away
  function() tabs:present(cover, true) end,
}
for i, switch in ipairs(switches) do
  local p, q = L("p" .. i), L("q" .. i)
  p.modalPresentationStyle = "currentContext"
  q.modalPresentationStyle = "currentContext"
  a:present(p, false)
  clock.runUntilIdle()
  local presented = 0
  p:dismiss(true, function() a:present(q, true, function() presented = presented + 1 end) end)
  clock.advance(0.1)
  switch()
  clock.runUntilIdle()
  assert(presented == 1, "q's completion ran " .. presented .. " times")
  assert(q.view.window == nil, "q is on screen over a tab switched away")
  -- back to the start
  if i == 3 then cover:dismiss(false); clock.runUntilIdle() end
  q:dismiss(false)
  tabs.viewControllers = {a, b}
  tabs.selectedIndex = 1
  clock.runUntilIdle()
end
for name, s in pairs(state) do
  assert(s == "shown" or s == "gone", name .. " left " .. s)
end
print("balanced 3 switches, q off screen")
