import Foundation

/// The order in which Xcode writes the members of a String Catalog's objects.
///
/// Xcode writes catalogs with Foundation's JSON writer and sorted keys, which orders keys with
/// `NSString.compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range:locale: NSLocale.system)`:
/// CoreFoundation's comparison with ICU's root collation where characters differ. So `-` comes before `(`, case is
/// ignored until nothing else differs (`a` < `B`, `a` < `A`), and runs of digits compare as numbers (`file9` <
/// `file10`). This calls that same comparison, which Foundation has on Linux too (its JSON writer on Linux gives the
/// bytes of every Xcode-written catalog tested), on the part of the keys that decides it, and answers without it for
/// the common case that decides at one ASCII character. That comparison is not a total order for every set of keys
/// (see `StringCatalogWriter`).
enum XcodeKeyOrder {
    /// Whether `left` comes before `right`.
    static func areInIncreasingOrder(_ left: String, _ right: String) -> Bool {
        compare(left, right) < 0
    }

    /// -1, 0 or 1 as `left` comes before, with or after `right`; 0 only for equal strings (forced ordering).
    static func compare(_ left: String, _ right: String) -> Int {
        let decided = ByteRuns.withUTF8(left) { a in ByteRuns.withUTF8(right) { b in asciiOrder(a, b) } }
        return decided ?? foundationOrder(left, right)
    }

    /// Foundation's answer: what Xcode's writer asks, handed only the part of the keys that decides it.
    ///
    /// CoreFoundation walks both keys in step to their first difference and hands the collator what follows, from
    /// the last letter before it. Reading a key through a 64-unit window, it can hand the collator units past the
    /// window's end (whatever memory follows) when that part is longer than the window and the part after the
    /// difference is not: the same keys then compare differently from one run to the next (Linux's Foundation; it is
    /// what broke `format`'s idempotence under the fuzzer). So Foundation is handed the keys from the last ASCII letter
    /// before their first difference: the same answer for any keys (what is cut off is the same in both and ends
    /// before anything the collator reads, a run of digits included), and keys of `window` units or fewer from there
    /// never read past the window (keys that fit it whole are handed over whole). Longer keys go through
    /// `longOrder`.
    static func foundationOrder(_ left: String, _ right: String, window: Int = window) -> Int {
        // Keys that fit the window are handed over whole (most keys: no copy).
        if max(left.utf16.count, right.utf16.count) <= window { return collatorOrder(left, right) }
        let a = Array(left.utf16), b = Array(right.utf16)
        guard let difference = firstDifference(a, b, from: 0) else { return lengthOrder(a, b) ?? 0 }
        let start = letterBefore(difference, in: a)
        if max(a.count, b.count) - start <= window {
            return collatorOrder(string(a[start...]), string(b[start...]))
        }
        return longOrder(a, b, window: window)
    }

    /// Keys longer than the window: CoreFoundation's walk past the differences it does not decide at (runs of digits
    /// of the same value, characters the same but for case once it has an order to fall back on), each made the same
    /// in both keys, to the difference it decides at, which the collator is then handed in a part that never reads
    /// past the window.
    ///
    /// From the last ASCII letter before that difference when what follows the difference is longer than the
    /// window in either key (CoreFoundation then reads it in steps, and nothing before it differs any more);
    /// otherwise from where both keys fit in the window, leaving out identical units before the difference, which
    /// change nothing but their context. Keys that differ only in what the walk goes past are ordered by the first
    /// such difference: the shorter run of digits first, or the collator's word on the keys as they are (what
    /// CoreFoundation's last look at them asks).
    static func longOrder(_ left: [UInt16], _ right: [UInt16], window: Int) -> Int {
        var a = left
        var fallback: Fallback?
        var folded: [FoldedCharacters] = []
        var from = 0
        while let difference = firstDifference(a, right, from: from) {
            if let runs = digitRuns(a, right, at: difference, from: from) {
                if runs.left.value != runs.right.value { return runs.left.value < runs.right.value ? -1 : 1 }
                if runs.left.count != runs.right.count {
                    fallback = fallback ?? .shorterRun(runs.left.count < runs.right.count ? -1 : 1)
                }
                a.replaceSubrange(runs.start..<runs.start + runs.left.count,
                                  with: right[runs.start..<runs.start + runs.right.count])
                from = runs.start + runs.right.count
                continue
            }
            let x = a[difference], y = right[difference]
            if x < 0x80, y < 0x80 {
                // Once it has an order to fall back on, CoreFoundation lower-cases ASCII letters as it reads them.
                if fallback != nil, isASCIILetter(x), isASCIILetter(y), x | 0x20 == y | 0x20 {
                    a[difference] = y
                    from = difference + 1
                    continue
                }
            } else if let (ours, theirs) = sameButForCase(a, right, at: difference) {
                fallback = fallback ?? .collator
                folded.append(FoldedCharacters(range: theirs, ours: a[ours]))
                a.replaceSubrange(ours, with: right[theirs])
                from = theirs.upperBound
                continue
            }
            return handedOver(a, right, at: difference, folded: folded, window: window)
        }
        if let order = lengthOrder(a, right) { return order }
        switch fallback {
        case nil: return 0
        case .shorterRun(let order): return order
        case .collator:
            return handedOver(left, right, at: firstDifference(left, right, from: 0) ?? 0, folded: [], window: window)
        }
    }

