import Tessera
import TesseraComponents

/// The components' gallery: a page per component, each showing it built from view builders,
/// from plain values and from a model — the same content, so they look the same — then
/// restyled, disabled (and selected, for the items of a list), and in the light and dark
/// palettes. `tessera gallery` serves it.
///
/// Each page is a file of its own in `Pages/`, an extension of this enum.
public enum ComponentGallery {
    /// Every page, in order: the components that show things, then the form cells, then the
    /// charts. Each group is a list of its own (`formCellPages` and `chartPages` in their own
    /// files), one entry a line, so that pages added on different branches merge without a
    /// conflict.
    public static let pages: [GalleryPage] = displayPages + formCellPages + chartPages

    /// The components that show things: the items of a list first, then what heads and ends a
    /// section, the framed and the messages, the key figures, the tops of pages, progress and
    /// rating.
    static let displayPages: [GalleryPage] = [
        objectItem,
        contactItem,
        keyValueItem,
        tag,
        avatarStack,
        timelineItem,
        timeline,
        timelinePreview,
        dataTable,
        filterFeedbackBar,
        sortFilterMenu,
        sideBar,
        sectionHeader,
        sectionFooter,
        card,
        bannerMessage,
        toastMessage,
        illustratedMessage,
        contentUnavailableView,
        loadingIndicator,
        kpiItem,
        kpiProgressItem,
        kpiHeader,
        kpiLayoutContainer,
        objectHeader,
        profileHeader,
        stepProgressIndicator,
        ratingControl,
        fioriButton,
        welcomeScreen,
        infoView,
    ]
}
