"""The footer: key bindings carry catalogue names (`KEY_PLAY`), worded here where they are drawn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter

from .. import strings as S


class Footer(TextualFooter):
    """Textual's footer, its key descriptions in the language in force when it composes.

    Bindings are declared once, at import, in no language at all; a language switch needs
    nothing beyond the catalogue's, since every screen composes its footer afresh."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            description = getattr(widget, "description", None)
            if isinstance(description, str):
                widget.description = S.key_label(description)  # type: ignore[attr-defined]
            yield widget
