"""Game records (record.md): build one from a played game, write, read, verify, replay."""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, NoReturn

from ..errors import EscobaError, part
from ..files.atomic import write_text_atomic
from ..files.reader import MAX_RECORD, FileReadError, read_text_capped, toml_loads
from ..files.schema import OneOf, Range, Reader, field_names, found, strict
from .cards import DECK, Card, Move, NotationError, format_move, parse_move
from .engine import EngineError, Game, HandRecord, HandScore, HandState, check_teams, side_of
from .loop import GameLoop
from .results import FAULTS, RESULTS, Fault, Result
from .rules import PRESETS, Rules, RulesError, build_rules

FORMAT = "escoba-record"
VERSION = 1
FORFEIT_REASONS = FAULTS
DETAIL_FIELDS = ("cards", "oros", "sevens", "escobas")


class RecordError(EscobaError, ValueError):
    """A record that does not follow record.md, or whose play does not add up."""


@dataclass
class Record:
    rules: str
    target: int
    seats: list[str]
    players: list[str]
    teams: list[list[int]]
    result: Result
    scores: list[int]
    hands: list[HandRecord] = field(default_factory=list)
    winner: int | None = None
    seed: int | None = None
    started: datetime | None = None
    rules_options: dict[str, Any] = field(default_factory=dict)
    forfeit_seat: int | None = None
    forfeit_reason: Fault | None = None

    def make_rules(self) -> Rules:
        return build_rules(self.rules, self.rules_options, self.target)


# ---------------------------------------------------------------- building


def record_from_game(
    game: Game,
    names: list[str],
    players: list[str],
    seed: int | None = None,
    started: datetime | None = None,
    result: str | None = None,
    forfeit_seat: int | None = None,
    forfeit_reason: str | None = None,
    winner: int | None = None,
) -> Record:
    """The record of a game in any state: finished, abandoned midway, or forfeited."""
    result = Result(result) if result is not None else Result.FINISHED if game.over else Result.ABANDONED
    hands = []
    for i, h in enumerate(game.hands):
        if h.score is not None:  # played out
            points = list(h.points)
            detail = {k: list(v) for k, v in h.score.detail().items() if k in DETAIL_FIELDS}
        else:  # an interrupted hand: only its escobas have scored
            assert game.hand is not None and i == len(game.hands) - 1
            points = game.hand.side_escobas()
            detail = None
        hands.append(HandRecord(h.dealer, list(h.deck), list(h.moves), points, detail))
    if result == Result.FINISHED:
        winner = game.winner
    rules = game.rules
    options = {k: v for k, v in rules.differences().items() if k != "target"}
    return Record(
        rules=rules.preset,
        target=rules.target,
        seats=list(names),
        players=list(players),
        teams=[list(t) for t in game.teams],
        result=result,
        scores=game.running_scores(),
        hands=hands,
        winner=winner if result in (Result.FINISHED, Result.FORFEIT) else None,
        seed=seed,
        started=started,
        rules_options=options,
        forfeit_seat=forfeit_seat if result == Result.FORFEIT else None,
        forfeit_reason=Fault(forfeit_reason) if result == Result.FORFEIT and forfeit_reason is not None else None,
    )


def record_from_outcome(outcome) -> Record:  # outcome: referee.Outcome
    return record_from_game(
        outcome.game,
        outcome.names,
        outcome.specs,
        outcome.seed,
        outcome.started,
        outcome.result,
        outcome.forfeit_seat,
        outcome.forfeit_reason,
        outcome.winner,
    )


# ---------------------------------------------------------------- writing


def to_dict(record: Record) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": record.rules,
        "target": record.target,
        "seats": list(record.seats),
        "players": list(record.players),
        "teams": [list(t) for t in record.teams],
    }
    if record.seed is not None:
        doc["seed"] = record.seed
    if record.started is not None:
        doc["started"] = record.started
    doc["result"] = record.result
    doc["scores"] = list(record.scores)
    if record.winner is not None:
        doc["winner"] = record.winner
    if record.result == Result.FORFEIT:
        doc["forfeit_seat"] = record.forfeit_seat
        doc["forfeit_reason"] = record.forfeit_reason
    if record.rules_options:
        doc["rules_options"] = dict(record.rules_options)
    hands = []
    for h in record.hands:
        entry: dict[str, Any] = {
            "dealer": h.dealer,
            "deck": [str(c) for c in h.deck],
            "moves": [format_move(m) for m in h.moves],
            "points": list(h.points),
        }
        if h.detail:
            entry["detail"] = {k: list(v) for k, v in h.detail.items()}
        hands.append(entry)
    doc["hands"] = hands
    return doc


