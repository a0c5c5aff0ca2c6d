"""Your own record against the computer: games, wins and points per hand, by the kind of player faced.

Kept in the data folder as a small JSON file (`my-record.json`), written atomically and
read through the size-capped reader. A file the game cannot use is never deleted nor
trusted: it is moved aside (like an unreadable save) and counting starts afresh, with a
note saying where it went.

What counts: a finished match with exactly one person at the table (one `human` seat;
a `remote` seat is a person too). Hot-seat matches between people at one keyboard and
network matches are not anyone's record against the computer, and are left out. A match
is counted once under each kind of computer player on the other sides (`expert:ms=200`
counts as `expert`; a `cmd:` or `py:` player under its spec, shortened): a win is a win
against each of them. Moves taken back (undo) do not undo the match: it counts, and its
take-backs are added up beside it.

Your accuracy (escoba_tui/analyze.py, 0 to 100) in such a match, once its analysis has
run at the end of the match, is kept under the same kinds, with the day it was played:
the last MAX_ACCURACIES matches against each kind, oldest first (accuracy over time).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..files.atomic import write_text_atomic
from ..files.lock import data_lock
from ..files.names import shown_name
from ..game.record import Record
from ..players import LEVELS
from .saves import check_head, move_aside, read_data_json

FORMAT = "escoba-personal-record"
VERSION = 2  # 2 added `accuracy`; a version 1 file is read as it is
VERSIONS = (1, 2)
FILE_NAME = "my-record.json"
MAX_BYTES = 256 * 1024  # a few hundred bytes a kind; far more is not this file
MAX_KINDS = 64  # kinds of opponent kept apart; past that they share OTHER
MAX_KIND = 40  # characters of a kind's key
MAX_COUNT = 10**12  # every count stops here (a lifetime of games is far below)
MAX_COUNTED = 32  # matches remembered as counted, so one is never counted twice
MAX_ACCURACIES = 30  # accuracies kept per kind of opponent, the newest
OTHER = "other"
PEOPLE = ("human", "remote")  # seat kinds that are people, not programs


class PersonalRecordError(ValueError):
    """A record-of-your-games file that does not follow this module's format."""


@dataclass(frozen=True)
class Tally:
    """Your matches against one kind of computer player."""

    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0  # your side's points, all matches together
    against: float = 0.0  # the other sides' points (their mean, when several), all matches together
    takebacks: int = 0

    @property
    def margin(self) -> float | None:
        """Your points per hand beyond the other sides' (+0.4: four points more every ten
        hands); None before any hand."""
        return (self.points - self.against) / self.hands if self.hands else None

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": self.wins,
            "hands": self.hands,
            "points": self.points,
            "against": round(self.against, 6),
            "takebacks": self.takebacks,
        }


@dataclass(frozen=True)
class Accuracy:
    """Your accuracy in one match (0 to 100), the day it was played, and which match."""

    match: str  # seed@start, as `counted`
    day: str  # YYYY-MM-DD
    accuracy: float

    def to_json(self) -> dict[str, Any]:
        return {"match": self.match, "day": self.day, "accuracy": round(self.accuracy, 1)}


