import ForceTouch

/// One line on standard output.
func say(_ line: String) {
    var out = OutputStream()
    out.writeLine(line)
    out.flush()
}

/// One line on standard error: what a command tells beside its output (the profile used, say).
func note(_ line: String) {
    var errors = OutputStream(fd: 2)
    errors.writeLine(line)
    errors.flush()
}

/// Input a replay counted and carried on through, on standard error: the first of each kind.
func warn(countedInput warnings: [TraceParseError]) {
    guard !warnings.isEmpty else { return }
    var errors = OutputStream(fd: 2)
    for warning in warnings { errors.writeLine("warning: \(warning) (counted and carried on; later ones are only counted)") }
    errors.flush()
}