def dumps(record: Record) -> str:
    """The record as TOML, laid out like record.md's example: one line per field.

    tomli-w would write every array one element per line (a 40-line deck), which is
    no score sheet a person can read; this schema is small and fixed, so it is written
    directly, and the tests read every written record back with tomllib."""
    doc = to_dict(record)
    lines = []
    for key, value in doc.items():
        if key not in ("rules_options", "hands"):
            lines.append(f"{key} = {_toml_value(value)}")
    if "rules_options" in doc:
        lines.append("")
        lines.append("[rules_options]")
        lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in doc["rules_options"].items()]
    for hand in doc["hands"]:
        lines.append("")
        lines.append("[[hands]]")
        lines += [f"{k} = {_toml_value(v)}" for k, v in hand.items() if k != "detail"]
        if "detail" in hand:
            lines.append("")
            lines.append("[hands.detail]")
            lines += [f"{k} = {_toml_value(v)}" for k, v in hand["detail"].items()]
    return "\n".join(lines) + "\n"


def _toml_key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() and key.isascii() else json.dumps(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # JSON string escapes are TOML's too
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} in a record")


def write_record(record: Record, path: str | os.PathLike[str]) -> Path:
    """Write atomically: a temporary file renamed over the target, so a crash never
    leaves half a record."""
    return write_text_atomic(path, dumps(record))


# ---------------------------------------------------------------- reading


@strict
@dataclass(frozen=True, kw_only=True)
class DetailEntry:
    cards: tuple[int, ...] | None = None
    oros: tuple[int, ...] | None = None
    sevens: tuple[int, ...] | None = None
    escobas: tuple[int, ...] | None = None


@strict
@dataclass(frozen=True, kw_only=True)
class HandEntry:
    dealer: int
    deck: tuple[str, ...]
    moves: tuple[str, ...]
    points: tuple[int, ...]
    detail: DetailEntry | None = None


@strict
@dataclass(frozen=True, kw_only=True)
class RecordEntry:
    """A record as written (record.md), in the order of its fields; the schema the
    reader checks before the checks across fields in loads."""

    format: str
    version: int
    rules: Annotated[str, OneOf(tuple(PRESETS), "schema_preset")]
    target: Annotated[int, Range(1, None, "schema_at_least_one")]
    seats: tuple[str, ...]
    players: tuple[str, ...] | None = None
    teams: tuple[tuple[int, ...], ...] | None = None
    seed: int | None = None
    started: datetime | None = None
    result: Annotated[str, OneOf(RESULTS)]
    scores: tuple[int, ...]
    winner: int | None = None
    rules_options: dict[str, Any] = field(default_factory=dict)
    hands: tuple[HandEntry, ...] = ()
    forfeit_seat: int | None = None
    forfeit_reason: str | None = None


TOP_FIELDS = field_names(RecordEntry)
HAND_FIELDS = field_names(HandEntry)


def _check_outcome(r: Reader, e: RecordEntry, n: int, sides: int) -> None:
    """The winner, the result and the forfeit fields agree with each other and the seats."""
    if e.winner is not None and not 0 <= e.winner < sides:
        raise r.error(("e.winner",), part("record_side_index", last=sides - 1, value=e.winner))
    if e.result == Result.ABANDONED and e.winner is not None:
        raise r.error(("e.winner",), part("record_abandoned_e.winner"))
    if e.result == Result.FORFEIT:
        for key in ("forfeit_seat", "forfeit_reason"):
            if getattr(e, key) is None:
                raise r.error((key,), part("schema_missing"))
        assert e.forfeit_seat is not None
        if not 0 <= e.forfeit_seat < n:
            raise r.error(("forfeit_seat",), part("record_seat_index", last=n - 1, value=e.forfeit_seat))
        if e.forfeit_reason not in FORFEIT_REASONS:
            raise r.error(
                ("forfeit_reason",),
                part("schema_one_of", listing=", ".join(FORFEIT_REASONS), value=found(e.forfeit_reason)),
            )
    elif e.forfeit_seat is not None or e.forfeit_reason is not None:
        raise r.error(("forfeit_seat",), part("record_forfeit_fields"))


