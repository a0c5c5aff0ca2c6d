"""Golden games: the same match (seed, players) must give the same record, byte for byte.

Each case plays one game with deterministic players and keeps two things under
tests/fixtures/golden/: the record as written (`<case>.toml`, `started` pinned), and a
digest of everything the seats were told and asked (`transcripts.json`: every
player-protocol event each seat received, every view and legal list it was asked to
decide on, seat by seat). Refactors of the referee, the full-screen game's match session, the engine
or the record writer must leave both unchanged; test_golden.py checks it.

Regenerate (only when a change of the output is intended and understood):

    .venv/bin/python tests/golden.py --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from escoba_tui.arena.referee import play_game
from escoba_tui.game.cards import NOTATION, Move
from escoba_tui.game.engine import SeatView, default_teams
from escoba_tui.game.record import dumps
from escoba_tui.game.rules import make_rules
from escoba_tui.game.seeds import player_seed
from escoba_tui.players import make_player
from escoba_tui.players.base import Decision, GameInfo, Player, PlayerFault

HERE = Path(__file__).parents[1] / "fixtures" / "golden"
STARTED = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
PRESETS = ("escoba", "scopa-club", "scopa")
# (seats, partners)
SEATINGS = ((2, False), (3, False), (4, False), (4, True), (6, False), (6, True))
ROSTER = ("greedy", "counter", "random", "counter", "greedy", "random")


# ---------------------------------------------------------------- spying on seats


class Transcript:
    """Every message and question the seats of one game got, as JSON lines."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, seat: int, kind: str, payload: Any) -> None:
        self.lines.append(json.dumps([seat, kind, payload], sort_keys=True, ensure_ascii=False))

    def digest(self) -> str:
        """Seat by seat, in the order each seat got them: how the telling of different
        seats interleaves is not part of the protocol (each seat is its own program)."""
        by_seat = sorted(self.lines, key=lambda line: json.loads(line)[0])
        return hashlib.sha256("\n".join(by_seat).encode()).hexdigest()


def view_json(view: SeatView, legal: Sequence[Move]) -> dict[str, Any]:
    doc = view.to_protocol()
    doc.update(
        turn=view.turn,
        hand_sizes=list(view.hand_sizes),
        teams=[list(t) for t in view.teams],
        hand_number=view.hand_number,
        opening=[NOTATION[c] for c in view.opening],
        last_capturer=view.last_capturer,
        legal=[str(m) for m in legal],
    )
    return doc


class Spy(Player):
    """Passes everything to `inner`, writing down what the seat was told and asked."""

    wants_events = True

    def __init__(self, inner: Player, seat: int, transcript: Transcript) -> None:
        self.inner, self.seat, self.transcript = inner, seat, transcript
        self.name = getattr(inner, "name", "?")

    def start_game(self, info: GameInfo) -> None:
        self.transcript.add(
            self.seat,
            "start",
            [
                info.seat,
                info.seats,
                [list(t) for t in info.teams],
                info.rules.preset,
                info.rules.options(),
                list(info.names),
                info.time_ms,
            ],
        )
        self.inner.start_game(info)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        self.transcript.add(self.seat, "decide", view_json(view, legal))
        decision = self.inner.decide(view, legal)
        if isinstance(decision, Decision):
            self.transcript.add(self.seat, "decided", [str(decision.move), decision.reason])
        else:  # a player that breaks the interface: the referee must cope, the spy too
            self.transcript.add(self.seat, "decided", [repr(decision), None])
        return decision

    def notify(self, message: dict[str, Any]) -> None:
        self.transcript.add(self.seat, "notify", message)
        if self.inner.wants_events:
            self.inner.notify(message)

    def close(self) -> None:
        self.inner.close()


# ---------------------------------------------------------------- players that break the rules


class Faulty(Player):
    """Plays like `greedy` until its `after`-th decision, then breaks the rules its way."""

    name = "faulty"

    def __init__(self, how: str, after: int = 5) -> None:
        self.how, self.after, self.calls = how, after, 0
        self.inner = make_player("greedy")
        self.wants_events = how == "notify"

    def start_game(self, info: GameInfo) -> None:
        if self.how == "start":
            raise RuntimeError("cannot start")
        self.inner.start_game(info)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        self.calls += 1
        if self.calls >= self.after:
            if self.how == "crash":
                raise RuntimeError("boom")
            if self.how == "illegal":
                return Decision(Move(view.hand[0], (view.hand[0],)))  # takes itself: never legal
            if self.how == "fault":
                raise PlayerFault("timeout", "took too long")
            if self.how == "junk":
                return "7o"  # type: ignore[return-value]
        return self.inner.decide(view, legal)

    def notify(self, message: dict[str, Any]) -> None:
        if self.how == "notify" and message["type"] == "played" and message["seat"] != 0:
            self.calls += 1
            if self.calls >= self.after:
                raise ValueError("cannot read that")


# ---------------------------------------------------------------- the cases


Case = Callable[[Transcript], bytes]


