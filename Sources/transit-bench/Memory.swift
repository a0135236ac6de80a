import Foundation
import TransitLua

/// Bytes of malloc's heap in use, from glibc's `malloc_info` report (its `mallinfo2` is
/// not visible to Swift; `malloc_info` is found with `dlsym`): the system memory of every
/// arena minus its free chunks, plus mmapped blocks.
func heapInUse() -> Int {
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return 0 }
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return 0 }
    _ = unsafeBitCast(symbol, to: MallocInfo.self)(0, stream)
    fclose(stream)
    defer { free(buffer) }
    let xml = buffer.map { String(cString: $0) } ?? ""
    // The totals over all arenas follow the last arena's </heap>.
    let totals = xml.range(of: "</heap>", options: .backwards).map { String(xml[$0.upperBound...]) } ?? xml
    func size(_ element: String) -> Int {
        guard let r = totals.range(of: element) else { return 0 }
        let rest = totals[r.upperBound...]
        guard let s = rest.range(of: "size=\"") else { return 0 }
        return Int(rest[s.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    return size("<system type=\"current\"") - size("<total type=\"fast\"") - size("<total type=\"rest\"")
        + size("<total type=\"mmap\"")
}

/// Heap bytes per animated view: N views made and added to the window from Lua, then each
/// given the tween's animation block; heap measured after a full collection at each
/// step. Reported whole (what a script pays for an animated view) and split (the view, its
/// animation).
func memorySection(_ report: Report, views: Int, reps: Int) throws {
    report.section("Memory: heap bytes in use per view, \(views) views set up from Lua (after a full GC); \(reps) repetitions")
    var whole = Samples(), plain = Samples(), animation = Samples()
    for _ in 0..<reps {
        var options = ScriptRuntime.Options.unsafe
        options.limits.hostObjects = 0
        let stage = try Stage(options: options)
        stage.engine.recordsTimeline = false
        try stage.run("collectgarbage() collectgarbage()", chunkName: "=gc")
        let before = heapInUse()
        try stage.run("""
        views = {}
        for i = 1, \(views) do
          local v = View{frame = Rect(0, 0, 100, 100)}
          window:addSubview(v)
          views[i] = v
        end
        collectgarbage() collectgarbage()
        """, chunkName: "=views")
        let made = heapInUse()
        try stage.run("""
        local target, rotation = Rect(375, 667, 375, 667), Transform.rotation(math.pi)
        for i = 1, #views do
          local v = views[i]
          View.animate(1, function()
            v.frame = target
            v.alpha = 0
            v.transform = rotation
          end)
        end
        collectgarbage() collectgarbage()
        """, chunkName: "=animate")
        let animated = heapInUse()
        if stage.engine.runningAnimationCount != views { fatalError("memory: \(stage.engine.runningAnimationCount) blocks running") }
        whole.append(Double(animated - before) / Double(views))
        plain.append(Double(made - before) / Double(views))
        animation.append(Double(animated - made) / Double(views))
    }
    report.add("memory.per_animated_view", whole, "B", target: .atMost(1024))
    report.add("memory.per_view_unanimated", plain, "B")
    report.add("memory.per_animation", animation, "B")
}
