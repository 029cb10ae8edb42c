/// An object the solver finds by identity, with its owner's number (`tag`) as a hint
/// where to look.
protocol Tagged: AnyObject {
    var tag: Int? { get }
}

extension Variable: Tagged {}
extension Constraint: Tagged {}

/// A map from object identity to a small number (a variable's `VariableCode`, a
/// record's slot)
/// that uses the objects' tags as array indices.
///
/// Owners number their variables and constraints in the order they create them (the
/// compilation does), so entry `tag` of an array is where an object goes: lookups walk
/// the array in creation order. Hashed by address instead, each lookup on a 10,000-view
/// layout jumped to a random place in megabytes of table and missed the cache.
///
/// Tags are only hints: an object without one, with one far beyond the objects held,
/// or whose entry another object already holds (a copy made by `withPriority` keeps the
/// tag) goes to an `IdentityTable` hashed by address. The key is always the address.
struct TaggedIdentityTable<Key: Tagged> {
    private struct Entry {
        var key: UInt = 0
        var value: Int32 = -1
    }

    private var direct: [Entry] = []
    private var directCount = 0
    private var overflow = IdentityTable()

    var count: Int { directCount + overflow.count }

    /// Makes room for `n` entries.
    mutating func reserveCapacity(_ n: Int) { direct.reserveCapacity(n) }

    @inline(__always)
    func value(for object: Key) -> Int32? {
        if let tag = object.tag, tag < direct.count {
            let entry = direct[tag]
            if entry.key == UInt(bitPattern: ObjectIdentifier(object)) { return entry.value }
        }
        return overflow.count == 0 ? nil : overflow.value(for: object)
    }

    /// Adds `object`, which must not be present.
    mutating func insert(_ object: Key, value: Int32) {
        // Growing the array up to a tag stays within a constant factor of the entries held.
        if let tag = object.tag, tag >= direct.count && tag < 2 * count + 1024 {
            direct.append(contentsOf: repeatElement(Entry(), count: tag + 1 - direct.count))
        }
        if let tag = object.tag, tag < direct.count && direct[tag].key == 0 {
            direct[tag] = Entry(key: UInt(bitPattern: ObjectIdentifier(object)), value: value)
            directCount += 1
        } else {
            overflow.insert(object, value: value)
        }
    }

    mutating func remove(_ object: Key) {
        if let tag = object.tag, tag < direct.count && direct[tag].key == UInt(bitPattern: ObjectIdentifier(object)) {
            direct[tag] = Entry()
            directCount -= 1
        } else {
            overflow.remove(object)
        }
    }
}
