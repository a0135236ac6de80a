import Lua
import Testing
@testable import TransitLua

/// A function stored under a near miss of a UIKit method name — a typo, or UIKit's Swift or
/// Objective-C spelling — warns once, at the line that stored it, with the name it meant;
/// other keys stay quiet Lua-side fields (LUA_API.md "Objects, overrides, fields").
@Suite struct MisspellingTests {
    static let controller = MisspellingScope.controller.roles
    static let delegate = MisspellingScope.transitioningDelegate.roles
    static let presentation = MisspellingScope.presentationController.roles

    @Test(arguments: [
        ("viewDidload", controller, ["viewDidLoad"]),
        ("ViewDidLoad", controller, ["viewDidLoad"]),
        ("viewWillApear", controller, ["viewWillAppear"]),
        ("prepare", controller, ["prepareForSegue"]),
        ("prepare(for:sender:)", controller, ["prepareForSegue"]),
        ("viewWillTransitionToSize:withTransitionCoordinator:", controller, ["viewWillTransition"]),
        ("viewWillTransition(to:)", controller, ["viewWillTransition"]),
        ("animationController", delegate, ["animationControllerForPresented", "animationControllerForDismissed"]),
        ("animationController(forPresented:)", delegate, ["animationControllerForPresented"]),
        ("animationController(forPresented:presenting:source:)", delegate, ["animationControllerForPresented"]),
        ("animationControllerForPresentedController:presentingController:sourceController:", delegate,
         ["animationControllerForPresented"]),
        ("presentationControllerForPresentedViewController:presentingViewController:sourceViewController:", delegate,
         ["presentationControllerForPresented"]),
        ("presentationController(forPresented:presenting:source:)", delegate, ["presentationControllerForPresented"]),
        ("animationControllerForPresnted", delegate, ["animationControllerForPresented"]),
        ("transitionDuraton", delegate, ["transitionDuration"]),
        ("animateTransition(using:)", delegate, ["animateTransition"]),
        ("frameOfPresentedViewInContainerview", presentation, ["frameOfPresentedViewInContainerView"]),
        ("presentationTransitionWilBegin", presentation, ["presentationTransitionWillBegin"]),
        ("size(forChildContentContainer:withParentContainerSize:)", presentation, ["sizeForChildContentContainer"]),
    ])
    func nearMissesNameTheMethod(key: String, roles: Set<UIKitMethod.Role>, meant: [String]) {
        #expect(Misspelling.meant(key, among: UIKitMethod.of(roles)) == meant)
    }

    @Test(arguments: [
        ("viewDidLoad", controller), ("photoView", controller), ("onTap", controller), ("view2", controller),
        ("transitionDuration", delegate), ("animateIn", delegate), ("duration", delegate),
        ("dimmingView", presentation), ("frameOfPresentedViewInContainerView", presentation),
        // another role's names are somewhere else's: a controller's helper may be called so
        ("animationControllerForPresented", controller),
        ("viewDidLoadsss", controller), ("viewDidAppear(_:)x:", controller),
    ])
    func otherKeysAreFields(key: String, roles: Set<UIKitMethod.Role>) {
        #expect(Misspelling.meant(key, among: UIKitMethod.of(roles)) == [])
    }

