"""The project's one error base class.

Every error that means "this input (a file, a spec, an option, a record) cannot be
used" derives from EscobaError, and its message is one line that says which input
and why. The command line catches EscobaError in one place (cli.py) and prints
`error: <message>` with exit code 2; nothing else needs to catch-and-print.

An error raised with a `key` carries facts, not words: the catalogue's ERRORS[key]
words it, in English for str() and in the chosen language where the command line
reports it (error_text in the catalogue). An error without a key says its message
as written (English).
"""

from __future__ import annotations

from typing import Any, Callable


class Count(int):
    """A number in an error's facts that the catalogue writes with the language's
    thousands mark (100,000 / 100 000 / 100.000); a plain int (a port, a byte offset) is
    written as it is."""


class Size(int):
    """A file's size in bytes in an error's facts: written as bytes, KB or MB in the
    language's words."""


class Kind(str):
    """A kind of value in an error's facts ("table", "list", "int", ...): the catalogue
    words it ("a table", "un tableau"); a value found in a file is its repr instead."""


def part(key: str, **facts: Any) -> "EscobaError":
    """A part of an error's message (what is wrong with a field, which field), worded by
    the catalogue's ERRORS[key] like an error, and given as a fact of the error it is in."""
    return EscobaError(key=key, **facts)


class EscobaError(Exception):
    """A problem with the user's input, said in one line (file, line, field where known)."""

    def __init__(self, *args: Any, key: str = "", **facts: Any) -> None:
        super().__init__(*args)
        self.key = key
        self.facts = facts

    @classmethod
    def carrying(cls, other: EscobaError) -> EscobaError:
        """`other` as this class of error, with the same key and facts (or message)."""
        if other.key:
            return cls(key=other.key, **other.facts)
        return cls(str(other))

    def __str__(self) -> str:
        if not self.key:
            return super().__str__()
        if _english is None:  # the catalogue not loaded (it installs itself when imported)
            return f"{self.key}: " + ", ".join(f"{name}={value!r}" for name, value in self.facts.items())
        return _english(self)


# How an error with a key reads in English: put here by the words catalogue
# (escoba_tui.i18n) when it is imported, so this module, which everything imports,
# depends on nothing of the package.
_english: Callable[[EscobaError], str] | None = None


def use_english(wording: Callable[[EscobaError], str]) -> None:
    global _english
    _english = wording
