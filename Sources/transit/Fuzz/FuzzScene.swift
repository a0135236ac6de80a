import TransitLua

/// Where `transit fuzz NAME` finds a transition's scene: the example in scripts/examples
/// that requires `transitions.NAME` (the scene its spec also builds) — the fuzzer runs it as
/// `transit run` would, with a schedule of interruptions laid over its clock. A transition
/// with the same API as another (`fullscreen_tasks`, written with tasks) borrows that one's
/// example with the module swapped in.
struct FuzzScene {
    /// The transition's name (`zoom`).
    let name: String
    /// The example's file, and its module name for a spec's `require` (`examples.zoom`).
    let example: String
    let exampleModule: String
    /// Lua run before the example: the module swap, if any.
    let prelude: String

    /// Transitions that share another's API, so its example drives them too.
    static let sameAPI = ["fullscreen_tasks": "fullscreen"]

    /// The bundled transitions (the files of the folder `transitions.zoom` is in), sorted.
    static func all(_ searchPath: SearchPath) -> [String] {
        guard let folder = folder(of: "transitions", searchPath) else { return [] }
        return FileText.list(folder).filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The scene of transition `name`, or why there is none.
    static func find(_ name: String, _ searchPath: SearchPath) -> Result<FuzzScene, FuzzError> {
        guard let path = searchPath.find(module: "transitions.\(name)").path, let slash = path.lastIndex(of: "/") else {
            // a mistyped name is answered with the nearest, as every script name is (docs/cli.md);
            // a file's path is answered with its name (`zoom.lua` was looked for as zoom.lua.lua)
            let file = name.split(separator: "/").last.map(String.init) ?? name
            let stem = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
            let looked = stem == name ? " (scripts/transitions/\(name).lua)" : ""
            return .failure(FuzzError("no transition '\(name)'\(looked)" + Suggestion.hint(stem, among: all(searchPath), prefix: "")))
        }
        let borrowed = sameAPI[name]
        let required = borrowed ?? name
        // the examples folder beside the transitions folder the module is in
        let transitions = String(path[..<slash])
        let examples = (transitions.lastIndex(of: "/").map { String(transitions[..<$0]) } ?? ".") + "/examples"
        for file in FileText.list(examples).sorted() where file.hasSuffix(".lua") {
            let path = examples + "/" + file
            guard let text = FileText.read(path).text,
                  text.contains("require \"transitions.\(required)\"") || text.contains("require 'transitions.\(required)'") else { continue }
            let prelude = borrowed.map { "package.loaded[\"transitions.\($0)\"] = require \"transitions.\(name)\"\n" } ?? ""
            return .success(FuzzScene(name: name, example: path, exampleModule: "examples." + file.dropLast(4), prelude: prelude))
        }
        return .failure(FuzzError("no example in \(examples) requires transitions.\(required): the fuzzer has no scene for \(name)"))
    }

    /// The folder a bundled module family lives in (`transitions`, `examples`).
    private static func folder(of family: String, _ searchPath: SearchPath) -> String? {
        guard let path = searchPath.find(module: family + ".zoom").path, let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}

struct FuzzError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
