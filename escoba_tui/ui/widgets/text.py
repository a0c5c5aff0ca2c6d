"""Drawing text into widgets: redraw only what changed, shorten to a few lines, a clock."""

from __future__ import annotations

import re
import textwrap

from rich.cells import cell_len
from rich.text import Text
from textual.content import Content
from textual.visual import VisualType
from textual.widgets import Static


def same_text(a: object, b: object) -> bool:
    """Whether two contents draw the same: equal strings, or Rich texts alike in words, styles
    and how they wrap (anything else, a table say, is taken as changed)."""
    if isinstance(a, str) and isinstance(b, str):
        return a == b
    if isinstance(a, Text) and isinstance(b, Text):
        return a == b and (a.style, a.justify, a.overflow, a.no_wrap, a.end) == (
            b.style,
            b.justify,
            b.overflow,
            b.no_wrap,
            b.end,
        )
    return False


def redraw_text(widget: Static, content: VisualType, key: object = None) -> None:
    """`widget.update(content)`, laying the screen out again only where the widget's size may
    change with its content. Textual lays out the whole screen after every update; a board
    redraw updates a dozen texts, most of them the same size as before (a seat's panel, the
    status line, the score sheet): those are repainted, not laid out. Content drawn the same
    as what is shown (or, given a `key`, drawn from the same key) is left alone."""
    if key is not None:
        if getattr(widget, "_drawn_from", None) == key:
            return
        widget._drawn_from = key  # type: ignore[attr-defined]  # the key a widget was drawn from rides on it
    elif same_text(content, widget.content):
        return
    styles = widget.styles
    width = widget.content_size.width
    if not widget.is_mounted or width <= 0 or (styles.width is not None and styles.width.is_auto):
        widget.update(content)
        return
    if styles.height is not None and not styles.height.is_auto:  # set by the stylesheet: content never moves it
        widget.update(content, layout=False)
        return
    # As tall as its content: laid out again if the content's height at this width changed.
    container, viewport = widget.container_size, widget.app.size
    before = widget.get_content_height(container, viewport, width)
    widget.update(content, layout=False)
    if widget.get_content_height(container, viewport, width) != before:
        widget.refresh(layout=True)


def shorten_lines(text: str, width: int, lines: int, more: str = "") -> str:
    """`text` wrapped at words into at most `lines` lines of `width` cells; if it needs more,
    the last line ends with "…" after a whole word (then `more`, saying how to see it all)."""
    if width <= 1 or not text:
        return text
    wrapped = textwrap.wrap(text, width, break_long_words=True)
    if len(wrapped) <= lines:
        return "\n".join(wrapped)
    head = wrapped[: lines - 1]
    rest = " ".join(wrapped[lines - 1 :])
    room = max(1, width - 1 - len(more))
    cut = rest[:room]
    if len(rest) > room and " " in cut:
        cut = cut[: cut.rindex(" ")]
    return "\n".join(head + [cut.rstrip(" ,;:—") + "…" + more])


# A piece of a line: a word (with the spaces after it), cut after each path separator.
_PIECE = re.compile(r"[^\s/\\]*[/\\]|[^\s/\\]+\s*|\s+")


def wrap_paths(text: str, width: int) -> str:
    """`text` wrapped into lines of `width` cells at spaces and after a path's separators
    ("/", "\\"), never inside a name: `data/records/` then `escoba-20260102.toml`, not
    `escoba-20260102.to` then `ml`. A name wider than a line keeps its start and its
    extension around a "…"."""
    if width <= 1:
        return text
    out: list[str] = []
    for line in text.split("\n"):
        current = ""
        for piece in _PIECE.findall(line):
            if cell_len((current + piece).rstrip()) <= width:
                current += piece
                continue
            if current.strip():
                out.append(current.rstrip())
            current = "" if piece.isspace() else _fit_name(piece, width)
        out.append(current.rstrip())
    return "\n".join(out)


def _fit_name(piece: str, width: int) -> str:
    """A name (or word) as wide as `width` at most: its start, "…", its last dot on."""
    if cell_len(piece.rstrip()) <= width:
        return piece
    name = piece.rstrip()
    dot = name.rfind(".")
    tail = name[dot:] if 0 < dot and len(name) - dot <= width // 2 else ""
    head = name[: len(name) - len(tail)]
    while head and cell_len(head) + 1 + cell_len(tail) > width:
        head = head[:-1]
    return head + "…" + tail


class PathText(Static):
    """Words with a path in them, wrapped by `wrap_paths` at the widget's width (again at
    every resize): a line breaks after a separator, never inside a file's name."""

    def __init__(self, text: str, **kwargs) -> None:
        super().__init__(Content(text), **kwargs)
        self.text = text

    def on_resize(self) -> None:
        width = self.content_size.width
        if width > 0:
            self.update(Content(wrap_paths(self.text, width)))


def clock_text(ms: int) -> str:
    seconds = (ms + 999) // 1000  # 0:00 only once the time is really up
    return f"{seconds // 60}:{seconds % 60:02d}"
