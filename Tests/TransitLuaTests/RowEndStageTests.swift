import Testing
@testable import TransitCore
@testable import TransitLua

/// Blocks sharing a timing row, begun by `View.animate` with no completion while nothing
/// keeps or observes the timeline, end with their row as one unit and are reclaimed later
/// (AnimationSystem+RowEnds.swift). Each script runs twice: with the timeline recorded, where
/// every block ends on its own timer as before, and with nothing recorded, where they end with
/// their row — and prints the same, the values UIKit's rules give (a block that ran its
/// course is finished, its view presents its model, a new block retargets from there).
@Suite struct RowEndStageTests {
    /// The script's output, run in chunks; `between` is called after each chunk but the last
    /// with the stage (the row run's checks).
    private func outputs(_ chunks: [String], recording: Bool,
                         between: (Int, Stage) throws -> Void = { _, _ in }) throws -> [String] {
        let (s, out) = try stage()
        s.engine.recordsTimeline = recording
        for (i, chunk) in chunks.enumerated() {
            try s.run(chunk, chunkName: "@rows\(i).lua")
            if i < chunks.count - 1 { try between(i, s) }
        }
        return out.lines
    }

    /// Both runs, checking that the row run had blocks awaiting reclamation after the first chunk.
    private func both(_ chunks: [String], pendingAfterFirst: Int, runningAfterFirst: Int = 0) throws -> [String] {
        let recorded = try outputs(chunks, recording: true) { i, s in
            if i == 0 { #expect(s.engine.animations.storeCounts.pendingGroups == 0) }
        }
        let rows = try outputs(chunks, recording: false) { i, s in
            if i == 0 {
                #expect(s.engine.animations.storeCounts.pendingGroups == pendingAfterFirst)
                #expect(s.engine.runningAnimationCount == runningAfterFirst)
            }
        }
        #expect(rows == recorded)
        return rows
    }

    @Test func aViewAnimatedAgainWhileItsTracksAwaitReclamation() throws {
        let lines = try both(["""
            v = View{frame = Rect(0, 0, 10, 10)}
            window:addSubview(v)
            h = View.animate(1, function() v.alpha = 0; v.center = Point(100, 100) end)
            clock.advance(1)
            """, """
            View.animate{duration = 1, curve = "linear", animations = function() v.alpha = 1; v.center = Point(0, 0) end}
            print(h.finished)   -- ran its course before the new block replaced its alpha
            clock.advance(0.25)
            local p = v.presentation
            print(string.format("%.3f %.3f %.3f", p.alpha, p.center.x, p.center.y))
            clock.advance(0.75)
            print(string.format("%.3f %.3f", v.presentation.alpha, v.presentation.center.x))
            """], pendingAfterFirst: 1)
        #expect(lines == ["true", "0.250 75.000 75.000", "1.000 0.000"])
    }

    @Test func aHeldHandleReadsFinishedAfterItsRowEnded() throws {
        let lines = try both(["""
            v, w = View{}, View{}
            window:addSubview(v); window:addSubview(w)
            h = View.animate(1, function() v.alpha = 0 end)
            View.animate(1, function() w.alpha = 0 end)
            print(clock.pendingCount)
            clock.advance(1)
            """, """
            print(clock.pendingCount, h.finished, h.isFinished, tostring(h))
            task(function() print("awaited", h:await(), clock.now) end)
            """], pendingAfterFirst: 2)
        #expect(lines == ["2", "0\ttrue\ttrue\tAnimationHandle #1 (finished=true)", "awaited\ttrue\t1.0"])
    }

    @Test func aTaskAwaitingABlockResumesWhereItsOwnEndWould() throws {
        // #2 is awaited: its row's blocks end one by one, so #3 still runs as the task resumes
        let lines = try both(["""
            u, v, w = View{}, View{}, View{}
            window:addSubview(u); window:addSubview(v); window:addSubview(w)
            hu = View.animate(1, function() u.alpha = 0 end)
            local h = View.animate(1, function() v.alpha = 0 end)
            hw = View.animate(1, function() w.alpha = 0 end)
            task(function() print("resumed", h:await(), clock.now, hu.finished, hw.finished) end)
            clock.advance(1)
            print(hu.finished, h.finished, hw.finished)
            """, ""], pendingAfterFirst: 0)
        #expect(lines == ["resumed\ttrue\t1.0\ttrue\tnil", "true\ttrue\ttrue"])
    }

    @Test func aCompletionThatAnimatesTheSameViews() throws {
        let lines = try both(["""
            v, w = View{}, View{}
            window:addSubview(v); window:addSubview(w)
            hv = View.animate(1, function() v.alpha = 0 end)
            View.animate(1, function() w.alpha = 0 end, function(finished)
                print("completion", finished, hv.finished, clock.now)
                View.animate{duration = 1, curve = "linear", animations = function() v.alpha = 1 end}
            end)
            clock.advance(1)
            """, """
            clock.advance(0.5)
            print(string.format("%.3f", v.presentation.alpha))
            """], pendingAfterFirst: 0, runningAfterFirst: 1)
        // (the completion's own `animate` reclaimed the row's first block before it began)
        #expect(lines == ["completion\ttrue\ttrue\t1.0", "0.500"])
    }

    /// A block begun after another's own end timer was scheduled does not join the row: it
    /// would end before that block, where its own timer comes after.
    @Test func aBlockBegunAfterAnotherTimerEndsInItsOrder() throws {
        let lines = try both(["""
            u, v, w = View{}, View{}, View{}
            window:addSubview(u); window:addSubview(v); window:addSubview(w)
            local hu = View.animate(1, function() u.alpha = 0 end)
            View.animate(1, function() v.alpha = 0 end, function(finished)
                print("completion", finished, hu.finished, hw.finished)
            end)
            hw = View.animate(1, function() w.alpha = 0 end)
            clock.advance(1)
            print(hw.finished)
            """, ""], pendingAfterFirst: 0)
        #expect(lines == ["completion\ttrue\ttrue\tnil", "true"])
    }

    @Test func aViewRemovedFromItsWindowBeforeReclamation() throws {
        let lines = try both(["""
            v = View{}
            window:addSubview(v)
            h = View.animate(1, function() v.alpha = 0 end)
            clock.advance(1)
            """, """
            v:removeFromSuperview()
            print(h.finished, v.alpha, v.presentation.alpha)
            """], pendingAfterFirst: 1)
        #expect(lines == ["true\t0.0\t0.0"])
    }

    /// What the store holds stays charged until it is reclaimed: at least 16 blocks a frame.
    @Test func theCountsFollowTheReclamation() throws {
        let (s, _) = try stage()
        s.engine.recordsTimeline = false
        try s.run("""
            for i = 1, 200 do
              local v = View{}
              window:addSubview(v)
              View.animate(1, function() v.alpha = 0; v.center = Point(i, i) end)
            end
            clock.advance(1)
            """, chunkName: "@counts.lua")
        let a = s.engine.animations
        #expect(s.engine.runningAnimationCount == 0)
        #expect(a.storeCounts.pendingGroups == 200)
        #expect(a.animatingViewCount == 200)
        #expect(a.runningTrackCount == 400)
        try s.engine.step(frames: 1)
        #expect(a.storeCounts.pendingGroups == 184)
        #expect(a.animatingViewCount == 184)
        #expect(a.runningTrackCount == 368)
        try s.engine.step(frames: 11)
        #expect(a.storeCounts.pendingGroups == 8)
        try s.engine.step(frames: 1)
        #expect(a.storeCounts.pendingGroups == 0)
        #expect(a.animatingViewCount == 0)
        #expect(a.runningTrackCount == 0)
        #expect(s.engine.runningAnimationCount == 0)
    }

    /// Past 16 × 256 animated views a frame reclaims one block per 256 views the store still
    /// animates (its ended ones included), so the share of the pass it adds stays the same
    /// at any count: 5,120 views 20 blocks, then 5,100 views 19.
    @Test func theBudgetFollowsTheViewsAnimated() throws {
        let (s, _) = try stage()
        s.engine.recordsTimeline = false
        try s.run("""
            for i = 1, 5120 do
              local v = View{}
              window:addSubview(v)
              View.animate(1, function() v.alpha = 0 end)
            end
            clock.advance(1)
            """, chunkName: "@budget.lua")
        let a = s.engine.animations
        #expect(a.storeCounts.pendingGroups == 5120 && a.animatingViewCount == 5120)
        try s.engine.step(frames: 1)
        #expect(a.storeCounts.pendingGroups == 5100 && a.animatingViewCount == 5100)
        try s.engine.step(frames: 1)
        #expect(a.storeCounts.pendingGroups == 5081 && a.animatingViewCount == 5081)
    }

    /// A reclaimed block's state that nothing else holds any more (its script's box
    /// collected) is kept for the next block, as one ending on its own timer is
    /// (AnimationSystem+SpareStates.swift): the frames after an ending one free no state.
    @Test func aReclaimedStateNothingHoldsIsKeptForReuse() throws {
        let (s, out) = try stage()
        s.engine.recordsTimeline = false
        try s.run("""
            views = {}
            for i = 1, 200 do
              local v = View{}
              window:addSubview(v)
              views[i] = v
              View.animate(1, function() v.alpha = 0 end)
            end
            clock.advance(1)
            collectgarbage()
            collectgarbage()
            """, chunkName: "@spare.lua")
        let a = s.engine.animations
        #expect(a.storeCounts.pendingGroups == 200 && a.spareStates.isEmpty)
        while a.storeCounts.pendingGroups > 0 { try s.engine.step(frames: 1) }
        #expect(a.spareStates.count == 200)
        try s.run("""
            local h = View.animate(1, function() views[1].alpha = 1 end)
            print(h.id, h.finished, views[1].alpha, views[1].presentation.alpha)
            """, chunkName: "@again.lua")
        #expect(a.spareStates.count == 199)
        #expect(out.lines == ["201\tnil\t1.0\t0.0"])
    }

    /// A handle the script still holds when the frames reclaim its block keeps its state: the
    /// next block gets another, and each handle reads its own block.
    @Test func aHeldHandleReclaimedByTheFramesIsNotReused() throws {
        let (s, out) = try stage()
        s.engine.recordsTimeline = false
        try s.run("""
            views = {}
            for i = 1, 20 do
              local v = View{}
              window:addSubview(v)
              views[i] = v
              local h = View.animate(1, function() v.alpha = 0 end)
              if i == 1 then held = h end
            end
            clock.advance(1)
            collectgarbage()
            collectgarbage()
            """, chunkName: "@held.lua")
        let a = s.engine.animations
        try s.engine.step(frames: 2)
        #expect(a.storeCounts.pendingGroups == 0 && a.spareStates.count == 19)
        try s.run("""
            local h = View.animate(1, function() views[1].alpha = 1 end)
            print(held.id, held.finished, h.id, h.finished, rawequal(held, h))
            """, chunkName: "@again.lua")
        #expect(a.spareStates.count == 18)
        #expect(out.lines == ["1\ttrue\t21\tnil\tfalse"])
    }

    /// (A script's handle of a reset engine is retired; the host's reads its block ended.)
    @Test func aResetEngineFinishesTheHandlesOfItsEndedRows() throws {
        let (s, _) = try stage()
        s.engine.recordsTimeline = false
        let v = View(engine: s.engine)
        try s.engine.window.addSubview(v)
        s.engine.animations.nextBlockMayEndWithItsRow = true
        let h = try s.engine.animate(duration: 1) { try v.setAlpha(0) }
        try s.engine.clock.advance(1)
        let old = s.engine
        #expect(old.animations.storeCounts.pendingGroups == 1)
        #expect(h.finished == nil)
        try s.resetEngine()
        #expect(old.animations.storeCounts.pendingGroups == 0)
        #expect(h.finished == true)
    }

    /// Recording begun after the blocks began: they end one by one, each recorded as before.
    @Test func theTimelinesEndsAreUnchangedWhenRecording() throws {
        func ends(recordingFromStart: Bool) throws -> [String] {
            let (s, _) = try stage()
            s.engine.recordsTimeline = recordingFromStart
            try s.run("""
                for i = 1, 3 do
                  local v = View{}
                  window:addSubview(v)
                  View.animate(1, function() v.alpha = 0 end)
                end
                """, chunkName: "@ends.lua")
            s.engine.recordsTimeline = true
            try s.engine.clock.advance(1)
            return s.engine.timeline.compactMap { e in
                if case .animationEnded = e { return e.description } else { return nil }
            }
        }
        let recorded = try ends(recordingFromStart: true)
        #expect(recorded.count == 3)
        #expect(try ends(recordingFromStart: false) == recorded)
    }

    /// A staggered entrance (each view's block its own delay, so its own row), and the same
    /// with durations ending every row at one tick: each row's end looks at its own block,
    /// not at every group slot (it was 200 rows × 200 slots: quadratic in the views).
    @Test func aRowsEndVisitsOnlyItsOwnBlocks() throws {
        for same in [false, true] {
            let (s, out) = try stage()
            s.engine.recordsTimeline = false
            try s.run("""
                views = {}
                for i = 1, 200 do
                  local v = View{}
                  window:addSubview(v)
                  views[i] = v
                  local delay = i * 0.001
                  View.animate{duration = \(same ? "1 - delay" : "0.5"), delay = delay, curve = "linear",
                               animations = function() v.alpha = 0 end}
                end
                print(clock.pendingCount)
                clock.advance(1)
                local sum = 0
                for _, v in ipairs(views) do sum = sum + v.presentation.alpha end
                print(sum)
                """, chunkName: "@stagger.lua")
            let a = s.engine.animations
            #expect(out.lines == ["200", "0.0"])
            #expect(a.store.rowEndVisits == 200)
            #expect(s.engine.runningAnimationCount == 0)
            #expect(a.storeCounts.pendingGroups == 0)
        }
    }

    /// Rows of two blocks (two views begun together at each delay), ended together and, with
    /// recording begun between the begins and the end, one by one: each row's two slots.
    @Test func aRowOfTwoEndsVisitingItsTwoSlots() throws {
        for recordingAtTheEnd in [false, true] {
            let (s, _) = try stage()
            s.engine.recordsTimeline = false
            try s.run("""
                for i = 1, 100 do
                  local v, w = View{}, View{}
                  window:addSubview(v); window:addSubview(w)
                  local delay = i * 0.001
                  View.animate{duration = 0.5, delay = delay, animations = function() v.alpha = 0 end}
                  View.animate{duration = 0.5, delay = delay, animations = function() w.alpha = 0 end}
                end
                """, chunkName: "@pairs.lua")
            s.engine.recordsTimeline = recordingAtTheEnd
            try s.engine.clock.advance(1)
            #expect(s.engine.animations.store.rowEndVisits == 200)
            #expect(s.engine.runningAnimationCount == 0)
            if recordingAtTheEnd {
                #expect(s.engine.timeline.filter { if case .animationEnded = $0 { true } else { false } }.count == 200)
            }
        }
    }

    /// A block that joined its row and was cut short (its one track replaced) frees its slot,
    /// which a later block of the same row takes. Its completion, scheduled for the next turn,
    /// closes the row, so that block and the ones after end on their own timers (only the
    /// first stays with the row): the same output as when every block ends on its own timer.
    @Test func aSlotRetakenByALaterJoinerOfTheSameRow() throws {
        let lines = try both(["""
            u, v, w = View{}, View{}, View{}
            window:addSubview(u); window:addSubview(v); window:addSubview(w)
            hu = View.animate(1, function() u.alpha = 0 end)
            hv = View.animate(1, function() v.alpha = 0 end)
            hv2 = View.animate(1, function() v.alpha = 0.5 end)   -- cuts hv short
            hw = View.animate(1, function() w.alpha = 0 end)
            clock.advance(1)
            """, """
            print(hu.finished, hv.finished, hv2.finished, hw.finished)
            print(u.presentation.alpha, v.presentation.alpha, w.presentation.alpha)
            print(clock.pendingCount)
            """], pendingAfterFirst: 1)
        #expect(lines == ["true\tfalse\ttrue\ttrue", "0.0\t0.5\t0.0", "0"])
    }
}
