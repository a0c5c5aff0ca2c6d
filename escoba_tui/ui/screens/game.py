"""The game screen: a live match, human turns by keys or mouse, AI turns in a worker thread."""

from __future__ import annotations

import time
from pathlib import Path

from textual import work
from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen
from textual.worker import get_current_worker

from ...game.cards import Card, Move
from ...game.record import Record
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...i18n.wording import error_text
from ...players import Decision, Player
from ...players.greedy import capture_worth
from ...study import saves
from ..match_like import MatchLike
from ..session import LocalMatch
from ..settings import SPEED_DELAYS, Display
from ..widgets.hand import HandView, PadButton
from ..widgets.look import Look
from ..widgets.move_log import describe_move
from .advice import Advice
from .board import BoardScreen
from .choosing import CHOICE_BINDINGS  # card_options: tests import it from here
from .modals import CountScreen, EndScreen, Leave, PrivacyScreen


def decide_taking(player: Player, view, legal: list[Move], delay: float) -> tuple[Decision | None, str]:
    """A computer's decision, taking at least `delay` seconds (the pace the player chose),
    and what went wrong if it failed: a built-in should never fail; if one does, the match
    goes on."""
    started = time.monotonic()
    try:
        decision, error = player.decide(view, legal), ""
    except Exception as exc:
        decision, error = None, f"{type(exc).__name__}: {exc}"
    rest = delay - (time.monotonic() - started)
    if rest > 0:
        time.sleep(rest)
    return decision, error


