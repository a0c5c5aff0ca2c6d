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

import errno
from collections.abc import Callable
from typing import Any


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


def part(key: str, **facts: Any) -> EscobaError:
    """A part of an error's message (what is wrong with a field, which field), worded by
    the catalogue's ERRORS[key] like an error, and given as a fact of the error it is in."""
    return EscobaError(key=key, **facts)


def os_reason(exc: OSError) -> EscobaError:
    """What went wrong in an OSError (a file, a folder, a socket, a name lookup), as a
    part worded from its errno by the catalogue's ERRORS["os_" + its name] (os_ENOENT,
    os_ECONNREFUSED, os_EAI_NONAME...) in the chosen language. An errno the catalogue has
    no words for reads as the OS says it (its own text, English): the part's message."""
    text = exc.strerror or str(exc) or type(exc).__name__
    name = _os_error_name(exc)
    return EscobaError(text, key=f"os_{name}" if name else "")


def _os_error_name(exc: OSError) -> str:
    if exc.errno is None:
        # A socket's own timeout (socket.timeout is TimeoutError) says "timed out", no errno.
        return "timeout" if isinstance(exc, TimeoutError) else ""
    if exc.errno < 0 and type(exc).__name__ == "gaierror":  # a host name that cannot be looked up
        import socket

        return next((n for n in dir(socket) if n.startswith("EAI_") and getattr(socket, n) == exc.errno), "")
    return errno.errorcode.get(exc.errno, "")


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
