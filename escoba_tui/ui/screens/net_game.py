"""`escoba join`: the game screen at a hosted table, and the app that waits for the table.

The game screen is the one of a local match, driving a ClientMatch: the other seats
"think" until the host reports their moves, and the human's move goes to the host. The
connection's messages reach the screen on the app's thread; a drop shows a note, the
client joins again with its token, and `resync` redraws the position.
"""

from __future__ import annotations

import queue
from typing import Any

from textual import work
from textual.worker import get_current_worker
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from ...cards import Move
from ...players import Decision
from .. import strings as S
from ..app import EscobaApp
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


class JoinApp(EscobaApp):
    """The full-screen game for one seat at a hosted table (`escoba join`)."""

    def __init__(self, client, faces: str = "spanish", speed: str = "fast", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.client = client
        self.shown_as = Display(faces=faces, speed=speed)
        self.net_screen: NetGameScreen | None = None

    def show_setup(self, options_open: bool = False) -> None:  # instead of the setup screen: the table
        joined = self.client.joined
        self.set_main(WaitScreen(self.client.code, joined.get("seat", 0), joined.get("seats_waiting", 0)))
        self.read_host()

    class HostSaid(Message):
        """A message from the host, handed from the reading thread to the app's."""

        def __init__(self, data: dict[str, Any]) -> None:
            super().__init__()
            self.data = data

    @work(thread=True, exclusive=True, group="net")
    def read_host(self) -> None:
        # post_message, not call_from_thread: that one waits for the app, and an app on
        # its way out waits for this thread.
        # It also looks every half second whether the app has cancelled it (on exit).
        worker = get_current_worker()
        while not worker.is_cancelled:
            try:
                message = self.client.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            self.post_message(self.HostSaid(message))
            if message.get("type") == "_closed":
                return

    def on_join_app_host_said(self, event: "JoinApp.HostSaid") -> None:
        self.on_host_message(event.data)

    def on_host_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if self.net_screen is None:
            hello = message if kind == "hello" else message.get("hello") if kind == "resync" else None
            if hello is None:
                if kind == "_closed":
                    self.exit(message=message.get("reason", ""), return_code=1)
                return
            match = ClientMatch(self.client, hello)
            self.net_screen = NetGameScreen(match, self.shown_as, self.data_dir)
            if kind == "resync":
                match.receive(message)
            self.set_main(self.net_screen)
            return
        self.net_screen.receive(message)

    def exit(self, *args: Any, **kwargs: Any) -> None:
        # Close first: the thread reading the host and any seat waiting for a move end
        # with the connection, so the program ends with the app.
        if self.net_screen is not None:
            self.net_screen.net.close()
        self.client.close()
        super().exit(*args, **kwargs)

    def on_game_screen_left(self, message: GameScreen.Left) -> None:
        self.exit()  # a hosted match has no rematch or menu here: the host decides what is next

