import Testing

/// The sandbox's table.sort (Sources/CLuaShim/sort.c, Sources/CFixedClock): stock's, run
/// while the executable's clock() and time() give 0, so that ties end in the same order on
/// every run; and, where stock's own result never changes, exactly stock's.
@Suite struct SandboxSortTests {
    /// Stock picks the pivots of badly unbalanced partitions from clock() and time(): three
    /// runs of stock lua5.4 printed 553380939, 782389911 and 1970111264. The sandbox's runs
    /// print one number, the one stock lua5.4 prints with clock() and time() returning 0 (an
    /// LD_PRELOAD of those two): stock's algorithm, its "random" pivot fixed. Not required
    /// under --unsafe, which is stock.
    @Test func tiesEndInTheSameOrderOnEveryRun() throws {
        let path = "scripts/tests/differential/sort_ties.lua"
        var printed: [String] = []
        for _ in 0..<3 {
            let run = try Executable.transit("run", path)
            #expect(run.status == 0, "\(run.stderr)")
            printed.append(run.stdout)
        }
        #expect(printed == Array(repeating: "1150450392\n", count: 3))
    }

    /// Up to 100 elements, and with partitions that stay balanced, stock never draws a pivot:
    /// the same order of ties, the same comparator calls, the same errors — their positions
    /// and names too (`sort.lua:37: bad argument #1 to 'sort'`; called through a protected
    /// call, stock's errors named neither) — as Debian's lua5.4.
    @Test func smallSortsAndErrorsAreStocks() throws {
        let path = "scripts/tests/differential/sort.lua"
        let stock = try Executable.run("lua5.4", [path])
        let ours = try Executable.transit("run", path)
        #expect(stock.status == 0 && ours.status == 0, "\(ours.stderr)")
        #expect(stock.stdout.contains("sort.lua:46: invalid order function for sorting\n"))
        #expect(stock.stdout.contains("sort.lua:37: bad argument #1 to 'sort' (table expected, got nil)\n"))
        #expect(ours.stdoutBytes == stock.stdoutBytes)
    }

    /// A comparator's error that ends the script is the script's error, at its line, as stock
    /// reports it; the sort's depth goes back with the host's call (sort.c).
    @Test func aComparatorErrorEndsTheScriptAsStocks() throws {
        let script = "scripts/tests/differential/sort_error.lua"
        let stock = try Executable.run("lua5.4", [script])
        let ours = try Executable.transit("run", script)
        #expect(stock.status == 1 && ours.status == 1)
        #expect(stock.stderr.hasPrefix("lua5.4: \(script):3: bad comparator\n"))
        #expect(ours.stderr == "transit: " + stock.stderr.dropFirst("lua5.4: ".count))
    }
}
