import ForceTouchCore
/// Numbers as short fixed-point text (`0.45`, `12.5`, `0.000001`): rounded to a number
/// of decimals, trailing zeros dropped, never an exponent, so JSON and columns stay plain.
public enum DecimalText {
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let negative = value < 0 && scaled != 0
        return (negative ? "-" : "") + fixed(scaled, scale: scale, decimals: decimals)
    }

    /// Microseconds as seconds, exactly; `fixed` keeps all six decimals, for columns.
    public static func seconds(microseconds: Int64, fixed keepZeros: Bool = false) -> String {
        (microseconds < 0 ? "-" : "") + fixed(abs(microseconds), scale: 1_000_000, decimals: 6, keepZeros: keepZeros)
    }

    private static func fixed(_ scaled: Int64, scale: Int64, decimals: Int, keepZeros: Bool = false) -> String {
        guard decimals > 0 else { return String(scaled) }
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while !keepZeros, fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
