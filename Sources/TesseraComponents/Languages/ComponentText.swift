import Foundation
import Tessera

/// The texts the components write themselves: names assistive technologies read, headings of
/// menus, the default titles of a form cell's parts, empty states.
///
/// A default title given as a plain string (a signature's "Clear", a range's "From") is shown in
/// the page's language while it is left as it is: see `EnvironmentValues.text(_:defaultedBy:)`.
@_spi(Languages)
public enum ComponentText: LocalizedMessage, Hashable {
    /// A loading indicator without a title.
    case loading
    /// The heading of a data table's column of selection boxes.
    case select
    /// A row's selection box: "Select" and the row's first cell.
    case selectRow(String)
    /// The heading of a sort and filter menu's sort options.
    case sortBy
    /// The heading of a sort and filter menu's filter options.
    case filter
    /// A filter feedback bar's name.
    case filters
    /// A side bar's name.
    case sideBar
    /// A tag stack's name, with its tags' labels.
    case tags([String])
    /// A search that found nothing.
    case noResults
    /// A search for a text that found nothing.
    case noResultsFor(String)
    /// What to do when a search finds nothing.
    case checkTheSpelling
    /// A step of a timeline preview that is done.
    case done
    /// A step of a timeline preview still to come.
    case toCome
    /// A rating's name.
    case rating
    /// A signature's field for a typed name.
    case typeYourFullName
    /// A signature's button that clears it.
    case clear
    /// A range's lower bound.
    case from
    /// A range's upper bound.
    case to
    /// A duration's hours.
    case hours
    /// A duration's minutes.
    case minutes
    /// A signature drawn larger than its field takes.
    case signatureTooLarge
    /// A required signature neither drawn nor typed.
    case signatureMissing
    /// A rating read as a whole: "3 of 5 stars".
    case stars(Int, of: Int)
    /// A rating's radio button: "1 star", "4 stars".
    case star(Int)
    /// A filter's chip, on or off: "Open, on".
    case filterChip(String, isOn: Bool)
    /// How many more people an avatar stack holds than it shows: "3 more".
    case more(Int)
    /// A banner kind's name.
    case bannerKind(BannerKind)
    /// What an activity's link does.
    case activity(ActivityItem.Kind)

    public func text(in language: UILanguage, locale: Locale) -> String {
        switch language {
        case .english: english(locale)
        case .german: german(locale)
        case .french: french(locale)
        case .spanish: spanish(locale)
        case .japanese: japanese(locale)
        }
    }

    private func english(_ locale: Locale) -> String {
        switch self {
        case .loading: "Loading"
        case .select: "Select"
        case .selectRow(let row): "Select \(row)"
        case .sortBy: "Sort by"
        case .filter: "Filter"
        case .filters: "Filters"
        case .sideBar: "Side bar"
        case .tags(let tags): "Tags: " + tags.joined(separator: ", ")
        case .noResults: "No results"
        case .noResultsFor(let text): "No results for “\(text)”"
        case .checkTheSpelling: "Check the spelling or try a new search."
        case .done: "Done"
        case .toCome: "To come"
        case .rating: "Rating"
        case .typeYourFullName: "Type your full name"
        case .clear: "Clear"
        case .from: "From"
        case .to: "To"
        case .hours: "Hours"
        case .minutes: "Minutes"
        case .stars(let value, let maximum): "\(value) of \(maximum) stars"
        case .star(let star): star == 1 ? "1 star" : "\(star) stars"
        case .filterChip(let title, let isOn): isOn ? "\(title), on" : "\(title), off"
        case .more(let count): "\(count) more"
        case .signatureTooLarge: "The signature is too large to send: clear it and sign again."
        case .signatureMissing: "Sign in the box, or type your full name."
        case .bannerKind(let kind):
            switch kind {
            case .information: "Information"
            case .success: "Success"
            case .warning: "Warning"
            case .error: "Error"
            }
        case .activity(let kind):
            switch kind {
            case .phone: "Call"
            case .email: "Email"
            case .message: "Message"
            case .videoCall: "Video call"
            case .detail: "Details"
            }
        }
    }

