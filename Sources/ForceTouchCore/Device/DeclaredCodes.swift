/// The codes a device declares, as flat bit masks: the hot path tests an event against
/// them without touching the description's dictionaries.
@frozen
public struct DeclaredCodes: Sendable, BitwiseCopyable {
    @usableFromInline let _abs: UInt64
    @usableFromInline let _rel: UInt16
    @usableFromInline let _msc: UInt8
    /// `KEY_*` and `BTN_*` up to `KEY_MAX` (0x2ff): 12 words of 64 bits.
    @usableFromInline let _keys: InlineArray<12, UInt64>

    /// Nothing declared: for a reader that has not seen its device yet.
    public init() {
        _abs = 0
        _rel = 0
        _msc = 0
        _keys = InlineArray(repeating: 0)
    }

    public init(_ device: DeviceDescription) {
        var abs: UInt64 = 0
        for code in device.absInfo.keys where code.rawValue < 64 { abs |= 1 << code.rawValue }
        var rel: UInt16 = 0
        for code in device.eventCodes[.rel]?.members ?? [] where code < 16 { rel |= 1 << code }
        var msc: UInt8 = 0
        for code in device.eventCodes[.msc]?.members ?? [] where code < 8 { msc |= 1 << code }
        var keys = InlineArray<12, UInt64>(repeating: 0)
        for code in device.eventCodes[.key]?.members ?? [] where code < 12 * 64 { keys[Int(code >> 6)] |= 1 << (code & 63) }
        _abs = abs
        _rel = rel
        _msc = msc
        _keys = keys
    }

    /// Whether the device declares `code` of `type`; types other than `EV_KEY`, `EV_REL`,
    /// `EV_ABS` and `EV_MSC` are not checked (true).
    /// - Complexity: O(1), no allocation.
    @inlinable @inline(__always)
    public func declares(_ type: EventType, _ code: EventCode) -> Bool {
        let raw = code.rawValue
        switch type.rawValue {
        case EventType.abs.rawValue: return raw < 64 && _abs & (1 << raw) != 0
        case EventType.key.rawValue: return raw < 12 * 64 && _keys[Int(raw >> 6)] & (1 << (raw & 63)) != 0
        case EventType.rel.rawValue: return raw < 16 && _rel & (1 << raw) != 0
        case EventType.msc.rawValue: return raw < 8 && _msc & (1 << raw) != 0
        default: return true
        }
    }
}
