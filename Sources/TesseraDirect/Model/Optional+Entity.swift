import TesseraData

extension Optional where Wrapped == Entity {
    /// The entity's name, or `""` where there is no entity: what lets a Swift rule name the
    /// entity as Direct to SwiftUI's rules do, without `?`.
    ///
    /// ```swift
    /// \.task == "inspect" && \.entity.name == "customer" => \.page <= CustomerView()
    /// ```
    ///
    /// A context without an entity (the list of entities) has the name `""`, which no table has,
    /// so such a rule holds for no page that has no entity, as `\.entity?.name == "customer"` does.
    public var name: String { self?.name ?? "" }
}
