import Tessera

/// Pictures of people, overlapping in a row: the default view of a component's `avatars` slot.
public struct AvatarStack: View, EmptiableSlotContent {
    /// The pictures.
    public let images: [Image]

    /// A row of `images`; none shows nothing.
    public init(_ images: [Image]) {
        self.images = images
    }

    public var isEmptySlot: Bool { images.isEmpty }

    public var body: some View {
        if !images.isEmpty {
            HStack(spacing: -8) {
                ForEach(Array(images.enumerated()), id: \.offset) { _, image in
                    image.frame(width: 32, height: 32).clipShape(Circle())
                }
            }
        }
    }
}
