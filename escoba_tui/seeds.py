"""A player's seed, the one way it comes from the seed of the deals.

A built-in (or a `py:` player) that takes a `seed` gets

    player_seed(deal_seed, seat, game) =
        int.from_bytes(blake2b(f"escoba player seed|{deal_seed}|{seat}|{game}".encode(),
                               digest_size=8).digest(), "big") >> 1

a 63-bit number from a one-way hash: the same deals and seat give the same seed (so
the same seed still plays the same games), and no formula gives the deal seed back
from it, so a player cannot rebuild the deck from its seed. (Someone who already
knows the deal seed's few candidates can try each; the cards a seat is dealt allow
that check anyway, seed or no seed.) Every place that seats a player uses this: a
match, a tournament, the full-screen game, a hosted table, the benchmark.
"""

from __future__ import annotations

import hashlib

PREFIX = "escoba player seed"


def player_seed(deal_seed: int, seat: int, game: str = "") -> int:
    """The seed of the player in `seat` of a game dealt from `deal_seed`; `game` tells
    apart the players of one deal that must not share a seed (a tournament's games, a
    hint beside a seat's own player)."""
    text = f"{PREFIX}|{int(deal_seed)}|{int(seat)}|{game}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1
