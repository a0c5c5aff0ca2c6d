"""The public API at the package root (docs/api.md): what `import escoba_tui` gives, that
a move is checked, that the legal list cannot be changed, and that results are enums."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import escoba_tui
from escoba_tui import Fault, Game, HandState, IllegalMove, Move, Result, default_teams, make_rules
from escoba_tui.game.cards import parse_cards

ROOT = Path(__file__).resolve().parents[2]


def test_the_root_exports_what_a_bot_needs_and_the_version():
    for name in (
        "Rules",
        "make_rules",
        "PRESETS",
        "Game",
        "HandState",
        "SeatView",
        "Card",
        "Move",
        "Player",
        "make_player",
        "play_game",
        "Outcome",
        "Result",
        "Fault",
        "IllegalMove",
    ):
        assert hasattr(escoba_tui, name), name
    assert set(escoba_tui.__all__) <= set(dir(escoba_tui))
    assert escoba_tui.__version__ == importlib.metadata.version("escoba_tui")


def test_py_typed_is_shipped():
    assert (ROOT / "escoba_tui" / "py.typed").is_file()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["escoba_tui"]


def test_importing_the_package_stays_light():
    code = (
        "import sys, escoba_tui\n"
        "heavy = ('textual', 'pettingzoo', 'gymnasium', 'numpy')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & set(heavy)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def _deal(table: str, first_hand: str, rest_seed: int = 0) -> list:
    """A deck whose table is `table` and whose first hand (seat 0's) is `first_hand`."""
    start = list(parse_cards(table, " ")) + list(parse_cards(first_hand, " "))
    return start + [c for c in escoba_tui.DECK if c not in start]


def test_game_play_refuses_an_illegal_move_and_changes_nothing():
    game = Game(make_rules("escoba"), default_teams(2))
    hand = game.start_hand(_deal("1o 2c 3e 4b", "5o 6c 7e"))
    before = (list(hand.table), [list(h) for h in hand.hands], hand.turn)
    with pytest.raises(IllegalMove, match=r"5o:1o is not legal for seat 0 here; legal: .*5o"):
        game.play(Move.parse("5o:1o"))
    with pytest.raises(IllegalMove):
        hand.play(Move.parse("5o:1o"))
    with pytest.raises(IllegalMove):
        game.play("5o")  # type: ignore[arg-type]  # not a Move at all
    assert (list(hand.table), [list(h) for h in hand.hands], hand.turn) == before
    assert game.hands[-1].moves == []
    # A legal play, its captures written in any order, is played as the engine lists it.
    assert game.play(Move(escoba_tui.Card.parse("6c"), parse_cards("4b+3e+2c"))) is False
    assert game.hands[-1].moves == [Move.parse("6c:2c+3e+4b")] and hand.table == list(parse_cards("1o"))
    assert hand.play_unchecked is not None and game.play_unchecked is not None


def test_legal_moves_is_a_tuple_that_copies_cannot_change():
    hand = HandState(make_rules("escoba"), _deal("1o 2c 3e 4b", "5o 6c 7e"), 1, default_teams(2))
    legal = hand.legal_moves()
    assert isinstance(legal, tuple) and legal
    copy = hand.copy()
    with pytest.raises(AttributeError):
        copy.legal_moves().clear()  # type: ignore[attr-defined]
    assert hand.legal_moves() == legal and copy.legal_moves() == legal
    copy.play(legal[0])
    assert hand.legal_moves() == legal  # playing on the copy leaves the original's list alone


def test_results_and_fault_causes_are_str_enums_written_as_before():
    outcome = escoba_tui.play_game(
        [escoba_tui.make_player("greedy"), escoba_tui.make_player("random", seed=2)],
        make_rules("escoba", target=5),
        seed=3,
    )
    assert outcome.result is Result.FINISHED and outcome.result == "finished"
    assert 'result = "finished"' in __import__("escoba_tui.game.record", fromlist=["dumps"]).dumps(outcome.record())
    fault = escoba_tui.PlayerFault("illegal move", "5o:1o")
    assert fault.reason is Fault.ILLEGAL_MOVE and fault.reason == "illegal move" and str(fault) == "illegal move: 5o:1o"
    assert (
        escoba_tui.Outcome(outcome.game, [], [], 0, result="forfeit", forfeit_reason="timeout").forfeit_reason
        is Fault.TIMEOUT
    )
    assert [f.value for f in Fault] == ["crash", "timeout", "illegal move", "protocol", "disconnect"]
    with pytest.raises(ValueError):
        escoba_tui.PlayerFault("bored")


def api_examples() -> list[str]:
    return re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "api.md").read_text(encoding="utf-8"), re.S)


def test_docs_api_has_a_bot_a_self_play_loop_and_a_match():
    assert len(api_examples()) == 3


@pytest.mark.parametrize("index", range(3))
def test_the_api_examples_run(index, capsys):
    exec(compile(api_examples()[index], f"docs/api.md example {index + 1}", "exec"), {"__name__": "api_example"})
    out = capsys.readouterr().out
    assert out.strip()
    if index == 1:
        assert "refused: 5o:1o is not legal" in out


@pytest.mark.parametrize("page", ["README.md", "docs/library.md"])
def test_the_python_examples_of_the_readme_and_the_library_guide_run(page, capsys):
    """The front door's examples are code a newcomer pastes: they run as they are."""
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / page).read_text(encoding="utf-8"), re.S)
    assert blocks
    for i, block in enumerate(blocks):
        namespace = {"__name__": "readme_example"}
        exec(compile(block, f"{page} example {i + 1}", "exec"), namespace)
    if page == "README.md":
        assert namespace["outcome"].result is not None
    else:
        assert "Move(" in capsys.readouterr().out
