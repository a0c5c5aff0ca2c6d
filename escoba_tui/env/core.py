"""The game behind the learning environments: one match driven one action at a time.

Independent of PettingZoo and Gymnasium (numpy only), so both environments share it:
the action encoding (a move is composed from integer actions), the action mask, the
observation and state vectors, the rewards and the text picture. docs/env.md says what
every number means.

Action encoding (`Discrete(81)`): 0-39 choose the card to play (a hand card; a table
card starts a renuncio claim on that card), 40-79 add table card `a - 40` to the capture
(in ascending card index), 80 done. A card's index is `10 * suit + rank - 1`, suits in
the order o, c, e, b: `7o` is 6, `10b` is 39. The seat to move keeps acting until its
move is complete; the mask allows exactly the next actions that can still end in a legal
move, so compulsory capture and every other rule hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import numpy as np

from ..arena.referee import MAX_HANDS
from ..game.cards import NOTATION, Move
from ..game.engine import SEAT_COUNTS, EngineError, Game, HandState, IllegalMove, default_teams
from ..game.loop import GameLoop, Tell
from ..game.rules import Rules, build_rules
from ..game.values import is_int
from .encode import COMPOSING as ENCODED_COMPOSING
from .encode import SIZE as ENCODED_SIZE
from .checks import EnvError, as_whole, value_text
from .encode import encode_parts, rules_vector

CARDS = 40
ADD = 40  # actions ADD..ADD+39 add a table card to the capture
DONE = 80
ACTIONS = 81
MAX_SIDES = 6  # per-side and per-seat scalars are padded to six, whatever the seats

# The observation: (name, length). Planes are 0/1 per card index; scalars are in [0, 1].
OBSERVATION_LAYOUT: tuple[tuple[str, int], ...] = (
    ("hand", CARDS),  # this seat's hand
    ("table", CARDS),  # the table
    ("own_captured", CARDS),  # cards this seat's side has captured this hand
    ("other_captured", CARDS),  # cards the other sides have captured this hand
    ("unseen", CARDS),  # cards this seat has not seen: other hands and the deck
    ("deck_left", 1),  # cards still to deal / 40
    ("escobas", MAX_SIDES),  # escobas this hand per side / 10 (own side first, then in seat order)
    ("scores", MAX_SIDES),  # scores before this hand per side / target, capped at 1 (same order)
    ("dealer", MAX_SIDES),  # one-hot: the dealer is this seat (0), the next seat (1), ...
    ("hand_sizes", MAX_SIDES),  # cards in hand / 3, this seat first then the next seats
    ("escoba_counts", 1),  # 1 when clearing the table now would score an escoba
    ("rules", 10),  # flags: capture by sum, single card first, compulsory capture, opening
    #                 escobas, last-play escoba, primiera, sixes break a sevens tie,
    #                 renuncio, all-sevens bonus, all-oros bonus
    ("face_values", 3),  # the values of ranks 8, 9, 10 / 12
    ("chosen_card", CARDS),  # the card chosen so far in the move being composed
    ("chosen_captures", CARDS),  # the table cards added so far to that move's capture
    ("last_capturer", MAX_SIDES),  # one-hot: who takes the leftovers, this seat (0), the next seat (1), ...
)


def _offsets(layout: Sequence[tuple[str, int]]) -> dict[str, int]:
    out, at = {}, 0
    for name, size in layout:
        out[name] = at
        at += size
    out["_size"] = at
    return out


OBS = _offsets(OBSERVATION_LAYOUT)
OBSERVATION_SIZE = OBS["_size"]
COMPOSING = OBS["chosen_card"]  # the part of the observation that changes within a move
assert (OBSERVATION_SIZE, COMPOSING) == (ENCODED_SIZE, ENCODED_COMPOSING), "encode.py and the layout disagree"
LAST_CAPTURER = OBS["last_capturer"]

REWARDS = ("points", "match")
ILLEGAL = ("raise", "lose")
RENDER_MODES = ("ansi", "human")  # human: the same text, printed


class IllegalAction(IllegalMove):
    """An action the mask forbids (it names the action and the allowed ones)."""


def action_name(action: int) -> str:
    """What an action means, in words: `play 7o`, `add 3b`, `done`."""
    if action == DONE:
        return "done"
    if 0 <= action < CARDS:
        return f"play {NOTATION[action]}"
    if ADD <= action < DONE:
        return f"add {NOTATION[action - ADD]}"
    return "no action"


def move_actions(move: Move) -> tuple[int, ...]:
    """The actions that compose `move`: its card, its captures in ascending index, done."""
    return (int(move[0]), *sorted(ADD + c for c in move[1]), DONE)


def move_features(moves: Sequence[Move]) -> np.ndarray:
    """One row per move, 80 columns of 0/1: the card played (0-39), then the cards it
    takes (40-79), for methods that score whole moves (a renuncio claim: the claimed card
    and the set it names)."""
    out = np.zeros((len(moves), 2 * CARDS), dtype=np.float32)
    for i, m in enumerate(moves):
        out[i, m[0]] = 1.0
        for c in m[1]:
            out[i, CARDS + c] = 1.0
    return out


def check_args(
    rules: str | Rules,
    seats: Any,
    partners: Any,
    target: Any,
    render_mode: Any,
    reward: Any = "points",
    illegal: Any = "raise",
    max_hands: Any = MAX_HANDS,
) -> tuple[Rules, list[list[int]]]:
    """The rules and sides an environment's arguments describe; EnvError (or the rules'
    and engine's own one-line errors) for anything they cannot be."""
    if not is_int(seats):
        raise EnvError(f"seats must be a whole number (2, 3, 4 or 6), not {seats!r}")
    if seats not in SEAT_COUNTS:
        raise EngineError(f"{seats} seats: escoba is played by 2, 3, 4 or 6")
    if not isinstance(partners, bool):
        raise EnvError(f"partners must be true or false, not {partners!r}")
    teams = default_teams(seats, partners)
    if isinstance(rules, Rules):
        if target is not None:
            rules = build_rules(rules.preset, rules.differences(), target)
    elif isinstance(rules, str):
        rules = build_rules(rules, None, target)
    else:
        raise EnvError(f"rules must be a preset name or a Rules, not {rules!r}")
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise EnvError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
    if reward not in REWARDS:
        raise EnvError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
    if illegal not in ILLEGAL:
        raise EnvError(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
    if not is_int(max_hands) or max_hands < 1:
        raise EnvError(f"max_hands must be a whole number of hands (1 or more), not {max_hands!r}")
    return rules, teams


SEED_LIMIT = 2**64  # reset(seed=...) takes a whole number from 0 below this, or None


def check_reset(seed: Any, options: Any) -> int | None:
    """The seed a `reset` was given (an int, a numpy integer, or None); EnvError for any
    other seed or for `options` that are not None or a dict."""
    number = None if seed is None else as_whole(seed)
    if seed is not None and (number is None or not 0 <= number < SEED_LIMIT):
        raise EnvError(f"seed must be None or a whole number from 0 to 2**64 - 1, not {value_text(seed)}")
    if options is not None and not isinstance(options, dict):
        raise EnvError(f"options must be None or a dict, not {value_text(options)}")
    return number


def legal_move(legal: Sequence[Move], index: Any) -> Move:
    """Legal move number `index` of `legal`; EnvError for an index that names none."""
    number = as_whole(index)
    if number is None or not 0 <= number < len(legal):
        have = f"there are {len(legal)} (0..{len(legal) - 1})" if legal else "there are none now"
        raise EnvError(f"no legal move {value_text(index)}: {have}")
    return legal[number]


def render_table(table: ActionMatch, names: Sequence[str], render_mode: str | None) -> str | None:
    """An environment's `render()`: the table in text (`ActionMatch.render`), returned
    with render_mode "ansi", printed with "human" (then None), nothing without one."""
    if render_mode is None:
        return None
    text = table.render(names)
    if render_mode == "human":
        print(text, end="", flush=True)
        return None
    return text


_rules_part = rules_vector  # the observation's rules numbers (escoba_tui.env.encode)


class ActionMatch:
    """A match driven by actions. `reset(seed)` deals; `allowed()` / `mask()` say which
    actions the seat to move (`seat`) may take; `act(action)` takes one and, when it
    completes a move, plays it (the hand ends, the next is dealt, the match ends as the
    rules say). `tell(seat, message)` (optional) hears every event as player-protocol
    messages, for opponents that want them."""

    def __init__(
        self,
        rules: Rules,
        teams: list[list[int]],
        reward: str = "points",
        max_hands: int = MAX_HANDS,
        tell: Tell | None = None,
    ) -> None:
        self.rules = rules
        self.teams = teams
        self.seats = sum(len(t) for t in teams)
        self.sides = len(teams)
        self.side_of = [0] * self.seats
        for i, side in enumerate(teams):
            for s in side:
                self.side_of[s] = i
        self.reward_mode = reward
        self.max_hands = max_hands
        self.tell = tell
        self._rules_part = _rules_part(rules)
        self._rules_list = [float(x) for x in self._rules_part]
        self.game = Game(rules, teams)
        self.loop = GameLoop(self.game, tell, Random(0))
        self.over = True
        self.truncated = False
        self.illegal_seat: int | None = None
        self.points: list[int] = [0] * self.sides  # running points when the decision began
        self._new_decision()

    # -- the match

    def reset(self, seed: int | None) -> None:
        """A new match, its first hand dealt from `seed` (the same seed, the same cards)."""
        self.game = Game(self.rules, [list(t) for t in self.teams])
        self.loop = GameLoop(self.game, self.tell, Random(seed))
        self.over = self.truncated = False
        self.illegal_seat = None
        self.loop.start_hand()
        self._new_decision()
        self.points = [0] * self.sides  # so the first move's reward has any opening escoba

    @property
    def hand(self) -> HandState:
        hand = self.game.hand
        assert hand is not None
        return hand

    @property
    def seat(self) -> int:
        """The seat to move (meaningless once `over`)."""
        return self.hand.turn

    def running(self) -> list[int]:
        """Points per side so far, this hand's escobas included (a new list)."""
        return list(self._running)

    def _new_decision(self) -> None:
        """The seat to move starts a move: work out, once, every action sequence (and
        forget the observations and masks of the last decision)."""
        self.prefix: tuple[int, ...] = ()
        self._seen: dict[int, np.ndarray] = {}
        # worked out once per decision: every score change is a move, a deal or an end,
        # and each of them comes through here
        self._running: list[int] = self.game.running_scores()
        hand = self.game.hand
        self._mover = -1
        if self.over or hand is None or hand.over:
            self.legal: tuple[Move, ...] = ()
            self._next: dict[tuple[int, ...], list[int]] | None = {(): []}
            self._complete: dict[tuple[int, ...], Move] = {}
            return
        self._mover = hand.turn
        self.points = list(self._running)
        self.legal = hand.legal_moves()
        self._next = None  # worked out when first asked: an opponent's decision never is

    def _sequences(self) -> dict[tuple[int, ...], list[int]]:
        """Every prefix of the legal moves' action sequences -> the actions that may follow."""
        nexts: dict[tuple[int, ...], list[int]] = {}
        complete: dict[tuple[int, ...], Move] = {}
        for m in self.legal:
            card, caps = int(m[0]), m[1]
            key: tuple[int, ...] = (card,)
            first = nexts.get(())
            if first is None:
                nexts[()] = [card]
            elif card not in first:
                first.append(card)
            for c in sorted(caps):
                got = nexts.get(key)
                if got is None:
                    nexts[key] = [ADD + c]
                elif ADD + c not in got:
                    got.append(ADD + c)
                key = key + (ADD + c,)
            got = nexts.get(key)
            if got is None:
                nexts[key] = [DONE]
            else:
                got.append(DONE)
            complete[key] = m
        self._next = nexts
        self._complete = complete
        return nexts

    def allowed(self) -> list[int]:
        """The actions the seat to move may take now (none once the match is over)."""
        nexts = self._next
        if nexts is None:
            nexts = self._sequences()
        return nexts.get(self.prefix, [])

    def mask(self) -> np.ndarray:
        """`allowed()` as 81 int8 flags, a new array each call."""
        flags = bytearray(ACTIONS)
        for a in self.allowed():
            flags[a] = 1
        return np.frombuffer(flags, dtype=np.int8)

    def forbidden(self, action: Any) -> str:
        """Why `action` cannot be taken now, naming the allowed ones."""
        number = as_whole(action)
        if number is None:
            shown = f"{value_text(action)} is not an action (a whole number, 0-{ACTIONS - 1})"
            return shown if self.over else f"{shown}; allowed for seat {self.seat} now: {self._allowed_words()}"
        shown = f"{number} ({action_name(number)})"
        if self.over:
            return f"action {shown}: the match is over"
        return f"action {shown} is not allowed for seat {self.seat} now; allowed: {self._allowed_words()}"

    def _allowed_words(self) -> str:
        return ", ".join(f"{a} ({action_name(a)})" for a in sorted(self.allowed()))

    def act(self, action: Any) -> Move | None:
        """Take one action for the seat to move; the move it completes, if it does.
        IllegalAction (nothing changed) for an action the mask forbids and for anything
        that is not a whole number (`as_whole`)."""
        number = as_whole(action)
        if self.over or number is None or number not in self.allowed():
            raise IllegalAction(self.forbidden(action))
        action = number
        if action != DONE:
            self.prefix = self.prefix + (action,)
            return None
        move = self._complete[self.prefix]
        self.play(move)
        return move

    def play(self, move: Move) -> None:
        """Play a whole legal move for the seat to move (an opponent's, or a composed one)."""
        self.loop.play(move)
        hand = self.hand
        if hand.over:
            self.loop.finish_hand()
            if self.game.over:
                self.over = True
            elif len(self.game.hands) >= self.max_hands:
                self.over = self.truncated = True
            else:
                self.loop.start_hand()
        self._new_decision()

    def forfeit(self, seat: int) -> None:
        """End the match as a loss for `seat`'s side (an illegal action with illegal="lose")."""
        self.over = True
        self.illegal_seat = seat
        self._new_decision()

    def abandon(self) -> None:
        """End the match where it stands, with no winner and no more decisions (a player's
        fault, or a reset that did not finish): nothing is allowed, no seat is to move."""
        self.over = True
        self._new_decision()

    # -- rewards

    def side_rewards(self, before: Sequence[int]) -> list[float]:
        """The rewards per side since `before` (the running points then, e.g. `points`
        as it was before the last move was played): zero-sum, each
        side's gain less the mean gain of the other sides; with reward="match", +1 for the
        side that wins the match and -1/(sides-1) for each other (0 for a truncated match)."""
        n = self.sides
        if self.illegal_seat is not None:
            loser = self.side_of[self.illegal_seat]
            return [-1.0 if k == loser else 1.0 / (n - 1) for k in range(n)]
        if self.reward_mode == "match":
            winner = self.game.winner if self.over and not self.truncated else None
            if winner is None:
                return [0.0] * n
            return [1.0 if k == winner else -1.0 / (n - 1) for k in range(n)]
        now = self._running
        gains = [a - b for a, b in zip(now, before)]
        total = sum(gains)
        return [g - (total - g) / (n - 1) for g in gains]

    # -- what a seat sees

    def observe(self, seat: int) -> np.ndarray:
        """The observation of `seat` (see OBSERVATION_LAYOUT): a new array each call."""
        base = self._seen.get(seat)
        if base is None:
            base = self._seen[seat] = self._observe_cards(seat)
        obs = base.copy()
        prefix = self.prefix
        if prefix and seat == self._mover:
            obs[COMPOSING + prefix[0]] = 1.0
            for a in prefix[1:]:
                obs[COMPOSING + a] = 1.0  # ADD + c lands at chosen_captures + c
        return obs

    def _observe_cards(self, seat: int) -> np.ndarray:
        """The observation of `seat` but for the move being composed: the same for every
        step of one decision, so it is made once per decision and seat, by the public
        encoder (escoba_tui.env.encode) a `Player` uses too."""
        game = self.game
        hand = game.hand
        if hand is None:
            return np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        return encode_parts(
            seat,
            self.side_of,
            hand.hands[seat],
            hand.table,
            hand.piles,
            hand.side_escobas(),
            game.scores,
            self.rules.target,
            hand.dealer,
            [len(h) for h in hand.hands],
            40 - hand.deck_pos,
            not hand.over and self.rules.escoba_counts(hand.is_last_play()),
            self._rules_list,
            hand.last_capturer,
        )

    def state(self) -> np.ndarray:
        """Everything, for centralised training: each seat's hand and pile, the table,
        the cards still to deal, then the scalars of `state_layout`."""
        seats = self.seats
        out = np.zeros(self.state_size(), dtype=np.float32)
        hand = self.game.hand
        if hand is None:
            return out
        ones = []
        for s in range(seats):
            ones += [s * 40 + c for c in hand.hands[s]]
            ones += [(seats + s) * 40 + c for c in hand.piles[s]]
        base = 2 * seats * 40
        ones += [base + c for c in hand.table]
        ones += [base + 40 + c for c in hand.deck[hand.deck_pos :]]
        out[ones] = 1.0
        at = base + 80
        out[at] = (40 - hand.deck_pos) / 40
        escobas, scores = hand.side_escobas(), self.game.scores
        for k in range(self.sides):
            out[at + 1 + k] = min(escobas[k], 10) / 10
            out[at + 7 + k] = min(scores[k] / self.rules.target, 1.0)
        out[at + 13 + hand.dealer] = 1.0
        if not self.over:
            out[at + 19 + hand.turn] = 1.0
        out[at + 25 : at + 38] = self._rules_part
        at += 38
        if not self.over and self.prefix:
            for a in self.prefix:
                out[at + a] = 1.0
        return out

    def information_state(self, seat: int) -> np.ndarray:
        """`seat`'s full information state (escoba_tui.env.infostate): each seat's pile
        apart, the last capturer, the hand's plays; the move being composed if it is
        `seat`'s."""
        from .infostate import INFOSTATE_SIZE, information_state

        if self.game.hand is None:
            return np.zeros(INFOSTATE_SIZE, dtype=np.float32)
        return information_state(self.hand, seat, self.prefix if seat == self._mover else ())

    def perfect_information(self, seat: int) -> np.ndarray:
        """The information state plus every hand and the cards to deal, relative to
        `seat`: an oracle's input in oracle-guided training (never the player's)."""
        from .infostate import PERFECT_SIZE, perfect_information

        if self.game.hand is None:
            return np.zeros(PERFECT_SIZE, dtype=np.float32)
        return perfect_information(self.hand, seat, self.prefix if seat == self._mover else ())

    def state_size(self) -> int:
        """2 x 40 per seat (hands, piles), table 40, deck 40, deck left 1, escobas 6,
        scores 6, dealer 6, turn 6, rules 13, the move being composed 80."""
        return 80 * self.seats + 80 + 38 + 80

    # -- the picture

    def render(self, names: Sequence[str]) -> str:
        """The table in text, every hand shown, the seats called `names`."""
        game = self.game
        hand = game.hand
        if hand is None:
            return "(no hand dealt: reset first)"
        lines = [
            f"hand {len(game.hands)} · deck {40 - hand.deck_pos} · scores "
            + " – ".join(str(s) for s in game.running_scores())
            + f" (to {self.rules.target})",
            "table: " + (" ".join(NOTATION[c] for c in hand.table) or "(empty)"),
        ]
        for s in range(self.seats):
            mark = "*" if not self.over and s == hand.turn else " "
            dealer = " (dealer)" if s == hand.dealer else ""
            cards = " ".join(NOTATION[c] for c in hand.hands[s]) or "-"
            lines.append(f"{mark} {names[s]}{dealer}: {cards}  · took {len(hand.piles[s])}, escobas {hand.escobas[s]}")
        if self.over:
            winner = self.game.winner
            lines.append("match over" + (f": side {winner} wins" if winner is not None else ""))
        elif self.prefix:
            taken = "+".join(NOTATION[a - ADD] for a in self.prefix[1:])
            lines.append(f"composing: {NOTATION[self.prefix[0]]}" + (":" + taken if taken else ""))
        return "\n".join(lines) + "\n"
