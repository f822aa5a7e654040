/// One line on standard output.
func say(_ line: String) {
    var out = OutputStream()
    out.writeLine(line)
    out.flush()
}
