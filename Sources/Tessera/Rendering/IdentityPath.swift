/// One step of a view's structural identity: where it sits in its parent.
///
/// As in SwiftUI, a view is identified by its place in the structure — its position in a block,
/// the branch of an `if` or `switch` it is in — and, where the code gives one, by an explicit
/// identity: the `id` of a ``ForEach`` element or of ``View/id(_:)``.
public enum IdentityComponent {
    /// The position of a view among its siblings in a ``ViewBuilder`` block, or the branch taken.
    case position(Int)
    /// An explicit identity.
    case explicit(any Hashable)
}

/// One step of the identity path as the renderer keeps it: positions and integer ids as plain
/// numbers (a table pushes one for every row and cell), other explicit ids as they came.
@usableFromInline
enum IdentityStep {
    case position(Int)
    case integer(Int)
    case other(any Hashable)

    /// The step as the public type says it.
    var component: IdentityComponent {
        switch self {
        case .position(let position): .position(position)
        case .integer(let number): .explicit(number)
        case .other(let id): .explicit(id)
        }
    }
}

extension IdentityComponent {
    /// Appends the component's text form: the position's number, or `@` and the explicit id
    /// with `/`, `@` and `%` percent-escaped so a path reads back unambiguously.
    func write(to path: inout String) {
        switch self {
        case .position(let index):
            path += String(index)
        case .explicit(let id):
            path += "@"
            path += IdentityComponent.pathText(of: id)
        }
    }

    /// An explicit id as it stands in a path: its description, with `/`, `@` and `%`
    /// percent-escaped.
    static func pathText(of id: any Hashable) -> String {
        let text = (id as? String) ?? String(describing: id)
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "%") }) else {
            return text
        }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "/": escaped += "%2F"
            case "@": escaped += "%40"
            case "%": escaped += "%25"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
