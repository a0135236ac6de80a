-- screen_edge_pan_spec.lua — ScreenEdgePanGestureRecognizer, UIKit's
-- UIScreenEdgePanGestureRecognizer, made by a script (seedante's PopViewController makes one
-- with edges = .left: scripts/examples/outside/slide_navigation.lua). Apple: it "interprets
-- panning gestures that start near an edge of the screen"; its `edges` are "the acceptable
-- starting edges for the gesture", assigned "before attaching the gesture recognizer"; UIKit's
-- header declares no default other than UIRectEdgeNone (0), so a recognizer whose edges were
-- never set takes no touch. The width of the edge region is Transit's 20 points
-- (ScreenEdgePanGestureRecognizer.edgeWidth, docs/events.md), on the default iPhone 15
-- (393 × 852): a touch at x < 20 is the left edge's, at x ≥ 373 the right's.
describe("ScreenEdgePanGestureRecognizer", function()
  local W, H, host, began

  local function edgePan(edges)
    local g = ScreenEdgePanGestureRecognizer(function(r) if r.state == "began" then began = began + 1 end end)
    if edges then g.edges = edges end
    host.view:addGestureRecognizer(g)
    return g
  end

  -- a finger down at (x, y), moved 50 points inwards, lifted: whether the recognizer took it
  local function swipe(x, y)
    local before = began
    local dx = x < W / 2 and 50 or -50
    window:pan{from = Point(x, y), to = Point(x + dx, y), duration = 0.2}
    clock.advance(0.2)
    return began > before
  end

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    host = ViewController{}
    window.rootViewController = host
    clock.advance(0)
    began = 0
  end)

  it("takes no touch until its edges are set, as UIKit's UIRectEdgeNone", function()
    local g = edgePan()
    expect(g.edges):toEqual({})
    expect(swipe(5, 400)):toBe(false)
    expect(swipe(W - 5, 400)):toBe(false)
  end)

  it("with edges = left takes a touch within 20 points of the screen's left edge only", function()
    local g = edgePan("left")
    expect(g.edges):toEqual({"left"})
    expect(tostring(g)):toBe("ScreenEdgePanGestureRecognizer")
    expect(swipe(19.5, 400)):toBe(true)
    expect(swipe(20, 400)):toBe(false)
    expect(swipe(W - 5, 400)):toBe(false)
    expect(g:translation(host.view).x):toBe(50)         -- a pan: the translation of the last swipe it took
  end)

  it("takes the edges named in a list, and all four with 'all'", function()
    local g = edgePan({"right", "bottom"})
    expect(g.edges):toEqual({"bottom", "right"})         -- UIRectEdge's order: top, left, bottom, right
    expect(swipe(W - 19, 400)):toBe(true)
    expect(swipe(200, H - 10)):toBe(true)
    expect(swipe(200, 10)):toBe(false)
    g.edges = "all"
    expect(g.edges):toEqual({"top", "left", "bottom", "right"})
    expect(swipe(200, 10)):toBe(true)
    g.edges = {}
    expect(swipe(5, 400)):toBe(false)
  end)

  it("measures from the screen, not from its view", function()
    local inset = View{frame = Rect(100, 100, 200, 400)}
    host.view:addSubview(inset)
    local g = ScreenEdgePanGestureRecognizer(function(r) if r.state == "began" then began = began + 1 end end)
    g.edges = "left"
    inset:addGestureRecognizer(g)
    expect(swipe(105, 300)):toBe(false)                   -- 5 points into the view, 105 into the screen
  end)

  it("is the class of the navigation controller's own edge swipe, whose edge is the left", function()
    local nav = NavigationController{rootViewController = ViewController{}}
    expect(tostring(nav.interactivePopGestureRecognizer)):toBe("ScreenEdgePanGestureRecognizer")
    expect(nav.interactivePopGestureRecognizer.edges):toEqual({"left"})
  end)

  it("names a wrong edge", function()
    local g = edgePan()
    expect(function() g.edges = "leading" end):toThrow("expected \"top\", \"left\", \"bottom\", \"right\" or \"all\", got 'leading'")
  end)

  -- rev100a: a set-style table ({left = true}, Point(1, 2)) has no list part: it read as
  -- UIKit's [] and the recognizer silently took no touch
  it("names a table keyed by edge names, which is not a list of them", function()
    local g = edgePan("left")
    expect(function() g.edges = {left = true} end)
      :toThrow("edges must be a list of edges ({\"left\", \"right\"}), not a table with the key 'left'")
    expect(function() g.edges = {"right", top = true} end):toThrow("not a table with the key 'top'")
    expect(g.edges):toEqual({"left"})                    -- unchanged by the refused assignments
    expect(swipe(5, 400)):toBe(true)
  end)

  -- rev100a: the navigation controller's pop follows a finger going right (translation.x ÷
  -- width); from the right edge it began a pop that could not follow, cancelled at 0. Transit
  -- does not model the right-to-left edge (docs/navigation.md): the left edge, or none
  it("keeps the navigation controller's edge swipe on the left edge, or none", function()
    local nav = NavigationController{rootViewController = ViewController{}}
    local r = nav.interactivePopGestureRecognizer
    expect(function() r.edges = "right" end)
      :toThrow("the edges of interactivePopGestureRecognizer may be \"left\" or none ({}), got {\"right\"}")
    expect(function() r.edges = "all" end)
      :toThrow("may be \"left\" or none ({}), got {\"top\", \"left\", \"bottom\", \"right\"}")
    expect(r.edges):toEqual({"left"})
    r.edges = {}
    expect(r.edges):toEqual({})
    r.edges = "left"
    expect(r.edges):toEqual({"left"})
  end)
end)
