"""Practice from your own games: your mistakes tried again, and puzzles from your records.

**Trying a mistake again.** A move of yours the analysis (analyze.py) labels a mistake
or a blunder is shown again as you saw it; the move you choose now is judged by the same
analysis, with the same settings and seed (`judge_retry`): found when it is the best
move or as good (labelled `best`, within 0.05 of the best).

**Puzzles.** `build` looks through the records of the data folder (`records/`, newest
first) for positions where a person was to move and one move beats every other by a
clear margin:

- exactly, where every card is known (the last deal of a two-seat game): the exact
  endgame solver of players/master.py values every move, and the best must beat the
  next by EXACT_MARGIN points of the hand or more;
- otherwise by the analysis's search (DEFAULT_ITERS worlds, seeded by the position),
  and the best must beat the next by SEARCH_MARGIN (twice as much: the search's values
  are estimates). At most MAX_SEARCHED such positions are searched per build.

Building is deterministic (the same records give the same puzzles) and bounded: at
most MAX_RECORDS new records a build, MAX_PUZZLES puzzles kept. A record that cannot be
read is skipped and named. Each puzzle holds its position whole (rules, the deal, the
moves before it), so it stays playable when its record is moved or deleted.

**Spaced repetition** (a Leitner scheme). Every puzzle sits in a box, 1 to 5; a new
one starts in box 1, due at once. Solved, it moves up a box and comes back after
INTERVAL_DAYS of that box (1, 3, 7, then 21 days); missed, it goes back to box 1 and is
due again at once (the next session). A session is the due puzzles, the lowest box
first, at most SESSION_SIZE.

The puzzles and their boxes are kept in the data folder (`puzzles.json`), written
atomically and read through the size-capped reader; a file that cannot be used is moved
aside (never deleted) with a note, as the other data files are, and puzzles start afresh.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path
from random import Random
from typing import Annotated, Any

from ..errors import EscobaError, part
from ..files.atomic import write_text_atomic
from ..files.lock import data_lock
from ..files.names import shown_name
from ..files.schema import Length, Range, Reader, strict
from ..game.cards import Card, Move
from ..game.engine import HandRecord, HandState
from ..game.reasons import Reason
from ..game.record import Record, RecordError, hand_states, read_record, verify
from ..game.results import Result
from ..game.rules import RulesError, build_rules
from ..game.values import is_number
from ..players.limits import SearchLimit
from ..players.master import all_known, evaluate
from .analyze import DEFAULT_ITERS, MoveAnalysis, analyze_position, explain_loss, label_for
from .personal import is_person, match_key
from .saves import check_head, read_data_json, records_dir

FORMAT = "escoba-puzzles"
VERSION = 1
FILE_NAME = "puzzles.json"
MAX_BYTES = 2 * 1024 * 1024  # a puzzle is well under 2 KB
MAX_PUZZLES = 200  # puzzles kept; a build adds none past this
MAX_RECORDS = 40  # records read by one build (the newest not read before)
MAX_SCANNED = 5000  # record names remembered as read, so none is read twice
MAX_SEARCHED = 20  # positions valued by the search (not exactly) in one build
MAX_NAME = 200  # characters of a record's file name kept
EXACT_MARGIN = 0.5  # points of the hand: every other move is at least a mistake
SEARCH_MARGIN = 1.0  # the same for a searched position: twice as much, for the search's noise
BOXES = 5
INTERVAL_DAYS = {1: 0, 2: 1, 3: 3, 4: 7, 5: 21}  # a puzzle in box b comes back after this
SESSION_SIZE = 10
MAX_VALUE = 100.0  # points of the hand: no move is worth more or less than this


class PuzzleFileError(EscobaError, ValueError):
    """A puzzle file that does not follow this module's format."""


# ---------------------------------------------------------------- judging a choice


@dataclass(frozen=True)
class PracticeVerdict:
    """What a move chosen in practice was worth: `found` when it is the best or as good;
    its `loss` against the best, the analysis's `label` and `reason` (for a loss), the
    `best` move, and the `margin` by which the best beats the next move (puzzles)."""

    found: bool
    loss: float
    label: str
    reason: tuple[Reason, ...]
    best: Move
    margin: float | None = None


