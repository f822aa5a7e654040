// Writes the scenario recordings of ForceTouchTestSupport into a folder (Recordings/ by default),
// and the menu scenarios into its menu/ folder.
// Only the .evemu files: each .expected.jsonl beside them is written and checked by hand
// (Recordings/README.md), so the code under test never writes its own answer.
import ForceTouch
import ForceTouchTestSupport

#if canImport(Glibc)
import Glibc
#endif

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Recordings"

/// Says why `path` could not be written, on standard error, and exits 1.
func fail(writing path: String) -> Never {
    let message = "generate-recordings: cannot write \(path): \(String(cString: strerror(errno)))\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
}

for (folder, scenarios) in [(directory, Scenario.all), ("\(directory)/menu", Scenario.menu)] {
    mkdir(folder, 0o755)
    for scenario in scenarios {
        let path = "\(folder)/\(scenario.name).evemu"
        guard let file = fopen(path, "w") else { fail(writing: path) }
        if fputs(scenario.evemuText, file) < 0 || fclose(file) != 0 { fail(writing: path) }
        print(path)
    }
}
