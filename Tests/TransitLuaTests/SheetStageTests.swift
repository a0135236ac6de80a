import Lua
import Testing
import TransitCore
@testable import TransitLua

/// The sheet's binding: identity, the delegate kept with its controller through collections,
/// no leak (a dismissed sheet and its controller are collected; a dropped stage frees all),
/// and the delegate's misspellings.
@Suite struct SheetStageTests {
    static let scene = """
        local root = ViewController{name = 'root'}; window.rootViewController = root
        card = ViewController{name = 'card', modalPresentationStyle = 'pageSheet'}
        """

    @Test func theSheetIsOneObjectAndItsDelegateOutlivesTheScriptsReferences() throws {
        let s = try Stage()
        var heard: [String] = []
        s.runtime.warnings = { heard.append($0) }
        try s.run(Self.scene + """

            assert(card.sheetPresentationController == card.presentationController)
            assert(card.sheetPresentationController == card.sheetPresentationController)
            card.sheetPresentationController.delegate = {presentationControllerWillDismiss = function(_, sheet)
              assert(sheet == card.sheetPresentationController); dismissals = (dismissals or 0) + 1 end}
            collectgarbage(); collectgarbage()
            window.rootViewController:present(card, false)
            window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
            clock.advance(1)
            assert(dismissals == 1, tostring(dismissals))
            """, chunkName: "@sheet.lua")
        #expect(s.engine.window.rootViewController?.presentedViewController == nil)
        #expect(heard == [])
    }

    @Test func aDismissedSheetAndItsControllerAreCollected() throws {
        let s = try Stage()
        try s.run(Self.scene + """

            local sheet = card.sheetPresentationController
            sheet.detents = {'medium', Detent.custom{identifier = 'tall', resolver = function(ctx) return ctx.maximumDetentValue end}}
            sheet.delegate = {card = card}
            window.rootViewController:present(card, false)
            """, chunkName: "@sheet.lua")
        weak let card = s.engine.window.rootViewController?.presentedViewController
        weak let sheet = card?.sheetPresentationController
        #expect(card != nil && sheet != nil)
        try s.run("card:dismiss(false); card = nil", chunkName: "@sheet.lua")
        try s.settle()
        try s.run("collectgarbage(); collectgarbage()", chunkName: "@gc.lua")
        #expect(card == nil && sheet == nil)
    }

    @Test func aDroppedStageFreesASheetWhoseResolverHoldsItsController() throws {
        weak var stage: Stage?
        weak var engine: Engine?
        weak var card: ViewController?
        do {
            let s = try Stage()
            try s.run(Self.scene + """

                card.sheetPresentationController.detents = {Detent.custom{identifier = 'x',
                  resolver = function(ctx) return card and ctx.maximumDetentValue / 2 end}}
                window.rootViewController:present(card, true)
                clock.advance(0.2)
                """, chunkName: "@sheet.lua")
            stage = s; engine = s.engine
            card = s.engine.window.rootViewController?.presentedViewController
            #expect(card != nil)
        }
        #expect(stage == nil && engine == nil && card == nil)
    }

    @Test func aMisspeltDelegateMethodWarnsAtTheLineThatStoredIt() throws {
        let s = try Stage()
        var heard: [String] = []
        s.runtime.warnings = { heard.append($0) }
        try s.run(Self.scene + """

            card.sheetPresentationController.delegate = {presentationControllerDidDismis = function() end}
            window.rootViewController:present(card, false)
            window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
            clock.advance(1)
            """, chunkName: "@sheet.lua")
        #expect(heard == ["sheet.lua:3: 'presentationControllerDidDismis' is not a method of a sheet's delegate (a plain field, never called): did you mean 'presentationControllerDidDismiss'?"])
    }

