import ArgumentParser
import ForceTouch

/// How the commands that print presses print them: JSON lines, text, or text that explains.
struct GestureOutputOptions: ParsableArguments {
    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Flag(help: "After each up, say why the press got its class and the measures behind it (JSON lines always carry them).")
    var explain = false

    var format: GestureFormat { json ? .jsonLines : (explain ? .explainedText : .text) }
}
