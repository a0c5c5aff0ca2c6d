"""Reading a catalogue's words in tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def strings(value: Any) -> Iterator[str]:
    """Every string in a catalogue value: the value itself, or those inside its dicts,
    lists, tuples and sets, depth first."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from strings(item)
