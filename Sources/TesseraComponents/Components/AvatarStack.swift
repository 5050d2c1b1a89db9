import Tessera

/// Pictures of people, overlapping in a row, the ones past a limit counted ("+3"): who is on a
/// team, who approved. Fiori's `AvatarStack`, and the default view of a component's `avatars`
/// slot.
///
/// ```swift
/// AvatarStack([Image(url: "/people/7.jpg", label: "Ada Lovelace"), Image(url: "/people/9.jpg", label: "Alan Turing")])
///
/// AvatarStack(team.photos, maxVisible: 3, size: 40)
///
/// AvatarStack(model: team)              // Team: AvatarStackModel
/// ```
///
/// Each picture keeps its own label for assistive technologies; the count of the hidden ones is
/// read as "3 more". A stack of no pictures shows nothing, so an empty slot stays empty.
public struct AvatarStack: View, EmptiableSlotContent {
    private let configuration: AvatarStackConfiguration

    /// A row of `images`, the first `maxVisible` shown (all when `nil`) and the rest counted,
    /// each `size` points across; no images show nothing.
    public init(_ images: [Image], maxVisible: Int? = nil, size: Double = 32) {
        let shown = maxVisible.map { max(0, $0) } ?? images.count
        configuration = AvatarStackConfiguration(
            avatars: Array(images.prefix(shown)), hiddenCount: max(0, images.count - shown), size: size.isFinite ? max(8, size) : 32)
    }

    /// A stack showing a model's pictures: the same as the initializer of plain values.
    public init(model: some AvatarStackModel) {
        self.init(model.avatars, maxVisible: model.maxVisible, size: model.size)
    }

    /// The stack of a style's configuration, for a style that shows it within.
    public init(_ configuration: AvatarStackConfiguration) {
        self.configuration = configuration
    }

    /// The pictures shown.
    public var images: [Image] { configuration.avatars }

    public var isEmptySlot: Bool { configuration.avatars.isEmpty && configuration.hiddenCount == 0 }

    /// The stack in the style in effect, or its base look; nothing without pictures.
    public var body: some View {
        if !isEmptySlot {
            StyledComponent(configuration: configuration, base: AvatarStackBaseStyle())
        }
    }
}

/// The pictures of an ``AvatarStack``, as an app's own model provides them: conform a type and
/// show it with `AvatarStack(model:)`.
public protocol AvatarStackModel {
    /// The pictures, each labelled with the person's name.
    var avatars: [Image] { get }
    /// How many to show before counting the rest; `nil` (the default) shows all.
    var maxVisible: Int? { get }
    /// How many points across each picture is; 32 by default.
    var size: Double { get }
}

extension AvatarStackModel {
    public var maxVisible: Int? { nil }
    public var size: Double { 32 }
}

/// The parts of an ``AvatarStack``, as a style lays them out.
public struct AvatarStackConfiguration {
    /// The pictures to show.
    public let avatars: [Image]
    /// How many more there are than are shown.
    public let hiddenCount: Int
    /// How many points across each picture is.
    public let size: Double

    /// A stack of `avatars`, with `hiddenCount` more counted, each `size` across.
    public init(avatars: [Image], hiddenCount: Int = 0, size: Double = 32) {
        self.avatars = avatars
        self.hiddenCount = max(0, hiddenCount)
        self.size = size
    }
}

/// A look of ``AvatarStack``. Set it with `.avatarStackStyle(_:)`.
public protocol AvatarStackStyle: ComponentStyle where Configuration == AvatarStackConfiguration {}

/// The base look of ``AvatarStack``: round pictures overlapping by a quarter, then the count of
/// the rest in a circle of the same size.
public struct AvatarStackBaseStyle: AvatarStackStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: AvatarStackConfiguration) -> some View {
        HStack(spacing: -configuration.size / 4) {
            ForEach(Array(configuration.avatars.enumerated()), id: \.offset) { _, image in
                image.frame(width: configuration.size, height: configuration.size).clipShape(Circle())
            }
            if configuration.hiddenCount > 0 {
                Text(verbatim: "+\(configuration.hiddenCount)")
                    .frame(width: configuration.size, height: configuration.size)
                    .attribute("data-part", "avatar-overflow")
                    .accessibilityLabel(ComponentText.more(configuration.hiddenCount))
            }
        }
        .attribute("data-component", "AvatarStack")
    }
}

public extension View {
    #styleModifier(for: AvatarStack.self)
}
