/// The constructors `View{…}`, `Label{…}`, `ImageView{…}`, `ViewController{…}`,
/// `CollectionView{…}`, `CollectionViewCell{…}`, `PresentationController{…}` (LUA_API.md
/// "Objects"): properties from the table are applied in a fixed order — geometry (`frame`,
/// `bounds`, `center`) before `transform`, then appearance, then identity, then a
/// controller's — never in `pairs` order; any other key becomes a Lua-side field (or an
/// override), in sorted key order. Assignments go through the
/// objects' own setters, so errors read as for `v.alpha = "x"` and name the script's line
/// (frames of Transit's preludes are skipped).
enum ViewPrelude {
    static let order = ["frame", "bounds", "center", "transform", "alpha", "backgroundColor",
                        "cornerRadius", "clipsToBounds", "isHidden", "isUserInteractionEnabled",
                        "name", "tag", "text", "textColor", "fontSize", "textAlignment", "image",
                        "itemSize", "spacing", "contentOffset",
                        "modalPresentationStyle", "modalTransitionStyle", "view"]

    static let source = #"""
    local host = ...
    local type, pairs, ipairs, tostring, error, setmetatable, sort = type, pairs, ipairs, tostring, error, setmetatable, table.sort
    local order = {\#(order.map { "\"\($0)\"" }.joined(separator: ", "))}
    local ordered = {}
    for _, k in ipairs(order) do ordered[k] = true end
    -- what a maker takes from the table itself (a presentation controller's controllers)
    local given = {presentedViewController = true, presentingViewController = true, rootViewController = true}

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
      local rest = {}
      for k in pairs(props) do
        if not ordered[k] and not given[k] then rest[#rest + 1] = k end
      end
      sort(rest, function(a, b) return tostring(a) < tostring(b) end)
      for _, k in ipairs(rest) do v[k] = props[k] end
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
    """#
}
