"""Players a bot author might plug in, for the player-spec tests."""

from escoba_tui.players import Decision, Player


class FirstMove(Player):
    """Always the first legal move; takes a `label` option."""

    name = "first-move"

    def __init__(self, label: str = "first") -> None:
        self.label = label

    def decide(self, view, legal):
        return Decision(legal[0], f"{self.label}: the first legal move")


class Ducky:
    """Not a Player subclass: anything with choose() will do."""

    def choose(self, view, legal):
        return legal[-1]
