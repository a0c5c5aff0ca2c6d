"""`escoba join --watch`: the app of a spectator at a hosted table (network.md, "Watching")."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .join_app import JoinApp
from .screens.watch import WatchScreen, WatchWaitScreen
from .watch_session import WatchMatch


class WatchApp(JoinApp):
    """The full-screen game showing a hosted table live, every hand face down."""

    def __init__(self, client, faces: str = "spanish", speed: str = "fast", **kwargs: Any) -> None:
        super().__init__(client, faces=faces, speed=speed, **kwargs)
        self.watching: dict[str, Any] = dict(client.joined)  # the table as last described

    def show_first(self) -> None:  # the table, waiting for a hand to show
        self.set_main(WatchWaitScreen(self.client.code))
        self.read_host()

    def on_host_message(self, message: dict[str, Any]) -> None:
        if self.ended_by(message):
            return
        kind = message.get("type")
        if kind == "watching":
            self.watching = message
            old = self.net_screen
            if old is not None and old.net.result is not None:  # the table's rematch: a new match
                old.net.retire()
                self.net_screen = None
                while len(self.screen_stack) > 2:
                    self.pop_screen()
                self.set_main(WatchWaitScreen(self.client.code))
            return
        if self.net_screen is None:
            if kind == "_closed":
                self.exit(message=Text(self.closed_text(message)), return_code=1)  # text, never markup
                return
            if kind not in ("hand_start", "resync"):
                return
            match = WatchMatch(self.client, self.watching)
            self.net_screen = WatchScreen(match, self.shown_as, self.data_dir)
            match.receive(message)
            self.set_main(self.net_screen)
            return
        self.net_screen.receive(message)
