"""The UI's parts: theme files, card names, the LocalMatch session, renuncio, replay keys, CLI errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers.ui_factory import SIZE, THEMES, make_app, play_settings, run_async, screen_text, settle
from typer.testing import CliRunner

from escoba_tui.arena.referee import play_game
from escoba_tui.cli import app as cli_app
from escoba_tui.game.cards import Card, Move
from escoba_tui.game.record import dumps, loads, record_from_outcome, verify, write_record
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.ui.faces import card_name
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.session import LocalMatch, Seat
from escoba_tui.ui.themes import ThemeFileError, load_theme_files, parse_theme


def test_shipped_themes_load_and_a_broken_one_is_named_and_skipped(tmp_path):
    themes, problems = load_theme_files([THEMES])
    assert len(themes) >= 3 and problems == []
    assert all({"suit-o", "card-face"} <= set(t.variables) for t in themes)
    (tmp_path / "bad.toml").write_text('name = "bad"\nprimary = "not-a-colour"\n')
    (tmp_path / "good.toml").write_text('name = "good"\nprimary = "#123456"\n[suits]\no = "gold"\n')
    themes, problems = load_theme_files([tmp_path])
    assert [t.name for t in themes] == ["good"]
    assert problems == ["bad.toml: primary: 'not-a-colour' is not a colour"]


@pytest.mark.parametrize(
    "text, field",
    [
        ('primary = "#fff"', "name"),
        ('name = "x"', "primary"),
        ('name = "x"\nprimary = "#fff"\ncolour = 1', "colour"),
        ('name = "x"\nprimary = "#fff"\n[suits]\nz = "#fff"', "suits.z"),
        ('name = "x"\nprimary = "#fff"\ndark = "yes"', "dark"),
        ("name = ", "not valid TOML"),
    ],
)
def test_theme_errors_name_the_field(text, field):
    with pytest.raises(ThemeFileError, match=field):
        parse_theme(text, Path("t.toml"))


@run_async
async def test_broken_theme_file_is_notified_and_the_app_runs(tmp_path):
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "broken.toml").write_text("name = [")
    app = make_app(tmp_path, theme_dirs=[THEMES, folder], play=play_settings())
    # What the app notifies, as it calls notify: the toast itself times out after 8 s, and
    # on a loaded machine the start-up alone took longer (it failed so in a -n 2 run).
    said: list[str] = []
    notify = app.notify
    app.notify = lambda message, **kwargs: (said.append(message), notify(message, **kwargs))[1]  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert any("broken.toml" in message for message in said)
        assert isinstance(app.screen, GameScreen) and app.theme == "tapete"


def test_card_names_in_each_style():
    rules = make_rules("escoba")
    q = Card.parse("9b")
    assert card_name(q, "french") == "Q♣"
    assert card_name(q, "spanish") == "caballo de bastos"
    assert card_name(q, "italian", rules, show_values=True) == "cavallo di bastoni (9)"
    assert card_name(Card.parse("7o"), "spanish", rules, show_values=True) == "7 de oros"


def test_match_resumes_from_its_record_with_the_same_deals():
    rules = make_rules("escoba", target=3)
    match = LocalMatch(rules, [Seat("You"), Seat("Ada", "greedy")], seed=5)
    match.start_hand()
    for _ in range(7):
        hand = match.hand
        match.play(hand.legal_moves()[-1])
    text = dumps(match.record())
    again = LocalMatch.from_record(loads(text))
    assert again.hand.history == match.hand.history and again.hand.deck == match.hand.deck
    # Dealing goes on from the same seeded shuffle: the next hand's deck is the same.
    for m in (match, again):
        while not m.hand.over:
            m.play(m.hand.legal_moves()[0])
        m.finish_hand()
        if not m.game.over:
            m.start_hand()
    assert again.game.hands[-1].deck == match.game.hands[-1].deck
    verify(again.record())


@run_async
async def test_table_clicks_pick_a_capture(tmp_path):
    # Seed 1: the 8 of bastos takes 3o+4e or 2o+2c+3o.
    app = make_app(tmp_path, seed=1, play=play_settings())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        await pilot.press("1")
        views = {str(v.card): v for v in game.query("#table-cards CardView")}
        first = game.current_move()
        for card in first.captures:  # unpick the proposed set card by card ...
            await pilot.click(views[str(card)])
        assert game.current_move() == Move(Card.parse("8b"))  # ... nothing picked: a discard
        await pilot.click(views["3o"])
        await pilot.pause()
        assert game.current_move() is None and "total 3, not a" in screen_text(app)
        await pilot.click(views["4e"])
        assert game.current_move().same_as(Move(Card.parse("8b"), (Card.parse("3o"), Card.parse("4e"))))
        assert {v.card for v in game.query("#table-cards CardView.-taken")} == {Card.parse("3o"), Card.parse("4e")}
        await pilot.press("enter")
        await settle(pilot)
        assert game.match.game.hands[0].moves[0].same_as(Move(Card.parse("8b"), (Card.parse("3o"), Card.parse("4e"))))


@run_async
async def test_renuncio_is_offered_and_claimed_with_r(tmp_path):
    app = make_app(tmp_path, seed=0, play=play_settings(options={"renuncio": True}, seats=("human", "random")))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(60):
            await settle(pilot)
            game = app.screen
            if not isinstance(game, GameScreen):
                break
            if game.claims():
                assert game.check_action("renuncio", ()) is True
                assert "Renuncio!" in screen_text(app)
                piles = len(game.hand.piles[0])
                await pilot.press("r")
                await settle(pilot)
                assert game.hand.history[-1][1].claim and len(game.hand.piles[0]) > piles
                return
            assert game.check_action("renuncio", ()) is False
            await pilot.press("enter")
    pytest.fail("no renuncio came up in this seeded game")


@run_async
async def test_replay_steps_back_and_forth_and_jumps(tmp_path):
    rules = make_rules("escoba", target=8)
    players = [make_player("greedy", seed=1), make_player("greedy", seed=2)]
    outcome = play_game(players, rules, names=["Ada", "Bruno"], specs=["greedy", "greedy"], seed=3)
    path = write_record(record_from_outcome(outcome), tmp_path / "g.toml")
    app = make_app(tmp_path, replay=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and len(screen.states) >= 2
        await pilot.press("right", "right", "left")
        assert (screen.hand_index, screen.move_index) == (0, 1)
        await pilot.press("pagedown")
        assert (screen.hand_index, screen.move_index) == (1, 0)
        assert "Hand 2 of" in screen_text(app)
        # The move log holds the whole match: hand 1's plays stay above hand 2's start.
        log = screen.query_one("#log-text").render().plain
        assert "Hand 1: " in log and "Hand 2: " in log and log.index("Hand 1: ") < log.index("Hand 2: ")
        await pilot.press("left")
        assert screen.hand_index == 0 and screen.move_index == len(screen.states[0]) - 1
        await pilot.press("ctrl+end")  # End is this hand's end, Ctrl+End the match's
        await pilot.pause()
        text = screen_text(app)
        shown = [int(re.search(rf"│\s*{name}\s+(\d+)\s+\d+", text).group(1)) for name in ("Ada", "Bruno")]
        assert shown == outcome.game.scores  # the sheet at the last position shows the final score
        await pilot.press("1")
        assert (screen.hand_index, screen.move_index) == (0, 0)


def test_cli_play_and_replay_reject_bad_input(tmp_path):
    runner = CliRunner()
    out = runner.invoke(cli_app, ["play", "--seat", "human", "--seat", "nobody"])
    assert out.exit_code == 2 and "unknown player 'nobody'" in out.output
    out = runner.invoke(cli_app, ["play", "--seat", "human", "--seat", "greedy", "--partners"])
    assert out.exit_code == 2 and "--partners needs 4 or 6" in out.output
    out = runner.invoke(cli_app, ["play", "--faces", "tarot"])
    assert out.exit_code == 2 and "spanish, italian or french" in out.output
    bad = tmp_path / "bad.toml"
    bad.write_text("format = 'nope'")
    out = runner.invoke(cli_app, ["replay", str(bad)])
    assert out.exit_code == 2 and "bad.toml" in out.output and "Traceback" not in out.output
