"""Practice screens: your mistakes tried again (from the review), and puzzles from your games.

Both show a position as the seat to move saw it (its hand, the table; every other hand
face down), let the player choose with the game's own keys and clicks, judge the choice
by the analysis, then show the best move on the table. At the end: how many were found."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from textual import work
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Static
from textual.worker import get_current_worker

from ...files.lock import LockedError
from ...game.cards import Move
from ...game.engine import HandState
from ...game.rules import Rules
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...i18n.wording import error_text
from ...study.practice import PracticeVerdict
from ..widgets.hand import HandView, PadButton
from ..widgets.look import Look
from ..widgets.move_log import MoveLog, describe_hint, describe_move, log_lines
from .board import BoardScreen
from .choosing import CHOICE_BINDINGS, MoveChoice


@dataclass
class Exercise:
    """One position to choose in: the position, its players, the running totals, what the
    status line says of it, and how a choice is judged (run in a worker thread)."""

    state: HandState
    names: Sequence[str]
    side_names: Sequence[str]
    rules: Rules
    totals: Sequence[int]
    about: str
    judge: Callable[[HandState, Move], PracticeVerdict]
    key: object = None  # what the screen that made it knows it by (a move of the record, a puzzle)


class PracticeScreen(MoveChoice, BoardScreen):
    """A series of positions to find the best move in (see the module's notes)."""

    BINDINGS = [
        *CHOICE_BINDINGS,
        Binding("enter", "play", "KEY_PLAY"),
        # Once a choice is judged, Enter goes on: the footer says so (KEY_PLAY is off then).
        Binding("enter", "next('enter')", "KEY_NEXT"),
        Binding("c,space", "cycle", "KEY_CYCLE"),
        Binding("t", "count", "KEY_COUNT"),
        Binding("up", "log_scroll(-1)", "KEY_LOG", show=False),
        Binding("down", "log_scroll(1)", "KEY_LOG", show=False),
        Binding("question_mark", "help", "KEY_HELP"),
        Binding("q,escape", "back", "KEY_BACK"),
    ]
    # Each kind of practice adds its key to go on (Textual merges a subclass's bindings
    # with these).
    HELP_KEYS = "HELP_PRACTICE_KEYS"
    NEXT_LINE = "PUZZLE_NEXT"  # how to go on, once a choice is judged (a catalogue name)

    class Closed(Message):
        """The player is done: `found` of `tried` positions were found."""

        def __init__(self, found: int, tried: int, last: object) -> None:
            super().__init__()
            self.found = found
            self.tried = tried
            self.last = last

    def __init__(
        self,
        exercises: Sequence[Exercise],
        look_style: str = "spanish",
        show_values: bool = True,
        rules: Rules | None = None,
        names: Sequence[str] = ("", ""),
        side_names: Sequence[str] = ("", ""),
    ) -> None:
        first = exercises[0] if exercises else None
        rules = first.rules if first is not None else rules
        assert rules is not None
        super().__init__(
            Look(look_style, show_values, rules),
            first.names if first else names,
            first.side_names if first else side_names,
        )
        self.look_style, self.show_values = look_style, show_values
        self.exercises = list(exercises)
        self.at = 0
        self.phase = "choose"  # choose, judging, answered, done
        self.verdict: PracticeVerdict | None = None
        self.results: list[bool] = []
        self.message = ""  # said in place of a position (none to show, or the summary)
        self.clear_choice()

    # ------------------------------------------------------------ the position

    @property
    def exercise(self) -> Exercise | None:
        return self.exercises[self.at] if 0 <= self.at < len(self.exercises) else None

    @property
    def hand(self) -> HandState | None:
        exercise = self.exercise
        return exercise.state if exercise is not None else None

    def legal(self) -> list[Move]:
        hand = self.hand
        return list(hand.legal_moves()) if hand is not None else []

    def human_turn(self) -> bool:
        return self.phase == "choose" and self.exercise is not None

    def on_mount(self) -> None:
        self.show_exercise()

    def show_exercise(self) -> None:
        exercise = self.exercise
        self.verdict = None
        self.clear_choice()
        if exercise is None:
            self.phase = "done"
            self.redraw()
            return
        self.phase = "choose"
        self.look = Look(self.look_style, self.show_values, exercise.rules)
        self.set_players(exercise.names, exercise.side_names)
        self.choose_card(0)
        self.redraw()

    def summary(self) -> str:
        return S.PRACTICE_SUMMARY.format(found=sum(self.results), tried=len(self.results))

    def redraw(self) -> None:
        exercise = self.exercise
        hand_view = self.query_one(HandView)
        if exercise is None:
            # No position (none yet, none due, or the end): what there is to say goes in the
            # status and, whole, in the move log's room; the board stays as the last one left it.
            said = self.message or self.summary()
            self.query_one("#status", Static).update(said)
            hand_view.choice = hand_view.hint = ""
            hand_view.buttons = {"help": True}
            if not self.exercises:
                hand_view.show_cards(self.look, ())  # no hand to speak of: not even "no cards"
            self.query_one(MoveLog).show([said])
            self.refresh_bindings()
            return
        hand = exercise.state
        seat = hand.turn
        verdict = self.verdict
        last = ""
        if hand.history:
            who, move = hand.history[-1]
            last = describe_move(who, move, self.names, self.look, len(hand.history) - 1 in hand.escoba_at)
        totals = [a + b for a, b in zip(exercise.totals, hand.side_escobas())]
        count = S.PRACTICE_COUNT.format(n=self.at + 1, total=len(self.exercises))
        if self.phase == "choose":
            hint, choice = "", self.choice_text()
            status = f"{count} · {exercise.about}"
        elif self.phase == "judging":
            hint, choice = S.PRACTICE_JUDGING, self.choice_text()
            status = f"{count} · {exercise.about}"
        else:
            # The verdict under the hand, why below it; the table and the hand as the best
            # move leaves them, the move said above the table where the last play was.
            assert verdict is not None
            choice, hint = self.verdict_text(verdict)
            last = S.PRACTICE_BEST.format(move=describe_hint(verdict.best, self.look))
            status = f"{count} · {self.summary()} · " + (
                getattr(S, self.NEXT_LINE) if self.at + 1 < len(self.exercises) else S.PRACTICE_LAST
            )
        self.draw(
            hand,
            seat,
            reveal=False,
            shown_seat=seat,
            totals=totals,
            target=exercise.rules.target,
            taken=self.taken() if self.phase != "answered" else (),
            last=last,
            status=status,
            selected=self.selected if self.phase != "answered" else None,
            choice=choice,
            hint=hint,
            made=verdict.best if verdict is not None else None,
            hand_title=W.addressed("HAND_TITLE", self.names[seat]),
        )
        self.query_one(MoveLog).show(log_lines(hand, self.names, self.look))
        answered = self.phase == "answered"
        hand_view.buttons = {
            "play": not answered,
            "next": answered,
            "cycle": self.check_action("cycle", ()),
            "count": True,
            "help": True,
        }
        self.refresh_bindings()

    def verdict_text(self, verdict: PracticeVerdict) -> tuple[str, str]:
        """The verdict in a line, and why (the analysis's reason, or the puzzle's margin)."""
        if verdict.found:
            line = S.PRACTICE_FOUND if verdict.loss == 0 else S.PRACTICE_AS_GOOD
            margin = S.PRACTICE_MARGIN.format(margin=W.number(verdict.margin, 2)) if verdict.margin is not None else ""
            return line, margin
        label = S.REVIEW_LABELS.get(verdict.label, verdict.label)
        line = S.PRACTICE_MISSED.format(label=label, loss=W.number(verdict.loss, 2))
        return line, S.PRACTICE_WHY.format(reason=W.say(verdict.reason, self.look)) if verdict.reason else ""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("select", "step", "cycle"):
            if not self.human_turn():
                return False
            return len(self.options) > 1 if action == "cycle" else True
        if action == "play" and self.phase == "answered":
            return False  # Enter is go_on's now
        if action == "next" and parameters == ("enter",):
            return self.phase == "answered"
        if action in ("play", "next", "count"):
            return True if self.exercise is not None and self.phase != "judging" else None
        return True

    # ------------------------------------------------------------ choosing and judging

    def action_play(self) -> None:
        """Enter: play the chosen move (it is judged); once judged, the next position."""
        if self.phase == "answered":
            self.action_next()
            return
        if not self.human_turn():
            return
        move = self.current_move()
        if move is None:
            if self.selected is not None and self.hand is not None:
                card = self.hand.hands[self.hand.turn][self.selected]
                self.notify(S.NO_CAPTURE_HERE.format(card=self.look.name(card)), severity="warning")
            return
        exercise = self.exercise
        assert exercise is not None
        self.phase = "judging"
        self.redraw()
        self.judge(exercise, move, self.at)

    @work(thread=True, exclusive=True, group="judge")
    def judge(self, exercise: Exercise, move: Move, at: int) -> None:
        try:
            verdict: PracticeVerdict | str = exercise.judge(exercise.state, move)
        except Exception as exc:  # never a crash: said, and the choice can be made again
            verdict = f"{type(exc).__name__}: {exc}"
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.judged, at, verdict)

    def judged(self, at: int, verdict: PracticeVerdict | str) -> None:
        if at != self.at or self.phase != "judging" or not self.is_attached:
            return
        if isinstance(verdict, str):
            self.notify(S.PRACTICE_FAILED.format(error=verdict), severity="error", markup=False)
            self.phase = "choose"
            self.redraw()
            return
        self.verdict = verdict
        self.phase = "answered"
        self.results.append(verdict.found)
        self.answered(self.exercises[at], verdict)
        self.redraw()

    def answered(self, exercise: Exercise, verdict: PracticeVerdict) -> None:
        """A choice was judged (puzzles keep the answer)."""

    def action_next(self, key: str = "") -> None:
        """The next position (n, m; Enter once the choice is judged, `key` says so)."""
        if self.phase == "judging" or self.exercise is None:
            return
        self.at += 1
        self.show_exercise()

    def help_bindings(self) -> list:
        return self.all_bindings()

    @classmethod
    def all_bindings(cls) -> list:
        """This screen's keys: the practice's own, then its kind's."""
        extra = [] if cls is PracticeScreen else list(cls.BINDINGS)
        return [*PracticeScreen.BINDINGS, *extra]

    def action_back(self) -> None:
        self.workers.cancel_group(self, "judge")
        last = self.exercises[min(self.at, len(self.exercises) - 1)].key if self.exercises else None
        self.post_message(self.Closed(sum(self.results), len(self.results), last))

    def on_button_pressed(self, event: PadButton.Pressed) -> None:
        action = getattr(event.button, "game_action", None)
        if action:
            event.stop()
            getattr(self, f"action_{action}")()


