import ForceTouchCore

/// Draws a `ForcePlot` as plain SVG that any browser opens: force over time per contact,
/// the peek and pop bands, the stage regions, down and up with each press's class, and a
/// lane per slot showing its stages. Readable at its default size, 1000 px wide.
///
/// Elements carry classes and `data-` attributes (`contact`, `threshold`, `y-tick`, …) so
/// that tools and tests can read the plot back.
public struct SVGPlot: Sendable {
    public var width = 1000.0
    /// The height of the force chart; the lanes and the legend come below it.
    public var chartHeight = 300.0

    public init() {}

    /// Colours for stages, thresholds and contacts (by slot), chosen to stay apart.
    static let stageColour: [Stage: String] = [.light: "#cfd4d6", .peek: "#f39c12", .pop: "#c0392b"]
    static let thresholdColour: [Stage: String] = [.peek: "#b9770e", .pop: "#922b21"]
    static let slotColours = ["#1f77b4", "#2ca02c", "#8e44ad", "#17a2b8", "#8c564b", "#d63384", "#6c757d", "#9a9a1f"]

    private let left = 64.0, right = 190.0, top = 64.0
    private let laneHeight = 16.0, laneGap = 6.0

    /// The SVG document.
    public func render(_ plot: ForcePlot) -> String {
        let span = plot.span
        let plotWidth = width - left - right
        let x: (Int64) -> Double = { [left] time in
            left + Double(time - span.lowerBound) / Double(span.upperBound - span.lowerBound) * plotWidth
        }
        let forceTop = plot.forceTop
        let y: (Double) -> Double = { [top, chartHeight] force in top + (1 - min(max(force / forceTop, 0), 1)) * chartHeight }
        let bottom = top + chartHeight
        let slots = plot.slots
        let lanesTop = bottom + 52
        let legendTop = lanesTop + Double(max(slots.count, 1)) * (laneHeight + laneGap) + 16
        let height = legendTop + 56

        var svg = SVGText()
        svg.open("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": n(width), "height": n(height),
                         "viewBox": "0 0 \(n(width)) \(n(height))", "font-family": "sans-serif", "font-size": "13"])
        svg.leaf("rect", ["width": "100%", "height": "100%", "fill": "white"])
        svg.text(plot.title, x: left, y: 24, ["font-size": "16", "font-weight": "bold", "class": "title"])
        svg.text(subtitle(plot), x: left, y: 44, ["fill": "#444", "class": "subtitle"])

        // The stage regions: where each contact was at peek or pop, shaded behind everything.
        svg.open("g", ["id": "stage-regions"])
        for contact in plot.contacts {
            for span in contact.stages where span.stage != .light {
                let (from, to) = clipped(span.start, span.end, to: plot.span)
                guard from < to else { continue }
                svg.leaf("rect", ["class": "stage-region \(span.stage.name)", "data-slot": String(contact.slot),
                                  "x": n(x(from)), "y": n(top), "width": n(max(x(to) - x(from), 1)), "height": n(chartHeight),
                                  "fill": Self.stageColour[span.stage]!, "fill-opacity": "0.16"])
            }
        }
        svg.close("g")

