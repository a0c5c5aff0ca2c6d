"""An opponent that breaks the rules of play, for the learning environments' tests."""

from escoba_tui.players import Player


class Faulty(Player):
    """Plays its first legal move `good` times (counted over the match), then faults as
    `how` says: "raise" (choose raises), "none" (answers None), "text" (answers a
    string), "notify" (raises on the next event it hears), "start" (start_game raises)."""

    name = "faulty"

    def __init__(self, how: str = "raise", good: int = 0) -> None:
        self.how = how
        self.good = int(good)
        self.wants_events = how == "notify"

    def start_game(self, info):
        if self.how == "start":
            raise RuntimeError("cannot start")
        super().start_game(info)

    def choose(self, view, legal):
        if self.good > 0 or self.how == "notify":
            self.good -= 1
            return legal[0]
        if self.how == "raise":
            raise RuntimeError("the bot broke")
        return None if self.how == "none" else "7o"

    def notify(self, message):
        if self.how == "notify" and self.good < 0:
            raise RuntimeError("the bot cannot listen")
