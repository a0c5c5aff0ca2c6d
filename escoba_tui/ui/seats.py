"""Seats in words: a computer's level beside its name ("Ada · Expert"), from the catalogue."""

from __future__ import annotations

import shlex
from collections.abc import Sequence

from ..files.names import shown_name
from ..i18n import catalogue as S

MAX_LEVEL_SHOWN = 16  # characters of a kind beside a name (a program's file name, cut short)
PEOPLE = ("human", "remote")  # kinds that are people: no level beside their names


def level_word(kind: str) -> str | None:
    """A seat's kind in a word: a level ("Expert"), a plugin's name, a program's file name
    (`cmd:python3 bots/mine.py` is "mine.py"), a py: player's class; None for a person."""
    spec = kind.strip()
    if spec.partition(":")[0] in PEOPLE:
        return None
    if spec.startswith("cmd:"):
        command = spec[4:]
        try:
            words = shlex.split(command)
        except ValueError:
            words = command.split()
        # The program's file, not the interpreter that runs it: the first word naming a file.
        named = next((w for w in words[1:] if "/" in w or "." in w), words[0] if words else "cmd")
        word = named.rstrip("/").rsplit("/", 1)[-1] or named
    elif spec.startswith("py:"):
        word = spec[3:].partition(":")[0].rsplit(".", 1)[-1]
    else:
        base = spec.partition(":")[0]
        word = S.LEVEL_WORDS.get(base, base)
    return shown_name(word, MAX_LEVEL_SHOWN)


def seat_title(name: str, kind: str) -> str:
    """A seat as the game shows it: its name, and for a computer its level beside it."""
    level = level_word(kind)
    return S.SEAT_WITH_LEVEL.format(name=name, level=level) if level else name


def seat_titles(names: Sequence[str], kinds: Sequence[str] | None) -> list[str]:
    if kinds is None:
        return list(names)
    return [seat_title(name, kind) for name, kind in zip(names, kinds)]
