import Tessera

// The named slot-style modifiers: `.titleStyle { … }` restyles the title of every component
// inside a view. Each is `slotStyle(_:_:)` with the slot's name.
public extension View {
    #slotStyleModifier("title")
    #slotStyleModifier("subtitle")
    #slotStyleModifier("footnote")
    #slotStyleModifier("description")
    #slotStyleModifier("status")
    #slotStyleModifier("substatus")
    #slotStyleModifier("detailImage")
    #slotStyleModifier("icons")
    #slotStyleModifier("avatars")
    #slotStyleModifier("footnoteIcons")
    #slotStyleModifier("tags")
    #slotStyleModifier("action")
    #slotStyleModifier("actions")
    #slotStyleModifier("key")
    #slotStyleModifier("value")
    #slotStyleModifier("attribute")
    #slotStyleModifier("headerAction")
    #slotStyleModifier("cardBody")
    #slotStyleModifier("footer")
    #slotStyleModifier("timestamp")
    #slotStyleModifier("icon")
    #slotStyleModifier("kind")
    #slotStyleModifier("message")
    #slotStyleModifier("closeAction")
    #slotStyleModifier("kpi")
    #slotStyleModifier("fraction")
    #slotStyleModifier("bodyText")
    #slotStyleModifier("descriptionText")
}
