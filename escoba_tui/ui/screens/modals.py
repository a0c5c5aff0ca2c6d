"""The small screens over the game: hot-seat privacy, the count, the end of the match, help."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static
from textual.worker import get_current_worker

from ...files.names import MAX_SHOWN, shown_name
from ...game.engine import HandScore
from ...game.rules import Rules
from ...i18n import catalogue as S
from ...i18n import wording as W
from ..widgets.footer import Footer
from ..widgets.text import PathText
from .base import Review, TooSmall

if TYPE_CHECKING:
    from ...game.record import Record
    from ...study.analyze import Analysis


class _Left(Exception):
    """The end screen's analysis was cancelled (the screen is gone)."""


class PrivacyScreen(ModalScreen[bool]):
    """Hides every hand until the next human says they are at the keyboard. It takes every
    key: Enter alone continues (False), q asks whether to leave the match (True: leave);
    nothing typed here reaches the game."""

    # priority: the focused button's own Enter would hide this one from the footer
    BINDINGS = [Binding("enter", "go", "KEY_CONTINUE", priority=True), Binding("q", "leave", "KEY_MENU", priority=True)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.seat_name = shown_name(name)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="privacy", classes="dialog"):
            # A name is text, never markup.
            yield Static(Content(W.addressed("PRIVACY", self.seat_name)), classes="dialog-title")
            yield Static(Content(W.addressed("PRIVACY_NOTE", self.seat_name)))
            yield Button(Content(W.addressed("PRIVACY_BUTTON", self.seat_name)), id="go", variant="primary")
        yield Footer()

    def on_key(self, event: events.Key) -> None:
        # Every other key stops here: not the button's, not the game's below.
        event.stop()
        event.prevent_default()

    def action_go(self) -> None:
        self.dismiss(False)

    def action_leave(self) -> None:
        self.app.push_screen(LeaveScreen(), self.answered)

    def answered(self, leave: bool | None) -> None:
        if leave:
            self.dismiss(True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(False)


class LeaveScreen(ModalScreen[bool]):
    """Leave the match for the menu? It is saved; Enter alone stays. A hosted table says
    instead what becomes of the seat (`title`, `note`)."""

    BINDINGS = [Binding("y", "answer(True)", "KEY_LEAVE"), Binding("n,escape", "answer(False)", "KEY_STAY")]

    def __init__(self, title: str | None = None, note: str | None = None) -> None:
        super().__init__()
        self.title_text, self.note = title, note

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="leave", classes="dialog"):
            yield Static(self.title_text or S.LEAVE_TITLE, classes="dialog-title")
            yield Static(self.note or S.LEAVE_NOTE, id="leave-note")
            with Horizontal(classes="buttons"):
                yield Button(S.LEAVE_NO, id="stay", variant="primary")
                yield Button(S.LEAVE_YES, id="leave", variant="warning")
        yield Footer()

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#stay"))

    def action_answer(self, leave: bool) -> None:
        self.dismiss(leave)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "leave")


def count_table(
    score: HandScore, side_names: Sequence[str], before: Sequence[int], target: int, style: str = "spanish"
) -> Table:
    """The count of one hand, category by category: who won it and why (ties say so), its
    suits and ranks named as on `style` card faces."""
    words = W.face_words(style)
    side_names = [shown_name(n, 2 * MAX_SHOWN + 3) for n in side_names]
    table = Table(box=None, padding=(0, 1), show_header=False, expand=True)
    table.add_column("category", style="bold", no_wrap=True)
    table.add_column("who", no_wrap=True)
    table.add_column("why", ratio=1)
    for award in score.awards:
        who = (
            S.COUNT_NOBODY
            if award.side is None
            else S.COUNT_WON.format(side=side_names[award.side], points=award.points)
        )
        category = words["COUNT_CATEGORIES"].get(award.category, award.category)
        table.add_row(category, Text(who), Text(W.say(award.reason, style=style)))
    return table


def count_sides(score: HandScore, side_names: Sequence[str], before: Sequence[int], target: int) -> Table:
    """Per side, a row each (four or six seats fit 80 columns): escobas, this hand's points,
    the total so far; the target under it."""
    side_names = [shown_name(n, 2 * MAX_SHOWN + 3) for n in side_names]
    table = Table(
        box=None,
        padding=(0, 1),
        show_header=True,
        header_style="bold",
        caption=S.COUNT_TARGET.format(target=target),
        caption_justify="left",
        caption_style="italic",
    )  # not dim: it must read
    table.add_column("", no_wrap=True, overflow="ellipsis", max_width=2 * MAX_SHOWN + 3)
    for head in (S.COUNT_CATEGORIES["escobas"], S.COUNT_HAND_POINTS, S.COUNT_TOTALS):
        table.add_column(head, justify="right", no_wrap=True)
    for i, name in enumerate(side_names):
        # Side names are text, never markup.
        table.add_row(Text(name), str(score.escobas[i]), str(score.points[i]), str(before[i] + score.points[i]))
    return table


