import Testing
@testable import TransitCore

/// Storyboards: scenes, segues (plain, custom and unwind), `performSegue`'s order, and seed
/// 003's two custom segues written in Swift against the core.
@Suite struct StoryboardTests {
    let engine = Engine()
    let log = Log()
    let W = 393.0, H = 852.0

    /// The article's storyboard: blue presents green or yellow.
    func storyboard(segue make: @escaping (StoryboardSegue.Parts) -> StoryboardSegue = StoryboardSegue.init,
                    unwind: @escaping (StoryboardSegue.Parts) -> StoryboardSegue = StoryboardSegue.init) throws -> Storyboard {
        let board = Storyboard(engine: engine)
        for scene in ["blue", "green", "yellow"] {
            try board.registerScene(scene) { [unowned engine, log] in   // the board is kept by its controllers, which the engine keeps
                log("make \(scene)")
                return Recorder(engine, scene, log)
            }
        }
        try board.addSegue(SegueDefinition(identifier: "GreenSegue", source: "blue", destination: "green", make: make))
        try board.addSegue(SegueDefinition(identifier: "YellowSegue", source: "blue", destination: "yellow", make: make))
        for scene in ["green", "yellow"] {
            try board.addSegue(SegueDefinition(identifier: "unwindToBlue", source: scene, destination: "blue",
                                               isUnwind: true, make: unwind))
        }
        return board
    }

    /// Identifiers and segue names are host text a script can grow (1 KB scene names in a
    /// loop reached 609 MB under --memory 32), and each entry has a weight of its own:
    /// weighed while the storyboard lives; a refused duplicate is not.
    @Test func identifiersAndSegueNamesAreWeighedWhileTheStoryboardLives() throws {
        let before = engine.contentMeter.textBytes
        var board: Storyboard? = Storyboard(engine: engine)
        try board?.registerScene("abc") { [unowned engine] in ViewController(engine: engine) }
        #expect(throws: CoreError.self) { try board?.registerScene("abc") { [unowned engine] in ViewController(engine: engine) } }
        try board?.addSegue(SegueDefinition(identifier: "go", source: "abc", destination: "dest"))
        #expect(throws: CoreError.self) { try board?.addSegue(SegueDefinition(identifier: "go", source: "abc", destination: "x")) }
        #expect(engine.contentMeter.textBytes == before + Storyboard.bytesPerScene + 3 + Storyboard.bytesPerSegue + (2 + 3 + 4))
        board = nil
        #expect(engine.contentMeter.textBytes == before)
    }

