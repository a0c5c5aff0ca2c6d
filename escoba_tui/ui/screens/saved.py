"""The question `escoba play` asks when a match is in progress: resume it, replace it, or stop."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...i18n import catalogue as S
from ..widgets.footer import Footer
from .base import TooSmall

# What the player can answer (dismiss values).
RESUME, REPLACE, CANCEL = "resume", "replace", "cancel"


class SavedMatchScreen(ModalScreen[str]):
    """A new match would replace the one in progress: say which one, and ask.

    Replacing never loses it (the app files it among the records); Cancel changes nothing."""

    BINDINGS = [Binding("escape", "answer('cancel')", "KEY_CANCEL")]

    def __init__(self, summary: str, seats: str, folder: str) -> None:
        super().__init__()
        self.summary = summary  # names from a file: drawn as text below, never as markup
        self.seats = seats
        self.folder = folder

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="saved-ask", classes="dialog wide"):
            yield Static(S.SAVED_ASK_TITLE, classes="dialog-title")
            yield Static(Text(S.SAVED_ASK_SCORE.format(summary=self.summary)), id="saved-ask-score")
            yield Static(Text(S.SETUP_SAVED_SEATS.format(seats=self.seats)), id="saved-ask-seats")
            yield Static(Text(S.SAVED_ASK_NOTE.format(folder=self.folder)), classes="note")
            with Horizontal(classes="buttons"):
                yield Button(S.SAVED_ASK_RESUME, id=RESUME, variant="success")
                yield Button(S.SAVED_ASK_REPLACE, id=REPLACE, variant="warning")
                yield Button(S.SAVED_ASK_CANCEL, id=CANCEL)
        yield Footer()

    def on_mount(self) -> None:
        self.set_focus(self.query_one(f"#{RESUME}"))  # Enter alone keeps the match going

    def action_answer(self, choice: str) -> None:
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or CANCEL)
