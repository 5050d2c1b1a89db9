import Tessera
import TesseraComponents

extension ComponentGallery {
    /// The form cells: a titled control with its error and hint, named after its field.
    static let formCellPages: [GalleryPage] = [
        textFieldFormView,
        noteFormView,
        switchView,
        listPickerItem,
        dateTimePicker,
        titleFormView,
        keyValueFormView,
        searchField,
        segmentedControl,
        valuePicker,
        stepperView,
        rangeSlider,
        durationPicker,
        signatureCapture,
    ]
}
