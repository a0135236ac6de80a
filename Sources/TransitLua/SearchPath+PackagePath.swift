#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spec's `package.path` for the sandbox's `require`: busted specs put their own folders
/// in front (`package.path = "src/?.lua;" .. package.path`), and stock `require` searches
/// whatever the string says. The sandbox searches it too, but a template the host did not
/// give must lie in the project (the current folder): `../lib/?.lua` or `/usr/share/lua/?.lua`
/// would read files of the machine, which the sandbox's require never does.
extension SearchPath {
    /// Why a script's `package.path` is not searched.
    public enum RefusedPath: Error, Equatable {
        /// A template that leads out of the project.
        case outside(String)
        /// More different templates than ``SearchPath/mostTemplates``.
        case tooMany
        /// More bytes than ``SearchPath/longestPackagePath``.
        case tooLong(Int)

        public var message: String {
            switch self {
            case .outside(let template):
                "package.path's template '\(template)' is outside the project: the sandbox's require "
                    + "reads the project's folders only (a relative template without '..'; --unsafe lifts it)"
            case .tooMany:
                "package.path has more than \(SearchPath.mostTemplates) different templates: "
                    + "the sandbox's require searches that many at most"
            case .tooLong(let bytes):
                "package.path of \(bytes) bytes: the sandbox's require reads at most \(SearchPath.longestPackagePath)"
            }
        }
    }

    /// The most different templates a script's `package.path` may hold, and its longest
    /// text: each template is a file looked up, and the text is read, in one host call no
    /// hook interrupts (stock Lua's search is a C loop as well).
    public static let mostTemplates = 256
    public static let longestPackagePath = 65_536

    /// The templates of `packagePath`, in its order, when a script changed it; this path when
    /// it did not (nil, or the same text). Empty entries (`;;`) and repeats are skipped.
    public func honouring(packagePath: String?) -> Result<SearchPath, RefusedPath> {
        guard let packagePath, packagePath != self.packagePath else { return .success(self) }
        let bytes = packagePath.utf8.count
        guard bytes <= Self.longestPackagePath else { return .failure(.tooLong(bytes)) }
        var chosen: [String] = []
        var seen = Set<Substring>()
        for entry in packagePath.split(separator: ";") where seen.insert(entry).inserted {
            let template = String(entry)
            guard chosen.count < Self.mostTemplates else { return .failure(.tooMany) }
            guard templates.contains(template) || Self.isInProject(template) else { return .failure(.outside(template)) }
            chosen.append(template)
        }
        return .success(SearchPath(templates: chosen, system: system.filter(chosen.contains)))
    }

    /// A relative template without `..` (the confined search checks each file's real path
    /// against the project as well), or an absolute one whose folder is in the project. A
    /// `..` after the `?` (`?/../../?.lua`) climbs out as well as one before it.
    static func isInProject(_ template: String) -> Bool {
        if template.split(separator: "/").contains("..") { return false }
        let folder = root(of: template)
        if template.hasPrefix("/") {
            guard let real = realBytes(folder) else { return false }
            return isInside(real: real, folder: ".") || realBytes(".") == real
        }
        return !folder.split(separator: "/").contains("..") && !template.contains(scriptFolder)
    }
}
