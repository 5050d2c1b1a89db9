// Direct to SwiftUI's `D2S` names of the views it builds pages of, each the Tessera view or name
// it stands for, so that its code reads here as it was written. Tessera's own names stay the ones
// it documents; these are for code that comes from Direct to SwiftUI.

/// Direct to SwiftUI's name for the look namespace it falls back to: ``BasicLook``.
public typealias DefaultLook = BasicLook

/// Direct to SwiftUI's `D2SPageView`: ``PageView``, the page the rules choose.
public typealias D2SPageView = PageView
/// Direct to SwiftUI's `D2SComponentView`: ``ComponentView``, the property component the rules
/// choose.
public typealias D2SComponentView = ComponentView

/// Direct to SwiftUI's `D2SInspectPage`: the look's `Inspect` page.
public typealias D2SInspectPage = BasicLook.Page.Inspect
/// Direct to SwiftUI's `D2SEditPage`: the look's `Edit` page.
public typealias D2SEditPage = BasicLook.Page.Edit

/// Direct to SwiftUI's `D2SDisplayString`: the look's `DisplayString`.
public typealias D2SDisplayString = BasicLook.Property.Display.String
/// Direct to SwiftUI's `D2SDisplayBool`: the look's `DisplayBool`.
public typealias D2SDisplayBool = BasicLook.Property.Display.Bool
/// Direct to SwiftUI's `D2SDisplayDate`: the look's `DisplayDate`.
public typealias D2SDisplayDate = BasicLook.Property.Display.Date
/// Direct to SwiftUI's `D2SDisplayEmail`: the look's `DisplayEmail`, a `mailto:` link.
public typealias D2SDisplayEmail = BasicLook.Property.Display.Email
/// Direct to SwiftUI's `D2SDisplayPassword`: the look's `DisplayPassword`, which never writes the
/// value.
public typealias D2SDisplayPassword = BasicLook.Property.Display.Password
/// Direct to SwiftUI's `D2SDisplayToOneTitle`: the look's `DisplayToOneTitle`.
public typealias D2SDisplayToOneTitle = BasicLook.Property.Display.ToOneTitle
/// Direct to SwiftUI's `D2SDisplayToOneSummary`: the look's `DisplayToOneSummary`.
public typealias D2SDisplayToOneSummary = BasicLook.Property.Display.ToOneSummary

/// Direct to SwiftUI's `D2SEditString`: the look's `EditString`.
public typealias D2SEditString = BasicLook.Property.Edit.String
/// Direct to SwiftUI's `D2SEditLargeString`: the look's `EditLargeString`, a text area.
public typealias D2SEditLargeString = BasicLook.Property.Edit.LargeString
/// Direct to SwiftUI's `D2SEditNumber`: the look's `EditNumber`.
public typealias D2SEditNumber = BasicLook.Property.Edit.Number
/// Direct to SwiftUI's `D2SEditDate`: the look's `EditDate`.
public typealias D2SEditDate = BasicLook.Property.Edit.Date
/// Direct to SwiftUI's `D2SEditBool`: the look's `EditBool`.
public typealias D2SEditBool = BasicLook.Property.Edit.Bool
/// Direct to SwiftUI's `D2SEditPassword`: the look's `EditPassword`.
public typealias D2SEditPassword = BasicLook.Property.Edit.Password
/// Direct to SwiftUI's `D2SEditToOne`: the look's `EditToOne`.
public typealias D2SEditToOne = BasicLook.Property.Edit.ToOne
