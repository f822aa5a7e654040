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

    /// The raw value of force `f`, rounded: the inverse of `force` within the range.
    @inlinable
    public func raw(_ f: Double) -> Int32 {
        Int32((Double(minimum) + f * (Double(maximum) - Double(minimum))).rounded())
    }
}
