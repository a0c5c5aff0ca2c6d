"""`escoba join`: the app for one seat at a hosted table (the screens are in screens/net_game.py).

It lives apart from the screens so that the main app can show the same screens (a match
hosted from its setup screen) without importing an app into itself.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import work
from textual.message import Message
from textual.worker import get_current_worker

from ..i18n import catalogue as S
from ..i18n.wording import error_text
from .base_app import BaseApp
from .net_session import ClientMatch
from .screens.game import GameScreen
from .screens.net_game import NetGameScreen, WaitScreen
from .settings import Display
from .widgets.text import clock_text


class JoinApp(BaseApp):
    """The full-screen game for one seat at a hosted table (`escoba join`)."""

    def __init__(
        self,
        client,
        faces: str = "spanish",
        speed: str = "fast",
        clock: Callable[[], float] | None = None,
        **kwargs: Any,
    ) -> None:
        """`kwargs` as BaseApp takes them (data_dir, theme_dirs, blink, language, theme)."""
        super().__init__(**kwargs)
        self.client = client
        self.clock = clock  # what the screen's countdowns read (None: the system's; tests pass their own)
        self.shown_as = Display(faces=faces, speed=speed)
        self.net_screen: NetGameScreen | None = None
        self.presence: dict[str, Any] | None = None  # told before the match's screen exists
        self.leaving = False  # exit() was called: the connection's own end is no news

    def show_first(self) -> None:  # the table, waiting for the match
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

    def on_join_app_host_said(self, event: JoinApp.HostSaid) -> None:
        self.on_host_message(event.data)

    def ended_by(self, message: dict[str, Any]) -> bool:
        """True when there is nothing more to do with a message: we are leaving (the
        `_closed` that leaving causes would exit again, as a failure), or the host broke
        the protocol (the client has closed the connection: said in the player's words,
        exit code 2)."""
        if self.leaving:
            return True
        if message.get("type") == "_closed" and message.get("invalid"):
            fault = message.get("fault")
            detail = error_text(fault) if fault is not None else message["invalid"]
            self.exit(message=Text(S.NET_INVALID.format(detail=detail)), return_code=2)
            return True
        return False

    def closed_text(self, message: dict[str, Any]) -> str:
        """Why the connection ended before the match began, in the player's words (the
        client's `reason` is English): the host's own error, its stop, no answer, or a close."""
        why = message.get("why")
        if why == "error":
            return S.NET_LOST.format(reason=S.NET_HOST_ERROR.format(message=message.get("reason", "")))
        if why == "stopped":
            return S.NET_STOPPED
        if why == "gave_up":
            return S.NET_LOST.format(
                reason=S.NET_GAVE_UP.format(n=self.client.attempts, time=clock_text(int(self.client.give_up_s * 1000)))
            )
        return S.NET_LOST.format(reason=S.NET_CLOSED)

    def on_host_message(self, message: dict[str, Any]) -> None:
        if self.ended_by(message):
            return
        kind = message.get("type")
        if kind == "presence":
            self.presence = message
        old = self.net_screen
        if old is not None and kind == "hello" and (old.net.rematch or {}).get("state") == "agreed":
            # The rematch: a new match at the same table, on a new screen; the end screen goes.
            old.net.retire()
            self.net_screen = None
            while len(self.screen_stack) > 2:
                self.pop_screen()
            self.notify(S.NET_REMATCH_GO)
        if self.net_screen is None:
            hello = message if kind == "hello" else message.get("hello") if kind == "resync" else None
            if hello is None:
                if kind == "_closed":
                    self.exit(message=Text(self.closed_text(message)), return_code=1)  # text, never markup
                return
            match = ClientMatch(self.client, hello, self.clock)
            if self.presence is not None:
                # Who is here carries over; who is thinking is told again at the first turn.
                match.take_presence({**self.presence, "thinking": None, "time_ms": None})
            self.net_screen = NetGameScreen(match, self.shown_as, self.data_dir)
            if kind == "resync":
                match.receive(message)
            self.set_main(self.net_screen)
            return
        self.net_screen.receive(message)

    def exit(self, *args: Any, **kwargs: Any) -> None:
        # Close first: the thread reading the host and any seat waiting for a move end
        # with the connection, so the program ends with the app.
        self.leaving = True
        if self.net_screen is not None:
            self.net_screen.net.close()
        self.client.close()
        super().exit(*args, **kwargs)

    def on_game_screen_left(self, message: GameScreen.Left) -> None:
        # Leave (a rematch never leaves the end screen: the host's `hello` replaces it). A
        # connection lost for good mid-match ends the program as a failure (1), as before the
        # match; a host that said it stops does not.
        net = self.net_screen.net if self.net_screen is not None else None
        lost = (
            net is not None
            and net.lost is not None
            and net.lost.get("why") in ("gave_up", "error")
            and net.stopped is None
            and net.result is None
        )
        self.exit(return_code=1 if lost else 0)
