"""Players that answer malformed moves (issue 35): each must be a forfeit with a
reason, never a crash of the referee, the command line or an environment."""

from __future__ import annotations

from escoba_tui.game.cards import Card, Move
from escoba_tui.players import Decision, Player


class _Answers(Player):
    """Answers `answer(legal)` to every decision."""

    name = "bad"

    def answer(self, legal):  # pragma: no cover - overridden
        raise NotImplementedError

    def choose(self, view, legal):
        return self.answer(legal)


class BadCard(_Answers):
    """A Move of a card that does not exist (index 45)."""

    def answer(self, legal):
        return Move(Card(45))


class TextCard(_Answers):
    """A Move whose card is the text "7o"."""

    def answer(self, legal):
        return Move("7o")


class NoneCaptures(_Answers):
    """A legal move's card with None for its captures."""

    def answer(self, legal):
        return Move(legal[0].card, None)


class BadCapture(_Answers):
    """A legal card capturing a card that does not exist."""

    def answer(self, legal):
        return Move(legal[0].card, (Card(41),))


class NotAMove(_Answers):
    """A plain string."""

    def answer(self, legal):
        return "7o"


class DecisionOfNothing(_Answers):
    """A Decision holding a number, not a Move."""

    def answer(self, legal):
        return Decision(5)  # type: ignore[arg-type]


class Unprintable(_Answers):
    """An object whose repr raises."""

    def answer(self, legal):
        class Odd:
            def __repr__(self):
                raise RuntimeError("no repr")

        return Move(Odd())


BAD_PLAYERS = (BadCard, TextCard, NoneCaptures, BadCapture, NotAMove, DecisionOfNothing, Unprintable)
