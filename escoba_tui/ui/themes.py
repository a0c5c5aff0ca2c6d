"""Themes: Textual's built-ins plus the TOML files in `themes/`, checked before use.

A theme file holds a name, Textual's colours, `[suits]` (one colour per suit letter
o c e b) and `[cards]` (face, back and edge colours of the card faces). A file that
does not follow this is reported (one line naming the file and the field) and skipped.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from textual.color import Color, ColorParseError
from textual.theme import Theme

from ..errors import EscobaError
from ..files.reader import MAX_THEME, FileReadError, read_text_capped, toml_loads
from ..i18n.wording import error_text

# Variables the stylesheet uses beyond Textual's own; a theme may override any of them.
# Textual's own themes draw cards with these: every suit colour reads at 4.5:1 or
# more on the face (WCAG AA for text; tests/test_contrast.py checks every theme).
DEFAULT_VARIABLES = {
    "suit-o": "#876300",
    "suit-c": "#b3261e",
    "suit-e": "#1f5fbf",
    "suit-b": "#2a7530",
    "card-face": "#f4efe1",
    "card-ink": "#202020",
    "card-back": "#7a2e2e",
    "card-edge": "#8a8a8a",
}

COLOUR_FIELDS = (
    "primary",
    "secondary",
    "accent",
    "warning",
    "error",
    "success",
    "foreground",
    "background",
    "surface",
    "panel",
    "boost",
)
SUIT_FIELDS = {"o": "suit-o", "c": "suit-c", "e": "suit-e", "b": "suit-b"}
CARD_FIELDS = {"face": "card-face", "ink": "card-ink", "back": "card-back", "edge": "card-edge"}
TOP_FIELDS = ("name", "dark", *COLOUR_FIELDS, "suits", "cards")
MAX_THEME_CHARS = 64 * 1024  # a theme is a few hundred bytes


class ThemeFileError(EscobaError, ValueError):
    """A theme file that cannot be used; the message names the file and the field."""


def theme_dirs() -> list[Path]:
    """The shipped themes (package data; in a checkout, a link to the top-level
    `themes/`), then the user's own."""
    from ..study.saves import data_dir

    return [Path(__file__).resolve().parents[1] / "shipped_themes", data_dir() / "themes"]


def builtin_theme_names() -> set[str]:
    """Textual's own themes: a theme file may not take one of their names."""
    from textual.theme import BUILTIN_THEMES

    return set(BUILTIN_THEMES)


AA_TEXT = 4.5  # WCAG 2 level AA: the least contrast for ordinary text


@lru_cache(maxsize=4096)  # pure: themes are checked colour pair by colour pair, the same pairs again
def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (none) to 21 (black on white)."""

    def luminance(colour: str) -> float:
        c = Color.parse(colour)
        channels = [v / 255 for v in (c.r, c.g, c.b)]
        r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def card_text_pairs(theme: Theme) -> dict[str, tuple[str, str]]:
    """Every (text colour, background) a card face draws in this theme, by what it is:
    the suit colours of the rank and suit words, and the ink of the corner labels.
    A card picked for a capture keeps its face (it is marked by its border), and the
    count's suit words are drawn on the face colour too."""
    v = {**DEFAULT_VARIABLES, **theme.variables}
    face = v["card-face"]
    pairs = {f"suit {k[-1]} on the face": (v[k], face) for k in ("suit-o", "suit-c", "suit-e", "suit-b")}
    pairs["ink on the face"] = (v["card-ink"], face)
    return pairs


