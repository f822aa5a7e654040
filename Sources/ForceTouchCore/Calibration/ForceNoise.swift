/// How much a held contact's force jitters from frame to frame, measured while presses are
/// made: the noise the enter/exit gap of a threshold must outlast.
///
/// It uses second differences, `f[i+1] − 2f[i] + f[i−1]`, which a steady ramp does not
/// move: a press rising or falling does not count as noise, only its wobble does. For white
/// noise of deviation σ they have deviation σ√6, so σ is their median magnitude / 0.6745 / √6.
public struct ForceNoise: Sendable {
    /// The last two forces of each contact held now.
    private var recent: [Int: (Double, Double?)] = [:]
    /// Every second difference's magnitude so far.
    private var magnitudes: [Double] = []

    public init() {}

    /// The force of `slot`'s contact in one frame.
    public mutating func add(slot: Int, force: Double) {
        guard let (last, before) = recent[slot] else {
            recent[slot] = (force, nil)
            return
        }
        if let before { magnitudes.append(abs(force - 2 * last + before)) }
        recent[slot] = (force, last)
    }

    /// `slot`'s contact lifted: its next contact starts afresh.
    public mutating func end(slot: Int) { recent[slot] = nil }

    /// The second differences measured so far.
    public var count: Int { magnitudes.count }

    /// The force's deviation from frame to frame (0…1 force units); 0 before three frames of one contact.
    public var deviation: Double {
        guard !magnitudes.isEmpty else { return 0 }
        let sorted = magnitudes.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return median / 0.6745 / 6.0.squareRoot()
    }
}
