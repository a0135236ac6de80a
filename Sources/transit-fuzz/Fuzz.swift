#if canImport(Glibc)
import Glibc
#endif
import Lua
import TransitLua

// `make fuzz`: libFuzzer feeds "load and run a script under the limits" — the sandbox, a
// stage, the clock until idle — as `transit run` does, with small limits so each input is
// quick. A crash, a sanitizer report or a hang is a finding; a Lua error is not.
// Built only by `make fuzz` (Tests/Fuzz/run.sh: -DTRANSIT_FUZZ -sanitize=fuzzer,address); in
// every other build this target is a stub, so `make test` needs no special flags.
//
// Two readings of an input, by its first byte:
// - text (a first byte of 8 or more): the input is the script, so the seed scripts mutate;
// - a program (a first byte below 8, which no script starts with): each byte picks an engine
//   call from `EngineCalls.templates`
//   and the bytes after it pick its numbers from `EngineCalls.numbers` (NaN, infinities,
//   2^62, 8e12 …), each call wrapped in pcall so one error does not end the program. Byte
//   mutations of Lua text rarely reach the engine's arithmetic; this reaches it at once.

enum EngineCalls {
    static let numbers = [
        "0", "1", "-1", "0.5", "2", "3", "100", "1e-9", "1e-6", "1/60", "1e6", "1.6e11", "8e12",
        "1e15", "2^53", "2^62", "2^63", "1e300", "-1e300", "0/0", "1/0", "-1/0", "math.maxinteger",
        "math.mininteger", "1e-300", "-0.0", "1e13", "0.999999",
    ]

    /// Moderate amounts of time, for what makes the clock run: a huge `clock.step` or pan
    /// duration is a hang the corpus already has (ccalls/), and it would take every run. So
    /// are the factors and counts whose overflow the corpus already has (fuzz/): left wild,
    /// they end most programs in the same Int64 trap.
    static let times = ["0", "1/60", "0.1", "0.5", "1", "2", "10", "1e-9", "-1", "0/0", "1/0"]

    /// `#` is replaced by a number, `@` by a time.
    static let templates = [
        "clock.advance(@)", "clock.step(@)", "clock.step(3)", "clock.fps = #", "clock.runUntilIdle()",
        "v.alpha = #", "v.center = Point(#, #)", "v.bounds = Rect(#, #, #, #)",
        "v.frame = Rect(#, #, #, #)", "v.transform = Transform(#, #, #, #, #, #)",
        "v.transform = Transform.rotation(#):scaled(#, #)", "v.cornerRadius = #", "v.tag = #",
        "View.animate(#, function() v.alpha = #; v.center = Point(#, #) end, function() end)",
        "View.animate{duration = #, delay = #, repeatCount = @, autoreverses = true, animations = function() v.center = Point(#, #) end}",
        "View.animate{duration = #, dampingRatio = #, initialVelocity = #, animations = function() v.bounds = Rect(0, 0, #, #) end}",
        "View.animate{duration = #, options = {'beginFromCurrentState', 'allowUserInteraction'}, animations = function() v.alpha = # end}",
        "View.animate{duration = #, curve = Easing.steps(#), animations = function() v.alpha = # end}",
        "View.animate{duration = #, curve = Easing.spring{mass = #, stiffness = #, damping = #}, animations = function() v.center = Point(#, #) end}",
        "View.animate{duration = #, curve = Easing.cubicBezier(#, #, #, #), animations = function() v.transform = Transform.scale(#, #) end}",
        "View.animate{curve = Easing.spring{duration = #, bounce = #}, animations = function() w.center = Point(#, #) end}",
        "View.animateKeyframes(#, {}, function() View.addKeyframe(#, #, function() v.alpha = # end) end)",
        "a = PropertyAnimator{duration = #, curve = 'linear', animations = function() v.alpha = #; v.center = Point(#, #) end}",
        "a:startAnimation(#)", "a:pauseAnimation()", "a.fractionComplete = #", "a:continueAnimation(nil, @)",
        "a:stopAnimation(false)", "a:stopAnimation(true)", "a:finishAnimation('current')", "a.isReversed = true",
        "a:addAnimations(function() v.center = Point(#, #) end, @)", "a:addCompletion(function() v.alpha = # end)",
        "a.pausesOnCompletion = true",
        "window:tap(#, #)", "window:pan{from = Point(#, #), to = Point(#, #), duration = @}",
        "t = window:touch(Point(#, #))", "t:move(Point(#, #), @)", "t:lift()",
        "window:pinch{center = Point(#, #), fromScale = @, toScale = #, duration = @}",
        "root:present(other, true)", "root:present(other, false)", "root:dismiss(true)", "other:dismiss(false)",
        "root:present(sheet, true)", "interaction:update(#)", "interaction:finish()", "interaction:cancel()",
        "interaction:pause()", "interaction.completionSpeed = @",
        "nav:push(ViewController{}, true)", "nav:pop(true)", "nav:popToRoot(false)",
        "device.orientation = 'landscapeRight'", "device.orientation = 'portrait'", "device.profile = 'iPad'",
        "v:removeFromSuperview()", "window:addSubview(v)", "w = View{frame = Rect(#, #, #, #)}; v:addSubview(w)",
        "v:snapshotView()", "v:removeAllAnimations()", "v:layoutIfNeeded()", "v:setNeedsLayout()",
        "task(function() wait(@); v.alpha = # end)", "v.layer.transform = Transform3D.rotation(#, 0, 0, 1)",
        "v.layer.anchorPoint = Point(#, #)", "v.layer.zPosition = #", "local _ = v.presentation.frame",
        "local _ = w:convert(Point(#, #), {to = window})", "collectgarbage()",
        "cv.itemSize = Size(#, #)", "cv.spacing = #", "cv.contentOffset = Point(#, #)", "cv:reloadData()",
        "cv:selectItem(#)", "local _ = cv:cellForItem(#)", "window:addSubview(cv)",
        "cv.minimumInteritemSpacing = #", "cv.minimumLineSpacing = #", "cv.sectionInset = EdgeInsets(#, #, #, #)",
        "cv.frame = Rect(0, 0, #, #); cv:layoutIfNeeded()", "View.animate(#, function() cv.bounds = Rect(#, #, #, #); window:layoutIfNeeded() end)",
        "v:addSubview(cv); cv.autoresizingMask = {'flexibleWidth', 'flexibleHeight'}",
        "v:insertSubview(w, {at = #})", "w:pin{insets = EdgeInsets(#, #, #, #)}", "v.autoresizingMask = 'flexibleWidth'",
        "v.bounds = Rect(0, 0, #, #); v:layoutIfNeeded()", "View.performWithoutAnimation(function() v.alpha = # end)",
        "View.animate(#, function() v:layoutIfNeeded(); w.frame = Rect(#, #, #, #) end)",
        "View.animate(#, function() device.orientation = 'landscapeLeft' end)",
        "a:addAnimations(function() v.alpha = # end)", "v.gestureRecognizers = {}",
        "a:continueAnimation(SpringTimingParameters{dampingRatio = @, initialVelocity = {dx = #, dy = #}}, @)",
        "a:continueAnimation(SpringTimingParameters{mass = @, stiffness = #, damping = #}, @)",
        "a:finishAnimation('end')", "a:finishAnimation('start')", "v.center = Point(#, #)",
    ]

