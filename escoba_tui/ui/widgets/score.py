"""The score sheet: each side's total against the target and this hand's count so far."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.widgets import Static

from ...game.engine import HandState
from ...i18n import catalogue as S
from ...i18n import wording as W
from .text import redraw_text

SIDE_LINES = 3  # lines a side's name may take on the sheet before it is cut short


def side_lines(name: str, room: int) -> str:
    """A side's name in `room` cells: whole on one line if it fits; else broken before its
    joins ("You & Bruno" / "& Dario"), every member named, in at most SIDE_LINES lines; a
    member too long for a line alone ends in "…", and so does the last line if more follow."""
    room = max(2, room)
    if cell_len(name) <= room:
        return name
    join = S.SIDE_JOIN.strip() or S.SIDE_JOIN
    members = name.split(S.SIDE_JOIN)
    tokens = [members[0]] + [f"{join} {member}" for member in members[1:]]

    def cut(word: str, width: int) -> str:
        if cell_len(word) <= width:
            return word
        while word and cell_len(word) > width - 1:
            word = word[:-1]
        return word.rstrip() + "…"

    lines: list[str] = []
    for token in tokens:
        if lines and cell_len(lines[-1]) + 1 + cell_len(token) <= room:
            lines[-1] += " " + token
        else:
            lines.append(cut(token, room))
    if len(lines) > SIDE_LINES:
        lines = lines[:SIDE_LINES]
        lines[-1] = cut(lines[-1] + " …", room)
    return "\n".join(lines)


class ScoreSheet(Static):
    """Per side: the running total against the target, and this hand's count so far."""

    DEFAULT_CSS = """
    ScoreSheet { border: round $primary; height: auto; padding: 0 1; border-title-color: $title-primary; }
    """

    shown: tuple | None = None  # what show() was last given: drawn again at a new width

    def on_resize(self) -> None:
        if self.shown is not None:
            hand, side_names, totals, target, style = self.shown
            self.show(hand, side_names=side_names, totals=totals, target=target, style=style)

    def show(
        self,
        hand: HandState | None,
        *,
        side_names: Sequence[str],
        totals: Sequence[int],
        target: int,
        style: str = "spanish",
    ) -> None:
        self.shown = (hand, side_names, totals, target, style)
        self.border_title = Content(S.SCORE_TITLE.format(target=target))
        heads = W.face_words(style)["SCORE_HEAD"]  # the oros column named as the faces do
        score = hand.score() if hand is not None else None
        rows: list[list[str]] = []
        for side in range(len(side_names)):
            row = [f"{totals[side]}"]
            if score is not None:
                row += [
                    str(score.cards[side]),
                    str(score.oros[side]),
                    str(score.sevens[side]),
                    "✓" if score.velo[side] else "",
                    str(score.escobas[side]),
                ]
            else:
                row += [""] * 5
            rows.append(row)
        # The names give way, never the figures: the name column gets what the figures leave
        # of the width, and a side's name too long for it takes a line per member or two
        # ("You & Bruno" / "& Dario" beside "esc" at 80x24), cut short only past SIDE_LINES.
        figures = [max([cell_len(head)] + [cell_len(r[i]) for r in rows]) + 1 for i, head in enumerate(heads[1:])]
        room = self.content_size.width - sum(figures) if self.content_size.width else 14
        table = Table(box=None, padding=(0, 0, 0, 1), show_edge=False, pad_edge=False)
        room = max(6, room)
        table.add_column(heads[0], no_wrap=True, overflow="ellipsis", max_width=room, min_width=6)
        for head in heads[1:]:
            table.add_column(head, justify="right", no_wrap=True)
        for name, row in zip(side_names, rows):
            table.add_row(Text(side_lines(name, room)), *row)
        # A table is new every time: it is drawn again only when what it shows changed.
        redraw_text(self, table, key=(tuple(heads), tuple(side_names), tuple(map(tuple, rows)), room))
