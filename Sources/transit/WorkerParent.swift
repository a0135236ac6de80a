#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `transit test --worker` process dies with the run that started it. Killed with
/// `kill -9`, the run cannot stop its workers, and one running a spec that loops under
/// `--unsafe` (no time limit) would spin for ever, re-parented to init.
enum WorkerParent {
    /// Asks Linux to send this process SIGKILL when its parent dies (`prctl(PR_SET_PDEATHSIG)`),
    /// then checks that the parent is still `parent`: one that died before the request was
    /// made sends no signal, and the worker has been re-parented already. (Linux sends the
    /// signal when the *thread* that started the worker ends: the worker pool runs on the
    /// run's main thread, whose end is the process's.)
    ///
    /// - Returns: false when the parent is gone (the worker should end at once).
    static func tieToParent(_ parent: pid_t) -> Bool {
        #if os(Linux)
        // prctl is variadic in C, which Swift does not import: called through its address
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let setParentDeathSignal: Int32 = 1                 // PR_SET_PDEATHSIG, <linux/prctl.h>
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        }
        #endif
        return getppid() == parent
    }
}
