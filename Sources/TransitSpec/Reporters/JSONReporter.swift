/// `--output json`: the whole run as one JSON document at the end — Transit's summary and
/// files, and busted's four lists (`successes`, `failures`, `errors`, `pendings`, each
/// element with the test's full `name`, its `trace` and `message`), so a tool that reads
/// busted's `-o json` reads this too.
public final class JSONReporter: Reporter {
    let write: (String) -> Void
    /// busted's `--suppress-pending`: its `pendings` list is empty, as busted's handler never
    /// hears of them; Transit's summary and files still hold them.
    let suppressPending: Bool

    public init(suppressPending: Bool = false, write: @escaping (String) -> Void) {
        self.suppressPending = suppressPending
        self.write = write
    }

    public func finished(run: RunResult) {
        var fields: [(String, JSON)] = [
            ("summary", run.counts.json), ("snapshots", run.snapshots.json),
            ("duration", .number(run.duration)), ("stoppedEarly", .bool(run.stoppedEarly)),
        ]
        if let seed = run.shuffleSeed { fields.append(("seed", .string(String(seed)))) }
        fields.append(("files", .array(run.files.map(\.json))))
        let tests = run.tests
        func list(_ status: TestStatus) -> JSON { .array(tests.filter { $0.status == status }.map(\.bustedJSON)) }
        fields += [("successes", list(.passed)), ("failures", list(.failed)), ("errors", list(.errored)),
                   ("pendings", suppressPending ? .array([]) : list(.skipped)), ("excluded", .number(Double(run.excluded)))]
        write(JSON.object(fields).text(pretty: true) + "\n")
    }
}
