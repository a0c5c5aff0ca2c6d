"""The game screen at a hosted table, and the screen that waits for the table to fill.

The game screen is the one of a local match, driving a ClientMatch: the other seats
"think" until the host reports their moves, and the human's move goes to the host. The
connection's messages reach the screen on the app's thread; a drop shows a note, the
client joins again with its token, and `resync` redraws the position.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...cards import Move
from ...players import Decision
from .. import strings as S
from ..net_session import ClientMatch
from ..widgets.footer import Footer
from .base import TooSmall
from ..settings import Display
from .game import GameScreen
from .modals import EndScreen


class WaitScreen(Screen):
    """Seated, waiting for the other players to take their seats."""

    DEFAULT_CSS = "WaitScreen { align: center middle; }"
    BINDINGS = [Binding("q", "app.quit", "KEY_QUIT")]

    def __init__(self, code: str, seat: int, waiting: int) -> None:
        super().__init__()
        self.code, self.seat, self.waiting = code, seat, waiting

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(classes="dialog"):
            yield Static(S.NET_TABLE.format(code=self.code), classes="dialog-title")
            yield Static(S.NET_WAITING.format(n=self.waiting), id="waiting")
        yield Footer()


class NetGameScreen(GameScreen):
    """The game screen for one seat at a hosted table."""

    def __init__(self, match: ClientMatch, display: Display, data_dir) -> None:
        super().__init__(match, display, data_dir)  # type: ignore[arg-type]
        self.net: ClientMatch = match
        self.deal_wanted = False  # advance() waits for the host's next hand_start
        self.turn_wanted = False  # advance() waits for the host to ask for our move
        self.shown_end = False

    # -- the host's messages

    def receive(self, message: dict[str, Any]) -> None:
        meaning = self.net.receive(message)
        kind = message.get("type")
        if (meaning == "deal" and self.deal_wanted) or (meaning == "turn" and self.turn_wanted):
            self.deal_wanted = self.turn_wanted = False
            self.advance()
        elif meaning == "resync":
            self.token += 1  # whatever was under way was for the old position
            self.thinking = None
            self.clear_choice()
            while len(self.app.screen_stack) > 1 and self.app.screen is not self:
                self.app.pop_screen()
            self.notify(S.NET_BACK)
            self.advance()
        elif meaning == "end":
            self.token += 1
            self.end_of_match()
        elif kind == "_reconnecting":
            self.notify(S.NET_RECONNECTING, severity="warning")
        elif kind == "_closed" and not self.net.game.over and self.net.result is None:
            self.notify(S.NET_LOST.format(reason=message.get("reason", "")), severity="error", timeout=30)

    # -- the flow, where the host sets the pace

    def advance(self) -> None:
        if not self.is_attached:
            return
        if self.net.game.hand is None and not self.net.can_deal() and not self.net.game.over:
            self.deal_wanted = True  # joined between hands: the host deals next
            return
        if self.net.needs_deal() and not self.net.can_deal():
            self.deal_wanted = True
            self.waiting = True
            self.redraw()
            return
        hand = self.net.game.hand
        if (hand is not None and not hand.over and hand.turn == self.net.me and not self.net.game.over
                and not self.net.asked()):
            # Our move comes once the host asks: its `deal` has come by then, so the
            # picture holds our real new cards rather than stand-ins.
            self.turn_wanted = True
            self.waiting = True
            self.redraw()
            return
        self.net.reveal()
        super().advance()

    def ai_done(self, token: int, decision: Decision | None, error: str, legal: list[Move]) -> None:
        if token != self.token or not self.is_attached:
            return
        self.net.reveal()  # the card the host showed goes where the picture had a stand-in
        super().ai_done(token, decision, error, legal)

    def save(self) -> None:
        pass  # the host keeps the record; the local saved match is not touched

    def end_of_match(self) -> None:
        if self.shown_end:
            return
        self.shown_end = True
        self.waiting = True
        game = self.net.game
        result = self.net.result or {}
        note = S.NET_FORFEIT if result.get("result") == "forfeit" else ""
        if self.hand is not None:
            self.redraw()
        winner = self.net.side_name(game.winner) if game.winner is not None else None
        self.app.push_screen(EndScreen(winner, self.side_names, game.running_scores(), note), self.after_end)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "export":
            return False
        return super().check_action(action, parameters)