class CountScreen(ModalScreen[None]):
    """The end of a hand, like the seeds' "Le décompte"."""

    # priority: the focused button's own Enter would hide this one from the footer
    BINDINGS = [Binding("enter", "go", "KEY_CONTINUE", priority=True)]

    def __init__(
        self,
        number: int,
        score: HandScore,
        side_names: Sequence[str],
        before: Sequence[int],
        target: int,
        last: bool,
        style: str = "spanish",
    ) -> None:
        super().__init__()
        self.number, self.score, self.side_names = number, score, list(side_names)
        self.before, self.target, self.last, self.style = list(before), target, last, style

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="count", classes="dialog wide"):
            yield Static(S.COUNT_SCREEN_TITLE.format(n=self.number), classes="dialog-title")
            # Ties and four or six seats make it long: the body scrolls, the button stays in sight.
            with VerticalScroll(id="count-body"):
                yield Static(count_table(self.score, self.side_names, self.before, self.target, self.style))
                yield Static(count_sides(self.score, self.side_names, self.before, self.target), id="count-sides")
            yield from self.compose_notes()
            yield Button(S.COUNT_BUTTON_END if self.last else S.COUNT_BUTTON_NEXT, id="go", variant="primary")
        yield Footer()

    def compose_notes(self) -> ComposeResult:
        """Lines a kind of count adds under it, beside the button (none here)."""
        yield from ()

    def action_go(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)


class Leave(StrEnum):
    """What the player does at the end of a match (or on leaving one): the end screen's
    buttons are named by these values."""

    MENU = "menu"
    NEW = "new"
    REMATCH = "rematch"
    REVIEW = "review"
    QUIT = "quit"


