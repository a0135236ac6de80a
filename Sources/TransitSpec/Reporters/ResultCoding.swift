/// Results as JSON: the shape of `--output json`, and what a worker process prints for its
/// file (each result on its line as it is decided, then the file's report counting them).
/// Decoding is strict enough to notice a worker that died mid-write.
extension TestResult {
    var json: JSON {
        var fields: [(String, JSON)] = [
            ("name", .string(name)),
            ("blocks", .array(blocks.map(JSON.string))),
            ("fullName", .string(fullName)),
            ("file", .string(file)),
            ("line", .number(Double(line))),
        ]
        if let source { fields.append(("source", .string(source))) }
        fields += [
            ("status", .string(status.rawValue)),
            ("duration", .number(duration)),
            ("assertions", .number(Double(assertions))),
        ]
        if let skipReason { fields.append(("skipReason", .string(skipReason))) }
        if let failure {
            var parts: [(String, JSON)] = [
                ("location", .string(failure.location)), ("message", .string(failure.message)),
                ("details", .string(failure.details)), ("traceback", .string(failure.traceback)),
            ]
            if let raised = failure.raisedBytes { parts.append(("raisedBytes", .array(raised.map { .number(Double($0)) }))) }
            if failure.endsLine { parts.append(("endsLine", .bool(true))) }
            fields.append(("failure", .object(parts)))
        }
        if !output.isEmpty { fields.append(("output", .array(output.map(JSON.string)))) }
        if linesAfterFailure > 0 { fields.append(("linesAfterFailure", .number(Double(linesAfterFailure)))) }
        if !attachments.isEmpty { fields.append(("attachments", .array(attachments.map(JSON.string)))) }
        if !printedBefore.isEmpty { fields.append(("printedBefore", .array(printedBefore.map(JSON.string)))) }
        if let listing { fields.append(("listing", .string(listing))) }
        if let randomSeed { fields.append(("randomSeed", .number(Double(randomSeed)))) }
        if outsideTests { fields.append(("outsideTests", .bool(true))) }
        if fromHook { fields.append(("fromHook", .bool(true))) }
        if besideItsTest { fields.append(("besideItsTest", .bool(true))) }
        if uncompiled { fields.append(("uncompiled", .bool(true))) }
        if let fullNameBytes { fields.append(("fullNameBytes", .array(fullNameBytes.map { .number(Double($0)) }))) }
        return .object(fields)
    }

    init?(json: JSON) {
        guard let name = json["name"]?.string, let file = json["file"]?.string, let line = json["line"]?.integer,
              let status = json["status"]?.string.flatMap(TestStatus.init(rawValue:)) else { return nil }
        var failure: Failure?
        if let f = json["failure"] {
            failure = Failure(location: f["location"]?.string ?? "", message: f["message"]?.string ?? "",
                              details: f["details"]?.string ?? "", traceback: f["traceback"]?.string ?? "")
            failure?.raisedBytes = f["raisedBytes"]?.array?.compactMap { $0.integer.flatMap(UInt8.init(exactly:)) }
            failure?.endsLine = f["endsLine"] == .bool(true)
        }
        self.init(file: file, blocks: json["blocks"]?.array?.compactMap(\.string) ?? [], name: name, line: line,
                  status: status, failure: failure, skipReason: json["skipReason"]?.string,
                  duration: json["duration"]?.number ?? 0, assertions: json["assertions"]?.integer ?? 0,
                  output: json["output"]?.array?.compactMap(\.string) ?? [],
                  attachments: json["attachments"]?.array?.compactMap(\.string) ?? [])
        printedBefore = json["printedBefore"]?.array?.compactMap(\.string) ?? []
        linesAfterFailure = json["linesAfterFailure"]?.integer ?? 0
        listing = json["listing"]?.string
        source = json["source"]?.string
        randomSeed = json["randomSeed"]?.integer
        outsideTests = json["outsideTests"] == .bool(true)
        fromHook = json["fromHook"] == .bool(true)
        besideItsTest = json["besideItsTest"] == .bool(true)
        uncompiled = json["uncompiled"] == .bool(true)
        fullNameBytes = json["fullNameBytes"]?.array?.compactMap { $0.integer.flatMap(UInt8.init(exactly:)) }
    }
}

