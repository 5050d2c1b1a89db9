import Foundation

/// The texts the view layer writes itself: a dialog's buttons, a progress bar's name.
@_spi(Languages)
public enum ViewText: LocalizedMessage, CaseIterable {
    /// A sheet's button that closes it.
    case close
    /// An alert's button that acknowledges it.
    case ok
    /// An alert's button that cancels.
    case cancel
    /// What assistive technologies call a progress bar without a label.
    case progress

    public func text(in language: UILanguage, locale: Locale) -> String {
        switch language {
        case .english:
            switch self {
            case .close: "Close"
            case .ok: "OK"
            case .cancel: "Cancel"
            case .progress: "Progress"
            }
        case .german:
            switch self {
            case .close: "Schließen"
            case .ok: "OK"
            case .cancel: "Abbrechen"
            case .progress: "Fortschritt"
            }
        case .french:
            switch self {
            case .close: "Fermer"
            case .ok: "OK"
            case .cancel: "Annuler"
            case .progress: "Progression"
            }
        case .spanish:
            switch self {
            case .close: "Cerrar"
            case .ok: "Aceptar"
            case .cancel: "Cancelar"
            case .progress: "Progreso"
            }
        case .japanese:
            switch self {
            case .close: "閉じる"
            case .ok: "OK"
            case .cancel: "キャンセル"
            case .progress: "進行状況"
            }
        }
    }
}
