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
    """An environment built or called with arguments it cannot take."""


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


def composing_actions(composing: Any) -> tuple[int, ...]:
    """The actions taken so far in a move being composed (a list, tuple or 1-d array:
    its card 0-39, then table cards 40-79) as ints; EnvError for anything else."""
    listed = isinstance(composing, (list, tuple, np.ndarray))
    actions = [as_whole(a) for a in composing] if listed else [None]
    out = tuple(a for i, a in enumerate(actions) if a is not None and (0 <= a < 40 if i == 0 else 40 <= a < 80))
    if len(out) != len(actions):
        raise EnvError(
            "composing must be the actions taken so far in the move (its card 0-39, then"
            f" table cards 40-79), not {value_text(composing)}"
        )
    return out


def check_seat(seat: Any, seats: int) -> int:
    """`seat` as an int when it is one of `seats` seats; EnvError otherwise."""
    number = as_whole(seat)
    if number is None or not 0 <= number < seats:
        raise EnvError(f"seat must be one of the seats 0..{seats - 1}, not {value_text(seat)}")
    return number
