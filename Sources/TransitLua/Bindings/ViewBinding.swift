import Lua
import TransitCore

/// `View`, `Label`, `ImageView` and `Window` (LUA_API.md "Views"): one registration table per
/// class. Setters go through the core's validated `set…` methods, so a NaN frame or a string
/// alpha is a Lua error naming the script's line, never a trap.
enum ViewBinding {
    static let maskKey = HiddenKey()

    static func install(on stage: Stage) {
        let lua = stage.lua, t = stage.values
        var view = LuaClassDefinition<View>(name: "View")
        view.property("frame", get: { c, v in c.push(v.frame, t) }, set: { c, v in try v.setFrame(c.rect(3, t)) })
        view.property("bounds", get: { c, v in c.push(v.bounds, t) }, set: { c, v in try v.setBounds(c.rect(3, t)) })
        view.property("center", get: { c, v in c.push(v.center, t) }, set: { c, v in try v.setCenter(c.point(3, t)) })
        view.property("transform", get: { c, v in c.push(v.transform, t) }, set: { c, v in try v.setTransform(c.transform(3, t)) })
        view.numberProperty("alpha", get: { $0.alpha }, set: { v, a in try v.setAlpha(a) })
        view.property("backgroundColor", get: { c, v in c.push(v.backgroundColor, t) },
                      set: { c, v in try v.setBackgroundColor(c.isNoneOrNil(3) ? nil : c.color(3, t)) })
        view.numberProperty("cornerRadius", get: { $0.cornerRadius }, set: { v, r in try v.setCornerRadius(r) })
        view.property("isHidden", get: { c, v in c.push(v.isHidden) }, set: { c, v in v.isHidden = try c.boolean(3) })
        view.property("clipsToBounds", get: { c, v in c.push(v.clipsToBounds) }, set: { c, v in v.clipsToBounds = try c.boolean(3) })
        view.property("isUserInteractionEnabled", get: { c, v in c.push(v.isUserInteractionEnabled) },
                      set: { c, v in v.isUserInteractionEnabled = try c.boolean(3) })
        view.property("name", get: { c, v in if let n = v.name { c.push(n) } else { c.pushNil() } },
                      set: { c, v in v.name = c.isNoneOrNil(3) ? nil : try c.name(3) })
        view.property("matchID", get: { c, v in if let m = v.matchID { c.push(m) } else { c.pushNil() } },
                      set: { c, v in v.matchID = c.isNoneOrNil(3) ? nil : try c.name(3) })
        view.property("tag", get: { c, v in c.push(v.tag) }, set: { c, v in v.tag = try c.integer(3) })
        // UIKit's `mask`; the view's Lua side keeps the mask's (its fields), as the Swift
        // side holds the mask strongly (View+Mask.swift)
        view.property("mask", get: { [unowned stage] c, v in stage.push(v.mask, c) }, set: { [unowned stage] c, v in
            try v.setMask(c.isNoneOrNil(3) ? nil : stage.view(c, 3))
            c.setHidden(1, maskKey, 3)
        })
        view.property("superview", get: { [unowned stage] c, v in stage.push(v.superview, c) })
        view.property("window", get: { [unowned stage] c, v in stage.push(v.window, c) })
        view.property("subviews", get: { [unowned stage] c, v in
            c.newTable(arrayCount: Int32(v.subviews.count))
            for (i, s) in v.subviews.enumerated() {             // Lua's 1 is UIKit's 0: the back-most
                stage.push(s, c)
                c.setIndex(-2, i + 1)
            }
        })
        view.property("presentation", get: { [unowned stage] c, v in
            let p = v.presentation
            try stage.throwDeferred()               // a Lua curve failed computing it: not a made-up value
            stage.pushPresentation(p, c)
        })

        view.method("addSubview") { [unowned stage] c, v in
            try v.addSubview(stage.view(c, 2))
            TreeKeys.keep(c, child: 2, by: 1, v, stage)
            return 0
        }
        view.method("insertSubview") { [unowned stage] c, v in
            let child = try stage.view(c, 2)
            try c.checkTable(3)
            if c.field(3, "at") != .nil {
                let at = try c.integer(-1)
                guard at >= 1 else { throw c.argumentError(3, "'at' is a Lua index: 1 is the back-most (got \(at))") }
                try v.insertSubview(child, at: at - 1)
            } else if c.field(3, "below") != .nil {
                try v.insertSubview(child, belowSubview: stage.view(c, -1))
            } else if c.field(3, "above") != .nil {
                try v.insertSubview(child, aboveSubview: stage.view(c, -1))
            } else {
                throw c.argumentError(3, "expected {at = n}, {below = view} or {above = view}")
            }
            TreeKeys.keep(c, child: 2, by: 1, v, stage)
            return 0
        }
        view.method("removeFromSuperview") { [unowned stage] c, v in
            if let parent = v.superview {
                stage.push(parent, c)
                c.setHiddenMember(-1, TreeKeys.subviews, 1, false)
                c.pop()
            }
            v.removeFromSuperview()
            return 0
        }
        view.method("snapshotView") { [unowned stage] c, v in
            try c.admitObject()
            stage.push(v.snapshotView(), c)
            return 1
        }
        view.method("bringSubviewToFront") { [unowned stage] c, v in v.bringSubviewToFront(try stage.view(c, 2)); return 0 }
        view.method("sendSubviewToBack") { [unowned stage] c, v in v.sendSubviewToBack(try stage.view(c, 2)); return 0 }
        view.method("isDescendant") { [unowned stage] c, v in c.push(v.isDescendant(of: try stage.view(c, 2))); return 1 }
        view.method("find") { [unowned stage] c, v in stage.push(v.find(try c.string(2)), c); return 1 }
        view.method("convert") { [unowned stage] c, v in try stage.convert(c, v); return 1 }
        view.method("removeAllAnimations") { _, v in v.removeAllAnimations(); return 0 }
        LayoutBinding.addMembers(to: &view, stage: stage)
        HitTestBinding.addMembers(to: &view, stage: stage)
        EventBinding.addViewMembers(&view, stage)
        LayerBinding.addViewMembers(&view, stage)
        view.description { (v: View) -> String in ViewBinding.describe(v) }
        for name in UIKitMethod.functionFields(of: .view) { view.functionField(name) }
        lua.defineClass(view, as: stage.classes.view)

        var label = LuaClassDefinition<Label>(name: "Label", parent: stage.classes.view)
        label.property("text", get: { c, l in c.push(l.text) }, set: { c, l in l.text = try c.string(3) })
        label.property("textColor", get: { c, l in c.push(l.textColor, t) }, set: { c, l in l.textColor = try c.color(3, t) })
        label.numberProperty("fontSize", get: { $0.fontSize }, set: { l, size in try l.setFontSize(size) })
        label.property("textAlignment", get: { c, l in c.push(l.textAlignment.rawValue) }, set: { c, l in
            let name = try c.string(3)
            guard let a = TextAlignment(rawValue: name) else {
                throw c.argumentError(3, "textAlignment is one of \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
            }
            l.textAlignment = a
        })
        label.description { (l: Label) -> String in ViewBinding.describe(l) + " text=" + quoted(l.text) }
        lua.defineClass(label, as: stage.classes.label)

        var image = LuaClassDefinition<ImageView>(name: "ImageView", parent: stage.classes.view)
        image.property("image", get: { c, i in if let n = i.imageName { c.push(n) } else { c.pushNil() } },
                       set: { c, i in i.imageName = c.isNoneOrNil(3) ? nil : try c.name(3) })
        image.description { (i: ImageView) -> String in
            ViewBinding.describe(i) + (i.imageName.map { " image=" + quoted($0) } ?? "")
        }
        lua.defineClass(image, as: stage.classes.imageView)

        var window = LuaClassDefinition<Window>(name: "Window", parent: stage.classes.view)
        window.property("rootViewController", get: { [unowned stage] c, w in stage.push(w.rootViewController, c) },
                        set: { [unowned stage] c, w in try stage.setRootViewController(c, w) })
        window.property("interfaceOrientation", get: { [unowned stage] c, _ in c.push(stage.engine.interfaceOrientation.rawValue) })
        EventBinding.addWindowMembers(&window, stage)
        window.description { (w: Window) -> String in ViewBinding.describe(w) }
        lua.defineClass(window, as: stage.classes.window)

        // host functions the prelude's constructors call
        for (kind, make) in [("View", { (e: Engine) -> View in View(engine: e) }),
                             ("Label", { Label(engine: $0) }), ("ImageView", { ImageView(engine: $0) })] {
            stage.makers.add(kind) { [unowned stage] c in
                try c.admitObject()
                stage.push(make(stage.engine), c)
                return 1
            }
        }
    }

    /// `View "photo" frame=(20,150,100,100) alpha=1`: one line, as the REPL and traces show it.
    static func describe(_ v: View) -> String {
        let f = v.frame
        var s = "\(v.typeName) \(quoted(v.displayName)) frame=(\(formatNumber(f.x)),\(formatNumber(f.y)),\(formatNumber(f.width)),\(formatNumber(f.height))) alpha=\(formatNumber(v.alpha))"
        if v.isHidden { s += " hidden" }
        return s
    }

    static func quoted(_ s: String) -> String { "\"" + s + "\"" }

    /// Runs the constructors' prelude (`View{…}` and friends), after every binding is in.
    static func runPrelude(on stage: Stage) throws(LuaError) {
        try stage.lua.load(prelude: ViewPrelude.file)
        stage.makers.add("raise", ValueMethods.raiseAtScriptLine)   // a constructor's argument error
        stage.makers.push(on: stage.lua)
        try stage.lua.call(arguments: 1, results: 0)
        stage.makers = Makers()                          // the prelude holds them now
    }
}

extension Stage {
    /// Pushes a view as its own class (`Label`, `Window` …), or nil (public for host functions
    /// of other modules, such as `transit test`'s motion matchers).
    public func push(_ view: View?, _ c: LuaCall) {
        guard let view else { c.pushNil(); return }
        if c.pushBoxed(view) { return }                            // the kind matters for a new box only
        switch view {
        case is Window: c.pushNewBox(view, as: classes.window)
        case is CollectionView: c.pushNewBox(view, as: classes.collectionView)
        case is CollectionViewCell: c.pushNewBox(view, as: classes.cell)
        case is Label: c.pushNewBox(view, as: classes.label)
        case is ImageView: c.pushNewBox(view, as: classes.imageView)
        default: c.pushNewBox(view, as: classes.view)
        }
    }

