import Lua
import TransitCore

/// What keeps a view's Lua side (its fields, its recognizers' actions) while the view is out
/// of the window: the live tree's views are anchored (Stage.keepLuaSide), but a view that
/// leaves it — a dismissed controller's view, kept for its next presentation — would lose
/// its Lua side to the collector while Swift still holds the view, and a recognizer on it
/// would have no action when it is shown again. So a controller's Lua side keeps its view's
/// (the first time a script reads `vc.view`), and a view's keeps those of the subviews a
/// script added to it. Both live in Lua, so a cycle through them (an action capturing its
/// controller) is still the collector's to take once the script lets go of the controller.
/// A link is the script's doing, but the engine moves views too (a presentation takes the
/// presented view into its container, a transition's container lets go of one), and no link
/// is dropped then: Lua cannot be entered from inside the engine's move. So a parent's links
/// are swept as they are added — once they have doubled since the last sweep, those to views
/// that are no longer its subviews go. Without the sweep a parent that lives for the whole run
/// kept every view ever added to it: seed 003's segue adds each new scene's view to the source
/// scene's, and the presentation then moves it away (docs/benchmark.md, "Flat RSS").
/// The window links nothing: its subviews are the live tree's, anchored as long as they are
/// its subviews, which is as long as its link would count (a view that leaves it is no
/// longer its subview, and the sweep would drop the link) — so a link there would only be
/// the window's set growing by a view (and a sweep's share) at every add.
enum TreeKeys {
    static let rootView = HiddenKey()
    static let subviews = HiddenKey()

    /// The view at `parent` (Swift's `view`) keeps the Lua side of the view at `child`, which
    /// the script has just made its subview.
    static func keep(_ c: LuaCall, child: Int32, by parent: Int32, _ view: View, _ stage: Stage) {
        if view === stage.engine.window { return }
        guard c.addSweptMember(parent, subviews, child) else { return }
        c.sweepHiddenSet(parent, subviews) { i in stage.optionalView(c, i)?.superview === view }
    }
}
