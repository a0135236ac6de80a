-- attack: a Current Context presentation covered by another Current Context presentation over it, in a tab switched away and back (code, taps), then uncovered
-- expect: ok "^balanced: p told nothing while covered, 3 switches"
-- A controller whose view a currentContext presentation keeps out of the window is told nothing
-- when its tab comes and goes, as the covered tab itself is (rev96). rev98b: switching back told
-- p viewWillAppear and viewDidAppear while q covered it, its view out of the window.
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
local a, b, p, q = L("a"), L("b"), L("p"), L("q")
a.definesPresentationContext = true
p.definesPresentationContext = true
p.modalPresentationStyle = "currentContext"
q.modalPresentationStyle = "currentContext"
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
a:present(p, false)
clock.runUntilIdle()
p:present(q, true)
clock.runUntilIdle()
local function check(label, want)
  local got = table.concat(log, " ")
  if got ~= want then error(label .. ": " .. got .. "\nwant " .. want, 0) end
  log = {}
end
log = {}
local switches = {
  {function() tabs.selectedIndex = 2 end, function() tabs.selectedIndex = 1 end},
  {function() window:tap(300, 800) end, function() window:tap(60, 800) end},
  {function() tabs.selectedViewController = b end, function() tabs.selectedViewController = a end},
}
for i, s in ipairs(switches) do
  s[1](); clock.runUntilIdle()
  check("away " .. i, "q.willDisappear b.willAppear q.didDisappear b.didAppear")
  s[2](); clock.runUntilIdle()
  check("back " .. i, "b.willDisappear q.willAppear b.didDisappear q.didAppear")
  assert(p.view.window == nil and q.view.window ~= nil, "p on screen under q")
end
q:dismiss(false)
clock.runUntilIdle()
check("uncovered", "q.willDisappear p.willAppear p.didAppear q.didDisappear")
print("balanced: p told nothing while covered, 3 switches")
