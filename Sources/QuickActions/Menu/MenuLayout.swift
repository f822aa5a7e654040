/// Where an open menu's rows are: stacked below the press point, or above it when they
/// would run off the surface's bottom edge, with a gap so that the finger that opened the
/// menu starts on no row.
public struct MenuLayout: Hashable, Sendable {
    /// Whether the rows hang below the press point or stand above it.
    public enum Placement: Hashable, Sendable { case below, above }

    /// The sizes a layout is made from, in millimetres.
    public struct Geometry: Hashable, Sendable {
        /// The height of each row.
        public var rowHeight: Double
        /// The width of the rows, centred on the press point and kept on the surface.
        public var rowWidth: Double
        /// The space between the press point and the nearest row.
        public var gap: Double

        /// Rows 11 mm high and 60 mm wide, 4 mm from the press point.
        public init(rowHeight: Double = 11, rowWidth: Double = 60, gap: Double = 4) {
            self.rowHeight = rowHeight
            self.rowWidth = rowWidth
            self.gap = gap
        }
    }

    /// Where the press opened the menu.
    public let pressX: Double, pressY: Double
    public let placement: Placement
    /// The items of the rows, first row first: the first row is nearest the press point.
    public let items: [ShortcutItem]
    /// Each row's rectangle, in the order of `items`.
    public let rows: [MenuRect]

    /// The layout of `items` for a press at (`x`, `y`) on `surface`.
    public init(items: [ShortcutItem], pressX x: Double, pressY y: Double, surface: MenuRect, geometry: Geometry = Geometry()) {
        pressX = x
        pressY = y
        self.items = items
        let height = Double(items.count) * geometry.rowHeight
        let placement: Placement = y + geometry.gap + height <= surface.y + surface.height ? .below : .above
        self.placement = placement
        let width = Swift.min(geometry.rowWidth, surface.width)
        let left = Swift.min(Swift.max(x - width / 2, surface.x), surface.x + surface.width - width)
        rows = items.indices.map { index in
            let offset = geometry.gap + Double(index) * geometry.rowHeight
            let top = placement == .below ? y + offset : y - offset - geometry.rowHeight
            return MenuRect(x: left, y: top, width: width, height: geometry.rowHeight)
        }
    }

    /// The row under (`x`, `y`), if any.
    public func row(atX x: Double, y: Double) -> Int? {
        rows.firstIndex { $0.contains(x: x, y: y) }
    }
}
