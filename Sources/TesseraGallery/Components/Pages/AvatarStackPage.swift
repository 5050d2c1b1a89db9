import Tessera
import TesseraComponents

extension ComponentGallery {
    static let avatarStack = GalleryPage(
        name: "AvatarStack",
        summary: "Pictures of people, overlapping in a row, the ones past a limit counted."
    ) {
        #specimen("View builders") {
            AvatarStack(maxVisible: 4) {
                for person in GalleryPerson.all { person.image }
            }
        }
        #specimen("Plain values") { avatarStackSample }
        #specimen("A model") { AvatarStack(model: SampleTeam()) }
        #specimen("All of a small team, larger") { AvatarStack(Array(galleryPeople.prefix(3)), size: 44) }
        #specimen("Restyled: side by side, squared") { avatarStackSample.avatarStackStyle(SideBySide()) }
        #specimen("Disabled") { avatarStackSample.disabled() }
        #specimen("Light", colorScheme: .light) { avatarStackSample }
        #specimen("Dark", colorScheme: .dark) { avatarStackSample }
    }

    @SpecimenCode
    private static var avatarStackSample: AvatarStack { AvatarStack(galleryPeople, maxVisible: 4) }

    /// Six people, drawn as their initials on colours (``GalleryPerson``).
    static var galleryPeople: [Image] { GalleryPerson.all.map(\.image) }
}

/// A team of an app's own, shown through `AvatarStackModel`.
fileprivate struct SampleTeam: AvatarStackModel {
    var avatars: [Image] { ComponentGallery.galleryPeople }
    var maxVisible: Int? { 4 }
}

/// The pictures side by side, squared, the count in words.
fileprivate struct SideBySide: AvatarStackStyle {
    func makeBody(configuration: AvatarStackConfiguration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            ForEach(Array(configuration.avatars.enumerated()), id: \.offset) { _, image in
                image.frame(width: 28, height: 28).cornerRadius(4)
            }
            if configuration.hiddenCount > 0 {
                Text(verbatim: "and \(configuration.hiddenCount) more").font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}
