"""The screens of a match hosted from the setup screen (the flow is in ui/hosting.py):
the dialog before hosting, the waiting screen with the code, and our seat's game screen."""

from __future__ import annotations

from typing import Any, Protocol

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Checkbox, Input, Label, Static

from ...game.record import RecordError, read_record
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...net.local import LocalHost
from ...net.table import REMOTE
from ..net_session import ClientMatch
from ..widgets.footer import Footer
from .base import TooSmall
from .modals import EndScreen, Leave
from .net_game import NetEndScreen, NetGameScreen
from .setup import kind_label


class HostedMatch(Protocol):
    """What these screens ask of the hosted match (ui/hosting.HostedMatch): said here so
    the screens need not import the flow that shows them."""

    local: LocalHost | None
    stopped: bool
    owner: Screen | None  # the screen whose leaving ends the match

    def start(self, port: int, public: bool) -> str | None: ...  # None, or what went wrong
    def ask(self, error: str = "") -> None: ...
    def stop(self) -> None: ...
    def cancel(self) -> None: ...


class HostOptionsScreen(ModalScreen[None]):
    """Before hosting: which port, and whether to listen beyond this machine (with a warning)."""

    DEFAULT_CSS = """
    HostOptionsScreen { align: center middle; }
    #host-options Static { margin-bottom: 1; }
    .host-port-row { height: 1; margin-bottom: 1; }
    .host-port-label { width: auto; padding-right: 2; color: $text-muted; }
    #host-port { width: 8; }
    #host-error { color: $title-error; }
    """

    BINDINGS = [Binding("escape", "back", "KEY_CANCEL")]

    def __init__(self, hosted: HostedMatch, port: int, public: bool, error: str = "") -> None:
        super().__init__()
        self.hosted = hosted
        self.port, self.public, self.error = port, public, error

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="host-options", classes="dialog"):
            yield Static(S.HOST_TITLE, classes="dialog-title")
            yield Static(S.HOST_NOTE)
            yield Horizontal(
                Label(S.HOST_PORT, classes="host-port-label"),
                Input(str(self.port), type="integer", id="host-port", max_length=5, compact=True),
                classes="host-port-row",
            )
            yield Checkbox(S.HOST_PUBLIC, value=self.public, id="host-public", compact=True)
            yield Static(S.HOST_PUBLIC_WARNING, id="host-warning", classes="note")
            yield Static(Text(self.error), id="host-error")
            with Horizontal(classes="buttons"):
                yield Button(S.HOST_START, id="host", variant="primary", compact=True)
                yield Button(S.HOST_BACK, id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#host-warning").display = self.public
        self.query_one("#host-port", Input).cursor_blink = False
        self.set_focus(self.query_one("#host", Button))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        self.query_one("#host-warning").display = event.value

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_host()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "host":
            self.action_host()
        else:
            self.action_back()

    def action_host(self) -> None:
        text = self.query_one("#host-port", Input).value.strip()
        if not text.isdigit() or int(text) > 65535:
            self.query_one("#host-error", Static).update(Text(S.HOST_BAD_PORT))
            return
        public = self.query_one("#host-public", Checkbox).value
        self.dismiss()
        problem = self.hosted.start(int(text), public)
        if problem is not None:
            self.hosted.ask(problem)

    def action_back(self) -> None:
        self.dismiss()


class HostingScreen(Screen):
    """The table is open: where friends join, the command to send them, who has come."""

    DEFAULT_CSS = """
    HostingScreen { align: center middle; }
    #hosting { padding: 0 2; }
    .hosting-title { text-style: bold; color: $title-accent; }
    #hosting-where { margin-bottom: 1; }
    #join-command { text-style: bold; color: $title-accent; padding-left: 2; }
    #hosting-ssh { color: $text-muted; margin-bottom: 1; }
    #watch-command { padding-left: 2; margin-bottom: 1; }
    """

    BINDINGS = [
        Binding("escape", "cancel", "KEY_CANCEL"),
        Binding("c", "copy", "HOSTING_COPY"),
    ]

    def __init__(self, hosted: HostedMatch) -> None:
        super().__init__()
        self.hosted = hosted
        assert hosted.local is not None
        self.local: LocalHost = hosted.local

    def compose(self) -> ComposeResult:
        local = self.local
        yield TooSmall()
        # It scrolls if the terminal is smaller still than 80x24 allows for six seats.
        with VerticalScroll(id="hosting", classes="dialog wide"):
            yield Static(Text(S.HOSTING_TITLE.format(code=local.code)), classes="hosting-title")
            yield Static(
                Text(S.HOSTING_WHERE.format(address=local.address(), port=local.port, code=local.code)),
                id="hosting-where",
            )
            if local.public:
                yield Static(S.HOSTING_PUBLIC, id="hosting-public", classes="note")
            yield Static(S.HOSTING_SEND)
            yield Static(Text(local.join_command()), id="join-command")
            yield Static(Text(S.HOSTING_SSH.format(ssh=local.ssh_command(S.HOSTING_SSH_LOGIN))), id="hosting-ssh")
            if local.config.max_watchers > 0:
                yield Static(S.HOSTING_WATCH)
                yield Static(Text(local.watch_command()), id="watch-command")
            yield Static("", id="hosting-seats")
            yield Static("", id="hosting-waiting")
            with Horizontal(classes="buttons"):
                yield Button(S.HOSTING_COPY, id="copy", compact=True)
                yield Button(S.HOSTING_CANCEL, id="cancel", variant="error", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.show_seats()
        self.set_interval(0.25, self.show_seats)
        self.set_focus(self.query_one("#cancel", Button))

    def show_seats(self) -> None:
        if self.hosted.stopped:
            return
        lines = []
        for seat in self.local.seats():
            if seat.kind == "you":
                who = S.HOSTING_YOU.format(name=seat.name)
            elif seat.kind == REMOTE:
                who = seat.name or S.HOSTING_REMOTE
            else:
                who = f"{seat.name} ({kind_label(seat.kind)})" if seat.name != seat.kind else kind_label(seat.kind)
            lines.append(
                S.HOSTING_SEAT.format(n=seat.seat + 1, who=who, state=S.HOSTING_STATES.get(seat.state, seat.state))
            )
        self.query_one("#hosting-seats", Static).update(Text("\n".join(lines)))
        self.query_one("#hosting-waiting", Static).update(Text(W.waiting_for(self.local.waiting_for())))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "copy":
            self.action_copy()
        else:
            self.action_cancel()

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.local.join_command())
        self.notify(S.HOSTING_COPIED, markup=False)

    def action_cancel(self) -> None:
        self.hosted.cancel()

    def on_unmount(self) -> None:
        if self.hosted.owner is self:  # the app is ending while the table waits
            self.hosted.stop()


class HostEndScreen(NetEndScreen):
    """The end of the match we host: the table's rematch (the same table and code, when every
    player asks for it, as at escoba join), its review, a new match, or quit."""

    BINDINGS = [Binding("q", "choose('quit')", "END_QUIT")]

    def __init__(self, net: ClientMatch, winner: str | None, side_names: Any, scores: Any, note: str = "") -> None:
        super().__init__(net, winner, side_names, scores, note)
        self.choices = [
            (Leave.REMATCH, S.END_REMATCH),
            (Leave.REVIEW, S.END_REVIEW),
            (Leave.NEW, S.END_NEW),
            (Leave.QUIT, S.END_QUIT),
        ]


class HostedGameScreen(NetGameScreen):
    """Our seat at the table we host: `escoba join`'s game screen, and the end of the host with it."""

    def __init__(self, match: ClientMatch, display: Any, data_dir: Any, hosted: HostedMatch) -> None:
        super().__init__(match, display, data_dir)
        self.hosted = hosted

    def end_screen(self, winner: str | None, scores: Any, note: str) -> EndScreen:
        return HostEndScreen(self.net, winner, self.side_names, scores, note)

    def leave_title(self) -> str:
        return S.HOST_LEAVE_TITLE

    def leave_note(self) -> str:
        return S.HOST_LEAVE_NOTE  # the table stops with us: the friends are told so

    def after_end(self, choice: Leave | None) -> None:
        local = self.hosted.local
        path = local.record_path() if local is not None else None  # this match's, before any rematch
        self.net.close()
        self.hosted.stop()  # the host's threads end: the record is written by then
        record = None
        if path is not None and path.exists():
            try:
                record = read_record(path)
            except RecordError:
                record = None
        else:
            path = None
        self.post_message(self.Left(choice or Leave.QUIT, record, path))

    def on_unmount(self) -> None:
        if self.hosted.owner is self:  # left mid-match, or the app is ending
            self.hosted.stop()
