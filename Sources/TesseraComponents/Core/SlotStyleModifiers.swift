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
}
