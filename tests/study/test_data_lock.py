"""Every read-modify-write of a shared file of the data folder holds the folder's lock
(issue 35 item 9): two programs each counting 15 matches into one `my-record.json` left
18, not 30 (each write atomic, but the last writer won)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import threading
from datetime import UTC, date, datetime

import pytest

from escoba_tui.files.lock import DATA_LOCK, FolderLock, LockedError, data_lock
from escoba_tui.study import personal, practice

# A child: builds its matches first (one person against the computer, each its own
# seed and start), says "ready", waits for the go, then counts them one by one.
CHILD = r"""
import dataclasses, sys
from datetime import UTC, datetime
from pathlib import Path
from escoba_tui.arena.referee import play_game
from escoba_tui.game.record import record_from_outcome
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.study import personal

folder, who, n = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
records = []
for i in range(n):
    seed = 1000 * who + i
    players = [make_player("greedy", seed=seed), make_player("random", seed=seed + 1)]
    outcome = play_game(players, make_rules("escoba", target=3), names=["Me", "It"],
                        specs=["human", "expert:ms=5"], seed=seed)
    started = datetime(2026, 1, 1 + who, 12, i, tzinfo=UTC)
    records.append(dataclasses.replace(record_from_outcome(outcome), started=started))
print("ready", flush=True)
sys.stdin.readline()
for record in records:
    personal.count_match(folder, record)
print("done", flush=True)
"""


def test_two_processes_counting_15_matches_each_count_30(tmp_path):
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), str(who), "15"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in (1, 2)
    ]
    try:
        for child in children:
            assert child.stdout.readline() == "ready\n", child.stderr.read()
        for child in children:  # both go together
            child.stdin.write("go\n")
            child.stdin.flush()
        for child in children:
            out, err = child.communicate(timeout=300)
            assert child.returncode == 0 and out == "done\n", err[-2000:]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    mine = personal.load(tmp_path)
    assert mine.note is None
    assert mine.record.tallies["expert"].games == 30
    assert not (tmp_path / DATA_LOCK).exists()  # the lock file goes with its last holder


def test_a_count_waits_for_the_folder_held_by_another(tmp_path, monkeypatch):
    """While another holder has the folder, a count does not write; it goes on, and
    counts, once the holder lets go."""
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import record_from_outcome
    from escoba_tui.game.rules import make_rules
    from escoba_tui.players import make_player

    players = [make_player("greedy", seed=1), make_player("random", seed=2)]
    outcome = play_game(players, make_rules("escoba", target=3), names=["Me", "It"], specs=["human", "random"], seed=1)
    record = dataclasses.replace(record_from_outcome(outcome), started=datetime(2026, 1, 1, tzinfo=UTC))
    waiting = threading.Event()
    real_take = FolderLock._take

    def take(self, fd, deadline):  # says when the count starts waiting, then waits as ever
        waiting.set()
        return real_take(self, fd, deadline)

    monkeypatch.setattr(FolderLock, "_take", take)
    held = data_lock(tmp_path)
    held.acquire()
    done: list = []
    counting = threading.Thread(target=lambda: done.append(personal.count_match(tmp_path, record)))
    counting.start()
    assert waiting.wait(60)
    assert not personal.record_path(tmp_path).exists() and done == []
    held.release()
    counting.join(60)
    assert not counting.is_alive() and done[0].record.tallies["random"].games == 1


def test_a_folder_held_past_the_bound_is_a_locked_error(tmp_path, monkeypatch):
    from escoba_tui.files import lock

    monkeypatch.setattr(lock, "DATA_WAIT", 0.0)
    with data_lock(tmp_path):
        with pytest.raises(LockedError, match="another escoba"):
            personal.update(tmp_path, lambda mine: mine)


def test_puzzles_answered_and_found_by_two_games_are_all_kept(tmp_path):
    """The puzzles' file: an answer and a build's new puzzles go into the file as it is
    when written, not over what another game wrote meanwhile."""
    from escoba_tui.game.cards import Card, Move

    def puzzle(n: int) -> practice.Puzzle:
        """A puzzle the file takes back: the first move of a dealt hand, each legal move valued."""
        first = practice.Puzzle(
            id=f"m|1|{n}",
            source="r.toml",
            hand=1,
            index=1,
            rules="escoba",
            options={},
            target=15,
            names=("Me", "It"),
            teams=((0,), (1,)),
            dealer=0,
            deck=tuple(Card(i) for i in range(40)),
            moves=(),
            totals=(0, 0),
            best=Move(Card(0)),
            values=((Move(Card(0)), 1.0), (Move(Card(1)), 0.0)),
            exact=True,
            due=date(2026, 1, 1),
        )
        legal = first.position().legal_moves()
        values = tuple((move, 1.0 if i == 0 else 0.0) for i, move in enumerate(legal))
        return dataclasses.replace(first, best=legal[0], values=values)

    practice.save(tmp_path, practice.PuzzleBook((puzzle(1),), ("a.toml",)))
    loaded = practice.load(tmp_path)
    assert loaded.note is None, loaded.note
    before = loaded.book  # a build starts from this...
    built = practice.Built(practice.PuzzleBook((puzzle(1), puzzle(2)), ("a.toml", "b.toml")), added=1, read=1)
    practice.answer(tmp_path, "m|1|1", True, date(2026, 1, 1))  # ...another game answers meanwhile
    now = practice.keep_built(tmp_path, before, built).book
    assert [p.id for p in now.puzzles] == ["m|1|1", "m|1|2"] and now.scanned == ("a.toml", "b.toml")
    assert now.puzzles[0].solved == 1  # the answer was not written over
    assert practice.load(tmp_path).book == now
