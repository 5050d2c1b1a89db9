/// Where each value of a film is in the rows of the statements Tessera runs for the film pages:
/// the table's columns in order, then, in the list's and the row page's statements, the byte
/// lengths of the two long texts (whether a value was cut short); after them, in the statements
/// that join it, the film's language (``FilmLanguages`` finds where).
enum FilmColumn {
    static let id = 0
    static let title = 1
    static let description = 2
    static let releaseYear = 3
    static let languageID = 4
    static let originalLanguageID = 5
    static let rentalDuration = 6
    static let rentalRate = 7
    static let length = 8
    static let replacementCost = 9
    static let rating = 10
    static let specialFeatures = 11
    static let lastUpdate = 12
    static let descriptionLength = 13
    static let specialFeaturesLength = 14
}