        // Axes: force ticks at 0.1, time ticks at round seconds.
        svg.open("g", ["id": "axes", "fill": "#333"])
        let forceAxis = PlotAxis(0...forceTop, about: 10)
        for tick in forceAxis.ticks {
            let label = DecimalText.format(tick, decimals: forceAxis.decimals)
            svg.open("g", ["class": "y-tick", "data-force": label])
            svg.leaf("line", ["x1": n(left), "x2": n(left + plotWidth), "y1": n(y(tick)), "y2": n(y(tick)), "stroke": "#e5e5e5"])
            svg.text(label, x: left - 8, y: y(tick) + 4, ["text-anchor": "end"])
            svg.close("g")
        }
        let seconds = Double(span.lowerBound) / 1e6...Double(span.upperBound) / 1e6
        let timeAxis = PlotAxis(seconds, about: 10)
        for tick in timeAxis.ticks {
            let position = x(Int64((tick * 1e6).rounded()))
            svg.open("g", ["class": "x-tick", "data-seconds": DecimalText.format(tick, decimals: timeAxis.decimals)])
            svg.leaf("line", ["x1": n(position), "x2": n(position), "y1": n(top), "y2": n(bottom), "stroke": "#f0f0f0"])
            svg.text(DecimalText.format(tick, decimals: timeAxis.decimals), x: position, y: bottom + 18, ["text-anchor": "middle"])
            svg.close("g")
        }
        svg.leaf("rect", ["x": n(left), "y": n(top), "width": n(plotWidth), "height": n(chartHeight), "fill": "none", "stroke": "#888"])
        svg.text("time (s)", x: left + plotWidth / 2, y: bottom + 36, ["text-anchor": "middle"])
        svg.text("force", x: 16, y: top + chartHeight / 2, ["text-anchor": "middle", "transform": "rotate(-90 16 \(n(top + chartHeight / 2)))"])
        svg.close("g")

        // The bands: enter dashed, exit dotted, the hysteresis between them tinted.
        let thresholds = plot.configuration.thresholds
        svg.open("g", ["id": "thresholds"])
        for (stage, band) in [(Stage.peek, thresholds.peek), (.pop, thresholds.pop)] {
            let colour = Self.thresholdColour[stage]!
            svg.leaf("rect", ["class": "band \(stage.name)", "x": n(left), "y": n(y(band.enter)), "width": n(plotWidth),
                              "height": n(y(band.exit) - y(band.enter)), "fill": colour, "fill-opacity": "0.07"])
            for (edge, value, dashes, offset) in [("enter", band.enter, "7 4", -3.0), ("exit", band.exit, "2 3", 11.0)] {
                svg.leaf("line", ["class": "threshold \(stage.name)-\(edge)", "data-force": DecimalText.format(value, decimals: 4),
                                  "x1": n(left), "x2": n(left + plotWidth), "y1": n(y(value)), "y2": n(y(value)),
                                  "stroke": colour, "stroke-width": "1.5", "stroke-dasharray": dashes])
                let weight = plot.grams.map { " · \(DecimalText.format($0.grams(force: value), decimals: 0)) g" } ?? ""
                svg.text("\(stage.name) \(edge) \(DecimalText.format(value, decimals: 3))\(weight)", x: left + plotWidth + 8, y: y(value) + offset,
                         ["fill": colour])
            }
        }
        svg.close("g")

        // The contacts: force, down, up and the class above the peak.
        svg.open("g", ["id": "contacts"])
        for contact in plot.contacts {
            let colour = Self.slotColours[contact.slot % Self.slotColours.count]
            let ending = contact.end.map { end in
                switch end.how {
                case let .up(press): press.pressClass.name
                case .cancel: "cancel"
                }
            } ?? "open"
            svg.open("g", ["class": "contact", "data-slot": String(contact.slot), "data-class": ending,
                           "data-down": DecimalText.seconds(microseconds: contact.down.time)])
            // The down frame's own sample is the first point; a contact without samples has only its down.
            let points = Self.thinned(contact.points.isEmpty ? [contact.down] : contact.points, within: plot.span, columns: Int(plotWidth))
            svg.leaf("polyline", ["class": "force", "fill": "none", "stroke": colour, "stroke-width": "2", "stroke-linejoin": "round",
                                  "points": points.map { "\(n(x($0.time))),\(n(y($0.force)))" }.joined(separator: " ")])
            if plot.span.contains(contact.down.time) {
                svg.leaf("circle", ["class": "down", "cx": n(x(contact.down.time)), "cy": n(y(contact.down.force)), "r": "4", "fill": colour])
            }
            if let end = contact.end, plot.span.contains(end.time) {
                let last = contact.points.last ?? contact.down
                let (ex, ey) = (x(end.time), y(last.force))
                // From the last sample to the frame that ended the contact, which has none.
                svg.leaf("line", ["class": "lift", "x1": n(x(max(last.time, plot.span.lowerBound))), "y1": n(ey), "x2": n(ex), "y2": n(ey),
                                  "stroke": colour, "stroke-dasharray": "1 3"])
                svg.leaf("path", ["class": "up", "d": "M\(n(ex - 5)),\(n(ey - 5))h10l-5,8z", "fill": "white", "stroke": colour, "stroke-width": "1.5"])
            }
            let peak = contact.peak
            if plot.span.contains(peak.time) {
                svg.text(ending, x: x(peak.time), y: max(y(peak.force) - 8, top + 14), ["class": "press-class", "text-anchor": "middle", "fill": colour, "font-weight": "bold"])
            }
            svg.close("g")
        }
        if plot.contacts.isEmpty {
            svg.text("no contacts here", x: left + plotWidth / 2, y: top + chartHeight / 2, ["text-anchor": "middle", "fill": "#888"])
        }
        svg.close("g")