    private func german(_ locale: Locale) -> String {
        switch self {
        case .loading: "Wird geladen"
        case .select: "Auswählen"
        case .selectRow(let row): "\(row) auswählen"
        case .sortBy: "Sortieren nach"
        case .filter: "Filtern"
        case .filters: "Filter"
        case .sideBar: "Seitenleiste"
        case .tags(let tags): "Schlagwörter: " + tags.joined(separator: ", ")
        case .noResults: "Keine Ergebnisse"
        case .noResultsFor(let text): "Keine Ergebnisse für „\(text)“"
        case .checkTheSpelling: "Prüfen Sie die Schreibweise oder suchen Sie nach etwas anderem."
        case .done: "Erledigt"
        case .toCome: "Ausstehend"
        case .rating: "Bewertung"
        case .typeYourFullName: "Vollständigen Namen eingeben"
        case .clear: "Löschen"
        case .from: "Von"
        case .to: "Bis"
        case .hours: "Stunden"
        case .minutes: "Minuten"
        case .stars(let value, let maximum): "\(value) von \(maximum) Sternen"
        case .star(let star): star == 1 ? "1 Stern" : "\(star) Sterne"
        case .filterChip(let title, let isOn): isOn ? "\(title), an" : "\(title), aus"
        case .more(let count): "\(count) weitere"
        case .signatureTooLarge: "Die Unterschrift ist zu groß zum Senden: Löschen Sie sie und unterschreiben Sie erneut."
        case .signatureMissing: "Unterschreiben Sie im Feld oder geben Sie Ihren vollständigen Namen ein."
        case .bannerKind(let kind):
            switch kind {
            case .information: "Information"
            case .success: "Erfolg"
            case .warning: "Warnung"
            case .error: "Fehler"
            }
        case .activity(let kind):
            switch kind {
            case .phone: "Anrufen"
            case .email: "E-Mail"
            case .message: "Nachricht"
            case .videoCall: "Videoanruf"
            case .detail: "Details"
            }
        }
    }

    private func french(_ locale: Locale) -> String {
        switch self {
        case .loading: "Chargement"
        case .select: "Sélectionner"
        case .selectRow(let row): "Sélectionner \(row)"
        case .sortBy: "Trier par"
        case .filter: "Filtrer"
        case .filters: "Filtres"
        case .sideBar: "Barre latérale"
        case .tags(let tags): "Étiquettes : " + tags.joined(separator: ", ")
        case .noResults: "Aucun résultat"
        case .noResultsFor(let text): "Aucun résultat pour « \(text) »"
        case .checkTheSpelling: "Vérifiez l’orthographe ou lancez une nouvelle recherche."
        case .done: "Terminé"
        case .toCome: "À venir"
        case .rating: "Note"
        case .typeYourFullName: "Saisissez votre nom complet"
        case .clear: "Effacer"
        case .from: "De"
        case .to: "À"
        case .hours: "Heures"
        case .minutes: "Minutes"
        case .stars(let value, let maximum): value <= 1 ? "\(value) étoile sur \(maximum)" : "\(value) étoiles sur \(maximum)"
        case .star(let star): star <= 1 ? "\(star) étoile" : "\(star) étoiles"
        case .filterChip(let title, let isOn): isOn ? "\(title), activé" : "\(title), désactivé"
        case .more(let count): "\(count) de plus"
        case .signatureTooLarge: "La signature est trop volumineuse pour être envoyée : effacez-la et signez de nouveau."
        case .signatureMissing: "Signez dans le cadre ou saisissez votre nom complet."
        case .bannerKind(let kind):
            switch kind {
            case .information: "Information"
            case .success: "Succès"
            case .warning: "Avertissement"
            case .error: "Erreur"
            }
        case .activity(let kind):
            switch kind {
            case .phone: "Appeler"
            case .email: "E-mail"
            case .message: "Message"
            case .videoCall: "Appel vidéo"
            case .detail: "Détails"
            }
        }
    }

