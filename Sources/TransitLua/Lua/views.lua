-- The constructors View{…}, Label{…}, ViewController{…}, … (LUA_API.md "Objects"): a table's
-- properties applied in a fixed order through the objects' own setters.
-- luacheck: globals View Label ImageView ViewController NavigationController CollectionView
-- luacheck: globals CollectionViewCell PresentationController
local host = ...
local type, pairs, ipairs, tostring, error, setmetatable, sort = type, pairs, ipairs, tostring, error, setmetatable, table.sort
-- geometry before transform, then appearance, identity, and a controller's own
local order = {"frame", "bounds", "center", "transform", "alpha", "backgroundColor",
               "cornerRadius", "clipsToBounds", "isHidden", "isUserInteractionEnabled",
               "name", "tag", "matchID", "text", "textColor", "fontSize", "textAlignment", "image",
               "itemSize", "spacing", "contentOffset",
               "modalPresentationStyle", "modalTransitionStyle", "view"}
local ordered = {}
for _, k in ipairs(order) do ordered[k] = true end
-- what a maker takes from the table itself (a presentation controller's controllers)
local given = {presentedViewController = true, presentingViewController = true, rootViewController = true}
-- whose functions under a near miss of a UIKit method name warn (Spelling/Misspelling.swift)
local spelled = {ViewController = "controller", NavigationController = "controller",
                 PresentationController = "presentationController"}
local checkSpelling = host.checkSpelling

local function construct(kind, props)
  if props ~= nil and type(props) ~= "table" then
    error(("bad argument #1 to '%s' (table expected, got %s)"):format(kind, type(props)), 3)
  end
  local v = host[kind](props)
  local base = host[kind .. "Base"]                 -- UIKit's base answers, as first fields
  if base ~= nil then
    v.frameOfPresentedViewInContainerView = base.frameOfPresentedViewInContainerView
    v.sizeForChildContentContainer = base.sizeForChildContentContainer
  end
  if props == nil then return v end
  for _, k in ipairs(order) do
    local value = props[k]
    if value ~= nil then v[k] = value end
  end
  local rest, strings = {}, true
  for k in pairs(props) do
    if not ordered[k] and not given[k] then
      rest[#rest + 1] = k
      strings = strings and type(k) == "string"
    end
  end
  -- by their text; when all are strings (a string's text is itself) the built-in order is the
  -- same one without a Lua comparator's call and two tostring calls per comparison
  if strings then sort(rest) else sort(rest, function(a, b) return tostring(a) < tostring(b) end) end
  for _, k in ipairs(rest) do v[k] = props[k] end
  if spelled[kind] then checkSpelling(v, spelled[kind]) end
  return v
end

local function class(kind, statics)
  return setmetatable(statics, {
    __call = function(_, props) return construct(kind, props) end,
    __name = kind,
    __metatable = false,                      -- the host's table: not the script's to change
  })
end
View = class("View", View or {})
Label = class("Label", {})
ImageView = class("ImageView", {})
ViewController = class("ViewController", {})
NavigationController = class("NavigationController", {})
CollectionView = class("CollectionView", {})
CollectionViewCell = class("CollectionViewCell", {})
PresentationController = class("PresentationController", {})
