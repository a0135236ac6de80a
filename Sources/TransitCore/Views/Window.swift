/// The root view of a screen, as `UIWindow` (a `UIView`): the engine creates one whose
/// frame is the screen's bounds. `convert(…, from: nil)` means this window's coordinates.
open class Window: View {
    /// The controller whose view fills the window (set with `setRootViewController(_:)`).
    public internal(set) var rootViewController: ViewController?

    public required init(engine: Engine) {
        super.init(engine: engine)
        isInWindow = true
    }

    open override var typeName: String { "Window" }
}
