import Foundation

/// `AttributedString`, as the initializers `@Component` writes name it: under this name they find
/// it in a file that imports only TesseraComponents, as a component of one's own may.
public typealias SlotAttributedString = AttributedString