    private func spanish(_ locale: Locale) -> String {
        switch self {
        case .loading: "Cargando"
        case .select: "Seleccionar"
        case .selectRow(let row): "Seleccionar \(row)"
        case .sortBy: "Ordenar por"
        case .filter: "Filtrar"
        case .filters: "Filtros"
        case .sideBar: "Barra lateral"
        case .tags(let tags): "Etiquetas: " + tags.joined(separator: ", ")
        case .noResults: "Sin resultados"
        case .noResultsFor(let text): "Sin resultados para «\(text)»"
        case .checkTheSpelling: "Compruebe la ortografía o pruebe otra búsqueda."
        case .done: "Hecho"
        case .toCome: "Pendiente"
        case .rating: "Valoración"
        case .typeYourFullName: "Escriba su nombre completo"
        case .clear: "Borrar"
        case .from: "Desde"
        case .to: "Hasta"
        case .hours: "Horas"
        case .minutes: "Minutos"
        case .stars(let value, let maximum): value == 1 ? "1 de \(maximum) estrellas" : "\(value) de \(maximum) estrellas"
        case .star(let star): star == 1 ? "1 estrella" : "\(star) estrellas"
        case .filterChip(let title, let isOn): isOn ? "\(title), activado" : "\(title), desactivado"
        case .more(let count): "\(count) más"
        case .signatureTooLarge: "La firma es demasiado grande para enviarla: bórrela y vuelva a firmar."
        case .signatureMissing: "Firme en el recuadro o escriba su nombre completo."
        case .bannerKind(let kind):
            switch kind {
            case .information: "Información"
            case .success: "Éxito"
            case .warning: "Advertencia"
            case .error: "Error"
            }
        case .activity(let kind):
            switch kind {
            case .phone: "Llamar"
            case .email: "Correo electrónico"
            case .message: "Mensaje"
            case .videoCall: "Videollamada"
            case .detail: "Detalles"
            }
        }
    }

    private func japanese(_ locale: Locale) -> String {
        switch self {
        case .loading: "読み込み中"
        case .select: "選択"
        case .selectRow(let row): "\(row)を選択"
        case .sortBy: "並べ替え"
        case .filter: "フィルター"
        case .filters: "フィルター"
        case .sideBar: "サイドバー"
        case .tags(let tags): "タグ: " + tags.joined(separator: "、")
        case .noResults: "結果なし"
        case .noResultsFor(let text): "「\(text)」の結果はありません"
        case .checkTheSpelling: "綴りを確認するか、別の語で検索してください。"
        case .done: "完了"
        case .toCome: "未完了"
        case .rating: "評価"
        case .typeYourFullName: "氏名を入力"
        case .clear: "消去"
        case .from: "開始"
        case .to: "終了"
        case .hours: "時間"
        case .minutes: "分"
        case .stars(let value, let maximum): "星\(maximum)つ中\(value)つ"
        case .star(let star): "星\(star)つ"
        case .filterChip(let title, let isOn): isOn ? "\(title)、オン" : "\(title)、オフ"
        case .more(let count): "ほか\(count)人"
        case .signatureTooLarge: "署名が大きすぎて送信できません。消去してもう一度署名してください。"
        case .signatureMissing: "枠内に署名するか、氏名を入力してください。"
        case .bannerKind(let kind):
            switch kind {
            case .information: "情報"
            case .success: "成功"
            case .warning: "警告"
            case .error: "エラー"
            }
        case .activity(let kind):
            switch kind {
            case .phone: "電話"
            case .email: "メール"
            case .message: "メッセージ"
            case .videoCall: "ビデオ通話"
            case .detail: "詳細"
            }
        }
    }
}
