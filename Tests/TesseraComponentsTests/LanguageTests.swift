import Foundation
@_spi(Languages) import Tessera
@_spi(Languages) import TesseraComponents
import Testing

/// A message of a catalogue, with the values it was given: each must appear in every language.
private struct Sample: @unchecked Sendable {
    let message: any LocalizedMessage
    let values: [String]

    init(_ message: any LocalizedMessage, _ values: String...) {
        self.message = message
        self.values = values
    }
}

/// `view` rendered for a person reading `language`, numbers in `locale`.
private func render(_ view: some View, in language: UILanguage, locale: String = "en_US") -> String {
    var environment = EnvironmentValues()
    environment.uiLanguage = language
    environment.locale = Locale(identifier: locale)
    return HTMLRenderer(environment: environment).renderString(view)
}

@Suite("Components in five languages")
struct LanguageTests {
    /// Every text of the view layer's and the components' catalogues, each case at least once:
    /// ``caseNumber(_:)`` fails to compile when a case is added, and the test below fails until
    /// a sample of it is here.
    private static let componentSamples: [ComponentText] = [
        .loading, .select, .selectRow("WO-4711"), .sortBy, .filter, .filters, .sideBar, .tags(["VIP", "Gold"]), .noResults,
        .noResultsFor("pump"), .checkTheSpelling, .done, .toCome, .rating, .typeYourFullName, .clear, .from, .to, .hours, .minutes,
        .signatureTooLarge, .signatureMissing, .stars(3, of: 5), .star(4), .filterChip("Overdue", isOn: true), .more(7),
        .bannerKind(.warning), .activity(.videoCall),
    ]

    private static func caseNumber(_ text: ComponentText) -> Int {
        switch text {
        case .loading: 0
        case .select: 1
        case .selectRow: 2
        case .sortBy: 3
        case .filter: 4
        case .filters: 5
        case .sideBar: 6
        case .tags: 7
        case .noResults: 8
        case .noResultsFor: 9
        case .checkTheSpelling: 10
        case .done: 11
        case .toCome: 12
        case .rating: 13
        case .typeYourFullName: 14
        case .clear: 15
        case .from: 16
        case .to: 17
        case .hours: 18
        case .minutes: 19
        case .signatureTooLarge: 20
        case .signatureMissing: 21
        case .stars: 22
        case .star: 23
        case .filterChip: 24
        case .more: 25
        case .bannerKind: 26
        case .activity: 27
        }
    }

    private static let chartSamples: [ChartText] = [
        .noValues, .oneValue("30"), .values(count: 5, lowest: "12", highest: "30", last: "29"),
        .comparison(count: 3, lowest: "45", highest: "420", largest: "Hamburg"), .partOf(value: "3", total: "4", percent: "75%"),
        .bullet(actual: "72", target: "100", forecast: "85"), .parts(count: 4, total: "91"), .partsOf(count: 2, sum: "500", total: "800"),
        .combined(count: 3, columnsName: "Actual", columns: .between("38", "51"), lineName: "Plan", line: .one("45")),
        .waterfall(start: "Start 120", changes: 3, total: "123"), .label, .value, .measure, .total, .share, .actual, .target,
        .forecast, .start, .columns, .line,
    ]

    private static func caseNumber(_ text: ChartText) -> Int {
        switch text {
        case .noValues: 0
        case .oneValue: 1
        case .values: 2
        case .comparison: 3
        case .partOf: 4
        case .bullet: 5
        case .parts: 6
        case .partsOf: 7
        case .combined: 8
        case .waterfall: 9
        case .label: 10
        case .value: 11
        case .measure: 12
        case .total: 13
        case .share: 14
        case .actual: 15
        case .target: 16
        case .forecast: 17
        case .start: 18
        case .columns: 19
        case .line: 20
        }
    }

    private static let errorSamples: [FormCellValueError] = [
        .missing, .controlCharacters, .tooLong(limit: 200), .notANumber, .outOfRange(lowest: "1", highest: "99"), .lowerAboveUpper, .malformed,
    ]

    /// Each sample with the values it must show in every language.
    private static var samples: [Sample] {
        var samples = ViewText.allCases.map { Sample($0) }
        samples += errorSamples.map { error in
            switch error {
            case .tooLong(let limit): Sample(error, String(limit))
            case .outOfRange(let lowest, let highest): Sample(error, lowest, highest)
            default: Sample(error)
            }
        }
        samples += componentSamples.map { text in
            switch text {
            case .selectRow(let row): Sample(text, row)
            case .tags(let tags): Sample(text, tags[0], tags[1])
            case .noResultsFor(let search): Sample(text, search)
            case .stars(let value, let maximum): Sample(text, String(value), String(maximum))
            case .star(let star), .more(let star): Sample(text, String(star))
            case .filterChip(let title, _): Sample(text, title)
            default: Sample(text)
            }
        }
        samples += chartSamples.map { text in
            switch text {
            case .oneValue(let value): Sample(text, value)
            case .values(let count, let lowest, let highest, let last): Sample(text, String(count), lowest, highest, last)
            case .comparison(let count, let lowest, let highest, let largest): Sample(text, String(count), lowest, highest, largest)
            case .partOf(let value, let total, let percent): Sample(text, value, total, percent)
            case .bullet(let actual, let target, let forecast): Sample(text, actual!, target!, forecast!)
            case .parts(let count, let total): Sample(text, String(count), total)
            case .partsOf(let count, let sum, let total): Sample(text, String(count), sum, total)
            case .combined(let count, let columnsName, _, let lineName, _): Sample(text, String(count), columnsName, "38", "51", lineName, "45")
            case .waterfall(let start, let changes, let total): Sample(text, start!, String(changes), total)
            default: Sample(text)
            }
        }
        return samples
    }

