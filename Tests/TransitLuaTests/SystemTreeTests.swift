import Foundation
import Testing
@testable import TransitLua

/// The sandbox's require searches the system's Lua tree as stock `lua5.4` does (busted's
/// specs `require "dkjson"`, `require "pl.pretty"`), read-only, in the sandbox's environment
/// (SearchPath+System.swift). These tests give the runtime a tree of their own.
@Suite struct SystemTreeTests {
    /// A temporary `share/lua/5.4` laid out as Debian lays it: modules under `5.1`, linked
    /// from `5.4`; `base` holds the tree and a file beside it.
    struct Tree {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-tree-\(UUID().uuidString)").path
        var lua: String { base + "/share/lua" }
        var templates: [String] { [lua + "/5.4/?.lua", lua + "/5.4/?/init.lua"] }

        init() throws {
            let fm = FileManager.default
            for folder in ["/share/lua/5.1/kit", "/share/lua/5.4/kit", "/outside"] {
                try fm.createDirectory(atPath: base + folder, withIntermediateDirectories: true)
            }
            try write("/share/lua/5.1/jsonish.lua", "local M = {}\nfunction M.encode(t) return '{' .. #t .. '}' end\nreturn M\n")
            try fm.createSymbolicLink(atPath: lua + "/5.4/jsonish.lua", withDestinationPath: "../5.1/jsonish.lua")
            try write("/share/lua/5.4/kit/init.lua", "local helper = require 'kit.helper'\nreturn {twice = helper.twice}\n")
            try write("/share/lua/5.4/kit/helper.lua", "return {twice = function(x) return 2 * x end}\n")
            try write("/share/lua/5.4/piper.lua", "local M = {}\nM.handle = io.popen('ls')\nreturn M\n")
            try write("/share/lua/5.4/leaky.lua", "version = 2\nreturn {}\n")
            try write("/outside/secret.lua", "return 'outside'\n")
            try fm.createSymbolicLink(atPath: lua + "/5.4/secret.lua", withDestinationPath: base + "/outside/secret.lua")
        }

        func write(_ file: String, _ text: String) throws {
            try text.write(toFile: base + file, atomically: false, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(atPath: base) }

        /// A sandboxed runtime whose system tree is this one (or `system`), searching
        /// `project` before it; what it printed.
        func run(_ code: String, system: [String]? = nil, project: [String] = ["./?.lua", "./?/init.lua"]) throws -> [String] {
            var options = ScriptRuntime.Options()
            options.searchPath = SearchPath(templates: project)
            options.systemPath = system ?? templates
            let r = try ScriptRuntime(options: options)
            var out: [String] = []
            r.output = { out.append($0) }
            try r.run(code, chunkName: "@main.lua")
            return out
        }
    }

