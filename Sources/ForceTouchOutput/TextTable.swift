/// Aligned columns for people: each padded to its widest cell, two spaces apart; the last
/// column is not padded, so lines carry no trailing blanks.
public enum TextTable {
    public static func lines(header: [String], rows: [[String]]) -> [String] {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.indices.map { column in
                column == row.count - 1 ? row[column] : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            }.joined(separator: "  ")
        }
    }
}
