"""Your record against the computer (escoba_tui.study.personal): what counts, how, and a file that
never crashes the game nor is lost."""

from __future__ import annotations

import dataclasses
import json
import os
from datetime import UTC, datetime

import pytest

from escoba_tui.arena.referee import play_game
from escoba_tui.game.record import record_from_outcome
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.study import personal
from escoba_tui.study.personal import PersonalRecord, Tally, count_match, kind_of, load, match_facts, record_path


def finished(specs=("human", "expert:ms=5"), seed=1, target=5, partners=False, started_minute=0):
    """A real finished match, the first seat then relabelled as the given kinds (the engine
    does not care who chose the moves)."""
    rules = make_rules("escoba", target=target)
    players = [make_player("greedy" if i % 2 == 0 else "random", seed=seed + i) for i in range(len(specs))]
    teams = [[0, 2], [1, 3]] if partners else None
    outcome = play_game(
        players, rules, teams=teams, names=[f"P{i}" for i in range(len(specs))], specs=list(specs), seed=seed
    )
    record = record_from_outcome(outcome)
    return dataclasses.replace(record, started=datetime(2026, 1, 1, 12, started_minute, tzinfo=UTC))


def test_a_match_against_one_computer_counts_games_wins_hands_and_points():
    record = finished()
    won, hands, points, against, kinds = match_facts(record)
    assert kinds == ["expert"]  # options of the spec do not make another kind
    assert won == (record.winner == 0) and hands == len(record.hands) > 0
    assert (points, against) == (record.scores[0], record.scores[1])
    tally = PersonalRecord().added(record, takebacks=2).tallies["expert"]
    assert tally == Tally(1, int(won), hands, points, float(against), 2)
    assert tally.margin == pytest.approx((points - against) / hands)


def test_tallies_add_up_over_matches_and_a_match_counts_once():
    one, two = finished(seed=1), finished(seed=2, started_minute=1)
    mine = PersonalRecord().added(one).added(two)
    again = mine.added(two)  # the same match (seed and start) is never counted twice
    assert again is mine
    tally = mine.tallies["expert"]
    assert tally.games == 2 and tally.hands == len(one.hands) + len(two.hands)
    assert tally.wins == (one.winner == 0) + (two.winner == 0)
    assert tally.points == one.scores[0] + two.scores[0]


def test_what_does_not_count():
    assert match_facts(finished(("human", "human"))) is None  # hot-seat: nobody's record against the computer
    assert match_facts(finished(("greedy", "expert"))) is None  # computers only
    assert match_facts(finished(("human", "remote"))) is None  # a person across the network
    unfinished = dataclasses.replace(finished(), result="abandoned", winner=None)
    assert match_facts(unfinished) is None
    assert PersonalRecord().added(unfinished) == PersonalRecord()


def test_a_hot_seat_match_finished_in_the_game_writes_no_record(tmp_path):
    # The game counts every finished match through count_match (the pilot test of a counted
    # match checks that wiring); a match between two people leaves nothing behind.
    loaded = count_match(tmp_path, finished(("human", "human")))
    assert loaded.record == PersonalRecord() and not record_path(tmp_path).exists()
    count_match(tmp_path, finished(("human", "greedy")))
    assert record_path(tmp_path).exists()  # the same call does write a match that counts


def test_several_opponents_count_under_each_kind_and_partners_are_not_opponents():
    three = finished(("human", "greedy", "expert"))
    won, _, points, against, kinds = match_facts(three)
    assert kinds == ["expert", "greedy"]
    assert against == pytest.approx((three.scores[1] + three.scores[2]) / 2)
    mine = PersonalRecord().added(three)
    assert mine.tallies["expert"].games == mine.tallies["greedy"].games == 1
    teams = finished(("human", "random", "counter", "master"), partners=True)
    assert match_facts(teams)[4] == ["master", "random"]  # seat 2 (counter) is the partner


def test_kinds_of_player():
    assert kind_of("expert:ms=200") == "expert" and kind_of(" greedy ") == "greedy"
    assert kind_of("cmd:python3 bots/mine.py") == "cmd:python3 bots/mine.py"
    assert len(kind_of("cmd:" + "x" * 500)) == personal.MAX_KIND
    assert "\x1b" not in kind_of("cmd:\x1b[31mred")


def test_shown_in_level_order_then_the_others():
    tallies = {k: Tally(games=1) for k in ("zeta", "master", "cmd:bot", "random", "expert", "other")}
    assert [k for k, _ in PersonalRecord(tallies).ordered()] == [
        "random",
        "expert",
        "master",
        "cmd:bot",
        "zeta",
        "other",
    ]


def test_too_many_kinds_share_other():
    tallies = {f"plugin{i}": Tally(games=1) for i in range(personal.MAX_KINDS)}
    mine = PersonalRecord(tallies).added(finished(("human", "greedy")))
    assert "greedy" not in mine.tallies and mine.tallies["other"].games == 1


def test_the_file_round_trips_and_is_written_whole(tmp_path):
    loaded = count_match(tmp_path, finished(), takebacks=1)
    assert loaded.note is None
    doc = json.loads(personal.record_path(tmp_path).read_text(encoding="utf-8"))
    assert doc["format"] == "escoba-personal-record" and doc["opponents"]["expert"]["takebacks"] == 1
    assert load(tmp_path).record == loaded.record
    assert [p.name for p in tmp_path.iterdir()] == ["my-record.json"]  # no temporary file left behind
    assert load(tmp_path / "nothing-yet").record == PersonalRecord()


