/// What a `--worker` process says while it runs its file, one JSON line each before its
/// result (the last line): the test it begins, and each test's result once decided (and an
/// empty line as each entry into Lua begins, ``alive``). Any line
/// tells the pool the worker is alive; the parent reads them only when the worker dies —
/// killed, crashed, exited from a spec under `--unsafe` — to keep the results decided before
/// and to name the test that was running, at its line (a dead worker's report was one
/// "(worker)" error at line 0 and its file's passed tests were lost).
public enum WorkerProgress {
    /// The line saying a test begins (its before_each hooks and body).
    public static func begins(blocks: [String], name: String, line: Int) -> String {
        "\n" + JSON.object([("begins", .object([("blocks", .array(blocks.map(JSON.string))), ("name", .string(name)),
                                                  ("line", .number(Double(line)))]))]).text() + "\n"
    }

    /// An empty line, as each entry into Lua begins: the pool hears the worker, and reads
    /// nothing else in it.
    public static let alive = "\n"

    /// The line giving a test's result.
    public static func decided(_ result: TestResult) -> String {
        "\n" + JSON.object([("decided", result.json)]).text() + "\n"
    }

    /// What a dead worker's output says: the results decided, and the test begun and not
    /// decided (nil when it died between tests). Other lines — what an `--unsafe` spec wrote
    /// to standard output — are not progress.
    static func read(_ output: [UInt8]) -> (decided: [TestResult], running: (fullName: String, line: Int)?) {
        var decided: [TestResult] = []
        var running: (fullName: String, line: Int)?
        for line in output.split(separator: UInt8(ascii: "\n")) where line.first == UInt8(ascii: "{") {
            guard let json = try? JSON.parse(String(decoding: line, as: UTF8.self)) else { continue }
            if let begun = json["begins"], let name = begun["name"]?.string, let at = begun["line"]?.integer {
                running = (((begun["blocks"]?.array?.compactMap(\.string) ?? []) + [name]).joined(separator: " "), at)
            } else if let r = json["decided"].flatMap(TestResult.init(json:)) {
                decided.append(r)
                running = nil
            }
        }
        return (decided, running)
    }
}
