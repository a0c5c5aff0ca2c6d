"""Practice's core (practice.py): mistakes judged again, puzzles built from records, kept
with their Leitner boxes; bad records and bad puzzle files never a crash."""

from __future__ import annotations

import json
import shutil
from datetime import date, timedelta

import pytest
from helpers.ui_factory import finished_record

from escoba_tui.game.cards import Move
from escoba_tui.game.record import hand_states, read_record
from escoba_tui.study import practice, saves
from escoba_tui.study.analyze import analyze_record

TODAY = date(2026, 3, 4)


@pytest.fixture(autouse=True)
def exact_only(monkeypatch):
    # Searched (not exact) positions take a fraction of a second each: only the test that
    # is about them searches any.
    monkeypatch.setattr(practice, "MAX_SEARCHED", 0)


def built_in(folder, **kwargs):
    return practice.build(folder, practice.PuzzleBook(), today=TODAY, **kwargs)


def test_a_records_puzzles_are_exact_clear_and_the_same_every_time(tmp_path):
    path = finished_record(saves.records_dir(tmp_path / "a"))
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    first, second = built_in(tmp_path / "a"), built_in(tmp_path / "b")
    assert first.added >= 1 and first.read == 1 and not first.skipped
    assert [p.to_json() for p in first.book.puzzles] == [p.to_json() for p in second.book.puzzles]
    record = read_record(path)
    for puzzle in first.book.puzzles:
        assert puzzle.exact and puzzle.margin >= practice.EXACT_MARGIN and puzzle.source == path.name
        state = puzzle.position()
        seen = hand_states(record)[puzzle.hand - 1][puzzle.index - 1]
        assert (state.hands, state.table, state.turn) == (seen.hands, seen.table, seen.turn)
        assert record.players[state.turn] == "human"  # your own positions only
        assert len(puzzle.values) == len(state.legal_moves())
        assert (puzzle.box, puzzle.due) == (1, TODAY)


