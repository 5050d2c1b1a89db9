#!/usr/bin/env python3
"""Writes the icons of Image(systemName:) that Tessera does not draw itself, from Tabler Icons.

    python3 Icons/generate.py                      # download the wheel, write the Swift file
    python3 Icons/generate.py --wheel FILE.whl     # from a wheel already downloaded
    python3 Icons/generate.py --check              # fail if the committed files differ

Tabler Icons (MIT, https://tabler.io/icons) come from PyPI's wheel pytablericons 1.0.1, fetched
with `pip download --no-deps pytablericons==1.0.1` and checked against its SHA-256 below. A wheel
is a zip: nothing in it runs. Icons/mapping.tsv says which Tabler drawing each SF Symbols name
gets; this script writes

- Sources/Tessera/Primitives/SystemImage+Tabler.swift: each drawing once (the SVG's inner
  elements, minified, without the <svg> around them, which Image writes), and each name with its
  drawing and frame;
- LICENSES/tabler-icons.txt: the wheel's licence, which covers the drawings.

Standard library only. The output is committed, so building Tessera needs neither this script nor
the network.
"""

import argparse
import hashlib
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

PACKAGE = "pytablericons"
VERSION = "1.0.1"
WHEEL = f"{PACKAGE}-{VERSION}-py3-none-any.whl"
SHA256 = "0c9bac8a016daa912273f22911d5d7039bafbb2de0a78a7152944a3aaaaa7b29"
LICENSE_IN_WHEEL = f"{PACKAGE}-{VERSION}.dist-info/LICENSE"

ROOT = Path(__file__).resolve().parent.parent
MAPPING = ROOT / "Icons" / "mapping.tsv"
SWIFT = ROOT / "Sources" / "Tessera" / "Primitives" / "SystemImage+Tabler.swift"
LICENSE = ROOT / "LICENSES" / "tabler-icons.txt"
FRAMES = {"circle", "square"}
# The files that say how many names draw an icon.
DOCUMENTS_COUNTING = [
    "Sources/Tessera/Primitives/SystemImage.swift",
    "Sources/Tessera/Primitives/Image.swift",
    "Sources/Tessera/Tessera.docc/ViewLayer.md",
    "README.md",
]


def fetch_wheel(folder: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", f"{PACKAGE}=={VERSION}", "-d", str(folder)],
        check=True,
    )
    return folder / WHEEL


def read_mapping() -> list[tuple[str, str, str]]:
    """The rows of the mapping: (SF name, outline/NAME or filled/NAME, frame or "")."""
    rows, seen = [], set()
    for number, line in enumerate(MAPPING.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) not in (2, 3):
            sys.exit(f"{MAPPING}:{number}: expected 2 or 3 tab-separated fields, found {len(fields)}")
        name, icon, frame = fields[0], fields[1], fields[2] if len(fields) == 3 else ""
        if not re.fullmatch(r"[a-z0-9]+(\.[a-z0-9]+)*", name):
            sys.exit(f"{MAPPING}:{number}: {name!r} is not an SF Symbols name")
        if name in seen:
            sys.exit(f"{MAPPING}:{number}: {name} is mapped twice")
        if not re.fullmatch(r"(outline|filled)/[a-z0-9-]+", icon):
            sys.exit(f"{MAPPING}:{number}: {icon!r} is not outline/NAME or filled/NAME")
        if frame and frame not in FRAMES:
            sys.exit(f"{MAPPING}:{number}: the frame {frame!r} is neither circle nor square")
        seen.add(name)
        rows.append((name, icon, frame))
    return rows


def minify_path_data(data: str) -> str:
    """Path data without the spaces SVG does not need: before a minus sign, and runs of them."""
    data = re.sub(r"\s+", " ", data.strip())
    return re.sub(r" (?=-)", "", data)


def inner_markup(svg: str, icon: str) -> str:
    """The elements inside a Tabler SVG, minified; a filled icon's in a group that fills them."""
    svg = re.sub(r"<!--.*?-->", "", svg, flags=re.S)
    match = re.search(r"<svg\b[^>]*>(.*)</svg>", svg, flags=re.S)
    if not match:
        sys.exit(f"{icon}: no <svg> element")
    inner = match.group(1)
    # Tabler's old bounding box, invisible, in a few files.
    inner = re.sub(r'<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*/>', "", inner)
    elements = re.findall(r"<[^>]+>", inner)
    if "".join(elements) != re.sub(r">\s+<", "><", inner.strip()):
        sys.exit(f"{icon}: text between elements")
    out = []
    for element in elements:
        tag = re.match(r"<(\w+)", element)
        if not tag or tag.group(1) not in ("path", "circle") or not element.endswith("/>"):
            sys.exit(f"{icon}: unexpected element {element}")
        attributes = re.findall(r'([\w-]+)="([^"]*)"', element)
        for key, _ in attributes:
            if key not in ("d", "cx", "cy", "r", "fill", "stroke"):
                sys.exit(f"{icon}: unexpected attribute {key}")
        written = " ".join(f'{key}="{minify_path_data(value) if key == "d" else value}"' for key, value in attributes)
        out.append(f"<{tag.group(1)} {written}/>")
    markup = "".join(out)
    if "#" in markup or "\\" in markup or '"""' in markup:
        sys.exit(f"{icon}: a character the Swift literal cannot hold as it is")
    if icon.startswith("filled/"):
        markup = f'<g fill="currentColor" stroke="none">{markup}</g>'
    return markup


