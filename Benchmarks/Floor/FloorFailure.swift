/// What stops the floor, in words: a capture it cannot read, a page it was not written for.
struct FloorFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
