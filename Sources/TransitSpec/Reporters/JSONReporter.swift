/// `--output json`: the whole run as one JSON document at the end.
public final class JSONReporter: Reporter {
    let write: (String) -> Void

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func finished(run: RunResult) {
        var fields: [(String, JSON)] = [
            ("summary", run.counts.json), ("snapshots", run.snapshots.json),
            ("duration", .number(run.duration)), ("stoppedEarly", .bool(run.stoppedEarly)),
        ]
        if let seed = run.shuffleSeed { fields.append(("seed", .string(String(seed)))) }
        fields.append(("files", .array(run.files.map(\.json))))
        write(JSON.object(fields).text(pretty: true) + "\n")
    }
}