    /// What CoreFoundation orders keys by when the walk found no difference it decides at, set by the first one it
    /// went past: the shorter run of digits, or the collator's last look at the whole keys.
    private enum Fallback {
        case shorterRun(Int)
        case collator
    }

    /// Characters of the left key that case folding made the same as the right key's at `range` (`ß` for `SS`).
    private struct FoldedCharacters {
        let range: Range<Int>
        let ours: ArraySlice<UInt16>
    }

    /// The collator's answer on `a` and `b`, which are the same before `difference` (`a` as `folded` made it),
    /// handed the part from the last ASCII letter before it, or from where both fit in the window when what follows
    /// the difference does.
    ///
    /// CoreFoundation hands the collator the left key's own characters: where the part holds characters that folding
    /// made the same, it starts at the first of them and holds the left key's, which CoreFoundation's walk over the
    /// part folds again (so the collator sees `ß` where it saw `ß`).
    private static func handedOver(_ a: [UInt16], _ b: [UInt16], at difference: Int, folded: [FoldedCharacters],
                                   window: Int) -> Int {
        var start = letterBefore(difference, in: a)
        let longest = max(a.count, b.count)
        let tailFits = longest - difference <= window
        let held = folded.filter { $0.range.upperBound > start }
        // From the first of them, where both keys' own characters begin (the same place whichever key is left).
        if let first = held.first { start = first.range.lowerBound }
        var ours = ArraySlice(a[start..<difference])
        for characters in held.reversed() {
            let range = (characters.range.lowerBound - start)..<(characters.range.upperBound - start)
            ours.replaceSubrange((ours.startIndex + range.lowerBound)..<(ours.startIndex + range.upperBound),
                                 with: characters.ours)
        }
        ours.append(contentsOf: a[difference...])
        if max(ours.count, b.count - start) <= window || !tailFits {
            return collatorOrder(string(ours), string(b[start...]))
        }
        // Both keys from where they fit, the identical units before the difference left out (from the start when
        // folding made the left key shorter than the window).
        start = max(longest - window, 0)
        var end = (a: a.count, b: b.count)
        // Never half of a surrogate pair; a difference in the second half leaves one unit too many, taken off the end
        // of the longer key (a whole character).
        if UTF16.isTrailSurrogate(a[start]) {
            if start < difference { start += 1 } else {
                start -= 1
                if a.count >= b.count { end.a -= UTF16.isTrailSurrogate(a[a.count - 1]) ? 2 : 1 }
                if b.count >= a.count { end.b -= UTF16.isTrailSurrogate(b[b.count - 1]) ? 2 : 1 }
            }
        }
        return collatorOrder(string(a[start..<end.a]), string(b[start..<end.b]))
    }

    /// The first index from `from` where `a` and `b` differ; nil when one ends first or both end together.
    private static func firstDifference(_ a: [UInt16], _ b: [UInt16], from: Int) -> Int? {
        let shorter = min(a.count, b.count)
        var index = from
        while index < shorter, a[index] == b[index] { index += 1 }
        return index < shorter ? index : nil
    }

    /// The shorter key first when one starts the other (CoreFoundation never reaches the collator); nil for the
    /// same length.
    private static func lengthOrder(_ a: [UInt16], _ b: [UInt16]) -> Int? {
        a.count == b.count ? nil : a.count < b.count ? -1 : 1
    }

    /// The last ASCII letter before `difference`, or the start.
    private static func letterBefore(_ difference: Int, in a: [UInt16]) -> Int {
        var start = max(difference - 1, 0)
        while start > 0, !isASCIILetter(a[start]) { start -= 1 }
        return start
    }

