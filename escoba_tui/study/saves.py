"""Where the game keeps its files: the match in progress, exported records, last settings."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from ..game.cards import Card
from ..game.reasons import MOVE_CODES, Because, Reason
from ..game.record import Record, RecordError, read_record, verify
from ..game.values import is_int, is_number

APP_NAME = "escoba_tui"
ENV_DIR = "ESCOBA_DATA_DIR"  # overrides the platform's user data directory (tests, tmux trials)


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The user's data directory for the game (created on first write, not here)."""
    if override is not None:
        return Path(override)
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    import platformdirs  # only when needed: it costs start-up time for nothing otherwise

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def current_save(directory: Path) -> Path:
    """The match in progress, rewritten after every move (a record, result "abandoned")."""
    return directory / "current.toml"


def records_dir(directory: Path) -> Path:
    return directory / "records"


def export_path(directory: Path, started: datetime | None) -> Path:
    stamp = (started or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = records_dir(directory) / f"escoba-{stamp}.toml"
    path, n = base, 1
    while path.exists():
        n += 1
        path = base.with_name(f"escoba-{stamp}-{n}.toml")
    return path


def settings_path(directory: Path) -> Path:
    return directory / "settings.json"


def unreadable_dir(directory: Path) -> Path:
    """Where a saved match the game cannot use is kept, untouched, for its owner to look at."""
    return directory / "unreadable"


def check_current(directory: Path) -> tuple[Record | None, str | None]:
    """The match in progress: (record, None) when it can be resumed, (None, why) when a file
    is there but cannot be used (another version, truncated, edited), (None, None) when
    there is none. Reading never builds a player: nothing named in the file runs."""
    path = current_save(directory)
    if not path.exists():
        return None, None
    try:
        record = read_record(path)
        verify(record, path.name)
    except RecordError as exc:
        return None, str(exc)
    except (ValueError, RecursionError) as exc:  # a reader's slip on a strange file is still "cannot use"
        return None, f"{path.name}: {type(exc).__name__}: {exc}"
    return record, None


def move_aside(directory: Path, source: Path, when: datetime | None = None) -> Path:
    """Move a file of the data folder the game cannot use into `unreadable/`, never deleting
    it: its name keeps its stem and suffix with the time added. Returns where it went."""
    folder = unreadable_dir(directory)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target, n = folder / f"{source.stem}-{stamp}{source.suffix}", 1
    while os.path.lexists(target):
        n += 1
        target = folder / f"{source.stem}-{stamp}-{n}{source.suffix}"
    os.replace(source, target)
    return target


T = TypeVar("T")


def read_data_json(
    directory: Path, path: Path, limit: int, what: str, parse: Callable[[Any], T], when: datetime | None = None
) -> tuple[T | None, str | None, Path | None]:
    """A JSON file of the data folder, read through the size-capped reader and made into a
    value by `parse` (which raises ValueError saying what does not fit): (value, None, None);
    (None, None, None) when there is no such file. One that cannot be used is moved aside,
    never deleted: (None, why, where it went). Raises OSError only when such a file cannot
    be moved (then nothing may be written over it)."""
    from ..files.reader import FileReadError, read_json_capped

    if not os.path.lexists(path):
        return None, None, None
    try:
        try:
            doc = read_json_capped(path, limit, what)
        except RecursionError:  # NestedTooDeep: refused before the decoder recursed
            raise ValueError("nested too deeply") from None
        return parse(doc), None, None
    except FileReadError as exc:
        problem = str(exc)
    except ValueError as exc:  # json's JSONDecodeError is a ValueError, and so are the parsers' errors
        problem = f"{path}: {exc}"
    return None, problem, move_aside(directory, path, when)


def check_head(
    doc: Any,
    kind: str,
    version: int,
    fields: set[str],
    error: type[ValueError] = ValueError,
    older: tuple[int, ...] = (),
) -> dict:
    """What every JSON file of the data folder opens with: an object of format `kind` and
    `version` (or one of the `older` versions still read), with no field but `fields` (and
    those two); raises `error` saying what does not fit."""

    def shown(value: Any) -> str:
        text = repr(value)
        return text if len(text) <= 40 else text[:37] + "..."

    if not isinstance(doc, dict):
        raise error(f"expected a JSON object, found {type(doc).__name__}")
    if doc.get("format") != kind:
        raise error(f"format: expected {kind!r}, found {shown(doc.get('format'))}")
    if doc.get("version") != version and doc.get("version") not in older:
        raise error(f"version: expected {version}, found {shown(doc.get('version'))}")
    unknown = sorted(set(doc) - fields - {"format", "version"})
    if unknown:
        raise error(f"unknown field {shown(unknown[0])}")
    return doc


def keep_aside(directory: Path, when: datetime | None = None) -> Path:
    """Move the match in progress out of the way, never deleting it; returns where it went."""
    return move_aside(directory, current_save(directory), when)


# Take-backs (undo) of the match in progress. The record format has no field for them and
# readers turn unknown fields down (record.md), so the count lives beside the save, tied to
# its match by seed and start time: a count left from another match is never picked up.
MAX_TAKEBACKS = 1_000_000
MAX_TAKEBACKS_BYTES = 4096  # the file is one short line


def takebacks_path(directory: Path) -> Path:
    return directory / "current-takebacks.json"


def _match_key(seed: int | None, started: datetime | None) -> str:
    return f"{seed}@{started.isoformat() if started is not None else ''}"


def write_takebacks(directory: Path, seed: int | None, started: datetime | None, count: int) -> None:
    import json

    from ..files.atomic import write_text_atomic

    path = takebacks_path(directory)
    if count <= 0:
        path.unlink(missing_ok=True)
        return
    write_text_atomic(path, json.dumps({"match": _match_key(seed, started), "takebacks": count}) + "\n")


def read_takebacks(directory: Path, seed: int | None, started: datetime | None) -> int:
    """The take-backs saved for the match with this seed and start; 0 when none (or unreadable).
    Read through the capped reader: a FIFO or a link to /dev/zero there is refused before
    anything is read, and JSON nested thousands deep before the decoder recurses."""
    from ..files.reader import read_json_capped

    try:
        doc = read_json_capped(takebacks_path(directory), MAX_TAKEBACKS_BYTES, "take-backs file")
    except (ValueError, RecursionError):  # FileReadError and JSONDecodeError are ValueErrors
        return 0
    if not isinstance(doc, dict) or doc.get("match") != _match_key(seed, started):
        return 0
    count = doc.get("takebacks")
    if not is_int(count):
        return 0
    return max(0, min(count, MAX_TAKEBACKS))


# The computers' explanation lines of the hand in progress (the move log shows them under
# their moves). Like the take-backs, they live beside the save (the record has no field
# for them), tied to its match by seed and start time; a hand has at most 40 moves.
MAX_REASONS = 64  # entries kept: more than a hand's moves
MAX_REASON_FACTS = 16  # facts in one explanation
MAX_REASON_TEXT = 500  # characters of a player's own sentence, or of a fact's code
MAX_REASONS_BYTES = 256 * 1024


def reasons_path(directory: Path) -> Path:
    return directory / "current-reasons.json"


def write_reasons(
    directory: Path, seed: int | None, started: datetime | None, hand: int, reasons: Mapping[tuple[int, int], Because]
) -> None:
    """Keep the explanations of hand `hand` (by move index) for the save of this match."""
    import json

    from ..files.atomic import write_text_atomic

    path = reasons_path(directory)
    kept = [[index, _because_doc(why)] for (number, index), why in sorted(reasons.items()) if number == hand][
        :MAX_REASONS
    ]
    if not kept:
        path.unlink(missing_ok=True)
        return
    write_text_atomic(path, json.dumps({"match": _match_key(seed, started), "hand": hand, "reasons": kept}) + "\n")


def read_reasons(directory: Path, seed: int | None, started: datetime | None) -> dict[tuple[int, int], Because]:
    """The explanations saved for the match with this seed and start, keyed (hand, move
    index); none when there are none, they are another match's, or the file is not one
    this game wrote (an entry that is not well formed is left out, never shown)."""
    from ..files.reader import read_json_capped

    try:
        doc = read_json_capped(reasons_path(directory), MAX_REASONS_BYTES, "explanations file")
    except (ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("match") != _match_key(seed, started):
        return {}
    hand, entries = doc.get("hand"), doc.get("reasons")
    if not is_int(hand) or not isinstance(entries, list):
        return {}
    found: dict[tuple[int, int], Because] = {}
    for entry in entries[:MAX_REASONS]:
        if isinstance(entry, list) and len(entry) == 2 and is_int(entry[0]) and 0 <= entry[0] < 1000:
            why = _because_from(entry[1])
            if why:
                found[(hand, entry[0])] = why
    return found


def _because_doc(why: Because) -> Any:
    """An explanation as JSON: a player's own sentence as it is, facts as [code, cards, numbers]."""
    if isinstance(why, str):
        return why[:MAX_REASON_TEXT]
    return [[fact.code, [str(c) for c in fact.cards], list(fact.numbers)] for fact in why[:MAX_REASON_FACTS]]


def _because_from(doc: Any) -> Because | None:
    if isinstance(doc, str):
        return doc[:MAX_REASON_TEXT]
    if not isinstance(doc, list) or len(doc) > MAX_REASON_FACTS:
        return None
    facts = []
    for fact in doc:
        if not (isinstance(fact, list) and len(fact) == 3 and isinstance(fact[0], str)):
            return None
        code, cards, numbers = fact
        if code not in MOVE_CODES or not isinstance(cards, list) or not isinstance(numbers, list):
            return None
        if len(cards) > 40 or len(numbers) > 8:
            return None
        if not all(is_number(n) and math.isfinite(n) for n in numbers):
            return None
        try:
            parsed = tuple(Card.parse(c) for c in cards if isinstance(c, str))
        except ValueError:
            return None
        if len(parsed) != len(cards):
            return None
        facts.append(Reason(code, parsed, tuple(numbers)))
    return tuple(facts)