class EndScreen(ModalScreen[Leave]):
    """The winner, the scores, and what next: new match, rematch or quit."""

    BINDINGS = [
        Binding("n", "choose('new')", "END_NEW"),
        Binding("r", "choose('rematch')", "END_REMATCH"),
        Binding("v", "choose('review')", "END_REVIEW"),
        Binding("q", "choose('quit')", "END_QUIT"),
    ]

    # Results of the analysis are drawn at most this often (the last one always).
    DRAW_S = 0.25

    class Reviewed(Message):
        """The match's analysis is done (the app keeps your accuracy in your record)."""

        def __init__(self, record: Record, analysis: Analysis) -> None:
            super().__init__()
            self.record = record
            self.analysis = analysis

    def __init__(
        self,
        winner: str | None,
        side_names: Sequence[str],
        scores: Sequence[int],
        note: str = "",
        choices: Sequence[tuple[Leave, str]] | None = None,
        review: Record | None = None,
        seat_names: Sequence[str] = (),
        replay: Callable[[], Screen] | None = None,
    ) -> None:
        """`replay`: the match's replay, opened over this screen by Review (q in it comes
        back here, analysis and all); without it, Review leaves with Leave.REVIEW."""
        super().__init__()
        self.replay = replay
        # The match to analyse in the background (each player's accuracy, shown when done).
        self.review = review
        self.seat_names = [shown_name(n) for n in seat_names]
        self.analysis: Analysis | None = None
        self.progress = (0, 0)
        self.drawn_at = 0.0
        self.gone = False
        # (choice, label) per button; a screen offers only what it can do (a hosted match: no new one).
        self.choices = (
            list(choices)
            if choices is not None
            else [
                (Leave.NEW, S.END_NEW),
                (Leave.REMATCH, S.END_REMATCH),
                (Leave.REVIEW, S.END_REVIEW),
                (Leave.QUIT, S.END_QUIT),
            ]
        )
        sides = 2 * MAX_SHOWN + 3
        self.winner = shown_name(winner, sides) if winner is not None else None
        self.side_names = [shown_name(n, sides) for n in side_names]
        self.scores, self.note = list(scores), note

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="end", classes="dialog"):
            if self.winner is None:
                title = S.END_TIE
            else:
                verbs = S.verbs(self.winner)
                title = S.END_TITLE.format(side=self.winner, wins=verbs["wins"])
            yield Static(Content(title), classes="dialog-title")
            lines = Text("\n".join(S.END_SCORES.format(side=n, points=p) for n, p in zip(self.side_names, self.scores)))
            yield Static(lines)
            if self.note:
                yield PathText(self.note, classes="note")  # the record's path breaks at a "/"
            if self.review is not None:
                yield Static(Content(self.accuracy_text()), id="end-accuracy")
            yield from self.compose_notes()
            with Horizontal(classes="buttons"):
                for i, (choice, label) in enumerate(self.choices):
                    if i == 0:
                        yield Button(label, id=choice, variant="primary")
                    else:
                        yield Button(label, id=choice, variant="error" if choice == Leave.QUIT else "default")
        yield Footer()

    def compose_notes(self) -> ComposeResult:
        """Lines a kind of end screen adds above its buttons (none here)."""
        yield from ()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters and parameters[0] not in {c for c, _ in self.choices}:
            return False
        return True

    def action_choose(self, what: str) -> None:
        if what == Leave.REVIEW and self.replay is not None:
            self.app.push_screen(self.replay())
            return
        self.leave()
        self.dismiss(Leave(what))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id or Leave.QUIT)

    # ------------------------------------------------------------ the analysis, in the background

    def on_mount(self) -> None:
        if self.review is not None:
            self.run_analysis()

    @work(thread=True, exclusive=True, group="end-analysis")
    def run_analysis(self) -> None:
        """`escoba analyze` of the match with the review's settings, in a process of its own
        (analyze_apart): this worker thread passes its results on, and the keys never wait."""
        from ...study import analyze

        worker = get_current_worker()
        record = self.review
        if record is None:
            return

        def step(done: int, total: int, _move: object) -> None:
            if worker.is_cancelled or self.gone:
                raise _Left
            self.app.call_from_thread(self.analysis_step, done, total)

        try:
            analysis = analyze.analyze_apart(
                record, iters=Review.ITERS, on_move=step, cancelled=lambda: worker.is_cancelled or self.gone
            )
        except _Left:
            return
        if analysis is not None and not worker.is_cancelled and not self.gone:
            self.app.call_from_thread(self.analysis_done, record, analysis)

    def analysis_step(self, done: int, total: int) -> None:
        self.progress = (done, total)
        now = time.monotonic()
        if now - self.drawn_at >= self.DRAW_S:
            self.drawn_at = now
            self.show_accuracy()

    def analysis_done(self, record: Record, analysis: Analysis) -> None:
        self.analysis = analysis
        self.post_message(self.Reviewed(record, analysis))
        self.show_accuracy()

    def accuracy_text(self) -> str:
        if self.analysis is None:
            done, total = self.progress
            return S.END_ACCURACY_WAIT.format(done=done, total=total or "…")
        names = self.seat_names
        players = [
            S.END_ACCURACY_PLAYER.format(
                name=names[p.seat] if p.seat < len(names) else str(p.seat),
                accuracy=S.ACCURACY_PERCENT.format(n=W.number(p.accuracy)),
            )
            for p in self.analysis.players
        ]
        return S.END_ACCURACY.format(players=", ".join(players))

    def show_accuracy(self) -> None:
        """Draw the accuracy line, unless the screen is going (its widgets may be gone)."""
        if self.gone or not self.is_attached:
            return
        for line in self.query("#end-accuracy").results(Static):
            line.update(Content(self.accuracy_text()))

    def leave(self) -> None:
        """The screen is going: its analysis stops and draws nothing more."""
        self.gone = True
        self.workers.cancel_group(self, "end-analysis")

    def on_unmount(self) -> None:
        self.leave()


class HintScreen(ModalScreen[None]):
    """The hint whole, with its reason, when the hand's line had to cut it (h twice)."""

    BINDINGS = [Binding("escape,enter,h,q", "close", "KEY_CLOSE")]

    def __init__(self, hint: str) -> None:
        super().__init__()
        self.hint = hint

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="hint-whole", classes="dialog"):
            yield Static(S.HINT_WHOLE_TITLE, classes="dialog-title")
            with VerticalScroll(id="hint-body"):
                yield Static(self.hint, markup=False)  # names reach it: text, never markup
            yield Button(S.HELP_CLOSE, id="close", variant="primary")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)


MAX_SPEC_SHOWN = 400  # a command line is shown whole up to here: the player must see what runs


