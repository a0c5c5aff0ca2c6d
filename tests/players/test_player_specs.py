"""Player specs: built-ins with options, py: classes, entry-point plugins, cmd: programs."""

import pytest
from typer.testing import CliRunner

from escoba_tui.arena.referee import play_game
from escoba_tui.cli import app
from escoba_tui.game.record import verify
from escoba_tui.game.rules import make_rules
from escoba_tui.players import (
    Player,
    PlayerSpecError,
    check_spec,
    known_players,
    make_player,
    parse_options,
    parse_spec,
)


def test_specs_split_into_kind_target_and_typed_options():
    assert parse_spec("greedy") == ("builtin", "greedy", {})
    assert parse_spec("expert:ms=200,seed=3") == ("builtin", "expert", {"ms": 200, "seed": 3})
    assert parse_spec("py:plugin_players.FirstMove:label=x") == ("py", "plugin_players.FirstMove", {"label": "x"})
    assert parse_spec("cmd:python3 bots/my bot.py") == ("cmd", "python3 bots/my bot.py", {})
    assert parse_options("a=1, b=0.5, c=true, d=off, e=word") == {"a": 1, "b": 0.5, "c": True, "d": False, "e": "word"}


@pytest.mark.parametrize(
    "spec,message",
    [
        ("", "empty player spec; known players: random, greedy, counter, expert"),
        ("wizard", "unknown player 'wizard'; known players: random, greedy, counter, expert"),
        ("expert:depth=3", "player 'expert' has no option 'depth'; its options:"),
        ("expert:ms", "write options as name=value"),
        ("py:nomodule", "write py:package.module.ClassName"),
        ("py:no_such_module_here.Player", "cannot import 'no_such_module_here'"),
        ("py:plugin_players.Nobody", "module 'plugin_players' has no 'Nobody'"),
        ("py:plugin_players.FirstMove:colour=red", "has no option 'colour'; its options: label"),
        ("cmd:", "cmd: needs a command line"),
        ("cmd:python3 'unclosed", "cannot read the command line"),
    ],
)
def test_bad_specs_say_what_is_known(spec, message):
    with pytest.raises(PlayerSpecError, match=None) as info:
        check_spec(spec)
        make_player(spec)
    assert message in str(info.value)


def test_py_classes_play_through_the_referee():
    first = make_player("py:plugin_players.FirstMove:label=hello")
    ducky = make_player("py:plugin_players.Ducky")
    assert isinstance(first, Player) and isinstance(ducky, Player)
    outcome = play_game([first, ducky], make_rules("escoba", target=5), seed=4)
    assert outcome.result == "finished"
    verify(outcome.record())
    assert any(reason == "hello: the first legal move" for _, _, reason in outcome.reasons)


@pytest.fixture
def plugin_package(tmp_path, monkeypatch):
    """An installed distribution that registers players under escoba_tui.players."""
    dist = tmp_path / "escoba_fake_plugins-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: escoba-fake-plugins\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(
        "[escoba_tui.players]\n"
        "firstmove = plugin_players:FirstMove\n"
        "broken = plugin_players_that_do_not_exist:Nothing\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    return dist


def test_entry_point_plugins_are_known_and_play(plugin_package):
    assert {"firstmove", "broken"} <= set(known_players())
    assert parse_spec("firstmove:label=z") == ("plugin", "firstmove", {"label": "z"})
    player = make_player("firstmove:label=z")
    assert player.label == "z"
    result = CliRunner().invoke(app, ["match", "firstmove", "random", "--games", "2", "--json"])
    assert result.exit_code == 0, result.output
    with pytest.raises(PlayerSpecError, match="player plugin 'broken' failed to load"):
        make_player("broken")
    with pytest.raises(PlayerSpecError, match="unknown player 'nope'; known players: .*firstmove"):
        make_player("nope")
