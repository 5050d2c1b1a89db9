import Foundation
import Tessera

/// What the micro charts say in words: the summary assistive technologies read as the
/// picture's name, and the headings of the table beneath it. Their numbers come written
/// (`ChartNumber`); the words around them are the page's language.
@_spi(Languages)
public enum ChartText: LocalizedMessage, Hashable {
    /// The span of a series' values, as a combined chart's summary says it.
    public enum Span: Hashable, Sendable {
        /// No values.
        case none
        /// One value, or all the same.
        case one(String)
        /// From the lowest to the highest.
        case between(String, String)
    }

    /// A plot of no values.
    case noValues
    /// A series of one value: "1 value, 30".
    case oneValue(String)
    /// A series: "5 values from 12 to 30, last 30".
    case values(count: Int, lowest: String, highest: String, last: String)
    /// A comparison: "3 values from 45 to 420, largest Hamburg".
    case comparison(count: Int, lowest: String, highest: String, largest: String)
    /// A part of a whole: "3 of 4, 75%".
    case partOf(value: String, total: String, percent: String)
    /// A bullet: "Actual 72, target 100, forecast 85".
    case bullet(actual: String?, target: String?, forecast: String?)
    /// A stacked bar that fills its total: "4 parts, total 91".
    case parts(count: Int, total: String)
    /// A stacked bar short of its total: "2 parts, 500 of 800".
    case partsOf(count: Int, sum: String, total: String)
    /// Columns and a line: "3 values: Actual from 38 to 51, Plan from 45 to 50".
    case combined(count: Int, columnsName: String, columns: Span, lineName: String, line: Span)
    /// A waterfall: "Start 120, 3 changes, total 123".
    case waterfall(start: String?, changes: Int, total: String)
    /// A table's headings.
    case label, value, measure, total, share, actual, target, forecast, start, columns, line

    /// `messages` in `environment`'s language: a table's headings.
    static func headings(_ messages: [ChartText], in environment: EnvironmentValues) -> [String] {
        messages.map { environment.text($0) }
    }

