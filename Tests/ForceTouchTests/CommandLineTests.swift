import ForceTouchTestSupport
import ArgumentParser
import ForceTouch
import Foundation
@testable import forcetouch
import Testing

@Suite("Command line: help, option validation, exit codes")
struct CommandLineTests {
    // MARK: Golden help

    @Test("`forcetouch --help` lists every command")
    func rootHelp() {
        #expect(ForceTouchCommand.helpMessage(columns: 80) == """
            OVERVIEW: Classify touch presses as tap, peek or pop, and show the quick
            actions they open.

            USAGE: forcetouch <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              replay                  Replay a recording and print every press: down, stage
                                      changes, up with its class.
              live                    Print the presses on a live device as they happen, as
                                      replay prints them.
              record                  Record a device's events as an evemu or libinput
                                      file, for replay and bug reports.
              devices                 List the input devices: kind, pressure, slots,
                                      pressure range and resolution.
              measure                 Show each contact's pressure live, and propose peek
                                      and pop thresholds from your presses.
              menu                    Replay a recording through the quick-action menu and
                                      deliver the chosen item to the app.
              shortcuts               Show and change an app's quick actions (Home Screen
                                      quick actions, UIApplicationShortcutItem).
              profiles                List, show and check device profiles, and see which
                                      apply to a device.
              suggest                 Derive peek and pop thresholds from recordings of
                                      light, medium and firm presses, as a profile ready to
                                      save.
              plot                    Draw force over time with the peek and pop bands and
                                      each press's stages and class, as SVG.

              See 'forcetouch help <subcommand>' for detailed help.
            """)
    }

    @Test("`forcetouch live --help` lists every option")
    func liveHelp() {
        #expect(ForceTouchCommand.helpMessage(for: LiveCommand.self, columns: 80) == """
            OVERVIEW: Print the presses on a live device as they happen, as replay prints
            them.

