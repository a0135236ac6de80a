import Foundation

/// glibc's `malloc_usable_size` of an object's heap block (found with `dlsym`, as the bench
/// finds `malloc_info`): what an object really takes, its fields rounded up to malloc's
/// block sizes; -1 without glibc.
func heapBlockSize(_ object: AnyObject) -> Int {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return -1 }
    return unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(object).toOpaque())
}
