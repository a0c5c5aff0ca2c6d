"""A match with remote seats, hosted by the game itself from its setup screen (issue 11).

Start on the setup screen with a seat set to "Remote player" and the game hosts the match:
a small dialog asks for the port and whether to listen beyond this machine, then the
host of `escoba host` runs in this process (net/local.py), and a waiting screen shows
the address, port, code and the exact `escoba join` command to send a friend, and who
has come so far. The player at the screen takes their own seat the way a friend does,
as a client over 127.0.0.1, and plays in the game screen of `escoba join` (NetGameScreen):
one game loop, the table's, runs everyone, and the computer seats play on the host.

The host ends with the match: when it is over, left, cancelled, and when the app ends
(the screen that owns the match stops it as it is unmounted).

Only the app switches its main screen: the flow posts it messages (`HostedMatch.Show`,
`HostedMatch.Ended`, `HostedMatch.Chosen`, `HostedMatch.Said`) and imports nothing of it.
"""

from __future__ import annotations

import dataclasses
import queue
from pathlib import Path
from typing import Any

from textual.app import App
from textual.message import Message
from textual.screen import Screen
from textual.worker import get_current_worker

from ..errors import part
from ..i18n import catalogue as S
from ..i18n.wording import error_text
from ..net.client import JoinError, SeatClient
from ..net.local import HostingError, LocalHost, PortInUse
from ..net.table import REMOTE, TableConfig
from ..net.wire import DEFAULT_PORT, PRESENCE, REMATCH, SHOWN
from .net_session import ClientMatch
from .screens.hosting import HostedGameScreen, HostingScreen, HostOptionsScreen
from .session import HUMAN
from .settings import Settings


def host_name(name: str) -> str:
    """The name the player at the screen sits under at their table: the one typed on the
    setup screen. The screen's default, "You" in any language, names nobody to the friends
    (their screens would say "You play" of someone else) nor in the record: it is "Host"."""
    yous = {S.words_for(code)["YOU"].casefold() for code in S.LANGUAGES}
    return S.HOST_SEAT_NAME if name.strip().casefold() in yous else name


def table_config(settings: Settings, seed: int | None = None) -> tuple[TableConfig, int]:
    """The table the setup screen's choices describe, and the seat of the player at the screen
    (a remote seat of the table: they join it as a client, as their friends do)."""
    me = next(i for i, seat in enumerate(settings.seats) if seat.kind == HUMAN)
    seats = [REMOTE if seat.kind in (HUMAN, REMOTE) else seat.kind for seat in settings.seats]
    # The names chosen on the screen are kept, but a friend's seat takes the name they join with.
    names: list[str | None] = [
        None if seat.kind == REMOTE else host_name(seat.name) if seat.kind == HUMAN else seat.name
        for seat in settings.seats
    ]
    config = TableConfig(
        seats=seats,
        rules=settings.preset,
        options=settings.option_values(),
        target=settings.target,
        partners=settings.partners,
        names=names,
        seed=seed,
    )
    return config, me


