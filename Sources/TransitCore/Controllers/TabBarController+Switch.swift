/// A tab switch (docs/controllers.md, "Tab bars"): the selection changes at once, the
/// appearance calls come in UIKit's order, and the views change either at once or through
/// the delegate's animator, which gets a ``TransitionContext`` whose container is the
/// ``TabBarController/transitionView`` and whose frames are its bounds (the content area
/// above the bar). `completeTransition(false)` puts the old tab back, selected.
extension TabBarController {
    /// Selects the child at `index` (a valid index): nothing when it is selected already; a
    /// warning while a switch is under way.
    func select(_ index: Int, origin: String) throws {
        guard index != selectedIndex else { return }
        if isTransitioning {
            engine.warn("Attempt to select \(viewControllers[index]) in \(self) while a tab switch is in progress!", origin: origin)
            return
        }
        let errors = CallbackErrors(clock: engine.clock, label: origin)
        // a presentation animating over the old tab ends first: the switch takes it off the
        // screen (TransitionContext+EndAtOnce.swift); its callbacks may have changed the tabs
        if let old = selectedViewController {
            let ended = endTransitions(over: old, origin: origin, what: "the tab switch is refused", run: errors.run)
            guard ended, viewControllers.indices.contains(index), index != selectedIndex, !isTransitioning,
                  selectedViewController === old else { return try errors.throwFirst() }
        }
        guard let old = selectedViewController, let oldIndex = selectedIndex, let container = transitionView else {
            let old = selectedViewController
            selectedIndex = index
            try swap(from: old, to: viewControllers[index], origin: origin)       // nothing on screen to animate
            return
        }
        let new = viewControllers[index]
        isTransitioning = true
        var animating = false
        defer { if !animating { isTransitioning = false; switchIsAnimated = false } }
        _ = try new.view                     // its `viewDidLoad` before anything begins
        let delegate = try currentDelegate()
        let animator = try delegate?.animationController(from: old, to: new)
        let interaction = try animator.flatMap { try delegate?.interactionController(for: $0) }
        selectedIndex = index
        let context = animator.map { _ in
            TransitionContext.navigation(.select, self, from: old, to: new, container: container, origin: origin)
        }
        switchIsAnimated = context != nil
        if !showsView(of: old) { context?.withheldViews.insert(.from) }     // covered: out of the window
        if !showsView(of: new) { context?.withheldViews.insert(.to) }
        let id = context?.id ?? engine.transitions.nextTransitionID()
        engine.record(.transitionBegan(TransitionBegin(
            id: id, tick: engine.clock.now, kind: .select, controllers: [new.displayName], presenter: displayName,
            style: nil, animated: animator != nil, origin: origin)))
        // appeared, not on its way out: a tab bar controller being covered already told the
        // old tab it disappears, and the new one goes in under the cover (hostile94)
        let onScreen = isAppeared && appearanceUnderWay != false
        if let context { engine.transitions.began(context) }
        // the old tab and what is presented over it go as one; a tab a presentation covers
        // is told nothing (TabBarController+Contexts.swift)
        let leaving = onScreen ? disappearing(with: old) : []
        let arriving = onScreen ? appearing(with: new) : []
        hidePresentations(over: old)
        for c in leaving { errors.run { try c.runViewWillDisappear(animator != nil) } }
        for c in arriving { errors.run { try c.runViewWillAppear(animator != nil) } }
        let end = { (completed: Bool) in
            self.isTransitioning = false
            self.switchIsAnimated = false
            let (gone, shown) = completed ? (old, new) : (new, old)
            if !completed { self.selectedIndex = oldIndex }
            gone.viewIfLoaded?.removeFromSuperview()
            for v in [gone.viewIfLoaded, shown.viewIfLoaded] { try? v?.setFrame(container.bounds) }
            let showsView = self.showsView(of: shown)
            if !showsView {
                shown.viewIfLoaded?.removeFromSuperview()       // an animator may have put it in
            } else if shown.viewIfLoaded?.superview !== container {
                errors.run { try self.show(shown) }
            }
            if self.selectedViewController === shown { self.showPresentations(over: shown) }
            // The switch is over: an override may select again (a `viewDidDisappear`), and
            // the tab told it appears is the one still selected after the call before.
            if onScreen {
                let animated = animator != nil
                if completed {
                    for c in leaving { c.isAppeared = false; errors.run { try c.runViewDidDisappear(animated) } }
                    if self.selectedViewController === new {
                        for c in arriving { c.isAppeared = true; errors.run { try c.runViewDidAppear(animated) } }
                    }
                } else {      // a cancelled pop's order (Apple documents none for a cancelled switch)
                    for c in arriving.reversed() { errors.run { try c.runViewWillDisappear(animated) } }
                    for c in arriving.reversed() { errors.run { try c.runViewDidDisappear(animated) } }
                    if self.selectedViewController === old {
                        for c in leaving.reversed() { errors.run { try c.runViewWillAppear(animated) } }
                        for c in leaving.reversed() { errors.run { try c.runViewDidAppear(animated) } }
                    }
                }
            }
            // the tab bar controller may have left or entered the window meanwhile
            if !self.isTransitioning, self.selectedViewController === shown {
                if showsView { self.settleAppearance(ofShown: shown, animated: animator != nil, run: errors.run) }
                self.settleAppearance(ofGone: gone, animated: animator != nil, run: errors.run)
            }
            let tick = self.engine.clock.now
            self.engine.record(completed ? .transitionCompleted(kind: .select, id: id, tick: tick)
                                         : .transitionCancelled(kind: .select, id: id, tick: tick))
        }
        guard let context, let animator else {
            end(true)
            try errors.throwFirst()
            return
        }
        animating = true
        do {
            try context.runNavigation(animator, interaction: interaction) { completed in
                end(completed)
                try errors.throwFirst()
            }
        } catch {
            throw errors.reportLater(after: error)
        }
        try errors.throwFirst()
    }
}
