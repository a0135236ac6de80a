import Testing
@testable import TransitRender
#if canImport(Glibc)
import Glibc
#endif

/// A render's last resort (``Deadline``: ten times `--time` of the wall clock, for a tool
/// blocked off the CPU) leaves out the waits for a CPU, as the watchdog's does: counted in,
/// a render beside four spinning processes under `nice -n 19` ended "while writing the JSON"
/// after 0.10 s of the CPU of `--time 0.8`, 21 s of the wall clock (hostile111). The clock
/// reads numbers set here, not the system's: nothing waits.
@Suite struct RenderClockTests {
    /// The clock's readings, moved by hand.
    final class Machine {
        var cpu = 0.0, wall = 0.0, waited = 0.0
        var tools: [pid_t: (cpu: Double, waited: Double)] = [:]
        var readings: RenderClock.Readings {
            .init(cpu: { self.cpu }, wall: { self.wall }, waited: { self.waited },
                  tool: { pid in self.tools[pid].map { ($0.cpu, $0.waited) } ?? (0, nil) })
        }
    }

    /// 20 s of the wall clock past a limit of 0.8 s, 19.5 of them waiting for a CPU: not
    /// passed (it was); 20 s blocked, waiting for nothing: passed; the CPU spent: passed.
    @Test func theRenderThreadsWaitsForACPUAreNotCounted() {
        let m = Machine()
        let deadline = Deadline(from: RenderClock(m.readings), seconds: 0.8, message: "")
        m.wall = 20; m.waited = 19.5; m.cpu = 0.1
        #expect(!deadline.hasPassed())
        m.wall = 28.2                                           // 8.7 s awake, past 8
        #expect(deadline.hasPassed())
        let blocked = Machine()
        let other = Deadline(from: RenderClock(blocked.readings), seconds: 0.8, message: "")
        blocked.wall = 7.9
        #expect(!other.hasPassed())
        blocked.wall = 8.1
        #expect(other.hasPassed())
        let spinning = Machine()
        let third = Deadline(from: RenderClock(spinning.readings), seconds: 0.8, message: "")
        spinning.wall = 1; spinning.cpu = 0.8
        #expect(third.hasPassed())
    }

    /// While a tool runs, its waits are left out and the render thread's are not counted too
    /// (it only looks at the tool: the same seconds twice would make the last resort never
    /// come); once it ended, its waits stay left out, and the thread's count again.
    @Test func aToolsWaitsAreLeftOutOnceAndStay() {
        let m = Machine()
        let deadline = Deadline(from: RenderClock(m.readings), seconds: 0.5, message: "")
        m.tools[42] = (cpu: 0.1, waited: 0)
        #expect(!deadline.hasPassed(running: 42))
        m.wall = 10; m.waited = 9; m.tools[42] = (cpu: 0.2, waited: 9)       // both starved: 1 s awake
        #expect(!deadline.hasPassed(running: 42))
        m.wall = 14; m.tools[42] = (cpu: 0.2, waited: 9)                      // the tool blocked 4 s: 5 awake
        #expect(deadline.hasPassed(running: 42))
        let ended = Machine()
        let after = Deadline(from: RenderClock(ended.readings), seconds: 0.5, message: "")
        ended.tools[7] = (cpu: 0.1, waited: 0)
        #expect(!after.hasPassed(running: 7))
        ended.wall = 9; ended.tools[7] = (cpu: 0.1, waited: 8)
        #expect(!after.hasPassed(running: 7))                                 // 1 s awake
        ended.tools[7] = nil                                                  // it ended: its 8 s stay out
        ended.wall = 12
        #expect(!after.hasPassed())                                           // 4 s awake
        ended.wall = 16; ended.waited = 4                                     // the thread's own count again
        #expect(!after.hasPassed())                                           // 4 s awake
        ended.wall = 17.1
        #expect(after.hasPassed())                                            // 5.1 s awake
    }
}