class ProgramsScreen(ModalScreen[bool]):
    """Before a saved match starts the programs it names: which ones, and run them or not."""

    BINDINGS = [Binding("escape", "answer(False)", "KEY_CANCEL")]

    def __init__(self, programs: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.programs = list(programs)  # (seat name, player spec) as the save gives them

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="programs", classes="dialog wide"):
            yield Static(S.PROGRAMS_TITLE, classes="dialog-title")
            yield Static(S.PROGRAMS_NOTE)
            # From a file anyone could have written: text, never markup.
            yield Static(
                Text(
                    "\n".join(
                        f"• {shown_name(name)}: {shown_name(spec, MAX_SPEC_SHOWN)}" for name, spec in self.programs
                    )
                ),
                id="program-list",
            )
            with Horizontal(classes="buttons"):
                yield Button(S.PROGRAMS_CANCEL, id="cancel", variant="primary")
                yield Button(S.PROGRAMS_RUN, id="run", variant="warning")
        yield Footer()

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#cancel"))  # Enter alone never starts a program

    def action_answer(self, run: bool) -> None:
        self.dismiss(run)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "run")


def seat_legend() -> list[tuple[str, str]]:
    """What the marks of the other seats' panels and lines say: the backs, "p4", "━2", the
    partner's and dealer's marks and the levels' short forms ("G")."""
    levels = ", ".join(f"{S.LEVEL_SHORT[kind]} {word}" for kind, word in S.LEVEL_WORDS.items() if kind in S.LEVEL_SHORT)
    return [
        (S.CARD_BACK * 3, S.HELP_SEAT_BACKS),
        (f"{S.SEAT_PILE_SHORT.format(n=4)}, {S.SEAT_PILE.format(n=4)}", S.HELP_SEAT_PILE),
        (S.ESCOBA_MARK + "2", S.HELP_SEAT_ESCOBAS),
        (f"{S.SEAT_PARTNER_MARK}, {S.SEAT_PARTNER}", S.HELP_SEAT_PARTNER),
        (f"{S.SEAT_DEALER_MARK}, {S.SEAT_DEALER}", S.HELP_SEAT_DEALER),
        (
            ", ".join(S.LEVEL_SHORT[kind] for kind in S.LEVEL_WORDS if kind in S.LEVEL_SHORT),
            S.HELP_SEAT_LEVELS.format(levels=levels),
        ),
    ]


class HelpScreen(ModalScreen[None]):
    """The rules of the preset in short, and the keys of the screen it is opened over:
    made from that screen's own bindings, so the list cannot drift from the keys."""

    BINDINGS = [Binding("escape,question_mark,q,enter", "close", "KEY_CLOSE")]

    def __init__(
        self,
        rules: Rules,
        style: str = "spanish",
        bindings: Sequence[BindingType] = (),
        keys: str = "HELP_GAME_KEYS",
        mouse: str = "",
    ) -> None:
        super().__init__()
        self.rules = rules
        self.style = style  # the card faces the rules' words name
        # The screen's bindings, the catalogue name of what its actions do, and of its mouse lines.
        self.shown_bindings = list(Binding.make_bindings(bindings))
        self.key_words, self.mouse_words = keys, mouse

    def key_rows(self) -> list[tuple[str, str]]:
        """The key list in the language in force: the bindings' rows, then the mouse's."""
        what = dict(getattr(S, self.key_words))
        if self.rules.compulsory_capture and "cycle" in what:  # no "no capture" step to cycle to
            what["cycle"] = S.HELP_CYCLE_COMPULSORY
        rows = W.help_keys(self.shown_bindings, what)
        return rows + list(getattr(S, self.mouse_words) if self.mouse_words else ())

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="help", classes="dialog wide"):
            yield Static(
                S.HELP_TITLE.format(preset=self.rules.preset, target=self.rules.target), classes="dialog-title"
            )
            with VerticalScroll(id="help-body"):
                yield Static(S.HELP_RULES, classes="section")
                yield Static("\n".join(f"• {line}" for line in W.rule_lines(self.rules, style=self.style)))
                yield Static(S.HELP_KEYS, classes="section")
                keys = Table(box=None, show_header=False, padding=(0, 2))
                keys.add_column(style="bold", no_wrap=True)
                keys.add_column()
                for key, what in self.key_rows():
                    keys.add_row(key, what)
                yield Static(keys)
                yield Static(S.HELP_SEATS, classes="section")
                legend = Table(box=None, show_header=False, padding=(0, 2))
                legend.add_column(style="bold", no_wrap=True)
                legend.add_column()
                for mark, what in seat_legend():
                    legend.add_row(Text(mark), Text(what))
                yield Static(legend, id="help-seats")
            yield Button(S.HELP_CLOSE, id="close", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        # The body has the focus: arrows, PgUp/PgDn, Home/End scroll it; Enter still closes.
        self.query_one("#help-body", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)
