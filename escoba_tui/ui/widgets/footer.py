"""The footer: key bindings carry catalogue names (`KEY_PLAY`), worded here where they are drawn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter

from .. import strings as S

COMPACT_BELOW = 100  # columns: a narrower footer drops the padding around each key


class Footer(TextualFooter):
    """Textual's footer, its key descriptions in the language in force when it composes.

    Bindings are declared once, at import, in no language at all; a language switch needs
    nothing beyond the catalogue's, since every screen composes its footer afresh.

    Below 100 columns it is compact (one space less per key): the replay's keys, the last
    of them q Quit, then fit 80 columns instead of running off the edge."""

    _drawn: tuple | None = None  # what the keys on show were composed from

    def _shown(self) -> tuple:
        """Everything compose draws the keys from: the screen's bindings (shown or not, on or
        off, their tooltips) and the words in force."""
        return (S.in_force(), self.show_command_palette,
                tuple((node_binding[1], node_binding[2], node_binding[3])
                      for node_binding in self.screen.active_bindings.values()))

    def bindings_changed(self, screen: Screen) -> None:
        # Textual composes the footer afresh whenever the screen's bindings are refreshed,
        # which a game screen asks for at every move; the same keys composed again cost a
        # layout of the whole screen for a picture that does not change.
        if (self._drawn is not None and self.is_attached and screen is self.screen
                and self._drawn == self._shown()):
            return
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            self._drawn = self._shown()
        for widget in super().compose():
            description = getattr(widget, "description", None)
            if isinstance(description, str):
                widget.description = S.key_label(description)  # type: ignore[attr-defined]
            yield widget

    def on_mount(self) -> None:
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: Resize) -> None:
        self.compact = event.size.width < COMPACT_BELOW
