/// What `viewWillTransition(to:with:)` gets, as `UIViewControllerTransitionCoordinator`
/// for a rotation: blocks to run alongside the rotation's animation and after it.
public final class TransitionCoordinator {
    /// The window's size after the rotation.
    public let size: Size
    /// The rotation animation's duration (``Engine/rotationDuration(from:to:)``).
    public let transitionDuration: Double
    public let from: InterfaceOrientation
    public let to: InterfaceOrientation

    var alongside: [(TransitionCoordinator) throws -> Void] = []
    var completions: [(TransitionCoordinator) throws -> Void] = []

    init(size: Size, duration: Double, from: InterfaceOrientation, to: InterfaceOrientation) {
        self.size = size
        self.transitionDuration = duration
        self.from = from
        self.to = to
    }

    /// `animate(alongsideTransition:completion:)`: `alongside` runs inside the rotation's
    /// animation block (its changes animate with it), `completion` when it ends. Both get
    /// this coordinator as UIKit's context.
    public func animate(alongside: ((TransitionCoordinator) throws -> Void)?,
                        completion: ((TransitionCoordinator) throws -> Void)? = nil) {
        if let alongside { self.alongside.append(alongside) }
        if let completion { completions.append(completion) }
    }

    /// The completions, in the order they were added, each once whatever the others do: the
    /// first that throws is thrown from here, and those after it run as async actions of their
    /// own at the same tick (after the error is reported, as the completions of animations
    /// that end together), so a second failure loses no third.
    func complete(on clock: Clock, label: String) throws {
        for (i, completion) in completions.enumerated() {
            do {
                try completion(self)
            } catch {
                for later in completions[(i + 1)...] { clock.async(label: label) { [self] in try later(self) } }
                throw error
            }
        }
    }
}
