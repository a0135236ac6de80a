-- attack: tab switches (code, taps, a delegate's animator) while tabs are covered by Current Context and over-current-context presentations, a dismissal while its tab is unselected, presents during an animated switch
-- expect: ok "^balanced [0-9]+ calls, 3 refused"
-- Each controller's appearance calls must alternate will/did in order (rev96: the covered tab
-- was told it disappears twice, and a dismissal put the unselected tab's view in the window).
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

local a, b, c = L("a"), L("b"), L("c")
a.definesPresentationContext = true
b.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b, c}}
window.rootViewController = tabs
local pa = L("pa")
pa.modalPresentationStyle = "currentContext"
a:present(pa, false)
tabs.selectedIndex = 2
local pb = L("pb")
pb.modalPresentationStyle = "overCurrentContext"
b:present(pb, true)
clock.runUntilIdle()
for _ = 1, 3 do
  for i = 1, 3 do tabs.selectedIndex = i end
  window:tap(60, 800)                          -- from the third tab, the first tab's item, as a user's tap
  tabs.selectedIndex = 3
end
assert(pa.view.window == nil and pb.view.window == nil, "a presentation over an unselected tab is on screen")
pa:dismiss(true)                               -- unseen: its tab is not selected
clock.runUntilIdle()
assert(a.view.window == nil, "the dismissal put the unselected tab's view in the window")

-- animated switches, a present asked in the middle of each
tabs.delegate = {animationControllerForTransitionFrom = function()
  return {
    transitionDuration = function() return 0.3 end,
    animateTransition = function(_, ctx)
      local to = ctx:view("to")
      to.alpha = 0
      ctx.containerView:addSubview(to)
      View.animate(0.3, function() to.alpha = 1 end, function()
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end)
    end,
  }
end}
local refused = 0
local onWarning = function() refused = refused + 1 end
for i = 1, 3 do
  local target = i == 3 and 1 or i + 1
  tabs.selectedIndex = target
  clock.advance(0.1)
  local q = L("q" .. i)
  if i == 2 then q.modalPresentationStyle = "currentContext" end
  local before = tabs.presentedViewController or tabs.selectedViewController.presentedViewController
  tabs.selectedViewController:present(q, true)
  if (tabs.presentedViewController or tabs.selectedViewController.presentedViewController) == before then
    onWarning()
  end
  clock.runUntilIdle()
  assert(tabs.selectedIndex == target and not tabs.transitionCoordinator, "the switch did not end where asked")
end
for _, vc in ipairs{a, b, c, pa, pb} do
  local s = state[vc.name] or "gone"
  assert(s == "shown" or s == "gone", vc.name .. " left " .. s)
end
assert(tabs.selectedIndex == 1 and pa.presentingViewController == nil, "the switches did not end where asked")
print("balanced " .. calls .. " calls, " .. refused .. " refused")
