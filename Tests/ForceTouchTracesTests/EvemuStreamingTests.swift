import ForceTouchTestSupport
import ForceTouchCore
@testable import ForceTouchTraces
import Testing

@Suite("evemu reader: input in any chunks, lines across block boundaries")
struct EvemuStreamingTests {
    typealias F = EvemuFixtures

    /// Every variant, and every bundled scenario, as text.
    static let texts: [String] = EvemuReaderVariantTests.variants.map { F.text($0) } + Scenario.all.map(\.evemuText)

    @Test("Fed one byte per read, into a one-byte buffer, every file reads as it does from memory")
    func oneByteAtATime() throws {
        let dir = TemporaryFolder()
        for text in Self.texts {
            let path = dir.write("trace.evemu", text)
            let streamed = try readAll(EvemuReader(path: path, blockSize: 1, readLimit: 1))
            #expect(streamed == (try Trace.parse(evemu: text)))
        }
    }

    @Test("Reads of 3, 5 and 13 bytes into small blocks split lines everywhere; the result is the same",
          arguments: [(7, 3), (16, 5), (64, 13)])
    func oddChunks(blockSize: Int, readLimit: Int) throws {
        let dir = TemporaryFolder()
        for text in Self.texts {
            let path = dir.write("trace.evemu", text)
            #expect(try readAll(EvemuReader(path: path, blockSize: blockSize, readLimit: readLimit)) == (try Trace.parse(evemu: text)))
        }
    }

    @Test("A line that crosses the reader's real 256 KiB block boundary is read whole")
    func lineAcrossTheBlockBoundary() throws {
        let header = F.descriptionLines(F.Variant(description: "")).joined(separator: "\n") + "\n"
        var text = header
        var events: [InputEvent] = []
        var crossing: String?
        var micros: Int64 = 0
        while text.utf8.count < LineSource.blockSize + 4096 {
            let value = Int32(micros / 1000 % 256)
            let line = "E: \(micros / 1_000_000).\(String(repeating: "0", count: 6 - String(micros % 1_000_000).count))\(micros % 1_000_000) 0003 003a \(value)\n"
            let start = text.utf8.count
            if start < LineSource.blockSize, start + line.utf8.count > LineSource.blockSize + 1 { crossing = line }
            text += line
            events.append(InputEvent(time: Timestamp(microseconds: micros), type: .abs, code: .absMTPressure, value: value))
            micros += 1000
        }
        #expect(crossing != nil, "the test file must have a line that straddles byte \(LineSource.blockSize)")
        let path = TemporaryFolder()
        let file = path.write("long.evemu", text)
        let trace = try Trace.read(path: file)
        #expect(trace.events == events)
    }

    @Test("A comment line longer than the buffer grows it and loses nothing")
    func lineLongerThanTheBlock() throws {
        let comment = "# " + String(repeating: "x", count: LineSource.blockSize + 1000) + "\n"
        let text = F.text(F.Variant(description: "")).replacingOccurrences(of: "N: Hand Pad\n", with: "N: Hand Pad\n" + comment)
        let dir = TemporaryFolder()
        #expect(try Trace.read(path: dir.write("long-comment.evemu", text)) == F.trace())
    }

    @Test("A file with no newline at its end still gives its last event")
    func unterminatedLastLine() throws {
        var text = F.text(F.Variant(description: ""))
        text.removeLast()
        #expect(try Trace.parse(evemu: text) == F.trace())
    }
}

extension String {
    /// `self` with the first `target` replaced by `replacement` (no Foundation in these tests).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        var parts = split(separator: target, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        return String(parts.removeFirst()) + replacement + String(parts[0])
    }
}
