import Foundation
import Testing
@testable import TransitLua

/// `transit api`'s three formats come from one model (`LuaAPI`): each holds every name of the
/// surface, the typed table cannot name what does not exist, and docs/lua-reference.md — whose
/// prose and "what" column are written by hand, so it is checked against the generated table
/// rather than generated — has the same names and the same parameter names.
@Suite struct LuaAPITests {
    static func api() throws -> LuaAPI { try LuaAPI.of(try stage().0) }

    @Test func theTypedTableNamesOnlyWhatExists() throws {
        let surface = Set(try Self.api().names)
        #expect(Set(LuaAPITypes.entries.keys).subtracting(surface).sorted() == [])
        #expect(Set(LuaAPIOverrides.types.keys) == Set(UIKitMethod.all.map(\.lua)))
    }

    @Test func everyMemberHasAType() throws {
        let api = try Self.api()
        var untyped: [String] = []
        for o in api.owners { for m in o.members where api.entry("\(o.name)\(m.kind == .method ? ":" : ".")\(m.name)") == nil {
            untyped.append("\(o.name).\(m.name)")
        } }
        // `any` is allowed by design, but today every member is typed: keep it so
        #expect(untyped == [])
    }

    @Test func everyOwnerLinksToTheSectionThatDocumentsIt() throws {
        let api = try Self.api()
        let sections = try Self.documentedSections()
        for name in api.owners.map(\.name) + api.plainGlobals {
            #expect(LuaAPIOverrides.sections[name] != nil, "\(name) has no reference section")
        }
        for (name, section) in LuaAPIOverrides.sections {
            #expect(sections[name] == section, "\(name) is documented under \(sections[name] ?? "nothing"), not \(section)")
        }
    }

    /// rev100a: the navigation controller's edge swipe reaches scripts as the class
    /// `tostring` names, a ScreenEdgePanGestureRecognizer with `edges`; the LuaLS file declared
    /// it a PanGestureRecognizer, which has none.
    @Test func theEdgeSwipeIsDeclaredAsTheClassScriptsGet() throws {
        let (s, box) = try stage()
        try s.run("print(tostring(NavigationController{rootViewController = ViewController{}}.interactivePopGestureRecognizer))",
                  chunkName: "@s.lua")
        let runtime = box.lines.joined().trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(runtime == "ScreenEdgePanGestureRecognizer")
        #expect(LuaAPITypes.entries["ViewController.interactivePopGestureRecognizer"] == .value(runtime))
        #expect(try Self.api().luals().contains("---@field interactivePopGestureRecognizer \(runtime)\n"))
    }

