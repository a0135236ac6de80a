-- attack: a navigation stack that is a tab: pushes and pops (animated, unseen, mid-switch), switches away and back (code, taps, an animator), a cover over the tab bar controller, a change of the tabs
-- expect: ok "^balanced [0-9]+ calls"
-- Only the top controller of the selected tab's stack may be told it appears, and each
-- controller's calls alternate will/did — a cancelled one's will-then-will allowed, as a cancelled
-- interactive pop gives (left98 item 3: did not reproduce; kept as a guard).
local state, calls, log = {}, 0, {}
local all, nav
local steps = {willAppear = {gone = "appearing", leaving = "appearing"}, didAppear = {appearing = "shown"},
              willDisappear = {shown = "leaving", appearing = "leaving"}, didDisappear = {leaving = "gone"}}
local function L(name)
  local function step(kind)
    return function()
      calls = calls + 1
      log[#log + 1] = name .. "." .. kind
      local vc = all and all[name]
      if vc and (kind == "willAppear" or kind == "didAppear") and (name == "a" or name == "x" or name == "y")
         and nav.topViewController ~= vc then
        error(name .. ": " .. kind .. " while covered in its stack (top " .. tostring(nav.topViewController) .. ")\n" .. table.concat(log, " "), 0)
      end
      local now = state[name] or "gone"
      local after = steps[kind][now]
      if not after then error(name .. ": " .. kind .. " while " .. now .. "\n" .. table.concat(log, " "), 0) end
      state[name] = after
    end
  end
  return ViewController{name = name, viewWillAppear = step("willAppear"), viewDidAppear = step("didAppear"),
                        viewWillDisappear = step("willDisappear"), viewDidDisappear = step("didDisappear")}
end
local a, x, y, b, c = L("a"), L("x"), L("y"), L("b"), L("c")
nav = NavigationController{rootViewController = a, name = "nav"}
local tabs = TabBarController{name = "tabs", viewControllers = {nav, b}}
window.rootViewController = tabs
clock.runUntilIdle()
all = {a = a, x = x, y = y, b = b, c = c}
local function check(label, shown)
  for name in pairs(all) do
    local s = state[name] or "gone"
    local want = shown[name] and "shown" or "gone"
    if s ~= want then error(label .. ": " .. name .. " is " .. s .. ", want " .. want .. "\n" .. table.concat(log, " "), 0) end
  end
  log = {}
end
local function step(label, f, shown) f(); clock.runUntilIdle(); check(label, shown) end
step("push x", function() nav:pushViewController(x, false) end, {x = true})
step("push y animated", function() nav:pushViewController(y, true) end, {y = true})
step("away", function() tabs.selectedIndex = 2 end, {b = true})
step("back", function() tabs.selectedIndex = 1 end, {y = true})
step("away", function() tabs.selectedIndex = 2 end, {b = true})
step("pop unseen", function() nav:popViewController(true) end, {b = true})
step("back", function() tabs.selectedIndex = 1 end, {x = true})
step("push unseen", function() tabs.selectedIndex = 2; nav:pushViewController(y, false) end, {b = true})
step("back", function() tabs.selectedIndex = 1 end, {y = true})
step("tap away", function() window:tap(300, 800) end, {b = true})
step("tap back", function() window:tap(60, 800) end, {y = true})
-- switch during a push
step("push mid", function() nav:popViewController(false); clock.runUntilIdle(); log = {}
  nav:pushViewController(y, true); clock.advance(0.1); tabs.selectedIndex = 2 end, {b = true})
step("back", function() tabs.selectedIndex = 1 end, {y = true})
step("pop mid", function() nav:popViewController(true); clock.advance(0.1); tabs.selectedIndex = 2 end, {b = true})
step("back", function() tabs.selectedIndex = 1 end, {x = true})
-- a cover over the tab bar controller
step("cover", function() tabs:present(c, false) end, {c = true})
step("uncover", function() c:dismiss(false) end, {x = true})
step("cover anim", function() tabs:present(c, true) end, {c = true})
step("switch under cover", function() tabs.selectedIndex = 2 end, {c = true})
step("switch back under cover", function() tabs.selectedIndex = 1 end, {c = true})
step("uncover anim", function() c:dismiss(true) end, {x = true})
-- animated switches
tabs.delegate = {animationControllerForTransitionFrom = function()
  return {
    transitionDuration = function() return 0.3 end,
    animateTransition = function(_, ctx)
      local to = ctx:view("to")
      ctx.containerView:addSubview(to)
      View.animate(0.3, function() to.alpha = 1 end, function()
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end)
    end,
  }
end}
step("anim away", function() tabs.selectedIndex = 2 end, {b = true})
step("anim back", function() tabs.selectedIndex = 1 end, {x = true})
step("push during anim switch", function() tabs.selectedIndex = 2; clock.advance(0.1); nav:pushViewController(y, false) end, {b = true})
step("anim back", function() tabs.selectedIndex = 1 end, {y = true})
step("poproot unseen", function() tabs.selectedIndex = 2; clock.runUntilIdle(); nav:popToRootViewController(false) end, {b = true})
step("anim back", function() tabs.selectedIndex = 1 end, {a = true})
step("push seen", function() nav:push(x, true) end, {x = true})
step("tabs setvcs", function() tabs:setViewControllers({b, nav}, false) end, {x = true})
step("tabs setvcs 2", function() tabs.viewControllers = {b} end, {b = true})
print("balanced " .. calls .. " calls")
