"""The environments' argument checks, below everything else in escoba_tui.env (numpy
only): the one error for arguments an environment cannot take, whole numbers as the
environments take them (an action, a move index, a seed), and values named in messages."""

from __future__ import annotations

import reprlib
from typing import Any

import numpy as np

from ..errors import EscobaError
from ..game.values import is_int


class EnvError(EscobaError, ValueError):
    """An environment built with arguments it cannot take."""


def as_whole(action: Any) -> int | None:
    """`action` (an action, a move index, a seed) as an int when it is a whole number:
    an int (not a bool), a numpy integer or a 0-d numpy integer array; None for anything
    else (a float, a bool, a string, an array of several numbers or of none), which no
    mask allows."""
    if isinstance(action, np.ndarray):
        if action.ndim != 0 or action.dtype.kind not in "iu":
            return None
        return int(action)
    if isinstance(action, np.integer) or is_int(action):
        return int(action)
    return None


def value_text(value: Any) -> str:
    """`value` for an error message, on one line and bounded (a list can be huge)."""
    text = " ".join(reprlib.repr(value).split())
    return text if len(text) <= 60 else text[:57] + "..."
