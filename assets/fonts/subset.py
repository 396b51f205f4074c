#!/usr/bin/env python3
"""Makes the game's fonts: Inter in two weights and egui's default fonts, cut down to the
characters the game shows.

    apt-get install fonts-inter && pip install fonttools && python3 assets/fonts/subset.py

Reads Inter from Debian's `fonts-inter` (/usr/share/fonts/opentype/inter) and the fonts of the
`epaint_default_fonts` crate (egui's default fonts, the version of the locked epaint; from
cargo's registry, fetched by cargo if missing) and writes next to this script:
- `Inter-Regular-subset.otf` and `Inter-SemiBold-subset.otf`: Latin with Latin-1, Russian, the
  punctuation and symbols of the texts (the text face and the heading face), their figures
  made tabular (Inter's `tnum` figures put in place of the proportional ones) and its other
  substitutions left out (only kerning and marks stay): counts and clocks keep their width as
  they change, and every glyph egui draws is one the warm-up laid out;
- `Hack-subset.ttf`: the same characters (the records' fixed-width font, and the arrows);
- `NotoEmoji-subset.ttf`: ✔ 🔇 🔊;
- `emoji-icon-subset.ttf`: ☰;
- `replacement-subset.ttf`: ◻ (from Noto Emoji), which egui draws for a missing character.
Hinting and layout tables stay, so the letters look as before. Each font is renamed as its
licence asks of a modified version. egui's full set is 1.4 MB (0.78 MB gzipped) in the browser's
module; these are 0.22 MB.
"""

import glob
import os
import subprocess
import sys
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# What the texts use (src/game/ui/glyphs.rs tests that every character of every text is here):
# printable ASCII, Latin-1, Russian, dashes, quotes, ellipsis, №, arrows, minus, ≈, π, •, �.
TEXT = ("U+0020-007E,U+00A0-00FF,U+0400-045F,U+2010-2027,U+2030,U+2039,U+203A,U+2116,"
        "U+2190-2193,U+2212,U+2248,U+03C0,U+2022,U+FFFD")
INTER = "/usr/share/fonts/opentype/inter"
FONTS = [
    (f"{INTER}/Inter-Regular.otf", TEXT, "Inter-Regular-subset.otf", " Epaminondas subset"),
    (f"{INTER}/Inter-SemiBold.otf", TEXT, "Inter-SemiBold-subset.otf", " Epaminondas subset"),
    ("Hack-Regular.ttf", TEXT, "Hack-subset.ttf", " Epaminondas subset"),
    ("NotoEmoji-Regular.ttf", "U+2714,U+1F507,U+1F50A", "NotoEmoji-subset.ttf", " Epaminondas subset"),
    ("emoji-icon-font.ttf", "U+2630", "emoji-icon-subset.ttf", " Epaminondas subset"),
    # egui draws a missing character as ◻ from the first font that has it, and takes every
    # character of that font for missing when asked: so ◻ has a font of its own, the last.
    ("NotoEmoji-Regular.ttf", "U+25FB", "replacement-subset.ttf", " Epaminondas replacement"),
]


def crate_fonts() -> str:
    """The fonts folder of `epaint_default_fonts` at the version of the locked epaint (the two
    are released together): from cargo's registry, or downloaded from crates.io."""
    lock = open(os.path.join(ROOT, "Cargo.lock")).read()
    at = lock.index('name = "epaint"')
    version = lock[at:].split('version = "', 1)[1].split('"', 1)[0]
    home = os.environ.get("CARGO_HOME", os.path.expanduser("~/.cargo"))
    found = glob.glob(f"{home}/registry/src/*/epaint_default_fonts-{version}/fonts")
    if found:
        return found[0]
    # Not there: let cargo fetch it, through a throwaway package that depends on it.
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "Cargo.toml"), "w") as manifest:
        manifest.write('[package]\nname = "fetch-fonts"\nversion = "0.0.0"\nedition = "2021"\n'
                       f'[dependencies]\nepaint_default_fonts = "={version}"\n')
    os.mkdir(os.path.join(folder, "src"))
    open(os.path.join(folder, "src", "lib.rs"), "w").close()
    subprocess.run(["cargo", "fetch", "--manifest-path", os.path.join(folder, "Cargo.toml")],
                   check=True)
    found = glob.glob(f"{home}/registry/src/*/epaint_default_fonts-{version}/fonts")
    if not found:
        sys.exit(f"cargo fetched epaint_default_fonts {version} but it is not in {home}/registry")
    return found[0]


def rename(font: TTFont, suffix: str) -> None:
    """Appends `suffix` to the family, full and PostScript names."""
    for record in font["name"].names:
        if record.nameID in (1, 3, 4, 16):
            record.string = record.toUnicode() + suffix
        elif record.nameID == 6:
            record.string = record.toUnicode() + suffix.replace(" ", "")


def tabular_figures(font: TTFont) -> None:
    """Maps the digits to the glyphs of the font's `tnum` feature, where it has one."""
    if "GSUB" not in font:
        return
    gsub = font["GSUB"].table
    lookups = {index for record in gsub.FeatureList.FeatureRecord
               if record.FeatureTag == "tnum" for index in record.Feature.LookupListIndex}
    tabular = {}
    for index in sorted(lookups):
        for table in gsub.LookupList.Lookup[index].SubTable:
            tabular.update(getattr(table, "mapping", {}) or {})
    for table in font["cmap"].tables:
        for code in range(ord("0"), ord("9") + 1):
            glyph = table.cmap.get(code)
            if glyph in tabular:
                table.cmap[code] = tabular[glyph]


def main() -> None:
    source = crate_fonts()
    for name, unicodes, out, suffix in FONTS:
        options = subset.Options()
        # Inter's substitutions go: egui shapes text, and a contextual alternate (the hyphen of
        # "e2-e3", raised between figures) would be a glyph the warm-up (src/game/ui/glyphs.rs)
        # never laid out, drawn a frame late. Its tabular figures are in the character map
        # already; kerning and marks stay.
        options.layout_features = ["kern", "mark", "mkmk"] if name.startswith(INTER) else ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        font = TTFont(os.path.join(source, name), recalcTimestamp=False)
        tabular_figures(font)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
        subsetter.subset(font)
        rename(font, suffix)
        font.save(os.path.join(HERE, out))
        print(f"{out}: {os.path.getsize(os.path.join(HERE, out))} bytes")


if __name__ == "__main__":
    main()