    @Test func aConstructorsTableWarnsAtTheKeysLineOnce() throws {
        let (s, out) = try stage()
        try s.run("""
        local made = {}
        for i = 1, 3 do
          made[i] = ViewController{
            name = 'card' .. i,
            viewDidload = function(self) end,
            photoView = function() end,
          }
        end
        """, chunkName: "@c.lua")
        #expect(out.warnings == [
            "c.lua:5: 'viewDidload' is not a method of a view controller (a plain field, never called): did you mean 'viewDidLoad'?",
        ])
    }

    @Test func anAssignmentWarnsWhenTheEngineWouldLookForTheOverride() throws {
        let (s, out) = try stage()
        try s.run("""
        local vc = ViewController{name = 'late'}
        vc.viewDidload = function(self) print('never') end
        vc.prepare = function(self) end
        vc.helper = function(self) end
        window.rootViewController = vc
        root = vc
        """, chunkName: "@a.lua")
        #expect(out.warnings == [
            // in key order (one object's fields are one set)
            "a.lua:3: 'prepare' is not a method of a view controller (a plain field, never called): did you mean 'prepareForSegue'?",
            "a.lua:2: 'viewDidload' is not a method of a view controller (a plain field, never called): did you mean 'viewDidLoad'?",
        ])
        #expect(out.lines == [])
        // the engine looks again at every life-cycle call: still once
        try s.run("root:present(ViewController{name = 'b'}, false)\nroot:dismiss(false)", chunkName: "@b.lua")
        #expect(out.warnings.count == 2)
    }

    @Test func aDelegateTableIsCheckedWhenTheTransitionStarts() throws {
        let (s, out) = try stage()
        try s.run("""
        root = ViewController{name = 'root'}
        window.rootViewController = root
        card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
        card.transitioningDelegate = {
          animationController = function(self) return nil end,
          ['presentationControllerForPresentedViewController:presentingViewController:sourceViewController:'] = function() end,
          note = function() end,
        }
        """, chunkName: "@d.lua")
        #expect(out.warnings == [])
        try s.run("root:present(card, true)", chunkName: "@e.lua")
        #expect(out.warnings == [
            "d.lua:5: 'animationController' is not a method of a transitioning delegate (a plain field, never called): did you mean 'animationControllerForPresented' or 'animationControllerForDismissed'?",
            "d.lua:6: 'presentationControllerForPresentedViewController:presentingViewController:sourceViewController:' is not a method of a transitioning delegate (a plain field, never called): did you mean 'presentationControllerForPresented'?",
        ])
    }

    @Test func anAnimatorIsCheckedWhenADelegateReturnsIt() throws {
        let (s, out) = try stage()
        let failure = s.failure("""
        local root = ViewController{name = 'root'}
        window.rootViewController = root
        local animator = {
          transitionDuration = function(self, ctx) return 0.3 end,
          animateTransiton = function(self, ctx) ctx:completeTransition(true) end,
        }
        local detail = ViewController{name = 'detail'}
        detail.transitioningDelegate = {animationControllerForPresented = function() return animator end}
        root:present(detail, true)
        """, name: "n.lua")
        #expect(out.warnings == [
            "n.lua:5: 'animateTransiton' is not a method of an animator (a plain field, never called): did you mean 'animateTransition'?",
        ])
        #expect(failure?.hasSuffix("the animator animationControllerForPresented returned has no 'animateTransition' function") == true,
                "\(failure ?? "no error")")
    }

    @Test func aNavigationDelegateIsCheckedWhenAPushStarts() throws {
        let (s, out) = try stage()
        try s.run("""
        local nav = NavigationController{rootViewController = ViewController{name = 'list'}}
        window.rootViewController = nav
        nav.delegate = {
          ['navigationController(_:animationControllerFor:from:to:)'] = function() end,
          interactionControllerFr = function() end,
        }
        nav:push(ViewController{name = 'detail'}, true)
        clock.runUntilIdle()
        print(nav.topViewController.name)
        """, chunkName: "@nav.lua")
        #expect(out.warnings == [
            "nav.lua:5: 'interactionControllerFr' is not a method of a navigation controller delegate (a plain field, never called): did you mean 'interactionControllerFor'?",
            "nav.lua:4: 'navigationController(_:animationControllerFor:from:to:)' is not a method of a navigation controller delegate (a plain field, never called): did you mean 'animationControllerFor'?",
        ])
        #expect(out.lines == ["detail"])
    }

    @Test func aPresentationControllerIsCheckedAtItsTableAndWhenItBegins() throws {
        let (s, out) = try stage()
        try s.run("""
        local root = ViewController{name = 'root'}
        window.rootViewController = root
        local card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
        card.transitioningDelegate = {presentationControllerForPresented = function(self, presented, presenting)
          local p = PresentationController{presentedViewController = presented, presentingViewController = presenting,
            frameOfPresentedViewInContainerview = function(self) return Rect(0, 400, 393, 452) end}
          p.presentationTransitionWilBegin = function(self) end
          return p
        end}
        root:present(card, false)
        print(card.view.frame)
        """, chunkName: "@p.lua")
        #expect(out.warnings == [
            "p.lua:6: 'frameOfPresentedViewInContainerview' is not a method of a presentation controller (a plain field, never called): did you mean 'frameOfPresentedViewInContainerView'?",
            "p.lua:7: 'presentationTransitionWilBegin' is not a method of a presentation controller (a plain field, never called): did you mean 'presentationTransitionWillBegin'?",
        ])
        // the default ran: that is why the warning matters
        #expect(out.lines == ["Rect(0, 0, 393, 852)"])
    }

    /// The keys judged fine are remembered per scope (Stage+Misspelling.swift's `judged`): a
    /// controller seen before still warns about a near miss assigned since, a near miss
    /// stored again at another line warns there too, and a key fine for a controller is
    /// still judged afresh in a delegate.
    @Test func keysJudgedFineAreRememberedPerScopeOnly() throws {
        let (s, out) = try stage()
        try s.run("""
        root = ViewController{name = 'root', helper = function() end, animationController = function() end}
        window.rootViewController = root
        root:present(ViewController{name = 'b', modalPresentationStyle = 'fullScreen'}, false)
        root:dismiss(false)
        """, chunkName: "@f.lua")
        #expect(out.warnings == [])
        try s.run("""
        root.viewDidload = function(self) end
        root:present(ViewController{name = 'c', modalPresentationStyle = 'fullScreen'}, false)
        root:dismiss(false)
        root.viewDidload = function(self) end
        root:present(ViewController{name = 'd', modalPresentationStyle = 'fullScreen'}, false)
        root:dismiss(false)
        local card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
        card.transitioningDelegate = {helper = function() end, animationController = function() end}
        root:present(card, false)
        """, chunkName: "@g.lua")
        #expect(out.warnings == [
            "g.lua:1: 'viewDidload' is not a method of a view controller (a plain field, never called): did you mean 'viewDidLoad'?",
            "g.lua:4: 'viewDidload' is not a method of a view controller (a plain field, never called): did you mean 'viewDidLoad'?",
            "g.lua:8: 'animationController' is not a method of a transitioning delegate (a plain field, never called): did you mean 'animationControllerForPresented' or 'animationControllerForDismissed'?",
        ])
    }

    /// A table checked clean is checked again at every read (branch twins103 skips the
    /// protected check when every function field's key is one judged fine before): a near
    /// miss added since, stored again at another line, or a plain field turned into a
    /// function still warns at the next transition, as on the first check — for a delegate
    /// and for an animator a delegate returns again and again.
    @Test func aTableCheckedCleanStillWarnsAboutANearMissAddedSince() throws {
        let (s, out) = try stage()
        try s.run("""
        root = ViewController{name = 'root'}
        window.rootViewController = root
        animator = {
          transitionDuration = function(self, ctx) return 0.1 end,
          animateTransition = function(self, ctx)
            ctx.containerView:addSubview(ctx:viewController("to").view)
            ctx:completeTransition(true)
          end,
        }
        d = {animationControllerForPresented = function() return animator end, helper = function() end}
        card = ViewController{name = 'card', modalPresentationStyle = 'custom'}
        card.transitioningDelegate = d
        root:present(card, true)
        root:dismiss(false)
        root:present(card, true)
        root:dismiss(false)
        """, chunkName: "@k.lua")
        #expect(out.warnings == [])
        #expect(out.lines == [])
        try s.run("""
        d.animationControlerForDismissed = function() end
        root:present(card, false)
        root:dismiss(false)
        d.animationControlerForDismissed = function() end
        d.interactionControlerForPresentation = 1
        root:present(card, false)
        root:dismiss(false)
        d.interactionControlerForPresentation = function() end
        animator.animationEnd = function() end
        root:present(card, true)
        root:dismiss(false)
        root:present(card, true)
        root:dismiss(false)
        """, chunkName: "@m.lua")
        #expect(out.warnings == [
            "m.lua:1: 'animationControlerForDismissed' is not a method of a transitioning delegate (a plain field, never called): did you mean 'animationControllerForDismissed'?",
            "m.lua:4: 'animationControlerForDismissed' is not a method of a transitioning delegate (a plain field, never called): did you mean 'animationControllerForDismissed'?",
            "m.lua:8: 'interactionControlerForPresentation' is not a method of a transitioning delegate (a plain field, never called): did you mean 'interactionControllerForPresentation'?",
            "m.lua:9: 'animationEnd' is not a method of an animator (a plain field, never called): did you mean 'animationEnded'?",
        ])
    }
}
