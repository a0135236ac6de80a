import Testing
@testable import TransitCore

@Suite struct ViewHierarchyTests {
    let engine = Engine()

    private func named(_ n: String) -> View {
        let v = View(engine: engine)
        v.name = n
        return v
    }

    private func names(_ v: View) -> [String] { v.subviews.map(\.displayName) }

    @Test func addInsertAndReorder() throws {
        let p = named("p"), a = named("a"), b = named("b"), c = named("c"), d = named("d")
        try p.addSubview(a)
        try p.addSubview(b)
        try p.insertSubview(c, at: 0)
        #expect(names(p) == ["c", "a", "b"])
        try p.insertSubview(d, belowSubview: b)
        #expect(names(p) == ["c", "a", "d", "b"])
        try p.insertSubview(c, aboveSubview: b)
        #expect(names(p) == ["a", "d", "b", "c"])
        p.sendSubviewToBack(c)
        p.bringSubviewToFront(a)
        #expect(names(p) == ["c", "d", "b", "a"])
        try p.addSubview(d)  // an existing subview moves to the front
        #expect(names(p) == ["c", "b", "a", "d"])
        try p.insertSubview(b, at: 99)
        #expect(names(p) == ["c", "a", "d", "b"])
        #expect(b.superview === p)
    }

    @Test func reparentingRemovesFromTheOldParent() throws {
        let p = named("p"), q = named("q"), a = named("a")
        try p.addSubview(a)
        try q.addSubview(a)
        #expect(p.subviews.isEmpty && names(q) == ["a"] && a.superview === q)
        a.removeFromSuperview()
        #expect(q.subviews.isEmpty && a.superview == nil)
    }

    @Test func cyclesAreRefusedAndTheTreeIsUnchanged() throws {
        let p = named("p"), a = named("a"), b = named("b")
        try p.addSubview(a)
        try a.addSubview(b)
        let selfAdd = coreError { try a.addSubview(a) }
        #expect(selfAdd?.kind == .hierarchyCycle)
        #expect(selfAdd?.message == "addSubview: cannot add a to itself")
        let e = coreError { try b.addSubview(p) }
        #expect(e?.kind == .hierarchyCycle)
        #expect(e?.message == "addSubview: cannot add p into its own subtree (under b)")
        #expect(coreError { try b.insertSubview(a, at: 0) }?.kind == .hierarchyCycle)
        #expect(a.superview === p && b.superview === a && p.superview == nil)
        #expect(names(p) == ["a"] && names(a) == ["b"])
    }

    @Test func siblingMustBeASubview() throws {
        let p = named("p"), a = named("a"), stranger = named("s")
        let e = coreError { try p.insertSubview(a, belowSubview: stranger) }
        #expect(e?.kind == .notASubview)
        #expect(e?.message == "insertSubview(below:): s is not a subview of p")
        #expect(coreError { try p.insertSubview(a, aboveSubview: stranger) }?.kind == .notASubview)
        #expect(coreError { try p.insertSubview(a, at: -1) }?.kind == .invalidArgument)
        #expect(a.superview == nil)
    }

    @Test func viewsOfAnotherEngineAreRefused() {
        let other = Engine()
        #expect(coreError { try engine.window.addSubview(View(engine: other)) }?.kind == .wrongEngine)
        // a mask too (View+Mask.swift): refused, and neither view changed
        let v = named("v"), stranger = View(engine: other)
        let e = coreError { try v.setMask(stranger) }
        #expect(e?.kind == .wrongEngine)
        #expect(e?.message == "mask: \(stranger.displayName) belongs to another engine")
        #expect(v.mask == nil && stranger.maskedView == nil)
    }

    @Test func findWindowAndDescendants() throws {
        let a = named("a"), b = named("b"), c = named("target"), d = named("target")
        try engine.window.addSubview(a)
        try a.addSubview(b)
        try b.addSubview(c)
        try a.addSubview(d)
        #expect(engine.window.find("target") === c)   // depth-first: b's subtree before d
        #expect(a.find("a") === a)
        #expect(a.find("nobody") == nil)
        #expect(c.window === engine.window)
        #expect(named("loose").window == nil)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: c) && !a.isDescendant(of: c))
        #expect(c.root === engine.window)
    }

    @Test func subclassesAndNames() throws {
        let l = Label(engine: engine)
        l.text = "①"
        try l.setFontSize(24)
        #expect(l.displayName == "Label#\(l.objectID)")
        #expect(coreError { try l.setFontSize(.nan) }?.kind == .invalidNumber)
        let i = ImageView(engine: engine)
        i.imageName = "photo"
        i.contentMode = .scaleAspectFill
        #expect(i.typeName == "ImageView" && engine.window.typeName == "Window")
        #expect(l.fontSize == 24 && l.textAlignment == .natural)
    }
}