    @Test func theLuaLSFileDeclaresEveryName() throws {
        let api = try Self.api()
        let text = api.luals()
        #expect(text.hasPrefix("---@meta"))
        for o in api.owners {
            #expect(text.contains("---@class \(o.name)" + (o.parent.map { ": \($0)" } ?? "") + "\n"), "\(o.name)")
            for m in o.members {
                let declared = switch m.kind {
                case .field: text.contains("---@field \(m.name) ")
                case .function: text.contains("function \(o.name).\(m.name)(")
                case .method: text.contains("function \(o.name):\(m.name)(")
                }
                #expect(declared, "\(o.name).\(m.name)")
            }
        }
        for g in api.plainGlobals { #expect(text.contains("\n\(g) = nil\n") || text.contains("function \(g)("), "\(g)") }
        for o in UIKitMethod.all { #expect(text.contains("---@field \(o.lua)? "), "\(o.lua)") }
        #expect(text.contains("---@param dx number\n---@param dy number\n---@return Rect\nfunction Rect:insetBy(dx, dy) end"))
        #expect(text.contains("---@field viewWillAppear? fun(self: ViewController, animated: boolean)"))
    }

    @Test func theLuacheckStandardListsEveryGlobalAndItsFields() throws {
        let api = try Self.api()
        let text = api.luacheck()
        for o in api.owners where o.isGlobal {
            #expect(text.contains("\n    \(o.name) = {"), "\(o.name)")
            for m in o.members where m.onGlobal { #expect(text.contains("\n      \(m.name) = {"), "\(o.name).\(m.name)") }
        }
        for g in api.plainGlobals { #expect(text.contains("\n    \(g) = {"), "\(g)") }
    }

    /// `Transform3D.identity`, `Rect.zero` … are new values on each access (docs/values.md), so
    /// the documented perspective idiom `local p = Transform3D.identity; p.m34 = -1 / 500`
    /// writes a fresh record; luacheck must not call that setting a read-only field (it did:
    /// the constants' fields inherited read-only), while assigning the constant itself still warns.
    @Test func theLuacheckStandardLetsAConstantsCopyBeWritten() throws {
        let out = try Self.luacheck("""
            local p = Transform3D.identity
            p.m34 = -1 / 500
            local r = Rect.zero
            r.width = 10
            local t = Transform.identity
            t.tx = 3
            print(p, r, t)
            Transform3D.identity = p
            Transform.identity.nope = 1

            """)
        #expect(out.contains("a.lua:8:1: (W122) setting read-only field 'identity' of global 'Transform3D'"), "\(out)")
        #expect(out.contains("a.lua:9:1: (W122) setting read-only field 'identity.nope' of global 'Transform'"), "\(out)")
        #expect(out.contains("Total: 2 warnings"), "\(out)")
    }

    /// A constant's field that is a record itself (`Rect.zero.size`, `.origin`) is read
    /// through: `Rect.zero.size.width` is 0 under `transit run`. Listing the constant's
    /// fields (rev94a) made luacheck call that `accessing undefined field 'zero.size.width'`,
    /// which the standard allowed before (the constant had any field below it).
    @Test func theLuacheckStandardReadsThroughAConstantsRecordField() throws {
        let out = try Self.luacheck("""
            local w = Rect.zero.size.width
            local x = Rect.zero.origin.x
            local r = Rect.zero
            r.size.width = 4
            print(w, x, r)

            """)
        #expect(out.contains("Total: 0 warnings"), "\(out)")
    }

    /// A class function that takes its object first (`View.hitTest(self, p)`, documented as
    /// `v:hitTest(point)`) is also a method of the instance globals: `window:hitTest(p)` runs
    /// under `transit run`, and luacheck called it an undefined field (guard100).
    @Test func theLuacheckStandardKnowsAClassFunctionTakingSelfAsAMethod() throws {
        let out = try Self.luacheck("""
            local v = window:hitTest(Point(10, 10))
            local inside = window:pointInside(Point(10, 10))
            print(v, inside, window:animate())

            """)
        #expect(out.contains("Total: 1 warning"), "\(out)")
        #expect(out.contains("a.lua:3:18: (W143) accessing undefined field 'animate' of global 'window'"), "\(out)")
    }

    /// luacheck's report (`--codes`) on `source` as `a.lua`, with the generated standard.
    static func luacheck(_ source: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("std-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.api().luacheck().write(to: dir.appendingPathComponent("std.lua"), atomically: true, encoding: .utf8)
        try "stds.transit = dofile(\"std.lua\")\nstd = \"lua54+transit\"\n"
            .write(to: dir.appendingPathComponent(".luacheckrc"), atomically: true, encoding: .utf8)
        try source.write(to: dir.appendingPathComponent("a.lua"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["luacheck", "--no-color", "--codes", "a.lua"]
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return out
    }

    @Test func theReferencePageHasTheGeneratedNames() throws {
        let generated = Self.rows(try Self.api().markdown())
        let page = Self.rows(try String(contentsOfFile: packageRoot + "/docs/lua-reference.md", encoding: .utf8))
        #expect(Set(generated.keys).subtracting(page.keys).sorted() == [], "generated but not in docs/lua-reference.md")
        #expect(Set(page.keys).subtracting(generated.keys).sorted() == [], "in docs/lua-reference.md but not generated")
        // the page's parameters are the typed table's, where it writes them plainly (no `[, x]`,
        // `{…}` or `/`); it may leave out trailing optional ones
        for (name, pageParams) in page {
            guard let pageParams, let ours = generated[name] ?? nil,
                  !pageParams.contains(where: { "[{/\"".contains($0) }) else { continue }
            let theirs = pageParams.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let mine = ours.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(Array(mine.prefix(theirs.count)) == theirs, "\(name): the page says (\(pageParams)), the table (\(ours))")
        }
    }

    /// Name → the parameter list written in its row (nil when the row shows no call), read as
    /// ReferenceTests reads names.
    static func rows(_ text: String) -> [String: String?] {
        var rows: [String: String?] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3)
            guard let end = cell.firstIndex(of: "`") else { continue }
            var name = String(cell[..<end]), params: String? = nil
            let isCallable = name.hasSuffix("()") && !name.contains(".") && !name.contains(":")
            if let paren = name.firstIndex(of: "("), !isCallable {
                params = String(name[name.index(after: paren)...].dropLast())
                name = String(name[..<paren])
            }
            if let brace = name.firstIndex(of: "{") { name = String(name[..<brace]) }
            rows[name] = params
        }
        return rows
    }

    /// Each documented owner or global → the anchor of the `## ` heading above its first row.
    static func documentedSections() throws -> [String: String] {
        let text = try String(contentsOfFile: packageRoot + "/docs/lua-reference.md", encoding: .utf8)
        var current = "", sections: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                current = line.dropFirst(3).lowercased().replacingOccurrences(of: " ", with: "-")
            } else if line.hasPrefix("| `") {
                let name = line.dropFirst(3).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if sections[String(name)] == nil { sections[String(name)] = current }
            }
        }
        return sections
    }
}
