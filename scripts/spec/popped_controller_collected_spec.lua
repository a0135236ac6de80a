-- A push or pop holds the controllers it moves until its end, as UIKit's transition does, so a
-- popped controller keeps its overrides through a collection during the slide. Before, the
-- pop took it out of the stack — and out of the navigation controller's hold on its Lua side
-- — as it began, nothing else held its box, and a collection before the end took its
-- overrides: its viewDidDisappear was UIKit's base one, never the script's.
describe("a push or pop and the collector", function()
  local nav, log

  local function logging(name)
    local function note(what) return function() log[#log + 1] = name .. "." .. what end end
    return ViewController{name = name, viewWillDisappear = note("viewWillDisappear"),
      viewDidDisappear = note("viewDidDisappear"), viewDidAppear = note("viewDidAppear")}
  end

  before_each(function()
    log = {}
    nav = NavigationController{rootViewController = ViewController{name = "root"}}
    window.rootViewController = nav
  end)

  it("keeps a popped controller's overrides to the end of the slide", function()
    nav:pushViewController(logging("top"), false)
    log = {}
    nav:popViewController(true)
    collectgarbage(); collectgarbage()
    clock.advance(1)
    expect(log):toEqual{"top.viewWillDisappear", "top.viewDidDisappear"}
  end)

  it("keeps them through a collection in the animator's animateTransition", function()
    local animator = {}
    function animator:transitionDuration() return 0.25 end
    function animator:animateTransition(ctx)
      ctx.containerView:insertSubview(ctx:view("to"), {below = ctx:view("from")})
      collectgarbage(); collectgarbage()
      View.animate(0.25, function() ctx:view("from").alpha = 0 end,
        function() ctx:completeTransition(true) end)
    end
    nav:pushViewController(logging("top"), false)
    nav.delegate = {animationControllerFor = function() return animator end}
    log = {}
    nav:popToRootViewController(true)
    clock.advance(1)
    expect(log):toEqual{"top.viewWillDisappear", "top.viewDidDisappear"}
  end)

  it("lets a popped controller go once the pop has ended", function()
    -- held by a local until pushed: the weak table alone would lose it to any collection
    -- in between (one forced at a seeded point did, hunt107)
    local gone, top = setmetatable({}, {__mode = "v"}), logging("top")
    gone[1] = top
    nav:pushViewController(top, false)
    top = nil                   -- luacheck: ignore (dropped for the collection below)
    nav:popViewController(true)
    clock.advance(1)
    collectgarbage(); collectgarbage()
    expect(gone[1]):toBe(nil)
    expect(#nav.viewControllers):toBe(1)
  end)

  it("lets go of a push refused before it began", function()
    nav:pushViewController(logging("middle"), false)
    local gone = setmetatable({}, {__mode = "v"})
    local broken = ViewController{name = "broken", viewDidLoad = function() error("no view") end}
    gone[1] = broken
    expect(function() nav:pushViewController(broken, true) end):toThrow("no view")
    broken = nil
    collectgarbage(); collectgarbage()
    expect(gone[1]):toBe(nil)
    expect(nav.topViewController.name):toBe("middle")
  end)
end)