def test_a_puzzle_judges_the_best_move_found_and_another_missed_with_the_analysis_reason(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    puzzle = built_in(tmp_path).book.puzzles[0]
    state = puzzle.position()
    right = puzzle.judge(state, state.find_legal(puzzle.best))
    assert right.found and right.loss == 0 and right.margin == puzzle.margin
    other = next(m for m in state.legal_moves() if not m.same_as(puzzle.best))
    wrong = puzzle.judge(state, other)
    assert not wrong.found and wrong.loss >= practice.EXACT_MARGIN and wrong.label in ("mistake", "blunder")
    assert wrong.reason and wrong.best == puzzle.best


def test_a_mistake_tried_again_is_judged_by_the_reviews_own_analysis(tmp_path):
    record = read_record(finished_record(tmp_path))
    analysis = analyze_record(record, iters=10)
    mistake = next(m for m in analysis.moves if m.seat == 0 and m.label in ("mistake", "blunder"))
    state = hand_states(record)[mistake.hand - 1][mistake.index - 1]
    again = practice.judge_retry(state, state.find_legal(Move.parse(mistake.played)), mistake, iters=10)
    # The same move, the same settings and seed: the same loss and label as the review's.
    assert not again.found and (again.loss, again.label, again.reason) == (mistake.loss, mistake.label, mistake.reason)
    assert str(again.best) == mistake.best
    best = practice.judge_retry(state, state.find_legal(Move.parse(mistake.best)), mistake, iters=10)
    assert best.found and best.loss == 0


def test_leitner_boxes_a_solved_puzzle_waits_longer_a_missed_one_comes_back_at_once(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    puzzle = built_in(tmp_path).book.puzzles[0]
    boxes = []
    for _ in range(5):
        puzzle = puzzle.answered(True, TODAY)
        boxes.append((puzzle.box, (puzzle.due - TODAY).days))
    assert boxes == [(2, 1), (3, 3), (4, 7), (5, 21), (5, 21)]
    missed = puzzle.answered(False, TODAY)
    assert (missed.box, missed.due, missed.tries, missed.solved) == (1, TODAY, 6, 5)


def test_a_session_is_the_due_puzzles_lowest_box_first_and_capped(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    one = built_in(tmp_path).book.puzzles[0]
    puzzles = tuple(
        practice.Puzzle(
            **{
                **one.__dict__,
                "id": f"p{i}",
                "box": 1 + i % 3,
                "due": TODAY - timedelta(days=i % 2) + timedelta(days=i // 10),
            }
        )
        for i in range(14)
    )
    book = practice.PuzzleBook(puzzles)
    session = book.due(TODAY, size=5)
    assert len(session) == 5 and all(p.due <= TODAY for p in session)
    assert [p.box for p in session] == sorted(p.box for p in session) and session[0].box == 1
    assert book.next_due() == TODAY - timedelta(days=1)
    # Answered: kept, the others untouched.
    after = book.with_answer("p0", False, TODAY)
    assert [p.to_json() for p in after.puzzles[1:]] == [p.to_json() for p in puzzles[1:]]


def test_building_is_bounded_and_reads_each_record_once(tmp_path, monkeypatch):
    monkeypatch.setattr(practice, "MAX_RECORDS", 2)
    folder = saves.records_dir(tmp_path)
    for seed, name in ((2, "escoba-1.toml"), (6, "escoba-2.toml"), (14, "escoba-3.toml")):
        finished_record(folder, seed=seed, name=name)
    first = built_in(tmp_path)
    assert first.read == 2 and first.book.scanned == ("escoba-3.toml", "escoba-2.toml")  # the newest first
    second = practice.build(tmp_path, first.book, today=TODAY)
    assert second.read == 1 and second.book.scanned[-1] == "escoba-1.toml"
    assert practice.build(tmp_path, second.book, today=TODAY).read == 0
    monkeypatch.setattr(practice, "MAX_PUZZLES", 1)
    assert len(built_in(tmp_path).book.puzzles) == 1


def test_the_same_match_twice_is_one_set_of_puzzles(tmp_path):
    folder = saves.records_dir(tmp_path)
    path = finished_record(folder)
    shutil.copy(path, folder / "copy.toml")
    built = built_in(tmp_path)
    assert built.read == 2 and len({p.id for p in built.book.puzzles}) == len(built.book.puzzles) == built.added


def test_searched_positions_are_counted_against_their_budget(tmp_path, monkeypatch):
    record = read_record(finished_record(tmp_path))
    budget = [2]
    found = practice.puzzles_in(record, "x.toml", today=TODAY, searched=budget)
    assert budget == [0]
    assert all(p.exact or p.margin >= practice.SEARCH_MARGIN for p in found)


def test_a_record_that_cannot_be_read_is_skipped_and_named(tmp_path):
    folder = saves.records_dir(tmp_path)
    finished_record(folder)
    (folder / "escoba-99999999-broken.toml").write_text('format = "escoba-record"\nversion = [', encoding="utf-8")
    (folder / "escoba-99999999-folder.toml").mkdir()
    built = built_in(tmp_path)
    named = {name for name, _ in built.skipped}
    assert named == {"escoba-99999999-broken.toml", "escoba-99999999-folder.toml"}
    assert built.read == 1 and built.added >= 1


@pytest.mark.parametrize(
    "spoil",
    [
        lambda text: "{not json",
        lambda text: text.replace('"box": 1', '"box": 9'),
        lambda text: text.replace('"deck": [', '"deck": ["1o", '),  # a card twice: the moves no longer replay
        lambda text: json.dumps({**json.loads(text), "extra": 1}),
        lambda text: "[" * 100_000,
    ],
)
def test_a_puzzle_file_that_cannot_be_used_is_moved_aside_never_deleted(tmp_path, spoil):
    finished_record(saves.records_dir(tmp_path))
    practice.save(tmp_path, built_in(tmp_path).book)
    path = practice.book_path(tmp_path)
    bad = spoil(path.read_text(encoding="utf-8"))
    path.write_text(bad, encoding="utf-8")
    loaded = practice.load(tmp_path)
    assert loaded.book.puzzles == () and loaded.note and loaded.kept_as is not None
    assert loaded.kept_as.parent == saves.unreadable_dir(tmp_path)
    assert loaded.kept_as.read_text(encoding="utf-8") == bad and not path.exists()


def test_a_saved_book_reads_back_the_same(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    book = built_in(tmp_path).book.with_answer(built_in(tmp_path).book.puzzles[0].id, True, TODAY)
    practice.save(tmp_path, book)
    again = practice.load(tmp_path)
    assert again.note is None and again.book == book


def test_a_record_that_trips_the_search_is_skipped_and_named_too(tmp_path, monkeypatch):
    finished_record(saves.records_dir(tmp_path))

    def trips(*args, **kwargs):
        raise IndexError("a strange record")

    monkeypatch.setattr(practice, "puzzles_in", trips)
    built = built_in(tmp_path)
    assert built.skipped == [("escoba-20260102-030405.toml", "IndexError: a strange record")] and not built.added


def test_a_puzzle_keeps_its_best_move_whatever_order_its_captures_are_written_in(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    puzzle = next(p for p in built_in(tmp_path).book.puzzles)
    doc = puzzle.to_json()
    best = Move.parse(doc["best"])
    doc["best"] = str(Move(best.card, tuple(reversed(best.captures)), best.claim))
    again = practice.puzzle_from_json(doc)
    assert again.margin == puzzle.margin
    assert again.judge(again.position(), best).found


@pytest.mark.parametrize(
    ("change", "field", "english"),
    [
        ({"names": ["Ana"]}, "names", "from 2 to 6"),
        ({"box": 9}, "box", "9"),
        ({"tries": True}, "tries", "True"),
        ({"teams": [[0], [0]]}, "teams", "exactly one side"),
        ({"dealer": 5}, "dealer", "5"),
        ({"values": [["1o", 1.0], ["2o", "x"]]}, "values[", "[move, points]"),
        ({"due": "tomorrow"}, "due", "YYYY-MM-DD"),
        ({"best": "zz"}, "best", ""),
        ({"id": "bad\x1b[31m"}, "id", "printable"),
        ({"extra": 1}, "extra", "unknown"),
    ],
)
def test_a_bad_puzzle_says_which_puzzle_which_field_and_why_in_the_players_language(tmp_path, change, field, english):
    from escoba_tui.i18n.catalogue import words_for
    from escoba_tui.i18n.wording import error_text

    finished_record(saves.records_dir(tmp_path))
    doc = {**built_in(tmp_path).book.puzzles[0].to_json(), **change}
    with pytest.raises(practice.PuzzleFileError) as caught:
        practice.puzzle_from_json(doc)
    said = str(caught.value)
    assert said.startswith("puzzle ") and field in said and english in said, said
    assert "\x1b" not in said
    french = error_text(caught.value, words_for("fr"))
    assert french.startswith("problème ") and field in french, french


def test_a_puzzle_whose_best_move_is_not_legal_is_refused(tmp_path):
    finished_record(saves.records_dir(tmp_path))
    puzzle = built_in(tmp_path).book.puzzles[0]
    doc = puzzle.to_json()
    legal = [str(m) for m in puzzle.position().legal_moves()]
    doc["best"] = next(f"{c}" for c in ("1o", "2o", "3o", "4o", "5o", "6o", "7o") if c not in legal)
    with pytest.raises(practice.PuzzleFileError, match="best: not a legal move"):
        practice.puzzle_from_json(doc)
