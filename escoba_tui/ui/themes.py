"""Themes: Textual's built-ins plus the TOML files in `themes/`, checked before use.

A theme file holds a name, Textual's colours, `[suits]` (one colour per suit letter
o c e b) and `[cards]` (face, back and edge colours of the card faces). A file that
does not follow this is reported (one line naming the file and the field) and skipped.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, cast

from textual.color import Color, ColorParseError
from textual.theme import Theme

from ..errors import EscobaError
from ..files import MAX_THEME, FileReadError, read_text_capped, toml_loads

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

COLOUR_FIELDS = ("primary", "secondary", "accent", "warning", "error", "success",
                 "foreground", "background", "surface", "panel", "boost")
SUIT_FIELDS = {"o": "suit-o", "c": "suit-c", "e": "suit-e", "b": "suit-b"}
CARD_FIELDS = {"face": "card-face", "ink": "card-ink", "back": "card-back", "edge": "card-edge"}
TOP_FIELDS = ("name", "dark", *COLOUR_FIELDS, "suits", "cards")
MAX_THEME_CHARS = 64 * 1024  # a theme is a few hundred bytes


class ThemeFileError(EscobaError, ValueError):
    """A theme file that cannot be used; the message names the file and the field."""


def theme_dirs() -> list[Path]:
    """The shipped themes (package data; in a checkout, a link to the top-level
    `themes/`), then the user's own."""
    from ..saves import data_dir

    return [Path(__file__).resolve().parents[1] / "shipped_themes", data_dir() / "themes"]


def builtin_theme_names() -> set[str]:
    """Textual's own themes: a theme file may not take one of their names."""
    from textual.theme import BUILTIN_THEMES

    return set(BUILTIN_THEMES)


AA_TEXT = 4.5  # WCAG 2 level AA: the least contrast for ordinary text


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
        raise ThemeFileError(f"{path.name}: {field}: expected a colour string, found {value!r}")
    try:
        Color.parse(value)
    except ColorParseError:
        raise ThemeFileError(f"{path.name}: {field}: {value!r} is not a colour") from None
    return value


def parse_theme(text: str, path: Path) -> Theme:
    if len(text) > MAX_THEME_CHARS:
        raise ThemeFileError(f"{path.name}: larger than {MAX_THEME_CHARS // 1024} KB, not a theme file")
    try:
        doc = toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ThemeFileError(f"{path.name}: not valid TOML: {exc}") from None
    except RecursionError:  # arrays or tables nested thousands deep
        raise ThemeFileError(f"{path.name}: not a theme file: nested too deeply") from None
    for key in doc:
        if key not in TOP_FIELDS:
            raise ThemeFileError(f"{path.name}: {key}: unknown field (known: {', '.join(TOP_FIELDS)})")
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ThemeFileError(f"{path.name}: name: missing (a theme needs a name)")
    if "primary" not in doc:
        raise ThemeFileError(f"{path.name}: primary: missing (a theme needs a primary colour)")
    dark = doc.get("dark", True)
    if not isinstance(dark, bool):
        raise ThemeFileError(f"{path.name}: dark: expected true or false, found {dark!r}")
    colours = {f: _colour(path, f, doc[f]) for f in COLOUR_FIELDS if f in doc}
    variables: dict[str, str] = {}
    for table, fields in (("suits", SUIT_FIELDS), ("cards", CARD_FIELDS)):
        section = doc.get(table, {})
        if not isinstance(section, dict):
            raise ThemeFileError(f"{path.name}: {table}: expected a table")
        for key, value in section.items():
            if key not in fields:
                raise ThemeFileError(f"{path.name}: {table}.{key}: unknown field (known: {', '.join(fields)})")
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
                problems.append(str(exc))
                continue
            except FileReadError as exc:
                problems.append(str(exc).replace(str(path), path.name, 1))
                continue
            if theme.name in taken:
                problems.append(f"{path.name}: name: {theme.name!r} is already a theme; give yours another name")
                continue
            taken.add(theme.name)
            themes.append(theme)
    return themes, problems


def theme_names(dirs: list[Path] | None = None) -> list[str]:
    """Every theme `--theme` may name: Textual's and the usable theme files'."""
    return sorted(builtin_theme_names() | {t.name for t in load_theme_files(dirs)[0]})
