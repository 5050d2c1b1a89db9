import Foundation
import Tessera
import TesseraComponents
import Testing

@Suite("The result builders of a slot's list: icons, tags, avatars")
struct SlotListBuilderTests {
    @Test func eachBuilderMakesTheSameStackAsItsList() {
        let unread = true
        #expect(render(IconStack {
            "1"
            if unread { Image(systemName: "circle.fill") }
        }) == render(IconStack([.text("1"), .icon(Image(systemName: "circle.fill"))])))
        let plants = ["Walldorf", "Lyon"]
        #expect(render(TagStack {
            "Urgent"
            for plant in plants { plant }
        }) == render(TagStack(["Urgent", "Walldorf", "Lyon"])))
        let people = ["Ada", "Alan", "Grace"].map { (name: String) in Image("people/\(name).svg", label: name) }
        #expect(render(AvatarStack(maxVisible: 2) {
            people[0]
            for person in people.dropFirst() { person }
        }) == render(AvatarStack(people, maxVisible: 2)))
    }

    @Test func anObjectItemsBuilderFormWithTheStacksBuildersIsItsPlainForm() {
        let byValues = render(ObjectItem(title: "Transformer overheating", icons: ["1", .icon(Image(systemName: "circle.fill"))], tags: ["Urgent", "Substation 4"]))
        let byBuilders = render(ObjectItem {
            Text("Transformer overheating")
        } icons: {
            IconStack {
                "1"
                Image(systemName: "circle.fill")
            }
        } tags: {
            TagStack {
                "Urgent"
                "Substation 4"
            }
        })
        func withoutIdentities(_ html: String) -> String {
            html.replacingOccurrences(of: #" data-tid="[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(withoutIdentities(byBuilders) == withoutIdentities(byValues))
    }
}
