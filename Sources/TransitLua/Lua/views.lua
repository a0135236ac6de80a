-- The constructors View{…}, Label{…}, ViewController{…}, … (LUA_API.md "Objects"): a table's
-- properties applied in a fixed order through the objects' own setters.
-- luacheck: globals View Label ImageView ViewController NavigationController TabBarController CollectionView
-- luacheck: globals CollectionViewCell PresentationController
local host = ...
local type, pairs, ipairs, next, tostring, setmetatable, getmetatable, sort, pcall, error =
      type, pairs, ipairs, next, tostring, setmetatable, getmetatable, table.sort, pcall, error
-- geometry before transform, then appearance, identity, and a controller's own (a tab bar
-- controller's tabs before the other keys: `selectedIndex` needs them)
local order = {"frame", "bounds", "center", "transform", "alpha", "backgroundColor",
               "cornerRadius", "clipsToBounds", "isHidden", "isUserInteractionEnabled",
               "name", "tag", "matchID", "text", "textColor", "fontSize", "textAlignment", "image",
               "itemSize", "spacing", "minimumInteritemSpacing", "minimumLineSpacing",
               "sectionInset", "contentOffset",
               "modalPresentationStyle", "modalTransitionStyle", "view", "viewControllers"}
local ordered = {}                                   -- name -> its place in `order`
for i, k in ipairs(order) do ordered[k] = i end
-- what a maker takes from the table itself (a presentation controller's controllers)
local given = {presentedViewController = true, presentingViewController = true, rootViewController = true}
-- both for splitNames, one look-up a name: its place in `order`, 0 for a name a maker takes
local places = {}
for k in pairs(given) do places[k] = 0 end
for k, i in pairs(ordered) do places[k] = i end
-- whose functions under a near miss of a UIKit method name warn (Spelling/Misspelling.swift):
-- by the scope's ordinal, asked once, so that no name is matched at each constructor
local spelled = {ViewController = "controller", NavigationController = "controller", TabBarController = "controller",
                 PresentationController = "presentationController"}
for kind, scope in pairs(spelled) do spelled[kind] = host.spellingScope(scope) end
local checkSpelling = host.checkSpelling
-- a list of strings in the order of `<`, as sort(list) gives it, without its Lua-level steps;
-- and a plain table's names split and sorted so (sortnames.c)
local sortNames, splitNames = host.sortNames, host.splitNames

local function byName(a, b) return tostring(a) < tostring(b) end
-- the names of `order` first, in its order; then the others by name (two strings compared
-- as they are: a string's text is itself, and tostring twice per comparison is a sort's cost)
local function inOrder(a, b)
  local i, j = ordered[a], ordered[b]
  if i and j then return i < j end
  if i or j then return i ~= nil end
  if type(a) == "string" and type(b) == "string" then return a < b end
  return byName(a, b)
end

-- An error Lua raises in this file's own lines while it reads a script's table (a `__pairs`
-- that returns no function, an `__index` that is a number, keys whose `__tostring` gives no
-- string or no order) names this file's line, and a script's pcall sees that text: it is
-- raised again at the script's line, as the handler of an uncaught error would place it. Any
-- other (a setter's, a script function's own) names its place already and goes on as it is.
-- Only where a script's metamethods run: a plain table with string keys, the constructors'
-- usual table, runs none and pays no pcall.
local function relocated(ok, message)
  if ok then return end
  local rest = type(message) == "string" and message:match("^%(transit views%.lua%):%d+: (.*)$")
  if rest then host.raise(rest) end
  error(message, 0)
end
-- (a Lua function around sort, so that sort's own error names this file)
local function sortInOrder(keys) sort(keys, inOrder) end

-- A table's properties in that order. A plain table is asked only for the names it has (a
-- constructor's table names a few of the 24); one with a metatable may answer others
-- through `__index` or `__pairs`, so it is asked for every name of `order`.
local function apply(v, props)
  if getmetatable(props) == nil then
    if next(props) == nil then return end
    -- the names of `order` in its order, and the others: sorted by splitNames when all are
    -- strings (the built-in order, inOrder's for two strings), else here as before
    local names, rest, strings = splitNames(props, places)
    if names then
      for _, k in ipairs(names) do v[k] = props[k] end
    end
    if rest == nil then return end
    if not strings then relocated(pcall(sortInOrder, rest)) end
    for _, k in ipairs(rest) do v[k] = props[k] end
    return
  end
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
  if strings then sortNames(rest) else sort(rest, byName) end
  for _, k in ipairs(rest) do v[k] = props[k] end
end

-- what a maker reads for `T()`: the fields of `T{}` (a maker reads its table, never writes it)
local noProps = {}

-- (a maker gives the object its first fields itself: a presentation controller's UIKit base
-- answers, PresentationBinding.swift)
local function construct(kind, props)
  if props ~= nil and type(props) ~= "table" then
    -- at the script's line even through pcall or a tail call (values.lua's numbers)
    host.raise(("bad argument #1 to '%s' (table expected, got %s)"):format(kind, type(props)))
  end
  local v = host[kind](props or noProps)
  if props == nil then return v end
  if getmetatable(props) == nil then apply(v, props) else relocated(pcall(apply, v, props)) end
  if spelled[kind] then checkSpelling(v, spelled[kind]) end
  return v
end

-- __call is a C function to its caller (values.lua's namespaces: a tail call `return View(1)`
-- keeps the caller's frame, whose line its error names)
local function class(kind, statics)
  return setmetatable(statics, {
    __call = host.metacall(function(props) return construct(kind, props) end),
    __name = kind,
    __metatable = false,                      -- the host's table: not the script's to change
  })
end
View = class("View", View or {})
Label = class("Label", {})
ImageView = class("ImageView", {})
ViewController = class("ViewController", {})
NavigationController = class("NavigationController", {})
TabBarController = class("TabBarController", {})
CollectionView = class("CollectionView", {})
CollectionViewCell = class("CollectionViewCell", {})
PresentationController = class("PresentationController", {})
