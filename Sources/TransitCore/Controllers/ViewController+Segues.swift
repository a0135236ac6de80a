/// `performSegue(withIdentifier:sender:)`: the storyboard model finds the segue and its
/// destination; the segue object (a custom class) only performs.
extension ViewController {
    /// Performs the segue `identifier` of this controller's scene, as UIKit: the destination
    /// is instantiated (for an unwind segue: found up the presentation chain), the segue
    /// object is made, this controller's ``prepare(for:sender:)`` runs, the perform is
    /// recorded on the timeline, then the segue's ``StoryboardSegue/perform()``.
    ///
    /// - Throws: ``CoreError/Kind/unknownIdentifier`` with UIKit's wording when this
    ///   controller's scene has no such segue (or it was not instantiated from a
    ///   storyboard), or when no controller of an unwind segue's destination scene presents
    ///   this one; what instantiation, `prepare` and `perform` throw.
    public func performSegue(withIdentifier identifier: String, sender: Any?, origin: String = "") throws {
        guard let storyboard, let scene = storyboardIdentifier,
              let definition = storyboard.segue(from: scene, identifier: identifier) else {
            throw CoreError(.unknownIdentifier, "Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let destination = definition.isUnwind
            ? try unwindDestination(scene: definition.destination, segue: identifier)
            : try storyboard.instantiateViewController(withIdentifier: definition.destination)
        let segue = definition.make(StoryboardSegue.Parts(identifier: identifier, source: self, destination: destination,
                                                          isUnwind: definition.isUnwind, animates: definition.animates,
                                                          origin: origin))
        try prepare(for: segue, sender: sender)
        engine.record(.seguePerformed(SeguePerform(tick: engine.clock.now, identifier: identifier,
                                                   source: displayName, destination: destination.displayName,
                                                   isUnwind: definition.isUnwind, origin: origin)))
        try segue.perform()
    }

    /// The destination of an unwind segue from this controller: UIKit's search (Apple,
    /// "Dismissing a View Controller with an Unwind Segue"; `allowedChildrenForUnwinding(from:)`)
    /// walks up from the source — to its parent, or to its presenting controller when it has
    /// none — and at each controller searches its children first, depth first, all but the
    /// one containing the source (the branch the walk came up: `childContaining(_:)`), then
    /// the controller itself. A stack's children are searched top first, so the nearest
    /// pushed controller of the scene wins, as the nearest presenter does. Transit matches a
    /// controller by its scene where UIKit asks `canPerformUnwindSegueAction`.
    private func unwindDestination(scene: String, segue identifier: String) throws(CoreError) -> ViewController {
        let isScene = { (c: ViewController) in c.storyboard === self.storyboard && c.storyboardIdentifier == scene }
        var cameFrom: ViewController = self
        var next = parent ?? presentingViewController
        while let c = next {
            for child in c.childrenForUnwinding where child !== cameFrom {
                if let found = child.unwindCandidate(isScene) { return found }
            }
            if isScene(c) { return c }
            cameFrom = c
            next = c.parent ?? c.presentingViewController
        }
        throw CoreError(.unknownIdentifier,
                        "unwind segue '\(identifier)' from \(self): no controller of scene '\(scene)' presents or contains it")
    }

    /// The children an unwind's search looks through: a stack's top first, others in order.
    private var childrenForUnwinding: [ViewController] {
        (self as? NavigationController)?.viewControllers.reversed() ?? children
    }

    /// This controller or one of its descendants that `matches`: children first, depth first.
    private func unwindCandidate(_ matches: (ViewController) -> Bool) -> ViewController? {
        for child in childrenForUnwinding {
            if let found = child.unwindCandidate(matches) { return found }
        }
        return matches(self) ? self : nil
    }

    /// A plain unwind segue's perform (``StoryboardSegue/perform()``) from `source` to this
    /// controller: each container above it shows the branch holding it — UIKit's
    /// `unwind(for:towards:)`, "a tab bar controller selects the tab containing the specified
    /// view controller", a navigation controller pops to it — then the presentation the
    /// unwind's path crosses is dismissed, animated as `animated` says. Under a presentation
    /// the containers change at once, unseen; the dismissal shows the result. A presentation
    /// in a branch beside the destination's (over a sibling tab's context)
    /// goes first, at once: the tab switch hides that branch, and a tab bar controller
    /// switching away from a tab covered by a context presentation does not settle it.
    func becomeUnwindDestination(from source: ViewController, animated: Bool, origin: String) throws {
        var presenter = unwindPresenter(from: source)
        if let beside = presenter, !holders.contains(where: { $0 === beside }) {
            try beside.dismiss(animated: false, origin: origin)
            presenter = nil
        }
        var child = self
        while let container = child.parent {
            if let nav = container as? NavigationController {
                try nav.popToViewController(child, animated: animated && presenter == nil, origin: origin)
            } else if let tabs = container as? TabBarController, tabs.selectedViewController !== child {
                try tabs.setSelectedViewController(child, origin: origin)
            }
            child = container
        }
        try presenter?.dismiss(animated: animated, origin: origin)
    }

    /// The presenter whose presentation an unwind from `source` to this controller takes
    /// away: the last presentation the search's walk crossed (from a presented controller to
    /// its presenter) before it reached this controller or a container holding it — nil when
    /// the walk crossed none. Not what this controller's chain presents: Apple's SegueCatalog
    /// (NestedViewController) — unwinding to a controller showing a Current Context
    /// presentation "will only dismiss that presentation if the unwind source is contained
    /// within the presentation"; and a presentation over a sibling's context that holds the
    /// source goes.
    private func unwindPresenter(from source: ViewController) -> ViewController? {
        let holders = holders
        var presenter: ViewController?
        var walk: ViewController? = source
        while let w = walk, !holders.contains(where: { $0 === w }) {
            if let parent = w.parent { walk = parent; continue }
            presenter = w.presentingViewController
            walk = presenter
        }
        return presenter
    }

    /// This controller and the containers above it.
    private var holders: [ViewController] {
        var all: [ViewController] = []
        var c: ViewController? = self
        while let h = c { all.append(h); c = h.parent }
        return all
    }
}
