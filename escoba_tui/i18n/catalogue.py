"""The catalogue machinery: which language is in force, and the words it says.

Widgets never hold literals: they format the templates read here (`S.SETUP_TITLE`, with
`from escoba_tui.i18n import catalogue as S`), which are the words of the language in
force; a translation is one module in lang/ with the names of lang/en.py, and
use_language(code) puts it in force at start-up. The wording of facts (reasons, rules,
keys, numbers, errors) is in wording.py."""

from __future__ import annotations

import copy
import importlib
import os
from collections.abc import Mapping
from typing import Any

from .lang import en as _en

# ---------------------------------------------------------------- languages
# Each language is named in itself: a player looking for theirs reads it in their own words.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "pt": "Português"}
DEFAULT_LANGUAGE = "en"

# The English catalogue: every public name of lang/en.py (which holds words and nothing else).
_ENGLISH: dict[str, Any] = {name: value for name, value in vars(_en).items() if not name.startswith("_")}


class Catalogue:
    """The words of one language, read as attributes (`words.SETUP_TITLE`) or by name
    (`words["SETUP_TITLE"]`, `words.get(...)`): what an app owns and puts in force with
    use_language; the command line words its output with one without putting it in force."""

    def __init__(self, code: str = "en") -> None:
        self.code = code
        self.words: dict[str, Any] = words_for(code) if code != DEFAULT_LANGUAGE else dict(_ENGLISH)

    def __getattr__(self, name: str) -> Any:
        try:
            return self.__dict__["words"][name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, name: str) -> Any:
        return self.words[name]

    def __contains__(self, name: object) -> bool:
        return name in self.words

    def get(self, name: str, default: Any = None) -> Any:
        return self.words.get(name, default)


_in_force: Catalogue | None = None  # set below, once words_for exists: English


def _words() -> Mapping[str, Any]:
    """The words of the catalogue in force."""
    return _in_force.words if _in_force is not None else _ENGLISH


def __getattr__(name: str) -> Any:
    words = _words()
    if name in words:
        return words[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def english() -> dict[str, Any]:
    """A copy of the English catalogue, name by name (what every language translates)."""
    return copy.deepcopy(_ENGLISH)


def english_words() -> Mapping[str, Any]:
    """The English catalogue itself, for words that must be English whatever the screen
    speaks (the command line). Read it, never change it."""
    return _ENGLISH


def current_language() -> str:
    return _in_force.code if _in_force is not None else DEFAULT_LANGUAGE


def in_force() -> Catalogue:
    """The catalogue the screens read now (English unless an app put another in force)."""
    return _in_force if _in_force is not None else Catalogue()


def _merged(english_value: Any, translated: Any) -> Any:
    # A dict translated only in part keeps English for the keys it leaves out.
    if isinstance(english_value, dict) and isinstance(translated, dict):
        return {
            key: _merged(value, translated[key]) if key in translated else value for key, value in english_value.items()
        }
    return translated


def use_language(code: str | Catalogue) -> Catalogue:
    """Put the catalogue of `code` (en, fr, es, pt; or a Catalogue an app owns) in force
    for the screens and return it; anything a language lacks stays English.

    Call it before screens are built: widgets read the catalogue when they compose."""
    global _in_force
    _in_force = code if isinstance(code, Catalogue) else Catalogue(code)
    return _in_force


def words_for(code: str) -> dict[str, Any]:
    """The catalogue of `code` (en, fr, es, pt), without making it the one in force: the
    command line prints in the language asked for with it."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose {', '.join(LANGUAGES)}")
    table = english()
    if code != DEFAULT_LANGUAGE:
        module = importlib.import_module(f"{__package__}.lang.{code}")
        table["FACE_WORDS"] = {}  # never English words for other faces in another language
        for name, value in vars(module).items():
            if name == "FACE_WORDS":
                table[name] = copy.deepcopy(value)
            elif name in table:
                table[name] = _merged(table[name], value)
    return table


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (LC_ALL, then LC_MESSAGES, then LANG), else English."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value:
            code = value[:2].lower()
            return code if code in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE
