-- Transition.match{duration =, curve =, fade =, zIndex =, stagger =} (docs/matched.md): a
-- transitioning delegate whose animator flies a snapshot of every view with a `matchID` in
-- the "from" hierarchy to the view with the same ID in the "to" hierarchy, and fades the rest.
-- Composed of public API only (snapshotView, convert, View.animate, layoutSubviews), in Lua;
-- the helpers, `distribute` and `checkCurve`, are the timelines' stagger and View.animate's
-- reading of a curve, and `raise` the host's error at the script's line (MatchPrelude.swift).
-- luacheck: globals Transition
-- luacheck: read globals View Rect window
local distribute, checkCurve, raise = ...
local type, pairs, ipairs, tostring, sort, pcall = type, pairs, ipairs, tostring, table.sort, pcall
local animate = View.animate

local fades = {["in"] = true, out = true, cross = true}
local known = {duration = true, curve = true, fade = true, zIndex = true, stagger = true}

-- At the nearest line of the script, as a host function's error: error(…, 4) named a frame
-- by its level, and none when that was pcall or a `return Transition.match{…}` tail call had
-- replaced the caller (the REPL evaluates `return <line>`).
local function argError(message)
  raise("bad argument #1 to 'match' (" .. message .. ")")
end

-- What is wrong with a stagger, or nil: read by the timelines' binding at once so that a bad
-- one fails at the call, in its words (without their "file:line: ").
local function staggerProblem(stagger)
  if type(stagger) == "table" then
    for _, k in ipairs{"each", "amount"} do
      if stagger[k] ~= nil and type(stagger[k]) ~= "number" then
        return "stagger." .. k .. " is a number of seconds, got " .. type(stagger[k])
      end
    end
  end
  local ok, message = pcall(distribute, stagger, {})
  if not ok then return (tostring(message):gsub("^.-:%d+: ", "", 1)) end
end

-- What is wrong with a curve, or nil: read as View.animate reads it, so that a bad one fails
-- at the call rather than inside the transition's animator, halfway through its flights.
local function curveProblem(curve)
  local ok, message = pcall(checkCurve, curve)
  if not ok then return (tostring(message):gsub("^.-:%d+: ", "", 1)) end
end

-- The options, checked where the script calls Transition.match.
local function check(options)
  if type(options) ~= "table" then argError("table expected, got " .. type(options)) end
  local unknown                               -- the first by name: pairs' order varies
  for k in pairs(options) do
    if not known[k] and (unknown == nil or tostring(k) < tostring(unknown)) then unknown = k end
  end
  if unknown ~= nil then argError("unknown option '" .. tostring(unknown) .. "'") end
  local duration = options.duration
  if duration == nil then duration = 0.35 end
  if type(duration) ~= "number" or duration ~= duration or duration < 0 or duration == math.huge then
    local shown = duration ~= duration and "nan" or tostring(duration)   -- not "-nan"
    argError("duration is a finite number >= 0, got " .. shown)
  end
  local fade = options.fade
  if fade ~= nil and not fades[fade] then
    argError("fade is 'in', 'out' or 'cross', got " .. (type(fade) == "string" and "'" .. fade .. "'" or type(fade)))
  end
  local zIndex = options.zIndex or {}
  if type(zIndex) ~= "table" then argError("zIndex is a table of matchID = number, got " .. type(zIndex)) end
  local bad                                   -- the first by name, as above
  for id, z in pairs(zIndex) do
    if type(z) ~= "number" and (bad == nil or tostring(id) < tostring(bad)) then bad = id end
  end
  if bad ~= nil then argError("zIndex." .. tostring(bad) .. " is a number, got " .. type(zIndex[bad])) end
  local problem = options.stagger ~= nil and staggerProblem(options.stagger)
  if problem then argError(problem) end
  problem = options.curve ~= nil and curveProblem(options.curve)
  if problem then argError(problem) end
  return {duration = duration, curve = options.curve or "easeInOut", fade = fade, zIndex = zIndex,
          stagger = options.stagger}
end

