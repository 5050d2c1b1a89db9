extension SignatureCapture {
    /// The script that lets a ``SignatureCapture`` be drawn: it shows the canvas, draws the
    /// strokes of a finger, a pen or the mouse, and puts the drawing, as a PNG image in a `data:`
    /// URL, in the hidden field the form sends — not when it is larger than the cell's limit.
    /// It takes the typed name's `required` away while there is a drawing, and keeps a required
    /// signature's form from being sent with neither.
    ///
    /// Served from the server's own origin at ``scriptPath`` (`TesseraAssets` serves it), since
    /// the pages' content security policy allows no other script; it has no inline handler and no
    /// `eval`. A cell whose fields are disabled is left as it is written: its typed name alone.
    public static let scriptSource = """
        // Tessera's SignatureCapture: a signature drawn on a canvas, sent as a PNG image.
        (() => {
          for (const root of document.querySelectorAll("[data-signature]")) {
            if (root.dataset.signatureReady) continue;
            const drawn = root.querySelector("[data-signature-drawn]");
            const canvas = root.querySelector("canvas");
            const field = root.querySelector("input[data-signature-value]");
            const typed = root.querySelector("input[data-signature-typed]");
            const clear = root.querySelector("[data-signature-clear]");
            const status = root.querySelector("[data-signature-status]");
            if (!drawn || !canvas || !canvas.getContext || !field || field.disabled) continue;
            root.dataset.signatureReady = "true";
            const limit = Number(root.dataset.signatureLimit) || 0;
            const required = root.dataset.signatureRequired === "true";
            const context = canvas.getContext("2d");
            context.lineWidth = 3;
            context.lineCap = "round";
            context.lineJoin = "round";
            context.strokeStyle = "#1d2d3e";
            drawn.hidden = false;
            let drawing = false;
            let marked = false;
            const say = (text) => { if (status) status.textContent = text; };
            const point = (event) => {
              const box = canvas.getBoundingClientRect();
              return [(event.clientX - box.left) * canvas.width / box.width, (event.clientY - box.top) * canvas.height / box.height];
            };
            const keep = (url) => {
              field.value = url;
              if (typed) typed.required = required && !url;
            };
            const save = () => {
              if (!marked) return keep("");
              const url = canvas.toDataURL("image/png");
              if (limit && url.length > limit) {
                keep("");
                say(root.dataset.signatureTooLarge || "");
              } else {
                keep(url);
                say("");
              }
            };
            canvas.addEventListener("pointerdown", (event) => {
              event.preventDefault();
              drawing = true;
              marked = true;
              canvas.setPointerCapture(event.pointerId);
              const [x, y] = point(event);
              context.beginPath();
              context.moveTo(x, y);
              context.lineTo(x + 0.5, y + 0.5);
              context.stroke();
            });
            canvas.addEventListener("pointermove", (event) => {
              if (!drawing) return;
              const [x, y] = point(event);
              context.lineTo(x, y);
              context.stroke();
            });
            const end = () => {
              if (!drawing) return;
              drawing = false;
              save();
            };
            canvas.addEventListener("pointerup", end);
            canvas.addEventListener("pointercancel", end);
            if (clear) clear.addEventListener("click", () => {
              context.clearRect(0, 0, canvas.width, canvas.height);
              marked = false;
              keep("");
              say("");
            });
            if (field.value.startsWith("data:image/png;base64,")) {
              const image = new Image();
              image.addEventListener("load", () => {
                context.drawImage(image, 0, 0);
                marked = true;
              });
              image.src = field.value;
              keep(field.value);
            }
            if (required && field.form) field.form.addEventListener("submit", (event) => {
              if (field.value || (typed && typed.value.trim())) return;
              event.preventDefault();
              say(root.dataset.signatureMissing || "");
            });
          }
        })();

        """

    /// Where pages load ``scriptSource`` from: the name changes with the script, so that it is
    /// cached for good.
    public static let scriptPath: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in scriptSource.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return "/_tessera/tessera-signature-\(String(hash, radix: 16)).js"
    }()
}