    public func text(in language: UILanguage, locale: Locale) -> String {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        case .japanese: japanese
        }
    }

    var english: String {
        func span(_ span: Span) -> String {
            switch span {
            case .none: "none"
            case .one(let value): value
            case .between(let lowest, let highest): "from \(lowest) to \(highest)"
            }
        }
        return switch self {
        case .noValues: "No values"
        case .oneValue(let value): "1 value, \(value)"
        case .values(let count, let lowest, let highest, let last): "\(count) values from \(lowest) to \(highest), last \(last)"
        case .comparison(let count, let lowest, let highest, let largest): "\(count) values from \(lowest) to \(highest), largest \(largest)"
        case .partOf(let value, let total, let percent): "\(value) of \(total), \(percent)"
        case .bullet(let actual, let target, let forecast):
            ([actual.map { "Actual \($0)" } ?? "No actual value"] + [target.map { "target \($0)" }, forecast.map { "forecast \($0)" }].compactMap { $0 })
                .joined(separator: ", ")
        case .parts(let count, let total): "\(count == 1 ? "1 part" : "\(count) parts"), total \(total)"
        case .partsOf(let count, let sum, let total): "\(count == 1 ? "1 part" : "\(count) parts"), \(sum) of \(total)"
        case .combined(let count, let columnsName, let columns, let lineName, let line):
            "\(count == 1 ? "1 value" : "\(count) values"): \(columnsName) \(span(columns)), \(lineName) \(span(line))"
        case .waterfall(let start, let changes, let total):
            ([start].compactMap { $0 } + [changes == 1 ? "1 change" : "\(changes) changes", "total \(total)"]).joined(separator: ", ")
        case .label: "Label"
        case .value: "Value"
        case .measure: "Measure"
        case .total: "Total"
        case .share: "Share"
        case .actual: "Actual"
        case .target: "Target"
        case .forecast: "Forecast"
        case .start: "Start"
        case .columns: "Columns"
        case .line: "Line"
        }
    }

    private var german: String {
        func span(_ span: Span) -> String {
            switch span {
            case .none: "keine"
            case .one(let value): value
            case .between(let lowest, let highest): "von \(lowest) bis \(highest)"
            }
        }
        func values(_ count: Int) -> String { count == 1 ? "1 Wert" : "\(count) Werte" }
        func parts(_ count: Int) -> String { count == 1 ? "1 Teil" : "\(count) Teile" }
        return switch self {
        case .noValues: "Keine Werte"
        case .oneValue(let value): "1 Wert, \(value)"
        case .values(let count, let lowest, let highest, let last): "\(values(count)) von \(lowest) bis \(highest), zuletzt \(last)"
        case .comparison(let count, let lowest, let highest, let largest): "\(values(count)) von \(lowest) bis \(highest), am größten \(largest)"
        case .partOf(let value, let total, let percent): "\(value) von \(total), \(percent)"
        case .bullet(let actual, let target, let forecast):
            ([actual.map { "Ist \($0)" } ?? "Kein Istwert"] + [target.map { "Ziel \($0)" }, forecast.map { "Prognose \($0)" }].compactMap { $0 })
                .joined(separator: ", ")
        case .parts(let count, let total): "\(parts(count)), gesamt \(total)"
        case .partsOf(let count, let sum, let total): "\(parts(count)), \(sum) von \(total)"
        case .combined(let count, let columnsName, let columns, let lineName, let line):
            "\(values(count)): \(columnsName) \(span(columns)), \(lineName) \(span(line))"
        case .waterfall(let start, let changes, let total):
            ([start].compactMap { $0 } + [changes == 1 ? "1 Änderung" : "\(changes) Änderungen", "gesamt \(total)"]).joined(separator: ", ")
        case .label: "Bezeichnung"
        case .value: "Wert"
        case .measure: "Kennzahl"
        case .total: "Gesamt"
        case .share: "Anteil"
        case .actual: "Ist"
        case .target: "Ziel"
        case .forecast: "Prognose"
        case .start: "Anfang"
        case .columns: "Säulen"
        case .line: "Linie"
        }
    }

    private var french: String {
        func span(_ span: Span) -> String {
            switch span {
            case .none: "aucune"
            case .one(let value): value
            case .between(let lowest, let highest): "de \(lowest) à \(highest)"
            }
        }
        func values(_ count: Int) -> String { count == 1 ? "1 valeur" : "\(count) valeurs" }
        func parts(_ count: Int) -> String { count == 1 ? "1 partie" : "\(count) parties" }
        return switch self {
        case .noValues: "Aucune valeur"
        case .oneValue(let value): "1 valeur, \(value)"
        case .values(let count, let lowest, let highest, let last): "\(values(count)) de \(lowest) à \(highest), dernière \(last)"
        case .comparison(let count, let lowest, let highest, let largest): "\(values(count)) de \(lowest) à \(highest), la plus grande : \(largest)"
        case .partOf(let value, let total, let percent): "\(value) sur \(total), \(percent)"
        case .bullet(let actual, let target, let forecast):
            ([actual.map { "Réel \($0)" } ?? "Aucune valeur réelle"] + [target.map { "objectif \($0)" }, forecast.map { "prévision \($0)" }].compactMap { $0 })
                .joined(separator: ", ")
        case .parts(let count, let total): "\(parts(count)), total \(total)"
        case .partsOf(let count, let sum, let total): "\(parts(count)), \(sum) sur \(total)"
        case .combined(let count, let columnsName, let columns, let lineName, let line):
            "\(values(count)) : \(columnsName) \(span(columns)), \(lineName) \(span(line))"
        case .waterfall(let start, let changes, let total):
            ([start].compactMap { $0 } + [changes == 1 ? "1 variation" : "\(changes) variations", "total \(total)"]).joined(separator: ", ")
        case .label: "Libellé"
        case .value: "Valeur"
        case .measure: "Mesure"
        case .total: "Total"
        case .share: "Part"
        case .actual: "Réel"
        case .target: "Objectif"
        case .forecast: "Prévision"
        case .start: "Début"
        case .columns: "Colonnes"
        case .line: "Ligne"
        }
    }

    private var spanish: String {
        func span(_ span: Span) -> String {
            switch span {
            case .none: "ninguno"
            case .one(let value): value
            case .between(let lowest, let highest): "de \(lowest) a \(highest)"
            }
        }
        func values(_ count: Int) -> String { count == 1 ? "1 valor" : "\(count) valores" }
        func parts(_ count: Int) -> String { count == 1 ? "1 parte" : "\(count) partes" }
        return switch self {
        case .noValues: "Sin valores"
        case .oneValue(let value): "1 valor, \(value)"
        case .values(let count, let lowest, let highest, let last): "\(values(count)) de \(lowest) a \(highest), último \(last)"
        case .comparison(let count, let lowest, let highest, let largest): "\(values(count)) de \(lowest) a \(highest), el mayor: \(largest)"
        case .partOf(let value, let total, let percent): "\(value) de \(total), \(percent)"
        case .bullet(let actual, let target, let forecast):
            ([actual.map { "Real \($0)" } ?? "Sin valor real"] + [target.map { "objetivo \($0)" }, forecast.map { "previsión \($0)" }].compactMap { $0 })
                .joined(separator: ", ")
        case .parts(let count, let total): "\(parts(count)), total \(total)"
        case .partsOf(let count, let sum, let total): "\(parts(count)), \(sum) de \(total)"
        case .combined(let count, let columnsName, let columns, let lineName, let line):
            "\(values(count)): \(columnsName) \(span(columns)), \(lineName) \(span(line))"
        case .waterfall(let start, let changes, let total):
            ([start].compactMap { $0 } + [changes == 1 ? "1 cambio" : "\(changes) cambios", "total \(total)"]).joined(separator: ", ")
        case .label: "Etiqueta"
        case .value: "Valor"
        case .measure: "Medida"
        case .total: "Total"
        case .share: "Proporción"
        case .actual: "Real"
        case .target: "Objetivo"
        case .forecast: "Previsión"
        case .start: "Inicio"
        case .columns: "Columnas"
        case .line: "Línea"
        }
    }

    private var japanese: String {
        func span(_ span: Span) -> String {
            switch span {
            case .none: "なし"
            case .one(let value): value
            case .between(let lowest, let highest): "\(lowest)〜\(highest)"
            }
        }
        return switch self {
        case .noValues: "値なし"
        case .oneValue(let value): "1件、\(value)"
        case .values(let count, let lowest, let highest, let last): "\(count)件（\(lowest)〜\(highest)）、最新 \(last)"
        case .comparison(let count, let lowest, let highest, let largest): "\(count)件（\(lowest)〜\(highest)）、最大 \(largest)"
        case .partOf(let value, let total, let percent): "\(total)中\(value)、\(percent)"
        case .bullet(let actual, let target, let forecast):
            ([actual.map { "実績 \($0)" } ?? "実績値なし"] + [target.map { "目標 \($0)" }, forecast.map { "予測 \($0)" }].compactMap { $0 })
                .joined(separator: "、")
        case .parts(let count, let total): "\(count)区分、合計 \(total)"
        case .partsOf(let count, let sum, let total): "\(count)区分、\(total)中\(sum)"
        case .combined(let count, let columnsName, let columns, let lineName, let line):
            "\(count)件: \(columnsName) \(span(columns))、\(lineName) \(span(line))"
        case .waterfall(let start, let changes, let total):
            ([start].compactMap { $0 } + ["変動\(changes)件", "合計 \(total)"]).joined(separator: "、")
        case .label: "ラベル"
        case .value: "値"
        case .measure: "指標"
        case .total: "合計"
        case .share: "割合"
        case .actual: "実績"
        case .target: "目標"
        case .forecast: "予測"
        case .start: "開始"
        case .columns: "列"
        case .line: "線"
        }
    }
}