def judge_retry(
    state: HandState, chosen: Move, played: MoveAnalysis, iters: int | None = None, seed: int = 0
) -> PracticeVerdict:
    """A mistake tried again: `chosen` in the position before the move `played` (its
    analysis), judged by the analysis with the same settings and seed as the review."""
    legal = state.legal_moves()
    best = _legal(state, played.best)
    if best is not None and chosen.same_as(best):
        return PracticeVerdict(True, 0.0, "best", (), best)
    one = analyze_position(state, chosen, played.hand, played.index, iters=iters, seed=seed)
    new_best = _legal(state, one.best) or best or legal[0]
    found = one.label == "best"
    return PracticeVerdict(found, one.loss, one.label, one.reason, chosen if found else new_best)


def _legal(state: HandState, text: str) -> Move | None:
    try:
        return state.find_legal(Move.parse(text))
    except ValueError:
        return None


# ---------------------------------------------------------------- a puzzle


@dataclass(frozen=True)
class Puzzle:
    """A position from one of your games and its solution, with its place in the boxes."""

    id: str  # the match (seed@start) and the move: the same position is never kept twice
    source: str  # the record's file name
    hand: int  # 1-based hand of the record
    index: int  # 1-based move of the hand
    rules: str
    options: dict[str, Any]
    target: int
    names: tuple[str, ...]
    teams: tuple[tuple[int, ...], ...]
    dealer: int
    deck: tuple[Card, ...]
    moves: tuple[Move, ...]  # the hand's moves before the position
    totals: tuple[int, ...]  # each side's points before the hand
    best: Move
    values: tuple[tuple[Move, float], ...]  # every legal move's value (points of the hand)
    exact: bool
    box: int = 1
    due: date = field(default_factory=date.today)
    tries: int = 0
    solved: int = 0

    def position(self) -> HandState:
        """The position as it was before the move (raises PuzzleFileError if the moves do
        not replay: a file edited by hand)."""
        sides = len(self.teams)
        record = Record(
            self.rules,
            self.target,
            list(self.names),
            ["human"] * len(self.names),
            [list(t) for t in self.teams],
            Result.ABANDONED,
            [0] * sides,
            [HandRecord(self.dealer, list(self.deck), list(self.moves), [0] * sides)],
            rules_options=dict(self.options),
        )
        try:
            states = hand_states(record)[0]
        except (RulesError, ValueError, IndexError) as exc:
            raise PuzzleFileError(f"puzzle {self.id}: the position cannot be dealt ({exc})") from None
        if len(states) != len(self.moves) + 1 or states[-1].over:
            raise PuzzleFileError(f"puzzle {self.id}: its moves do not replay")
        # Dealt alone, the hand would count as the first: it is the record's hand `hand`,
        # as the puzzle's line says (the table's title and the move log say the same).
        state = states[-1]
        state.hand_number = self.hand
        return state

    def value_of(self, move: Move) -> float | None:
        return next((v for m, v in self.values if m.same_as(move)), None)

    @property
    def margin(self) -> float:
        best = self.value_of(self.best) or 0.0  # the best is one of the values (checked on reading)
        return round(best - max(v for m, v in self.values if not m.same_as(self.best)), 2)

    def judge(self, state: HandState, chosen: Move) -> PracticeVerdict:
        """`chosen` against the puzzle's values: found when it is the best or as good."""
        best_value = self.value_of(self.best) or 0.0
        mine = self.value_of(chosen)
        if mine is None:  # every legal move is valued; a move not listed is not legal here
            raise ValueError(f"{chosen} is not a move of this puzzle")
        loss = round(max(0.0, best_value - mine), 2)
        label = label_for(loss)
        if label == "best":
            return PracticeVerdict(True, loss, "best", (), self.best, self.margin)
        reason = explain_loss(state.view(state.turn), chosen, self.best, loss)
        return PracticeVerdict(False, loss, label, reason, self.best, self.margin)

    def answered(self, found: bool, today: date) -> Puzzle:
        """The puzzle after an answer: up a box when solved, back to the first when missed."""
        box = min(BOXES, self.box + 1) if found else 1
        return replace(
            self,
            box=box,
            due=today + timedelta(days=INTERVAL_DAYS[box]),
            tries=min(self.tries + 1, MAX_COUNT),
            solved=min(self.solved + int(found), MAX_COUNT),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source": self.source,
            "hand": self.hand,
            "index": self.index,
            "rules": self.rules,
            "options": self.options,
            "target": self.target,
            "names": list(self.names),
            "teams": [list(t) for t in self.teams],
            "dealer": self.dealer,
            "deck": [str(c) for c in self.deck],
            "moves": [str(m) for m in self.moves],
            "totals": list(self.totals),
            "best": str(self.best),
            "values": [[str(m), v] for m, v in self.values],
            "exact": self.exact,
            "box": self.box,
            "due": self.due.isoformat(),
            "tries": self.tries,
            "solved": self.solved,
        }


