/// The constructors `View{…}`, `Label{…}`, `ImageView{…}`, `ViewController{…}`,
/// `CollectionView{…}`, `CollectionViewCell{…}`, `PresentationController{…}` (LUA_API.md
/// "Objects"): properties from the table are applied in a fixed order — geometry (`frame`,
/// `bounds`, `center`) before `transform`, then appearance, then identity, then a
/// controller's — never in `pairs` order; any other key becomes a Lua-side field (or an
/// override), in sorted key order. Assignments go through the
/// objects' own setters, so errors read as for `v.alpha = "x"` and name the script's line
/// (frames of Transit's preludes are skipped).
enum ViewPrelude {
    static let file = EmbeddedLua.views
}