    /// The view argument at `i` ("View expected, got nil" otherwise).
    func view(_ c: LuaCall, _ i: Int32) throws -> View {
        try c.object(i, classes.view, as: View.self)
    }

    /// The view at `i`, or nil when the value there is not a live view (for host functions of
    /// other modules, such as `transit test`'s snapshots).
    public func optionalView(_ c: LuaCall, _ i: Int32) -> View? {
        c.optionalObject(i, classes.view) as? View
    }

    func pushPresentation(_ p: Presentation, _ c: LuaCall) {
        c.newTable(fieldCount: 8)
        c.push(p.frame, values); c.setField(-2, "frame")
        c.push(p.bounds, values); c.setField(-2, "bounds")
        c.push(p.center, values); c.setField(-2, "center")
        c.push(p.transform, values); c.setField(-2, "transform")
        c.push(p.alpha); c.setField(-2, "alpha")
        c.push(p.backgroundColor, values); c.setField(-2, "backgroundColor")
        c.push(p.cornerRadius); c.setField(-2, "cornerRadius")
        LayerBinding.pushPresentation(p, c, values)
        c.setField(-2, "layer")
    }

    /// `v:convert(rectOrPoint, {from = u} | {to = u})`. UIKit's nil view (the window) cannot
    /// be written in a Lua table (`{from = nil}` is `{}`), so an empty table is an error that
    /// says to pass `window`. Both keys at once are an error too: UIKit has two methods,
    /// `convert(_:from:)` and `convert(_:to:)`, and no call means both.
    func convert(_ c: LuaCall, _ v: View) throws {
        try c.checkTable(3)
        let from: Bool
        if c.field(3, "from") != .nil {
            guard c.field(3, "to") == .nil else {
                throw c.argumentError(3, "'from' and 'to' cannot be combined (UIKit's convert(_:from:) and convert(_:to:) are two methods)")
            }
            c.pop()
            from = true
        } else {
            c.pop()
            guard c.field(3, "to") != .nil else {
                throw c.argumentError(3, "expected {from = view} or {to = view} (for UIKit's nil, the window, pass window)")
            }
            from = false
        }
        let other = try view(c, c.top)
        c.pop()
        if c.type(2) == .table, c.field(2, "width") != .nil {
            c.pop()
            let r = try c.rect(2, values)
            let converted = from ? v.convert(r, from: other) : v.convert(r, to: other)
            guard converted.x.isFinite, converted.y.isFinite, converted.width.isFinite, converted.height.isFinite else {
                throw c.argumentError(2, Self.behindTheEye("a corner of the rect"))
            }
            c.push(converted, values)
        } else {
            if c.type(2) == .table { c.pop() }
            let p = try c.point(2, values)
            let converted = from ? v.convert(p, from: other) : v.convert(p, to: other)
            guard converted.x.isFinite, converted.y.isFinite else { throw c.argumentError(2, Self.behindTheEye("the point")) }
            c.push(converted, values)
        }
    }

    /// The core gives a point behind the eye of a perspective transform `(inf, inf)` (it has
    /// no image); a Lua `Point` is finite, so the script hears it at its `convert` line rather
    /// than where the value is next used (rev13).
    private static func behindTheEye(_ what: String) -> String {
        "\(what) falls behind the eye of a perspective transform on the way (w ≤ 0): it has no place there"
    }
}
