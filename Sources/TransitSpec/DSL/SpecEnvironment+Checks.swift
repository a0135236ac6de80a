import Lua
import TransitLua

/// The host side of assertions: counting them, raising failures at the spec's line, diffs,
/// warnings claimed by `expect_warning`, snapshots.
extension SpecEnvironment {
    func checks() -> [(String, HostFunction)] {
        [
            ("count", { [unowned self] _ in
                self.context?.assertions += 1
                return 0
            }),
            ("fail", { [unowned self] c in
                let (message, bytes) = try c.stringKeepingBytes(1)     // reports keep bytes that are not UTF-8
                self.context?.assertionFailure = message
                throw c.error(message, bytes: bytes)
            }),
            ("raise", { c in
                let (message, bytes) = try c.stringKeepingBytes(1)
                throw c.error(message, bytes: bytes)
            }),
            // spec_dsl.lua's `describe.x`: Lua's error of indexing a function, naming the
            // variable the script went through as stock names it
            ("indexed", { c in
                throw c.error("attempt to index a function value (\(c.indexedName(1, global: try c.string(2))))")
            }),
            ("checkNotRetired", { c in try c.checkNotRetired(1); return 0 }),
            ("diff", { c in
                c.push(LineDiff.annotated(expected: try c.string(1), received: try c.string(2)))
                return 1
            }),
            ("captureWarnings", { [unowned self] c in
                let context = try self.running(c, "expect_warning")
                self.stage.lua.drainWarnings()                     // earlier warnings are not this call's
                context.captures.append([])
                return 0
            }),
            ("capturedWarnings", { [unowned self] c in
                let context = try self.running(c, "expect_warning")
                self.stage.lua.drainWarnings()
                let got = context.captures.popLast() ?? []
                context.lastCaptured = got
                c.newTable(arrayCount: Int32(got.count))
                for (i, w) in got.enumerated() { c.push(w.text); c.setIndex(-2, i + 1) }
                return 1
            }),
            // a warning an expect_warning handed back, a finalizer's error still one; `true`:
            // only a finalizer's error (fn raised, its other warnings go with its failure);
            // `false`: as any warning (the call's failure lists it already)
            ("unexpectedWarning", { [unowned self] c in
                let context = try self.running(c, "expect_warning")
                let text = try c.string(1)
                let fromFinalizer = context.lastCaptured.contains { $0.text == text && $0.fromFinalizer }
                switch c.isNoneOrNil(2) ? nil : c.truthy(2) {
                case nil: context.warn(text, fromFinalizer: fromFinalizer)
                case true?: if fromFinalizer { context.warn(text, fromFinalizer: true) }
                case false?: context.warn(text)
                }
                return 0
            }),
            ("snapshot", { [unowned self] c in
                let context = try self.running(c, "toMatchSnapshot")
                let text = try c.string(1)
                // a test whose full name an earlier test of the file has too is told apart by its
                // place among the tests of that name declared (`occurrence`: the same under
                // --shuffle); two such tests overwrote each other's snapshots
                let test = context.test
                let name = test.fullName + (test.occurrence > 0 ? " [duplicate \(test.occurrence + 1)]" : "")
                    + ((try c.optionalString(2)).map { ": " + $0 } ?? "")
                let n = context.snapshotCounts[name, default: 0] + 1
                context.snapshotCounts[name] = n
                guard let problem = self.snapshots.check(key: "\(name) \(n)", text: text) else { return 0 }
                c.push(problem.summary)
                c.push(problem.details)
                return 2
            }),
            ("dumpView", { [unowned self] c in
                try c.checkNotRetired(1)          // not "any value": its text would pass a snapshot
                guard let view = self.stage.optionalView(c, 1) else { c.pushNil(); return 1 }
                c.push(try ViewDump.text(of: view))
                return 1
            }),
        ]
    }

    /// The running test's context, or an error naming what needs one.
    @discardableResult
    func running(_ c: LuaCall, _ what: String) throws -> TestContext {
        guard let context else { throw c.error("\(what) belongs inside a running test") }
        return context
    }
}