    /// The runs of ASCII digits CoreFoundation compares by value at `difference`: both keys hold one there, or one
    /// that began before it. Values wrap past 64 bits as CoreFoundation's do.
    private static func digitRuns(_ a: [UInt16], _ b: [UInt16], at difference: Int, from: Int)
        -> (start: Int, left: (value: UInt64, count: Int), right: (value: UInt64, count: Int))? {
        var start = difference
        while start > from, isDigit(a[start - 1]) { start -= 1 }
        guard start < difference || (isDigit(a[difference]) && isDigit(b[difference])) else { return nil }
        func run(_ units: [UInt16]) -> (value: UInt64, count: Int) {
            var value: UInt64 = 0, index = start
            while index < units.count, isDigit(units[index]) {
                value = value &* 10 &+ UInt64(units[index] - 0x30)
                index += 1
            }
            return (value, index - start)
        }
        return (start, run(a), run(b))
    }

    /// The characters at `difference` (one or two in each key, from where the first of either begins) that differ
    /// only as CoreFoundation's case folding sees them (`É` and `é`, `ß` and `ss`), as Foundation says.
    private static func sameButForCase(_ a: [UInt16], _ b: [UInt16], at difference: Int) -> (Range<Int>, Range<Int>)? {
        let ours = characterEnds(a, around: difference), theirs = characterEnds(b, around: difference)
        let start = min(ours.start, theirs.start)
        for ourEnd in ours.ends {
            for theirEnd in theirs.ends {
                let left = string(a[start..<ourEnd]), right = string(b[start..<theirEnd])
                if (left as NSString).compare(right, options: .caseInsensitive) == .orderedSame {
                    return (start..<ourEnd, start..<theirEnd)
                }
            }
        }
        return nil
    }

    /// Where the character holding `index` begins, and where it and the next one end.
    private static func characterEnds(_ units: [UInt16], around index: Int) -> (start: Int, ends: [Int]) {
        let text = string(units[...])
        var offset = 0
        var ends: [Int] = []
        var start = 0
        for character in text {
            let next = offset + character.utf16.count
            if next > index {
                if ends.isEmpty { start = offset }
                ends.append(next)
                if ends.count == 2 { break }
            }
            offset = next
        }
        return (start, ends)
    }

    private static func string(_ units: ArraySlice<UInt16>) -> String {
        String(decoding: units, as: UTF16.self)
    }

    private static func isDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit)
    }

    /// The units CoreFoundation reads a string through at a time.
    static let window = 64

    private static func isASCIILetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    /// `NSString`'s comparison as Foundation's JSON writer calls it for sorted keys.
    static func collatorOrder(_ left: String, _ right: String) -> Int {
        let result = (left as NSString).compare(
            right, options: [.numeric, .caseInsensitive, .forcedOrdering],
            range: NSRange(location: 0, length: (left as NSString).length), locale: NSLocale.system)
        return result == .orderedAscending ? -1 : result == .orderedDescending ? 1 : 0
    }

    /// The answer without Foundation, for two strings of printable ASCII only that are the same up to a place where
    /// both hold a character that is not a digit and the two weigh differently at the collation's first level (or
    /// where one string ends); nil otherwise.
    ///
    /// CoreFoundation walks such strings in step and hands the rest to the collator at the first character that
    /// differs; nothing before that place differs, no ASCII character combines with its neighbours in the root
    /// collation, and so the collator's first difference is that character's weight. Digits are left to Foundation
    /// (runs of them compare as numbers), and so are control characters (the collation ignores most of them).
    static func asciiOrder(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = min(left.count, right.count)
        var index = 0
        while index < count, left[index] == right[index] { index += 1 }
        // All of both strings must be printable ASCII: a later combining mark or contraction never changes the
        // first difference's primary weight, but a string that is not ASCII is rare enough to leave to Foundation.
        for byte in left where byte < 0x20 || byte > 0x7E { return nil }
        for byte in right where byte < 0x20 || byte > 0x7E { return nil }
        if index == count {
            return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
        }
        let rankLeft = asciiRanks[Int(left[index])], rankRight = asciiRanks[Int(right[index])]
        guard rankLeft != 0, rankRight != 0, rankLeft != rankRight else { return nil }
        return rankLeft < rankRight ? -1 : 1
    }

    /// The rank of each printable ASCII character that is not a digit in the order Foundation gives them alone, an
    /// upper-case letter with its lower-case one (the same first-level weight); 0 for the others. Worked out from
    /// Foundation once, so that it is whatever the platform's collation says.
    static let asciiRanks: [UInt8] = {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9"), upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
        let characters = (UInt8(0x20)...UInt8(0x7E)).filter { !digits.contains($0) && !upper.contains($0) }
        let ordered = characters.sorted {
            collatorOrder(String(UnicodeScalar($0)), String(UnicodeScalar($1))) < 0
        }
        var ranks = [UInt8](repeating: 0, count: 128)
        for (rank, character) in ordered.enumerated() {
            ranks[Int(character)] = UInt8(rank + 1)
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character) { ranks[Int(character - 0x20)] = UInt8(rank + 1) }
        }
        return ranks
    }()
}
