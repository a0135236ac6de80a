import Foundation
import Testing
@testable import TransitSpec

/// Motion records in a spec run: a failing motion matcher is a *failure* (an assertion) at the
/// spec's line, lists its offending samples and gets the filmstrip a failing test gets; misuse
/// is an *error* at the spec's line; and a record's samples are the frames worked out by hand.
@Suite struct MotionRecordTests {
    /// A box slides 60 points right in 0.5 s, linearly, then snaps 100 points further.
    static let spec = """
    describe("box", function()
      it("jumps", function()
        local v = View{name = "box", frame = Rect(0, 0, 10, 10)}
        window:addSubview(v)
        View.animate{duration = 0.5, curve = "linear", animations = function() v.frame = Rect(60, 0, 10, 10) end,
                     completion = function() v.frame = Rect(160, 0, 10, 10) end}
        local m = motion{views = {v}, from = 0, to = 0.6, fps = 10}
        expect(m):toBeContinuous()
      end)
      it("misuses motion", function()
        motion{views = {window}, to = -1}
      end)
    end)
    """

    @Test func aJumpFailsAtTheSpecsLineWithItsSamplesAndAFilmstrip() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = RunOptions()
        options.filmstrips = dir.appendingPathComponent("filmstrips").path
        options.filmstripGIF = false        // the GIF beside it: JUnitGIFAttachmentTests
        let r = try runSpec(Self.spec, options: options, in: dir)
        #expect(r.outcomes == ["failed box jumps", "errored box misuses motion"])
        let jump = try #require(r.failure("box jumps"))
        #expect(jump.location.hasSuffix("t_spec.lua:8"))
        #expect(jump.message == "expect(received):toBeContinuous(tolerance): 1 jump (a step more than twice its neighbours' plus 1)")
        // at 10 fps the box moves 12 points a sample (60 points in 5 samples): 48 at 0.4 s; at
        // 0.5 s the completion has snapped it to 160: a step of 112 between steps of 12 and 0
        #expect(jump.details.hasPrefix("box: t=0.400000 s -> t=0.500000 s  jumped 112  box (48, 0, 10, 10) -> box (160, 0, 10, 10)\nfilmstrip: "))
        #expect(r.tests[0].attachments.count == 1)
        let misuse = try #require(r.failure("box misuses motion"))
        #expect(misuse.location.hasSuffix("t_spec.lua:11"))
        #expect(misuse.message == "motion: to = -1 is not a time on the clock")
    }

    @Test func theSamplesAreTheFramesAtEachBoundary() throws {
        let r = try runSpec("""
        it("records", function()
          local v = View{name = "box", frame = Rect(0, 0, 10, 10)}
          window:addSubview(v)
          View.animate{duration = 0.5, curve = "linear", animations = function() v.frame = Rect(60, 0, 10, 10) end}
          local m = motion{views = {v}, to = 0.25, fps = 10}
          expect(m.times):toEqual({0, 0.1, 0.2, 0.25})
          expect(m.tracks[1].x):toEqual({0, 12, 24, 30})
          expect(m.tracks[1].shown):toEqual({"box", "box", "box", "box"})
          v.isHidden = true
          local hidden = motion{views = {v}, to = 0.3, fps = 10}
          expect(hidden.tracks[1].shown):toEqual({false, false})
          clock.runUntilIdle()
        end)
        """)
        #expect(r.outcomes == ["passed records"], "\(r.tests.first?.failure?.message ?? "")")
    }

    /// A track's `name` is escaped as messages show names (a backslash doubled, a tab `\t`),
    /// but a view is found by its name as the script set it: a matcher given `"a\\b"` said
    /// "'a\b' is not one of the motion's views" once names were shown escaped.
    @Test func aViewIsFoundByTheNameTheScriptSet() throws {
        let r = try runSpec(#"""
        it("finds", function()
          local v = View{name = "a\\b", frame = Rect(0, 0, 10, 10)}
          local w = View{name = "c\td", frame = Rect(0, 0, 10, 10)}
          local u = View{frame = Rect(0, 0, 10, 10)}
          window:addSubview(v); window:addSubview(w); window:addSubview(u)
          local m = motion{views = {v, w, u}, to = 0.1, fps = 10}
          expect(m.tracks[1].name):toBe("a\\\\b")
          expect(m.tracks[2].name):toBe("c\\td")
          expect(m):toEndAt("a\\b", Rect(0, 0, 10, 10))
          expect(m):toEndAt("c\td", Rect(0, 0, 10, 10))
          expect(m):toEndAt(m.tracks[3].name, Rect(0, 0, 10, 10))
          expect(function() expect(m):toEndAt("a\\\\b", Rect(0, 0, 10, 10)) end)
            :toThrow("toEndAt: 'a\\\\b' is not one of the motion's views")
        end)
        """#)
        #expect(r.outcomes == ["passed finds"], "\(r.tests.first?.failure?.message ?? "")")
    }
}