class GameScreen(Advice, BoardScreen):
    """Runs a match (a MatchLike: local, or a seat at a hosted table): deals, asks humans
    for moves, lets AIs think, saves after every move."""

    HELP_MOUSE = "HELP_GAME_MOUSE"
    BINDINGS = [
        *CHOICE_BINDINGS,
        Binding("pageup", "table_scroll(-1)", "KEY_PREV", show=False),
        Binding("pagedown", "table_scroll(1)", "KEY_NEXT", show=False),
        Binding("up", "log_scroll(-1)", "KEY_LOG", show=False),
        Binding("down", "log_scroll(1)", "KEY_LOG", show=False),
        Binding("enter", "play", "KEY_PLAY"),
        Binding("c,space", "cycle", "KEY_CYCLE"),
        Binding("r", "renuncio", "KEY_RENUNCIO"),
        Binding("h", "hint", "KEY_HINT"),
        Binding("t", "count", "KEY_COUNT"),
        Binding("u", "undo", "KEY_UNDO"),
        Binding("e", "export", "KEY_EXPORT"),
        Binding("question_mark", "help", "KEY_HELP"),
        Binding("q", "leave", "KEY_MENU"),
    ]

    class Left(Message):
        """The player is done with this match: `choice` is menu, new, rematch, review or quit.
        `record` is the match as played and `path` where it was exported (for a review)."""

        def __init__(self, choice: Leave, record: Record | None = None, path: Path | None = None) -> None:
            super().__init__()
            self.choice = choice
            self.record = record
            self.path = path

    class Finished(Message):
        """The match has just ended (before the end screen): `record` as played, and the
        moves taken back in it; the app counts it in the player's own record."""

        def __init__(self, record: Record, takebacks: int) -> None:
            super().__init__()
            self.record = record
            self.takebacks = takebacks

    def __init__(self, match: MatchLike, display: Display, data_dir: Path) -> None:
        super().__init__(
            Look(display.faces, display.show_values, match.rules),
            match.names,
            [match.side_name(i) for i in range(len(match.game.teams))],
            match.specs(),
        )
        self.match: MatchLike = match
        self.shown_as = display
        self.data_dir = data_dir
        self.viewer: int | None = None  # the human whose hand is face up
        self.thinking: int | None = None  # the AI seat whose worker is running
        self.waiting = True  # a modal or a deal is in the way: no human input
        self.token = 0  # bumped by every move: a late worker answer for an old position is dropped
        self.selected: int | None = None
        self.options: list[Move] = []
        self.option: int | None = None
        self.picked: set[Card] = set()
        self.hint = ""
        self.hint_token = -1  # the position (token) the hint on show is for
        self.hint_short = ""  # the hint's reason alone, for a hand line too short for it all
        self.last = ""
        # A computer's move shown on the table (the card played, the cards it takes) for
        # the speed setting's pause before it is made; None when nothing is on show.
        self.showing: Move | None = None
        self.finished_path: Path | None = None

    # ------------------------------------------------------------ flow

    def on_mount(self) -> None:
        self.call_after_refresh(self.advance)

    @property
    def hand(self):
        return self.match.hand

    def human_turn(self) -> bool:
        hand = self.hand
        return (
            not self.waiting
            and hand is not None
            and not hand.over
            and self.match.seats[hand.turn].human
            and self.viewer == hand.turn
        )

    def advance(self) -> None:
        """Move the match on to the next decision: deal, count, end, or someone's turn."""
        match = self.match
        if match.game.over:
            self.end_of_match()
            return
        if match.needs_deal():
            match.start_hand()
            self.save()
            opening = self.hand.opening
            # A dealt table of 15 is the dealer's escoba: say which cards made it.
            self.last = (
                S.LOG_OPENING.format(dealer=self.names[self.hand.dealer], cards=self.look.names(opening))
                if opening
                else ""
            )
        hand = self.hand
        seat = hand.turn
        self.clear_choice()
        if match.seats[seat].human:
            if len(match.humans) > 1 and self.viewer != seat:
                self.viewer = None
                self.waiting = True
                self.redraw()
                self.app.push_screen(
                    PrivacyScreen(self.names[seat]),
                    lambda leave: self.action_leave() if leave else self.begin_human(seat),
                )
            else:
                self.begin_human(seat)
        else:
            if len(match.humans) == 1:
                self.viewer = match.humans[0]
            self.waiting = True
            self.thinking = seat
            self.redraw()
            # Half the pause is spent thinking, the whole of it showing the move made.
            delay = SPEED_DELAYS.get(self.shown_as.speed, 0.0) / 2
            self.think(match.players[seat], hand.view(seat), list(hand.legal_moves()), self.token, delay)

    def begin_human(self, seat: int) -> None:
        self.viewer = seat
        self.waiting = False
        self.thinking = None
        hand = self.hand
        if self.selected is None and hand.hands[seat]:
            self.choose_card(0)
        self.redraw()

    @work(thread=True, exclusive=True, group="ai")
    def think(self, player: Player, view, legal: list[Move], token: int, delay: float) -> None:
        decision, error = decide_taking(player, view, legal, delay)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.ai_done, token, decision, error, legal)

    def ai_done(self, token: int, decision: Decision | None, error: str, legal: list[Move]) -> None:
        if token != self.token or not self.is_attached:
            return
        move = None
        if isinstance(decision, Decision) and isinstance(decision.move, Move):
            move = self.hand.find_legal(decision.move)
            if move is not None and decision.reason:
                self.reasons[(self.hand.hand_number, len(self.hand.history))] = decision.reason
        if move is None:
            # Never stall a human on a broken AI: say so and play its first legal move.
            self.notify(error or f"{decision!r}", severity="error", markup=False)
            move = legal[0]
        self.thinking = None
        delay = SPEED_DELAYS.get(self.shown_as.speed, 0.0)
        if delay <= 0:
            self.apply(move)
            return
        # Show what it plays and takes before the cards move, for as long as the speed says.
        seat = self.hand.turn
        self.showing = move
        self.last = describe_move(seat, move, self.mover_names(len(self.hand.history)), self.look)
        self.redraw()
        token = self.token
        self.set_timer(delay, lambda: self.shown(token, move))

    def shown(self, token: int, move: Move) -> None:
        """The pause after a computer's move is over: make it (unless the match moved on)."""
        if token != self.token or not self.is_attached or self.showing is not move:
            return
        self.showing = None
        self.apply(move)

    def apply(self, move: Move) -> None:
        hand = self.hand
        seat = hand.turn
        names = self.mover_names(len(hand.history))
        escoba = self.match.play(move)
        self.token += 1
        self.last = describe_move(seat, move, names, self.look, escoba)
        self.hint = ""
        if len(self.match.humans) > 1 and self.match.seats[seat].human and not move.claim:
            self.viewer = None  # hot-seat: hide this hand from whoever sits down next
        if hand.over:
            before = list(self.match.game.scores)
            score = self.match.finish_hand()
            self.save()
            self.waiting = True
            self.redraw()
            game = self.match.game
            self.app.push_screen(
                self.count_screen(hand.hand_number, score, before, game.over), lambda _: self.advance()
            )
            return
        self.save()
        self.advance()

    def count_screen(self, number: int, score, before: list[int], last: bool) -> CountScreen:
        """The count of the hand just over (a hosted match's adds the clocks that run meanwhile)."""
        return CountScreen(number, score, self.side_names, before, self.match.rules.target, last, self.look.style)

    def mover_names(self, index: int) -> list[str]:
        """The names a move is told with, the move number `index` of the hand on screen (a
        hosted match's marks a move the computer made for a seat gone too long)."""
        return list(self.names)

    def end_of_match(self) -> None:
        self.waiting = True
        game = self.match.game
        note = ""
        try:
            self.finished_path = self.match.save(saves.export_path(self.data_dir, self.match.started))
            saves.current_save(self.data_dir).unlink(missing_ok=True)
            note = S.EXPORTED.format(path=self.finished_path)
        except OSError as exc:
            note = S.EXPORT_FAILED.format(error=error_text(exc))
        takebacks = self.match.takebacks if isinstance(self.match, LocalMatch) else 0
        record = self.match.record()
        if record is not None:
            self.post_message(self.Finished(record, takebacks))
        if takebacks:
            note = f"{note}\n{S.TAKEBACKS.format(n=takebacks)}" if note else S.TAKEBACKS.format(n=takebacks)
            try:
                saves.takebacks_path(self.data_dir).unlink(missing_ok=True)
            except OSError:
                pass
        try:
            saves.reasons_path(self.data_dir).unlink(missing_ok=True)
        except OSError:
            pass
        self.redraw()
        winner = self.side_names[game.winner] if game.winner is not None else None
        # Each player's accuracy: the match is analysed while the end screen is up.
        review = self.match.record() if getattr(self.app, "end_review", True) else None
        self.app.push_screen(
            EndScreen(
                winner,
                self.side_names,
                game.scores,
                note,
                review=review,
                seat_names=self.names,
                replay=(lambda: self.review_replay(record)) if record is not None else None,
            ),
            self.after_end,
        )

    def review_replay(self, record: Record) -> Screen:
        """The finished match's replay, its moves labelled as the review goes: opened over
        the end screen, q comes back to it."""
        from .replay import ReplayScreen

        source = str(self.finished_path or "match")
        return ReplayScreen(record, source, self.look.style, self.look.show_values, review=True, back="end")

    def after_end(self, choice: Leave | None) -> None:
        self.match.close()
        self.post_message(self.Left(choice or Leave.QUIT, self.match.record(), self.finished_path))

    def save(self) -> None:
        try:
            self.match.save(saves.current_save(self.data_dir))
            if isinstance(self.match, LocalMatch):
                saves.write_takebacks(self.data_dir, self.match.seed, self.match.started, self.match.takebacks)
                hand = self.match.hand
                if hand is not None:  # the log's explanation lines come back with a resumed match
                    saves.write_reasons(
                        self.data_dir, self.match.seed, self.match.started, hand.hand_number, self.reasons
                    )
        except OSError as exc:
            self.notify(S.SAVE_FAILED.format(error=error_text(exc)), severity="error", markup=False)

    # ------------------------------------------------------------ the human's choice

    def legal(self) -> list[Move]:
        return list(self.hand.legal_moves()) if self.hand is not None else []

    def claims(self) -> list[Move]:
        return [m for m in self.legal() if m.claim] if self.human_turn() else []

    # ------------------------------------------------------------ drawing

    def thinking_status(self, seat: int) -> str:
        """The header's word while `seat`'s move is awaited."""
        return S.THINKING.format(name=self.names[seat])

    def redraw(self) -> None:
        hand = self.hand
        if hand is None or not self.is_attached:
            return  # nothing dealt yet, or a late worker's answer after the screen went
        game = self.match.game
        human = self.human_turn()
        showing = self.showing
        if self.thinking is not None:
            status = self.thinking_status(self.thinking)
        elif showing is not None:
            status = self.last
        elif human:
            status = W.addressed("YOUR_TURN", self.names[hand.turn])
        else:
            status = ""
        dealer = S.DEALER.format(name=self.names[hand.dealer], **S.verbs(self.names[hand.dealer]))
        status = " · ".join(part for part in (S.HAND_NUMBER.format(n=hand.hand_number), dealer, status) if part)
        claims = self.claims()
        hint = self.hint
        if claims and not hint:
            left = claims[0]
            seat_left = hand.history[-1][0] if hand.history else hand.turn
            hint = W.addressed(
                "RENUNCIO_OFFER",
                self.names[seat_left],
                card=self.look.name(left.card),
                cards=self.look.names(left.captures),
            )
        self.draw(
            hand,
            self.viewer,
            reveal=False,
            shown_seat=self.viewer,
            totals=game.running_scores(),
            target=self.match.rules.target,
            taken=self.taken() if human else (),
            showing=showing,
            last=self.last,
            status=status,
            selected=self.selected if human else None,
            choice=self.choice_text() if human else "",
            hint=hint,
            hint_short=self.hint_short if hint == self.hint else "",
        )
        self.query_one(HandView).buttons = {
            name: self.check_action(name, ()) for name in ("play", "cycle", "renuncio", "hint", "count", "help")
        }
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("select", "step", "play", "cycle", "hint"):
            if not self.human_turn():
                return None if action in ("play", "hint") else False
            if action == "cycle":
                # Offered only when the chosen card has another way to be played: a card
                # that cannot capture has only the table; one that can has its captures and,
                # unless capturing is compulsory, no capture (counted like them).
                return len(self.options) > 1
            if action == "play":
                return True if self.current_move() is not None else None
            return True
        if action == "renuncio":
            return True if self.claims() else False
        if action == "undo":
            return self.undo_state()
        return True

    def help_bindings(self) -> list[Binding]:
        """The keys that apply to this match, for the help: `r` only when the renuncio is
        played, `u` only against computers (keys waiting for a turn are listed all the same)."""
        off = {"renuncio"} if not self.match.rules.renuncio else set()
        if self.undo_state() is False:
            off.add("undo")
        return [b for b in self.BINDINGS if isinstance(b, Binding) and b.action not in off]

    def undo_state(self) -> bool | None:
        """Undo is offered only against computers (one human seat, a local match): greyed
        out while there is no move of theirs in this hand to take back, or a modal is up."""
        match = self.match
        if not isinstance(match, LocalMatch) or len(match.humans) != 1:
            return False
        if self.app.screen is not self:
            return None
        return True if match.can_undo() else None

    # ------------------------------------------------------------ actions

    def action_play(self) -> None:
        if not self.human_turn():
            return
        move = self.current_move()
        if move is None:
            if self.selected is not None:
                card = self.hand.hands[self.hand.turn][self.selected]
                self.notify(S.NO_CAPTURE_HERE.format(card=self.look.name(card)), severity="warning")
            return
        self.apply(move)

    def action_renuncio(self) -> None:
        claims = self.claims()
        if claims:
            best = max(claims, key=lambda m: capture_worth(Move(m.card, m.captures), len(self.hand.table)))
            self.apply(best)

    def action_undo(self) -> None:
        """Take back the human's last move (and the computers' replies): the match is
        rebuilt from its own record without them, dealt from the same seed."""
        old = self.match
        if self.undo_state() is not True or not isinstance(old, LocalMatch):
            return
        cut = old.undo_point()
        try:
            match = old.undone()
        except Exception as exc:  # a computer that cannot restart: the match goes on as it was
            self.notify(S.UNDO_FAILED.format(error=exc), severity="error", markup=False)
            return
        self.token += 1  # an AI answer still on its way is for the position taken back
        self.workers.cancel_group(self, "ai")
        self.workers.cancel_group(self, "hint")
        old.close()
        self.match = match
        hand = match.hand
        if hand is not None and cut is not None:
            for key in [k for k in self.reasons if k[0] == hand.hand_number and k[1] >= cut]:
                del self.reasons[key]
        self.thinking = None
        self.showing = None  # a computer move on show is for the position taken back
        self.last = ""
        self.hint = ""
        self.clear_choice()
        self.save()
        self.notify(S.UNDONE, markup=False)
        self.advance()

    def action_export(self) -> None:
        try:
            path = self.match.save(saves.export_path(self.data_dir, self.match.started))
        except OSError as exc:
            self.notify(S.EXPORT_FAILED.format(error=error_text(exc)), severity="error", markup=False)
            return
        self.notify(S.EXPORTED.format(path=path), markup=False)

    def action_leave(self) -> None:
        self.showing = None
        self.token += 1  # any AI answer still on its way is for a position nobody shows
        self.waiting = True
        self.match.close()
        self.post_message(self.Left(Leave.MENU))

    # ------------------------------------------------------------ the mouse (cards: MoveChoice)

    def on_button_pressed(self, event: PadButton.Pressed) -> None:
        action = getattr(event.button, "game_action", None)
        if action:
            event.stop()
            getattr(self, f"action_{action}")()