def key(icon: str) -> str:
    """The drawing's name in the Swift file: Tabler's own, `-filled` for a filled one."""
    kind, name = icon.split("/")
    return name + "-filled" if kind == "filled" else name


def swift_source(rows, drawings: dict[str, str]) -> str:
    icons = sorted(drawings)
    lines = [
        "// Generated by Icons/generate.py from Icons/mapping.tsv and Tabler Icons (https://tabler.io/icons),",
        f"// as PyPI's wheel {PACKAGE} {VERSION} ships them (SHA-256 {SHA256[:16]}…).",
        "// Tabler Icons: MIT licence, Copyright (c) 2020 Paweł Kuna; LICENSES/tabler-icons.txt holds it.",
        "// Do not edit: change Icons/mapping.tsv and run `python3 Icons/generate.py`.",
        "//",
        f"// {len(rows)} names, {len(icons)} drawings. Two string literals, not a dictionary literal, which",
        "// the type checker would take seconds over: SystemImage parses them when an icon is first drawn.",
        "",
        "extension SystemImage {",
        "    /// Tabler's drawings, one a line, each once: its name, a space, and the SVG elements inside",
        "    /// its `<svg>` (a filled one's in a group that fills them).",
        '    static let tablerDrawings = #"""',
    ]
    lines += [f"        {icon} {drawings[icon]}" for icon in icons]
    lines += [
        '        """#',
        "",
        "    /// Each SF Symbols name Tabler draws, one a line: the name, a space, its drawing's name in",
        "    /// `tablerDrawings`, and, for a `.circle` or `.square` name whose drawing has no frame,",
        "    /// a space and the frame drawn around it (`circle`, `square`).",
        '    static let tablerNames = """',
    ]
    lines += [f"        {name} {key(icon)}" + (f" {frame}" if frame else "") for name, icon, frame in rows]
    lines += ['        """', "}", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, help=f"a {WHEEL} already downloaded")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if the committed files differ")
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        wheel = arguments.wheel or fetch_wheel(Path(folder))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != SHA256:
            sys.exit(f"{wheel}: SHA-256 {digest}, expected {SHA256}")
        rows = read_mapping()
        drawings: dict[str, str] = {}
        with zipfile.ZipFile(wheel) as archive:
            present = set(archive.namelist())
            for name, icon, _ in rows:
                file = f"{PACKAGE}/icons/{icon}.svg"
                if file not in present:
                    sys.exit(f"{MAPPING}: {name}: {PACKAGE} {VERSION} has no {icon}.svg")
                if key(icon) not in drawings:
                    drawings[key(icon)] = inner_markup(archive.read(file).decode("utf-8"), icon)
            license_text = archive.read(LICENSE_IN_WHEEL).decode("utf-8")

    outputs = {SWIFT: swift_source(rows, drawings), LICENSE: license_text}
    if arguments.check:
        stale = [str(path.relative_to(ROOT)) for path, text in outputs.items() if not path.exists() or path.read_bytes() != text.encode("utf-8")]
        if stale:
            sys.exit("out of date, run python3 Icons/generate.py: " + ", ".join(stale))
        print(f"up to date: {len(rows)} names, {len(drawings)} drawings")
        return
    for path, text in outputs.items():
        path.write_bytes(text.encode("utf-8"))
    size = sum(len(drawings[icon]) for icon in drawings)
    print(f"{SWIFT.relative_to(ROOT)}: {len(rows)} names, {len(drawings)} drawings ({size:,} bytes of markup)")
    # The documentation says how many names draw (a test holds it to that): Tessera's own and Tabler's.
    own = re.findall(r'^\s*"([a-z0-9.]+)": #"', (SWIFT.parent / "SystemImage.swift").read_text(encoding="utf-8"), flags=re.M)
    total = len(set(own) | {name for name, _, _ in rows})
    for doc in DOCUMENTS_COUNTING:
        if f"{total:,} names" not in (ROOT / doc).read_text(encoding="utf-8"):
            print(f"{doc}: say {total:,} names")


if __name__ == "__main__":
    main()
