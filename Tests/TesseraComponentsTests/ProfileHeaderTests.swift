import Tessera
import TesseraComponents
import TesseraGallery
import Testing

private struct Person: ProfileHeaderModel {
    var title: String
    var detailImage: Image?
    var subtitle: String?
    var description: String?
    var actions: [Link<Text>]
}

/// Name and role on one line.
private struct OneLine: ProfileHeaderStyle {
    func makeBody(configuration: ProfileHeaderConfiguration) -> some View {
        HStack {
            configuration.title
            configuration.subtitle
        }
    }
}

@Suite("ProfileHeader")
struct ProfileHeaderTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Ada"), subtitle = tricky("Analyst"), description = tricky("Notes"), mail = tricky("Mail"), call = tricky("Call")
        let image = Image(url: "/people/42.jpg", label: tricky("Ada"))
        let actions = [Link(mail, destination: "mailto:ada@example.com"), Link(call, destination: "tel:+441234")]
        let byValues = render(ProfileHeader(title: title, detailImage: image, subtitle: subtitle, description: description, actions: actions))
        #expect(byValues == render(ProfileHeader {
            Text(title)
        } detailImage: {
            image
        } subtitle: {
            Text(subtitle)
        } description: {
            Text(description)
        } actions: {
            ActionStack(actions)
        }))
        #expect(byValues == render(ProfileHeader(model: Person(title: title, detailImage: image, subtitle: subtitle, description: description, actions: actions))))
        expectEscaped(byValues, [title, subtitle, description, mail, call])
        #expect(byValues.contains(#"alt="Ada &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#), "a label is escaped as an attribute")
    }

    @Test func aProfileOfANameIsTheNameCentred() {
        #expect(render(ProfileHeader(title: "Ada")) == #"<div class="t-vstack" style="gap:4px;padding:16px" data-component="ProfileHeader"><span class="t-font-title2" role="heading">Ada</span></div>"#)
    }

    @Test func thePictureIsARoundFrame() {
        #expect(render(ProfileHeader(title: "Ada", detailImage: Image(url: "/ada.jpg"))) == #"<div class="t-vstack" style="gap:4px;padding:16px" data-component="ProfileHeader"><div class="t-frame t-clip" style="width:80px;height:80px;border-radius:50%"><img class="t-image" src="/ada.jpg" alt=""></div><span class="t-font-title2" role="heading">Ada</span></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(ProfileHeader(title: "Ada", subtitle: "Analyst", description: "Hidden").profileHeaderStyle(OneLine())) == #"<div class="t-hstack"><span>Ada</span><span>Analyst</span></div>"#)
    }
}
