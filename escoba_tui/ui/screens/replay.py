"""The replay viewer: a record's positions, move by move, in the game's own widgets."""

from __future__ import annotations

import time
from pathlib import Path

from textual import work
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static
from textual.worker import get_current_worker

from ...game.engine import HandState
from ...game.record import Record, hand_states
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...study.analyze import Analysis, MoveAnalysis
from ..widgets.hand import HandView, PadButton
from ..widgets.look import Look
from ..widgets.move_log import MoveLog, describe_move, log_lines
from ..widgets.seats import SeatHand
from .base import Review
from .board import BoardScreen


class _ReviewCancelled(Exception):
    """The review's worker was cancelled (the viewer closed)."""


class ReplayScreen(BoardScreen):
    """Steps through a record: forward, back, next and previous hand, jump to hand 1-9;
    the hand panel stays on one seat (f: the next, or click a hand), every other hand face
    up above the table."""

    STATUS_LINES = 2  # the review's summary takes a second line (app.tcss)

    HELP_KEYS = "HELP_REPLAY_KEYS"
    BINDINGS = [
        Binding("right,l,space", "step(1)", "KEY_NEXT"),
        # The way back is in the key list under the move log: the footer keeps 80 columns.
        Binding("left", "step(-1)", "KEY_PREV", show=False),
        Binding("pagedown,n", "hand(1)", "KEY_NEXT_HAND"),
        Binding("pageup,p", "hand(-1)", "KEY_PREV_HAND", show=False),
        # Home and End: this hand's start and end; with Ctrl, the whole match's.
        Binding("home", "edge(0)", "KEY_START", show=False),
        Binding("end", "edge(1)", "KEY_END", show=False),
        Binding("ctrl+home", "match_edge(0)", "KEY_START", show=False),
        Binding("ctrl+end", "match_edge(1)", "KEY_END", show=False),
        Binding("f", "follow(1)", "KEY_FOLLOW"),
        Binding("up", "log_scroll(-1)", "KEY_LOG", show=False),
        Binding("down", "log_scroll(1)", "KEY_LOG", show=False),
        Binding("t", "count", "KEY_COUNT"),
        Binding("a", "review", "KEY_REVIEW"),
        # `m` tries your mistakes again once the review runs (it then takes the place of `a`
        # in the footer: 80 columns hold one of them); before, it starts the review.
        Binding("m", "retry", "KEY_RETRY"),
        Binding("m", "review(1)", "KEY_REVIEW", show=False),
        Binding("question_mark", "help", "KEY_HELP"),
        # q goes back where the replay came from, and says where: out of `escoba replay FILE`,
        # back to the end of the match, or to the menu (a hosted match's table is gone).
        Binding("q", "quit_replay", "KEY_QUIT"),
        Binding("q", "back_replay", "KEY_BACK"),
        Binding("q", "menu_replay", "KEY_MENU"),
        *[Binding(str(n), f"jump({n - 1})", show=False) for n in range(1, 10)],
    ]
    # Where q goes (the `back` argument), its action, and the keys' line under the move log.
    LEAVING = {
        "": ("quit_replay", "REPLAY_HELP"),
        "end": ("back_replay", "REPLAY_HELP_BACK"),
        "menu": ("menu_replay", "REPLAY_HELP_MENU"),
    }
    # The replay's keys, under the move log; a subclass opened over another screen says "q back".
    HELP_LINE = "REPLAY_HELP"  # a catalogue name, worded when drawn
    leave_action = "quit_replay"  # the q binding in force
    DEFAULT_CSS = """
    ReplayScreen #replay-keys { height: auto; padding: 0 1; color: $text-muted; }
    ReplayScreen #review-legend { height: auto; padding: 0 1; color: $text-muted; }
    ReplayScreen #review-legend.-empty { display: none; }
    """
    REVIEW_DRAW_S = 0.1

    class Closed(Message):
        """The player is done with this replay (the app decides what comes next)."""

    def __init__(
        self,
        record: Record,
        source: str,
        look_style: str = "spanish",
        show_values: bool = True,
        review: bool = False,
        back: str = "",
    ) -> None:
        """`back`: where q goes: "" out of the app (`escoba replay FILE`), "end" back to the
        screen under this one (the end of the match), "menu" to the setup screen."""
        rules = record.make_rules()
        names = record.seats
        sides = [S.SIDE_JOIN.join(names[s] for s in team) for team in record.teams]
        super().__init__(Look(look_style, show_values, rules), names, sides)
        self.record = record
        self.source = source
        self.states: list[list[HandState]] = hand_states(record)
        # Running totals before each hand, from the points the record gives.
        self.before: list[list[int]] = []
        totals = [0] * len(record.teams)
        for h in record.hands:
            self.before.append(list(totals))
            totals = [a + b for a, b in zip(totals, h.points)]
        self.hand_index = 0
        self.move_index = 0
        # The seat whose hand the hand panel shows, whoever moves (f switches): the first
        # human's, else the first seat's; the other hands are drawn face up above the table.
        self.follow = next((s for s, spec in enumerate(record.players) if spec == "human"), 0)
        self.review_asked = review
        if back:  # opened after a match: q goes back (to its end, or the menu), not out of the game
            self.leave_action, self.HELP_LINE = self.LEAVING[back]
        # The review: moves analysed so far, of how many; the summary once done.
        self.reviewed: dict[tuple[int, int], MoveAnalysis] = {}
        self.review_total: int | None = None
        self.review_summary = ""
        self.review_drawn_at = 0.0  # when a review result was last drawn (they are drawn ~10 a second)
        self.gone = False  # left: nothing more is drawn

    def on_mount(self) -> None:
        self.query_one(HandView).buttons = {"count": True, "help": True}
        # Every key, in full, where it has the width (under the hand there is room for one
        # short line, which says how to see another player's hand).
        side = self.query_one("#side", Vertical)
        side.mount(Static(getattr(S, self.HELP_LINE), id="replay-keys", markup=False))
        # What the review's figures mean, once it has them.
        side.mount(Static("", id="review-legend", classes="-empty", markup=False))
        self.redraw()
        if self.review_asked:
            self.action_review()

    # ------------------------------------------------------------ review

    def action_review(self, for_mistakes: int = 0) -> None:
        """Analyse every move (in a worker thread); the move log fills in as it goes.
        `for_mistakes`: asked for by `m`, which says it tries the mistakes once it is done."""
        if self.review_total is not None:
            return
        if for_mistakes:
            self.notify(S.RETRY_WAIT, markup=False)
        self.review_total = 0
        self.run_review()
        self.redraw()
        self.refresh_bindings()

    @work(thread=True, exclusive=True, group="review")
    def run_review(self) -> None:
        """The analysis in a process of its own (analyze_apart), this worker thread only
        passing its results on: the keys never wait behind the search, and leaving the
        screen ends the search at once."""
        from ...study import analyze

        worker = get_current_worker()

        def step(done: int, total: int, move: MoveAnalysis) -> None:
            if worker.is_cancelled:
                raise _ReviewCancelled
            self.app.call_from_thread(self.review_in, done, total, move)

        try:
            analysis = analyze.analyze_apart(
                self.record, iters=Review.ITERS, on_move=step, cancelled=lambda: worker.is_cancelled
            )
        except _ReviewCancelled:
            return
        if analysis is not None and not worker.is_cancelled:
            self.app.call_from_thread(self.review_end, analysis)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":
            return self.review_total is None
        if action == "retry":
            return self.review_total is not None
        if action in ("quit_replay", "back_replay", "menu_replay"):
            return action == self.leave_action
        return True

    def action_retry(self) -> None:
        """m: your mistakes and blunders of this game tried again, from the next one after the
        position shown (before the review runs, `m` starts it instead)."""
        mistakes = self.your_mistakes()
        if not mistakes:
            self.notify(S.RETRY_NONE if self.review_summary else S.RETRY_NONE_YET, markup=False)
            return
        here = (self.hand_index + 1, self.move_index + 1)
        start = next((k for k, m in enumerate(mistakes) if (m.hand, m.index) >= here), 0)
        from .practice import RetryScreen

        screen = RetryScreen(
            [self.retry_exercise(m) for m in mistakes[start:] + mistakes[:start]],
            self.look.style,
            self.look.show_values,
        )
        self.app.push_screen(screen, self.retried)

    def your_mistakes(self) -> list[MoveAnalysis]:
        """The mistakes and blunders of the people at the table (of the seat the hand panel
        follows, in a game of computers only), in the order they were made."""
        from ...study.personal import is_person

        people = {s for s, spec in enumerate(self.record.players) if is_person(spec)} or {self.follow}
        return sorted(
            (m for m in self.reviewed.values() if m.seat in people and m.label in ("mistake", "blunder")),
            key=lambda m: (m.hand, m.index),
        )

    def retry_exercise(self, move: MoveAnalysis):
        from ...files.names import shown_names
        from ...game.cards import Move
        from ...study.practice import judge_retry
        from .practice import Exercise

        state = self.states[move.hand - 1][move.index - 1]
        played = state.find_legal(Move.parse(move.played))
        label = S.REVIEW_LABELS.get(move.label, move.label)
        names = shown_names(self.record.seats)
        about = S.RETRY_ABOUT.format(
            hand=move.hand,
            move=move.index,
            label=label,
            played=describe_move(move.seat, played, names, self.look) if played is not None else move.played,
        )
        iters = Review.ITERS
        sides = [S.SIDE_JOIN.join(self.record.seats[s] for s in team) for team in self.record.teams]
        return Exercise(
            state,
            self.record.seats,
            sides,
            self.look.rules,
            self.before[move.hand - 1],
            about,
            lambda position, chosen: judge_retry(position, chosen, move, iters=iters),
            key=(move.hand, move.index),
        )

    def retried(self, last: object) -> None:
        """Back from the mistakes: the replay shows the last one tried, its label in the log."""
        if isinstance(last, tuple) and len(last) == 2:
            self.hand_index, self.move_index = last[0] - 1, last[1] - 1
        self.redraw()

    def review_in(self, done: int, total: int, move: MoveAnalysis) -> None:
        self.reviewed[(move.hand, move.index)] = move
        self.review_total = total
        label = S.REVIEW_LABELS.get(move.label, move.label)
        if not move.forced:
            # The move log shows it under the move (keyed by hand and 0-based move index).
            why = W.say(move.reason, self.look) if move.reason else ""
            self.reasons[(move.hand, move.index - 1)] = f"{label}: {why}" if why else label
        # Results can come faster than the board redraws: draw at most every REVIEW_DRAW_S
        # (the last one is always drawn, by review_end), not once per move.
        now = time.monotonic()
        if self.showing() and now - self.review_drawn_at >= self.REVIEW_DRAW_S:
            self.review_drawn_at = now
            self.draw_review()

    def review_end(self, analysis: Analysis) -> None:
        # "you lose 0.20 a move" for the seat called You; 0,20 where the language writes so.
        # With each player's accuracy (0 to 100, analyze.py's formula): "(accuracy 87%)".
        parts = [
            S.REVIEW_ACCURACY.format(
                player=W.addressed("REVIEW_PLAYER", self.names[p.seat], loss=W.number(p.mean_loss, 2)),
                accuracy=S.ACCURACY_PERCENT.format(n=W.number(p.accuracy)),
            )
            for p in analysis.players
        ]
        self.review_summary = S.REVIEW_DONE.format(summary=", ".join(parts))
        if self.showing():
            legend = self.query_one("#review-legend", Static)
            legend.update(S.REVIEW_LEGEND.format(full=S.ACCURACY_PERCENT.format(n=W.number(100))))
            legend.remove_class("-empty")
            self.redraw()

    def showing(self) -> bool:
        """Still on the app's screen stack, widgets and all: a screen being dismissed or
        replaced is attached a little longer while its widgets go, and a review's result
        arriving then must not be drawn."""
        return not self.gone and self.is_attached and self in self.app.screen_stack

    def review_status(self) -> str:
        if self.review_summary:
            return " · " + self.review_summary
        if self.review_total is not None:
            return " · " + S.REVIEW_PROGRESS.format(done=len(self.reviewed), total=self.review_total or "…")
        return ""

    def position(self) -> HandState:
        return self.states[self.hand_index][self.move_index]

    def redraw(self) -> None:
        if not self.states:
            return
        hand = self.position()
        moves = len(self.states[self.hand_index]) - 1
        totals = list(self.before[self.hand_index])
        if self.move_index == moves and hand.over:
            totals = [a + b for a, b in zip(totals, self.record.hands[self.hand_index].points)]
        else:
            totals = [a + b for a, b in zip(totals, hand.side_escobas())]
        last = ""
        if hand.history:
            seat, move = hand.history[-1]
            escoba = len(hand.history) - 1 in hand.escoba_at
            last = describe_move(seat, move, self.names, self.look, escoba)
        status = self.status_text()
        shown = self.follow
        title = "HAND_TITLE_REPLAY" if shown == hand.turn and not hand.over else "HAND_TITLE"
        self.draw(
            hand,
            shown,
            reveal=True,
            shown_seat=shown,
            totals=totals,
            target=self.look.rules.target,
            last=last,
            status=status,
            choice=S.REPLAY_FOLLOW,
            hand_title=W.addressed(title, self.names[shown]),
        )
        # A followed hand played out before the round ends says so (not a blank panel).
        self.query_one(HandView).show_cards(self.look, hand.hands[shown], empty=True)
        self.draw_log()

    def status_text(self) -> str:
        moves = len(self.states[self.hand_index]) - 1
        return (
            S.REPLAY_TITLE.format(file=Path(self.source).name)
            + " · "
            + S.REPLAY_POSITION.format(
                hand=self.hand_index + 1, hands=len(self.states), move=self.move_index, moves=moves
            )
            + self.review_status()
        )

    def draw_log(self) -> None:
        """The move log shows the whole match so far: every earlier hand, then this one."""
        lines: list[str] = []
        for states in self.states[: self.hand_index]:
            lines += log_lines(states[-1], self.names, self.look, self.reasons)
        self.query_one(MoveLog).show(lines + log_lines(self.position(), self.names, self.look, self.reasons))

    def draw_review(self) -> None:
        """What a review's result changes: the status line's progress and the move log's
        labels; the rest of the board stays as drawn (a whole redraw ten times a second
        kept the arrow keys waiting)."""
        if not self.states:
            return
        self.status = self.status_text()
        self.fit_status()
        self.draw_log()

    def action_step(self, delta: int) -> None:
        moves = len(self.states[self.hand_index]) - 1
        target = self.move_index + delta
        if target < 0 and self.hand_index > 0:
            self.hand_index -= 1
            self.move_index = len(self.states[self.hand_index]) - 1
        elif target > moves and self.hand_index < len(self.states) - 1:
            self.hand_index += 1
            self.move_index = 0
        else:
            self.move_index = max(0, min(moves, target))
        self.redraw()

    def action_hand(self, delta: int) -> None:
        self.action_jump(self.hand_index + delta)

    def action_jump(self, index: int) -> None:
        if 0 <= index < len(self.states):
            self.hand_index = index
            self.move_index = 0
            self.redraw()

    def action_edge(self, end: int) -> None:
        """Home, End: the start or the end of the hand on screen."""
        self.move_index = len(self.states[self.hand_index]) - 1 if end else 0
        self.redraw()

    def action_match_edge(self, end: int) -> None:
        """Ctrl+Home, Ctrl+End: the start of the first hand, the end of the last."""
        self.hand_index = len(self.states) - 1 if end else 0
        self.action_edge(end)

    def action_follow(self, delta: int) -> None:
        """The hand panel follows the next seat in play order (from the last, the first)."""
        self.follow = (self.follow + delta) % len(self.names)
        self.redraw()

    def on_seat_hand_chosen(self, event: SeatHand.Chosen) -> None:
        """A click on another seat's hand: the hand panel follows that seat."""
        event.stop()
        self.follow = event.seat
        self.redraw()

    def help_bindings(self) -> list[Binding]:
        """The keys that do something here, inherited ones too (one q: the one in force)."""
        return [
            binding
            for bindings in type(self)._merge_bindings().key_to_bindings.values()
            for binding in bindings
            if binding.action not in ("quit_replay", "back_replay", "menu_replay")
            or binding.action == self.leave_action
        ]

    def action_quit_replay(self) -> None:
        """q in `escoba replay FILE`: the replay is all there is (the app ends)."""
        self.leave_review()
        self.post_message(self.Closed())

    def action_menu_replay(self) -> None:
        """q in the review of a hosted match: its table has stopped, so to the menu."""
        self.leave_review()
        self.post_message(self.Closed())

    def action_back_replay(self) -> None:
        """q in the review opened from the end of a match: back to that end screen."""
        self.leave_review()
        self.dismiss()

    def leave_review(self) -> None:
        """The screen is going: the review stops, and what it already sent is not drawn
        (its widgets may be gone by the time those calls run)."""
        self.gone = True
        self.workers.cancel_group(self, "review")

    def on_unmount(self) -> None:
        self.leave_review()

    def on_button_pressed(self, event: PadButton.Pressed) -> None:
        action = getattr(event.button, "game_action", None)
        if action:
            event.stop()
            getattr(self, f"action_{action}")()
