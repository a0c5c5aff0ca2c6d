"""The move log: every play of the hand in words, and the words for a move or a hint."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from ...game.cards import Move
from ...game.engine import HandState
from ...game.reasons import Because
from ...i18n import catalogue as S
from ...i18n import wording as W
from .look import Look
from .text import redraw_text


class MoveLog(VerticalScroll, can_focus=False):
    """Every play of the hand in words. It scrolls by the mouse, or by the screen's keys
    (↑ ↓); it goes to its end when a line is added, and stays where the keys put it otherwise."""

    shown_text: str | None = None
    follow = True  # kept at its end on every redraw (False: the keys scrolled it back)

    DEFAULT_CSS = """
    MoveLog { border: round $secondary; height: 1fr; padding: 0 1; border-title-color: $title-secondary; }
    MoveLog > Static { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="log-text", markup=False)

    def on_mount(self) -> None:
        self.border_title = S.LOG_TITLE

    def show(self, lines: Sequence[str]) -> None:
        text = "\n".join(lines)
        if text != self.shown_text:
            self.shown_text = text
            redraw_text(self.query_one("#log-text", Static), text)
            self.follow = True
        if self.follow:
            # After the next refresh has laid the new lines out (wrapping makes them taller
            # than their count), scroll_end itself waits for one more, then goes to the end.
            self.call_after_refresh(self.scroll_end, animate=False)

    def watch_virtual_size(self) -> None:
        """The lines' height known at last (a layout may settle a pass after the refreshes
        `show` waited for, leaving the log a line short of its end): to the end again, once
        the size is all set."""
        if self.follow:
            self.call_later(self.scroll_end, animate=False, immediate=True)


def log_lines(
    hand: HandState,
    names: Sequence[str],
    look: Look,
    reasons: Mapping[tuple[int, int], Because] | None = None,
    takeovers: Collection[tuple[int, int]] = (),
) -> list[str]:
    """The hand so far in words: "Ada plays Q♣ and takes 6♠.", each computer move
    followed by the one line its player gave for it (`reasons`, by hand and move index);
    a move in `takeovers` (by hand and move index) is the computer's for a seat gone too
    long, told as "Ana (computer) plays …"."""
    lines = [S.LOG_HAND.format(n=hand.hand_number, dealer=names[hand.dealer], **S.verbs(names[hand.dealer]))]
    if hand.opening:
        lines.append(S.LOG_OPENING.format(dealer=names[hand.dealer], cards=look.names(hand.opening)))
    escobas = set(hand.escoba_at)
    for i, (seat, move) in enumerate(hand.history):
        by = takeover_names(names, seat) if (hand.hand_number, i) in takeovers else names
        lines.append(describe_move(seat, move, by, look, i in escobas))
        reason = reasons.get((hand.hand_number, i)) if reasons else None
        if reason:
            lines.append(S.LOG_REASON.format(reason=W.say(reason, look)))
    if hand.leftovers and hand.last_capturer is not None:
        taker = names[hand.last_capturer]
        lines.append(S.LOG_LEFTOVERS.format(name=taker, cards=look.names(hand.leftovers), **S.verbs(taker)))
    return lines


def takeover_names(names: Sequence[str], seat: int) -> list[str]:
    """The names with `seat`'s marked as the computer playing on for it: "Ana (computer)"."""
    return [S.NET_TAKEOVER_NAME.format(name=n) if s == seat else n for s, n in enumerate(names)]


def describe_move(seat: int, move: Move, names: Sequence[str], look: Look, escoba: bool = False) -> str:
    name = names[seat]
    verbs = S.verbs(name)
    if move.claim:
        return S.LOG_CLAIM.format(name=name, card=look.name(move.card), cards=look.names(move.captures), **verbs)
    if move.captures:
        line = S.LOG_TAKE.format(name=name, card=look.name(move.card), cards=look.names(move.captures), **verbs)
        return line + (S.LOG_ESCOBA if escoba else "")
    return S.LOG_PLAY.format(name=name, card=look.name(move.card), **verbs)


def describe_hint(move: Move, look: Look) -> str:
    if move.claim:
        return S.HINT_CLAIM.format(card=look.name(move.card))
    if move.captures:
        return S.HINT_TAKE.format(card=look.name(move.card), cards=look.names(move.captures))
    return S.HINT_PLAY.format(card=look.name(move.card))
