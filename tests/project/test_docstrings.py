"""The members a library user reaches first say what they do (issue 38): help() on them
is not empty."""

from __future__ import annotations

import inspect

import pytest

from escoba_tui import Player
from escoba_tui.game.engine import Game, HandState

MEMBERS = (
    [
        (HandState, name)
        for name in ("copy", "view", "deck_left", "over", "side_to_move", "is_legal", "side_piles", "side_escobas")
    ]
    + [(Game, name) for name in ("start_hand", "over", "seats")]
    + [(Player, "decide"), (Player, "choose")]
)


@pytest.mark.parametrize("owner,name", MEMBERS, ids=[f"{o.__name__}.{n}" for o, n in MEMBERS])
def test_the_member_has_its_own_docstring(owner, name):
    member = inspect.getattr_static(owner, name)
    doc = (member.fget if isinstance(member, property) else member).__doc__
    assert doc and len(doc.split()) >= 5, f"{owner.__name__}.{name} has no docstring"


def test_player_choose_says_legal_is_a_sequence_of_moves():
    assert "Sequence[Move]" in (Player.choose.__doc__ or "")
    assert "Sequence[Move]" in str(inspect.signature(Player.choose).parameters["legal"].annotation)


@pytest.mark.parametrize("name", ["reset", "step", "observe", "state", "render"])
def test_the_environment_methods_have_docstrings(name):
    pytest.importorskip("pettingzoo")
    from escoba_tui.env import EscobaEnv, escoba_v0

    assert (getattr(escoba_v0.raw_env, name).__doc__ or "").strip()
    if name in ("reset", "step", "render"):
        assert (getattr(EscobaEnv, name).__doc__ or "").strip()