MAX_COUNT = 10**9


ShortText = Annotated[str, Length(1, MAX_NAME)]
Count_ = Annotated[int, Range(0, MAX_COUNT)]


@strict
@dataclass(frozen=True)
class PuzzleEntry:
    """A puzzle as puzzles.json keeps it (Puzzle.to_json writes it)."""

    id: ShortText
    source: ShortText
    hand: Annotated[int, Range(1, 10_000)]
    index: Annotated[int, Range(1, 100)]
    rules: ShortText
    options: Annotated[dict[str, Any], Length(0, 64)]
    target: Annotated[int, Range(1, 10_000)]
    names: Annotated[tuple[Annotated[str, Length(0, MAX_NAME)], ...], Length(2, 6)]
    teams: Annotated[tuple[tuple[int, ...], ...], Length(1, 6)]
    dealer: int
    deck: Annotated[tuple[Annotated[str, Length(1, 40)], ...], Length(0, 40)]
    moves: Annotated[tuple[Annotated[str, Length(1, 40)], ...], Length(0, 40)]
    totals: Annotated[tuple[Count_, ...], Length(1, 6)]
    best: Annotated[str, Length(1, 40)]
    values: Annotated[tuple[Annotated[tuple[Any, ...], Length(2, 2)], ...], Length(2, 64)]
    exact: bool
    box: Annotated[int, Range(1, BOXES)]
    due: Annotated[str, Length(1, 40)]
    tries: Count_
    solved: Count_


def _parsed(r: Reader, path: tuple[str | int, ...], text: str, parse: Callable[[str], Any]) -> Any:
    try:
        return parse(text)
    except EscobaError as exc:  # a card or a move not in notation
        raise r.error(path, exc) from None


def _value_pair(r: Reader, i: int, pair: tuple[Any, ...]) -> tuple[Move, float]:
    move, points = pair
    if not isinstance(move, str) or not is_number(points) or not math.isfinite(points) or abs(points) > MAX_VALUE:
        raise r.error(("values", i), part("puzzle_value_pair", most=MAX_VALUE))
    return _parsed(r, ("values", i, 0), move, Move.parse), float(points)


