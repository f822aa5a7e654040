/// The block structure of a `libinput record` file, one line at a time, so that a file of
/// any size streams: the top-level keys, each device's keys, and each device's events items,
/// told apart by indentation as YAML's block style defines them.
///
/// It gathers the top-level keys and each device's keys (all but a block `events:`) for Yams,
/// and tells the reader where each events item begins and ends; the items themselves are the
/// reader's. A line that does not fit the block layout libinput writes (flow style for the
/// whole document, a second document, odd indentation) is `.outOfLayout`, and the reader then
/// hands the whole file to Yams, which reads any YAML and names what is wrong.
///
/// Yams cannot stream: it has no event-level API (its libyaml module is not a product), and
/// its parser builds the whole tree of a document from one string.
struct RecordOutline {
    /// The line leaves the block layout.
    private struct Layout: Error {}

    /// What a line was to the structure.
    struct Step {
        enum Kind { case other, devicesBegin, eventsBegin, itemBegin, itemLine, outOfLayout }
        var kind = Kind.other
        /// The line opens a new device (its `- ` item).
        var newDevice = false
        /// The open events item ended before this line.
        var endedItem = false
        /// The events of the device that had them open ended before this line.
        var endedEvents = false
    }

    private enum Place { case start, topKey, devices, deviceKey, events, ended }

    /// The top-level keys other than `devices`.
    private(set) var topLevel = YAMLChunk()
    /// Each device's keys, other than a block `events:`, as a mapping.
    private(set) var devices: [YAMLChunk] = []
    /// The line of each device's block `events:` key; 0 when it has none.
    private(set) var eventsLines: [Int] = []
    /// The open events item's place in its device's list, from 0.
    private(set) var itemIndex = -1
    /// Whether device keys are kept (off for the second pass, which has them already).
    private let keepsDevices: Bool

    private var place = Place.start
    private var deviceIndent: Int?
    private var keyIndent = 0
    private var keyIndentKnown = false
    private var eventIndent: Int?
    private var itemOpen = false

    init(keepsDevices: Bool = true) {
        self.keepsDevices = keepsDevices
    }

    /// Whether the file has reached its `devices:` key.
    private(set) var hasDevices = false

    /// The device whose lines are being read; -1 before the first.
    var deviceIndex: Int { eventsLines.count - 1 }

    /// What line `number` is to the structure; `.outOfLayout` when it leaves the block layout.
    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Step {
        do {
            return try step(bytes, number: number)
        } catch {
            return Step(kind: .outOfLayout)
        }
    }

    private mutating func step(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) throws(Layout) -> Step {
        let line = YAMLLine(bytes)
        var step = Step()
        if line.isBlank {
            switch place {
            case .topKey: topLevel.append(bytes, number: number)
            case .deviceKey where keepsDevices: devices[deviceIndex].append(bytes, number: number)
            case .events where itemOpen: step.kind = .itemLine
            default: break
            }
            return step
        }
        while true {
            switch place {
            case .start, .topKey, .ended:
                try topLevelLine(line, number: number, step: &step)
                return step
            case .devices:
                if line.indent == 0, !line.opensItem {
                    place = .topKey
                    continue
                }
                if line.opensItem, deviceIndent == nil || line.indent == deviceIndent {
                    deviceIndent = line.indent
                    eventsLines.append(0)
                    if keepsDevices { devices.append(YAMLChunk()) }
                    keyIndentKnown = false
                    step.newDevice = true
                    // A bare `-`: the device's keys follow on the next lines.
                    guard let content = line.itemContent else { return step }
                    guard let key = line.key(at: content) else { throw Layout() }
                    try deviceKey(key, column: content, line, number: number, dash: line.indent, step: &step)
                    return step
                }
                if deviceIndex >= 0, keyIndentKnown, line.indent == keyIndent, let key = line.key(at: keyIndent) {
                    try deviceKey(key, column: keyIndent, line, number: number, dash: nil, step: &step)
                    return step
                }
                if deviceIndex >= 0, !keyIndentKnown, line.indent > deviceIndent ?? 0, let key = line.key(at: line.indent) {
                    try deviceKey(key, column: line.indent, line, number: number, dash: nil, step: &step)
                    return step
                }
                throw Layout()
            case .deviceKey:
                if line.indent > keyIndent {
                    if keepsDevices { devices[deviceIndex].append(bytes, number: number) }
                    return step
                }
                place = .devices
            case .events:
                if eventIndent == nil {
                    guard line.opensItem, line.indent >= keyIndent else {
                        // `events:` with nothing under it: no events.
                        step.endedEvents = true
                        place = .devices
                        continue
                    }
                    eventIndent = line.indent
                }
                if line.indent == eventIndent, line.opensItem {
                    step.endedItem = itemOpen
                    itemOpen = true
                    itemIndex += 1
                    step.kind = .itemBegin
                    return step
                }
                if let eventIndent, line.indent > eventIndent {
                    step.kind = .itemLine
                    return step
                }
                step.endedItem = itemOpen
                step.endedEvents = true
                itemOpen = false
                place = .devices
            }
        }
    }

