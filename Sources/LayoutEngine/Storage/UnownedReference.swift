/// A reference the solver keeps without owning it.
///
/// The solver's back-references (symbol → variable, marker → constraint) point at
/// objects that a constraint it holds already keeps alive: a variable is registered only
/// while a constraint in the solver mentions it, and a marker belongs to a constraint
/// with a record. Owning them as well would cost a reference-count update on each, and on
/// a solver of tens of thousands of constraints each such update at teardown is a cache
/// miss. Entries are cleared before the owning record goes away and never read after.
struct UnownedReference<Object: AnyObject> {
    unowned(unsafe) let object: Object

    @inline(__always) init(_ object: Object) { self.object = object }
}