    @Test func instantiateMakesANewControllerThatKnowsItsScene() throws {
        let board = try storyboard()
        let a = try board.instantiateViewController(withIdentifier: "green")
        let b = try board.instantiateViewController(withIdentifier: "green")
        #expect(a !== b && a.storyboard === board && a.storyboardIdentifier == "green")
        #expect(a.displayName == "green" && board.sceneIdentifiers == ["blue", "green", "yellow"])
        #expect(coreError { _ = try board.instantiateViewController(withIdentifier: "red") }?.message
                == "Storyboard doesn't contain a view controller with identifier 'red'")
        #expect(coreError { try board.registerScene("blue") { ViewController(engine: engine) } }?.message
                == "Storyboard already has a scene with identifier 'blue'")
        #expect(coreError { try board.addSegue(SegueDefinition(identifier: "GreenSegue", source: "blue", destination: "yellow")) }?.message
                == "scene 'blue' already has a segue with identifier 'GreenSegue'")
    }

    /// A plain segue presents, and a plain unwind dismisses, animated: Interface Builder's
    /// "Animates" is on by default, and Apple's SegueCatalog sample has to wrap
    /// `super.perform()` in `UIView.performWithoutAnimation` (its `NonAnimatingSegue`) to stop
    /// the default perform from animating. Before, both ran with `animated=false`.
    @Test func aPlainSeguePresentsAndAPlainUnwindDismissesAnimated() throws {
        let board = try storyboard()
        let blue = try board.instantiateViewController(withIdentifier: "blue")
        try engine.window.setRootViewController(blue)
        log.entries.removeAll()
        try blue.performSegue(withIdentifier: "GreenSegue", sender: "button", origin: "s.lua:1")
        let green = try #require(blue.presentedViewController)
        #expect(green.storyboardIdentifier == "green")
        #expect(log.entries.prefix(2) == ["make green", "blue.prepare GreenSegue -> green sender=button"])
        try engine.runUntilIdle()
        #expect(engine.windowSubviewNames == ["container(green)[green]"])
        try green.performSegue(withIdentifier: "unwindToBlue", sender: nil, origin: "s.lua:2")
        try engine.runUntilIdle()
        #expect(blue.presentedViewController == nil && engine.windowSubviewNames == ["blue"])
        // the default cover-vertical slide's 0.5 s each way (its animation's begin/end lines left out)
        #expect(engine.timeline.map(\.description).filter { !$0.contains(" begin ") && !$0.contains(" end ") } == [
            "0.000000 segue GreenSegue blue -> green at s.lua:1",
            "0.000000 present #1 green on blue style=fullScreen animated=true at s.lua:1",
            "0.500000 completion #1 finished=true",
            "0.500000 present #1 completed",
            "0.500000 unwind unwindToBlue green -> blue at s.lua:2",
            "0.500000 dismiss #2 green from blue animated=true at s.lua:2",
            "1.000000 completion #2 finished=true",
            "1.000000 dismiss #2 completed",
        ])
    }

    /// `animates: false` — the checkbox unticked, `animates="NO"` in the storyboard file —
    /// presents and dismisses at once.
    @Test func aSegueThatDoesNotAnimatePresentsAndDismissesAtOnce() throws {
        let board = Storyboard(engine: engine)
        for scene in ["blue", "green"] {
            try board.registerScene(scene) { [unowned engine, log] in Recorder(engine, scene, log) }
        }
        try board.addSegue(SegueDefinition(identifier: "GreenSegue", source: "blue", destination: "green", animates: false))
        try board.addSegue(SegueDefinition(identifier: "unwindToBlue", source: "green", destination: "blue",
                                           isUnwind: true, animates: false))
        let blue = try board.instantiateViewController(withIdentifier: "blue")
        try engine.window.setRootViewController(blue)
        try blue.performSegue(withIdentifier: "GreenSegue", sender: "button", origin: "s.lua:1")
        let green = try #require(blue.presentedViewController)
        #expect(engine.windowSubviewNames == ["container(green)[green]"])
        try green.performSegue(withIdentifier: "unwindToBlue", sender: nil, origin: "s.lua:2")
        #expect(blue.presentedViewController == nil && engine.windowSubviewNames == ["blue"])
        try engine.clock.drainAsync()
        #expect(engine.timeline.map(\.description) == [
            "0.000000 segue GreenSegue blue -> green at s.lua:1",
            "0.000000 present #1 green on blue style=fullScreen animated=false at s.lua:1",
            "0.000000 unwind unwindToBlue green -> blue at s.lua:2",
            "0.000000 dismiss #2 green from blue animated=false at s.lua:2",
            "0.000000 present #1 completed",
            "0.000000 dismiss #2 completed",
        ])
    }

    @Test func unknownSeguesAndUnreachableUnwindsAreErrors() throws {
        let board = try storyboard()
        let blue = try board.instantiateViewController(withIdentifier: "blue")
        #expect(coreError { try blue.performSegue(withIdentifier: "RedSegue", sender: nil) }?.message
                == "Receiver (<ViewController: blue>) has no segue with identifier 'RedSegue'")
        let loose = ViewController(engine: engine)
        #expect(coreError { try loose.performSegue(withIdentifier: "GreenSegue", sender: nil) }?.message
                == "Receiver (<ViewController: ViewController#3>) has no segue with identifier 'GreenSegue'")
        let green = try board.instantiateViewController(withIdentifier: "green")
        #expect(coreError { try green.performSegue(withIdentifier: "unwindToBlue", sender: nil) }?.message
                == "unwind segue 'unwindToBlue' from <ViewController: green>: no controller of scene 'blue' presents or contains it")
    }

    // MARK: Seed 003 in Swift

    /// `TestSegue.perform()`, line by line.
    final class TestSegue: StoryboardSegue {
        override func perform() throws {
            let firstView = try source.view
            let secondView = try destination.view
            let screenHeight = source.engine.screen.bounds.height
            let screenWidth = source.engine.screen.bounds.width
            if identifier == "GreenSegue" {
                try secondView.setFrame(Rect(0, -screenHeight, screenWidth, screenHeight))
            } else {
                try secondView.setFrame(Rect(-screenWidth, 0, screenWidth, screenHeight))
            }
            try firstView.addSubview(secondView)
            try source.engine.animate(duration: 1.5, animations: {
                try secondView.setFrame(Rect(0, 0, screenWidth, screenHeight))
            }, completion: { _ in
                try self.source.present(self.destination, animated: false)
            })
        }
    }

    /// `TestUnwindSegue.perform()`, line by line.
    final class TestUnwindSegue: StoryboardSegue {
        override func perform() throws {
            let firstView = try source.view
            let secondView = try destination.view
            let screenHeight = source.engine.screen.bounds.height
            let screenWidth = source.engine.screen.bounds.width
            let thirdView = View(engine: source.engine)
            thirdView.name = "third"
            try thirdView.setFrame(Rect(0, 0, screenWidth, screenHeight))
            try thirdView.setBackgroundColor(firstView.backgroundColor)
            try firstView.addSubview(secondView)
            try firstView.addSubview(thirdView)
            try source.engine.animate(duration: 1.0, animations: {
                try thirdView.setFrame(Rect(screenWidth, screenHeight, screenWidth, screenHeight))
                try thirdView.setTransform(.rotation(.pi))
            }, completion: { _ in
                try self.source.dismiss(animated: false)
            })
        }
    }

    @Test func seed003SlidesInThenPresentsThenThrowsAwayThenDismisses() throws {
        let board = try storyboard(segue: TestSegue.init, unwind: TestUnwindSegue.init)
        let blue = try board.instantiateViewController(withIdentifier: "blue")
        try engine.window.setRootViewController(blue)
        try blue.performSegue(withIdentifier: "YellowSegue", sender: nil)
        let yellow = try #require(engine.window.find("yellow"))
        #expect(yellow.superview === (try blue.view) && blue.presentedViewController == nil)
        try engine.clock.advance(0.75)                    // halfway: easeInOut(½) = ½
        expectClose(yellow.presentation.frame, Rect(-W / 2, 0, W, H), 1e-9)
        try engine.clock.advance(0.75)                    // the animation's completion presents
        #expect(blue.presentedViewController?.displayName == "yellow")
        #expect(engine.windowSubviewNames == ["container(yellow)[yellow]"] && yellow.frame == Rect(0, 0, W, H))

        let source = try #require(blue.presentedViewController)
        try source.performSegue(withIdentifier: "unwindToBlue", sender: nil)
        #expect(try blue.view.superview === source.view)   // borrowed under the thrown view
        let third = try #require(engine.window.find("third"))
        try engine.clock.advance(0.5)                     // a quarter turn about (W, H)
        expectClose(third.presentation.frame, Rect(W - H / 2, H - W / 2, H, W), 1e-9)
        try engine.clock.advance(0.5)
        #expect(blue.presentedViewController == nil && engine.windowSubviewNames == ["blue"])
        try engine.clock.runUntilIdle()
        #expect(engine.timeline.map(\.description) == [
            "0.000000 segue YellowSegue blue -> yellow",
            "0.000000 begin #1 [yellow.center] duration=1.5 curve=easeInOut",
            "1.500000 end #1 finished=true",
            "1.500000 completion #1 finished=true",
            "1.500000 present #1 yellow on blue style=fullScreen animated=false",
            "1.500000 present #1 completed",
            "1.500000 unwind unwindToBlue yellow -> blue",
            "1.500000 begin #2 [third.center, third.transform] duration=1 curve=easeInOut",
            "2.500000 end #2 finished=true",
            "2.500000 completion #2 finished=true",
            "2.500000 dismiss #2 yellow from blue animated=false",
            "2.500000 dismiss #2 completed",
        ])
    }
}
