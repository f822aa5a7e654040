/// Why a frame assembler or recognizer cannot be set up for a device.
public struct SetupError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Base: Hashable, Sendable {
        case tooManySlots(Int)
        case emptyPressureRange(EventCode, AbsInfo)
        case slotsNotFromZero(AbsInfo)
    }

    private let base: Base

    /// The device declares more slots than `FrameAssembler.maximumSlots`.
    public static func tooManySlots(_ count: Int) -> SetupError { SetupError(base: .tooManySlots(count)) }
    /// The pressure axis `code` has a maximum that is not above its minimum: no force can be read.
    public static func emptyPressureRange(_ code: EventCode, _ info: AbsInfo) -> SetupError {
        SetupError(base: .emptyPressureRange(code, info))
    }

    /// `ABS_MT_SLOT`'s range does not start at slot 0, as the kernel's always does.
    public static func slotsNotFromZero(_ info: AbsInfo) -> SetupError { SetupError(base: .slotsNotFromZero(info)) }

    public var description: String {
        switch base {
        case let .tooManySlots(count):
            "the device declares \(count) slots; at most \(FrameAssembler.maximumSlots) are supported"
        case let .emptyPressureRange(code, info):
            "\(EventCode.name(of: code, type: .abs) ?? "pressure") range \(info.minimum)...\(info.maximum) is empty: its maximum must be above its minimum"
        case let .slotsNotFromZero(info):
            "ABS_MT_SLOT range \(info.minimum)...\(info.maximum) does not start at 0"
        }
    }
}