@dataclass(frozen=True)
class PersonalRecord:
    """Tallies by kind of opponent (`expert`, `greedy`, `cmd:python3 bot.py`, ...)."""

    tallies: Mapping[str, Tally] = field(default_factory=dict)
    counted: tuple[str, ...] = ()  # the last matches counted (seed@start), newest last
    accuracy: Mapping[str, tuple[Accuracy, ...]] = field(default_factory=dict)  # by kind, oldest first

    def recent_accuracy(self, kind: str, last: int = 5) -> float | None:
        """Your mean accuracy over the last `last` matches against `kind` (None: none yet)."""
        kept = self.accuracy.get(kind, ())[-last:]
        return sum(a.accuracy for a in kept) / len(kept) if kept else None

    def with_accuracy(self, record: Record, accuracy: float) -> PersonalRecord:
        """This record with your accuracy in `record` kept under each kind you faced (itself
        when the match does not count, was kept already, or the figure is not 0 to 100)."""
        facts = match_facts(record)
        if facts is None or not 0 <= accuracy <= 100:
            return self
        key = match_key(record)
        started = record.started if isinstance(record.started, datetime) else None
        day = started.date().isoformat() if started is not None else ""
        table = dict(self.accuracy)
        changed = False
        for kind in facts[4]:
            if kind not in self.tallies:
                kind = OTHER if OTHER in self.tallies else kind
            kept = table.get(kind, ())
            if any(a.match == key for a in kept) or (kind not in table and len(table) >= MAX_KINDS + 1):
                continue
            table[kind] = (*kept, Accuracy(key, day, round(float(accuracy), 1)))[-MAX_ACCURACIES:]
            changed = True
        return replace(self, accuracy=table) if changed else self

    def ordered(self) -> Iterator[tuple[str, Tally]]:
        """The tallies the way they are shown: the levels weakest first, then the others by name."""
        rank = {name: i for i, name in enumerate(LEVELS)}
        for kind in sorted(self.tallies, key=lambda k: (rank.get(k, len(rank)), k == OTHER, k)):
            yield kind, self.tallies[kind]

    def added(self, record: Record, takebacks: int = 0) -> PersonalRecord:
        """This record with one more match counted in (itself when the match does not count,
        or was counted already)."""
        facts = match_facts(record)
        key = match_key(record)
        if facts is None or key in self.counted:
            return self
        won, hands, points, against, kinds = facts
        tallies = dict(self.tallies)
        for kind in kinds:
            if kind not in tallies and len(tallies) >= MAX_KINDS:
                kind = OTHER
            old = tallies.get(kind, Tally())
            tallies[kind] = Tally(
                games=_capped(old.games + 1),
                wins=_capped(old.wins + int(won)),
                hands=_capped(old.hands + hands),
                points=_capped(old.points + points),
                against=min(old.against + against, float(MAX_COUNT)),
                takebacks=_capped(old.takebacks + max(0, takebacks)),
            )
        return replace(self, tallies=tallies, counted=(*self.counted, key)[-MAX_COUNTED:])

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "opponents": {kind: tally.to_json() for kind, tally in sorted(self.tallies.items())},
            "counted": list(self.counted),
            "accuracy": {kind: [a.to_json() for a in kept] for kind, kept in sorted(self.accuracy.items())},
        }

    @classmethod
    def from_json(cls, doc: Any) -> PersonalRecord:
        """Raises PersonalRecordError naming what does not fit."""
        doc = check_head(
            doc, FORMAT, VERSION, {"opponents", "counted", "accuracy"}, PersonalRecordError, older=VERSIONS
        )
        raw = doc.get("opponents", {})
        if not isinstance(raw, dict) or len(raw) > MAX_KINDS + 1:
            raise PersonalRecordError(f"opponents: expected at most {MAX_KINDS + 1} kinds of player, by name")
        tallies = {}
        for kind, entry in raw.items():
            if not _printable(kind) or len(kind) > MAX_KIND:
                raise PersonalRecordError(f"opponents: {_shown(kind)} is not a player kind")
            tallies[kind] = _tally(kind, entry)
        counted = doc.get("counted", [])
        if (
            not isinstance(counted, list)
            or len(counted) > MAX_COUNTED
            or not all(_printable(k) and len(k) <= 80 for k in counted)
        ):
            raise PersonalRecordError(f"counted: expected at most {MAX_COUNTED} match keys")
        return cls(tallies, tuple(counted), _accuracies(doc.get("accuracy", {})))


def _tally(kind: str, entry: Any) -> Tally:
    if not isinstance(entry, dict) or set(entry) - {"games", "wins", "hands", "points", "against", "takebacks"}:
        raise PersonalRecordError(f"opponents.{kind}: expected games, wins, hands, points, against, takebacks")
    values: dict[str, Any] = {}
    for name in ("games", "wins", "hands", "points", "takebacks"):
        value = entry.get(name, 0)
        if type(value) is not int or not 0 <= value <= MAX_COUNT:
            raise PersonalRecordError(
                f"opponents.{kind}.{name}: expected a whole number 0 to {MAX_COUNT}, found {_shown(value)}"
            )
        values[name] = value
    against = entry.get("against", 0)
    if type(against) not in (int, float) or not 0 <= against <= MAX_COUNT:
        raise PersonalRecordError(
            f"opponents.{kind}.against: expected a number 0 to {MAX_COUNT}, found {_shown(against)}"
        )
    if values["wins"] > values["games"]:
        raise PersonalRecordError(f"opponents.{kind}: more wins ({values['wins']}) than games ({values['games']})")
    return Tally(against=float(against), **values)


def _accuracies(raw: Any) -> dict[str, tuple[Accuracy, ...]]:
    if not isinstance(raw, dict) or len(raw) > MAX_KINDS + 1:
        raise PersonalRecordError(f"accuracy: expected at most {MAX_KINDS + 1} kinds of player, by name")
    out = {}
    for kind, entries in raw.items():
        if not _printable(kind) or len(kind) > MAX_KIND:
            raise PersonalRecordError(f"accuracy: {_shown(kind)} is not a player kind")
        if not isinstance(entries, list) or len(entries) > MAX_ACCURACIES:
            raise PersonalRecordError(f"accuracy.{kind}: expected at most {MAX_ACCURACIES} matches")
        kept = []
        for entry in entries:
            if not isinstance(entry, dict) or set(entry) != {"match", "day", "accuracy"}:
                raise PersonalRecordError(f"accuracy.{kind}: expected match, day, accuracy")
            match, day, value = entry["match"], entry["day"], entry["accuracy"]
            if not (_printable(match) and len(match) <= 80) or not (
                isinstance(day, str) and len(day) <= 10 and all(c.isdigit() or c == "-" for c in day)
            ):
                raise PersonalRecordError(f"accuracy.{kind}: a match or day that is not one")
            if type(value) not in (int, float) or not 0 <= value <= 100:
                raise PersonalRecordError(f"accuracy.{kind}: expected an accuracy 0 to 100, found {_shown(value)}")
            kept.append(Accuracy(match, day, float(value)))
        out[kind] = tuple(kept)
    return out