def _colour(path: Path, field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ThemeFileError(key="theme_colour_string", path=path.name, field=field, value=repr(value))
    try:
        Color.parse(value)
    except ColorParseError:
        raise ThemeFileError(key="theme_not_colour", path=path.name, field=field, value=repr(value)) from None
    return value


def parse_theme(text: str, path: Path) -> Theme:
    if len(text) > MAX_THEME_CHARS:
        raise ThemeFileError(key="theme_too_large", path=path.name, kb=MAX_THEME_CHARS // 1024)
    try:
        doc = toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ThemeFileError(key="record_not_toml", path=path.name, reason=str(exc)) from None
    except RecursionError:  # arrays or tables nested thousands deep
        raise ThemeFileError(key="theme_too_deep", path=path.name) from None
    for key in doc:
        if key not in TOP_FIELDS:
            raise ThemeFileError(key="theme_unknown_field", path=path.name, field=key, known=", ".join(TOP_FIELDS))
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ThemeFileError(key="theme_no_name", path=path.name)
    if "primary" not in doc:
        raise ThemeFileError(key="theme_no_primary", path=path.name)
    dark = doc.get("dark", True)
    if not isinstance(dark, bool):
        raise ThemeFileError(key="theme_dark", path=path.name, value=repr(dark))
    colours = {f: _colour(path, f, doc[f]) for f in COLOUR_FIELDS if f in doc}
    variables: dict[str, str] = {}
    for table, fields in (("suits", SUIT_FIELDS), ("cards", CARD_FIELDS)):
        section = doc.get(table, {})
        if not isinstance(section, dict):
            raise ThemeFileError(key="theme_not_table", path=path.name, field=table)
        for key, value in section.items():
            if key not in fields:
                raise ThemeFileError(
                    key="theme_unknown_field", path=path.name, field=f"{table}.{key}", known=", ".join(fields)
                )
            variables[fields[key]] = _colour(path, f"{table}.{key}", value)
    return Theme(name=name.strip(), dark=dark, variables=variables, **cast(dict[str, Any], colours))


def load_theme_files(dirs: list[Path] | None = None) -> tuple[list[Theme], list[str]]:
    """Every usable theme in the folders, and one message per file that was skipped."""
    themes: list[Theme] = []
    problems: list[str] = []
    taken = builtin_theme_names()  # a file never silently replaces a theme already there
    for folder in theme_dirs() if dirs is None else dirs:
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            try:
                theme = parse_theme(read_text_capped(path, MAX_THEME, "theme file"), path)
            except ThemeFileError as exc:
                problems.append(error_text(exc))
                continue
            except FileReadError as exc:
                problems.append(error_text(exc).replace(str(path), path.name, 1))
                continue
            if theme.name in taken:
                problems.append(error_text(ThemeFileError(key="theme_taken", path=path.name, name=repr(theme.name))))
                continue
            taken.add(theme.name)
            themes.append(theme)
    return themes, problems


def theme_names(dirs: list[Path] | None = None) -> list[str]:
    """Every theme `--theme` may name: Textual's and the usable theme files'."""
    return sorted(builtin_theme_names() | {t.name for t in load_theme_files(dirs)[0]})


# ------------------------------------------------------------ readable text in every theme

AA_LARGE = 3.0  # WCAG 2 level AA for large text and for what marks a control (a focus ring)

# Theme colours also used for titles and labels: a readable copy of each, `title-<name>`,
# for the stylesheet's words (the theme's colour itself stays for borders and grounds), and
# `ground-<name>` with `ground-<name>-text` for words on that colour (a button's).
TITLE_COLOURS = ("primary", "secondary", "accent", "warning", "error", "success")
GROUNDS = ("background", "surface", "panel")

# Colours the game draws text in, by the grounds that text lies on. A theme's own colour is
# kept where it reads (4.5:1 on each ground); else it is darkened (light grounds) or lightened
# (dark ones) just enough: a theme keeps its look, and every word on screen can be read.
TEXT_ON = {
    "foreground": GROUNDS,
    "footer-key-foreground": ("footer-background",),
    "footer-description-foreground": ("footer-background",),
    "footer-foreground": ("footer-background",),
    "button-foreground": ("surface",),
    "block-cursor-blurred-foreground": GROUNDS,  # a collapsible's title
    **{f"text-{name}": GROUNDS for name in ("primary", "secondary", "accent", "warning", "error", "success")},
}


def _solid(value: str, ground: str) -> Color | None:
    """A variable's colour as drawn on `ground` (alpha blended), or None if it is not a colour."""
    try:
        colour = Color.parse(value)
        under = Color.parse(ground)
    except ColorParseError:
        return None
    return under + colour if colour.a < 1 else colour


def readable(colour: str, grounds: list[str], ratio: float = AA_TEXT) -> str:
    """`colour`, or the least change of it (towards black or white) that reads at `ratio`
    on every one of `grounds`; black or white, whichever reads best, if none does."""
    solid = [g for g in (_solid(x, "#000000") for x in grounds) if g is not None]
    start = _solid(colour, solid[0].hex) if solid else None
    if start is None:
        return colour

    def worst(c: Color) -> float:
        return min(contrast_ratio(c.hex, g.hex) for g in solid)

    if worst(start) >= ratio:
        return start.hex
    found: list[tuple[int, Color]] = []
    for target in (Color(0, 0, 0), Color(255, 255, 255)):
        step = next((k for k in range(1, 41) if worst(start.blend(target, k / 40)) >= ratio), None)
        if step is not None:
            found.append((step, start.blend(target, step / 40)))
    if found:
        return min(found, key=lambda f: f[0])[1].hex
    return max((Color(0, 0, 0), Color(255, 255, 255)), key=worst).hex


def readable_variables(variables: dict[str, str]) -> dict[str, str]:
    """The theme's variables with every text colour made readable on its grounds (see
    TEXT_ON), Textual's automatic text ("auto 87%") drawn solid, and `title-<colour>`
    added for each of TITLE_COLOURS."""
    # Textual asks for the variables twice at every start and at every theme switch: the
    # same theme gives the same answer, worked out once (a fresh dict for each caller).
    return dict(_readable_variables(tuple(variables.items())))


@lru_cache(maxsize=256)
def _readable_variables(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    variables = dict(items)
    out = dict(variables)
    for name, value in variables.items():
        if value.startswith("auto") and "%" in value and name != "text-disabled":
            out[name] = "auto 100%"  # black or white, whichever reads: not a faded one (a control
            # that is off stays faded: WCAG asks no contrast of it)
    grounds = [out[g] for g in GROUNDS if g in out]
    if not grounds:
        return tuple(out.items())
    solid_fg = _solid(out.get("foreground", "#808080"), grounds[0])
    if solid_fg is not None and "text-muted" in out:
        # Muted words: the foreground faded towards the ground, but no further than reads.
        faded = solid_fg.blend(Color.parse(grounds[0]), 0.35).hex
        out["text-muted"] = readable(faded, grounds)
    for name, on in TEXT_ON.items():
        if name in out:
            out[name] = readable(out[name], [out.get(g, grounds[0]) for g in on])
    for name in TITLE_COLOURS:
        if name in out:
            out[f"title-{name}"] = readable(out[name], grounds)
            ground = text_ground(out[name])
            out[f"ground-{name}"] = ground
            out[f"ground-{name}-text"] = max(("#000000", "#ffffff"), key=lambda t: contrast_ratio(t, ground))
    out.update(focus_colours(out, grounds))
    return tuple(out.items())


def focus_colours(variables: dict[str, str], grounds: list[str]) -> dict[str, str]:
    """`focus-ground` and `focus-text`: the ground of the field that has the focus, 3:1 or
    more against every unfocused ground (WCAG's least for what marks a control), and words
    that read on it (4.5:1). The theme's primary, lightened on dark themes, darkened on light."""
    solid = [g for g in (_solid(x, "#000000") for x in grounds) if g is not None]
    start = _solid(variables.get("primary", "#808080"), solid[0].hex if solid else "#000000")
    if not solid or start is None:
        return {}
    black, white = Color(0, 0, 0), Color(255, 255, 255)
    dark = solid[0].brightness < 0.5
    for step in range(0, 41):
        c = start.blend(white if dark else black, step / 40)
        text = max((black, white), key=lambda t: contrast_ratio(t.hex, c.hex))
        if min(contrast_ratio(c.hex, g.hex) for g in solid) >= AA_LARGE and contrast_ratio(text.hex, c.hex) >= AA_TEXT:
            return {"focus-ground": c.hex, "focus-text": text.hex}
    c = white if dark else black
    return {"focus-ground": c.hex, "focus-text": (black if dark else white).hex}


def text_ground(colour: str, ratio: float = AA_TEXT) -> str:
    """`colour` as a ground for black or white words (a button's): itself if one of them
    reads on it at `ratio`, else the least change of it towards black or white that does."""
    start = _solid(colour, "#000000")
    if start is None:
        return colour
    black, white = Color(0, 0, 0), Color(255, 255, 255)

    def best(c: Color) -> float:
        return max(contrast_ratio(c.hex, black.hex), contrast_ratio(c.hex, white.hex))

    for step in range(0, 41):
        for target in (black, white):
            c = start.blend(target, step / 40)
            if best(c) >= ratio:
                return c.hex
    return black.hex
