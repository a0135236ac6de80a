-- Transition.match{duration =, curve =, fade =, zIndex =} (docs/matched.md): a transitioning
-- delegate whose animator flies a snapshot of every view with a `matchID` in the "from"
-- hierarchy to the view with the same ID in the "to" hierarchy, and fades the rest.
-- Composed of public API only (snapshotView, convert, View.animate), in Lua.
-- luacheck: globals Transition
-- luacheck: read globals View Rect
local type, pairs, ipairs, error, tostring, sort = type, pairs, ipairs, error, tostring, table.sort
local animate = View.animate

local fades = {["in"] = true, out = true, cross = true}
local known = {duration = true, curve = true, fade = true, zIndex = true}

local function argError(message)
  error("bad argument #1 to 'match' (" .. message .. ")", 4)
end

-- The options, checked where the script calls Transition.match (level 4: its line).
local function check(options)
  if type(options) ~= "table" then argError("table expected, got " .. type(options)) end
  for k in pairs(options) do
    if not known[k] then argError("unknown option '" .. tostring(k) .. "'") end
  end
  local duration = options.duration
  if duration == nil then duration = 0.35 end
  if type(duration) ~= "number" or duration ~= duration or duration < 0 or duration == math.huge then
    argError("duration is a finite number >= 0, got " .. tostring(duration))
  end
  local fade = options.fade
  if fade ~= nil and not fades[fade] then
    argError("fade is 'in', 'out' or 'cross', got " .. (type(fade) == "string" and "'" .. fade .. "'" or type(fade)))
  end
  local zIndex = options.zIndex or {}
  if type(zIndex) ~= "table" then argError("zIndex is a table of matchID = number, got " .. type(zIndex)) end
  for id, z in pairs(zIndex) do
    if type(z) ~= "number" then argError("zIndex." .. tostring(id) .. " is a number, got " .. type(z)) end
  end
  return {duration = duration, curve = options.curve or "easeInOut", fade = fade, zIndex = zIndex}
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

-- Where a view is in the container: its size, its centre through convert, its own transform.
local function place(view, container)
  local b = view.bounds
  return {bounds = Rect(0, 0, b.width, b.height),
          center = container:convert(view.center, {from = view.superview}),
          transform = view.transform, cornerRadius = view.cornerRadius}
end

local function animateTransition(options, presenting, ctx)
  local container = ctx.containerView
  local fromVC, toVC = ctx:viewController("from"), ctx:viewController("to")
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
  -- the pairs, in zIndex order (ties by ID): the higher flies above
  local sources, targets = collect(fromVC.view), collect(toVC.view)
  local ids = {}
  for id in pairs(sources) do
    if targets[id] ~= nil then ids[#ids + 1] = id end
  end
  local z = options.zIndex
  sort(ids, function(a, b)
    local za, zb = z[a] or 0, z[b] or 0
    if za ~= zb then return za < zb end
    return a < b
  end)
  local flights, hidden = {}, {}
  for _, id in ipairs(ids) do
    local source, target = sources[id], targets[id]
    local snapshot = source:snapshotView()
    local from = place(source, container)
    snapshot.bounds, snapshot.center = from.bounds, from.center
    snapshot.transform, snapshot.cornerRadius = from.transform, from.cornerRadius
    snapshot.clipsToBounds = true
    container:addSubview(snapshot)
    flights[#flights + 1] = {snapshot = snapshot, to = place(target, container)}
    hidden[#hidden + 1] = {view = source, was = source.isHidden}
    hidden[#hidden + 1] = {view = target, was = target.isHidden}
  end
  for _, h in ipairs(hidden) do h.view.isHidden = true end
  -- the fade: from what each view shows now to its own alpha
  local fromAlpha = fromView and fromView.alpha
  local toAlpha = toView and toView.alpha
  if toView ~= nil and fade ~= "out" then toView.alpha = 0 end
  animate{
    duration = options.duration,
    curve = options.curve,
    animations = function()
      for _, f in ipairs(flights) do
        local s, to = f.snapshot, f.to
        s.bounds, s.center, s.transform, s.cornerRadius = to.bounds, to.center, to.transform, to.cornerRadius
      end
      if toView ~= nil and fade ~= "out" then toView.alpha = toAlpha end
      if fromView ~= nil and fade ~= "in" then fromView.alpha = 0 end
    end,
    completion = function()
      for _, f in ipairs(flights) do f.snapshot:removeFromSuperview() end
      for _, h in ipairs(hidden) do h.view.isHidden = h.was end
      if fromView ~= nil then fromView.alpha = fromAlpha end
      if toView ~= nil then toView.alpha = toAlpha end
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end,
  }
end

local function animator(options, presenting)
  return {
    transitionDuration = function() return options.duration end,
    animateTransition = function(_, ctx) animateTransition(options, presenting, ctx) end,
  }
end

Transition = Transition or {}
function Transition.match(options)
  local o = check(options)
  return {
    animationControllerForPresented = function() return animator(o, true) end,
    animationControllerForDismissed = function() return animator(o, false) end,
    -- as a navigation controller's delegate: push as a present, pop as a dismiss
    animationControllerFor = function(_, operation) return animator(o, operation == "push") end,
  }
end
