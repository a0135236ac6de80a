@testable import TransitSpec

extension WorkerProgress {
    /// What a worker writes for `result`: each test's line as it is decided, then the report.
    static func written(_ result: FileResult) -> String {
        result.tests.map(WorkerProgress.decided).joined() + SuiteRunner.workerOutput(result)
    }

    /// What the parent makes of a worker's `output`, read in pieces of `piece` bytes (the
    /// pool reads up to 64 KiB at a time, wherever the lines end).
    init(reading output: String, piece: Int = 65536) {
        self.init()
        let bytes = Array(output.utf8)
        for start in stride(from: 0, to: bytes.count, by: piece) { take(bytes[start..<min(start + piece, bytes.count)]) }
    }
}

extension FileResult {
    /// `self` sent by a worker that ended well and read back by the parent.
    var crossed: FileResult {
        SuiteRunner.decode(WorkerPool.Finished(index: 0, status: 0, signal: nil, errors: []),
                           progress: WorkerProgress(reading: WorkerProgress.written(self)), file: file)
    }
}
