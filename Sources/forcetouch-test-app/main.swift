// A stand-in Linux app for the tests of quick actions on a desktop.
//
//   forcetouch-test-app serve --name NAME --record FILE [--ready FILE] [--fail] [--hang SECONDS]
//       owns NAME on the session bus and implements org.freedesktop.Application at its object
//       path (NAME with . as / and - as _); writes one line per call to FILE (`ActivateAction
//       new-window`, `Activate`); answers with an error (--fail) or not at all for SECONDS
//       (--hang); writes FILE given to --ready once it owns the name. Ends when the bus does.
//   forcetouch-test-app exec --record FILE ARGUMENT...
//       writes `exec ARGUMENT...` (tab-separated) to FILE and exits: what a launcher ran.
import CSDBus
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var recordPath = ""
nonisolated(unsafe) var failing = false
nonisolated(unsafe) var hangSeconds: UInt32 = 0

func record(_ line: String) {
    guard let file = fopen(recordPath, "a") else { fatalError("cannot open \(recordPath)") }
    fputs(line + "\n", file)
    fclose(file)
}

func fail(_ message: String) -> Never {
    let text = Array("forcetouch-test-app: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(2)
}

func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Answers `message` with an empty method return.
func replyEmpty(_ message: OpaquePointer) -> Int32 {
    var reply: OpaquePointer?
    guard sd_bus_message_new_method_return(message, &reply) >= 0, let reply else { return -1 }
    defer { sd_bus_message_unref(reply) }
    return sd_bus_send(nil, reply, nil) >= 0 ? 1 : -1
}

let handler: sd_bus_message_handler_t = { message, _, _ in
    guard let message else { return 0 }
    let interface = "org.freedesktop.Application"
    if sd_bus_message_is_method_call(message, interface, "ActivateAction") > 0 {
        var action: UnsafePointer<CChar>?
        _ = withUnsafeMutablePointer(to: &action) { sd_bus_message_read_basic(message, CChar(UInt8(ascii: "s")), $0) }
        record("ActivateAction \(action.map { String(cString: $0) } ?? "?")")
    } else if sd_bus_message_is_method_call(message, interface, "Activate") > 0 {
        record("Activate")
    } else if sd_bus_message_is_method_call(message, interface, "Open") > 0 {
        record("Open")
    } else {
        return 0
    }
    if hangSeconds > 0 {
        sleep(hangSeconds)
        return 1
    }
    if failing {
        var error = forcetouch_sd_bus_error_null()
        sd_bus_error_set(&error, "org.example.TestApp.Error.Refused", "the test app refuses this action")
        defer { sd_bus_error_free(&error) }
        return sd_bus_reply_method_error(message, &error) >= 0 ? 1 : -1
    }
    return replyEmpty(message)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else { fail("usage: forcetouch-test-app serve|exec ...") }
guard let path = option("--record", in: arguments) else { fail("--record FILE is required") }
recordPath = path

switch mode {
case "exec":
    let rest = arguments.dropFirst().filter { $0 != "--record" && $0 != path }
    record((["exec"] + rest).joined(separator: "\t"))
case "serve":
    guard let name = option("--name", in: arguments) else { fail("--name NAME is required") }
    failing = arguments.contains("--fail")
    hangSeconds = option("--hang", in: arguments).flatMap(UInt32.init) ?? 0
    var bus: OpaquePointer?
    guard sd_bus_open_user(&bus) >= 0, let bus else { fail("cannot connect to the session bus") }
    let objectPath = "/" + String(name.map { $0 == "." ? "/" : $0 == "-" ? "_" : $0 })
    guard sd_bus_add_object(bus, nil, objectPath, handler, nil) >= 0 else { fail("cannot add the object \(objectPath)") }
    let requested = sd_bus_request_name(bus, name, 0)
    guard requested >= 0 else { fail("cannot own \(name): \(String(cString: strerror(-requested)))") }
    if let ready = option("--ready", in: arguments), let file = fopen(ready, "w") {
        fputs("\(getpid())\n", file)
        fclose(file)
    }
    while true {
        let processed = sd_bus_process(bus, nil)
        if processed < 0 { exit(0) }
        if processed > 0 { continue }
        if sd_bus_wait(bus, UInt64.max) < 0 { exit(0) }
    }
default:
    fail("unknown mode \(mode); the modes are serve and exec")
}
