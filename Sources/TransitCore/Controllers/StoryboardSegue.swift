/// A segue in the middle of performing, as `UIStoryboardSegue`: its identifier, source and
/// destination. A custom segue class overrides ``perform()``.
open class StoryboardSegue {
    /// What a segue is made of (``SegueDefinition/make`` receives it).
    public struct Parts {
        public var identifier: String
        public var source: ViewController
        public var destination: ViewController
        public var isUnwind: Bool
        /// The definition's ``SegueDefinition/animates``.
        public var animates: Bool = true
        /// Where `performSegue` was called (a script's `file:line`), for the transition the
        /// default `perform` starts.
        public var origin: String
    }

    public let identifier: String
    public let source: ViewController
    public let destination: ViewController
    public let isUnwind: Bool
    public let animates: Bool
    public let origin: String
    /// For an unwind: whether the presentation it dismisses covers the containers it changes
    /// on its way (``ViewController/unwind(for:towards:)``), which then change at once,
    /// unseen. Set before the first container's `unwind`.
    public internal(set) var dismissalCovers = false

    public init(_ parts: Parts) {
        identifier = parts.identifier
        source = parts.source
        destination = parts.destination
        isUnwind = parts.isUnwind
        animates = parts.animates
        origin = parts.origin
    }

    /// UIKit's plain segues: a segue presents the destination modally; an unwind segue
    /// shows the destination — the stacks and tab bar controllers above it pop to it and
    /// select it — and dismisses the presentation the way up from the source crosses (the
    /// source and everything above; ``ViewController/becomeUnwindDestination(for:)``). Animated
    /// unless the definition says not (``animates``): Apple's SegueCatalog sample needs a
    /// `NonAnimatingSegue` wrapping `super.perform()` in `UIView.performWithoutAnimation` to
    /// stop the default perform from animating.
    open func perform() throws {
        if isUnwind {
            try destination.becomeUnwindDestination(for: self)
        } else {
            try source.present(destination, animated: animates, origin: origin)
        }
    }
}