def puzzle_from_json(doc: Any) -> Puzzle:
    """A puzzle as the file keeps it, checked whole through the schema (PuzzleEntry), then
    across its fields: its position is dealt and replayed and its moves are the legal ones
    there. Raises PuzzleFileError naming the puzzle, the field and what does not fit."""
    pid = doc.get("id") if isinstance(doc, dict) else None
    where = EscobaError(key="puzzle_named", id=shown_name(pid if isinstance(pid, str) else "?", 60))
    r = Reader(where, "", PuzzleFileError)
    e: PuzzleEntry = r.table(doc, PuzzleEntry)
    for key in ("id", "source", "rules", "best", "due"):
        if not getattr(e, key).isprintable():
            raise r.error((key,), part("puzzle_text"))
    n = len(e.names)
    if sorted(s for team in e.teams for s in team) != list(range(n)):
        raise r.error(("teams",), part("puzzle_teams", last=n - 1))
    problem = Range(0, n - 1).problem(e.dealer)
    if problem is not None:
        raise r.error(("dealer",), problem)
    if len(e.totals) != len(e.teams):
        raise r.error(("totals",), part("record_per_side", sides=len(e.teams), n=len(e.totals)))
    try:
        build_rules(e.rules, e.options, e.target)
    except RulesError as exc:
        raise r.error(("options",), exc) from None
    try:
        when = date.fromisoformat(e.due)
    except ValueError:
        raise r.error(("due",), part("puzzle_due", value=shown_name(e.due, 40))) from None
    puzzle = Puzzle(
        id=e.id,
        source=e.source,
        hand=e.hand,
        index=e.index,
        rules=e.rules,
        options=dict(e.options),
        target=e.target,
        names=e.names,
        teams=e.teams,
        dealer=e.dealer,
        deck=tuple(_parsed(r, ("deck", i), c, Card.parse) for i, c in enumerate(e.deck)),
        moves=tuple(_parsed(r, ("moves", i), m, Move.parse) for i, m in enumerate(e.moves)),
        totals=e.totals,
        best=_parsed(r, ("best",), e.best, Move.parse),
        values=tuple(_value_pair(r, i, pair) for i, pair in enumerate(e.values)),
        exact=e.exact,
        box=e.box,
        due=when,
        tries=e.tries,
        solved=e.solved,
    )
    legal = puzzle.position().legal_moves()
    listed = [m for m, _ in puzzle.values]
    if len(listed) != len(legal) or not all(any(m.same_as(x) for x in legal) for m in listed):
        raise r.error(("values",), part("puzzle_not_legal"))
    if not any(puzzle.best.same_as(m) for m in listed):
        raise r.error(("best",), part("puzzle_best_not_legal"))
    return puzzle


# ---------------------------------------------------------------- the puzzle file


@dataclass(frozen=True)
class PuzzleBook:
    """Every puzzle kept, and the records already looked through."""

    puzzles: tuple[Puzzle, ...] = ()
    scanned: tuple[str, ...] = ()

    def due(self, today: date, size: int = SESSION_SIZE) -> list[Puzzle]:
        """Today's session: the puzzles due, the lowest box first, then the longest due."""
        order = {p.id: i for i, p in enumerate(self.puzzles)}
        due = [p for p in self.puzzles if p.due <= today]
        return sorted(due, key=lambda p: (p.box, p.due, order[p.id]))[:size]

    def next_due(self) -> date | None:
        return min((p.due for p in self.puzzles), default=None)

    def with_answer(self, puzzle_id: str, found: bool, today: date) -> PuzzleBook:
        puzzles = tuple(p.answered(found, today) if p.id == puzzle_id else p for p in self.puzzles)
        return replace(self, puzzles=puzzles)

    def with_found(self, before: PuzzleBook, after: PuzzleBook) -> PuzzleBook:
        """These puzzles with what a build added to `before` to make `after`: its new puzzles
        and the records it looked through (within MAX_PUZZLES and MAX_SCANNED)."""
        old = {p.id for p in before.puzzles} | {p.id for p in self.puzzles}
        new = [p for p in after.puzzles if p.id not in old]
        puzzles = (self.puzzles + tuple(new))[:MAX_PUZZLES]
        seen = set(self.scanned)
        scanned = self.scanned + tuple(s for s in after.scanned if s not in seen)
        return PuzzleBook(puzzles, scanned[-MAX_SCANNED:])

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "scanned": list(self.scanned),
            "puzzles": [p.to_json() for p in self.puzzles],
        }

    @classmethod
    def from_json(cls, doc: Any) -> PuzzleBook:
        doc = check_head(doc, FORMAT, VERSION, {"scanned", "puzzles"}, PuzzleFileError)
        scanned = doc.get("scanned", [])
        if (
            not isinstance(scanned, list)
            or len(scanned) > MAX_SCANNED
            or not all(isinstance(s, str) and 0 < len(s) <= MAX_NAME for s in scanned)
        ):
            raise PuzzleFileError(f"scanned: expected at most {MAX_SCANNED} record names")
        raw = doc.get("puzzles", [])
        if not isinstance(raw, list) or len(raw) > MAX_PUZZLES:
            raise PuzzleFileError(f"puzzles: expected at most {MAX_PUZZLES} puzzles")
        puzzles = tuple(puzzle_from_json(p) for p in raw)
        if len({p.id for p in puzzles}) != len(puzzles):
            raise PuzzleFileError("puzzles: the same puzzle twice")
        return cls(puzzles, tuple(scanned))


