import ForceTouch

/// What every fuzz target shares: the invariants each input must keep, and the runner that
/// replays saved inputs when a target is built without libFuzzer (the regression cases).
public enum FuzzCheck {
    /// Replays `reader`'s events through a recognizer; traps when an invariant breaks: a
    /// `down` without its end, an end without its `down`, time running backwards.
    public static func replay(_ reader: TraceReader) {
        var open = Set<Int>()
        var last = Timestamp(microseconds: .min)
        let check: (GestureEvent) -> Void = { gesture in
            precondition(gesture.time.microseconds >= last.microseconds, "time ran backwards: \(gesture)")
            last = gesture.time
            switch gesture.kind {
            case .down:
                precondition(open.insert(gesture.slot).inserted, "a second down for slot \(gesture.slot)")
            case .up, .cancel:
                precondition(open.remove(gesture.slot) != nil, "an end without a down for slot \(gesture.slot)")
            case .stage:
                precondition(open.contains(gesture.slot), "a stage without a down for slot \(gesture.slot)")
            }
        }
        do {
            try Replay.run(reader, configuration: .default, gestures: check)
        } catch {
            // Refused input is fine; what is read before it must still keep the invariants.
            _ = error.description
        }
        precondition(open.isEmpty, "presses left down: \(open.sorted())")
    }

    /// Without libFuzzer: runs `body` on each file named on the command line, as the
    /// regression tests do with the inputs fuzzing once broke.
    public static func runFiles(_ arguments: [String], _ body: ([UInt8]) -> Void) -> Int32 {
        for path in arguments.dropFirst() {
            guard let bytes = FuzzFiles.read(path) else {
                print("cannot read \(path)")
                return 1
            }
            body(bytes)
        }
        print("ran \(arguments.count - 1) inputs")
        return 0
    }
}

#if FUZZING
import CLibFuzzer

/// What the input callback runs: C's callback cannot capture, so the target's body waits here.
nonisolated(unsafe) private var fuzzBody: ([UInt8]) -> Void = { _ in }

/// libFuzzer's driver, for the entry point each target names as SwiftPM links it.
public enum FuzzDriver {
    /// Runs libFuzzer on `body` with the command line's arguments.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ body: @escaping ([UInt8]) -> Void) -> CInt {
        fuzzBody = body
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
            fuzzBody(Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }
    }
}
#endif

/// Reading a saved input.
public enum FuzzFiles {
    public static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&block, 1, block.count, file)
            if count == 0 { break }
            bytes += block[..<count]
        }
        return bytes
    }
}

#if canImport(Glibc)
import Glibc
#endif
