"""A spectator's match (`escoba join --watch`): a ClientMatch in which nobody is at the keyboard.

Every seat is one of the host's: its move is the `played` the host reports, and every
hand is a stand-in until its cards are played (the picture is a SeatMirror of nobody's
seat, net/watch_client.py). The game screen then runs it as it runs a match of
computers: every hand face down, nothing to choose. No Textual here.
"""

from __future__ import annotations

from typing import Any

from ..net.watch_client import WatchClient, seat_state, watcher_hello
from .net_session import ClientMatch


class WatchMatch(ClientMatch):
    """The LocalMatch interface of ui/session.py for a spectator: no seat is ours."""

    def __init__(self, client: WatchClient, watching: dict[str, Any]) -> None:
        super().__init__(client, watcher_hello(watching))
        self.watching = watching

    @property
    def humans(self) -> list[int]:
        return []  # nobody here plays: every hand stays face down

    def receive(self, message: dict[str, Any]) -> str:
        """As a seat's, with the spectator's forms of `hand_start` (no hand) and `resync`
        (the public position) made the seat's, with an empty hand."""
        kind = message.get("type")
        if kind == "hand_start":
            message = {**message, "hand": []}
        elif kind == "resync" and isinstance(message.get("state"), dict):
            message = {**message, "state": seat_state(message["state"])}
        elif kind == "watching":
            return ""
        return super().receive(message)
