"""Game records (record.md): build one from a played game, write, read, verify, replay."""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .cards import DECK, Card, NotationError, format_move, parse_move
from .engine import EngineError, Game, HandRecord, HandState, check_teams, side_of
from .errors import EscobaError
from .files import MAX_RECORD, FileReadError, read_text_capped, toml_loads
from .loop import GameLoop
from .rules import PRESETS, Rules, RulesError, build_rules

FORMAT = "escoba-record"
VERSION = 1
RESULTS = ("finished", "abandoned", "forfeit")
FORFEIT_REASONS = ("crash", "timeout", "illegal move", "protocol", "disconnect")  # disconnect: network.md
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
    result: str
    scores: list[int]
    hands: list[HandRecord] = field(default_factory=list)
    winner: int | None = None
    seed: int | None = None
    started: datetime | None = None
    rules_options: dict[str, Any] = field(default_factory=dict)
    forfeit_seat: int | None = None
    forfeit_reason: str | None = None

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
    if result is None:
        result = "finished" if game.over else "abandoned"
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
    if result == "finished":
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
        winner=winner if result in ("finished", "forfeit") else None,
        seed=seed,
        started=started,
        rules_options=options,
        forfeit_seat=forfeit_seat if result == "forfeit" else None,
        forfeit_reason=forfeit_reason if result == "forfeit" else None,
    )