def listed_order(puzzle: Puzzle) -> tuple:
    """How `escoba puzzles --list` orders the puzzles: by the day due and the box, then
    by file and place in it, hand and move as numbers (move 8 before move 12)."""
    return (puzzle.due, puzzle.box, puzzle.source, puzzle.hand, puzzle.index, puzzle.id)


def book_path(directory: Path) -> Path:
    return Path(directory) / FILE_NAME


@dataclass(frozen=True)
class LoadedPuzzles:
    """The puzzles as read, and a note when the file could not be used (where it went)."""

    book: PuzzleBook
    note: str | None = None
    kept_as: Path | None = None


def load(directory: Path) -> LoadedPuzzles:
    """The puzzles of the data folder. A missing file is none; one that cannot be used is
    moved aside (never deleted) and the puzzles start afresh. Raises OSError only when such
    a file cannot be moved (then nothing may be written over it)."""
    book, note, kept = read_data_json(
        Path(directory), book_path(directory), MAX_BYTES, "puzzle file", PuzzleBook.from_json
    )
    return LoadedPuzzles(book if book is not None else PuzzleBook(), note=note, kept_as=kept)


def save(directory: Path, book: PuzzleBook) -> Path:
    return write_text_atomic(book_path(directory), json.dumps(book.to_json(), indent=1) + "\n")


def update(directory: Path, change: Callable[[PuzzleBook], PuzzleBook], write: bool = False) -> LoadedPuzzles:
    """Read the puzzles, `change` them and write them back (when changed, or `write`), all
    under the data folder's lock: a puzzle answered or found by another game meanwhile is
    kept. Raises OSError when the file cannot be written, LockedError when another process
    holds the folder past files.lock.DATA_WAIT."""
    with data_lock(Path(directory)):
        loaded = load(directory)
        book = change(loaded.book)
        if write or book != loaded.book or loaded.note is not None:
            save(directory, book)
    return LoadedPuzzles(book, loaded.note, loaded.kept_as)


def answer(directory: Path, puzzle_id: str, found: bool, today: date) -> LoadedPuzzles:
    """An answer to a puzzle, written into the puzzles as they are in the file now."""
    return update(directory, lambda book: book.with_answer(puzzle_id, found, today))


def keep_built(directory: Path, before: PuzzleBook, built: Built) -> LoadedPuzzles:
    """What a build (from `before`) found, added to the puzzles as they are in the file now
    (a build takes seconds: another game may have written meanwhile)."""
    return update(directory, lambda now: now.with_found(before, built.book), write=True)


# ---------------------------------------------------------------- building


@dataclass
class Built:
    """What a build did: the puzzles now, how many are new, the records read and those
    skipped (name, why)."""

    book: PuzzleBook
    added: int = 0
    read: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


def candidate_records(directory: Path, scanned: Iterable[str], most: int | None = None) -> list[Path]:
    """The records not looked through yet, newest first (their names start with the time),
    at most `most` (MAX_RECORDS)."""
    folder = records_dir(Path(directory))
    try:
        names = [e.name for e in os.scandir(folder) if e.name.endswith(".toml") and len(e.name) <= MAX_NAME]
    except OSError:
        return []
    done = set(scanned)
    return [folder / n for n in sorted(names, reverse=True) if n not in done][: MAX_RECORDS if most is None else most]


