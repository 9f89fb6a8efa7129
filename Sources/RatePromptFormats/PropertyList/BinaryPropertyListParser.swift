import Foundation

/// Reads binary property lists (`bplist00`), the format Xcode writes for compiled `.strings`, `.stringsdict` and
/// `Info.plist` files.
///
/// The layout, from the format's package description: an 8-byte header (`bplist0` and a version byte), the
/// objects, an offset table giving each object's start, and a 32-byte trailer (5 unused bytes, the sort version,
/// the byte width of an offset, the byte width of an object reference, then the object count, the top object's
/// index and the offset table's start as big-endian 64-bit integers).
///
/// Every offset, count and length is checked before it is used, so that no input can make the reader read out of
/// bounds, loop, or recurse without limit. The checks accept what CoreFoundation accepts: the file size must be
/// exactly header + objects + offset table + trailer, every object lies between the header and the offset table,
/// references are below the object count, at most 512 containers nest below the top object, and no container
/// contains itself. Values carry their object's byte offset as position.
public struct BinaryPropertyListParser: Sendable {
    package let path: String

    /// Containers nested below the top object that CoreFoundation still reads (it refuses one more).
    public static let maximumDepth = 512
    /// Values a file may expand to when containers are shared by reference (`[a, a]` with `a = [b, b]`, …).
    /// CoreFoundation shares such objects, but every consumer that walks the tree pays for the full expansion, so
    /// RatePrompt refuses files that expand beyond this instead of handing a decompression bomb to a linter.
    public static let maximumExpandedValues = 20_000_000

    /// A parser whose diagnostics name `path`.
    public init(path: String) {
        self.path = path
    }

    /// Whether `bytes` start with `bplist0`, the signature CoreFoundation checks (any eighth byte is accepted).
    static func hasSignature(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 7 else { return false }
        return bytes[0] == 0x62 && bytes[1] == 0x70 && bytes[2] == 0x6C && bytes[3] == 0x69 && bytes[4] == 0x73
            && bytes[5] == 0x74 && bytes[6] == 0x30
    }

    /// Parses a binary property list (`bplist00`); positions are byte offsets.
    public func parse(_ bytes: UnsafeRawBufferPointer) -> PropertyListDocument {
        do {
            var reader = try BinaryReader(bytes)
            let root = try reader.readTop()
            let diagnostics = reader.duplicateKeys.map { duplicate in
                Diagnostic(
                    .warning, .duplicateKey,
                    "key \"\(duplicate.key)\" appears again in the same dictionary; Apple's binary reader keeps the "
                        + "first value (at byte \(duplicate.firstOffset)) and ignores this one",
                    at: FileLocation(path: path, position: TextPosition(byteOffset: duplicate.offset)))
            }
            return PropertyListDocument(path: path, format: .binary, root: root, diagnostics: diagnostics)
        } catch {
            return PropertyListDocument(
                path: path, format: .binary, root: nil,
                diagnostics: [Diagnostic(
                    .error, .syntaxError, error.message,
                    at: FileLocation(path: path, position: TextPosition(byteOffset: error.offset)))])
        }
    }
}

/// Why a binary property list cannot be read, and at which byte.
struct BinaryPlistError: Error {
    var offset: Int
    var message: String
    init(_ offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }
}

private struct BinaryReader {
    struct DuplicateKey {
        var key: String
        var offset: Int
        var firstOffset: Int
    }

    private static let headerSize = 8
    private static let trailerSize = 32

    let base: UnsafeRawPointer
    let count: Int
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTableStart: Int

    /// Per object: 1 while its container is being read (cycle detection).
    private var state: [UInt8]
    /// Containers already read, with the number of values they expand to, shared when referenced again.
    private var containerCache: [Int: (node: PropertyListNode, size: Int, height: Int)] = [:]
    /// The deepest container level reached so far while reading the current container.
    private var deepest = 0
    private var expandedValues = 0
    var duplicateKeys: [DuplicateKey] = []

