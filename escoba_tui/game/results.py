"""How a game ends (Result) and why a player forfeits (Fault): the codes records, standings and the wire carry.

StrEnums: each member equals, and is written (TOML, JSON) as, its value, so a record
written with them is byte for byte the one written with the plain strings."""

from __future__ import annotations

from enum import StrEnum


class Result(StrEnum):
    """How a game ended."""

    FINISHED = "finished"  # a side reached the target
    ABANDONED = "abandoned"  # still undecided after MAX_HANDS hands (or stopped midway)
    FORFEIT = "forfeit"  # a player broke the rules of play (see Fault)


class Fault(StrEnum):
    """Why a player forfeited (player-protocol.md "Faults")."""

    CRASH = "crash"
    TIMEOUT = "timeout"
    ILLEGAL_MOVE = "illegal move"
    PROTOCOL = "protocol"
    DISCONNECT = "disconnect"  # network.md


RESULTS: tuple[str, ...] = tuple(r.value for r in Result)
FAULTS: tuple[str, ...] = tuple(f.value for f in Fault)