def _hand(r: Reader, i: int, h: HandEntry, n: int, sides: int) -> HandRecord:
    """One [[hands]] entry, checked: its dealer, a whole deck, moves in notation, per-side counts."""
    if not 0 <= h.dealer < n:
        raise r.error(("hands", i, "dealer"), part("record_seat_index", last=n - 1, value=h.dealer))
    try:
        deck = [Card.parse(c) for c in h.deck]
    except NotationError as exc:
        raise r.error(("hands", i, "deck"), exc) from None
    if sorted(deck) != list(DECK):
        raise r.error(("hands", i, "deck"), part("record_deck"))
    moves = []
    for k, m in enumerate(h.moves):
        try:
            moves.append(parse_move(m))
        except NotationError as exc:
            raise r.error(("hands", i, "moves", k), exc) from None
    if len(h.points) != sides:
        raise r.error(("hands", i, "points"), part("record_per_side", sides=sides, n=len(h.points)))
    detail = None
    if h.detail is not None:
        detail = {}
        for key in DETAIL_FIELDS:
            counts = getattr(h.detail, key)
            if counts is None:
                continue
            if len(counts) != sides:
                raise r.error(("hands", i, "detail", key), part("record_per_side", sides=sides, n=len(counts)))
            detail[key] = list(counts)
    return HandRecord(h.dealer, deck, moves, list(h.points), detail)


def loads(text: str, source: str = "<record>") -> Record:
    """Parse a record; any departure from record.md raises RecordError naming the field
    (and its line: schema.Reader)."""
    try:
        doc = toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RecordError(key="record_not_toml", path=source, reason=str(exc)) from None
    r = Reader(source, text, RecordError)
    if doc.get("format") != FORMAT:
        raise r.error(("format",), part("schema_expected_value", expected=repr(FORMAT), value=found(doc.get("format"))))
    if doc.get("version") != VERSION:
        raise r.error(("version",), part("schema_version", version=VERSION, value=found(doc.get("version"))))
    e: RecordEntry = r.table(doc, RecordEntry)
    n = len(e.seats)
    players = list(e.players) if e.players is not None else ["?"] * n
    if len(players) != n:
        raise r.error(("players",), part("record_strings_per_seat", n=n))
    try:
        teams = check_teams(n, [list(t) for t in e.teams] if e.teams is not None else [[s] for s in range(n)])
    except (EngineError, TypeError) as exc:
        raise r.error(("teams",), exc if isinstance(exc, EscobaError) else str(exc)) from None
    sides = len(teams)
    if len(e.scores) != sides:
        raise r.error(("scores",), part("record_per_side", sides=sides, n=len(e.scores)))
    _check_outcome(r, e, n, sides)
    winner = e.winner
    try:
        build_rules(e.rules, e.rules_options, e.target)
    except RulesError as exc:
        raise r.error(("rules_options",), exc) from None
    hands = [_hand(r, i, h, n, sides) for i, h in enumerate(e.hands)]
    return Record(
        rules=e.rules,
        target=e.target,
        seats=list(e.seats),
        players=players,
        teams=teams,
        result=Result(e.result),
        scores=list(e.scores),
        hands=hands,
        winner=winner,
        seed=e.seed,
        started=e.started,
        rules_options=dict(e.rules_options),
        forfeit_seat=e.forfeit_seat,
        forfeit_reason=Fault(e.forfeit_reason) if e.forfeit_reason is not None else None,
    )


def read_record(path: str | os.PathLike[str]) -> Record:
    path = Path(path)
    try:
        text = read_text_capped(path, MAX_RECORD, "record")
    except FileReadError as exc:
        raise RecordError.carrying(exc) from None
    return loads(text, str(path))


# ---------------------------------------------------------------- verifying


class _Diverged(Exception):
    """A lenient replay (strict=False) stops here: the positions before it stand."""


Position = Callable[[int, int, HandState], None]


def _replay_moves(
    loop: GameLoop,
    hand: HandState,
    moves: list[Move],
    i: int,
    source: str,
    diverged: Callable[..., NoReturn],
    on_position: Position | None,
) -> None:
    """Play a recorded hand's moves, each checked to be in the hand and legal."""
    for k, move in enumerate(moves, 1):
        if hand.over:
            diverged("record_hand_over", where=part("record_at_move", source=source, n=i, k=k))
        seat = hand.turn
        at_play = part("record_at_play", source=source, n=i, k=k, move=str(move))
        if not move.claim and move.card not in hand.hands[seat]:
            diverged("record_not_in_hand", where=at_play, card=str(move.card), seat=seat)
        legal = hand.find_legal(move)
        if legal is None:
            diverged("record_not_legal", where=at_play, seat=seat)
        loop.play(legal)
        if on_position is not None:
            on_position(i, k, hand)


