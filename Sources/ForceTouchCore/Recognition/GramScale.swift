/// Force in grams, on a pressure axis with a resolution: a pressure pad's force sensor
/// (`INPUT_PROP_PRESSUREPAD`), whose `ABS_MT_PRESSURE` resolution is in units per gram.
/// Converts between grams and the normalised force 0…1 the classifier works on.
public struct GramScale: Hashable, Sendable {
    public let unitsPerGram: Double
    /// The raw range force 0…1 spans: the axis's, or the profile's pressure range.
    public let range: ClosedRange<Int32>

    /// The scale of `device`'s pressure axis over `pressureRange` (the axis's own when nil);
    /// nil when the axis has no resolution, or there is no pressure axis.
    public init?(device: DeviceDescription, pressureRange: ClosedRange<Int32>? = nil) {
        let info: AbsInfo
        switch device.pressureSource {
        case let .perContact(axis), let .shared(axis): info = axis
        case .none: return nil
        }
        guard info.resolution > 0 else { return nil }
        let range = pressureRange ?? info.minimum...info.maximum
        guard range.upperBound > range.lowerBound else { return nil }
        unitsPerGram = Double(info.resolution)
        self.range = range
    }

    /// The grams a normalised force stands for.
    @inlinable
    public func grams(force: Double) -> Double {
        (Double(range.lowerBound) + force * Double(range.upperBound - range.lowerBound)) / unitsPerGram
    }

    /// The grams of a raw pressure value.
    @inlinable
    public func grams(raw: Int32) -> Double { Double(raw) / unitsPerGram }

    /// The normalised force of `grams`, clamped to 0…1 like any force.
    @inlinable
    public func force(grams: Double) -> Double {
        let raw = grams * unitsPerGram
        return min(max((raw - Double(range.lowerBound)) / Double(range.upperBound - range.lowerBound), 0), 1)
    }

    /// The heaviest press the axis can report, in grams.
    public var maximumGrams: Double { Double(range.upperBound) / unitsPerGram }
}
