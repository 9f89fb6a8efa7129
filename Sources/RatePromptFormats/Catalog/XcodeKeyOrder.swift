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
    /// before anything the collator reads, a run of digits included), and keys of 64 units or fewer never read past
    /// the window. Where the part from that letter is longer and what follows the difference is not, the cut moves
    /// up to where both keys fit in the window (the identical units left out decide nothing but their context);
    /// there Foundation itself has no answer that holds from one run to the next.
    static func foundationOrder(_ left: String, _ right: String) -> Int {
        let a = Array(left.utf16), b = Array(right.utf16)
        let shorter = min(a.count, b.count)
        var difference = 0
        while difference < shorter, a[difference] == b[difference] { difference += 1 }
        // One key starts the other: CoreFoundation never reaches the collator and puts the shorter first.
        if difference == shorter { return a.count == b.count ? 0 : a.count < b.count ? -1 : 1 }
        var start = max(difference - 1, 0)
        while start > 0, !isASCIILetter(a[start]) { start -= 1 }
        var end = (a: a.count, b: b.count)
        if max(a.count, b.count) - start > window, max(a.count, b.count) - difference <= window {
            start = max(a.count, b.count) - window
            // Never half of a surrogate pair; the difference in the second half of one leaves a unit too many,
            // taken off the end of the longer key (a whole character).
            if UTF16.isTrailSurrogate(a[start]) {
                if start < difference { start += 1 } else {
                    start -= 1
                    if a.count >= b.count { end.a -= UTF16.isTrailSurrogate(a[a.count - 1]) ? 2 : 1 }
                    if b.count >= a.count { end.b -= UTF16.isTrailSurrogate(b[b.count - 1]) ? 2 : 1 }
                }
            }
        }
        return collatorOrder(String(decoding: a[start..<end.a], as: UTF16.self),
                             String(decoding: b[start..<end.b], as: UTF16.self))
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