# ---------------------------------------------------------------- what a match counts for


def kind_of(spec: str) -> str:
    """The kind of player a seat's spec names, as the record keeps it: a level or plugin by
    its name (`expert:ms=200` is `expert`), a `cmd:` or `py:` player by its spec, shortened."""
    spec = spec.strip()
    if not spec.startswith(("cmd:", "py:")):
        spec = spec.partition(":")[0].strip()
    return shown_name(spec, MAX_KIND)


def is_person(spec: str) -> bool:
    return kind_of(spec) in PEOPLE


def match_facts(record: Record) -> tuple[bool, int, int, float, list[str]] | None:
    """(you won, hands, your points, the others' points, the computer kinds you faced) for a
    match that counts; None for one that does not (unfinished, or not one person against
    computers)."""
    if record.result != "finished" or record.winner is None:
        return None
    people = [seat for seat, spec in enumerate(record.players) if is_person(spec)]
    if len(people) != 1:
        return None
    you = people[0]
    mine = next((side for side, team in enumerate(record.teams) if you in team), None)
    if mine is None or len(record.scores) != len(record.teams):
        return None
    others = [side for side in range(len(record.teams)) if side != mine]
    if not others:
        return None
    kinds = sorted({kind_of(record.players[seat]) for side in others for seat in record.teams[side]})
    against = sum(record.scores[side] for side in others) / len(others)
    return record.winner == mine, len(record.hands), record.scores[mine], against, kinds


def match_key(record: Record) -> str:
    started = record.started.isoformat() if isinstance(record.started, datetime) else ""
    return f"{record.seed}@{started}"


# ---------------------------------------------------------------- the file


def record_path(directory: Path) -> Path:
    return Path(directory) / FILE_NAME


@dataclass(frozen=True)
class LoadedRecord:
    """The record as read, and a note when the file could not be used (where it was kept)."""

    record: PersonalRecord
    note: str | None = None
    kept_as: Path | None = None


def load(directory: Path, when: datetime | None = None) -> LoadedRecord:
    """Your record from the data folder. A missing file is an empty record; one that cannot
    be used is moved aside (never deleted) and counting starts afresh. Raises OSError only
    when such a file cannot be moved aside (then nothing may be written over it)."""
    record, note, kept = read_data_json(
        Path(directory), record_path(directory), MAX_BYTES, "record of your games", PersonalRecord.from_json, when
    )
    return LoadedRecord(record if record is not None else PersonalRecord(), note=note, kept_as=kept)


def keep_aside(directory: Path, when: datetime | None = None) -> Path:
    """Move the record aside beside the saves the game could not use, never deleting it."""
    return move_aside(Path(directory), record_path(directory), when)


def save(directory: Path, record: PersonalRecord) -> Path:
    return write_text_atomic(record_path(directory), json.dumps(record.to_json(), indent=1, sort_keys=True) + "\n")


def update(directory: Path, change: Callable[[PersonalRecord], PersonalRecord]) -> LoadedRecord:
    """Read the record, `change` it and write it back, all under the data folder's lock:
    another game counting into the same file meanwhile waits, and no count is lost (each
    write alone is atomic, but without the lock the last writer's would win). Returns the
    record now, with a note if the old file had to be kept aside. Raises OSError when the
    file cannot be written (or a bad one moved aside), LockedError when another process
    holds the folder past files.lock.DATA_WAIT."""
    with data_lock(Path(directory)):
        loaded = load(directory)
        updated = change(loaded.record)
        if updated is not loaded.record:
            save(directory, updated)
    return LoadedRecord(updated, loaded.note, loaded.kept_as)


def count_match(directory: Path, record: Record, takebacks: int = 0) -> LoadedRecord:
    """Count a finished match in your record (if it counts) and write the file (update)."""
    return update(directory, lambda mine: mine.added(record, takebacks))


def count_accuracy(directory: Path, record: Record, accuracy: float) -> LoadedRecord:
    """Keep your accuracy in a finished match (if the match counts) and write the file (update)."""
    return update(directory, lambda mine: mine.with_accuracy(record, accuracy))


def _capped(n: int) -> int:
    return min(n, MAX_COUNT)


def _printable(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and value.isprintable()


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
