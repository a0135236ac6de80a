import TransitCore
import TransitLua

/// Seed 003's two custom segues (`transitions/slide_segue.lua`, `transitions/throw_unwind.lua`)
/// in the article's storyboard: blue performs "GreenSegue" to green, green unwinds to blue.
/// Each twin scripts one of the two segues; the other is UIKit's plain segue (present or
/// dismiss without animation), the same on both sides.
enum Seed003Twins {
    static let slideSegue = Twin(name: "slide_segue", lua: { try lua(segue: "SlideSegue", unwind: "nil") },
                                 swift: { try swift(segue: SlideSegue.init, unwind: StoryboardSegue.init) })
    static let throwUnwind = Twin(name: "throw_unwind", lua: { try lua(segue: "nil", unwind: "ThrowUnwind") },
                                  swift: { try swift(segue: StoryboardSegue.init, unwind: ThrowUnwind.init) })

    static func lua(segue: String, unwind: String) throws -> TwinScene {
        let stage = try TwinScene.stage("""
            local SlideSegue = require "transitions.slide_segue"
            local ThrowUnwind = require "transitions.throw_unwind"
            for _, name in ipairs({"blue", "green"}) do
              storyboard.scene(name, function() return ViewController{name = name} end)
            end
            storyboard.segue{from = "blue", to = "green", identifier = "GreenSegue", class = \(segue)}
            storyboard.unwind{from = "green", to = "blue", identifier = "unwindToBlue", class = \(unwind)}
            window.rootViewController = storyboard.instantiate("blue")
            """, chunkName: "=seed003")
        return try scene(stage.engine, stage: stage)
    }

    static func swift(segue: @escaping (StoryboardSegue.Parts) -> StoryboardSegue,
                      unwind: @escaping (StoryboardSegue.Parts) -> StoryboardSegue) throws -> TwinScene {
        let engine = Engine()
        let board = Storyboard(engine: engine)
        for name in ["blue", "green"] {
            try board.registerScene(name) { [unowned engine] in
                let controller = ViewController(engine: engine)
                controller.name = name
                return controller
            }
        }
        try board.addSegue(SegueDefinition(identifier: "GreenSegue", source: "blue", destination: "green", make: segue))
        try board.addSegue(SegueDefinition(identifier: "unwindToBlue", source: "green", destination: "blue",
                                           isUnwind: true, make: unwind))
        try engine.window.setRootViewController(try board.instantiateViewController(withIdentifier: "blue"))
        return try scene(engine, stage: nil)
    }

    private static func scene(_ engine: Engine, stage: Stage?) throws -> TwinScene {
        guard let blue = engine.window.rootViewController else { throw TwinError("seed 003: no root controller") }
        return TwinScene(engine: engine, stage: stage, present: {
            try blue.performSegue(withIdentifier: "GreenSegue", sender: nil)
        }, dismiss: {
            guard let green = blue.presentedViewController else { throw TwinError("seed 003: green is not presented") }
            try green.performSegue(withIdentifier: "unwindToBlue", sender: nil)
        })
    }

    /// slide_segue.lua's `perform`, line by line.
    final class SlideSegue: StoryboardSegue {
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

    /// throw_unwind.lua's `perform`, line by line.
    final class ThrowUnwind: StoryboardSegue {
        override func perform() throws {
            let firstView = try source.view
            let secondView = try destination.view
            let screenHeight = source.engine.screen.bounds.height
            let screenWidth = source.engine.screen.bounds.width
            let thirdView = View(engine: source.engine)
            thirdView.name = "thirdView"
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
}

struct TwinError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
