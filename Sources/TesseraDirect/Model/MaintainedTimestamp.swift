import TesseraData

extension Attribute {
    /// Whether the database keeps this timestamp itself — a column such as `last_update`,
    /// `updated_at` or `modified` whose default is the time of the insert (`now()`,
    /// `CURRENT_TIMESTAMP`), which a trigger usually moves on every update. Nobody types such a
    /// time: forms show it and leave it to the database, unless a rule names an editor for it
    /// (`propertyKey = 'last_update' => component = 'EditTimestamp'`).
    public var isMaintainedTimestamp: Bool {
        guard valueType == .timestamp, let expression = defaultValue else { return false }
        let squashed = { (text: String) in text.lowercased().filter { $0.isLetter } }
        let clock = squashed(expression)
        let isNow = ["now", "currenttimestamp", "localtimestamp", "statementtimestamp", "clocktimestamp", "transactiontimestamp", "datetimenow",
            "strftime"].contains { clock.hasPrefix($0) || clock.contains($0) }
        guard isNow else { return false }
        let name = squashed(self.name)
        return ["lastupdate", "lastupdated", "updatedat", "updatedon", "updated", "updatetime", "lastmodified", "modifiedat", "modifiedon",
            "modified", "modifytime", "changedat", "lastchanged", "lastchange"].contains(name)
    }
}
