/// The range and precision of one absolute axis: the kernel's `struct input_absinfo`.
@frozen
public struct AbsInfo: Hashable, Sendable, BitwiseCopyable {
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre for position axes, units per gram for a force-sensing
    /// `ABS_MT_PRESSURE`; 0 when the device does not say.
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// `maximum - minimum`, never negative.
    @inlinable
    public var range: Int64 { Swift.max(0, Int64(maximum) - Int64(minimum)) }
}
