import Foundation
import Lua
import Testing
@testable import TransitLua

/// The sandbox's coroutine.close refuses a close with too little C stack left (sandbox.c,
/// clua_closetoodeep). A host may run scripts on a thread whose whole stack is smaller than
/// the main thread's reserve — a secondary thread on Apple's systems has 512 KiB — and there
/// a close that stock lua5.4 runs (under `ulimit -s 512` too) must still run.
@Suite struct CoroutineCloseStackTests {
    /// Runs `source` in a fresh runtime on a thread of `stack` bytes; its lines, or the error.
    static func onThread(stack: Int, _ source: String) -> (lines: [String], error: String?) {
        final class Result: @unchecked Sendable {
            var lines: [String] = []
            var error: String?
        }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                let (r, out) = try runtime()
                do { try r.run(source, chunkName: "@c.lua") } catch { result.error = "\(error)" }
                result.lines = out.lines
            } catch { result.error = "\(error)" }
            done.signal()
        }
        thread.stackSize = stack
        thread.start()
        done.wait()
        return (result.lines, result.error)
    }

    static let closeOne = """
    local co = coroutine.create(function()
      local pending <close> = setmetatable({}, {__close = function() print("closed") end})
      coroutine.yield()
    end)
    coroutine.resume(co)
    print(coroutine.close(co))
    """

    /// Stock `lua5.4` under `ulimit -s 1024` prints "closed" and "true"; the sandbox said
    /// "c.lua:6: C stack overflow" on any stack under 1 MiB and a bit.
    @Test func aCloseRunsOnASmallThread() {
        let (lines, error) = Self.onThread(stack: 1 << 20, Self.closeOne)
        #expect(error == nil)
        #expect(lines == ["closed", "true"])
    }

    /// The chain the stack check is there for (the hostile corpus's
    /// deep/coroutine_close_chain.lua) still ends with the error, not a crash, on the small
    /// thread: each nested close takes its share of the smaller stack, so it may stop sooner.
    @Test func aNestedChainStillStopsOnASmallThread() throws {
        let path = packageRoot + "/scripts/tests/hostile/deep/coroutine_close_chain.lua"
        let (lines, error) = Self.onThread(stack: 1 << 20, try String(contentsOfFile: path, encoding: .utf8))
        #expect(error == nil)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("stopped after ") == true)
        #expect(lines.first?.contains(" closes: false ") == true)
        #expect(lines.first?.hasSuffix("C stack overflow") == true)
    }
}
