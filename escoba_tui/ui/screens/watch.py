"""The screens of a spectator at a hosted table (`escoba join --watch`).

The game screen is the networked one (NetGameScreen) driving a WatchMatch: every seat
is the host's, so every hand stays face down, nothing can be chosen, and the moves
appear as the host reports them. Before the match starts, a small screen says so.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...i18n import catalogue as S
from ..watch_session import WatchMatch
from ..widgets.footer import Footer
from ..widgets.hand import HandView
from .base import TooSmall
from .game import GameScreen
from .modals import EndScreen, Leave
from .net_game import NetGameScreen


class WatchWaitScreen(Screen):
    """Watching a table whose match has not started yet."""

    DEFAULT_CSS = "WatchWaitScreen { align: center middle; }"
    BINDINGS = [Binding("q", "app.quit", "KEY_QUIT")]

    def __init__(self, code: str) -> None:
        super().__init__()
        self.code = code

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(classes="dialog"):
            yield Static(S.WATCH_TITLE.format(code=self.code), classes="dialog-title")
            yield Static(S.WATCH_WAITING, id="waiting")
        yield Footer()


class WatchScreen(NetGameScreen):
    """The game screen for a spectator: the table live, every hand face down."""

    def __init__(self, match: WatchMatch, display: Any, data_dir: Any) -> None:
        super().__init__(match, display, data_dir)

    def redraw(self) -> None:
        super().redraw()
        if self.hand is not None and self.is_attached:
            # Where a player's own hand would be, nobody's: it says whose table this is.
            self.query_one(HandView).title = S.WATCH_TITLE.format(code=self.net.client.code)

    def end_screen(self, winner: str | None, scores: Any, note: str) -> EndScreen:
        return EndScreen(winner, self.side_names, scores, note, choices=[(Leave.QUIT, S.NET_LEAVE)])

    def action_leave(self) -> None:
        # A spectator holds no seat: nothing becomes of it, so q leaves without asking.
        GameScreen.action_leave(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("select", "step", "play", "cycle", "hint", "renuncio", "undo", "export"):
            return False  # a spectator chooses nothing
        return super().check_action(action, parameters)