BAD = {
    "not json": "{",
    "not an object": "[1, 2]",
    "another format": json.dumps({"format": "escoba-record", "version": 1}),
    "a future version": json.dumps({"format": personal.FORMAT, "version": 3}),
    "an accuracy above 100": json.dumps(
        {
            "format": personal.FORMAT,
            "version": 2,
            "accuracy": {"expert": [{"match": "1@x", "day": "2026-01-01", "accuracy": 101}]},
        }
    ),
    "an accuracy with an extra field": json.dumps(
        {
            "format": personal.FORMAT,
            "version": 2,
            "accuracy": {"expert": [{"match": "1@x", "day": "2026-01-01", "accuracy": 50, "x": 1}]},
        }
    ),
    "too many accuracies": json.dumps(
        {
            "format": personal.FORMAT,
            "version": 2,
            "accuracy": {
                "expert": [
                    {"match": f"{i}@x", "day": "2026-01-01", "accuracy": 50} for i in range(personal.MAX_ACCURACIES + 1)
                ]
            },
        }
    ),
    "a negative count": json.dumps({"format": personal.FORMAT, "version": 1, "opponents": {"expert": {"games": -1}}}),
    "more wins than games": json.dumps(
        {"format": personal.FORMAT, "version": 1, "opponents": {"expert": {"games": 1, "wins": 2}}}
    ),
    "a count that is not a number": json.dumps(
        {"format": personal.FORMAT, "version": 1, "opponents": {"expert": {"games": True}}}
    ),
    "a name with a control character": json.dumps(
        {"format": personal.FORMAT, "version": 1, "opponents": {"\x1b[2J": {"games": 1}}}
    ),
    "nested deep": "[" * 100_000 + "]" * 100_000,
    "not UTF-8": b"\xff\xfe{}",
    "too big": " " * (personal.MAX_BYTES + 1),
}


@pytest.mark.parametrize("damage", sorted(BAD))
def test_a_file_the_game_cannot_use_is_kept_aside_and_counting_starts_afresh(tmp_path, damage):
    content = BAD[damage]
    path = personal.record_path(tmp_path)
    (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)
    loaded = count_match(tmp_path, finished())
    assert loaded.note and loaded.kept_as is not None
    assert loaded.kept_as.parent == tmp_path / "unreadable"
    kept = loaded.kept_as.read_bytes()
    assert kept == (content if isinstance(content, bytes) else content.encode())  # never lost, never changed
    assert loaded.record.tallies["expert"].games == 1  # a fresh record with this match in it
    assert load(tmp_path).record == loaded.record


def test_a_folder_or_a_fifo_in_its_place_is_kept_aside_too(tmp_path):
    path = personal.record_path(tmp_path)
    path.mkdir()
    assert load(tmp_path).kept_as.is_dir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(path)
        loaded = load(tmp_path)  # never waits for a writer
        assert "not a regular file" in loaded.note and not os.path.lexists(path)


def test_when_a_bad_file_cannot_be_moved_aside_nothing_is_written_over_it(tmp_path, monkeypatch):
    path = personal.record_path(tmp_path)
    path.write_text("{", encoding="utf-8")

    def refuse(*_):
        raise PermissionError("read-only folder")

    monkeypatch.setattr("os.replace", refuse)  # moving aside is os.replace, wherever it is called
    with pytest.raises(OSError):
        count_match(tmp_path, finished())
    assert path.read_text(encoding="utf-8") == "{"


def test_your_accuracy_is_kept_by_kind_once_a_match_and_bounded(tmp_path):
    one = finished()
    count_match(tmp_path, one)
    loaded = personal.count_accuracy(tmp_path, one, 81.25)
    kept = loaded.record.accuracy["expert"]
    assert [(a.day, a.accuracy) for a in kept] == [("2026-01-01", 81.2)]
    assert personal.count_accuracy(tmp_path, one, 50.0).record == loaded.record  # once a match
    assert load(tmp_path).record == loaded.record  # round trip
    mine = loaded.record
    for minute in range(1, personal.MAX_ACCURACIES + 5):
        match = dataclasses.replace(one, started=datetime(2026, 1, 2, 12, minute, tzinfo=UTC))
        mine = mine.added(match).with_accuracy(match, float(minute))
    assert len(mine.accuracy["expert"]) == personal.MAX_ACCURACIES  # the newest kept
    assert mine.recent_accuracy("expert", last=2) == pytest.approx(personal.MAX_ACCURACIES + 3.5)
    assert PersonalRecord.from_json(json.loads(json.dumps(mine.to_json()))) == mine
    assert mine.with_accuracy(finished(("greedy", "expert")), 70.0) is mine  # a match that does not count
    assert mine.with_accuracy(one, 120.0) is mine


def test_a_version_1_file_is_still_read(tmp_path):
    doc = {"format": personal.FORMAT, "version": 1, "opponents": {"expert": {"games": 1, "wins": 1}}, "counted": []}
    personal.record_path(tmp_path).write_text(json.dumps(doc))
    loaded = load(tmp_path)
    assert loaded.note is None and loaded.record.tallies["expert"].games == 1 and loaded.record.accuracy == {}
