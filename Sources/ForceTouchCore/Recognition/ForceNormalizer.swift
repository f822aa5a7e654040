/// Maps raw pressure to force 0…1: `clamp((raw − min) / (max − min), 0, 1)`.
@frozen
public struct ForceNormalizer: Hashable, Sendable, BitwiseCopyable {
    public let minimum: Int32
    public let maximum: Int32
    @usableFromInline let _scale: Double

    /// - Precondition: `range` is not empty.
    public init(range: ClosedRange<Int32>) {
        precondition(range.upperBound > range.lowerBound, "empty pressure range")
        minimum = range.lowerBound
        maximum = range.upperBound
        _scale = 1 / (Double(range.upperBound) - Double(range.lowerBound))
    }

    /// - Complexity: O(1), no allocation.
    @inlinable
    public func force(_ raw: Int32) -> Double {
        let f = (Double(raw) - Double(minimum)) * _scale
        return f < 0 ? 0 : (f > 1 ? 1 : f)
    }
}

/// Maps a position axis to millimetres from its minimum. Without a resolution the axis is
/// taken as 150 mm long, so the default 3 mm slop is 2% of it.
@frozen
public struct AxisScale: Hashable, Sendable, BitwiseCopyable {
    public let minimum: Int32
    /// Device units per millimetre.
    public let unitsPerMillimetre: Double

    /// The length assumed for an axis without a resolution.
    public static let assumedLength = 150.0

    public init(_ info: AbsInfo?) {
        guard let info else {
            minimum = 0
            unitsPerMillimetre = 1
            return
        }
        minimum = info.minimum
        if info.resolution > 0 {
            unitsPerMillimetre = Double(info.resolution)
        } else {
            unitsPerMillimetre = Swift.max(1, Double(info.range)) / Self.assumedLength
        }
    }

    /// - Complexity: O(1), no allocation.
    @inlinable
    public func millimetres(_ raw: Int32) -> Double { (Double(raw) - Double(minimum)) / unitsPerMillimetre }
}
