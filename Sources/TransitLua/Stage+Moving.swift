import Lua
import TransitCore

extension Stage {
    /// A push or pop holds the controllers it moves from its beginning to its end, as UIKit's
    /// transition does (Engine.movingObserver): so does Lua hold their Lua sides — fields and
    /// overrides — with the navigation controller's, which a script may drop mid-push. A
    /// popped controller leaves the stack, and its container's hold (ContainmentBinding), as
    /// the pop begins; nothing else kept its Lua side, and a collection during the slide took
    /// its overrides: its `viewDidDisappear` at the end was UIKit's base one.
    ///
    /// One table holds them all, by the navigation controller's address; an empty
    /// `controllers` clears its entry at once (a dropped reference is released only at the
    /// next call into Lua: a popped controller the script let go would outlive the
    /// collection right after the pop).
    func keepMoving(_ navigation: ViewController, _ controllers: [ViewController]) {
        let key = Int(bitPattern: Unmanaged.passUnretained(navigation).toOpaque())
        lua.withActiveCall { c in
            if let moving { c.push(moving) } else {
                if controllers.isEmpty { return }
                c.newTable()
                moving = c.reference(-1)
            }
            if controllers.isEmpty {
                c.pushNil()
            } else {
                c.newTable(arrayCount: Int32(controllers.count + 1))
                push(navigation, c)
                c.setIndex(-2, 1)
                for (i, controller) in controllers.enumerated() {
                    push(controller, c)
                    c.setIndex(-2, i + 2)
                }
            }
            c.setIndex(-2, key)
            c.pop()
        }
    }
}