    init(_ bytes: UnsafeRawBufferPointer) throws(BinaryPlistError) {
        count = bytes.count
        guard let base = bytes.baseAddress, count >= Self.headerSize + Self.trailerSize + 1 else {
            throw BinaryPlistError(
                0, "the file is \(bytes.count) bytes, too short for a binary property list (an 8-byte header, at "
                    + "least one object and a 32-byte trailer); it is truncated")
        }
        self.base = base
        let trailer = count - Self.trailerSize
        func be64(_ at: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in at..<(at + 8) { value = value << 8 | UInt64(base.load(fromByteOffset: index, as: UInt8.self)) }
            return value
        }
        let offsetSize = Int(base.load(fromByteOffset: trailer + 6, as: UInt8.self))
        let referenceSize = Int(base.load(fromByteOffset: trailer + 7, as: UInt8.self))
        let objectCount = be64(trailer + 8)
        let topObject = be64(trailer + 16)
        let tableStart = be64(trailer + 24)
        let trailerOffset = trailer

        guard offsetSize >= 1 else {
            throw BinaryPlistError(trailerOffset + 6, "the trailer gives an offset size of 0 bytes; it must be at least 1")
        }
        guard referenceSize >= 1 else {
            throw BinaryPlistError(
                trailerOffset + 7, "the trailer gives an object reference size of 0 bytes; it must be at least 1")
        }
        guard objectCount >= 1 else {
            throw BinaryPlistError(trailerOffset + 8, "the trailer gives an object count of 0; it must be at least 1")
        }
        // Every object takes at least one byte.
        guard objectCount <= UInt64(count) else {
            throw BinaryPlistError(
                trailerOffset + 8,
                "the trailer gives an object count of \(objectCount), more objects than the file's \(count) bytes can "
                    + "hold; the trailer is damaged")
        }
        guard topObject < objectCount else {
            throw BinaryPlistError(
                trailerOffset + 16,
                "the trailer names object \(topObject) as the top object, but the file has only \(objectCount) objects")
        }
        guard tableStart >= UInt64(Self.headerSize + 1), tableStart < UInt64(trailer) else {
            throw BinaryPlistError(
                trailerOffset + 24,
                "the trailer puts the offset table at byte \(tableStart), outside the file's object area (bytes "
                    + "9..<\(trailer)); the file is damaged")
        }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize <= UInt64(count), Int(tableStart) + Int(tableSize) + Self.trailerSize == count else {
            let expected = overflow ? "far more" : "\(tableStart &+ tableSize &+ UInt64(Self.trailerSize))"
            throw BinaryPlistError(
                trailerOffset,
                "the file is \(count) bytes, but its trailer describes \(expected) bytes (objects up to byte "
                    + "\(tableStart), \(objectCount) offsets of \(offsetSize) bytes, and the 32-byte trailer); the file "
                    + "is truncated or has bytes added")
        }
        if referenceSize < 8, UInt64(1) << UInt64(8 * referenceSize) <= objectCount {
            throw BinaryPlistError(
                trailerOffset + 7,
                "object references of \(referenceSize) byte(s) cannot address \(objectCount) objects; the trailer is "
                    + "inconsistent")
        }
        if offsetSize < 8, UInt64(1) << UInt64(8 * offsetSize) <= tableStart {
            throw BinaryPlistError(
                trailerOffset + 6,
                "offsets of \(offsetSize) byte(s) cannot reach the offset table at byte \(tableStart); the trailer is "
                    + "inconsistent")
        }
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objectCount)
        self.topObject = Int(topObject)
        self.offsetTableStart = Int(tableStart)
        state = [UInt8](repeating: 0, count: Int(objectCount))
        // CoreFoundation refuses a file when any entry of the offset table, referenced or not, points past the
        // objects.
        for index in 0..<self.objectCount {
            let entry = self.offsetTableStart + index * offsetSize
            let offset = sizedInt(entry, offsetSize)
            guard offset < tableStart else {
                throw BinaryPlistError(
                    entry,
                    "the offset table puts object \(index) at byte \(offset), outside the object area (bytes "
                        + "8..<\(tableStart)); the file is damaged")
            }
        }
    }

    @inline(__always)
    private func byte(_ at: Int) -> UInt8 {
        base.load(fromByteOffset: at, as: UInt8.self)
    }

    /// A big-endian unsigned integer of `width` bytes at `at` (already bounds-checked); wider than 8 bytes keeps
    /// the low 64 bits, as CoreFoundation does.
    @inline(__always)
    private func sizedInt(_ at: Int, _ width: Int) -> UInt64 {
        switch width {
        case 1: return UInt64(byte(at))
        case 2: return UInt64(UInt16(bigEndian: base.loadUnaligned(fromByteOffset: at, as: UInt16.self)))
        case 4: return UInt64(UInt32(bigEndian: base.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
        case 8: return UInt64(bigEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        default:
            var value: UInt64 = 0
            for index in at..<(at + width) { value = value << 8 | UInt64(byte(index)) }
            return value
        }
    }

    /// The start of object `index`, checked to lie in the object area.
    private func offset(ofObject index: Int) throws(BinaryPlistError) -> Int {
        let entry = offsetTableStart + index * offsetSize
        let offset = sizedInt(entry, offsetSize)
        guard offset >= UInt64(Self.headerSize), offset < UInt64(offsetTableStart) else {
            throw BinaryPlistError(
                entry,
                "the offset table puts object \(index) at byte \(offset), outside the object area (bytes "
                    + "8..<\(offsetTableStart)); the file is damaged")
        }
        return Int(offset)
    }

    /// Checks that `length` bytes from `start` stay inside the object area.
    @inline(__always)
    private func require(_ start: Int, _ length: Int, _ what: @autoclosure () -> String, object: Int) throws(BinaryPlistError) {
        guard length >= 0, length <= offsetTableStart - start else {
            throw BinaryPlistError(
                object,
                "\(what()) at byte \(object) needs \(length) bytes from byte \(start), past the end of the object "
                    + "area (byte \(offsetTableStart)); the file is truncated or damaged")
        }
    }

    /// The element count of a data, string, array or dictionary object, and where its content starts.
    private func lengthAndStart(_ offset: Int, _ marker: UInt8, _ what: String) throws(BinaryPlistError) -> (Int, Int) {
        let low = Int(marker & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        try require(offset + 1, 1, what, object: offset)
        let intMarker = byte(offset + 1)
        // Any integer width is taken, as CoreFoundation takes it: 2^n bytes are skipped, but its reader gets the
        // width as a byte, so from 256 bytes on it reads none of them and the length is 0.
        guard intMarker & 0xF0 == 0x10 else {
            throw BinaryPlistError(
                offset + 1,
                "\(what) at byte \(offset) has an extended length whose marker is "
                    + String(format: "0x%02x", intMarker) + ", not an integer")
        }
        let width = 1 << Int(intMarker & 0x0F)
        try require(offset + 2, width, what, object: offset)
        let length = width >= 256 ? 0 : sizedInt(offset + 2, width)
        guard length <= UInt64(offsetTableStart) else {
            throw BinaryPlistError(
                offset, "\(what) at byte \(offset) claims \(length) elements, more than the file holds")
        }
        return (Int(length), offset + 2 + width)
    }

    private func reference(at position: Int) throws(BinaryPlistError) -> Int {
        let reference = sizedInt(position, referenceSize)
        guard reference < UInt64(objectCount) else {
            throw BinaryPlistError(
                position,
                "object reference \(reference) at byte \(position) is out of range; the file has \(objectCount) objects")
        }
        return Int(reference)
    }

    mutating func readTop() throws(BinaryPlistError) -> PropertyListNode {
        try readObject(topObject, depth: 0)
    }

    private mutating func readObject(_ index: Int, depth: Int) throws(BinaryPlistError) -> PropertyListNode {
        let offset = try offset(ofObject: index)
        let marker = byte(offset)
        let position = TextPosition(byteOffset: offset)
        expandedValues += 1
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return PropertyListNode(.boolean(false), at: position)
            case 0x09: return PropertyListNode(.boolean(true), at: position)
            case 0x00:
                throw BinaryPlistError(
                    offset, "null value at byte \(offset): property lists have no null, and RatePrompt cannot use one "
                        + "(Apple's reader returns NSNull)")
            default:
                throw BinaryPlistError(offset, String(format: "unknown object marker 0x%02x at byte %d", marker, offset))
            }
        case 0x1:
            let low = Int(marker & 0x0F)
            guard low <= 4 else {
                throw BinaryPlistError(
                    offset, "integer at byte \(offset) claims \(1 << min(low, 15)) bytes; integers have 1 to 16 bytes")
            }
            let width = 1 << low
            try require(offset + 1, width, "integer", object: offset)
            switch width {
            case 8:
                return PropertyListNode(.integer(Int64(bitPattern: sizedInt(offset + 1, 8))), at: position)
            case 16:
                // CoreFoundation keeps the low 64 bits, unsigned: that is how it writes UInt64 values above Int64.max.
                let value = sizedInt(offset + 9, 8)
                return PropertyListNode(
                    value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value), at: position)
            default:
                return PropertyListNode(.integer(Int64(sizedInt(offset + 1, width))), at: position)
            }
        case 0x2:
            switch marker {
            case 0x22:
                try require(offset + 1, 4, "real", object: offset)
                let bits = UInt32(truncatingIfNeeded: sizedInt(offset + 1, 4))
                return PropertyListNode(.real(Double(Float(bitPattern: bits))), at: position)
            case 0x23:
                try require(offset + 1, 8, "real", object: offset)
                return PropertyListNode(.real(Double(bitPattern: sizedInt(offset + 1, 8))), at: position)
            default:
                throw BinaryPlistError(
                    offset, "real at byte \(offset) has \(1 << Int(marker & 0x0F)) bytes; reals have 4 or 8 bytes")
            }
        case 0x3:
            guard marker == 0x33 else {
                throw BinaryPlistError(
                    offset, String(format: "unknown object marker 0x%02x at byte %d (a date is 0x33)", marker, offset))
            }
            try require(offset + 1, 8, "date", object: offset)
            let seconds = Double(bitPattern: sizedInt(offset + 1, 8))
            return PropertyListNode(.date(Date(timeIntervalSinceReferenceDate: seconds)), at: position)
        case 0x4:
            let (length, start) = try lengthAndStart(offset, marker, "data")
            try require(start, length, "data", object: offset)
            let data = [UInt8](UnsafeRawBufferPointer(start: base + start, count: length))
            return PropertyListNode(.data(data), at: position)
        case 0x5, 0x6:
            return PropertyListNode(.string(try readString(offset, marker)), at: position)
        case 0x8:
            let width = Int(marker & 0x0F) + 1
            try require(offset + 1, width, "uid", object: offset)
            let uid = sizedInt(offset + 1, width)
            // CoreFoundation refuses a uid above 2^32 − 1 (NSKeyedArchiver's references are 32-bit).
            guard uid <= UInt64(UInt32.max) else {
                throw BinaryPlistError(offset, "uid at byte \(offset) is \(uid); uids are at most \(UInt32.max)")
            }
            return PropertyListNode(.uid(uid), at: position)
        case 0xA:
            return try readContainer(index, offset: offset, marker: marker, depth: depth, isDictionary: false)
        case 0xD:
            return try readContainer(index, offset: offset, marker: marker, depth: depth, isDictionary: true)
        case 0xB, 0xC:
            throw BinaryPlistError(
                offset, "set at byte \(offset): sets are not property-list values (only NSKeyedArchiver writes them)")
        default:
            throw BinaryPlistError(offset, String(format: "unknown object marker 0x%02x at byte %d", marker, offset))
        }
    }

    private func readString(_ offset: Int, _ marker: UInt8) throws(BinaryPlistError) -> String {
        if marker >> 4 == 0x5 {
            let (length, start) = try lengthAndStart(offset, marker, "string")
            try require(start, length, "string", object: offset)
            let bytes = UnsafeRawBufferPointer(start: base + start, count: length)
            if Self.isASCII(bytes) {
                return String(decoding: bytes, as: UTF8.self)
            }
            // CoreFoundation reads the bytes of an "ASCII" string that are above 0x7F as ISO Latin-1.
            return String(unsafeUninitializedCapacity: length * 2) { buffer in
                var written = 0
                for byte in bytes {
                    if byte < 0x80 {
                        buffer[written] = byte
                        written += 1
                    } else {
                        buffer[written] = 0xC0 | (byte >> 6)
                        buffer[written + 1] = 0x80 | (byte & 0x3F)
                        written += 2
                    }
                }
                return written
            }
        }
        let (units, start) = try lengthAndStart(offset, marker, "string")
        guard units > 0 else {
            // Observed: CoreFoundation refuses a zero-length UTF-16 string (its writer uses 0x50 for "").
            throw BinaryPlistError(offset, "empty UTF-16 string at byte \(offset): Apple refuses it; write \"\" as an ASCII string (marker 0x50)")
        }
        let (byteCount, overflow) = units.multipliedReportingOverflow(by: 2)
        try require(start, overflow ? Int.max : byteCount, "string", object: offset)
        return Self.decodeUTF16BigEndian(base + start, units: units)
    }

    /// UTF-16BE to a String, transcoded straight into the string's storage. Unpaired surrogates become U+FFFD, as
    /// in Foundation on Linux.
    private static func decodeUTF16BigEndian(_ start: UnsafeRawPointer, units: Int) -> String {
        @inline(__always) func unit(_ index: Int) -> UInt32 {
            UInt32(UInt16(bigEndian: start.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self)))
        }
        return String(unsafeUninitializedCapacity: units * 3) { buffer in
            var written = 0
            var index = 0
            while index < units {
                var scalar = unit(index)
                index += 1
                if scalar < 0x80 {
                    buffer[written] = UInt8(truncatingIfNeeded: scalar)
                    written += 1
                    continue
                }
                if scalar < 0x800 {
                    buffer[written] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
                    buffer[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    written += 2
                    continue
                }
                if scalar & 0xF800 == 0xD800 {
                    if scalar < 0xDC00, index < units, unit(index) & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10 | (unit(index) - 0xDC00))
                        index += 1
                        buffer[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                        buffer[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                        buffer[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                        buffer[written + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                        written += 4
                        continue
                    }
                    scalar = 0xFFFD
                }
                buffer[written] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                buffer[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                buffer[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                written += 3
            }
            return written
        }
    }

    @inline(__always)
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        let count = bytes.count
        guard let start = bytes.baseAddress else { return true }
        while index + 8 <= count {
            if start.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if start.load(fromByteOffset: index, as: UInt8.self) >= 0x80 { return false }
            index += 1
        }
        return true
    }

    private mutating func readContainer(
        _ index: Int, offset: Int, marker: UInt8, depth: Int, isDictionary: Bool
    ) throws(BinaryPlistError) -> PropertyListNode {
        let what = isDictionary ? "dictionary" : "array"
        if let cached = containerCache[index], depth + cached.height < Self.maximumDepthIncludingTop {
            expandedValues += cached.size - 1
            deepest = max(deepest, depth + cached.height)
            try checkExpansion(offset)
            return cached.node
        }
        guard depth < Self.maximumDepthIncludingTop else {
            throw BinaryPlistError(
                offset,
                "\(what) at byte \(offset) is nested deeper than \(BinaryPropertyListParser.maximumDepth) levels; "
                    + "Apple's reader refuses such files")
        }
        guard state[index] == 0 else {
            throw BinaryPlistError(offset, "\(what) at byte \(offset) contains itself (a cyclic reference)")
        }
        let (count, start) = try lengthAndStart(offset, marker, what)
        let (referenceBytes, overflow) = count.multipliedReportingOverflow(by: referenceSize * (isDictionary ? 2 : 1))
        if overflow { try require(start, Int.max, what, object: offset) }
        try require(start, referenceBytes, what, object: offset)
        state[index] = 1
        defer { state[index] = 0 }
        let sizeBefore = expandedValues
        let deepestBefore = deepest
        deepest = depth
        let node: PropertyListNode
        if isDictionary {
            var entries: [PropertyListEntry] = []
            entries.reserveCapacity(count)
            let valuesStart = start + count * referenceSize
            let duplicatesBefore = duplicateKeys.count
            // Where nested values added duplicates (rare): this dictionary's own go between them, in item order.
            var nestedDuplicates: [(item: Int, end: Int)] = []
            for item in 0..<count {
                let keyIndex = try reference(at: start + item * referenceSize)
                let keyOffset = try self.offset(ofObject: keyIndex)
                let keyMarker = byte(keyOffset)
                guard keyMarker >> 4 == 0x5 || keyMarker >> 4 == 0x6 else {
                    throw BinaryPlistError(
                        keyOffset,
                        "dictionary at byte \(offset) has a key at byte \(keyOffset) that is not a string "
                            + String(format: "(marker 0x%02x); property-list keys must be strings", keyMarker))
                }
                let key = try readString(keyOffset, keyMarker)
                expandedValues += 1
                let valueIndex = try reference(at: valuesStart + item * referenceSize)
                let nestedBefore = duplicateKeys.count
                let value = try readObject(valueIndex, depth: depth + 1)
                if duplicateKeys.count != nestedBefore { nestedDuplicates.append((item, duplicateKeys.count)) }
                entries.append(PropertyListEntry(
                    key: key, keyPosition: TextPosition(byteOffset: keyOffset), value: value))
            }
            removeDuplicateKeys(&entries, duplicatesBefore: duplicatesBefore, nested: nestedDuplicates)
            node = PropertyListNode(.dictionary(entries), at: TextPosition(byteOffset: offset))
        } else {
            var elements: [PropertyListNode] = []
            elements.reserveCapacity(count)
            for item in 0..<count {
                let elementIndex = try reference(at: start + item * referenceSize)
                elements.append(try readObject(elementIndex, depth: depth + 1))
            }
            node = PropertyListNode(.array(elements), at: TextPosition(byteOffset: offset))
        }
        try checkExpansion(offset)
        containerCache[index] = (node, expandedValues - sizeBefore + 1, deepest - depth)
        deepest = max(deepest, deepestBefore)
        return node
    }

    /// Drops every entry whose key an earlier entry already has (the first one wins, as in CoreFoundation), noting
    /// each as a `DuplicateKey`. Done after reading, in a pass of its own: the hash-table probes of a big dictionary
    /// miss the cache, and in a tight loop the processor overlaps those misses instead of waiting for each one.
    /// `duplicatesBefore` and `nested` place the notes where reading entry by entry would have put them.
    private mutating func removeDuplicateKeys(
        _ entries: inout [PropertyListEntry], duplicatesBefore: Int, nested: [(item: Int, end: Int)]
    ) {
        guard entries.count > 1 else { return }
        // (entry, earlier entry with its key); empty, and so never allocated, in the usual dictionary.
        var duplicates: [(index: Int, first: Int)] = []
        if entries.count <= 8 {
            // Small dictionaries compare keys directly.
            for index in 1..<entries.count {
                let key = entries[index].key.utf8
                if let first = entries[..<index].firstIndex(where: { $0.key.utf8.elementsEqual(key) }) {
                    duplicates.append((index, first))
                }
            }
        } else {
            let hashes = entries.map { KeyTable.hash($0.key) }
            var seen = KeyTable(capacity: entries.count)
            for index in entries.indices {
                if let first = seen.insert(hash: hashes[index], index: index, in: entries) {
                    duplicates.append((index, first))
                }
            }
        }
        guard !duplicates.isEmpty else { return }
        var nestedIndex = 0
        var position = duplicatesBefore
        for (inserted, duplicate) in duplicates.enumerated() {
            while nestedIndex < nested.count, nested[nestedIndex].item <= duplicate.index {
                position = nested[nestedIndex].end
                nestedIndex += 1
            }
            duplicateKeys.insert(DuplicateKey(
                key: entries[duplicate.index].key, offset: entries[duplicate.index].keyPosition.byteOffset ?? 0,
                firstOffset: entries[duplicate.first].keyPosition.byteOffset ?? 0), at: position + inserted)
        }
        var isDuplicate = [Bool](repeating: false, count: entries.count)
        for duplicate in duplicates { isDuplicate[duplicate.index] = true }
        var kept: [PropertyListEntry] = []
        kept.reserveCapacity(entries.count - duplicates.count)
        for index in entries.indices where !isDuplicate[index] { kept.append(entries[index]) }
        entries = kept
    }

    private func checkExpansion(_ offset: Int) throws(BinaryPlistError) {
        guard expandedValues <= BinaryPropertyListParser.maximumExpandedValues else {
            throw BinaryPlistError(
                offset,
                "containers shared by reference expand this file to more than "
                    + "\(BinaryPropertyListParser.maximumExpandedValues) values (a decompression bomb); it was not read")
        }
    }

    /// CoreFoundation counts the top object's level too: 513 levels of containers pass, 514 fail.
    private static let maximumDepthIncludingTop = BinaryPropertyListParser.maximumDepth + 1
}

/// An open-addressing set of a dictionary's keys, compared byte for byte in UTF-8 (as CoreFoundation compares
/// strings unit by unit, so NFC and NFD spellings stay distinct), to find duplicates without Swift's
/// canonical-equivalence hashing.
private struct KeyTable {
    /// Per slot: the entry index in the low 32 bits and the key's hash in the high 32 bits; -1 when empty.
    private var slots: [Int64]
    private let mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int64](repeating: -1, count: size)
        mask = size - 1
    }

    /// The hash `insert` takes: the strings parser's word-at-a-time hash of the key's UTF-8 (a byte-wise FNV hash
    /// used before clustered on keys that differ only in their last bytes, like `label_123`).
    static func hash(_ key: String) -> Int {
        Int(truncatingIfNeeded: KeySpellingTable.withBytes(key) { KeySpellingTable.hash($0).hash })
    }

    /// Records entry `index`, whose key has `hash`; returns the index of an earlier entry with the same key instead,
    /// if any.
    mutating func insert(hash: Int, index: Int, in entries: [PropertyListEntry]) -> Int? {
        let tag = Int64((hash >> 33) & 0x7FFF_FFFF) << 32
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored < 0 {
                slots[slot] = tag | Int64(index)
                return nil
            }
            // Keys are read only when the tags match (a duplicate, or rarely a collision): no retains otherwise.
            if stored & ~0xFFFF_FFFF == tag {
                let existing = Int(stored & 0xFFFF_FFFF)
                if entries[existing].key.utf8.elementsEqual(entries[index].key.utf8) { return existing }
            }
            slot = (slot + 1) & mask
        }
    }
}