    /// A selection outside the detents selects nothing: a warning at the line, and the
    /// sheet keeps its detent and its height. A nil selection and a known one still apply.
    @Test func aSelectedDetentThatIsNotADetentIsIgnoredWithAWarning() throws {
        let (s, out) = try stage()
        try s.run(Self.scene + """

            local sheet = card.sheetPresentationController
            sheet.detents = {"medium", "large"}
            window.rootViewController:present(card, false)
            clock.advance(1)
            local before = card.view.frame
            sheet.selectedDetentIdentifier = "zzz"
            print(sheet.selectedDetentIdentifier, card.view.frame == before)
            sheet.selectedDetentIdentifier = "large"
            print(sheet.selectedDetentIdentifier, card.view.frame.height > before.height)
            sheet.selectedDetentIdentifier = "medium "
            print(sheet.selectedDetentIdentifier)
            """, chunkName: "@sheet.lua")
        #expect(out.warnings == [
            "sheet.lua:8: selectedDetentIdentifier 'zzz' is not one of the sheet's detents ('medium', 'large'); ignored",
            "sheet.lua:12: selectedDetentIdentifier 'medium ' is not one of the sheet's detents ('medium', 'large'); ignored",
        ])
        #expect(out.lines == ["nil\ttrue", "large\ttrue", "large"])
    }

    /// `largestUndimmedDetentIdentifier` naming no detent the sheet has (nor a system one):
    /// Apple documents nil as dimming "at all detents" and an identifier as dimming "only at
    /// detents larger than the detent you specify" — no detent is larger than a name that
    /// is none, so nothing is undimmed, as with nil. The value is kept (detents set later may
    /// name it) and a warning names the line. A system one ("medium" with large alone) is a
    /// size, not a miss: no warning.
    @Test func anUndimmedDetentThatIsNoDetentDimsEverywhereWithAWarning() throws {
        let (s, out) = try stage()
        try s.run(Self.scene + """

            local sheet = card.sheetPresentationController
            sheet.detents = {"medium", "large"}
            window.rootViewController:present(card, false)
            clock.advance(1)
            local function dim() for _, v in ipairs(card.view.superview.subviews) do if v.name == "dimming" then return v.alpha end end end
            sheet.largestUndimmedDetentIdentifier = "zzz"
            print(sheet.largestUndimmedDetentIdentifier, dim())
            sheet.largestUndimmedDetentIdentifier = "medium"
            print(sheet.largestUndimmedDetentIdentifier, dim())
            sheet.detents = {"large"}
            sheet.largestUndimmedDetentIdentifier = "medium"
            print(dim())
            """, chunkName: "@sheet.lua")
        #expect(out.warnings == [
            "sheet.lua:8: largestUndimmedDetentIdentifier 'zzz' is not one of the sheet's detents ('medium', 'large'); the sheet dims at every detent, as with nil",
        ])
        #expect(out.lines == ["zzz\t0.4", "medium\t0.0", "0.4"])
    }

    /// The identifier may be set before the `detents` that name it (the warning waits until
    /// the sheet shows); one naming no detent at the present warns once, at the line that set
    /// it, and the sheet dims as with nil.
    @Test func anUndimmedDetentIsCheckedWhenTheSheetShows() throws {
        let (s, out) = try stage()
        try s.run(Self.scene + """

            local sheet = card.sheetPresentationController
            sheet.largestUndimmedDetentIdentifier = "half"
            sheet.detents = {Detent.custom{identifier = "half", resolver = function() return 300 end}, "large"}
            window.rootViewController:present(card, false)
            clock.advance(1)
            local function dim() for _, v in ipairs(card.view.superview.subviews) do if v.name == "dimming" then return v.alpha end end end
            print(dim())
            card:dismiss(false)
            clock.advance(1)
            sheet.largestUndimmedDetentIdentifier = "zzz"
            window.rootViewController:present(card, false)
            clock.advance(1)
            print(dim())
            sheet.detents = {"large"}
            print(dim())
            """, chunkName: "@sheet.lua")
        #expect(out.warnings == [
            "sheet.lua:12: largestUndimmedDetentIdentifier 'zzz' is not one of the sheet's detents ('half', 'large'); the sheet dims at every detent, as with nil",
        ])
        #expect(out.lines == ["0.0", "0.4", "0.4"])
    }

    /// A delegate that dismisses the sheet itself from `presentationControllerShouldDismiss`
    /// and answers true: the drag's own dismissal at its end finds that one in flight, and
    /// UIKit's warning names the line of the pan that dragged (it had none). The dismissal a
    /// drag makes names that line in the timeline too.
    @Test func aDragsDismissalWarnsAtThePansLine() throws {
        let (s, out) = try stage()
        let events = Self.beginnings(of: s)
        try s.run(Self.scene + """

            card.sheetPresentationController.delegate = {presentationControllerShouldDismiss = function()
              card:dismiss(true); return true end}
            window.rootViewController:present(card, false)
            clock.advance(1)
            window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
            clock.advance(1)
            """, chunkName: "@sheet.lua")
        #expect(out.warnings == ["sheet.lua:7: Attempt to dismiss from view controller <ViewController: card> while a presentation or dismiss is in progress!"])
        #expect(events.list == ["present sheet.lua:5", "dismiss sheet.lua:4"])
    }

    /// The transitions a stage begins, "kind origin" each, kept beside its own observer.
    final class Beginnings { var list: [String] = [] }
    static func beginnings(of s: Stage) -> Beginnings {
        let kept = Beginnings()
        let recorder = s.engine.observer
        s.engine.observer = { e in
            recorder?(e)
            if case .transitionBegan(let b) = e { kept.list.append("\(b.kind) \(b.origin)") }
        }
        return kept
    }

    @Test func aPlainDragsDismissalNamesThePansLine() throws {
        let (s, out) = try stage()
        let events = Self.beginnings(of: s)
        try s.run(Self.scene + """

            window.rootViewController:present(card, false)
            clock.advance(1)
            window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
            clock.advance(1)
            """, chunkName: "@sheet.lua")
        #expect(out.warnings == [])
        #expect(events.list == ["present sheet.lua:3", "dismiss sheet.lua:5"])
        #expect(s.engine.window.rootViewController?.presentedViewController == nil)
    }

    @Test func aShouldDismissThatAnswersNoBooleanIsAnError() throws {
        let s = try Stage()
        var message = ""
        do {
            try s.run(Self.scene + """

                card.sheetPresentationController.delegate = {presentationControllerShouldDismiss = function() return 'no' end}
                window.rootViewController:present(card, false)
                window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
                clock.advance(1)
                """, chunkName: "@sheet.lua")
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("sheet.lua:6:"), "\(message)")
        #expect(message.contains("presentationControllerShouldDismiss of the delegate of <ViewController: card>'s sheet must return a boolean, got string"), "\(message)")
        #expect(s.engine.window.rootViewController?.presentedViewController != nil)
    }

    @Test func aDelegateThatIsNotATableIsAnError() throws {
        let s = try Stage()
        var message = ""
        do {
            try s.run(Self.scene + """

                card.sheetPresentationController.delegate = 42
                window.rootViewController:present(card, false)
                window:pan{from = Point(196, 300), to = Point(196, 800), duration = 0.2}
                clock.advance(1)
                """, chunkName: "@sheet.lua")
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("sheet.lua:6:"), "\(message)")
        #expect(message.contains("the delegate of <ViewController: card>'s sheet must be a table or an object, got number"), "\(message)")
    }
}
