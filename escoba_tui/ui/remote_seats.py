"""Remote seats on the setup screen: a seat a friend takes over the network.

A match with remote seats is hosted by the game itself (ui/hosting.py); what the
setup screen needs to know about them is here, apart from the hosting machinery.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import catalogue as S
from ..net.table import REMOTE
from .session import HUMAN, Seat


def has_remote(seats: Sequence[Seat]) -> bool:
    return any(seat.kind == REMOTE for seat in seats)


def seats_problem(seats: Sequence[Seat]) -> str | None:
    """What stops these seats from being hosted, in words; None when nothing does.

    The player at this screen plays one seat, as a client of the table like the others;
    a second local human would have nobody's screen to play on."""
    if has_remote(seats) and sum(seat.kind == HUMAN for seat in seats) != 1:
        return S.HOST_ONE_HUMAN
    return None


__all__ = ["REMOTE", "has_remote", "seats_problem"]
