/// The layout document schema (Schemas/layout.xsd), compiled once per process.
public enum LayoutSchema {
    /// The compiled schema. The embedded text is tested to compile and to match
    /// Schemas/layout.xsd, so failure here is a build defect, not bad input.
    public static let shared: XMLSchema = {
        do {
            return try XMLSchema(text: text)
        } catch {
            fatalError("the embedded layout schema does not compile: \(error)")
        }
    }()
}
