/// An axis's tick marks at round values (1, 2 or 5 times a power of ten), as plotting
/// libraries place them, so that a reader can interpolate by eye.
public struct PlotAxis: Hashable, Sendable {
    public let ticks: [Double]
    /// Decimals each label needs to tell the ticks apart.
    public let decimals: Int

    /// Ticks covering `range` with about `count` steps.
    public init(_ range: ClosedRange<Double>, about count: Int) {
        let width = max(range.upperBound - range.lowerBound, 1e-9)
        let rough = width / Double(max(count, 1))
        var magnitude = 1.0
        var decimals = 0
        while magnitude > rough { magnitude /= 10; decimals += 1 }
        while magnitude * 10 <= rough { magnitude *= 10; decimals = max(decimals - 1, 0) }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
        if step >= magnitude * 10 { decimals = max(decimals - 1, 0) }
        var ticks: [Double] = []
        var index = (range.lowerBound / step).rounded(.up)
        while index * step <= range.upperBound + step * 1e-9 {
            ticks.append(index * step)
            index += 1
        }
        self.ticks = ticks
        self.decimals = decimals
    }
}
