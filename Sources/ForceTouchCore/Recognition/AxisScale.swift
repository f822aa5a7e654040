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