def _check_count(rh: HandRecord, score: HandScore, where: EscobaError) -> None:
    """The points and the detail a record claims for a hand are the count's."""
    if rh.points != score.points:
        raise RecordError(key="record_points", where=where, points=rh.points, expected=score.points)
    for key, values in (rh.detail or {}).items():
        expected = score.detail()[key]
        if values != expected:
            raise RecordError(key="record_detail", where=where, field=key, values=values, expected=expected)


def replay(
    record: Record,
    source: str = "record",
    strict: bool = True,
    game: Game | None = None,
    on_position: Position | None = None,
    uncounted_last: bool = False,
) -> Game:
    """Replay every hand under the record's rules and return the resulting Game: the one
    replay of a record (verify, the viewers, a hosted table resumed).

    Raises RecordError at the first divergence, naming the hand and move number. With
    `strict` False it stops there instead, quietly, and checks only the play (not the
    dealers, points and details the record claims). `game`: a fresh Game to replay into
    (a hosted table's own rules and seats) rather than one built from the record.
    `on_position(hand_number, moves_played, hand)` is called once a hand is dealt and after
    each of its moves. `uncounted_last`: the record may end with a hand played out but saved
    before its count (a hosted table's save, which has no detail for it): it is left so."""
    if game is None:
        try:
            rules = record.make_rules()
        except RulesError as exc:
            raise RecordError(key="schema_field", where=source, field="rules_options", problem=exc) from None
        game = Game(rules, [list(t) for t in record.teams])
    if record.hands:
        if not 0 <= record.hands[0].dealer < game.seats:
            raise RecordError(
                key="record_dealer_absent",
                where=part("record_at_hand", source=source, n=1),
                dealer=record.hands[0].dealer,
            )
        game.dealer = record.hands[0].dealer

    def diverged(key: str, **values: Any) -> NoReturn:
        if strict:
            raise RecordError(key=key, **values)
        raise _Diverged()

    loop = GameLoop(game)  # nobody to tell: a replay
    last = len(record.hands)
    try:
        for i, rh in enumerate(record.hands, 1):
            where = part("record_at_hand", source=source, n=i)
            if game.over:
                diverged("record_already_won", where=where)
            if strict and rh.dealer != game.dealer:
                raise RecordError(key="record_wrong_dealer", where=where, dealer=rh.dealer, seat=game.dealer)
            hand = loop.start_hand(rh.deck)
            if on_position is not None:
                on_position(i, 0, hand)
            _replay_moves(loop, hand, rh.moves, i, source, diverged, on_position)
            if hand.over and uncounted_last and i == last and rh.detail is None:
                break  # saved between its last move and its count: the table counts it on resuming
            if hand.over:
                score = loop.finish_hand()
                if strict:
                    _check_count(rh, score, where)
            else:
                if i != last or record.result == Result.FINISHED:
                    diverged("record_ends_early", where=where, n=len(rh.moves))
                escobas = hand.side_escobas()
                if strict and rh.points != escobas:
                    raise RecordError(key="record_unfinished_points", where=where, points=rh.points, expected=escobas)
    except _Diverged:
        pass
    return game


def verify(record: Record, source: str = "record") -> Game:
    """Check a record as record.md's "What verify checks" says; return the replayed Game."""
    game = replay(record, source)
    scores = game.running_scores()
    if record.scores != scores:
        raise RecordError(key="record_scores", where=source, scores=record.scores, expected=scores)
    if record.result == Result.FINISHED:
        if not game.over:
            raise RecordError(key="record_no_winner", where=source, n=len(record.hands))
        if record.winner != game.winner:
            raise RecordError(key="record_winner", where=source, winner=record.winner, side=game.winner)
    elif record.result == Result.ABANDONED:
        if game.over:
            raise RecordError(key="record_abandoned_won", where=source, side=game.winner)
    else:  # forfeit
        if game.over:
            raise RecordError(key="record_forfeit_won", where=source, side=game.winner)
        assert record.forfeit_seat is not None  # loads() requires it of a forfeit
        loser = side_of(record.teams, record.forfeit_seat)
        if record.winner is None or record.winner == loser:
            raise RecordError(key="record_forfeit_side", where=source, side=loser)
    return game


def hand_states(record: Record) -> list[list[HandState]]:
    """For replay viewers: per hand, the position before each move and after the last
    (as far as the record's moves are legal)."""
    out: list[list[HandState]] = []

    def seen(number: int, played: int, hand: HandState) -> None:
        if played == 0:
            out.append([])
        out[-1].append(hand.copy())

    replay(record, strict=False, on_position=seen)
    return out
