import Tessera
import TesseraComponents
import Testing

private struct Asset: ObjectHeaderModel {
    var title: String
    var subtitle: String?
    var tags: [String]
    var bodyText: String?
    var footnote: String?
    var descriptionText: String?
    var status: TextOrIcon?
    var substatus: TextOrIcon?
    var detailImage: Image?
}

/// The status before the title, on one line.
private struct StatusFirst: ObjectHeaderStyle {
    func makeBody(configuration: ObjectHeaderConfiguration) -> some View {
        HStack {
            configuration.status
            configuration.title
        }
    }
}

@Suite("ObjectHeader")
struct ObjectHeaderTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("T-12"), subtitle = tricky("North"), tag = tricky("HV"), bodyText = tricky("Oil hot")
        let footnote = tricky("3 May"), description = tricky("Inspect fans"), status = tricky("High")
        let substatus = Image(systemName: "exclamationmark.triangle"), image = Image(url: "/t-12.jpg")
        let byValues = render(ObjectHeader(
            title: title, subtitle: subtitle, tags: [tag], bodyText: bodyText, footnote: footnote, descriptionText: description,
            status: .text(status), substatus: .icon(substatus), detailImage: image))
        #expect(byValues == render(ObjectHeader {
            Text(title)
        } subtitle: {
            Text(subtitle)
        } tags: {
            TagStack([tag])
        } bodyText: {
            Text(bodyText)
        } footnote: {
            Text(footnote)
        } descriptionText: {
            Text(description)
        } status: {
            Text(status)
        } substatus: {
            substatus
        } detailImage: {
            image
        }))
        #expect(byValues == render(ObjectHeader(model: Asset(
            title: title, subtitle: subtitle, tags: [tag], bodyText: bodyText, footnote: footnote, descriptionText: description,
            status: .text(status), substatus: .icon(substatus), detailImage: image))))
        expectEscaped(byValues, [title, subtitle, tag, bodyText, footnote, description, status])
    }

    @Test func aHeaderOfATitleIsTheTitle() {
        #expect(render(ObjectHeader(title: "T-12")) == #"<div class="t-vstack t-align-leading" style="gap:8px" data-component="ObjectHeader"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:4px"><span class="t-font-title2" role="heading">T-12</span></div></div></div>"#)
        #expect(render(ObjectHeader(title: "T-12", subtitle: nil, tags: [], status: nil)) == render(ObjectHeader(title: "T-12")))
    }

    @Test func aSubstatusAloneStillGetsTheStatusColumn() {
        #expect(render(ObjectHeader(title: "T-12", substatus: .text("Checked"))) == #"<div class="t-vstack t-align-leading" style="gap:8px" data-component="ObjectHeader"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:4px"><span class="t-font-title2" role="heading">T-12</span></div><div class="t-spacer"></div><div class="t-vstack t-align-trailing" style="gap:2px"><span class="t-fg-secondary t-font-footnote">Checked</span></div></div></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(ObjectHeader(title: "T-12", subtitle: "Hidden", status: .text("High")).objectHeaderStyle(StatusFirst())) == #"<div class="t-hstack"><span>High</span><span>T-12</span></div>"#)
    }
}
