import Foundation
import Tessera
import TesseraComponents
import Testing

// Code as a developer of Fiori for SwiftUI writes it, pasted into a Tessera app: the spellings of
// issue 43 that Tessera takes beside its own. What it renders outside a live view is checked here;
// what its actions run in a live view, in TesseraServerTests' FioriSpellingLiveTests.

// MARK: - Models in Fiori's naming, with a trailing underscore

/// An employee whose slots are named as Fiori names them, beside a `title` of its own that is not
/// the slot's: the underscore keeps them apart.
private struct Employee: ContactItemModel {
    var title: Int = 3
    var title_: String
    var subtitle_: String?
    var footnote_: String? = nil
    var descriptionText_: String? = nil
    var detailImage_: Image? = nil
    var activityItems_: [ActivityItem] = []
}

/// A person in Tessera's naming, for comparison.
private struct Person: ContactItemModel {
    var title: String
    var subtitle: String?
    var footnote: String? = nil
    var descriptionText: String? = nil
    var detailImage: Image? = nil
    var activityItems: [ActivityItem] = []
}

/// Fiori's naming, and only what it needs: the optional values left out are nothing.
private struct Supplier: ContactItemModel {
    var title_: String
    var activityItems_: [ActivityItem]
}

private struct WorkOrder: ObjectItemModel {
    var title_: String
    var subtitle_: String?
    var status_: TextOrIcon?
    var icons_: [TextOrIcon]
    var tags_: [String]
}

private struct Revenue: KPIItemModel {
    var kpi_: String
    var subtitle_: String?
    var icon_: Image?
}

private struct Region: KPIModel {
    var title_: String
    var icon_: Image?
}

private struct Reachable: ActivityItemsModel {
    var activityItems_: [ActivityItem]
}

private struct FioriEmailField: TextFieldFormViewModel {
    var title_ = "Email"
    var name_ = "email"
    var text_ = "ada@example.com"
    var hintText_: String? = "We send the invoice here"
}

private struct ApproveCommand: FioriButtonModel {
    var title_ = "Approve"
    var action_ = FioriButtonAction.link("/orders/4711/approve")
}

/// A type that gives neither name of a value it must give.
private struct Nameless: ContactItemModel {}

/// A field for both kinds of text cell, in Tessera's naming and in Fiori's.
private struct NotesField: FormFieldModel {
    var title = "Notes", name = "notes", text = "Call back"
    var placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
}

private struct FioriNotesField: FormFieldModel {
    var title_ = "Notes", name_ = "notes", text_ = "Call back"
}

/// A view model of its own whose behaviour runs code (Fiori's `didSelect` returning nothing):
/// outside a live view its activities are its links.
private final class ContactsViewModel: ContactItemModel, ActivityItemsBehavior {
    var title_: String { "Ada Lovelace" }
    var activityItems_: [ActivityItem] { [.phone(4402079460958), .email("ada@example.com")] }
    var selected: ActivityItem?

    func didSelect(_ activityItem: ActivityItem) {
        selected = activityItem
    }
}

