import Foundation

extension DirectText {
    /// Japanese: the polite form; no spaces between words.
    func japanese(_ locale: Locale) -> String {
        switch self {
        case .skipToContent: "本文へ移動"
        case .application: "アプリケーション"
        case .breadcrumb: "パンくずリスト"
        case .history: "履歴"
        case .historyHelp: "誰が何を作成・変更・削除し、何を元に戻したか"
        case .filterTheTables: "テーブルを絞り込む"
        case .tables: "テーブル"
        case .signedInAs(let name, let roles): roles.isEmpty ? "\(name)としてサインイン中" : "\(name)としてサインイン中（\(roles.joined(separator: "、"))）"
        case .signedInAsHelp(let name, let roles): roles.isEmpty ? "\(name)としてサインイン中" : "\(name)としてサインイン中: \(roles.joined(separator: "、"))"
        case .changePassword: "パスワードを変更"
        case .signOut: "サインアウト"
        case .edit: "編集"
        case .delete: "削除"
        case .save: "保存"
        case .saveAndAddAnother: "保存して新規追加"
        case .saveAndContinueEditing: "保存して編集を続ける"
        case .cancel: "キャンセル"
        case .undo: "元に戻す"
        case .search: "検索"
        case .searchText: "検索語"
        case .filter: "絞り込む"
        case .filters: "絞り込み"
        case .any: "すべて"
        case .rangeFrom(let label): "\(label)（から）"
        case .rangeTo(let label): "\(label)（まで）"
        case .showEveryRow: "すべての行を表示"
        case .previousPage: "← 前へ"
        case .nextPage: "次へ →"
        case .page(let number): "\(number)ページ"
        case .pages: "ページ"
        case .csvHelp(let entity): "このリストが見つけた\(entity)の全行をCSVでダウンロード"
        case .jsonHelp(let entity): "\(entity)の行のこのページをJSONで（次のページへのリンク付き）"
        case .newRow(let entity): "\(entity)を新規作成"
        case .saveMine: "自分の値を保存"
        case .putTheseBack: "これらの値に戻す"
        // END japanese
        }
    }
}