-- The first view with each matchID in the tree under root, depth first, back to front.
local function collect(root)
  local found, stack = {}, {root}
  while #stack > 0 do
    local v = stack[#stack]
    stack[#stack] = nil
    local id = v.matchID
    if id ~= nil and found[id] == nil then found[id] = v end
    local subviews = v.subviews
    for i = #subviews, 1, -1 do stack[#stack + 1] = subviews[i] end
  end
  return found
end

-- The pairs in reading order — their "from" views' frames in the window, top to bottom, then
-- left to right, then by ID — and each one's stagger delay in that order.
local function plan(options, fromVC, toVC)
  local sources, targets = collect(fromVC.view), collect(toVC.view)
  local ids, at = {}, {}
  for id, source in pairs(sources) do
    if targets[id] ~= nil then
      ids[#ids + 1] = id
      at[id] = window:convert(source.bounds, {from = source})
    end
  end
  sort(ids, function(a, b)
    local ra, rb = at[a], at[b]
    if ra.y ~= rb.y then return ra.y < rb.y end
    if ra.x ~= rb.x then return ra.x < rb.x end
    return a < b
  end)
  local delays, last = {}, 0
  if options.stagger ~= nil then
    local lefts = {}
    for i, id in ipairs(ids) do lefts[i] = at[id].x end
    delays = distribute(options.stagger, lefts)
  end
  local delay = {}
  for i, id in ipairs(ids) do
    delay[id] = delays[i] or 0
    if delay[id] > last then last = delay[id] end
  end
  return {ids = ids, sources = sources, targets = targets, delay = delay, last = last}
end

-- Where a view is in `space`: its size, its centre through convert, its own transform.
local function place(view, space)
  local b = view.bounds
  return {bounds = Rect(0, 0, b.width, b.height),
          center = space:convert(view.center, {from = view.superview}),
          transform = view.transform, cornerRadius = view.cornerRadius}
end

local function same(a, b)
  return a.bounds == b.bounds and a.center == b.center and a.transform == b.transform
    and a.cornerRadius == b.cornerRadius
end

local function aim(snapshot, to)
  snapshot.bounds, snapshot.center, snapshot.transform, snapshot.cornerRadius = to.bounds, to.center, to.transform, to.cornerRadius
end

local function animateTransition(options, p, presenting, ctx)
  local container = ctx.containerView
  local toVC = ctx:viewController("to")
  local fromView, toView = ctx:view("from"), ctx:view("to")
  local fade = options.fade or (presenting and "in" or "out")
  -- the "to" view at its final frame, above the "from" view when it fades in, else below
  if toView ~= nil then
    toView.frame = ctx:finalFrame(toVC)
    if fromView ~= nil and fromView.superview == container and fade == "out" then
      container:insertSubview(toView, {below = fromView})
    else
      container:addSubview(toView)
    end
  end
  toVC.view:layoutIfNeeded()
  -- the flights, above both views, in a view that fills the container and follows its size:
  -- laid out again (a rotation), it re-aims each flight at its destination's new place
  local deck = View{name = "matchFlights", frame = container.bounds,
                    autoresizingMask = {"flexibleWidth", "flexibleHeight"}}
  container:addSubview(deck)
  -- stacked in zIndex order (ties by ID): the higher flies above
  local z, stack = options.zIndex, {}
  for i, id in ipairs(p.ids) do stack[i] = id end
  sort(stack, function(a, b)
    local za, zb = z[a] or 0, z[b] or 0
    if za ~= zb then return za < zb end
    return a < b
  end)
  local flights, hidden = {}, {}
  for _, id in ipairs(stack) do
    local source, target = p.sources[id], p.targets[id]
    local snapshot = source:snapshotView()
    aim(snapshot, place(source, deck))
    snapshot.clipsToBounds = true
    deck:addSubview(snapshot)
    flights[#flights + 1] = {snapshot = snapshot, target = target, to = place(target, deck), delay = p.delay[id]}
    hidden[#hidden + 1] = {view = source, was = source.isHidden}
    hidden[#hidden + 1] = {view = target, was = target.isHidden}
  end
  for _, h in ipairs(hidden) do h.view.isHidden = true end
  deck.layoutSubviews = function()
    toVC.view:layoutIfNeeded()
    for _, f in ipairs(flights) do
      local to = place(f.target, deck)
      if not same(to, f.to) then
        f.to = to
        aim(f.snapshot, to)
      end
    end
  end
  -- the fade: from what each view shows now to its own alpha
  local fromAlpha = fromView and fromView.alpha
  local toAlpha = toView and toView.alpha
  if toView ~= nil and fade ~= "out" then toView.alpha = 0 end
  -- the end, once the last flight has landed and the fade is done
  local pending = #flights + 1
  local function landed()
    pending = pending - 1
    if pending > 0 then return end
    for _, f in ipairs(flights) do f.snapshot:removeFromSuperview() end
    deck:removeFromSuperview()
    for _, h in ipairs(hidden) do h.view.isHidden = h.was end
    if fromView ~= nil then fromView.alpha = fromAlpha end
    if toView ~= nil then toView.alpha = toAlpha end
    ctx:completeTransition(not ctx.transitionWasCancelled)
  end
  for _, f in ipairs(flights) do
    animate{duration = options.duration, delay = f.delay, curve = options.curve,
            animations = function() aim(f.snapshot, f.to) end, completion = landed}
  end
  animate{
    duration = options.duration + p.last,
    curve = options.curve,
    animations = function()
      if toView ~= nil and fade ~= "out" then toView.alpha = toAlpha end
      if fromView ~= nil and fade ~= "in" then fromView.alpha = 0 end
    end,
    completion = landed,
  }
end

-- One per transition: the plan made for transitionDuration is the one animateTransition flies.
local function animator(options, presenting)
  local p
  local function planned(ctx)
    p = p or plan(options, ctx:viewController("from"), ctx:viewController("to"))
    return p
  end
  return {
    transitionDuration = function(_, ctx) return options.duration + planned(ctx).last end,
    animateTransition = function(_, ctx) animateTransition(options, planned(ctx), presenting, ctx) end,
  }
end

-- An interaction controller the script hands over in `delegate.interaction` (a
-- PercentDrivenInteractiveTransition, as swipe_to_dismiss.lua sets) drives the transition.
local function interaction(self) return self.interaction end

Transition = Transition or {}
function Transition.match(options)
  local o = check(options)
  return {
    animationControllerForPresented = function() return animator(o, true) end,
    animationControllerForDismissed = function() return animator(o, false) end,
    -- as a navigation controller's delegate: push as a present, pop as a dismiss
    animationControllerFor = function(_, operation) return animator(o, operation == "push") end,
    interactionControllerForPresentation = interaction,
    interactionControllerForDismissal = interaction,
    interactionControllerFor = interaction,
  }
end
