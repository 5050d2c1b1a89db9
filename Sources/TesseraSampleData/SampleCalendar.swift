/// Dates and times of the sample data as text, from seconds since 1970 in UTC, without
/// Foundation's formatters (millions of them are written, and the text must not depend on the
/// machine's locale or time zone).
enum SampleCalendar {
    /// `YYYY-MM-DD HH:MM:SS`.
    static func timestamp(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        return date(days: days) + " " + two(rest / 3600) + ":" + two(rest / 60 % 60) + ":" + two(rest % 60)
    }

    /// `YYYY-MM-DD` of a day counted from 1970-01-01 (Howard Hinnant's civil-from-days).
    static func date(days: Int) -> String {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(year) + "-" + two(month) + "-" + two(day)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    /// 2005-05-24 22:53:30 UTC, when the store's first rental happens.
    static let opening = 1_116_975_210
}
