import Foundation

/// A colour as red, green and blue from 0 to 255: a palette's value, whose contrast with another
/// can be measured.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour of `red`, `green` and `blue`.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour written `0xRRGGBB`.
    public init(_ hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// `#rrggbb`.
    public var description: String {
        "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return value < 16 ? "0" + digits : digits
        }.joined()
    }

    /// The relative luminance of WCAG 2: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of WCAG 2 between this colour and `other`: from 1 (the same) to 21
    /// (black on white). Text needs 4.5 to meet level AA; large text 3.
    public func contrastRatio(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
