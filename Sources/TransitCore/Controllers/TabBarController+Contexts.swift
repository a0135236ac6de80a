/// The Current Context (and over-current-context) presentations over a tab go with the tab
/// (docs/controllers.md, "Tab bars"): a switch away hides them with it, a switch back shows
/// them again. Apple's `definesPresentationContext` puts the presented controller "inside"
/// the tab — Matt Neuburg's Programming-iOS-Book-Examples
/// (bk2ch06p270modalPresentationContext) presents one over a tab, switches to another tab
/// and back, and taps the presented controller's button. Transit's presentation containers
/// live on top of the window, so the tab bar controller takes them out and puts them back.
///
/// Each presented controller gets its appearance calls as its view leaves or enters the
/// window; a tab a `currentContext` presentation covers gets none (its view is out already,
/// and stays out when the tab is selected again: rev96, it was told it disappears twice).
extension TabBarController {
    /// The controllers presented over `tab`'s contexts and settled there, bottom first: each
    /// a controller of the tab (the tab, or a controller inside it) presents with a context
    /// style, and each presented with a context style over one of those in turn (its own
    /// level's context). One still on its way in or out is its transition's.
    func contextPresentations(over tab: ViewController) -> [ViewController] {
        var found: [ViewController] = []
        func visit(_ c: ViewController) {
            var next = c.presentedViewController
            while let p = next, p.presentationState == .presented, let style = p.modalPresentation?.style,
                  style == .currentContext || style == .overCurrentContext {
                found.append(p)
                next = p.presentedViewController
            }
            for child in c.children { visit(child) }
        }
        visit(tab)
        return found
    }

    /// Whether `tab`'s own view is shown when it is selected: not while a `currentContext`
    /// presentation over the tab itself keeps it out of the window.
    func showsView(of tab: ViewController) -> Bool {
        guard let presented = tab.presentedViewController, let presentation = presented.modalPresentation else { return true }
        return !(presentation.removesPresentersView && presented.presentationState != .idle)
    }

    /// `tab` and the controllers presented over it that are appeared or on their way in or
    /// out, in the order they are told they disappear: the presented ones top first, then the
    /// tab.
    func disappearing(with tab: ViewController) -> [ViewController] {
        let shown = contextPresentations(over: tab).reversed() + [tab]
        return shown.filter { $0.isAppeared || $0.appearanceUnderWay != nil }
    }

    /// `tab` (unless a presentation keeps its view out) and the controllers presented over it,
    /// in the order they are told they appear: the tab, then the presented ones bottom first —
    /// each but one a `currentContext` presentation over it keeps out, as the tab is (rev98b:
    /// one covered so was told it appears, its view out of the window).
    func appearing(with tab: ViewController) -> [ViewController] {
        (showsView(of: tab) ? [tab] : []) + contextPresentations(over: tab).filter { showsView(of: $0) }
    }

    /// Ends at once the presents and dismissals animating over `tab`'s contexts, before a
    /// switch or a change of the tabs takes `tab` off the screen
    /// (TransitionContext+EndAtOnce.swift): each then goes with its tab as a settled one does.
    /// What their ends' callbacks throw is given to `run`.
    ///
    /// An end's completion may begin another over the tab (a dismissal's presenting again):
    /// that one is ended too, pass after pass while one ends something (rev98b: the switch went
    /// on with it in flight, and the tab was told `viewWillDisappear` twice in a row). A bound
    /// keeps completions that present forever from hanging the switch: past it, `run` is given
    /// an error naming the one still animating, and the answer is false — the caller leaves the
    /// tab where it is, with that one animating on over it (left100: the switch went on, and
    /// the presentation ended over a tab no longer selected, on screen beside the new one).
    ///
    /// - Parameters:
    ///   - origin: the script line taking the tab off the screen, which the messages of later
    ///     calls on the ended transitions name (``TransitionContext/endAtOnce(origin:)``).
    ///   - what: what the bound stops, for its message ("the tab switch is refused").
    /// - Returns: whether nothing is left animating over the tab.
    @discardableResult
    func endTransitions(over tab: ViewController, origin: String, what: String,
                        run: (() throws -> Void) -> Void) -> Bool {
        for _ in 0..<Self.endingPasses {
            let ending = animating(over: tab)
            guard !ending.isEmpty else { return true }
            for t in ending { run { try t.endAtOnce(origin: origin) } }
        }
        guard let left = animating(over: tab).first else { return true }
        run {
            throw CoreError(.invalidPresentation, "\(what): what is presented over \(tab) began again each time it was ended (\(Self.endingPasses) times); \(left) goes on")
        }
        return false
    }

    /// How many times ``endTransitions(over:origin:what:run:)`` ends what is animating over
    /// the tab before it gives up.
    static let endingPasses = 64

    /// The context presents and dismissals animating over `tab`, which its leaving ends.
    private func animating(over tab: ViewController) -> [TransitionContext] {
        engine.transitionsInFlight.filter { t in
            (t.kind == .present || t.kind == .dismiss) && t.phase == .animating && t.navigationEnd == nil
                && (t.presentation.style == .currentContext || t.presentation.style == .overCurrentContext)
                && t.presenter.isInContexts(of: tab)
        }
    }

