-- timeline_dismiss.lua — a card over a dimmed screen, presented and dismissed by transition
-- timelines (`ctx:timeline()`, docs/timelines.md "In a transition"; issue 22). The dismissal
-- is one choreography: the card's contents leave one after another, the card drops off the
-- bottom and the dimming view fades. A pan down on the card drives it (swipe_to_dismiss.lua's
-- recipe): the timeline follows the finger, then runs on to the end past half-way (or after
-- a flick) or back to the start, where its onComplete ends the transition.
--
--   local Card = require "transitions.timeline_dismiss"
--   local card = Card.controller()                  -- overFullScreen, with its delegate
--   root:present(card, true)
--   Card.attachSwipe(card)                          -- a pan down dismisses it interactively
local Swipe = require "transitions.swipe_to_dismiss"
local Card = {}

-- The card's inset from the screen's sides and bottom, its height, and what dims behind it.
Card.margin = 16
Card.height = 420
Card.dimming = 0.4
-- The dismissal: each of the contents (title, photo, caption) fades and sinks over 0.3 s,
-- 0.05 s after the one above it, while the card falls over 0.5 s and the dimming fades:
-- 0.5 s in all, which transitionDuration says.
Card.stagger = 0.05
Card.dismissDuration = 0.5

local function names(view, list)
  local found = {}
  for i, name in ipairs(list) do found[i] = view:find(name) end
  return found
end

-- The card's frame on screen, and off it below the bottom edge.
local function shownFrame(bounds)
  return Rect(Card.margin, bounds.height - Card.height - Card.margin, bounds.width - 2 * Card.margin, Card.height)
end

local function hiddenFrame(bounds)
  local f = shownFrame(bounds)
  return Rect(f.x, bounds.height, f.width, f.height)
end

-- The presentation: the card rises from below while the dimming fades in (on the clock).
local presenter = {}
function presenter:transitionDuration() return 0.4 end
function presenter:animateTransition(ctx)
  local scene = ctx:view("to")
  ctx.containerView:addSubview(scene)
  local card, dim = scene:find("card"), scene:find("dim")
  ctx:timeline{defaults = {duration = 0.4, curve = "easeOut"},
               onComplete = function() ctx:completeTransition(not ctx.transitionWasCancelled) end}
    :fromTo(card, {frame = hiddenFrame(scene.bounds)}, {frame = shownFrame(scene.bounds)})
    :fromTo(dim, {alpha = 0}, {alpha = Card.dimming, curve = "linear"}, "<")
end

-- The dismissal: one timeline, which a PercentDrivenInteractiveTransition scrubs.
local dismisser = {}
function dismisser:transitionDuration() return Card.dismissDuration end
function dismisser:animateTransition(ctx)
  local scene = ctx:view("from")
  local card, dim = scene:find("card"), scene:find("dim")
  local contents = names(card, {"title", "photo", "caption"})
  ctx:timeline{defaults = {duration = 0.3, curve = "easeIn"},
               onComplete = function() ctx:completeTransition(not ctx.transitionWasCancelled) end}
    :to(contents, {alpha = 0, transform = Transform.translation(0, 24), stagger = Card.stagger})
    :to(card, {frame = hiddenFrame(scene.bounds), duration = 0.5}, "<")
    :to(dim, {alpha = 0, duration = 0.5, curve = "linear"}, "<")
end

-- The transitioning delegate: the two animators; `interaction` while a swipe lasts.
function Card.delegate()
  local delegate = {}
  function delegate:animationControllerForPresented() return presenter end
  function delegate:animationControllerForDismissed() return dismisser end
  function delegate:interactionControllerForDismissal() return self.interaction end
  return delegate
end

-- The presented controller: a transparent full-screen view holding the dimming view and
-- the card, with its title, photo and caption.
function Card.controller(name)
  local controller = ViewController{
    name = name or "card",
    modalPresentationStyle = "overFullScreen",
    viewDidLoad = function(self)
      local view = self.view
      view.name = "cardScene"
      view.backgroundColor = Color.clear
      view:addSubview(View{name = "dim", frame = view.bounds, backgroundColor = Color.black, alpha = Card.dimming})
      local card = View{name = "card", frame = shownFrame(view.bounds), backgroundColor = Color.white, cornerRadius = 16}
      local w = card.bounds.width - 32
      card:addSubview(View{name = "title", frame = Rect(16, 16, w, 32), backgroundColor = Color.darkGray})
      card:addSubview(View{name = "photo", frame = Rect(16, 64, w, 240), backgroundColor = Color.blue})
      card:addSubview(View{name = "caption", frame = Rect(16, 320, w, 64), backgroundColor = Color.lightGray})
      view:addSubview(card)
    end,
  }
  controller.transitioningDelegate = Card.delegate()
  return controller
end

-- A pan down on the card's scene dismisses it, interactively.
function Card.attachSwipe(controller)
  return Swipe.attach(controller, controller.transitioningDelegate, "down")
end

return Card