def record_from_outcome(outcome) -> Record:  # outcome: referee.Outcome
    return record_from_game(
        outcome.game, outcome.names, outcome.specs, outcome.seed, outcome.started,
        outcome.result, outcome.forfeit_seat, outcome.forfeit_reason, outcome.winner,
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
    if record.result == "forfeit":
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


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, what: str) -> RecordError:
        return RecordError(f"{self.source}: {where}: {what}")

    def get(self, table: dict, key: str, kind: type | tuple[type, ...], where: str, required: bool = True) -> Any:
        if key not in table:
            if required:
                raise self.fail(where + key, "missing")
            return None
        value = table[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds:
            raise self.fail(where + key, f"expected {_kind_name(kinds)}, found {value!r}")
        if not isinstance(value, kinds):
            raise self.fail(where + key, f"expected {_kind_name(kinds)}, found {value!r}")
        return value

    def ints(self, table: dict, key: str, where: str, length: int | None = None) -> list[int]:
        value = self.get(table, key, list, where)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise self.fail(where + key, f"expected a list of whole numbers, found {value!r}")
        if length is not None and len(value) != length:
            raise self.fail(where + key, f"expected {length} numbers (one per side), found {len(value)}")
        return value

    def unknown(self, table: dict, known: tuple[str, ...], where: str) -> None:
        for key in table:
            if key not in known:
                raise self.fail(where + key, f"unknown field (known: {', '.join(known)})")


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {str: "a string", int: "a whole number", list: "a list", dict: "a table", bool: "true or false", datetime: "a date-time"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


TOP_FIELDS = (
    "format", "version", "rules", "target", "seats", "players", "teams", "seed", "started",
    "result", "scores", "winner", "rules_options", "hands", "forfeit_seat", "forfeit_reason",
)
HAND_FIELDS = ("dealer", "deck", "moves", "points", "detail")


def loads(text: str, source: str = "<record>") -> Record:
    """Parse a record; any departure from record.md raises RecordError naming the field."""
    try:
        doc = toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RecordError(f"{source}: not valid TOML: {exc}") from None
    r = _Reader(source)
    r.unknown(doc, TOP_FIELDS, "")
    if doc.get("format") != FORMAT:
        raise r.fail("format", f"expected {FORMAT!r}, found {doc.get('format')!r}")
    version = r.get(doc, "version", int, "")
    if version != VERSION:
        raise r.fail("version", f"this program reads version {VERSION}, found {version}")
    preset = r.get(doc, "rules", str, "")
    if preset not in PRESETS:
        raise r.fail("rules", f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
    target = r.get(doc, "target", int, "")
    if target < 1:
        raise r.fail("target", f"must be 1 or more, found {target}")
    seats = r.get(doc, "seats", list, "")
    if not all(isinstance(s, str) for s in seats):
        raise r.fail("seats", "expected a list of names")
    n = len(seats)
    players = r.get(doc, "players", list, "", required=False)
    if players is None:
        players = ["?"] * n
    if len(players) != n or not all(isinstance(p, str) for p in players):
        raise r.fail("players", f"expected {n} strings, one per seat")
    teams_raw = r.get(doc, "teams", list, "", required=False)
    teams = teams_raw if teams_raw is not None else [[s] for s in range(n)]
    try:
        teams = check_teams(n, teams)
    except (EngineError, TypeError) as exc:
        raise r.fail("teams", str(exc)) from None
    sides = len(teams)
    seed = r.get(doc, "seed", int, "", required=False)
    started = r.get(doc, "started", datetime, "", required=False)
    result = r.get(doc, "result", str, "")
    if result not in RESULTS:
        raise r.fail("result", f"expected one of {', '.join(RESULTS)}, found {result!r}")
    scores = r.ints(doc, "scores", "", sides)
    winner = r.get(doc, "winner", int, "", required=False)
    if winner is not None and not 0 <= winner < sides:
        raise r.fail("winner", f"expected a side index 0..{sides - 1}, found {winner}")
    if result == "abandoned" and winner is not None:
        raise r.fail("winner", "an abandoned game has no winner")
    forfeit_seat = r.get(doc, "forfeit_seat", int, "", required=result == "forfeit")
    forfeit_reason = r.get(doc, "forfeit_reason", str, "", required=result == "forfeit")
    if result != "forfeit" and (forfeit_seat is not None or forfeit_reason is not None):
        raise r.fail("forfeit_seat", "only a forfeit record has forfeit fields")
    if result == "forfeit":
        if not 0 <= forfeit_seat < n:
            raise r.fail("forfeit_seat", f"expected a seat 0..{n - 1}, found {forfeit_seat}")
        if forfeit_reason not in FORFEIT_REASONS:
            raise r.fail("forfeit_reason", f"expected one of {', '.join(FORFEIT_REASONS)}, found {forfeit_reason!r}")
    options = r.get(doc, "rules_options", dict, "", required=False) or {}
    try:
        build_rules(preset, options, target)
    except RulesError as exc:
        raise r.fail("rules_options", str(exc)) from None
    hands_raw = r.get(doc, "hands", list, "", required=False) or []
    hands = []
    for i, raw in enumerate(hands_raw, 1):
        where = f"hands[{i}]."
        if not isinstance(raw, dict):
            raise r.fail(f"hands[{i}]", "expected a table")
        r.unknown(raw, HAND_FIELDS, where)
        dealer = r.get(raw, "dealer", int, where)
        if not 0 <= dealer < n:
            raise r.fail(where + "dealer", f"expected a seat 0..{n - 1}, found {dealer}")
        deck_raw = r.get(raw, "deck", list, where)
        try:
            deck = [Card.parse(c) if isinstance(c, str) else _bad_card(c) for c in deck_raw]
        except NotationError as exc:
            raise r.fail(where + "deck", str(exc)) from None
        if sorted(deck) != list(DECK):
            raise r.fail(where + "deck", "must hold each of the 40 cards exactly once")
        moves_raw = r.get(raw, "moves", list, where)
        moves = []
        for k, m in enumerate(moves_raw, 1):
            if not isinstance(m, str):
                raise r.fail(f"{where}moves[{k}]", f"expected a move string, found {m!r}")
            try:
                moves.append(parse_move(m))
            except NotationError as exc:
                raise r.fail(f"{where}moves[{k}]", str(exc)) from None
        points = r.ints(raw, "points", where, sides)
        detail_raw = r.get(raw, "detail", dict, where, required=False)
        detail = None
        if detail_raw is not None:
            r.unknown(detail_raw, DETAIL_FIELDS, where + "detail.")
            detail = {k: r.ints(detail_raw, k, where + "detail.", sides) for k in detail_raw}
        hands.append(HandRecord(dealer, deck, moves, points, detail))
    return Record(
        rules=preset, target=target, seats=list(seats), players=list(players), teams=teams,
        result=result, scores=scores, hands=hands, winner=winner, seed=seed, started=started,
        rules_options=dict(options), forfeit_seat=forfeit_seat, forfeit_reason=forfeit_reason,
    )


def _bad_card(value: Any) -> Card:
    raise NotationError(f"{value!r} is not a card string")


def read_record(path: str | os.PathLike[str]) -> Record:
    path = Path(path)
    try:
        text = read_text_capped(path, MAX_RECORD, "record")
    except FileReadError as exc:
        raise RecordError.carrying(exc) from None
    return loads(text, str(path))


# ---------------------------------------------------------------- verifying


def replay(record: Record, source: str = "record", strict: bool = True) -> Game:
    """Replay every hand under the record's rules and return the resulting Game.

    Raises RecordError at the first divergence, naming the hand and move number."""
    try:
        rules = record.make_rules()
    except RulesError as exc:
        raise RecordError(f"{source}: rules_options: {exc}") from None
    game = Game(rules, [list(t) for t in record.teams])
    if record.hands:
        game.dealer = record.hands[0].dealer
    loop = GameLoop(game)  # nobody to tell: a replay
    last = len(record.hands)
    for i, rh in enumerate(record.hands, 1):
        where = f"{source}: hand {i}"
        if game.over:
            raise RecordError(f"{where}: the game was already won before this hand")
        if rh.dealer != game.dealer:
            raise RecordError(f"{where}: dealer is {rh.dealer}, but the deal passes to seat {game.dealer}")
        hand = loop.start_hand(rh.deck)
        for k, move in enumerate(rh.moves, 1):
            if hand.over:
                raise RecordError(f"{where}, move {k}: the hand is already over")
            seat = hand.turn
            if not move.claim and move.card not in hand.hands[seat]:
                raise RecordError(f"{where}, move {k} ({move}): {move.card} is not in the hand of seat {seat}, whose turn it is")
            legal = hand.find_legal(move)
            if legal is None:
                raise RecordError(f"{where}, move {k} ({move}): not a legal play for seat {seat} here")
            loop.play(legal)
        if hand.over:
            score = loop.finish_hand()
            if rh.points != score.points:
                raise RecordError(f"{where}: points are {rh.points}, but the play scores {score.points}")
            if rh.detail:
                for key, values in rh.detail.items():
                    expected = score.detail()[key]
                    if values != expected:
                        raise RecordError(f"{where}: detail.{key} is {values}, but the play gives {expected}")
        else:
            if i != last or record.result == "finished":
                raise RecordError(f"{where}: the hand ends after {len(rh.moves)} moves, before its last card")
            escobas = hand.side_escobas()
            if rh.points != escobas:
                raise RecordError(f"{where}: points are {rh.points}, but the unfinished hand's escobas give {escobas}")
    return game


def verify(record: Record, source: str = "record") -> Game:
    """Check a record as record.md's "What verify checks" says; return the replayed Game."""
    game = replay(record, source)
    scores = game.running_scores()
    if record.scores != scores:
        raise RecordError(f"{source}: scores are {record.scores}, but the play gives {scores}")
    if record.result == "finished":
        if not game.over:
            raise RecordError(f"{source}: result is finished, but no side has won after {len(record.hands)} hands")
        if record.winner != game.winner:
            raise RecordError(f"{source}: winner is {record.winner}, but the play gives side {game.winner}")
    elif record.result == "abandoned":
        if game.over:
            raise RecordError(f"{source}: result is abandoned, but side {game.winner} won")
    else:  # forfeit
        if game.over:
            raise RecordError(f"{source}: result is forfeit, but side {game.winner} won by play")
        assert record.forfeit_seat is not None  # loads() requires it of a forfeit
        loser = side_of(record.teams, record.forfeit_seat)
        if record.winner is None or record.winner == loser:
            raise RecordError(f"{source}: winner must be a side other than the forfeiting seat's side {loser}")
    return game


def hand_states(record: Record) -> list[list[HandState]]:
    """For replay viewers: per hand, the position before each move and after the last."""
    rules = record.make_rules()
    game = Game(rules, [list(t) for t in record.teams])
    if record.hands:
        game.dealer = record.hands[0].dealer
    loop = GameLoop(game)
    out = []
    for rh in record.hands:
        hand = loop.start_hand(rh.deck)
        states = [hand.copy()]
        for move in rh.moves:
            legal = hand.find_legal(move)
            if legal is None:
                break
            loop.play(legal)
            states.append(hand.copy())
        if hand.over:
            loop.finish_hand()
        out.append(states)
        if game.over or not hand.over:
            break
    return out