def referee_case(
    preset: str,
    seats: int,
    partners: bool,
    specs: Sequence[str],
    seed: int,
    options: dict[str, Any] | None = None,
    faulty: dict[int, Faulty] | None = None,
    time_ms: int | None = None,
) -> Case:
    def run(transcript: Transcript) -> bytes:
        rules = make_rules(preset, **(options or {}))
        players: list[Player] = []
        for s, spec in enumerate(specs):
            inner = (faulty or {}).get(s) or make_player(spec, seed=player_seed(seed, s))
            players.append(Spy(inner, s, transcript))
        names = [f"{spec}@{s}" for s, spec in enumerate(specs)]
        outcome = play_game(
            players, rules, default_teams(seats, partners), names=names, specs=list(specs), seed=seed, time_ms=time_ms
        )
        outcome.started = STARTED
        for hand, seat, reason in outcome.reasons:
            transcript.add(seat, "reason", [hand, reason])
        transcript.add(
            -1,
            "outcome",
            [outcome.result, outcome.forfeit_seat, outcome.forfeit_reason, outcome.forfeit_detail, outcome.winner],
        )
        return dumps(outcome.record()).encode()

    return run


def match_case(
    preset: str, kinds: Sequence[str], partners: bool, seed: int, options: dict[str, Any] | None = None
) -> Case:
    """The full-screen game's LocalMatch, driven as the game screen drives it; a human seat
    takes its hinter's advice (a deterministic human)."""

    def run(transcript: Transcript) -> bytes:
        from escoba_tui.ui.session import LocalMatch, Seat

        rules = make_rules(preset, **(options or {}))
        seats = [Seat(f"{kind}@{s}", kind) for s, kind in enumerate(kinds)]
        match = LocalMatch(rules, seats, partners, seed, STARTED)
        for table in (match.players, match.hinters):
            for s in list(table):
                table[s] = Spy(table[s], s, transcript)
        while not match.game.over:
            if match.needs_deal():
                match.start_hand()
            hand = match.hand
            assert hand is not None
            seat = hand.turn
            adviser = match.hinters[seat] if match.seats[seat].human else match.players[seat]
            decision = adviser.decide(hand.view(seat), list(hand.legal_moves()))
            match.play(decision.move)
            if hand.over:
                match.finish_hand()
        match.close()
        return dumps(match.record()).encode()

    return run


def cases() -> dict[str, Case]:
    out: dict[str, Case] = {}
    for p, preset in enumerate(PRESETS):
        for seats, partners in SEATINGS:
            specs = list(ROSTER[:seats])
            if seats == 2:
                specs = ["expert:iters=16,seed=5", "counter"] if preset == "escoba" else ["greedy", "counter"]
            name = f"referee-{preset}-{seats}{'p' if partners else ''}"
            out[name] = referee_case(preset, seats, partners, specs, seed=100 + 10 * p + seats + partners)
    # Options away from the preset (a record's rules_options), a target of its own.
    out["referee-escoba-2-options"] = referee_case(
        "escoba",
        2,
        False,
        ["counter", "random"],
        7,
        {"renuncio": True, "all_sevens_bonus": 2, "last_play_escoba": False, "target": 15},
    )
    out["referee-scopa-club-3-options"] = referee_case(
        "scopa-club",
        3,
        False,
        ["greedy", "random", "counter"],
        8,
        {"compulsory_capture": True, "renuncio": True, "opening_escobas": True, "face_values": [8, 9, 10]},
    )
    out["referee-scopa-2-long"] = referee_case("scopa", 2, False, ["random", "random"], 9, {"target": 31})
    # Forfeits, by cause: the record and what the others were told must not change.
    out["forfeit-crash-2"] = referee_case("escoba", 2, False, ["greedy", "faulty"], 11, faulty={1: Faulty("crash", 9)})
    out["forfeit-illegal-4p"] = referee_case(
        "escoba", 4, True, ["greedy", "counter", "faulty", "random"], 12, faulty={2: Faulty("illegal", 7)}
    )
    out["forfeit-timeout-3"] = referee_case(
        "scopa", 3, False, ["faulty", "greedy", "counter"], 13, faulty={0: Faulty("fault", 4)}, time_ms=50
    )
    out["forfeit-junk-2"] = referee_case(
        "scopa-club", 2, False, ["counter", "faulty"], 14, faulty={1: Faulty("junk", 3)}
    )
    out["forfeit-notify-6p"] = referee_case(
        "escoba",
        6,
        True,
        ["greedy", "faulty", "random", "counter", "greedy", "random"],
        15,
        faulty={1: Faulty("notify", 20)},
    )
    out["forfeit-start-2"] = referee_case("escoba", 2, False, ["greedy", "faulty"], 16, faulty={1: Faulty("start")})
    # The full-screen game's match session.
    out["match-escoba-2"] = match_case("escoba", ["human", "greedy"], False, 21)
    out["match-scopa-club-3"] = match_case("scopa-club", ["human", "counter", "random"], False, 22)
    out["match-scopa-4p"] = match_case("scopa", ["human", "greedy", "human", "counter"], True, 23)
    out["match-escoba-6p"] = match_case(
        "escoba", ["greedy", "human", "random", "counter", "greedy", "random"], True, 24, {"renuncio": True}
    )
    out["match-scopa-club-4"] = match_case("scopa-club", ["random", "greedy", "counter", "human"], False, 25)
    return out


def produce(name: str) -> tuple[bytes, str]:
    transcript = Transcript()
    record = cases()[name](transcript)
    return record, transcript.digest()


def write() -> None:
    HERE.mkdir(parents=True, exist_ok=True)
    digests = {}
    for name in cases():
        record, digest = produce(name)
        (HERE / f"{name}.toml").write_bytes(record)
        digests[name] = digest
        print(name, len(record), digest[:12])
    (HERE / "transcripts.json").write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: golden.py --write   (rewrites tests/fixtures/golden/)")
    write()
