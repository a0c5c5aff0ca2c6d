"""Names from strangers made safe to show: plain text, no terminal controls, a bounded length.

Seat, player and tournament names come from records, definitions, standings files,
command lines and bots. Wherever one is shown it goes through `shown_name` first: no
escape sequence reaches the terminal and a megabyte name costs a few dozen characters.
Where the text is then drawn by Rich or Textual it must also be drawn as text, never
as markup: build a `rich.text.Text` from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_SHOWN = 40  # characters of a name shown in full; longer ones end in an ellipsis
ELLIPSIS = "…"
REPLACEMENT = "\ufffd"  # a control character that is not part of a sequence

# ESC sequences: CSI (ESC [ ... final), OSC / DCS / PM / APC / SOS (ESC ] ... BEL or ST,
# or unterminated to the end), and two-character escapes; and their 8-bit C1 forms.
_SEQUENCE = re.compile(
    r"""
      (?:\x1b\[|\x9b) [\x20-\x3f]* [\x40-\x7e]?              # CSI
    | (?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f]) .*? (?:\x07|\x1b\\|\x9c|$)   # strings
    | \x1b [\x20-\x2f]* [\x30-\x7e]?                         # other escapes
    """,
    re.VERBOSE | re.DOTALL,
)
_SPACES = re.compile(r"[\t\n\r\v\f\x85\u2028\u2029]+")
# C0, DEL and C1 controls, and the bidirectional overrides and isolates that let a
# name reorder the text shown after it.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def shown_name(name: object, limit: int = MAX_SHOWN) -> str:
    """`name` as plain text fit for any terminal: escape sequences removed, other
    control characters replaced, runs of line breaks and tabs made one space, and
    anything longer than `limit` characters cut, ending in an ellipsis. Never empty."""
    text = name if isinstance(name, str) else str(name)
    limit = max(limit, 2)
    # Only a bounded prefix is cleaned: a 50 MB name costs as little as a short one.
    window = limit * 4 + 256
    cut = len(text) > window
    text = text[:window]
    text = _SEQUENCE.sub("", text)
    text = _SPACES.sub(" ", text)
    text = _CONTROL.sub(REPLACEMENT, text).strip()
    if len(text) > limit:
        text, cut = text[: limit - 1].rstrip(), True
    if cut:
        text += ELLIPSIS
    return text or "?"


def shown_names(names: Iterable[object], limit: int = MAX_SHOWN) -> list[str]:
    return [shown_name(n, limit) for n in names]


def shown_text(text: object, limit: int = 200) -> str:
    """Any other string from a file or a program (a rules name, a fault detail) made
    plain the same way, with a looser length bound."""
    return shown_name(text, limit)
