import TransitCore
import TransitLua

/// Seed 000's inline ⇄ full-screen player (`transitions/fullscreen.lua`) as
/// `scripts/bench/cycles/fullscreen.lua` uses it: a portrait-only inline controller holds the
/// player 100 points down; a cycle opens it full screen (a new full-screen controller each
/// time: fade to black, force landscape, grow) and brings it back inline (force portrait,
/// shrink, fade to clear, dismiss).
enum FullScreenTwin {
    static let twin = Twin(name: "fullscreen", lua: lua, swift: swift)

    /// The two directions are the script's functions, called from Swift through two globals.
    static func lua() throws -> TwinScene {
        let stage = try TwinScene.stage("""
            local FullScreen = require "transitions.fullscreen"
            local W = screen.bounds.width
            local inline = ViewController{
              name = "inline",
              shouldAutorotate = false,
              supportedInterfaceOrientations = "portrait",
              openFullScreen = FullScreen.openFullScreen,
              viewDidLoad = function(self)
                local holder = View{name = "playerHolder", frame = Rect(0, 100, W, W * 9 / 16)}
                self.targetView = View{name = "player", frame = Rect(0, 0, W, W * 9 / 16)}
                holder:addSubview(self.targetView)
                self.view:addSubview(holder)
              end,
            }
            window.rootViewController = inline
            function twinPresent() inline:openFullScreen() end
            function twinDismiss() inline.presentedViewController:animateToInline() end
            """, chunkName: "=fullscreen")
        let lua = stage.lua
        func call(_ name: String) throws {
            _ = try lua.getGlobal(name)
            try lua.call(arguments: 0, results: 0)
        }
        return TwinScene(engine: stage.engine, stage: stage, present: { try call("twinPresent") },
                         dismiss: { try call("twinDismiss") })
    }

    static func swift() throws -> TwinScene {
        let engine = Engine()
        let inline = InlineController(engine: engine)
        inline.name = "inline"
        try engine.window.setRootViewController(inline)
        return TwinScene(engine: engine, stage: nil, present: { try inline.openFullScreen() }, dismiss: {
            guard let fullScreen = inline.presentedViewController as? FullScreenController else {
                throw TwinError("fullscreen: the player is not full screen")
            }
            try fullScreen.animateToInline()
        })
    }

    // MARK: The Swift side

    /// The script's inline controller: portrait only, the player in a holder.
    final class InlineController: ViewController {
        private(set) var targetView: View?

        override func shouldAutorotate() throws -> Bool { false }
        override func supportedInterfaceOrientations() throws -> InterfaceOrientationMask { .portrait }

        override func viewDidLoad() throws {
            let W = engine.screen.bounds.width
            let holder = View(engine: engine)
            holder.name = "playerHolder"
            try holder.setFrame(Rect(0, 100, W, W * 9 / 16))
            let player = View(engine: engine)
            player.name = "player"
            try player.setFrame(Rect(0, 0, W, W * 9 / 16))
            targetView = player
            try holder.addSubview(player)
            try view.addSubview(holder)
        }

        /// fullscreen.lua's `openFullScreen`, line by line.
        func openFullScreen() throws {
            let sampleFullScreenVC = FullScreenController(engine: engine)
            sampleFullScreenVC.name = "fullscreen"
            sampleFullScreenVC.modalPresentationStyle = .overFullScreen
            try sampleFullScreenVC.view.setBackgroundColor(.clear)

            try present(sampleFullScreenVC, animated: false, completion: { [self] in
                if let targetView { try sampleFullScreenVC.animateToFullScreen(targetView) }
            })
        }
    }

    /// fullscreen.lua's `FullScreen.new()` controller, its two functions line by line.
    final class FullScreenController: ViewController {
        private var targetView: View!
        private var originalSuperviewOfTargetView: View?
        private var initialTargetViewFrame = Rect.zero

        override func shouldAutorotate() throws -> Bool { true }
        override func supportedInterfaceOrientations() throws -> InterfaceOrientationMask { .allButUpsideDown }

        func animateToFullScreen(_ targetView: View) throws {
            self.targetView = targetView
            originalSuperviewOfTargetView = targetView.superview
            initialTargetViewFrame = try view.convert(targetView.frame, from: targetView.superview)
            try targetView.setFrame(initialTargetViewFrame)
            try view.addSubview(targetView)

            try engine.animate(duration: 0.5, animations: {
                try view.setBackgroundColor(.black)
            }, completion: { [self] _ in
                try engine.setDeviceOrientation(.landscapeRight)
                try engine.animate(duration: 0.5, animations: {
                    let superviewFrame = targetView.superview?.frame ?? .zero
                    try targetView.setFrame(Rect(0, 0, superviewFrame.width, superviewFrame.height))
                    try view.layoutIfNeeded()
                })
            })
        }

        func animateToInline() throws {
            try engine.setDeviceOrientation(.portrait)
            try engine.animate(duration: 0.5, animations: {
                let f = initialTargetViewFrame
                try targetView.setFrame(Rect(f.x, f.y, f.width, f.height))
                try view.layoutIfNeeded()
            }, completion: { [self] _ in
                try engine.animate(duration: 0.5, animations: {
                    try view.setBackgroundColor(.clear)
                }, completion: { [self] _ in
                    let targetView = targetView!
                    try originalSuperviewOfTargetView?.addSubview(targetView)
                    try targetView.setFrame(view.convert(initialTargetViewFrame, to: targetView.superview))
                    try dismiss(animated: false)
                })
            })
        }
    }
}
