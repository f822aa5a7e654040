import Foundation

/// A look at a binary property list (`bplist00`, or anything starting `bplist`) before Foundation reads it. Foundation's
/// reader on Linux crashes on objects that are no property-list type (a set, for one), so
/// every object of the table is checked first; what is wrong comes back as a sentence.
enum BinaryPropertyList {
    /// What makes `data` unreadable as a binary property list, or nil when its objects are
    /// property-list types (or `data` is not a binary property list at all).
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes.starts(with: Array("bplist".utf8)) else { return nil }
        // Foundation reads any `bplist0?` as version 00, and so would reach the objects this
        // check refuses (found by fuzzing: `bplist01` around a set crashed it).
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            return "a binary property list of version \(String(decoding: bytes[6..<8], as: UTF8.self).debugDescription); only version 00 exists"
        }
        guard bytes.count >= 8 + 32 else { return "the binary property list is cut short: no trailer" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = integer(bytes, at: trailer + 8, size: 8), tableOffset = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            return "the binary property list's trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize)"
        }
        // Each bound is checked before the sum that needs it, so nothing can overflow.
        guard let count, let tableOffset, count > 0, tableOffset >= 8, count <= UInt64(trailer), tableOffset <= UInt64(trailer),
              tableOffset + count * UInt64(offsetSize) <= UInt64(trailer) else {
            return "the binary property list's offset table lies outside the file"
        }
        for index in 0..<Int(count) {
            guard let offset = integer(bytes, at: Int(tableOffset) + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableOffset else {
                return "object \(index) of the binary property list lies outside the object area"
            }
            let marker = bytes[Int(offset)]
            if let type = foreignType(marker) {
                return "object \(index) of the binary property list is \(type), which is not a property-list type"
            }
        }
        return nil
    }

    /// The kind of object a marker byte starts, when it is not a property-list type.
    static func foreignType(_ marker: UInt8) -> String? {
        switch marker >> 4 {
        case 0x0: [0x00, 0x08, 0x09, 0x0f].contains(marker) ? nil : "an unknown object (marker 0x\(String(marker, radix: 16)))"
        case 0x1, 0x2, 0x4, 0x5, 0x6, 0xa, 0xd: nil
        case 0x3: marker == 0x33 ? nil : "an unknown object (marker 0x\(String(marker, radix: 16)))"
        case 0x8: "a keyed-archiver UID"
        case 0xc: "a set"
        default: "an unknown object (marker 0x\(String(marker, radix: 16)))"
        }
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, or nil past the end.
    static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value
    }
}
