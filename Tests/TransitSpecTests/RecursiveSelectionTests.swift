import Testing
@testable import TransitSpec

/// busted's `--no-recursive` (a `.busted`'s `recursive = false`) takes the spec files directly
/// in a folder it is given, not those in the folder's subfolders (its test_file_loader.lua:
/// `pl.dir.getfiles` in place of `getallfiles`); a file given by name runs wherever it is.
/// transit refused the option and passed the config's key over, so it ran every subfolder's
/// files too (busted106).
@Suite struct RecursiveSelectionTests {
    static let folder = packageRoot + "/Tests/TransitSpecTests/Fixtures/recursive"

    static func names(_ files: [String]) -> [String] {
        files.map { String($0.dropFirst(folder.count + 1)) }
    }

    @Test func aFolderGivesItsOwnFilesAloneWhenNotRecursive() {
        let own = SuiteRunner.specFiles(in: [Self.folder], recursive: false)
        #expect(Self.names(own.files) == ["top_spec.lua"])
        #expect(own.missing.isEmpty)
        let nested = SuiteRunner.specFiles(in: [Self.folder + "/nested"], recursive: false)
        #expect(Self.names(nested.files) == ["nested/inner_spec.lua"])
    }

    @Test func recursiveIsTheDefault() {
        let all = SuiteRunner.specFiles(in: [Self.folder])
        #expect(Self.names(all.files) == ["nested/deeper/deep_spec.lua", "nested/inner_spec.lua", "top_spec.lua"])
    }

    /// A file named runs though it is in a subfolder; a folder with no spec file of its own
    /// gives none, and a path that is not there is still reported missing.
    @Test func namedFilesAndMissingPathsAreUnchanged() {
        let deep = Self.folder + "/nested/deeper/deep_spec.lua"
        let r = SuiteRunner.specFiles(in: [deep, Self.folder + "/nested/deeper/..", Self.folder + "/absent"], recursive: false)
        #expect(r.files == [deep, Self.folder + "/nested/deeper/../inner_spec.lua"])
        #expect(r.missing == [Self.folder + "/absent"])
        let empty = SuiteRunner.specFiles(in: [Self.folder + "/nested/.."] , matching: { $0 == "inner_spec.lua" }, recursive: false)
        #expect(empty.files.isEmpty && empty.missing.isEmpty)
    }
}