extension SnapshotSummary {
    var json: JSON {
        .object([("written", .number(Double(written))), ("updated", .number(Double(updated))),
                 ("removed", .number(Double(removed))), ("obsolete", .array(obsolete.map(JSON.string)))])
    }

    init(json: JSON?) {
        self.init()
        written = json?["written"]?.integer ?? 0
        updated = json?["updated"]?.integer ?? 0
        removed = json?["removed"]?.integer ?? 0
        obsolete = json?["obsolete"]?.array?.compactMap(\.string) ?? []
    }
}

extension FileResult {
    var json: JSON { object(tests: ("tests", .array(tests.map(\.json)))) }

    /// A worker's report of its file: its results counted, not repeated — each crossed to
    /// the parent already, as its own line (``WorkerProgress``).
    var workerReport: JSON { object(tests: ("decided", .number(Double(tests.count)))) }

    private func object(tests: (String, JSON)) -> JSON {
        var fields: [(String, JSON)] = [("file", .string(file)), ("duration", .number(duration)), ("snapshots", snapshots.json),
                                        ("excluded", .number(Double(excluded))), tests]
        if !printedAfter.isEmpty { fields.append(("printedAfter", .array(printedAfter.map(JSON.string)))) }
        if let selectionError { fields.append(("selectionError", .string(selectionError))) }
        return .object(fields)
    }

    /// The file of a worker's report with the results it decided, read before: nil unless
    /// the report counts as many (a worker that died mid-write, or a line an `--unsafe` spec
    /// wrote that looks like a result).
    init?(workerReport json: JSON, tests: [TestResult]) {
        guard let file = json["file"]?.string, json["decided"]?.integer == tests.count else { return nil }
        self.init(file: file, tests: tests, snapshots: SnapshotSummary(json: json["snapshots"]),
                  duration: json["duration"]?.number ?? 0)
        excluded = json["excluded"]?.integer ?? 0
        printedAfter = json["printedAfter"]?.array?.compactMap(\.string) ?? []
        selectionError = json["selectionError"]?.string
    }
}

extension TestResult {
    /// An element of busted's `-o json` lists: the full name, where it is, and for failures,
    /// errors and pending tests the message as busted shows it (`file:line: message`).
    var bustedJSON: JSON {
        let (src, current) = bustedTrace
        var fields: [(String, JSON)] = [
            ("name", .string(BustedTAPReporter.name(self))),
            ("trace", .object([("short_src", .string(src)), ("currentline", .number(Double(current)))])),
        ]
        if let failure {
            fields.append(("message", .string(failure.bustedText)))
            // busted's errors say `true`; its failures and a test pending() stopped carry none
            // (its base handler's testFailure and testEnd format them without one)
            if status == .errored { fields.append(("isError", .bool(true))) }
        } else if let skipReason {
            fields.append(("message", .string(skipReason)))
        }
        return .object(fields)
    }
}

extension TestResult {
    /// busted's `-o json` `trace` of a result: a failure's or an error's is where it was raised
    /// (busted's handler takes the error's trace, its getTrace of the raising frame: the
    /// assertion's line, `spec.lua:20`), a success's the test's own place (its `it`'s line).
    /// The raising frame is the traceback's first Lua one, as getTrace passes over C frames:
    /// not the place the message names, which `error(msg, 2)` or a rethrown message moves
    /// (busted: the `error` call's line). Without one, the message's place.
    /// busted's TAP and gtest name the test's place for all (``place``, ``line``).
    var bustedTrace: (String, Int) {
        guard let failure else { return (place, line) }
        let raised = FileRunner.raisingFrame(failure.traceback) ?? failure.location
        if let colon = raised.lastIndex(of: ":"), let n = Int(raised[raised.index(after: colon)...]) {
            return (String(raised[..<colon]), n)
        }
        return (place, line)
    }
}

extension Counts {
    var json: JSON {
        .object([("passed", .number(Double(passed))), ("failed", .number(Double(failed))),
                 ("errored", .number(Double(errored))), ("skipped", .number(Double(skipped))),
                 ("withoutAssertions", .number(Double(withoutAssertions)))])
    }
}
