import Testing
@testable import TransitLua

/// The module path's first entry is the requiring script's folder — a real `.lua` file's,
/// not a name a script handed `load`.
@Suite struct SearchPathTests {
    @Test func theScriptsFolderComesFromItsChunkName() {
        let file = packageRoot + "/scripts/examples/zoom.lua"
        #expect(SearchPath.folder(ofChunk: "@" + file) == packageRoot + "/scripts/examples")
        #expect(SearchPath.folder(ofChunk: "=stdin") == nil)
        #expect(SearchPath.folder(ofChunk: "@/etc/made-up.lua") == nil)
        #expect(SearchPath.folder(ofChunk: "@/etc/passwd") == nil)
    }

    @Test func theOrderIsScriptFolderProjectEnvironmentScriptsBundled() {
        let path = SearchPath.standard(environment: "lib/?.lua")
        let tried = path.find(module: "nothing.here", from: "@" + packageRoot + "/scripts/examples/zoom.lua").tried
        #expect(Array(tried.prefix(7)) == [
            packageRoot + "/scripts/examples/nothing/here.lua", packageRoot + "/scripts/examples/nothing/here/init.lua",
            "./nothing/here.lua", "./nothing/here/init.lua", "lib/nothing/here.lua",
            "scripts/nothing/here.lua", "scripts/nothing/here/init.lua",
        ])
        // without a script (transit run NAME) the script's folder is skipped
        #expect(path.find(module: "x").tried.first == "./x.lua")
        let specs = SearchPath.forSpecs(lpath: nil, environment: nil)
        #expect(Array(specs.find(module: "m").tried.prefix(3)) == ["./src/m.lua", "./src/m/m.lua", "./src/m/init.lua"])
    }

    /// A script's `package.path`: the host's own templates stay trusted wherever they point,
    /// a new one must be in the project (relative, no `..`, no `$SCRIPT_DIR`).
    @Test func packagePathIsHonouredInsideTheProject() throws {
        let path = SearchPath.forSpecs(lpath: nil, environment: nil)
        let joined = path.templates.joined(separator: ";")
        #expect(try path.honouring(packagePath: nil).get() == path)
        #expect(try path.honouring(packagePath: joined).get() == path)
        let front = try path.honouring(packagePath: "lib/?.lua;;" + joined).get()
        #expect(front.templates == ["lib/?.lua"] + path.templates)
        #expect(try path.honouring(packagePath: "?.lua").get().templates == ["?.lua"])
        // repeats count once; 257 different ones, or more than 64 KiB, are refused
        #expect(try path.honouring(packagePath: String(repeating: "./?.lua;", count: 8192)).get().templates == ["./?.lua"])
        #expect(throws: SearchPath.RefusedPath.tooLong(65_544)) {
            try path.honouring(packagePath: String(repeating: "./?.lua;", count: 8193)).get()
        }
        let many = (0...SearchPath.mostTemplates).map { "./d\($0)/?.lua" }.joined(separator: ";")
        guard case .failure(let refused) = path.honouring(packagePath: many) else {
            Issue.record("257 templates accepted")
            return
        }
        #expect(refused.message == "package.path has more than 256 different templates: the sandbox's require searches that many at most")
        // a `..` after the `?` climbs out as well: refused as one before it (it was searched,
        // and its file reported as "a link out of its search folder")
        for outside in ["../?.lua", "lib/../../?.lua", "/usr/share/lua/5.4/?.lua", "$SCRIPT_DIR/../?.lua",
                        "?/../../?.lua", "./?/../../x/?.lua"] {
            #expect(throws: SearchPath.RefusedPath.outside(outside)) { try path.honouring(packagePath: outside + ";" + joined).get() }
        }
    }

    /// The text a script finds in `package.path` is the templates with `;` between, nothing
    /// before the first nor after the last; given back unchanged it is the host's path itself,
    /// repeats and all, where any other text is read entry by entry (repeats and empty entries
    /// skipped, the system templates kept only if named). `""` and `";;"` search nothing.
    @Test func theDefaultPackagePathIsTheTemplatesJoinedAndGivenBackIsThePathItself() throws {
        #expect(SearchPath(templates: []).packagePath == "")
        #expect(SearchPath(templates: ["a/?.lua"]).packagePath == "a/?.lua")
        #expect(SearchPath(templates: ["a/?.lua", "b/?.lua", "a/?.lua"]).packagePath == "a/?.lua;b/?.lua;a/?.lua")
        let path = SearchPath(templates: ["lib/?.lua", "./?.lua", "lib/?.lua"], system: ["./?.lua"])
        #expect(try path.honouring(packagePath: "lib/?.lua;./?.lua;lib/?.lua").get() == path)
        #expect(try path.honouring(packagePath: "lib/?.lua;lib/?.lua").get() == SearchPath(templates: ["lib/?.lua"], system: []))
        #expect(try path.honouring(packagePath: "./?.lua;lib/?.lua").get() == SearchPath(templates: ["./?.lua", "lib/?.lua"], system: ["./?.lua"]))
        #expect(try path.honouring(packagePath: "").get() == SearchPath(templates: [], system: []))
        #expect(try path.honouring(packagePath: ";;").get() == SearchPath(templates: [], system: []))
        #expect(try SearchPath(templates: []).honouring(packagePath: "").get() == SearchPath(templates: []))
    }

    /// The same through a script's require: what it tried, in order, for the host's text set
    /// back, that text with its first template dropped, and the two empty paths. (A file two
    /// templates name is tried, and listed, once: stock lists it twice.)
    @Test func aScriptsPackagePathIsSearchedAsItReads() throws {
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(templates: ["lib/?.lua", "./?.lua", "lib/?.lua"])
        options.systemPath = []
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("""
            local default = package.path
            print(default)
            for _, path in ipairs{default, (default:gsub("^lib/%?%.lua;", "")), "", ";;"} do
              package.path = path
              print(select(2, pcall(require, "no_such_mod")))
            end
            """, chunkName: "=t")
        let head = "module 'no_such_mod' not found:\n\tno field package.preload['no_such_mod']"
        #expect(out == [
            "lib/?.lua;./?.lua;lib/?.lua",
            head + "\n\tno file 'lib/no_such_mod.lua'\n\tno file './no_such_mod.lua'",
            head + "\n\tno file './no_such_mod.lua'\n\tno file 'lib/no_such_mod.lua'",
            head,
            head,
        ])
    }

    /// The bundled scripts' root is the text before the path's last `Sources` component.
    @Test func thePackageRootIsWhatComesBeforeTheLastSourcesFolder() {
        #expect(SearchPath.packageRoot(of: "/a/b/Sources/TransitLua/SearchPath.swift") == "/a/b")
        #expect(SearchPath.packageRoot(of: "/a/Sources/b/Sources/c.swift") == "/a/Sources/b")
        #expect(SearchPath.packageRoot(of: "/x/MySources/Sourcesy/c.swift") == "")
        #expect(SearchPath.packageRoot(of: "/a/b/Sources") == "/a/b")
        #expect(SearchPath.packageRoot(of: "a//Sources/c.swift") == "a/")
        #expect(SearchPath.packageRoot(of: "/Sources/c.swift") == "")
        #expect(SearchPath.packageRoot(of: "Sources/c.swift") == "")
        #expect(SearchPath.packageRoot(of: "/é/Sources/c.swift") == "/é")
        #expect(SearchPath.packageRoot(of: "") == "")
    }
}
