import ArgumentParser

/// `tessera users`: the accounts file of people who sign in, with their roles.
struct UsersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Keep a file of accounts — names, bcrypt password hashes and roles — for the people who sign in.",
        discussion: """
            The file has one account a line, name:hash:roles, readable by its owner only (the commands make it so, and refuse one others may read). Passwords are never written, only their bcrypt hashes. Comments (#) and blank lines are kept.

            'tessera serve DATABASE --users FILE' signs people in with these accounts, and reads the file again when it changes: a removed account or a new password ends that person's sessions at once. People may also change their own password from the menu under their name on the served pages: the server writes the new hash into the file, taking the same lock these commands take, so that neither undoes the other. Rules read the roles as user.roles: user.roles contains 'clerk' and entity.name = 'payment' => isEntityReadOnly = true.

            Examples:
              tessera users add staff.users ada --role admin
              tessera users add staff.users ben --role clerk --password-file ben.pw
              tessera users list staff.users
              tessera users remove staff.users ben
            """,
        subcommands: [UsersAddCommand.self, UsersRemoveCommand.self, UsersListCommand.self]
    )
}
