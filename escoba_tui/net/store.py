"""Where a hosted table is kept (network.md, "Saved before told"): STATE/tables and STATE/records.

After every move a table writes the record of its game so far (STATE/tables/CODE.toml)
beside its settings, tokens and counters (CODE.json, readable by its owner only: the
tokens are the seats' keys); a match over keeps its record in STATE/records. A host
started again reads them back: the record is replayed through the one record replay.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from random import Random
from typing import Any

from ..errors import EscobaError
from ..game.engine import Game, HandState, new_deck
from ..game.record import Record, dumps, read_record, replay, write_record


class SavedTableError(EscobaError, ValueError):
    """A saved table (STATE/tables/CODE.json) that cannot be resumed; the message names it."""


def _write_quick(path: Path, text: str, private: bool = False) -> None:
    """Write a file whole or not at all (a temporary file renamed over it), without the
    fsync of atomic.write_text_atomic: saved after every move, a table cannot wait for
    the disk, and a rename survives the host being killed. `private`: only the owner
    reads it (the tokens are the seats' keys)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600 if private else 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(tmp, path)


class TableStore:
    """One table's files in a state folder (none at all without one: nothing is kept)."""

    def __init__(self, state_dir: Path | None, code: str) -> None:
        self.state_dir = state_dir
        self.code = code

    def save_game(self, record: Record) -> None:
        """The game so far (after every move)."""
        if self.state_dir is not None:
            _write_quick(self.state_dir / "tables" / f"{self.code}.toml", dumps(record))

    def save_meta(self, meta: dict[str, Any]) -> None:
        """The table's settings, names, tokens and counters."""
        if self.state_dir is not None:
            _write_quick(self.state_dir / "tables" / f"{self.code}.json", json.dumps(meta, indent=1), private=True)

    def record_path(self, match_number: int) -> Path | None:
        """Where the record of a match goes once it ends (a rematch's has its number)."""
        if self.state_dir is None:
            return None
        suffix = "" if match_number == 1 else f"-{match_number}"
        return self.state_dir / "records" / f"{self.code}{suffix}.toml"

    def keep_record(self, record: Record, match_number: int) -> None:
        path = self.record_path(match_number)
        if path is not None:
            write_record(record, path)

    @staticmethod
    def load_game(meta_path: Path, game: Game, deck_rng: Random) -> Game:
        """The saved game beside `meta_path`, replayed into the fresh `game` (the table's
        rules and seats); `deck_rng` is drawn from as dealing those hands drew from it.
        RecordError (one line naming the file) if it does not replay."""
        record_path = meta_path.with_suffix(".toml")
        if not record_path.exists():
            return game

        def dealt(number: int, played: int, hand: HandState) -> None:
            if not played:  # dealing goes on exactly as it would have: a shuffle drawn per hand
                new_deck(deck_rng)

        return replay(read_record(record_path), str(record_path), game=game, on_position=dealt, uncounted_last=True)