class HostedMatch:
    """One hosted match from start to end: the host, the player's own connection, the screens."""

    class Show(Message):
        """Make `screen` the app's main screen (the waiting screen, then the game's)."""

        def __init__(self, screen: Screen) -> None:
            super().__init__()
            self.screen = screen

    class Ended(Message):
        """The match will not be played (cancelled, or the host stopped): back to the setup screen."""

    class Chosen(Message):
        """The table is hosted with these choices: keep them for next time."""

        def __init__(self, settings: Settings) -> None:
            super().__init__()
            self.settings = settings

    class Said(Message):
        """A message of the host to our seat, handed to the app's thread in order."""

        def __init__(self, hosted: HostedMatch, message: dict[str, Any]) -> None:
            super().__init__()
            self.hosted = hosted
            self.message = message

    def __init__(
        self,
        app: App[Any],
        settings: Settings,
        data_dir: Path,
        seed: int | None = None,
        speed: str | None = None,
    ) -> None:
        self.app = app
        self.settings = settings
        self.data_dir = data_dir
        self.seed = seed  # None: a fresh one (the table draws it)
        self.speed = speed  # the app's override of the display speed (tests: "instant")
        self.local: LocalHost | None = None
        self.client: SeatClient | None = None
        self.game: HostedGameScreen | None = None
        self.owner: Screen | None = None  # the screen whose leaving ends the match
        self.presence: dict[str, Any] | None = None  # told before the game screen exists
        self.port = DEFAULT_PORT
        self.public = False
        self.stopped = False

    # -- starting

    def ask(self, error: str = "") -> None:
        """The dialog before hosting: port, and whether to listen on every address."""
        self.app.push_screen(HostOptionsScreen(self, self.port, self.public, error))

    def start(self, port: int, public: bool) -> str | None:
        """Host the table and take our seat; None, or what went wrong in words."""
        self.port, self.public = port, public
        config, me = table_config(self.settings, self.seed)
        try:
            local = LocalHost(config, me, self.data_dir / "host", public=public, port=port)
            local.start()
        except PortInUse:
            return S.HOST_PORT_IN_USE.format(port=port)
        except HostingError as exc:
            return S.HOST_FAILED.format(error=error_text(exc))
        name = config.names[me] or ""  # the table has it fixed; the join says it too
        # As escoba join asks: presence (the other seats' panels say who is here, away or
        # thinking), the table's rematch (the same table and code, when everyone asks), and
        # `shown` (our clock starts when our turn is on screen, not behind the count).
        client = SeatClient(
            "127.0.0.1", local.listening_port, config.code, name, seat=me, extensions=(PRESENCE, REMATCH, SHOWN)
        )
        try:
            client.connect()
        except JoinError as exc:
            local.stop()
            return S.HOST_FAILED.format(error=error_text(exc))
        self.local, self.client = local, client
        self.seed = config.seed
        self.app.post_message(self.Chosen(self.settings))
        waiting = HostingScreen(self)
        self.owner = waiting
        self.app.post_message(self.Show(waiting))
        self.app.run_worker(self._pump, thread=True, group="hosted", exit_on_error=False)
        return None

    # -- the host's messages to our seat

    def _pump(self) -> None:
        """Hand the host's messages to the app's thread, in order (`Said`), waiting on
        the inbox, not polling it. post_message, not call_from_thread: that one waits for
        the app, and an app on its way out waits for this thread; every half second it
        looks whether the match stopped or the app cancelled it."""
        client = self.client
        assert client is not None
        worker = get_current_worker()
        while not self.stopped and not worker.is_cancelled:
            try:
                message = client.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            self.app.post_message(self.Said(self, message))
            if message.get("type") == "_closed":
                return

    def on_message(self, message: dict[str, Any]) -> None:
        if self.stopped:
            return
        kind = message.get("type")
        if kind == "presence":
            self.presence = message  # kept for the screen of a match to come (a rematch's too)
        old = self.game
        if old is not None and kind == "hello" and (old.net.rematch or {}).get("state") == "agreed":
            # The table's rematch: a new match at the same table, on a new screen; the end screen goes.
            old.net.retire()
            self.game = None
            while len(self.app.screen_stack) > 2:
                self.app.pop_screen()
            self.app.notify(S.NET_REMATCH_GO)
        if self.game is not None:
            self.game.receive(message)
            return
        if kind == "hello":  # every seat is taken: the match begins
            assert self.client is not None
            match = ClientMatch(self.client, message)
            if self.presence is not None:  # who is here carries over; who thinks is told at the first turn
                match.take_presence({**self.presence, "thinking": None, "time_ms": None})
            display = self.settings.display
            if self.speed:
                display = dataclasses.replace(display, speed=self.speed)
            self.game = HostedGameScreen(match, display, self.data_dir, self)
            self.owner = self.game
            self.app.post_message(self.Show(self.game))
        elif kind == "_closed":
            # In the player's words (the client's `reason` is English): what the host sent
            # wrong, its own error, or a close.
            why = message.get("why")
            if why == "invalid":
                reason = error_text(part("join_invalid", fault=message.get("fault") or message.get("invalid", "")))
            elif why == "error":
                reason = S.NET_HOST_ERROR.format(message=message.get("reason", ""))
            else:
                reason = S.NET_CLOSED
            self.stop()
            self.app.notify(S.HOSTING_STOPPED.format(reason=reason), severity="error", markup=False)
            self.app.post_message(self.Ended())

    # -- the end

    def stop(self) -> None:
        """End the host (its port, its threads) and our connection. Safe to call twice."""
        if self.stopped:
            return
        self.stopped = True
        if self.game is not None:
            self.game.net.close()
        if self.client is not None:
            self.client.close()
        if self.local is not None:
            self.local.stop()

    def cancel(self) -> None:
        self.stop()
        self.app.post_message(self.Ended())


def host_from_setup(
    app: App[Any], settings: Settings, data_dir: Path, seed: int | None = None, speed: str | None = None
) -> HostedMatch:
    """The setup screen's Start with remote seats: ask how to host, then host."""
    hosted = HostedMatch(app, settings, data_dir, seed, speed)
    hosted.ask()
    return hosted