class RetryScreen(PracticeScreen):
    """Your mistakes and blunders of a reviewed game, tried again; `m` the next one. Opened
    over the replay, it goes back to it (at the last mistake shown)."""

    BINDINGS = [Binding("m", "next", "KEY_NEXT_MISTAKE")]
    HELP_KEYS = "HELP_RETRY_KEYS"
    NEXT_LINE = "RETRY_NEXT"

    def action_back(self) -> None:
        """Back to the replay, which shows the last mistake tried."""
        self.workers.cancel_group(self, "judge")
        last = self.exercises[min(self.at, len(self.exercises) - 1)].key if self.exercises else None
        self.dismiss(last)


class PuzzleScreen(PracticeScreen):
    """Today's puzzles from your games: built or brought up to date first (in a worker),
    each answer kept with its box (practice.py's spaced repetition)."""

    BINDINGS = [Binding("n", "next", "KEY_NEXT_POSITION")]
    HELP_KEYS = "HELP_PUZZLE_KEYS"

    def __init__(
        self, data_dir: Path, look_style: str = "spanish", show_values: bool = True, today: date | None = None
    ) -> None:
        from ...game.rules import PRESETS

        super().__init__([], look_style, show_values, rules=PRESETS["escoba"])
        self.data_dir = Path(data_dir)
        self.today = today or date.today()
        self.book = None
        self.message = S.PUZZLES_LOOKING.format(done=0, total="…")

    def on_mount(self) -> None:
        self.redraw()
        self.find_puzzles()

    @work(thread=True, exclusive=True, group="puzzles")
    def find_puzzles(self) -> None:
        from ...files.names import shown_name
        from ...study import practice

        worker = get_current_worker()
        notes: list[str] = []
        try:
            loaded = practice.load(self.data_dir)
        except OSError as exc:  # a bad file that cannot even be moved aside: left alone, nothing written
            self.app.call_from_thread(self.puzzles_failed, S.PUZZLES_FAILED.format(error=error_text(exc)))
            return
        if loaded.note is not None:
            notes.append(S.PUZZLES_KEPT.format(path=loaded.kept_as, reason=loaded.note))

        def progress(done: int, total: int) -> None:
            if not worker.is_cancelled:
                self.app.call_from_thread(self.looking, done, total)

        built = practice.build(self.data_dir, loaded.book, today=self.today, on_record=progress)
        for name, why in built.skipped:
            notes.append(S.PUZZLES_SKIPPED.format(name=shown_name(name, 80), reason=shown_name(why, 200)))
        if built.read or built.skipped or loaded.note is not None:
            try:  # added to the file as it is now, under the data folder's lock
                built.book = practice.keep_built(self.data_dir, loaded.book, built).book
            except (OSError, LockedError) as exc:
                notes.append(S.PUZZLES_FAILED.format(error=error_text(exc)))
        if not worker.is_cancelled:
            self.app.call_from_thread(self.puzzles_found, built.book, notes)

    def looking(self, done: int, total: int) -> None:
        if self.exercise is None and self.book is None and self.is_attached:
            self.message = S.PUZZLES_LOOKING.format(done=done, total=total)
            self.redraw()

    def puzzles_failed(self, message: str) -> None:
        self.message = message
        self.redraw()

    def puzzles_found(self, book, notes: list[str]) -> None:
        if not self.is_attached:
            return
        from ...files.names import shown_name

        for note in notes[:5]:
            self.notify(note, severity="warning", timeout=12, markup=False)
        if len(notes) > 5:
            self.notify(S.PUZZLES_MORE_NOTES.format(n=len(notes) - 5), severity="warning", timeout=12, markup=False)
        self.book = book
        exercises = []
        for puzzle in book.due(self.today):
            sides = [S.SIDE_JOIN.join(shown_name(puzzle.names[s]) for s in team) for team in puzzle.teams]
            about = S.PUZZLE_ABOUT.format(
                file=shown_name(Path(puzzle.source).stem, 40), hand=puzzle.hand, move=puzzle.index, box=puzzle.box
            )
            exercises.append(
                Exercise(
                    puzzle.position(),
                    puzzle.names,
                    sides,
                    rules_of(puzzle),
                    puzzle.totals,
                    about,
                    puzzle.judge,
                    key=puzzle.id,
                )
            )
        self.exercises = exercises
        self.at = 0
        if not exercises:
            upcoming = book.next_due()
            self.message = S.PUZZLES_NONE if upcoming is None else S.PUZZLES_NONE_DUE.format(date=upcoming.isoformat())
        else:
            self.message = ""
        self.show_exercise()

    def answered(self, exercise: Exercise, verdict: PracticeVerdict) -> None:
        from ...study import practice

        if self.book is None:
            return
        self.book = self.book.with_answer(str(exercise.key), verdict.found, self.today)
        try:  # written into the file as it is now, under the data folder's lock
            self.book = practice.answer(self.data_dir, str(exercise.key), verdict.found, self.today).book
        except (OSError, LockedError) as exc:
            self.notify(S.PUZZLES_FAILED.format(error=error_text(exc)), severity="error", markup=False)

    def summary(self) -> str:
        return S.PUZZLES_SUMMARY.format(found=sum(self.results), tried=len(self.results))

    def action_back(self) -> None:
        self.workers.cancel_group(self, "puzzles")
        super().action_back()


def rules_of(puzzle) -> Rules:
    from ...game.rules import build_rules

    return build_rules(puzzle.rules, dict(puzzle.options), puzzle.target)
