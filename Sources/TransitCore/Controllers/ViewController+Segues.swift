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
    /// none — and at each controller searches the children its
    /// ``allowedChildrenForUnwinding(from:)`` gives, in that order, depth first (by default all
    /// but the one holding the source, the branch the walk came up: ``childContaining(_:)``),
    /// then the controller itself. A stack's children are searched top first, so the nearest
    /// pushed controller of the scene wins, as the nearest presenter does. Transit matches a
    /// controller by its scene where UIKit asks `canPerformUnwindSegueAction`.
    private func unwindDestination(scene: String, segue identifier: String) throws -> ViewController {
        let isScene = { (c: ViewController) in c.storyboard === self.storyboard && c.storyboardIdentifier == scene }
        var next = parent ?? presentingViewController
        while let c = next {
            for child in try c.checkedChildrenForUnwinding(from: self) {
                if let found = try child.unwindCandidate(from: self, isScene) { return found }
            }
            if isScene(c) { return c }
            next = c.parent ?? c.presentingViewController
        }
        throw CoreError(.unknownIdentifier,
                        "unwind segue '\(identifier)' from \(self): no controller of scene '\(scene)' presents or contains it")
    }

    /// UIKit's `childContaining(_:)`: the child whose branch holds `source` — up its parents
    /// and presenters, the way the search walks — nil when none does.
    public func childContaining(_ source: ViewController) -> ViewController? {
        var walk: ViewController? = source
        while let w = walk {
            if w.parent === self { return w }
            walk = w.parent ?? w.presentingViewController
        }
        return nil
    }

    /// ``allowedChildrenForUnwinding(from:)``, each of them checked to be a child: an override
    /// naming another controller would send the search, and the containers' `unwind`, outside
    /// this one.
    private func checkedChildrenForUnwinding(from source: ViewController) throws -> [ViewController] {
        let allowed = try allowedChildrenForUnwinding(from: source)
        let mine = children
        for c in allowed where !mine.contains(where: { $0 === c }) {
            throw CoreError(.invalidArgument,
                            "allowedChildrenForUnwinding of \(self) returned \(c), which is not one of its children")
        }
        return allowed
    }

    /// This controller or one of its descendants that `matches`: children first, depth first.
    private func unwindCandidate(from source: ViewController, _ matches: (ViewController) -> Bool) throws -> ViewController? {
        for child in try checkedChildrenForUnwinding(from: source) {
            if let found = try child.unwindCandidate(from: source, matches) { return found }
        }
        return matches(self) ? self : nil
    }

    /// A plain unwind segue's perform (``StoryboardSegue/perform()``) from its source to this
    /// controller: each container on the path shows the branch holding it — UIKit's
    /// ``unwind(for:towards:)``, called from the container the search reached from the source
    /// (the controllers the source and the destination share) down to this controller's
    /// parent; "a tab bar controller selects the tab containing the specified view
    /// controller", a navigation controller pops to it — then the presentation the unwind's
    /// path crosses is dismissed, animated as the segue says. Under a presentation the
    /// containers change at once, unseen (``StoryboardSegue/dismissalCovers``); the dismissal
    /// shows the result. A presentation in a branch beside the destination's (over a sibling
    /// tab's context) goes first, at once: the tab switch would hide it with its tab, still
    /// presented.
    func becomeUnwindDestination(for segue: StoryboardSegue) throws {
        let source = segue.source, origin = segue.origin
        var presenter = unwindPresenter(from: source)
        if let beside = presenter, !holders.contains(where: { $0 === beside }) {
            try beside.dismiss(animated: false, origin: origin)
            presenter = nil
        }
        segue.dismissalCovers = presenter != nil
        // up from this controller to the first container the source's walk passed
        var walked: [ViewController] = []
        var walk: ViewController? = source
        while let w = walk { walked.append(w); walk = w.parent ?? w.presentingViewController }
        var path: [(container: ViewController, towards: ViewController)] = []
        var child = self
        while let container = child.parent {
            path.append((container, child))
            if walked.contains(where: { $0 === container }) { break }
            child = container
        }
        for step in path.reversed() { try step.container.unwind(for: segue, towards: step.towards) }
        try presenter?.dismiss(animated: segue.animates, origin: origin)
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