/// `html` without its identity paths (`data-tid`), which differ where the same elements are reached
/// through views of other shapes.
private func withoutIdentities(_ html: String) -> String {
    html.replacingOccurrences(of: #" data-tid="[^"]*""#, with: "", options: .regularExpression)
}

@Suite("Fiori for SwiftUI's spellings")
struct FioriSpellingTests {
    // MARK: 1. The `actionItems` slot

    @Test func theBuildersLastSlotIsSpelledActionItemsToo() {
        let fiori = ContactItem {
            Text("Ada Lovelace")
        } subtitle: {
            Text("Analyst")
        } footnote: {
            Text("London")
        } descriptionText: {
            Text("Works on the engine")
        } detailImage: {
            Image(systemName: "person.circle")
        } actionItems: {
            ActivityItems([.email("ada@example.com")])
        }
        let tessera = ContactItem {
            Text("Ada Lovelace")
        } subtitle: {
            Text("Analyst")
        } footnote: {
            Text("London")
        } descriptionText: {
            Text("Works on the engine")
        } detailImage: {
            Image(systemName: "person.circle")
        } activityItems: {
            ActivityItems([.email("ada@example.com")])
        }
        #expect(render(fiori) == render(tessera))
        #expect(render(fiori).contains(#"href="mailto:ada@example.com""#))
        #expect(render(ContactItem { Text("Ada") } actionItems: { EmptyView() }) == render(ContactItem(title: "Ada")))
    }

    // MARK: 2. A builder of activities, with an action

    @Test func aBuilderOfActivitiesWithAnActionIsTheirLinksOutsideALiveView() {
        var chosen: [ActivityItem] = []
        let oneLine = ContactItem(title: "Ada Lovelace", action: { selected in chosen.append(selected) }) { .phone(6504224410); .email("a@b.c") }
        let lines = ContactItem(title: "Ada Lovelace", action: { chosen.append($0) }) {
            .phone(6504224410)
            .email("a@b.c")
        }
        let html = render(oneLine)
        #expect(html == render(lines))
        #expect(html == render(ContactItem(title: "Ada Lovelace", activityItems: [.phone("6504224410"), .email("a@b.c")])))
        #expect(html.contains(#"href="tel:6504224410""#) && html.contains(#"href="mailto:a@b.c""#))
        #expect(!html.contains("<button"), "no live session: no button")
        #expect(chosen.isEmpty, "rendering runs no action")
    }

    @Test func aPhoneNumberIsAStringOrDigits() {
        let digits = ActivityItem.phone(6504224410)
        #expect(digits == .phone("650 422 4410"))
        #expect(digits.type == .phone && digits.kind == .phone)
        #expect(digits.data == "6504224410")
        #expect(ActivityItem.message(6504224410).destination == "sms:6504224410")
        let built = ActivityItems {
            .phone(6504224410)
            .message(6504224410)
        }
        #expect(built.items == [.phone("6504224410"), .message("6504224410")])
    }

    // MARK: 3. Activities of a type and data, and ActionItems

    @Test func anActivityOfATypeAndDataIsTheSameAsItsKindsOwn() {
        let email = ActivityItem(type: .email, data: "ada@example.com")
        #expect(email == .email("ada@example.com"))
        #expect(email.type == .email && email.data == "ada@example.com")
        #expect(ActivityItem(type: .phone, data: "+44 20 7946 0958").destination == "tel:+442079460958")
        #expect(ActivityItem(type: .videoCall, data: "https://meet.example.com/ada").destination == "https://meet.example.com/ada")
        #expect(ActivityItem(type: .detail).data == nil)
        var changed = email
        changed.type = .message
        #expect(changed.kind == .message)
    }

    @Test func actionItemsWithAnActionAreTheirLinksOutsideALiveView() {
        let items = [ActivityItem(type: .email, data: "ada@example.com"), ActivityItem(type: .phone, data: "6504224410")]
        let links = render(ContactItem(title: "Ada Lovelace", activityItems: items))
        #expect(render(ContactItem(title: "Ada Lovelace", actionItems: items, action: { _ in })) == links)
        #expect(render(ContactItem(title: "Ada Lovelace", actionItems: items)) == links)
        #expect(render(ContactItem(title: "Ada Lovelace", actionItems: items) { activityItem in print(activityItem.type) }) == links)
        #expect(render(ContactItem(title: "Ada Lovelace", actionItems: ActionItems(actionItems: items, didSelectActivityItem: { _ in }))) == links)
        let bySlot = ContactItem {
            Text("Ada Lovelace")
        } actionItems: {
            ActionItems(actionItems: items, didSelectActivityItem: { print($0) })
        }
        #expect(render(bySlot) == links)
    }

    // MARK: 4. Models with a trailing underscore

    @Test func aModelInFiorisNamingShowsAsOneInTesserasDoes() {
        let fiori = Employee(title_: "Ada Lovelace", subtitle_: "Analyst", activityItems_: [.email("ada@example.com")])
        let tessera = Person(title: "Ada Lovelace", subtitle: "Analyst", activityItems: [.email("ada@example.com")])
        #expect(render(ContactItem(model: fiori)) == render(ContactItem(model: tessera)))
        // The type's own `title` (an Int) is not the slot's.
        #expect(!render(ContactItem(model: fiori)).contains(">3<"))
        #expect(render(ContactItem(model: Supplier(title_: "Acme", activityItems_: []))) == render(ContactItem(title: "Acme")))
        #expect(render(ActivityItems(model: Reachable(activityItems_: [.phone(6504224410)]))) == render(ActivityItems([.phone("6504224410")])))
    }

    @Test func eitherNameReadsTheValueAModelGives() {
        func plain(_ model: some ContactItemModel) -> (String, String?) { (model.title, model.subtitle) }
        func underscored(_ model: some ContactItemModel) -> (String, String?) { (model.title_, model.subtitle_) }
        let fiori = Supplier(title_: "Acme", activityItems_: [])
        #expect(plain(fiori) == ("Acme", nil))
        #expect(underscored(fiori) == ("Acme", nil))
        let tessera = Person(title: "Ada", subtitle: "Analyst")
        #expect(plain(tessera) == ("Ada", "Analyst"))
        #expect(underscored(tessera) == ("Ada", "Analyst"))
    }

    @Test func objectItemKPIsAndFormCellsTakeFiorisNamingToo() {
        let order = WorkOrder(title_: "Transformer overheating", subtitle_: "Three phase", status_: .text("High"), icons_: ["1"], tags_: ["Urgent"])
        #expect(render(ObjectItem(model: order))
            == render(ObjectItem(title: "Transformer overheating", subtitle: "Three phase", status: .text("High"), icons: ["1"], tags: ["Urgent"])))
        let revenue = Revenue(kpi_: "€ 2.4 M", subtitle_: "Revenue", icon_: Image(systemName: "cart"))
        #expect(render(KPIItem(model: revenue)) == render(KPIItem(kpi: "€ 2.4 M", subtitle: "Revenue", icon: Image(systemName: "cart"))))
        #expect(render(KPI(model: Region(title_: "Walldorf", icon_: nil))) == render(KPI(title: "Walldorf")))
        #expect(render(TextFieldFormView(model: FioriEmailField()))
            == render(TextFieldFormView(title: "Email", name: "email", text: "ada@example.com", hintText: "We send the invoice here")))
        // A field of both cells takes either naming, and shows in either cell.
        #expect(render(TextFieldFormView(model: FioriNotesField())) == render(TextFieldFormView(model: NotesField())))
        #expect(render(NoteFormView(model: FioriNotesField())) == render(NoteFormView(model: NotesField())))
    }

    @Test func aButtonsModelTakesFiorisNamingToo() {
        #expect(render(FioriButton(model: ApproveCommand())) == render(FioriButton(title: "Approve", action: .link("/orders/4711/approve"))))
    }

    @Test func aModelGivingNeitherNameOfARequiredValueStopsWithAMessageWhenShown() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HTMLRenderer().renderString(ContactItem(model: Nameless()))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Nameless conforms to ContactItemModel but gives neither 'title' nor 'title_'"), "\(message)")
    }

    // MARK: 5. A behaviour that runs code

    @Test func aBehaviourThatRunsCodeKeepsTheLinksOutsideALiveView() {
        let model = ContactsViewModel()
        let html = render(ContactItem(model: model))
        #expect(html == render(ContactItem(title: "Ada Lovelace", activityItems: [.phone("4402079460958"), .email("ada@example.com")])))
        #expect(render(ActivityItems(model: model)) == render(ActivityItems([.phone(4402079460958), .email("ada@example.com")])))
        #expect(model.selected == nil, "rendering chose nothing")
        model.didSelect(.email("ada@example.com"))
        #expect(model.selected?.data == "ada@example.com")
    }

    // MARK: 6. KPI, KPILayoutContainer from data, KPIHeaderControl and titleModifier

    @Test func kpisFromDataInALayoutContainerShowTheFirstFour() {
        let regions = ["Walldorf", "Dresden", "Lyon", "Austin", "Bangalore"].map { Region(title_: $0, icon_: $0 == "Lyon" ? Image(systemName: "star") : nil) }
        let html = render(KPILayoutContainer(regions, id: \.title_) { element in
            KPI {
                Text(element.title_)
            } icon: {
                if element.icon_ != nil {
                    element.icon_!
                } else {
                    EmptyView()
                }
            }
        })
        #expect(html.components(separatedBy: #"data-component="KPI""#).count == 5, "four figures")
        #expect(html.contains("Austin") && !html.contains("Bangalore"))
        let byIndex = render(KPILayoutContainer(0..<6, id: \.self) { index in
            KPI {
                Text("\(index)")
            } icon: {
                EmptyView()
            }
        })
        #expect(byIndex.contains(">3<") && !byIndex.contains(">4<"))
    }

    @Test func aHeaderControlShowsItsDataAndTheTitleModifierStylesTheTitles() {
        let regions = [Region(title_: "Walldorf", icon_: nil), Region(title_: "Dresden", icon_: Image(systemName: "bolt"))]
        let plain = render(KPIHeaderControl(regions, id: \.title_))
        #expect(plain.contains("Walldorf") && plain.contains("Dresden"))
        #expect(plain.components(separatedBy: #"data-component="KPI""#).count == 3)
        let styled = render(KPIHeaderControl(regions, id: \.title_).titleModifier({
            $0.font(.headline).foregroundColor(.red)
        }))
        #expect(styled != plain)
        #expect(styled.components(separatedBy: "t-font-headline").count == 3, "each title in the headline font")
        #expect(styled == render(KPIHeaderControl(regions, id: \.title_).titleStyle { $0.font(.headline).foregroundStyle(.red) }))
        let byClosure = render(KPIHeaderControl(regions, id: \.title_) { region in KPI(model: region) })
        #expect(byClosure == plain)
    }

    @Test func everySlotHasAModifierOfFiorisName() {
        let item = ObjectItem(title: "Pump", subtitle: "Hall 3", status: .text("Low"))
        #expect(render(item.subtitleModifier { $0.italic() }) == render(item.subtitleStyle { $0.italic() }))
        #expect(render(item.statusModifier { $0.bold() }) == render(item.statusStyle { $0.bold() }))
        #expect(render(item.subtitleModifier { $0.italic() }) != render(item))
    }

    // MARK: 7. ObjectItem's plain values and builders, OptionalText

    @Test func anObjectItemOfFiorisValueTypes() throws {
        var title = AttributedString("Transformer ")
        var hot = AttributedString("overheating")
        hot.font = .body.bold()
        title.append(hot)
        let item = ObjectItem(
            title: title, subtitle: AttributedString("Three phase"), status: .both("High", Image(systemName: "exclamationmark.triangle")),
            icons: [.text("1")], avatars: [.icon(Image(systemName: "person.circle")), .text("GH")], footnoteIcons: [.icon(Image(systemName: "paperclip"))],
            tags: [AttributedString("Urgent"), AttributedString("Substation 4")], action: FioriButton(title: "Assign") {})
        let html = render(item)
        #expect(html.contains("Transformer ") && html.contains("overheating"))
        #expect(html.contains("t-weight-700"), "the bold run is bold")
        #expect(html.contains("Three phase") && html.contains("High") && html.contains("GH"))
        #expect(html.contains(#"data-component="Tag""#) && html.contains("Substation 4"))
        #expect(html.contains(#"data-component="FioriButton""#) && html.contains("Assign"))
        #expect(html.contains(#"<button"#) && html.contains(#"type="button""#), "outside a live view the button runs nothing")
        // The same values in Tessera's types render the same, but for the avatar of initials.
        let tessera = render(ObjectItem(
            title: "Pump", status: .text("Low"), avatars: [Image(systemName: "person.circle")], tags: ["Urgent"]))
        let fiori = render(ObjectItem(
            title: AttributedString("Pump"), status: .text("Low"), avatars: [.icon(Image(systemName: "person.circle"))], tags: [AttributedString("Urgent")]))
        #expect(withoutIdentities(fiori) == withoutIdentities(tessera))
    }

    @Test func aTextOrIconOfBothIsTheIconThenTheText() {
        let html = render(TextOrIcon.both("Overdue", Image(systemName: "clock")))
        let icon = html.range(of: "<svg")?.lowerBound
        let text = html.range(of: "Overdue")?.lowerBound
        #expect(icon != nil && text != nil && icon! < text!, "\(html)")
    }

    @Test func objectItemsBuildersTakeALineEach() {
        let fiori = render(ObjectItem {
            Text("Transformer overheating")
        } icons: {
            "1"
            Image(systemName: "circle.fill")
        } avatars: {
            Image(systemName: "person.circle")
            Image(systemName: "person.fill")
        } footnoteIcons: {
            Image(systemName: "paperclip")
        } tags: {
            "Urgent"
            Tag("Substation 4")
        })
        let values = render(ObjectItem(
            title: "Transformer overheating", icons: ["1", .icon(Image(systemName: "circle.fill"))],
            avatars: [Image(systemName: "person.circle"), Image(systemName: "person.fill")], footnoteIcons: [.icon(Image(systemName: "paperclip"))],
            tags: ["Urgent", "Substation 4"]))
        func withoutTagsLabel(_ html: String) -> String {
            withoutIdentities(html).replacingOccurrences(of: #" aria-label="Tags: [^"]*""#, with: "", options: .regularExpression)
        }
        #expect(withoutTagsLabel(fiori) == withoutTagsLabel(values))
        let views = render(ObjectItem {
            Text("Pump")
        } icons: {
            Text("1").bold()
        } tags: {
            Text("Mechanical")
        })
        #expect(views.contains("t-weight-700"), "the text of one's own is kept as it is")
        #expect(views.contains(#"data-component="Tag""#) && views.contains("Mechanical"), "a Text among the tags is a tag")
    }

    @Test func optionalTextIsTheTextOrNothing() {
        let missing: String? = nil
        #expect(render(OptionalText(missing)) == "")
        #expect(render(OptionalText("Hall 3")) == render(Text("Hall 3")))
        #expect(render(OptionalText(AttributedString("Hall 3"))) == render(Text(AttributedString("Hall 3"))))
        #expect(render(ObjectItem { Text("Pump") } subtitle: { OptionalText(missing) }) == render(ObjectItem(title: "Pump")))
    }
}