        // A lane per slot: its contacts' stages over time.
        svg.open("g", ["id": "lanes"])
        for (row, slot) in slots.enumerated() {
            let laneTop = lanesTop + Double(row) * (laneHeight + laneGap)
            svg.open("g", ["class": "lane", "data-slot": String(slot)])
            svg.text("slot \(slot)", x: left - 8, y: laneTop + laneHeight - 3, ["text-anchor": "end", "fill": Self.slotColours[slot % Self.slotColours.count]])
            svg.leaf("rect", ["x": n(left), "y": n(laneTop), "width": n(plotWidth), "height": n(laneHeight), "fill": "#f7f7f7"])
            for contact in plot.contacts where contact.slot == slot {
                for span in contact.stages {
                    let (from, to) = clipped(span.start, span.end, to: plot.span)
                    guard from < to else { continue }
                    svg.leaf("rect", ["class": "stage \(span.stage.name)", "x": n(x(from)), "y": n(laneTop),
                                      "width": n(max(x(to) - x(from), 1)), "height": n(laneHeight), "fill": Self.stageColour[span.stage]!])
                }
            }
            svg.close("g")
        }
        svg.close("g")

        legend(into: &svg, top: legendTop)
        svg.close("svg")
        return svg.text
    }

    /// What the marks mean, in two rows under the lanes.
    private func legend(into svg: inout SVGText, top: Double) {
        svg.open("g", ["id": "legend"])
        var x = left
        for stage in Stage.allCases {
            svg.leaf("rect", ["x": n(x), "y": n(top - 11), "width": "14", "height": "14", "fill": Self.stageColour[stage]!])
            svg.text(stage.name, x: x + 20, y: top)
            x += 80
        }
        for (stage, colour) in [(Stage.peek, Self.thresholdColour[.peek]!), (.pop, Self.thresholdColour[.pop]!)] {
            svg.leaf("line", ["x1": n(x), "x2": n(x + 24), "y1": n(top - 4), "y2": n(top - 4), "stroke": colour, "stroke-width": "1.5", "stroke-dasharray": "7 4"])
            svg.text("\(stage.name) enter", x: x + 30, y: top)
            x += 110
            svg.leaf("line", ["x1": n(x), "x2": n(x + 24), "y1": n(top - 4), "y2": n(top - 4), "stroke": colour, "stroke-width": "1.5", "stroke-dasharray": "2 3"])
            svg.text("\(stage.name) exit", x: x + 30, y: top)
            x += 100
        }
        let row = top + 24
        svg.leaf("circle", ["cx": n(left + 7), "cy": n(row - 4), "r": "4", "fill": "#333"])
        svg.text("down", x: left + 20, y: row)
        svg.leaf("path", ["d": "M\(n(left + 82)),\(n(row - 9))h10l-5,8z", "fill": "white", "stroke": "#333", "stroke-width": "1.5"])
        svg.text("up (or cancel); the press's class is written above its peak", x: left + 100, y: row)
        svg.close("g")
    }

    private func subtitle(_ plot: ForcePlot) -> String {
        let thresholds = plot.configuration.thresholds
        var parts = ["peek \(band(thresholds.peek, plot.grams))", "pop \(band(thresholds.pop, plot.grams))"]
        if !plot.hasPressure {
            let hold = plot.configuration.longPressDuration.map { "peek by holding still \(DecimalText.format($0, decimals: 3)) s" } ?? "no long press"
            parts.append("no pressure axis: \(hold)")
        }
        var summary = PressSummary()
        for contact in plot.contacts {
            switch contact.end?.how {
            case let .up(end)?: summary.add(GestureEvent(time: Timestamp(microseconds: 0), slot: contact.slot, kind: .up(end)))
            case let .cancel(reason)?: summary.add(GestureEvent(time: Timestamp(microseconds: 0), slot: contact.slot, kind: .cancel(reason)))
            case nil: break
            }
        }
        parts.append(summary.description)
        if let slot = plot.window.slot { parts.append("slot \(slot) only") }
        return parts.joined(separator: " · ")
    }

    /// `0.5:0.4`, with `(130:105 g)` on a pressure axis with a resolution.
    private func band(_ band: Hysteresis, _ grams: GramScale?) -> String {
        let fractions = "\(DecimalText.format(band.enter, decimals: 3)):\(DecimalText.format(band.exit, decimals: 3))"
        guard let grams else { return fractions }
        return fractions + " (\(DecimalText.format(grams.grams(force: band.enter), decimals: 0)):\(DecimalText.format(grams.grams(force: band.exit), decimals: 0)) g)"
    }

    private func clipped(_ start: Int64, _ end: Int64, to span: ClosedRange<Int64>) -> (Int64, Int64) {
        (max(start, span.lowerBound), min(end, span.upperBound))
    }

    /// The points inside `span` (and one either side, so the line reaches the edges), at most
    /// the lowest and the highest of each pixel column: a long recording stays a small file
    /// that looks the same.
    static func thinned(_ points: [ForcePlot.Contact.Point], within span: ClosedRange<Int64>, columns: Int) -> [ForcePlot.Contact.Point] {
        guard let first = points.lastIndex(where: { $0.time <= span.lowerBound }) ?? points.indices.first,
              let last = points.firstIndex(where: { $0.time >= span.upperBound }) ?? points.indices.last else { return [] }
        let shown = points[min(first, last)...last]
        guard shown.count > 2 * columns else { return Array(shown) }
        var result: [ForcePlot.Contact.Point] = []
        var column = Int.min
        var low = shown[shown.startIndex], high = low
        func flush() {
            if low.time <= high.time { result += low == high ? [low] : [low, high] } else { result += [high, low] }
        }
        for point in shown {
            let this = Int(Double(point.time - span.lowerBound) / Double(span.upperBound - span.lowerBound) * Double(columns))
            if this != column {
                if column != .min { flush() }
                column = this
                low = point
                high = point
            } else {
                if point.force < low.force { low = point }
                if point.force > high.force { high = point }
            }
        }
        flush()
        return result
    }
}

/// A coordinate with at most one decimal.
private func n(_ value: Double) -> String { DecimalText.format(value, decimals: 1) }

/// SVG elements as text, attributes escaped.
struct SVGText {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        text += indent + "<\(name)\(Self.attributes(attributes))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += indent + "</\(name)>\n"
    }

    mutating func leaf(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        text += indent + "<\(name)\(Self.attributes(attributes))/>\n"
    }

    mutating func text(_ content: String, x: Double, y: Double, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += indent + "<text x=\"\(n(x))\" y=\"\(n(y))\"\(Self.attributes(attributes))>\(Self.escaped(content))</text>\n"
    }

    private var indent: String { String(repeating: " ", count: depth) }

    private static func attributes(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
    }

    /// XML's five special characters as entities; control characters, which XML 1.0 cannot
    /// hold at all (a device name may have them), as U+FFFD.
    static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
