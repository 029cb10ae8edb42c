/// The attributes of a constraint that a size class may override (`nil`: not set here).
public struct ConstraintAttributes: Sendable, Hashable {
    public var installed: Bool?
    public var constant: ConstantValue?
    public var priority: Double?

    public init(installed: Bool? = nil, constant: ConstantValue? = nil, priority: Double? = nil) {
        self.installed = installed
        self.constant = constant
        self.priority = priority
    }
}