    /// The Lua program an input describes (its first byte is the mode byte, skipped).
    static func program(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var lines = [prelude]
        var i = 1
        while i < bytes.count && lines.count < 40 {
            var line = templates[Int(bytes[i]) % templates.count]
            i += 1
            while let hole = line.firstIndex(where: { $0 == "#" || $0 == "@" }) {
                let list = line[hole] == "#" ? numbers : times
                let number = i < bytes.count ? list[Int(bytes[i]) % list.count] : "1"
                i += 1
                line.replaceSubrange(hole...hole, with: "(" + number + ")")
            }
            lines.append("pcall(function() \(line) end)")
        }
        return lines.joined(separator: "\n")
    }

    static let prelude = """
        v = View{frame = Rect(10, 10, 100, 100), name = "v"}
        window:addSubview(v)
        w = View{frame = Rect(5, 5, 20, 20)}
        v:addSubview(w)
        v:addGestureRecognizer(PanGestureRecognizer(function(g) v.center = g:location() end))
        v:addGestureRecognizer(PinchGestureRecognizer(function(g) v.alpha = g.velocity; g.scale = 1 end))
        w:addGestureRecognizer(TapGestureRecognizer(function() w.alpha = 0.5 end))
        root = ViewController{}
        window.rootViewController = root
        other = ViewController{}
        sheet = ViewController{}
        interaction = PercentDrivenInteractiveTransition{wantsInteractiveStart = true}
        local animator = {
          transitionDuration = function() return 0.3 end,
          animateTransition = function(self, ctx)
            View.animate(0.3, function() ctx:view("to").alpha = 0.5 end,
              function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
          end,
        }
        sheet.transitioningDelegate = {
          animationControllerForPresented = function() return animator end,
          animationControllerForDismissed = function() return animator end,
          interactionControllerForPresentation = function() return interaction end,
        }
        nav = NavigationController{rootViewController = ViewController{}}
        a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
        cv = CollectionView{frame = Rect(0, 0, 200, 300)}
        cv.dataSource = {numberOfItems = function() return 40 end,
                         cellForItemAt = function(_, _, i) return CollectionViewCell{tag = i} end}
        w.layoutSubviews = function(self) self.alpha = 0.9 end
        """
}

#if TRANSIT_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func transitFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let source = size > 0 && bytes[0] < 8
        ? EngineCalls.program(bytes) : String(decoding: bytes, as: UTF8.self)
    if getenv("TRANSIT_FUZZ_PRINT") != nil {   // replaying a finding: show the script it ran
        var text = source + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
    var options = ScriptRuntime.Options()
    options.limits = LuaLimits(memory: 32 << 20, instructions: 2_000_000, seconds: 1, hostObjects: 20_000)
    guard let stage = try? Stage(options: options) else { return 0 }
    stage.runtime.output = { _ in }
    stage.runtime.warnings = { _ in }
    do {
        try stage.run(source, chunkName: "@fuzz.lua")
        try stage.runUntilIdle()
    } catch {
        // a script error is the expected outcome of most inputs
    }
    return 0
}

/// libFuzzer's own entry (LLVM 11+). SwiftPM renames an executable's `main` so that tests can
/// link it, which hides libFuzzer's `main`; this target keeps a Swift `main` that hands over.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@main enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, transitFuzzOneInput))
    }
}
#else
@main enum FuzzStub {
    static func main() {
        print("transit-fuzz is a libFuzzer target: build and run it with `make fuzz`")
    }
}
#endif
