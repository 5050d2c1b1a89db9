import TesseraRules

/// The person a request comes from, as the server's sign-in knows them: a name and roles.
///
/// Rules read it as `user`: `user.name`, `user.roles`. The same rule language that shapes the
/// pages so says who sees and changes what:
///
/// ```
/// user.roles contains 'clerk' and entity.name = 'payment' => isEntityReadOnly = true
/// not (user.roles contains 'admin') and task = 'query' => visibleEntityNames = ['film', 'actor']
/// not (user.roles contains 'admin') and entity.name = 'customer' => hiddenPropertyKeys = ['email']
/// ```
///
/// Without a sign-in (`tessera serve` on loopback, no `--users`) there is no user: `user` is
/// `null`, `user.roles contains 'admin'` is false.
public struct SignedInUser: Sendable, Hashable, RuleValueConvertible, RuleMemberLookup {
    /// The name they signed in with.
    public var name: String
    /// Their roles, in the order the accounts file gives them.
    public var roles: [String]

    /// `name`, with `roles`.
    public init(name: String, roles: [String] = []) {
        self.name = name
        self.roles = roles
    }

    /// A user compares as their name: `user = 'ada'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> { ["name", "roles"] }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "roles": roles
        default: nil
        }
    }

    /// Whether they have `role`.
    public func hasRole(_ role: String) -> Bool {
        roles.contains(role)
    }
}

/// Who is signed in: `user.name`, `user.roles`; `null` when nobody signs in.
public enum UserKey: RuleKey {
    public static let defaultValue: SignedInUser? = nil
}

extension RuleContext {
    /// Who is signed in, given by the application from the request; `nil` without a sign-in.
    public var user: SignedInUser? {
        get { self[UserKey.self] }
        set { self[UserKey.self] = newValue }
    }
}
