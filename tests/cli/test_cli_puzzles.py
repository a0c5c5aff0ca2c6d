"""`escoba puzzles` through typer's runner: the list, its languages, bad files named."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.ui_factory import finished_record
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.study import practice, saves

runner = CliRunner()


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.ENV_DIR, str(tmp_path))
    monkeypatch.setattr(practice, "MAX_SEARCHED", 0)  # exact positions only: quick, and the same everywhere
    return tmp_path


def run(*args):
    return runner.invoke(app, list(args))


def test_list_builds_the_puzzles_of_your_records_and_keeps_them(data):
    finished_record(saves.records_dir(data))
    result = run("puzzles", "--list")
    assert result.exit_code == 0, result.output
    book = practice.load(data).book
    n = len(book.puzzles)
    assert n >= 1 and f"Puzzles: {n} · due today: {n} · new: {n} · records read: 1" in result.output
    puzzle = book.puzzles[0]
    assert f"box 1  escoba-20260102-030405, hand {puzzle.hand}, move {puzzle.index}  solved 0 of 0" in result.output
    again = run("puzzles", "--list")  # the record was read: nothing new, the same puzzles
    assert again.exit_code == 0 and f"Puzzles: {n} · due today: {n} · new: 0 · records read: 0" in again.output


@pytest.mark.parametrize("lang,words", [("fr", "Problèmes"), ("es", "Problemas"), ("pt", "Problemas")])
def test_list_speaks_the_language_asked_for(data, lang, words):
    finished_record(saves.records_dir(data))
    result = run("--lang", lang, "puzzles", "--list")
    assert result.exit_code == 0, result.output
    assert words in result.output and "puzzles" not in result.output.lower()


def test_a_record_that_cannot_be_read_is_named_and_the_rest_still_read(data):
    folder = saves.records_dir(data)
    finished_record(folder)
    (folder / "escoba-99999999-broken.toml").write_text("not a record = [", encoding="utf-8")
    result = run("puzzles", "--list")
    assert result.exit_code == 0, result.output
    assert "Record skipped: escoba-99999999-broken.toml" in result.output
    assert "records read: 1" in result.output and "Traceback" not in result.output


def test_a_puzzle_file_that_cannot_be_used_is_moved_aside_with_a_note(data):
    finished_record(saves.records_dir(data))
    practice.book_path(data).write_text("{broken", encoding="utf-8")
    result = run("puzzles", "--list")
    assert result.exit_code == 0, result.output
    assert "The puzzle file could not be used and was kept as" in result.output
    kept = list(saves.unreadable_dir(data).glob("puzzles-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{broken"
    assert practice.load(data).book.puzzles  # built afresh


def test_without_list_the_full_screen_puzzles_open(monkeypatch):
    import escoba_tui.ui.app as cli

    asked = {}
    monkeypatch.setattr(cli, "run_app", lambda **kwargs: asked.update(kwargs))
    result = run("--lang", "pt", "puzzles")
    assert result.exit_code == 0, result.output
    assert asked["puzzles"] is True and asked["language"] == "pt"


def test_no_records_yet_is_said_plainly(data):
    result = run("puzzles", "--list")
    assert result.exit_code == 0, result.output
    assert "Puzzles: 0 · due today: 0 · new: 0 · records read: 0" in result.output


def test_the_list_orders_hands_and_moves_as_numbers(data):
    # Puzzles of one record at moves 8, 12 and 34 of hand 2 and move 5 of hand 10: their ids
    # ("…|2|12") sort as text 10|5, 2|12, 2|34, 2|8; the list gives hand then move by number.
    finished_record(saves.records_dir(data))
    assert run("puzzles", "--list").exit_code == 0
    book = practice.load(data).book
    first = book.puzzles[0]
    key = first.id.rsplit("|", 2)[0]
    places = [(2, 12), (10, 5), (2, 8), (2, 34)]
    puzzles = tuple(dataclasses.replace(first, id=f"{key}|{h}|{i}", hand=h, index=i) for h, i in places)
    practice.save(data, practice.PuzzleBook(puzzles, book.scanned))  # the record already read
    result = run("puzzles", "--list")
    assert result.exit_code == 0, result.output
    listed = [line.split(", hand ", 1)[1].split("  ")[0] for line in result.output.splitlines() if ", hand " in line]
    assert listed == ["2, move 8", "2, move 12", "2, move 34", "10, move 5"]
