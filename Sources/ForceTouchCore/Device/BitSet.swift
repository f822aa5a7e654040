/// A fixed set of small integers, stored as the kernel stores its capability bits.
public struct CodeBitSet: Hashable, Sendable {
    /// The bits, least significant byte first, as in evemu's `B:` and `P:` lines.
    public private(set) var bytes: [UInt8]

    public init() { bytes = [] }

    /// The set of the bits given by `bytes`, trailing zero bytes dropped.
    public init(bytes: [UInt8]) {
        var bytes = bytes
        while let last = bytes.last, last == 0 { bytes.removeLast() }
        self.bytes = bytes
    }

    public func contains(_ bit: UInt16) -> Bool {
        let index = Int(bit / 8)
        return index < bytes.count && bytes[index] & (1 << (bit % 8)) != 0
    }

    public mutating func insert(_ bit: UInt16) {
        let index = Int(bit / 8)
        if index >= bytes.count { bytes.append(contentsOf: repeatElement(0, count: index + 1 - bytes.count)) }
        bytes[index] |= 1 << (bit % 8)
    }

    /// The members in ascending order.
    public var members: [UInt16] {
        var result: [UInt16] = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(UInt16(index * 8 + bit)) }
        }
        return result
    }

    public var isEmpty: Bool { bytes.isEmpty }
}
