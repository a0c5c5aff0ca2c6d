"""The footer: key bindings carry catalogue names (`KEY_PLAY`), worded here where they are drawn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.widgets import Footer as TextualFooter

from .. import strings as S

COMPACT_BELOW = 100  # columns: a narrower footer drops the padding around each key


class Footer(TextualFooter):
    """Textual's footer, its key descriptions in the language in force when it composes.

    Bindings are declared once, at import, in no language at all; a language switch needs
    nothing beyond the catalogue's, since every screen composes its footer afresh.

    Below 100 columns it is compact (one space less per key): the replay's keys, the last
    of them q Quit, then fit 80 columns instead of running off the edge."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            description = getattr(widget, "description", None)
            if isinstance(description, str):
                widget.description = S.key_label(description)  # type: ignore[attr-defined]
            yield widget

    def on_mount(self) -> None:
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: Resize) -> None:
        self.compact = event.size.width < COMPACT_BELOW
