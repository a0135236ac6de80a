import Lua

/// What keeps a view's Lua side (its fields, its recognizers' actions) while the view is out
/// of the window: the live tree's views are anchored (Stage.keepLuaSide), but a view that
/// leaves it — a dismissed controller's view, kept for its next presentation — would lose
/// its Lua side to the collector while Swift still holds the view, and a recognizer on it
/// would have no action when it is shown again. So a controller's Lua side keeps its view's
/// (the first time a script reads `vc.view`), and a view's keeps those of the subviews a
/// script added to it. Both live in Lua, so a cycle through them (an action capturing its
/// controller) is still the collector's to take once the script lets go of the controller.
/// A link outlives a move Swift makes (a transition's container letting go of a view): it
/// only keeps that view's Lua side as long as the old parent's.
enum TreeKeys {
    static let rootView = HiddenKey()
    static let subviews = HiddenKey()

    /// The view at `parent` keeps the Lua side of the view at `child`.
    static func keep(_ c: LuaCall, child: Int32, by parent: Int32) {
        c.setHiddenMember(parent, subviews, child, true)
    }
}