            DEVICE is a node (/dev/input/event5) or a device name. Without it, the first
            touch device with pressure is used, else the first touch device (presses then
            reach peek by holding still). Time is in seconds since reading started. Output
            is flushed line by line; Ctrl-C (or SIGTERM) ends cleanly, releases a grab and
            prints the summary. On a haptic pad the pad's own click feedback is replaced by
            ForceTouch's while it reads (the effects are erased when reading ends, however
            it ends).

            USAGE: forcetouch live [<options>] [<device>]

            ARGUMENTS:
              <device>                The device: a node or a name.

            CLASSIFICATION:
              --peek <enter:exit>     Peek thresholds on force 0...1, or in grams on a
                                      pressure pad (110g:95g): enter at ENTER, leave below
                                      EXIT (default: 0.5:0.4, a pressure pad's sensitivity
                                      3, or the profile's).
              --pop <enter:exit>      Pop thresholds on force 0...1, or in grams on a
                                      pressure pad (290g:245g): enter at ENTER, leave below
                                      EXIT (default: 0.8:0.7, a pressure pad's sensitivity
                                      3, or the profile's).
              --sensitivity <level>   A pressure pad's click sensitivity, 1 (lightest) to 5
                                      (firmest): peek and pop in grams (default: 3).
              --dynamic-hysteresis    ChromeOS's dynamic hysteresis: a held stage's exit
                                      rises to half its peak force (up to 350 g on a
                                      pressure pad); re-entry takes 1.2 times the force at
                                      exit.
              --motion-rules <on|off> Motion rules: a moving contact's exits give way with
                                      speed (a tenth at 200 mm/s), and no stage is entered
                                      while fingers move together, nor for 100 ms after
                                      (default: on for pressure pads). (values: on, off)
              --tap-max-duration <seconds>
                                      The longest light press, in seconds, that counts as a
                                      tap (default: 0.3).
              --slop <mm>             How far, in millimetres, a tap or long press may move
                                      (default: 3).
              --long-press <seconds|off>
                                      Seconds a still touch takes to reach peek on devices
                                      without pressure, or 'off' (default: 0.5).
              --long-press-with-pressure
                                      Let a long press reach peek on devices with pressure
                                      too.
              --pressure-range <min:max>
                                      Raw pressure range to map onto force 0...1, replacing
                                      the device's (for pads that use a small part of
                                      theirs).
              --min-dwell <frames>    Frames a stage change must hold before it is reported
                                      (default: 1).
              --profile <name|file>   The device profile: a name (forcetouch profiles list)
                                      or a file (default: the profiles that match the
                                      device).
              --no-profile            Use no profile: the defaults and the options given.

            OPTIONS:
              --json                  Print one JSON object per line.
              --explain               After each up, say why the press got its class and
                                      the measures behind it (JSON lines always carry them).
              --grab                  Take the device for this program alone while reading
                                      (other programs stop seeing it).
              --haptics <on|off>      Haptic feedback on a haptic pad (FF_HAPTIC): PRESS on
                                      entering peek and pop, RELEASE on leaving them
                                      (default: on where the device has it). (values: on,
                                      off)
              --latency               Measure how late frames reach this program (read time
                                      less the kernel's time stamp) and report p50, p99 and
                                      max with the summary.
              --input-directory <dir> Where the device nodes are: its event* entries; a
                                      regular file among them, or a link to one, is played
                                      as a recording (evemu or libinput). (default:
                                      /dev/input)
              --ready-file <file>     Create this file (empty) once the device is open,
                                      grabbed if asked, and being read: a script waits for
                                      it before sending input.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch devices --help` says how kinds are decided")
    func devicesHelp() {
        #expect(ForceTouchCommand.helpMessage(for: DevicesCommand.self, columns: 80) == """
            OVERVIEW: List the input devices: kind, pressure, slots, pressure range and
            resolution.

            Reads every /dev/input/event* node through libevdev. Reading them needs the
            'input' group or a udev rule (see the README). Kinds are decided as libinput
            and udev do: a pen has BTN_TOOL_PEN or BTN_STYLUS; a direct device
            (INPUT_PROP_DIRECT) is a touchscreen; a device with BTN_TOOL_FINGER,
            INPUT_PROP_POINTER or INPUT_PROP_BUTTONPAD is a touchpad; anything without
            touches is 'other'.

            USAGE: forcetouch devices [--json] [--input-directory <dir>]

            OPTIONS:
              --json                  Print a JSON array instead of aligned text.
              --input-directory <dir> Where the device nodes are: its event* entries; a
                                      regular file among them, or a link to one, is played
                                      as a recording (evemu or libinput). (default:
                                      /dev/input)
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch measure --help`")
    func measureHelp() {
        #expect(ForceTouchCommand.helpMessage(for: MeasureCommand.self, columns: 80) == """
            OVERVIEW: Show each contact's pressure live, and propose peek and pop
            thresholds from your presses.

            Press lightly, medium and firmly, a few times each. For every contact it shows
            the current, lowest and highest pressure, raw and normalised, and the stage.
            After each press it proposes thresholds once the peaks fall into three groups,
            with its reasoning. On a terminal the view updates in place; otherwise it
            prints one line per press. Ctrl-C ends. DEVICE is chosen as for `live`.

            USAGE: forcetouch measure [<options>] [<device>]

            ARGUMENTS:
              <device>                The device: a node or a name.

            CLASSIFICATION:
              --peek <enter:exit>     Peek thresholds on force 0...1, or in grams on a
                                      pressure pad (110g:95g): enter at ENTER, leave below
                                      EXIT (default: 0.5:0.4, a pressure pad's sensitivity
                                      3, or the profile's).
              --pop <enter:exit>      Pop thresholds on force 0...1, or in grams on a
                                      pressure pad (290g:245g): enter at ENTER, leave below
                                      EXIT (default: 0.8:0.7, a pressure pad's sensitivity
                                      3, or the profile's).
              --sensitivity <level>   A pressure pad's click sensitivity, 1 (lightest) to 5
                                      (firmest): peek and pop in grams (default: 3).
              --dynamic-hysteresis    ChromeOS's dynamic hysteresis: a held stage's exit
                                      rises to half its peak force (up to 350 g on a
                                      pressure pad); re-entry takes 1.2 times the force at
                                      exit.
              --motion-rules <on|off> Motion rules: a moving contact's exits give way with
                                      speed (a tenth at 200 mm/s), and no stage is entered
                                      while fingers move together, nor for 100 ms after
                                      (default: on for pressure pads). (values: on, off)
              --tap-max-duration <seconds>
                                      The longest light press, in seconds, that counts as a
                                      tap (default: 0.3).
              --slop <mm>             How far, in millimetres, a tap or long press may move
                                      (default: 3).
              --long-press <seconds|off>
                                      Seconds a still touch takes to reach peek on devices
                                      without pressure, or 'off' (default: 0.5).
              --long-press-with-pressure
                                      Let a long press reach peek on devices with pressure
                                      too.
              --pressure-range <min:max>
                                      Raw pressure range to map onto force 0...1, replacing
                                      the device's (for pads that use a small part of
                                      theirs).
              --min-dwell <frames>    Frames a stage change must hold before it is reported
                                      (default: 1).
              --profile <name|file>   The device profile: a name (forcetouch profiles list)
                                      or a file (default: the profiles that match the
                                      device).
              --no-profile            Use no profile: the defaults and the options given.

            OPTIONS:
              --input-directory <dir> Where the device nodes are: its event* entries; a
                                      regular file among them, or a link to one, is played
                                      as a recording (evemu or libinput). (default:
                                      /dev/input)
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch menu --help` lists every option")
    func menuHelp() {
        #expect(ForceTouchCommand.helpMessage(for: MenuCommand.self, columns: 80) == """
            OVERVIEW: Replay a recording through the quick-action menu and deliver the
            chosen item to the app.

            The app's items are its static items (--info-plist) then its dynamic ones (from
            the store); the menu shows the first four. A press on the icon (--icon, by
            default the whole surface) that reaches peek opens the menu; moving highlights
            a row; lifting over a row, a later tap on a row, or pop selects it; a tap
            outside dismisses it. Other contacts are ignored while the menu is open, except
            taps. The chosen item is delivered as iOS would, by --app-state: a cold launch
            with the item in the launch options (the simulated app handles it there), or
            the warm callback, whose completion reports success. With --scenes the app uses
            scenes, one per target content identifier. TRACE is read as replay reads FILE:
            evemu or libinput, found from its content. With --desktop-file, the items are a
            Linux app's .desktop actions instead, and the chosen one goes to the real app:
            over the session bus (org.freedesktop.Application.ActivateAction, which starts
            the app by D-Bus activation when it is not running) when the app is
            DBusActivatable, else by running the action's Exec line, without a shell.

            USAGE: forcetouch menu [<options>] <trace>

            ARGUMENTS:
              <trace>                 The recording.

            CLASSIFICATION:
              --peek <enter:exit>     Peek thresholds on force 0...1, or in grams on a
                                      pressure pad (110g:95g): enter at ENTER, leave below
                                      EXIT (default: 0.5:0.4, a pressure pad's sensitivity
                                      3, or the profile's).
              --pop <enter:exit>      Pop thresholds on force 0...1, or in grams on a
                                      pressure pad (290g:245g): enter at ENTER, leave below
                                      EXIT (default: 0.8:0.7, a pressure pad's sensitivity
                                      3, or the profile's).
              --sensitivity <level>   A pressure pad's click sensitivity, 1 (lightest) to 5
                                      (firmest): peek and pop in grams (default: 3).
              --dynamic-hysteresis    ChromeOS's dynamic hysteresis: a held stage's exit
                                      rises to half its peak force (up to 350 g on a
                                      pressure pad); re-entry takes 1.2 times the force at
                                      exit.
              --motion-rules <on|off> Motion rules: a moving contact's exits give way with
                                      speed (a tenth at 200 mm/s), and no stage is entered
                                      while fingers move together, nor for 100 ms after
                                      (default: on for pressure pads). (values: on, off)
              --tap-max-duration <seconds>
                                      The longest light press, in seconds, that counts as a
                                      tap (default: 0.3).
              --slop <mm>             How far, in millimetres, a tap or long press may move
                                      (default: 3).
              --long-press <seconds|off>
                                      Seconds a still touch takes to reach peek on devices
                                      without pressure, or 'off' (default: 0.5).
              --long-press-with-pressure
                                      Let a long press reach peek on devices with pressure
                                      too.
              --pressure-range <min:max>
                                      Raw pressure range to map onto force 0...1, replacing
                                      the device's (for pads that use a small part of
                                      theirs).
              --min-dwell <frames>    Frames a stage change must hold before it is reported
                                      (default: 1).
              --profile <name|file>   The device profile: a name (forcetouch profiles list)
                                      or a file (default: the profiles that match the
                                      device).
              --no-profile            Use no profile: the defaults and the options given.

            OPTIONS:
              --format <evemu|libinput>
                                      The recording's format (default: found from its
                                      content). (values: evemu, libinput)
              --desc <file>           An evemu device description, when the recording holds
                                      only E: lines.
              --device <name|index>   The device of a libinput recording that holds
                                      several: its name, node, or index from 0 (default:
                                      the only touch device).
              --bundle-id <id>        The app's bundle id, reverse-DNS, for its dynamic
                                      items (with --info-plist).
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first.
              --desktop-file <file|id>
                                      A Linux app's .desktop file, or its desktop file id:
                                      its actions are the items.
              --timeout <seconds>     Seconds to wait for a D-Bus app's answer (with
                                      --desktop-file). (default: 25.0)
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --app-state <state>     Where the app is when an item is chosen. (values:
                                      not-running, background, active; default: not-running)
              --scenes                The app uses scenes: delivery goes through its window
                                      scenes.
              --icon <x,y,w,h>        The app's icon on the surface, in millimetres
                                      (default: the whole surface).
              --json                  Print one JSON object per line.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts --help` lists its commands")
    func shortcutsHelp() {
        #expect(ForceTouchCommand.helpMessage(for: ShortcutsCommand.self, columns: 80) == """
            OVERVIEW: Show and change an app's quick actions (Home Screen quick actions,
            UIApplicationShortcutItem).

            USAGE: forcetouch shortcuts <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              show                    Print the static quick actions of an Info.plist, or a
                                      Linux app's .desktop actions, in menu order.
              list                    List an app's quick actions, static then dynamic,
                                      marking the four the menu shows.
              set                     Replace an app's dynamic quick actions with a JSON
                                      array read from standard input.
              add                     Add a dynamic quick action at the end; adding one
                                      that is already there unchanged changes nothing.
              update                  Change a dynamic quick action in place, by type; with
                                      flags, what is not given stays.
              remove                  Remove a dynamic quick action, by type.
              clear                   Remove every dynamic quick action of an app.

              See 'forcetouch help shortcuts <subcommand>' for detailed help.
            """)
    }

    @Test("`forcetouch shortcuts list --help`")
    func shortcutsListHelp() {
        #expect(ForceTouchCommand.helpMessage(for: ListShortcutsCommand.self, columns: 80) == """
            OVERVIEW: List an app's quick actions, static then dynamic, marking the four
            the menu shows.

            USAGE: forcetouch shortcuts list --bundle-id <id> [--store <dir>] [--info-plist <file>] [--strings <file>] [--var <name=value> ...] [--keep-variables] [--json]

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --json                  Print a JSON array instead of aligned text.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts set --help`")
    func shortcutsSetHelp() {
        #expect(ForceTouchCommand.helpMessage(for: SetShortcutsCommand.self, columns: 80) == """
            OVERVIEW: Replace an app's dynamic quick actions with a JSON array read from
            standard input.

            The array holds objects as `shortcuts show --json` prints them. Setting the
            same list again changes nothing.

            USAGE: forcetouch shortcuts set --bundle-id <id> [--store <dir>] [--info-plist <file>] [--strings <file>] [--var <name=value> ...] [--keep-variables]

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts add --help`")
    func shortcutsAddHelp() {
        #expect(ForceTouchCommand.helpMessage(for: AddShortcutCommand.self, columns: 80) == """
            OVERVIEW: Add a dynamic quick action at the end; adding one that is already
            there unchanged changes nothing.

            USAGE: forcetouch shortcuts add [<options>] --bundle-id <id>

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --type <type>           The item's type.
              --title <text>          The title shown.
              --subtitle <text>       The line under the title.
              --icon <icon>           system:NAME (e.g. system:search), file:NAME,
                                      symbol:NAME or contact:ID.
              --user-info <json>      A JSON object of user info.
              --target <id>           The scene the action is for.
              --item <json>           The whole item as a JSON object, instead of the flags
                                      above.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts update --help`")
    func shortcutsUpdateHelp() {
        #expect(ForceTouchCommand.helpMessage(for: UpdateShortcutCommand.self, columns: 80) == """
            OVERVIEW: Change a dynamic quick action in place, by type; with flags, what is
            not given stays.

            USAGE: forcetouch shortcuts update [<options>] --bundle-id <id>

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --type <type>           The item's type.
              --title <text>          The title shown.
              --subtitle <text>       The line under the title.
              --icon <icon>           system:NAME (e.g. system:search), file:NAME,
                                      symbol:NAME or contact:ID.
              --user-info <json>      A JSON object of user info.
              --target <id>           The scene the action is for.
              --item <json>           The whole item as a JSON object, instead of the flags
                                      above.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts remove --help`")
    func shortcutsRemoveHelp() {
        #expect(ForceTouchCommand.helpMessage(for: RemoveShortcutCommand.self, columns: 80) == """
            OVERVIEW: Remove a dynamic quick action, by type.

            USAGE: forcetouch shortcuts remove --bundle-id <id> [--store <dir>] [--info-plist <file>] [--strings <file>] [--var <name=value> ...] [--keep-variables] --type <type>

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --type <type>           The type of the item to remove.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts clear --help`")
    func shortcutsClearHelp() {
        #expect(ForceTouchCommand.helpMessage(for: ClearShortcutsCommand.self, columns: 80) == """
            OVERVIEW: Remove every dynamic quick action of an app.

            USAGE: forcetouch shortcuts clear --bundle-id <id> [--store <dir>] [--info-plist <file>] [--strings <file>] [--var <name=value> ...] [--keep-variables]

            OPTIONS:
              --bundle-id <id>        The app's bundle id, reverse-DNS (letters, digits,
                                      '-' and '.').
              --store <dir>           The store directory (default:
                                      $XDG_DATA_HOME/forcetouch/shortcuts, or
                                      ~/.local/share/forcetouch/shortcuts).
              --info-plist <file>     The app's Info.plist: its static items come first and
                                      keep their types.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch shortcuts show --help` lists every option")
    func shortcutsShowHelp() {
        #expect(ForceTouchCommand.helpMessage(for: ShowShortcutsCommand.self, columns: 80) == """
            OVERVIEW: Print the static quick actions of an Info.plist, or a Linux app's
            .desktop actions, in menu order.

            Reads UIApplicationShortcutItems from an Info.plist (XML or binary). Titles and
            subtitles are localized through --strings (an InfoPlist.strings file); build
            variables such as $(PRODUCT_BUNDLE_IDENTIFIER) take their values from --var.
            Unknown keys are reported on standard error and ignored. With --desktop-file,
            the items are the actions of a Linux app's desktop entry (Actions= and its
            [Desktop Action ID] groups): a path, or a desktop file id looked up in
            $XDG_DATA_HOME and $XDG_DATA_DIRS; names are translated for LC_ALL, LC_MESSAGES
            or LANG.

            USAGE: forcetouch shortcuts show [--info-plist <file>] [--desktop-file <file|id>] [--strings <file>] [--var <name=value> ...] [--keep-variables] [--json]

            OPTIONS:
              --info-plist <file>     The app's Info.plist.
              --desktop-file <file|id>
                                      A Linux app's .desktop file, or its desktop file id.
              --strings <file>        An InfoPlist.strings file to localize titles and
                                      subtitles.
              --var <name=value>      A build variable's value (repeatable).
              --keep-variables        Leave build variables without a value as written,
                                      instead of failing.
              --json                  Print a JSON array instead of aligned text.
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("`forcetouch replay --help` lists every option with its default")
    func replayHelp() {
        #expect(ForceTouchCommand.helpMessage(for: ReplayCommand.self, columns: 80) == """
            OVERVIEW: Replay a recording and print every press: down, stage changes, up
            with its class.

            FILE is an evemu recording, as evemu-record writes it, or a libinput recording,
            as `libinput record` writes it; the format is found from the content (--format
            forces one). With --desc, the device description comes from that file and FILE
            holds only E: lines (evemu's old .desc + .events pair). A libinput recording of
            several devices replays its only touch device, or the one --device names. Time
            is in seconds since the first event. With --json, each event is one JSON object
            per line; otherwise aligned text and a summary follow. However the replay ends
            (the end, a malformed line, Ctrl-C), every press ends and the summary is
            printed.

            USAGE: forcetouch replay [<options>] <file>

            ARGUMENTS:
              <file>                  The recording.

            CLASSIFICATION:
              --peek <enter:exit>     Peek thresholds on force 0...1, or in grams on a
                                      pressure pad (110g:95g): enter at ENTER, leave below
                                      EXIT (default: 0.5:0.4, a pressure pad's sensitivity
                                      3, or the profile's).
              --pop <enter:exit>      Pop thresholds on force 0...1, or in grams on a
                                      pressure pad (290g:245g): enter at ENTER, leave below
                                      EXIT (default: 0.8:0.7, a pressure pad's sensitivity
                                      3, or the profile's).
              --sensitivity <level>   A pressure pad's click sensitivity, 1 (lightest) to 5
                                      (firmest): peek and pop in grams (default: 3).
              --dynamic-hysteresis    ChromeOS's dynamic hysteresis: a held stage's exit
                                      rises to half its peak force (up to 350 g on a
                                      pressure pad); re-entry takes 1.2 times the force at
                                      exit.
              --motion-rules <on|off> Motion rules: a moving contact's exits give way with
                                      speed (a tenth at 200 mm/s), and no stage is entered
                                      while fingers move together, nor for 100 ms after
                                      (default: on for pressure pads). (values: on, off)
              --tap-max-duration <seconds>
                                      The longest light press, in seconds, that counts as a
                                      tap (default: 0.3).
              --slop <mm>             How far, in millimetres, a tap or long press may move
                                      (default: 3).
              --long-press <seconds|off>
                                      Seconds a still touch takes to reach peek on devices
                                      without pressure, or 'off' (default: 0.5).
              --long-press-with-pressure
                                      Let a long press reach peek on devices with pressure
                                      too.
              --pressure-range <min:max>
                                      Raw pressure range to map onto force 0...1, replacing
                                      the device's (for pads that use a small part of
                                      theirs).
              --min-dwell <frames>    Frames a stage change must hold before it is reported
                                      (default: 1).
              --profile <name|file>   The device profile: a name (forcetouch profiles list)
                                      or a file (default: the profiles that match the
                                      device).
              --no-profile            Use no profile: the defaults and the options given.

            OPTIONS:
              --format <evemu|libinput>
                                      The recording's format (default: found from its
                                      content). (values: evemu, libinput)
              --desc <file>           An evemu device description, when the recording holds
                                      only E: lines.
              --device <name|index>   The device of a libinput recording that holds
                                      several: its name, node, or index from 0 (default:
                                      the only touch device).
              --json                  Print one JSON object per line.
              --explain               After each up, say why the press got its class and
                                      the measures behind it (JSON lines always carry them).
              --realtime              Replay at the recorded pace instead of at once.
              --quiet                 No progress bar and no note of the profile on
                                      standard error (errors and warnings still).
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test("The built binary prints the same help, and `help replay` equals `replay --help`")
    func binaryHelp() throws {
        let help = try runForcetouch(["replay", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput == ForceTouchCommand.helpMessage(for: ReplayCommand.self, columns: 80) + "\n")
        #expect(try runForcetouch(["help", "replay"]).standardOutput == help.standardOutput)
    }

    // MARK: Option validation

    /// The message and exit code ArgumentParser gives for `arguments`, as `main()` would print them.
    func refusal(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try ForceTouchCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (ForceTouchCommand.message(for: error), ForceTouchCommand.exitCode(for: error).rawValue)
        }
    }

    static let refusals: [([String], String)] = [
        (["replay", "x", "--peek", "0.4:0.5"], "--peek: exit 0.5 must be below enter 0.4"),
        (["replay", "x", "--peek", "2:0.5"], "--peek: thresholds 2:0.5 must lie within 0...1"),
        (["replay", "x", "--pop", "0.5:0.6"], "--pop: exit 0.6 must be below enter 0.5"),
        (["replay", "x", "--peek", "abc"], "The value 'abc' is invalid for '--peek <enter:exit>'"),
        (["replay", "x", "--peek", "0.5:0.4:0.3"], "The value '0.5:0.4:0.3' is invalid for '--peek <enter:exit>'"),
        (["replay", "x", "--slop=-1"], "--slop must be a finite number, 0 or more (got -1)"),
        (["replay", "x", "--slop", "inf"], "--slop must be a finite number, 0 or more (got inf)"),
        (["replay", "x", "--tap-max-duration=-0.1"], "--tap-max-duration must be a finite number, 0 or more (got -0.1)"),
        (["replay", "x", "--long-press=-1"], "--long-press must be a finite number, 0 or more (got -1)"),
        (["replay", "x", "--long-press", "soon"], "The value 'soon' is invalid for '--long-press <seconds|off>'"),
        (["replay", "x", "--pressure-range", "5:5"], "--pressure-range 5:5 must have its maximum above its minimum"),
        (["replay", "x", "--pressure-range", "9:5"], "--pressure-range 9:5 must have its maximum above its minimum"),
        (["replay", "x", "--pressure-range", "a:b"], "The value 'a:b' is invalid for '--pressure-range <min:max>'"),
        (["replay", "x", "--min-dwell=-1"], "The value '-1' is invalid for '--min-dwell <frames>'"),
        (["replay", "x", "--min-dwell", "0"], "--min-dwell must be 1 or more frames (1 reports a change in the frame that makes it)"),
        (["replay"], "Missing expected argument '<file>'"),
        (["replay", "x", "--bogus"], "Unknown option '--bogus'"),
        (["bogus"], "Unexpected argument 'bogus'"),
    ]

    @Test("Each bad option is refused with its message and exit code 64 (EX_USAGE)", arguments: refusals)
    func refused(_ arguments: [String], _ message: String) throws {
        let result = refusal(arguments)
        #expect(result?.message == message)
        #expect(result?.code == 64)
    }

    @Test("Good options parse into the classifier configuration they name")
    func accepted() throws {
        let command = try ForceTouchCommand.parseAsRoot([
            "replay", "x.evemu", "--peek", "0.3:0.2", "--pop", "0.9:0.6", "--tap-max-duration", "0.25", "--slop", "2",
            "--long-press", "off", "--pressure-range", "0:16", "--min-dwell", "3", "--json",
        ])
        let replay = try #require(command as? ReplayCommand)
        let configuration = try replay.classification.overrides(scale: nil, device: nil).configuration()
        #expect(configuration == (try ClassifierConfiguration(
            thresholds: PressThresholds(peek: Hysteresis(enter: 0.3, exit: 0.2), pop: Hysteresis(enter: 0.9, exit: 0.6)),
            tapMaximumDuration: 0.25, slop: 2, longPressDuration: nil, pressureRange: 0...16, minimumDwell: 3)))
        #expect(replay.output.json)
        let defaults = try #require(ForceTouchCommand.parseAsRoot(["replay", "x.evemu"]) as? ReplayCommand)
        #expect(try defaults.classification.overrides(scale: nil, device: nil) == ProfileSettings())
        #expect(defaults.classification.choice == .automatic)
    }

    // MARK: Exit codes of the real binary

    @Test("Exit 0 on success, 1 on bad input (naming file and line), 64 on bad usage")
    func exitCodes() throws {
        let good = try runForcetouch(["replay", TestPaths.recordings.appendingPathComponent("tap.evemu").path])
        #expect(good.status == 0)
        #expect(good.standardOutput.hasSuffix("1 press: 1 tap\n"))

        let missing = try runForcetouch(["replay", "/nonexistent/trace.evemu"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "Error: /nonexistent/trace.evemu: cannot open: No such file or directory\n")
        #expect(missing.standardOutput == "")

        let folder = TemporaryFolder()
        let dir = URL(fileURLWithPath: folder.path)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // tap.evemu cut short 15 bytes into its last event line.
        let tap = try String(contentsOf: TestPaths.recordings.appendingPathComponent("tap.evemu"), encoding: .utf8)
        let lastEvent = try #require(tap.range(of: "\nE: ", options: .backwards))
        let text = String(tap[..<tap.index(lastEvent.upperBound, offsetBy: 12)])
        let broken = dir.appendingPathComponent("cut.evemu")
        try text.write(to: broken, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let cut = try runForcetouch(["replay", "--json", broken.path])
        #expect(cut.status == 1)
        #expect(cut.standardError == "Error: \(broken.path):\(lines): malformed line, expected "
            + "'E: <seconds>.<microseconds> <type> <code> <value>' (the file may be cut short)\n")
        // The events before the damage are still printed, the press they began is ended and
        // the summary follows: nothing read is lost, and no down is left without an end.
        #expect(cut.standardOutput == """
            {"time":0,"slot":0,"event":"down","force":0.0784,"x":50,"y":32.5}
            {"time":0.06,"slot":0,"event":"cancel","reason":"input error"}
            {"event":"summary","presses":1,"tap":0,"peek":0,"pop":0,"none":0,"cancelled":1,"droppedEvents":0,"slotOutOfRange":0,\
            "tooManyContacts":0,"reusedTrackingIDs":0,"undeclaredCodes":0,"timeWentBackwards":0,"impossibleTransitions":0,"profile":["forcetouch-synthetic"]}

            """)

        // Input the device never sends is counted and reported, in text and in the JSON summary.
        let odd = dir.appendingPathComponent("odd.evemu")
        let firstEvent = try #require(tap.range(of: "\nE: "))
        try (String(tap[..<firstEvent.lowerBound]) + "\nE: 0.000000 0001 0111 0001\nE: 0.000000 0003 002f 0009\nE: 0.000000 0003 003a 0050\nE: 0.000000 0003 002f 0000"
            + String(tap[firstEvent.lowerBound...])).write(to: odd, atomically: true, encoding: .utf8)
        let oddText = try runForcetouch(["replay", odd.path])
        #expect(oddText.status == 0)
        #expect(oddText.standardOutput.hasSuffix("""
            1 press: 1 tap
            note: 2 events for slots outside the device's range (ignored); 1 events with codes the device does not declare (ignored)

            """))
        let json = try runForcetouch(["replay", "--json", odd.path])
        #expect(json.standardOutput.hasSuffix(
            "{\"event\":\"summary\",\"presses\":1,\"tap\":1,\"peek\":0,\"pop\":0,\"none\":0,\"cancelled\":0,\"droppedEvents\":0,"
            + "\"slotOutOfRange\":2,\"tooManyContacts\":0,\"reusedTrackingIDs\":0,\"undeclaredCodes\":1,\"timeWentBackwards\":0,"
            + "\"impossibleTransitions\":0,\"profile\":[\"forcetouch-synthetic\"]}\n"))

        // The library's errors name no option; the command line adds the one that helps.
        let events = dir.appendingPathComponent("pad.events")
        try "E: 0.000000 0000 0000 0000\n".write(to: events, atomically: true, encoding: .utf8)
        let noDesc = try runForcetouch(["replay", events.path])
        #expect(noDesc.status == 1)
        #expect(noDesc.standardError == "Error: \(events.path):1: E: line before any device description (an events file needs its .desc file); give it with --desc\n")

        let usage = try runForcetouch(["replay", "x", "--peek", "0.4:0.5"])
        #expect(usage.status == 64)
        #expect(usage.standardError.hasPrefix("Error: --peek: exit 0.5 must be below enter 0.4\nUsage: forcetouch replay [<options>] <file>"))
        #expect(try runForcetouch(["bogus"]).status == 64)
        #expect(try runForcetouch(["--version"]).standardOutput == "0.1.0\n")
    }

    @Test("A write that fails ends the command with the reason and exit 1: replay, shortcuts show and devices into /dev/full",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is absent"))
    func fullDisk() throws {
        let folder = TemporaryFolder()
        try FileManager.default.copyItem(atPath: TestPaths.recordings.appendingPathComponent("tap.evemu").path, toPath: folder.path + "/event0")
        let info = folder.write("Info.plist", """
            <plist><dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>a</string><key>UIApplicationShortcutItemTitle</key><string>A</string>
            </dict></array></dict></plist>
            """)
        for arguments in [["replay", TestPaths.recordings.appendingPathComponent("tap.evemu").path],
                          ["replay", "--json", TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path],
                          ["shortcuts", "show", "--info-plist", info],
                          ["devices", "--input-directory", folder.path]] {
            let result = try runForcetouch(arguments, output: "/dev/full")
            #expect(result.status == 1, "\(arguments)")
            let profile = arguments == ["replay", TestPaths.recordings.appendingPathComponent("tap.evemu").path] ? "profile: forcetouch-synthetic (built-in)\n" : ""
            #expect(result.standardError == profile + "Error: cannot write standard output: No space left on device (errno 28)\n", "\(arguments)")
        }
    }

    @Test("A closed pipe ends the command quietly, as it ends other Unix tools")
    func closedPipe() throws {
        let process = Process()
        process.executableURL = TestPaths.forcetouch
        process.arguments = ["replay", "--json", TestPaths.recordings.appendingPathComponent("two-fingers.evemu").path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.closeFile()   // nobody will read: the first write meets EPIPE
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
        #expect(process.terminationStatus != 0)
    }

    @Test("Ctrl-C or SIGTERM during replay --realtime ends the open press with cancel, prints the summary and exits 130",
          arguments: [SIGINT, SIGTERM])
    func interruptedRealtime(signal: Int32) throws {
        let process = Process()
        process.executableURL = TestPaths.forcetouch
        process.arguments = ["replay", "--realtime", "--json", TestPaths.recordings.appendingPathComponent("long-press.evemu").path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        // Wait for the second press's down (0.5 s in), then interrupt it while it is held.
        var text = ""
        while text.components(separatedBy: "\"event\":\"down\"").count < 3 {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        kill(process.processIdentifier, signal)
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(process.terminationStatus == 130)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.dropLast().last?.contains(#""slot":0,"event":"cancel","reason":"end of input""#) == true, "\(lines)")
        #expect(lines.last?.hasPrefix(#"{"event":"summary","presses":2,"tap":1,"peek":0,"pop":0,"none":0,"cancelled":1,"#) == true, "\(lines)")
    }

    @Test("A replay that breaks off at a malformed line still ends every press and prints the summary, then fails naming the line")
    func failingReplaySummary() throws {
        let folder = TemporaryFolder()
        let tap = try String(contentsOf: TestPaths.recordings.appendingPathComponent("tap.evemu"), encoding: .utf8)
        let lines = tap.split(separator: "\n", omittingEmptySubsequences: false)
        let firstEvent = try #require(lines.firstIndex { $0.hasPrefix("E:") })
        // Cut inside the press: after its down, before its lift.
        let cut = folder.write("cut.evemu", lines[..<(firstEvent + 6)].joined(separator: "\n") + "\nE: 0.1 oops\n")
        let json = try runForcetouch(["replay", "--json", cut])
        #expect(json.status == 1)
        #expect(json.standardError == "Error: \(cut):\(firstEvent + 7): malformed line, expected 'E: <seconds>.<microseconds> <type> <code> <value>'\n")
        let output = json.standardOutput.split(separator: "\n").map(String.init)
        #expect(output.first?.contains(#""event":"down""#) == true)
        #expect(output.dropLast().last?.contains(#""event":"cancel","reason":"input error""#) == true, "\(output)")
        #expect(output.last?.hasPrefix(#"{"event":"summary","presses":1,"#) == true, "\(output)")
    }

    @Test("An event for an axis the device lacks and time going backwards are counted with one warning each, and the replay carries on")
    func countedInput() throws {
        let folder = TemporaryFolder()
        let tap = try String(contentsOf: TestPaths.recordings.appendingPathComponent("tap.evemu"), encoding: .utf8)
        var lines = tap.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstEvent = try #require(lines.firstIndex { $0.hasPrefix("E:") })
        lines.insert("E: 0.000000 0003 0010 0005", at: firstEvent + 1)     // ABS_HAT0X (0x10), which the touchpad lacks
        lines.insert("E: 0.000000 0003 0010 0006", at: firstEvent + 2)
        let odd = folder.write("odd.evemu", lines.joined(separator: "\n"))
        let result = try runForcetouch(["replay", "--json", odd])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError
            == "warning: \(odd):\(firstEvent + 2): event for axis 0x0010, which the device does not declare (no A: line) (counted and carried on; later ones are only counted)\n")
        #expect(result.standardOutput.contains(#""tap":1,"#) && result.standardOutput.contains(#""undeclaredCodes":2,"#))
    }

    @Test("help for a command that does not exist is a usage error naming the commands there are")
    func helpForUnknownCommand() throws {
        let top = try runForcetouch(["help", "nosuch"])
        #expect(top.status == 64)
        #expect(top.standardError.hasPrefix("Error: no command 'nosuch'; the commands are replay, live, record, devices, measure, menu, shortcuts, profiles, suggest, plot\n"))
        let nested = try runForcetouch(["help", "shortcuts", "nope"])
        #expect(nested.status == 64)
        #expect(nested.standardError.hasPrefix("Error: no command 'nope'; the commands are show, list, set, add, update, remove, clear\n"))
        #expect(try runForcetouch(["help", "shortcuts", "add"]).standardOutput.hasPrefix("OVERVIEW: Add a dynamic quick action"))
    }
}
