import Testing
@testable import TransitSpec

@Suite struct LineDiffTests {
    @Test func unifiedDiffsAreThoseOfDiffU() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...12).map { "line \($0)" }
        lines[1] = "line two"
        lines.insert("inserted", at: 10)
        let diff = LineDiff.unified(old: old, new: lines.joined(separator: "\n"), oldName: "a", newName: "b")
        // the same bytes as `diff -u`: hunks further apart than twice the context stay apart
        #expect(diff == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,6 @@
             line 8
             line 9
             line 10
            +inserted
             line 11
             line 12
            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "l\($0)" }
        var new = old
        new[0] = "first"
        new[19] = "last"
        let diff = LineDiff.unified(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
        #expect(LineDiff.unified(old: "same", new: "same", oldName: "a", newName: "b") == "")
    }

    @Test func annotatedDiffsMarkEveryLine() {
        #expect(LineDiff.annotated(expected: "a\nb\nc", received: "a\nB\nc\nd") == "  a\n- b\n+ B\n  c\n+ d")
        #expect(LineDiff.unified(old: "", new: "x", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1 +1 @@\n-\n+x")
    }
}