    /// Takes the containers of the presentations over `tab` out of the window: they go with
    /// the tab, and a dismissal meanwhile leaves the tab's view where it is.
    func hidePresentations(over tab: ViewController) {
        for p in contextPresentations(over: tab) {
            guard let presentation = p.modalPresentation else { continue }
            presentation.isHiddenWithTab = true
            presentation.containerView.removeFromSuperview()
        }
    }

    /// Puts the containers of the presentations over `tab` back in the window, just above the
    /// view holding this controller's, bottom first. Nothing while that view is out of the
    /// window (a cover over the tab bar controller): its appearance puts them back.
    func showPresentations(over tab: ViewController) {
        guard let mine = viewIfLoaded, mine.window != nil else { return }
        var anchor = mine
        while let s = anchor.superview, s !== engine.window { anchor = s }
        for p in contextPresentations(over: tab) {
            guard let presentation = p.modalPresentation, presentation.isHiddenWithTab else { continue }
            presentation.isHiddenWithTab = false
            let container = presentation.containerView
            // the container is out of the window and the anchor in it: no cycle, no throw
            try? engine.window.insertSubview(container, aboveSubview: anchor)
            try? container.setFrame(engine.window.bounds)
            anchor = container
        }
        placePresentations(over: tab)
    }

    /// Lays out the presentations shown over `tab` where its view is now: after this
    /// controller's layout (a rotation changes the content area's height with the bar's) and
    /// when they come back into the window — UIKit lays a container out when it is shown
    /// again. A tab a `currentContext` presentation keeps out of the window still has the
    /// content area's frame (a selected tab's view fills it), for its presentation to take.
    /// left98: one hidden during a rotation came back 852×310 in a landscape content area
    /// 852×323, one shown during it stayed 393×769.
    func placePresentations(over tab: ViewController) {
        guard tab === selectedViewController, let content = transitionView else { return }
        if let view = tab.viewIfLoaded, view.superview == nil { try? view.setFrame(content.bounds) }   // finite bounds
        for p in contextPresentations(over: tab) where p.modalPresentation?.isHiddenWithTab == false {
            // a frame from finite views' geometry: nothing to throw but a script's layout hook,
            // which a context presentation's controller (the engine's own) has none of
            try? (p.modalPresentation?.controller as? ContextPresentationController)?.placePresentedView()
        }
    }
}

extension ViewController {
    /// Whether this controller goes with `tab` when it is switched away: it is `tab`, a
    /// controller inside it, or one presented with a context style over such a controller
    /// (``TabBarController/contextPresentations(over:)``'s), or inside one of those.
    func isInContexts(of tab: ViewController) -> Bool {
        var next: ViewController? = self
        while let c = next {
            if c === tab { return true }
            if let parent = c.parent {
                next = parent
            } else if let style = c.modalPresentation?.style, style == .currentContext || style == .overCurrentContext {
                next = c.presentingViewController
            } else {
                return false
            }
        }
        return false
    }

    /// Whether this controller is in the contexts of a selected tab whose tab bar controller
    /// a cover takes off the screen (told `viewWillDisappear`) or keeps off it: what is
    /// presented or revealed over it is not seen, and told it appears when the tab bar
    /// controller is (UIKit: a controller a full-screen presentation covers is not told it
    /// appears).
    var isCoveredWithItsTab: Bool { coveredTabBarController != nil }

    /// The tab bar controller of ``isCoveredWithItsTab``.
    var coveredTabBarController: TabBarController? {
        var next: ViewController? = self
        while let c = next {
            if let tabs = c.tabBarParent {
                guard tabs.selectedViewController === c else { return nil }
                let off = tabs.viewIfLoaded.map { $0.window == nil } ?? false
                let covered = tabs.appearanceUnderWay == false || (tabs.appearanceUnderWay == nil && !tabs.isAppeared && off)
                return covered ? tabs : nil
            }
            if let parent = c.parent {
                next = parent
            } else if let style = c.modalPresentation?.style, style == .currentContext || style == .overCurrentContext {
                next = c.presentingViewController
            } else {
                return nil
            }
        }
        return nil
    }
}

extension ViewController {
    /// Ends what animates over the selected tab of each tab bar controller a cover over this
    /// controller takes off the screen (this one or one inside it, on screen), before the
    /// cover begins: their `viewWillDisappear` would end it too, too late to refuse the cover
    /// (``TabBarController/endTransitions(over:origin:what:run:)``). left100: past the bound
    /// the error was raised but the cover went on, over a tab with a presentation animating in.
    ///
    /// - Returns: the first error the ends' callbacks threw, for the caller to throw once the
    ///   cover has begun.
    /// - Throws: past the bound, the first error (the bound's, or an end's before it): the
    ///   cover is refused.
    func endTransitionsUnderCover(origin: String) throws -> (any Error)? {
        var covered: [TabBarController] = []
        func visit(_ c: ViewController) {
            if let tabs = c as? TabBarController, tabs.isAppeared, !tabs.isTransitioning { covered.append(tabs) }
            for child in c.children { visit(child) }
        }
        visit(self)
        var failure: (any Error)?
        for tabs in covered {
            guard let tab = tabs.selectedViewController else { continue }
            let ended = tabs.endTransitions(over: tab, origin: origin, what: "the cover over \(tabs) is refused") { body in
                do { try body() } catch { failure = failure ?? error }
            }
            if !ended, let failure { throw failure }
        }
        return failure
    }
}
