import ForceTouchCore
import ForceTouchTraces

/// `EvemuFixtures`' touchpad and press as `libinput record` writes them, and variants of the
/// format that real files have.
enum LibinputRecordFixtures {
    /// The device's `evdev` keys, at the indentation libinput uses, under `- node: NODE`.
    static func deviceLines(name: String = "Hand Pad", node: String = "/dev/input/event7", keyboard: Bool = false) -> [String] {
        var lines = [
            "- node: \(node)",
            "  evdev:",
            "    # Name: \(name)",
            "    # Supported Events:",
            "    # Event type 0 (EV_SYN)",
            "    name: \"\(name)\"",
        ]
        if keyboard {
            lines += [
                "    id: [17, 1, 1, 43841]",
                "    codes:",
                "      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN",
                "      1: [1, 2, 3, 30, 31, 32] # EV_KEY",
                "      4: [4] # EV_MSC",
                "    properties: []",
            ]
        } else {
            lines += [
                "    id: [24, 2, 7, 433]",
                "    codes:",
                "      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN",
                "      1: [272, 330] # EV_KEY",
                "      3: [47, 53, 54, 57, 58] # EV_ABS",
                "    absinfo:",
                "      47: [0, 1, 0, 0, 0]",
                "      53: [0, 4000, 0, 0, 40]",
                "      54: [-100, 2600, 8, 0, 40]",
                "      57: [0, 65535, 0, 0, 0]",
                "      58: [0, 255, 0, 0, 0]",
                "    properties: [0, 2]",
            ]
        }
        return lines
    }

    /// The press, one `- evdev:` item per frame, with libinput's comments.
    static let eventLines = [
        "  - evdev:",
        "    - [  0,      0,   3,  57,     100] # EV_ABS / ABS_MT_TRACKING_ID     100",
        "    - [  0,      0,   3,  53,    2000] # EV_ABS / ABS_MT_POSITION_X    2000 (+2000)",
        "    - [  0,      0,   3,  54,     -40] # EV_ABS / ABS_MT_POSITION_Y     -40 (-40)",
        "    - [  0,      0,   3,  58,      25] # EV_ABS / ABS_MT_PRESSURE        25 (+25)",
        "    - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH               1",
        "    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms",
        "  - evdev:",
        "    - [  0,  10000,   3,  58,     140] # EV_ABS / ABS_MT_PRESSURE       140 (+115)",
        "    - [  0,  10000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms",
        "  - evdev:",
        "    - [  0,  20000,   3,  58,     230] # EV_ABS / ABS_MT_PRESSURE       230 (+90)",
        "    - [  0,  20000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms",
        "  - evdev:",
        "    - [  0,  30000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID      -1",
        "    - [  0,  30000,   1, 330,       0] # EV_KEY / BTN_TOUCH               0",
        "    - [  0,  30000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms",
        "                                 # Touch device in neutral state",
    ]

    static let header = [
        "# libinput record",
        "version: 1",
        "ndevices: 1",
        "libinput:",
        "  version: \"1.22.1\"",
        "  git: \"unknown\"",
        "system:",
        "  os: \"debian:12\"",
        "  kernel: \"6.1.0-18-amd64\"",
        "  dmi: \"dmi:bvnLENOVO:bvrN2IET96W(1.74):svnLENOVO:pn20KH006MUS:\"",
        "devices:",
    ]

    /// The press as libinput writes it, one device.
    static var plain: String {
        (header + deviceLines() + ["  events:", "  # Current time is 10:11:12"] + eventLines).joined(separator: "\n") + "\n"
    }

    /// With every key a real file may add: hid, udev, quirks, a libinput device block, and
    /// libinput and hid items among the events (`--with-libinput`, `--with-hidraw`).
    static var withExtraKeys: String {
        var lines = header.dropLast() + ["future-key: {a: 1}", "devices:"] + deviceLines()
        lines += [
            "  hid: [",
            "    0x05, 0x01, 0x09, 0x02, 0xa1, 0x01",
            "  ]",
            "  udev:",
            "    properties:",
            "    - ID_INPUT=1",
            "    - ID_INPUT_TOUCHPAD=1",
            "    - LIBINPUT_DEVICE_GROUP=18/2/7:i2c-ELAN",
            "  quirks:",
            "  - ModelTouchpadPressure=1",
            "  - AttrPressureRange=30:25",
            "  libinput:",
            "    size: [100, 65]",
            "    capabilities: [pointer, gesture]",
            "  events:",
            "  - libinput:",
            "    - {type: DEVICE_ADDED, seat: seat0, logical_seat: default}",
            "  - hid:",
            "      time: [0, 0]",
            "      hidraw0: [1, 2, 3, 4]",
        ]
        lines += eventLines.prefix(7)
        lines += ["    libinput:", "    - {time: 0.000000, type: GESTURE_HOLD_BEGIN, nfingers: 1}"]
        lines += eventLines.dropFirst(7)
        lines += ["  - libinput:", "    - {time: 0.030000, type: GESTURE_HOLD_END, nfingers: 1}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A touchpad and a keyboard, as `libinput record` writes two devices: each device's
    /// description and events in turn, the keyboard's typing `KEY_A` (obfuscated) at 5 ms.
    static var touchpadAndKeyboard: String {
        var lines = header.map { $0 == "ndevices: 1" ? "ndevices: 2" : $0 } + deviceLines() + ["  events:"] + eventLines
        lines += deviceLines(name: "AT Translated Set 2 keyboard", node: "/dev/input/event3", keyboard: true)
        lines += [
            "  quirks:",
            "  events:",
            "  - evdev:",
            "    - [  0,   5000,   4,   4,      30] # EV_MSC / MSC_SCAN                30 (obfuscated)",
            "    - [  0,   5000,   1,  30,       1] # EV_KEY / KEY_A                    1 (obfuscated)",
            "    - [  0,   5000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +5ms",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keyboard's events.
    static let keyboardEvents = [
        InputEvent(time: Timestamp(microseconds: 5000), type: .msc, code: EventCode(4), value: 30),
        InputEvent(time: Timestamp(microseconds: 5000), type: .key, code: EventCode(30), value: 1),
        InputEvent(time: Timestamp(microseconds: 5000), type: .syn, code: .synReport, value: 0),
    ]

    /// The same recording as one flow-style document: valid YAML in no layout libinput writes.
    static let flow = """
        {version: 1, ndevices: 1, devices: [{node: /dev/input/event7, evdev: {name: "Hand Pad", id: [24, 2, 7, 433],
          codes: {0: [0], 1: [272, 330], 3: [47, 53, 54, 57, 58]},
          absinfo: {47: [0, 1, 0, 0, 0], 53: [0, 4000, 0, 0, 40], 54: [-100, 2600, 8, 0, 40], 57: [0, 65535, 0, 0, 0], 58: [0, 255, 0, 0, 0]},
          properties: [0, 2]},
          events: [
            {evdev: [[0, 0, 3, 57, 100], [0, 0, 3, 53, 2000], [0, 0, 3, 54, -40], [0, 0, 3, 58, 25], [0, 0, 1, 330, 1], [0, 0, 0, 0, 0]]},
            {evdev: [[0, 10000, 3, 58, 140], [0, 10000, 0, 0, 0]]},
            {evdev: [[0, 20000, 3, 58, 230], [0, 20000, 0, 0, 0]]},
            {evdev: [[0, 30000, 3, 57, -1], [0, 30000, 1, 330, 0], [0, 30000, 0, 0, 0]]}]}]}
        """
}