def build(
    directory: Path,
    book: PuzzleBook,
    seed: int = 0,
    today: date | None = None,
    on_record: Callable[[int, int], None] | None = None,
) -> Built:
    """Add the puzzles of the records not looked through yet (see the module's notes).
    `on_record(done, total)` is called after each record (a progress line)."""
    today = today or date.today()
    paths = candidate_records(directory, book.scanned)
    puzzles = list(book.puzzles)
    known = {p.id for p in puzzles}
    out = Built(book)
    searched = [MAX_SEARCHED]
    scanned = list(book.scanned)
    for k, path in enumerate(paths, 1):
        scanned.append(path.name)
        try:
            record = read_record(path)
            verify(record, path.name)
        except (RecordError, ValueError, RecursionError, OSError) as exc:
            out.skipped.append((path.name, str(exc)))
        else:
            out.read += 1
            try:
                found = puzzles_in(record, path.name, seed, today, searched)
            except Exception as exc:  # a record that verifies yet trips the search: skipped, named
                out.skipped.append((path.name, f"{type(exc).__name__}: {exc}"))
                found = []
            for puzzle in found:
                if len(puzzles) >= MAX_PUZZLES:
                    break
                if puzzle.id not in known:
                    known.add(puzzle.id)
                    puzzles.append(puzzle)
                    out.added += 1
        if on_record is not None:
            on_record(k, len(paths))
    out.book = PuzzleBook(tuple(puzzles), tuple(scanned[-MAX_SCANNED:]))
    return out


def puzzles_in(
    record: Record, source: str, seed: int = 0, today: date | None = None, searched: list[int] | None = None
) -> list[Puzzle]:
    """The puzzles of one record: positions where a person was to move and one move beats
    every other by a clear margin. `searched` holds how many positions may still be valued
    by the search (not exactly); it is counted down."""
    today = today or date.today()
    budget = searched if searched is not None else [MAX_SEARCHED]
    people = {s for s, spec in enumerate(record.players) if is_person(spec)}
    if not people:
        return []
    # The match by its seed and start, wherever its record lies; a record without them
    # (written by hand, or by another program) by its file name.
    key = match_key(record) if record.seed is not None and record.started is not None else source
    totals = [0] * len(record.teams)
    out = []
    for h, states in enumerate(hand_states(record), 1):
        moves = record.hands[h - 1].moves
        for i, state in enumerate(states[:-1], 1):
            legal = state.legal_moves()
            if state.turn not in people or len(legal) < 2:
                continue
            view = state.view(state.turn)
            exact_here = all_known(view) and len(record.teams) == 2
            if not exact_here:
                if budget[0] <= 0:
                    continue
                budget[0] -= 1
            rng = Random(f"puzzle|{seed}|{key}|{h}|{i}")
            result = evaluate(view, legal, rng, SearchLimit(iters=DEFAULT_ITERS).stop(), match_aware=False)
            if exact_here and not result.exact:
                continue  # the exact search ran out of room: not a position to trust
            values = [round(v, 3) for v in result.values]
            best = result.best
            others = [v for j, v in enumerate(values) if j != best]
            margin = values[best] - max(others)
            if margin < (EXACT_MARGIN if result.exact else SEARCH_MARGIN):
                continue
            out.append(
                Puzzle(
                    id=f"{key}|{h}|{i}",
                    source=shown_name(source, MAX_NAME),
                    hand=h,
                    index=i,
                    rules=record.rules,
                    options=dict(record.rules_options),
                    target=record.target,
                    names=tuple(record.seats),
                    teams=tuple(tuple(t) for t in record.teams),
                    dealer=record.hands[h - 1].dealer,
                    deck=tuple(record.hands[h - 1].deck),
                    moves=tuple(moves[: i - 1]),
                    totals=tuple(totals),
                    best=legal[best],
                    values=tuple(zip(legal, values)),
                    exact=result.exact,
                    due=today,
                )
            )
        totals = [a + b for a, b in zip(totals, record.hands[h - 1].points)]
    return out
