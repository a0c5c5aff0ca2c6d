"""The hint (h): the adviser, a computer player, suggests the human's move from a worker thread."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.worker import get_current_worker

from ...game.cards import Move
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...players import Decision, Player
from ..match_like import MatchLike
from ..seats import level_word
from ..widgets.move_log import describe_hint
from .choosing import MoveChoice
from .modals import HintScreen


class Advice(MoveChoice):
    """The hint of a screen where a human chooses a move (the game screen). Besides what
    MoveChoice asks, the screen gives `match` (its `hinters`) and `token` (the position's);
    the hint on show is `hint` (`hint_short`: its reason alone, for a hand line too short
    for it all), for the position `hint_token`."""

    app: Any
    match: MatchLike
    token: int
    hint: str = ""
    hint_token: int = -1
    hint_short: str = ""

    def action_hint(self) -> None:
        hand = self.hand
        if not self.human_turn() or hand is None:
            return
        if self.hint and self.hint != S.HINT_THINKING and self.hint_token == self.token:
            # h again: the hint whole, reason and all (at 80×24 the hand's line cuts it).
            self.app.push_screen(HintScreen(self.hint))
            return
        self.hint_token = self.token
        seat = hand.turn
        self.hint = S.HINT_THINKING
        self.redraw()
        self.find_hint(self.match.hinters[seat], hand.view(seat), self.legal(), self.token)

    @work(thread=True, exclusive=True, group="hint")
    def find_hint(self, player: Player, view, legal: list[Move], token: int) -> None:
        try:
            decision = player.decide(view, legal)
        except Exception as exc:
            decision = Decision(legal[0], f"{type(exc).__name__}: {exc}")
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.show_hint, token, decision)

    def show_hint(self, token: int, decision: Decision) -> None:
        hand = self.hand
        if token != self.token or not self.human_turn() or hand is None:
            return
        move = hand.find_legal(decision.move)
        if move is None:
            return
        from ..session import hint_spec

        self.choose_move(move)
        text = describe_hint(move, self.look)
        # The adviser by its level, in the catalogue's words ("Compteur"), not its spec.
        adviser = level_word(hint_spec()) or hint_spec()
        reason = W.say(decision.reason, self.look) or "—"
        self.hint_short = S.HINT_REASON.format(player=adviser, reason=reason)
        self.hint = S.HINT.format(player=adviser, move=text, reason=reason)
        self.redraw()
