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
    /// A template of `package.path` that leads out of the project.
    public struct RefusedTemplate: Error, Equatable {
        public let template: String

        public var message: String {
            "package.path's template '\(template)' is outside the project: the sandbox's require "
                + "reads the project's folders only (a relative template without '..'; --unsafe lifts it)"
        }
    }

    /// The templates of `packagePath`, in its order, when a script changed it; this path when
    /// it did not (nil, or the same text). Empty entries (`;;`) are skipped.
    public func honouring(packagePath: String?) -> Result<SearchPath, RefusedTemplate> {
        guard let packagePath, packagePath != templates.joined(separator: ";") else { return .success(self) }
        var chosen: [String] = []
        for entry in packagePath.split(separator: ";") {
            let template = String(entry)
            guard templates.contains(template) || Self.isInProject(template) else {
                return .failure(RefusedTemplate(template: template))
            }
            chosen.append(template)
        }
        return .success(SearchPath(templates: chosen))
    }

    /// A relative template without `..` (the confined search checks each file's real path
    /// against the project as well), or an absolute one whose folder is in the project.
    static func isInProject(_ template: String) -> Bool {
        let folder = root(of: template)
        if template.hasPrefix("/") {
            guard let real = realBytes(folder) else { return false }
            return isInside(real: real, folder: ".") || realBytes(".") == real
        }
        return !folder.split(separator: "/").contains("..") && !template.contains(scriptFolder)
    }
}
