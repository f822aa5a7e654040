/// A one-line reason the command failed; ArgumentParser prints it as `Error: …` and exits 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
