import Lua
import TransitLua

/// The names the spec environment adds to a stage's Lua surface, for docs/spec-reference.md
/// and the test that keeps it complete both ways: new globals (`describe`, `expect` …) and
/// their fields (`it.only`, `spy.new`), fields added to the stage's tables
/// (`clock.advanceToNextTimer`), and what only metatables reach — `assert`'s words
/// (`assert.same`, `assert.is_not`), `Expectation:toEqual`, `Spy:revert`.
public enum SpecSurface {
    public static func names() throws -> [String] {
        let plain = try Stage()
        let spec = try Stage()
        let env = try SpecEnvironment(stage: spec, file: "(surface)", snapshots: SnapshotStore(spec: "(surface)", mode: .ci))
        let before = try fields(plain.lua)
        // luassert loads on a spec's first use of it (spec_luassert.lua): its tables' own
        // fields, which `fields` lists raw, are there only after that
        _ = try spec.lua.run("local _ = spy.new", chunkName: "=(transit surface)")
        let after = try fields(spec.lua)
        var names = Set(after.subtracting(before))
        if case .string(let listed) = try spec.lua.call(env.surface) {
            names.formUnion(listed.split(separator: "\n").map(String.init))
        }
        // luassert's `assert` is the spec's, read from its suite before _G, whose `assert`
        // stays Lua's (spec_dsl.lua): its fields are listed from the module
        let asserts = try spec.lua.run("""
            local names = {}
            for key in next, require("luassert") do
              if type(key) == 'string' then names[#names + 1] = 'assert.' .. key end
            end
            return table.concat(names, '\\n')
            """, chunkName: "=(transit surface)")
        names.formUnion(asserts.first?.description.split(separator: "\n").map(String.init) ?? [])
        names.insert("assert")
        return names.sorted()
    }

    /// Every global, and `global.key` for the raw string keys of each global table. (A table
    /// is what `next` takes: the spec's `type` calls `describe` and `it` functions.)
    private static func fields(_ lua: LuaState) throws -> Set<String> {
        let text = try lua.run("""
            local names = {}
            for name, value in pairs(_G) do
              names[#names + 1] = name
              if pcall(next, value) and name ~= '_G' and name ~= 'package' then
                for key in next, value do
                  if type(key) == 'string' then names[#names + 1] = name .. '.' .. key end
                end
              end
            end
            return table.concat(names, '\\n')
            """, chunkName: "=(transit surface)")
        return Set(text.first?.description.split(separator: "\n").map(String.init) ?? [])
    }
}
