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

    /// The nearest controller of scene `scene` among this controller's presenters — a
    /// presenting navigation controller's stack searched too, top first (UIKit's unwind
    /// searches container controllers' children; a stack's child presents through its
    /// navigation controller, which is the presenter on record).
    private func unwindDestination(scene: String, segue identifier: String) throws(CoreError) -> ViewController {
        let isScene = { (c: ViewController) in c.storyboard === self.storyboard && c.storyboardIdentifier == scene }
        var next = presentingAncestor
        while let c = next {
            if isScene(c) { return c }
            if let nav = c as? NavigationController, let child = nav.viewControllers.reversed().first(where: isScene) {
                return child
            }
            next = c.presentingViewController
        }
        throw CoreError(.unknownIdentifier,
                        "unwind segue '\(identifier)' from \(self): no controller of scene '\(scene)' presents it")
    }
}