    @Test func theSystemTemplatesAreStocksAbsoluteOnesInItsOrder() {
        let stock = "/usr/local/share/lua/5.4/?.lua;/usr/local/share/lua/5.4/?/init.lua;./?.lua;lib/?.lua;"
            + "/usr/share/lua/5.4/?.lua;/usr/local/share/lua/5.4/?.lua;/usr/share/lua/5.4/?.so;./?/init.lua;;"
            + "/home/$SCRIPT_DIR/?.lua;/opt/$SCRIPT_DI/?.lua"   // the script's folder is the project's to search
        #expect(SearchPath.systemTemplates(ofStockPath: stock) == [
            "/usr/local/share/lua/5.4/?.lua", "/usr/local/share/lua/5.4/?/init.lua", "/usr/share/lua/5.4/?.lua",
            "/opt/$SCRIPT_DI/?.lua",
        ])
    }

    /// Stock's default path ends with `./?.lua;./?/init.lua`, after the system's tree; busted
    /// puts its `lpath` in front of all. The spec's folder, which busted does not search, follows.
    @Test func theTreeIsSearchedBeforeTheProjectRootAsStockSearchesIt() {
        let specs = SearchPath.forSpecs(lpath: nil, environment: nil).addingSystem(["/sys/?.lua", "/sys/?/init.lua"])
        #expect(Array(specs.templates.prefix(9)) == [
            "./src/?.lua", "./src/?/?.lua", "./src/?/init.lua",
            "/sys/?.lua", "/sys/?/init.lua", "./?.lua", "./?/init.lua", "$SCRIPT_DIR/?.lua", "$SCRIPT_DIR/?/init.lua",
        ])
        #expect(specs.system == ["/sys/?.lua", "/sys/?/init.lua"])
        // an lpath naming the project root stays in front, as busted's (AbolfazlTayyar/Pulse)
        let rooted = SearchPath.forSpecs(lpath: "./?.lua;./?/init.lua", environment: nil).addingSystem(["/sys/?.lua"])
        #expect(Array(rooted.templates.prefix(5)) == ["./?.lua", "./?/init.lua", "/sys/?.lua", "./?.lua", "./?/init.lua"])
        // a path without the project root gets it at the end; a template it has already stays its own
        let lone = SearchPath(templates: ["lib/?.lua", "/sys/?.lua"]).addingSystem(["/sys/?.lua", "/sys/?/init.lua"])
        #expect(lone.templates == ["lib/?.lua", "/sys/?.lua", "/sys/?/init.lua"])
        #expect(lone.system == ["/sys/?/init.lua"])
    }

    @Test func theLuaTreeIsTheFolderUpToItsLastLuaComponent() {
        #expect(SearchPath.luaTree(of: "/usr/share/lua/5.4") == "/usr/share/lua")
        #expect(SearchPath.luaTree(of: "/opt/lua/share/lua/5.4/x") == "/opt/lua/share/lua")
        #expect(SearchPath.luaTree(of: "/usr/lib/lua5.4") == "/usr/lib/lua5.4")
    }

    /// A module of the tree, found through Debian's link into `5.1`, and one whose init
    /// requires its sibling; `package.path` shows the whole path, the tree before `./?.lua`.
    @Test func aModuleOfTheTreeIsRequiredThroughItsLinks() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let out = try tree.run("""
        local j, path = require 'jsonish'
        print(j.encode({1, 2, 3}), path)
        print(require('kit').twice(21))
        print(package.path, package.cpath == '')
        """)
        #expect(out == [
            "{3}\t\(tree.lua)/5.4/jsonish.lua",
            "42",
            "\(tree.lua)/5.4/?.lua;\(tree.lua)/5.4/?/init.lua;./?.lua;./?/init.lua\ttrue",
        ])
    }

    /// Without the tree (the runtime of old, or `systemPath = []`) the same require fails.
    @Test func withoutTheTreeTheModuleIsNotFound() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let out = try tree.run("print(pcall(require, 'jsonish'))", system: [])
        #expect(out == ["false\tmodule 'jsonish' not found:\n\tno field package.preload['jsonish']\n\tno file './jsonish.lua'\n\tno file './jsonish/init.lua'"])
    }

    /// A tree's module runs in the sandbox, as the project's modules: no `io.popen`, no new
    /// global — each an error at the module's own line.
    @Test func aTreesModuleGetsTheSandboxsGlobals() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let out = try tree.run("print(pcall(require, 'piper'))\nprint(pcall(require, 'leaky'))")
        // (a chunk name longer than Lua's LUA_IDSIZE is shown by its end, as stock shows it)
        #expect(out.count == 2)
        #expect(out[0].hasPrefix("false\t") && out[0].hasSuffix("/share/lua/5.4/piper.lua:2: attempt to call a nil value (field 'popen')"))
        #expect(out[1].hasPrefix("false\t") && out[1].hasSuffix("/share/lua/5.4/leaky.lua:1: assignment to undeclared global 'version' (use local, or return it)"))
    }

    /// A link in the tree that leads out of it is passed over, as a project's link is.
    @Test func aLinkOutOfTheTreeIsNotRequired() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let out = try tree.run("print(pcall(require, 'secret'))")
        #expect(out.count == 1)
        #expect(out[0].hasPrefix("false\tmodule 'secret' not found:\n\tno field package.preload['secret']\n\tnot the file '\(tree.lua)/5.4/secret.lua' (a link out of its search folder"))
        #expect(!out[0].contains("'outside'"))
    }

    /// A script's `package.path` may keep the tree's templates (the host gave them) and put
    /// its own in front, as `package.path = "src/?.lua;" .. package.path`.
    @Test func aScriptsPackagePathKeepsTheTree() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let out = try tree.run("package.path = 'src/?.lua;' .. package.path\nprint((require 'jsonish').encode({}))")
        #expect(out == ["{0}"])
    }
}
