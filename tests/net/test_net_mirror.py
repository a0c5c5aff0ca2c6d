"""A client's picture of the hand (SeatMirror) agrees with the host's at every turn."""

from __future__ import annotations

import threading

import pytest
from helpers.net_helpers import client, running_host

from escoba_tui.net.mirror import SeatMirror
from escoba_tui.net.table import TableConfig


class Checker:
    """Feeds a seat's messages to a mirror; at every turn compares it with the host's state."""

    def __init__(self) -> None:
        self.mirror: SeatMirror | None = None
        self.turns = 0

    def __call__(self, message: dict) -> None:
        kind = message["type"]
        if kind == "hello":
            self.mirror = SeatMirror(message)
        elif kind == "resync":
            self.mirror = SeatMirror(message["hello"])
            if message["state"] is not None:
                self.mirror.resync(message["state"], message["hand_number"])
        elif kind in ("hand_start", "deal", "played"):
            getattr(self.mirror, kind)(message)
        elif kind == "turn":
            hand = self.mirror.build()
            seat = self.mirror.seat
            assert hand.turn == seat
            assert hand.view(seat).to_protocol() == message["state"]
            assert sorted(map(str, hand.legal_moves())) == sorted(message["legal"])
            self.turns += 1


@pytest.mark.parametrize(
    "seats, partners, rules",
    [
        (["remote", "remote"], False, "escoba"),
        (["remote", "greedy", "remote"], False, "scopa"),
        (["remote", "random", "remote", "greedy"], True, "scopa-club"),
    ],
)
def test_the_mirror_sees_what_the_host_sends(seats, partners, rules):
    config = TableConfig(seats=seats, partners=partners, rules=rules, target=8, seed=11)
    remote = seats.count("remote")
    with running_host([config]) as host:
        checkers = [Checker() for _ in range(remote)]
        clients = [client(host, config.code, f"p{i}") for i in range(remote)]
        drop_done = threading.Event()

        def run(i: int) -> None:
            def choose(turn: dict) -> str:
                checkers[i](turn)
                if i == 0 and not drop_done.is_set() and len(turn["state"]["history"]) >= 5:
                    drop_done.set()
                    clients[i].drop()  # comes back through resync, mid-hand
                return turn["legal"][len(turn["legal"]) // 2]

            for m in play_bot_messages(clients[i], choose):
                if m["type"] != "turn":
                    checkers[i](m)

        threads = [threading.Thread(target=run, args=(i,)) for i in range(remote)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert drop_done.is_set() and clients[0].reconnects == 1, host.events
    assert all(c.turns > 10 for c in checkers)


def play_bot_messages(c, choose):
    """play_bot, with messages handed over as they come rather than at the end."""
    got = []
    for m in c.messages():
        got.append(m)
        yield m
        if m["type"] == "turn":
            c.move(choose(m), m["seq"])
        elif m["type"] == "quit":
            c.close()
