import LinuxDesktop

/// How an action sent to a Linux app is printed: which way it went (the session bus, cold or
/// warm, or an Exec launch) and how it ended.
extension MenuFormat {
    /// One line for `report`, printed after the delivery's `completed` step.
    public func line(for report: DesktopDelivery.Report) -> String {
        switch self {
        case .jsonLines:
            var fields: [(String, String?)] = [("event", JSONText.string("desktop delivery")), ("delivery", String(report.delivery)),
                                               ("action", JSONText.string(report.action))]
            switch report.route {
            case let .bus(name, path, cold):
                fields += [("route", JSONText.string("dbus")), ("name", JSONText.string(name)), ("path", JSONText.string(path)),
                           ("launch", JSONText.string(cold ? "cold" : "warm"))]
            case let .exec(arguments, pid):
                fields += [("route", JSONText.string("exec")), ("arguments", "[" + arguments.map(JSONText.string).joined(separator: ",") + "]"),
                           ("pid", pid.map { String($0) } ?? "null")]
            }
            fields += [("succeeded", report.error == nil ? "true" : "false"), ("error", report.error.map(JSONText.string) ?? "null")]
            return JSONText.object(fields)
        case .text:
            let head = "            delivery \(report.delivery): "
            switch report.route {
            case let .bus(name, path, cold):
                let call = "ActivateAction('\(report.action)') on \(name) at \(path)"
                if let error = report.error { return head + "\(call) failed: \(error)" }
                return head + "\(call) answered (\(cold ? "cold: D-Bus activation started the app" : "warm: the app was running"))"
            case let .exec(arguments, pid):
                if let error = report.error { return head + error }
                return head + "ran \(arguments.map(Self.quoted).joined(separator: " "))" + (pid.map { " (pid \($0))" } ?? "")
            }
        }
    }

    /// An argument as a reader can copy it into a shell: quoted when it holds anything but
    /// letters, digits and `-_./=:,+@%`.
    static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)
        }
        return plain ? argument : "'" + argument.replacingQuotes() + "'"
    }
}

private extension String {
    func replacingQuotes() -> String { split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") }
}
