/// ChromeOS's rules for haptic pads (its gestures library's haptic button filter), each on or
/// off: dynamic hysteresis, exits that give way while a finger moves, and no stage entered
/// while fingers scroll, swipe or pinch together.
@frozen
public struct PadRules: Hashable, Sendable, BitwiseCopyable {
    /// While a stage holds, its exit rises to half the highest force seen in it, up to
    /// `exitCap`; after leaving it, entering again takes 1.2 times the force at the exit,
    /// a bar that falls as the force falls.
    public var dynamicHysteresis: Bool
    /// The highest force a raised exit reaches (350 g on a pressure pad); 1 for no cap.
    public var exitCap: Double
    /// While a contact moves, its exits scale down with its speed, to a tenth at 200 mm/s:
    /// a drag does not drop its stage.
    public var motionRelease: Bool
    /// While two or more contacts move at 20 mm/s or more in the same frame, and for 100 ms
    /// after the last such frame, no contact enters a deeper stage. The 100 ms run from frame
    /// times, so a missed lift cannot keep stages suppressed.
    public var gestureSuppression: Bool

    public init(dynamicHysteresis: Bool = false, exitCap: Double = 1, motionRelease: Bool = false, gestureSuppression: Bool = false) {
        self.dynamicHysteresis = dynamicHysteresis
        self.exitCap = exitCap
        self.motionRelease = motionRelease
        self.gestureSuppression = gestureSuppression
    }

    /// None of the rules: the bands as given.
    public static let off = PadRules()

    /// The speed, in mm/s, at which a moving contact's exits reach their lowest.
    public static let releaseSpeed = 200.0
    /// The lowest share of an exit a moving contact keeps.
    public static let lowestExitScale = 0.1
    /// Two contacts at least this fast (mm/s) in one frame move together: a scroll, swipe or pinch.
    public static let gestureSpeed = 20.0
    /// How long after fingers moved together stages stay suppressed, in microseconds.
    public static let gestureHold: Int64 = 100_000

    /// What a contact moving at `speed` mm/s keeps of its exits: 1 still, a tenth at 200 mm/s and faster.
    @inlinable
    public static func exitScale(speed: Double) -> Double {
        Swift.max(lowestExitScale, 1 - speed / releaseSpeed)
    }

    /// The rules a device gets unless asked otherwise: on a pressure pad, the motion rules
    /// (as ChromeOS runs its haptic pads) and a dynamic exit capped at 350 g should dynamic
    /// hysteresis be turned on; elsewhere none.
    public static func defaults(for device: DeviceDescription, pressureRange: ClosedRange<Int32>? = nil) -> PadRules {
        let cap = GramScale(device: device, pressureRange: pressureRange).map { $0.force(grams: 350) } ?? 1
        let pad = device.has(.pressurePad)
        return PadRules(exitCap: cap, motionRelease: pad, gestureSuppression: pad)
    }

    /// Whether contacts' speeds are needed: the motion rules are on.
    @inlinable
    public var tracksSpeed: Bool { motionRelease || gestureSuppression }

    /// The stage machine's part of the rules.
    @inlinable
    public var dynamics: PressStageMachine.Dynamics { PressStageMachine.Dynamics(hysteresis: dynamicHysteresis, exitCap: exitCap) }
}
