import Foundation
import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whole files read through swift-system, with the errno when they cannot be: the Info.plist,
/// the strings table and the store's files all come in this way.
enum FileBytes {
    /// Every byte of `path`, read through swift-system.
    static func read(_ path: String) throws(Errno) -> Data {
        do {
            let fd = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec, retryOnInterrupt: true)
            return try fd.closeAfter {
                var data = Data()
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = try chunk.withUnsafeMutableBytes { try fd.read(into: $0, retryOnInterrupt: true) }
                    if count == 0 { return data }
                    data.append(contentsOf: chunk[..<count])
                }
            }
        } catch {
            throw Errno(error)
        }
    }
}

extension Errno {
    /// The errno of a swift-system call, which throws untyped.
    init(_ error: any Error) {
        self = error as? Errno ?? .ioError
    }

    /// The errno the last failed C call left.
    static var last: Errno { Errno(rawValue: errno) }
}
