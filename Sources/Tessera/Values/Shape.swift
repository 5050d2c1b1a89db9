/// A shape a view can be clipped to with ``View/clipShape(_:)``.
public protocol Shape: Sendable {
    /// The CSS `border-radius` that draws this shape's outline.
    var cssBorderRadius: String { get }
}

/// A circle (an ellipse on a box that is not square).
public struct Circle: Shape {
    /// A circle.
    public init() {}
    public var cssBorderRadius: String { "50%" }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape {
    /// A capsule.
    public init() {}
    public var cssBorderRadius: String { "9999px" }
}

/// A rectangle.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public var cssBorderRadius: String { "0" }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The radius of the corners, in points.
    public var cornerRadius: Double

    /// A rectangle whose corners are rounded with `cornerRadius`.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    public var cssBorderRadius: String { CSSNumber.pixels(cornerRadius) }
}