    /// Ends the file: the open events item and events end.
    mutating func finish() -> Step {
        var step = Step()
        if place == .events {
            step.endedItem = itemOpen
            step.endedEvents = true
            itemOpen = false
            place = .ended
        }
        return step
    }

    private mutating func topLevelLine(_ line: YAMLLine, number: Int, step: inout Step) throws(Layout) {
        if line.indent > 0 {
            guard place == .topKey else { throw Layout() }
            topLevel.append(line.bytes, number: number)
            return
        }
        guard place != .ended else { throw Layout() }
        if place == .start, topLevel.isEmpty, line.isDocumentStart || line.isDirective { return }
        if line.isDocumentEnd {
            place = .ended
            return
        }
        guard let key = line.key(at: 0) else { throw Layout() }
        if key.name == "devices" {
            // Devices given inline (`devices: [...]`) are read whole.
            guard deviceIndex < 0, !key.hasValue else { throw Layout() }
            place = .devices
            hasDevices = true
            step.kind = .devicesBegin
            return
        }
        topLevel.append(line.bytes, number: number)
        place = .topKey
    }

    private mutating func deviceKey(
        _ key: YAMLLine.Key, column: Int, _ line: YAMLLine, number: Int, dash: Int?, step: inout Step
    ) throws(Layout) {
        if !keyIndentKnown {
            keyIndent = column
            keyIndentKnown = true
        } else if column != keyIndent {
            throw Layout()
        }
        if key.name == "events", !key.hasValue {
            guard eventsLines[deviceIndex] == 0 else { throw Layout() }
            eventsLines[deviceIndex] = number
            place = .events
            eventIndent = nil
            itemIndex = -1
            step.kind = .eventsBegin
            return
        }
        if keepsDevices { devices[deviceIndex].append(line.bytes, number: number, replacingDashAt: dash) }
        place = .deviceKey
    }
}

/// One line of block-style YAML as the outline sees it: its indentation and how it starts.
struct YAMLLine {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Leading spaces (YAML indents with spaces only).
    let indent: Int
    /// Nothing but blanks, or a comment.
    let isBlank: Bool

    /// A `key:` at the start of a line's content.
    struct Key {
        let name: String
        /// Whether a value follows on the same line (`key: value`), rather than under it.
        let hasValue: Bool
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        indent = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        isBlank = index >= bytes.count || bytes[index] == 0x23
    }

    /// Whether a list item opens here: `-` then a blank or the end of the line.
    var opensItem: Bool {
        indent < bytes.count && bytes[indent] == 0x2d && (indent + 1 == bytes.count || Self.isBlank(bytes[indent + 1]))
    }

    /// Where an item's content starts after its `- `; nil when nothing follows the dash.
    var itemContent: Int? {
        var index = indent + 1
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] != 0x23 ? index : nil
    }

    var isDocumentStart: Bool { isMarker(0x2d) }
    var isDocumentEnd: Bool { isMarker(0x2e) }
    var isDirective: Bool { indent == 0 && bytes.first == 0x25 }

    /// `---` or `...` alone on the line (a comment may follow).
    private func isMarker(_ byte: UInt8) -> Bool {
        guard indent == 0, bytes.count >= 3, bytes[0] == byte, bytes[1] == byte, bytes[2] == byte else { return false }
        var index = 3
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return index == bytes.count || (index > 3 && bytes[index] == 0x23)
    }

    /// The key of `key:` or `key: value` at `offset`, plain or quoted; nil when the line has
    /// something else there (a flow collection, a scalar, an item).
    func key(at offset: Int) -> Key? {
        guard offset < bytes.count else { return nil }
        var index = offset
        let name: String
        let first = bytes[index]
        if first == 0x22 || first == 0x27 {
            var end = index + 1
            while end < bytes.count, bytes[end] != first { end += 1 }
            guard end < bytes.count else { return nil }
            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
            index = end + 1
            guard index < bytes.count, bytes[index] == 0x3a else { return nil }
        } else {
            // Characters that open something other than a plain key.
            guard !"[]{},#&*!|>%@`-?".utf8.contains(first) else { return nil }
            var end = index
            while end < bytes.count {
                if bytes[end] == 0x3a, end + 1 == bytes.count || Self.isBlank(bytes[end + 1]) { break }
                if bytes[end] == 0x23, end > index, Self.isBlank(bytes[end - 1]) { return nil }
                end += 1
            }
            guard end < bytes.count else { return nil }
            var trimmed = end
            while trimmed > index, Self.isBlank(bytes[trimmed - 1]) { trimmed -= 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<trimmed]), as: UTF8.self)
            index = end
        }
        index += 1
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return Key(name: name, hasValue: index < bytes.count && bytes[index] != 0x23)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
