"""The table protocol's constants and small pieces shared by host and client (network.md)."""

from __future__ import annotations

import json
import secrets
import unicodedata
from typing import Any, Protocol

from ..errors import EscobaError
from ..files.names import REPLACEMENT, shown_name
from ..files.reader import loads_json


class Connection(Protocol):
    """What a table, its seats and its watchers need of a client connection (the
    host's, or a test's)."""

    def post(self, message: dict[str, Any]) -> None: ...  # thread-safe, never blocks
    def fault(self, code: str, message: str) -> None: ...  # send `error`, then close


MAX_LINE = 64 * 1024  # network.md: a longer line is a fault of its connection
ERROR_CODES = ("unknown_table", "table_full", "seat_taken", "bad_token", "protocol", "too_large")
TOKEN_BYTES = 24  # 192 bits; the spec asks for at least 128
GRACE_S = 30.0  # how long a dropped seat is kept while the game waits (table setting)
MOVE_MS = 300_000  # a remote seat's budget per move: people think slowly
JOIN_S = 10.0  # a connection must send `join` within this
WRITE_S = 10.0  # a client that has not read what it was sent for this long is dropped
OUT_QUEUE = 256  # messages waiting for a slow client before it is dropped
# Every line a client may send is an answer that is due (one `move` per `turn`, one
# `ready` per `hello` or `resync`), and any other line is already a fault: a burst of
# lines is caught at its second line. The bucket is a last bound on what even due
# answers may cost; two bots answering in a millisecond reach a few hundred lines a
# second on a loaded machine, and must never trip it.
FLOOD_BURST = 100  # lines a connection may send at once...
FLOOD_RATE = 1000.0  # ...and per second after that
MAX_NAME = 24
SHOWN_S = 60.0  # the most a seat's clock waits for its screen to show the turn
REMATCH_S = 60.0  # how long the host waits for every remote seat to ask for a rematch
# Additions to network.md a client asks for by name in `join` (`extensions`), and that
# the host lists in `joined`: a program that never asks sees exactly the spec's messages.
PRESENCE = "presence"  # `presence` messages: who is connected, who is thinking, the clock
REMATCH = "rematch"  # after `game_end`: `rematch_status` from the host, `rematch` from a seat
# `shown` from a seat once its screen shows the turn: its clock starts then, not while the
# count of the hand is still up (issue 34). A seat that never says so has its clock start
# SHOWN_S after the turn anyway: a client cannot hold a table for longer than that a move.
SHOWN = "shown"
EXTENSIONS = (PRESENCE, REMATCH, SHOWN)
MAX_CONNECTIONS = 512
DEFAULT_PORT = 7840

_CONSONANTS = "bcdfgjklmnprstvz"
_VOWELS = "aeiou"


def encode(message: dict[str, Any]) -> bytes:
    return (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


class WireError(EscobaError, ValueError):
    """A line that is no message: keyed (ERRORS fault_not_json, ...), English as str()."""


def decode(line: bytes) -> dict[str, Any]:
    """A JSON object with a `type` string, or ValueError saying what is wrong (in words
    that never repeat the line: it may be anything)."""
    try:
        message = loads_json(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: [[[[...
        raise WireError(key="fault_not_json") from None
    if not isinstance(message, dict):
        raise WireError(key="fault_not_object")
    if not isinstance(message.get("type"), str):
        raise WireError(key="fault_no_type")
    return message


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_code() -> str:
    """A table's code: a short pronounceable random word (`bokatime`)."""
    return "".join(secrets.choice(_CONSONANTS) + secrets.choice(_VOWELS) for _ in range(4))


def clean_name(name: Any, fallback: str) -> str:
    """A player's name as the table keeps it (from a `join`, a tables file, a saved
    table): the plain text names.shown_name makes of it (escape sequences removed whole),
    without control, format or invisible characters or markup brackets, at most MAX_NAME
    characters; the fallback when nothing is left."""
    if not isinstance(name, str):
        return fallback
    shown = shown_name(name, MAX_NAME + 1)  # one more: a cut is made below, without the ellipsis
    if shown == "?" and name.strip() != "?":
        return fallback  # shown_name's mark for a name with nothing left
    kept = (
        "".join(ch for ch in shown if (unicodedata.category(ch)[0] not in "CZ" or ch == " ") and ch != REPLACEMENT)
        .replace("[", "(")
        .replace("]", ")")
    )
    kept = " ".join(kept.split())[:MAX_NAME].strip()
    return kept or fallback


class Bucket:
    """A token bucket: `take()` is False once a connection sends faster than allowed."""

    def __init__(self, burst: float = FLOOD_BURST, rate: float = FLOOD_RATE) -> None:
        self.burst, self.rate = burst, rate
        self.level = burst
        self.at: float | None = None

    def take(self, now: float) -> bool:
        if self.at is not None:
            self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True
