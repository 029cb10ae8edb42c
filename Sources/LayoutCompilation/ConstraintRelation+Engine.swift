import LayoutDocument
import LayoutEngine

extension ConstraintRelation {
    var engineRelation: Relation {
        switch self {
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        case .lessThanOrEqual: return .lessThanOrEqual
        }
    }
}
