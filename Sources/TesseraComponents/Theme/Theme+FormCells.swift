extension Theme {
    /// The looks of the form cells Tessera has no control for, in the theme's colours: the
    /// fieldset of a group of controls bare, the segments of a ``SegmentedControl`` as one bar
    /// whose chosen segment is filled, the pairs of numbers of a ``RangeSlider`` and a
    /// ``DurationPicker`` side by side (one above the other when narrow), the large text of a
    /// ``TitleFormView``, the key of a ``KeyValueFormView``, and the pad of a ``SignatureCapture``,
    /// white as paper in either palette, which its script shows.
    static let formCellCSS = """
        .tc-group{border:0;margin:0;padding:0;min-width:0;display:flex;flex-direction:column;gap:6px}
        .tc-group>legend{padding:0;margin:0 0 6px}
        .tc-segments{display:inline-flex;flex-wrap:wrap;align-self:flex-start;max-width:100%;border:1px solid var(--tc-tintColor);border-radius:8px;overflow:hidden}
        .tc-segment{position:relative;display:flex;flex:1 1 auto}
        .tc-segment+.tc-segment{border-left:1px solid var(--tc-tintColor)}
        .tc-segment input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
        .tc-segment span{flex:1;padding:6px 16px;text-align:center;color:var(--tc-tintColor)}
        .tc-segment input:checked+span{background:var(--tc-tintColor);color:var(--tc-primaryBackground)}
        .tc-segment input:focus-visible+span{outline:2px solid var(--tc-primaryLabel);outline-offset:-3px}
        .tc-segment input:disabled{cursor:not-allowed}
        .tc-segment input:disabled+span{opacity:.5}
        .tc-radio-list{display:flex;flex-direction:column;gap:6px}
        .tc-radio{display:flex;align-items:center;gap:8px;cursor:pointer}
        .tc-radio input{margin:0;accent-color:var(--tc-tintColor)}
        .tc-pair{display:flex;gap:12px}
        .tc-pair>.t-field{flex:1 1 0;min-width:0;max-width:12em}
        .tc-pair .t-stepper{box-sizing:border-box;width:100%;min-width:0}
        .tc-title-field{box-sizing:border-box;width:100%;font-size:22px;font-weight:600;padding:8px 10px}
        .tc-key-value>.t-field-label{font-weight:600;color:var(--tc-primaryLabel)}
        .tc-key-value>.t-text-editor{box-sizing:border-box;width:100%}
        .tc-signature-drawn{display:flex;flex-direction:column;gap:6px}
        .tc-signature-drawn[hidden]{display:none}
        .tc-signature-pad{box-sizing:border-box;width:100%;max-width:600px;height:auto;aspect-ratio:600/160;background:#fff;border:1px solid var(--tc-separator);border-radius:8px;touch-action:none;cursor:crosshair}
        .tc-signature-actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
        .tc-signature-clear{background:transparent;color:var(--tc-tintColor);border-color:var(--tc-tintColor)}
        .tc-signature-status{font-size:13px;color:var(--tc-negativeLabel)}

        """
}
