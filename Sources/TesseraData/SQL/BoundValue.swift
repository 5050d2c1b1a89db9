/// A bound value on its way through SQLKit's serializer, which holds binds as `Encodable`; the
/// connection takes it back out and converts it for its driver.
struct BoundValue: Encodable, Sendable {
    let value: DatabaseValue
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.text)
    }
}
