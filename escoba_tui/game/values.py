"""Plain values, one home for each test of them: an integer that is not a bool (True is an
int to Python, never a count to us), a number likewise, and the one parser of a scalar
typed on a command line (`seed=3`, `exact=true`, `ms=0.5`)."""

from __future__ import annotations

from typing import Any, TypeGuard

TRUE_WORDS = ("true", "yes", "on")
FALSE_WORDS = ("false", "no", "off")


def is_int(value: Any) -> TypeGuard[int]:
    """An int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> TypeGuard[int | float]:
    """An int or a float that is not a bool (NaN and infinities included: range checks are the caller's)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse_bool(text: str) -> bool | None:
    """true/yes/on -> True, false/no/off -> False (any case), anything else None."""
    low = text.strip().lower()
    if low in TRUE_WORDS:
        return True
    if low in FALSE_WORDS:
        return False
    return None


def parse_scalar(text: str, floats: bool = True) -> bool | int | float | str:
    """A word from a command line, typed: a bool word, an int, a float (when `floats`), or the text."""
    flag = parse_bool(text)
    if flag is not None:
        return flag
    for kind in (int, float) if floats else (int,):
        try:
            return kind(text)
        except ValueError:
            pass
    return text
