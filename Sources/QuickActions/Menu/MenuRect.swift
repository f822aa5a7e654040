/// A rectangle on the touch surface, in millimetres from the axes' minimum (y grows downward).
public struct MenuRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether (`px`, `py`) lies inside: left and top edges included, right and bottom excluded.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}
