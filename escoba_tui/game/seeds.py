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


def next_match_seed(seed: int, match_number: int) -> int:
    """The seed of a rematch at a hosted table: from the seed of the match before and the
    new match's number, one way, as a player's seed is. A table started from a given seed
    plays the same rematches again; one started without draws its first seed fresh, and
    every later one follows from it (the seeds never reach a client)."""
    text = f"escoba match seed|{int(seed)}|{int(match_number)}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1
