/// One scenario's result at one size: the figures every scenario reports, per update, plus extras.
struct Sample {
    var scenario: String
    var n: Int
    var cpuMicrosecondsPerUpdate = 0.0
    var bytesPerUpdate = 0.0
    var framesPerUpdate = 0.0
    var bodyEvaluationsPerUpdate = 0.0
    var widgetsLaidOutPerUpdate = 0.0
    var cellsDrawnPerUpdate = 0.0
    var peakRSSKilobytes = 0
    /// Scenario-specific figures, in the order they are printed.
    var extras: [(key: String, value: Double)] = []
    /// A remark printed beside the scenario (for example which cell API the list used).
    var note: String?

    init(scenario: String, n: Int) {
        self.scenario = scenario
        self.n = n
    }

    /// An extra figure by key.
    func extra(_ key: String) -> Double? {
        extras.first { $0.key == key }?.value
    }

    // MARK: JSON (written and read by hand: the benchmark links neither Foundation nor a JSON library)

    /// The sample as one JSON object on one line.
    var json: String {
        var fields: [String] = [
            "\"scenario\": \(JSON.quoted(scenario))",
            "\"n\": \(n)",
            "\"cpu_us_per_update\": \(JSON.number(cpuMicrosecondsPerUpdate))",
            "\"bytes_per_update\": \(JSON.number(bytesPerUpdate))",
            "\"frames_per_update\": \(JSON.number(framesPerUpdate))",
            "\"body_evals_per_update\": \(JSON.number(bodyEvaluationsPerUpdate))",
            "\"widgets_laid_out_per_update\": \(JSON.number(widgetsLaidOutPerUpdate))",
            "\"cells_drawn_per_update\": \(JSON.number(cellsDrawnPerUpdate))",
            "\"peak_rss_kb\": \(peakRSSKilobytes)",
        ]
        for (key, value) in extras { fields.append("\(JSON.quoted(key)): \(JSON.number(value))") }
        if let note { fields.append("\"note\": \(JSON.quoted(note))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Reads a sample from a flat JSON object (as printed by ``json`` or by the C baseline).
    init(json text: String) throws(BenchError) {
        let object = try JSON.parseFlatObject(text)
        guard case .string(let name)? = object.first(where: { $0.key == "scenario" })?.value else {
            throw .child("result without a scenario: \(text)")
        }
        self.init(scenario: name, n: 0)
        for (key, value) in object {
            switch (key, value) {
            case ("scenario", _): break
            case ("note", .string(let text)): note = text
            case ("n", .number(let number)): n = Int(number)
            case ("cpu_us_per_update", .number(let number)): cpuMicrosecondsPerUpdate = number
            case ("bytes_per_update", .number(let number)): bytesPerUpdate = number
            case ("frames_per_update", .number(let number)): framesPerUpdate = number
            case ("body_evals_per_update", .number(let number)): bodyEvaluationsPerUpdate = number
            case ("widgets_laid_out_per_update", .number(let number)): widgetsLaidOutPerUpdate = number
            case ("cells_drawn_per_update", .number(let number)): cellsDrawnPerUpdate = number
            case ("peak_rss_kb", .number(let number)): peakRSSKilobytes = Int(number)
            case (_, .number(let number)): extras.append((key, number))
            case (_, .string): break
            }
        }
    }
}

/// The little JSON the benchmark needs: numbers, strings and flat objects.
enum JSON {
    enum Value {
        case number(Double)
        case string(String)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A number with at most two decimals (integers without any).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return Format.fixed(value, decimals: 2)
    }

    /// Parses `{"key": value, ...}` where every value is a number or a string.
    static func parseFlatObject(_ text: String) throws(BenchError) -> [(key: String, value: Value)] {
        var scanner = Scanner(Array(text.utf8))
        var result: [(key: String, value: Value)] = []
        guard scanner.skip("{") else { throw .child("not a JSON object: \(text)") }
        if scanner.skip("}") { return result }
        repeat {
            guard let key = scanner.string(), scanner.skip(":") else { throw .child("malformed JSON: \(text)") }
            if let string = scanner.string() {
                result.append((key, .string(string)))
            } else if let number = scanner.number() {
                result.append((key, .number(number)))
            } else {
                throw .child("unsupported JSON value for \(key): \(text)")
            }
        } while scanner.skip(",")
        guard scanner.skip("}") else { throw .child("malformed JSON: \(text)") }
        return result
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        mutating func string() -> String? {
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22 else { return nil }
            index += 1
            var out: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x22 { return String(decoding: out, as: UTF8.self) }
                if byte == 0x5C, index < bytes.count {
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case 0x6E: out.append(0x0A)
                    case 0x74: out.append(0x09)
                    case 0x75:
                        let end = min(bytes.count, index + 4)
                        let hex = String(decoding: bytes[index..<end], as: UTF8.self)
                        index = end
                        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                            out.append(contentsOf: Array(String(Character(scalar)).utf8))
                        }
                    default: out.append(escaped)
                    }
                } else {
                    out.append(byte)
                }
            }
            return nil
        }

        mutating func number() -> Double? {
            skipSpace()
            let start = index
            while index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x2E
                || bytes[index] == 0x2D || bytes[index] == 0x2B || bytes[index] == 0x65 || bytes[index] == 0x45 {
                index += 1
            }
            guard index > start else { return nil }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }
}

/// Number formatting without Foundation.
enum Format {
    /// `value` with exactly `decimals` decimals, rounded half away from zero.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(Int(value)) }
        let whole = Int(scaled) / Int(scale)
        let fraction = Int(scaled) % Int(scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    /// A ratio with two decimals and a times sign: "2.66×".
    static func times(_ value: Double) -> String { fixed(value, decimals: 2) + "×" }

    /// A figure with fewer decimals the larger it is: 1606, 27.2, 1.56.
    static func figure(_ value: Double) -> String {
        fixed(value, decimals: value >= 100 ? 0 : (value >= 10 ? 1 : 2))
    }

    /// Pads `text` on the left to `width` characters.
    static func right(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// Pads `text` on the right to `width` characters.
    static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