    /// Texts the same in English and a language, rightly: "OK" in German, "Information" in
    /// French.
    private static let sameAsEnglish: Set<String> = [
        "de OK", "fr OK", "ja OK", "de Details", "de Information", "fr Information", "fr Message", "fr Minutes", "fr Total", "es Total",
        "es Error",
    ]

    @Test func everyCaseHasASample() {
        #expect(Set(Self.componentSamples.map(Self.caseNumber)) == Set(0...27))
        #expect(Set(Self.chartSamples.map(Self.caseNumber)) == Set(0...20))
    }

    @Test(arguments: UILanguage.allCases.filter { $0 != .english })
    func everyTextIsTranslatedAndKeepsItsValues(_ language: UILanguage) {
        let locale = Locale(identifier: language.code)
        for sample in Self.samples {
            let english = sample.message.text(in: .english, locale: Locale(identifier: "en_US"))
            let text = sample.message.text(in: language, locale: locale)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(sample.message) in \(language)")
            if !Self.sameAsEnglish.contains("\(language.code) \(english)") {
                #expect(text != english, "\(sample.message) is not translated into \(language): \(text)")
            }
            for value in sample.values {
                #expect(text.contains(value), "\(sample.message) in \(language) shows \(value): \(text)")
                #expect(english.contains(value), "\(sample.message) in English shows \(value): \(english)")
            }
        }
    }

    @Test func aComponentSpeaksThePagesLanguage() {
        #expect(render(LoadingIndicator(), in: .german).contains(">Wird geladen<"))
        #expect(render(LoadingIndicator(), in: .english).contains(">Loading<"))
        let search = render(ContentUnavailableView.search(text: " pump "), in: .french)
        #expect(search.contains("Aucun résultat pour « pump »"), "\(search)")
        #expect(search.contains("Vérifiez l’orthographe"))
        let table = render(
            DataTable(columns: [DataTableColumn("Order")], rows: [DataTableRow(id: "4711", cells: ["WO-4711"])], selection: DataTableSelection(name: "orders", selected: [])),
            in: .japanese)
        #expect(table.contains(#"aria-label="WO-4711を選択""#), "\(table)")
        #expect(table.contains(">選択<"))
        let banner = render(BannerMessage(title: "Stock low", kind: .warning), in: .spanish)
        #expect(banner.contains(#"aria-label="Advertencia""#), "\(banner)")
        let people = ["Ada", "Alan", "Grace"].map { (name: String) in Image(url: "/people/\(name).png", label: name) }
        #expect(render(AvatarStack(people, maxVisible: 1), in: .german).contains(#"aria-label="2 weitere""#))
    }

    @Test func aDefaultTitleIsTranslatedAndOneOfYourOwnIsNot() {
        let signature = render(SignatureCapture(title: "Received by", name: "sig"), in: .german)
        #expect(signature.contains(">Vollständigen Namen eingeben<"), "\(signature)")
        #expect(signature.contains(">Löschen</button>"))
        #expect(signature.contains(#"data-signature-missing="Unterschreiben Sie im Feld oder geben Sie Ihren vollständigen Namen ein.""#))
        #expect(signature.contains(">Received by<"), "the application's own title is its own")
        let own = render(SignatureCapture(title: "Received by", name: "sig", typedTitle: "Name in Druckschrift", clearTitle: "Neu"), in: .german)
        #expect(own.contains(">Name in Druckschrift<") && own.contains(">Neu</button>"))
        let range = render(RangeSlider(title: "Preis", name: "price", lowerValue: 20, upperValue: 150, in: 0...500), in: .french)
        #expect(range.contains(">De<") && range.contains(">À<"), "\(range)")
        let duration = render(DurationPicker(title: "Dauer", name: "time", minutes: 90), in: .japanese)
        #expect(duration.contains(">時間<") && duration.contains(">分<"), "\(duration)")
    }

    @Test func aChartIsSummedUpAndTabledInThePagesLanguage() {
        let bullet = render(BulletMicroChart(title: "Budget", plot: BulletPlot(actual: 72, target: 100, forecast: 85)), in: .german)
        #expect(bullet.contains("Ist 72, Ziel 100, Prognose 85"), "\(bullet)")
        #expect(bullet.contains(">Kennzahl<") && bullet.contains(">Prognose<"))
        let harvey = render(HarveyBallMicroChart(title: "Licences", plot: HarveyBallPlot(3, of: 4)), in: .japanese)
        #expect(harvey.contains("4中3、75%"), "\(harvey)")
        let waterfall = render(WaterfallMicroChart(title: "Stock", plot: WaterfallPlot(start: 120, changes: [5, -2])), in: .spanish)
        #expect(waterfall.contains("Inicio 120, 2 cambios, total 123"), "\(waterfall)")
        #expect(waterfall.contains(">Inicio<") && waterfall.contains(">Total<"))
        let english = render(WaterfallMicroChart(title: "Stock", plot: WaterfallPlot(start: 120, changes: [5, -2])), in: .english)
        #expect(english.contains("Start 120, 2 changes, total 123"))
    }

    @Test func aDocumentSaysItsLanguage() {
        #expect(render(HTMLDocument(title: "Aufträge") { Text("…") }, in: .german).contains(#"<html lang="de">"#))
        #expect(render(HTMLDocument(title: "Orders") { Text("…") }, in: .english).contains(#"<html lang="en">"#))
        #expect(render(HTMLDocument(title: "Orders", language: "en-GB") { Text("…") }, in: .german).contains(#"<html lang="en-GB">"#), "a language given wins")
        var alert = EnvironmentValues()
        alert.uiLanguage = .french
        #expect(Text(ViewText.cancel).content(in: alert) == "Annuler")
    }
}
