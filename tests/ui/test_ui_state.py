"""The app's state: typed settings read safely, screens that ask by message, saves never lost."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from helpers.ui_factory import (
    SIZE,
    THEMES,
    late_app,
    late_save,
    make_app,
    play_settings,
    run_async,
    saved_match,
    screen_text,
    settle,
    start_late,
)

from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.i18n import catalogue as S
from escoba_tui.study import saves
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import ProgramsScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.settings import Settings, load_settings, save_settings
from escoba_tui.ui.themes import ThemeFileError, parse_theme


def notes(app) -> list[tuple[str, str]]:
    """Every (title, message) the app notifies, as it calls notify: a toast itself may time
    out before a check on a loaded machine."""
    said: list[tuple[str, str]] = []
    notify = app.notify

    def recording(message, **kwargs):
        said.append((kwargs.get("title", ""), message))
        notify(message, **kwargs)

    app.notify = recording
    return said


def write_settings(folder, data) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    saves.settings_path(folder).write_text(text, encoding="utf-8")


# ---------------------------------------------------------------- the settings file


def test_settings_round_trip_through_the_file(tmp_path):
    settings = play_settings(
        seats=("human", "greedy", "counter", "random"),
        partners=True,
        target=9,
        options={"renuncio": True, "face_values": (8, 9, 10)},
        faces="italian",
    )
    settings = settings.replace(language="fr")
    save_settings(tmp_path, settings)
    again, problems = load_settings(tmp_path, S.LANGUAGES)
    assert problems == []
    # face_values 8,9,10 is escoba's own: only the option that differs is kept.
    assert again == settings.replace(options=(("renuncio", True),))
    assert again.rules() == make_rules("escoba", renuncio=True, target=9)


def test_a_missing_settings_file_is_no_choices_and_no_problem(tmp_path):
    assert load_settings(tmp_path / "nowhere") == (Settings(), [])


GOOD = play_settings(seats=("human", "greedy", "random"), target=5, faces="french").to_json()


@pytest.mark.parametrize(
    "field,value",
    [
        ("preset", 7),
        ("preset", "chess"),
        ("target", "21"),
        ("target", 0),
        ("target", True),
        ("target", 1.5),
        ("options", [1, 2]),
        ("options", {"renuncio": "yes"}),
        ("options", {"nonsense": 1}),
        ("seats", "3"),
        ("seats", 5),
        ("seats", 6),
        ("seat_list", "Ada"),
        ("seat_list", [{"kind": 1, "name": "x"}] * 3),
        ("seat_list", [{"kind": "human", "name": "\x1b[2J"}] * 3),
        ("partners", "yes"),
        ("faces", ["french"]),
        ("show_values", 1),
        ("theme", {"name": "x"}),
        ("speed", "warp"),
        ("language", "klingon"),
        # Lists and objects where a name is looked up (issue 19: `{"language": ["en"]}` was a TypeError).
        ("language", ["en"]),
        ("language", {"en": 1}),
        ("preset", ["escoba"]),
        ("preset", {"escoba": 1}),
        ("faces", {"french": 1}),
        ("speed", ["fast"]),
        ("theme", ["tapete"]),
        ("target", 1e300),
        ("options", {"face_values": [1e300, 9, 10]}),
        ("options", {"capture": ["sum"]}),
        ("seats", [3]),
    ],
)
def test_a_field_of_the_wrong_type_is_reported_and_takes_its_default(tmp_path, field, value):
    write_settings(tmp_path, {**GOOD, field: value})
    settings, problems = load_settings(tmp_path, S.LANGUAGES)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{saves.settings_path(tmp_path)}: ")
    assert f": {field}: " in problems[0]
    # Every other field is kept as it was.
    good, _ = Settings.from_json(GOOD, S.LANGUAGES)
    changed = "seats" if field == "seat_list" else field
    assert {k: v for k, v in vars(settings).items() if k != changed} == {
        k: v for k, v in vars(good).items() if k != changed
    }
    settings.rules()  # whatever was in the file, the fallback is a valid set of rules


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[1, 2]",
        "null",
        '"settings"',
        "[" * 100_000,
        '{"a":' * 50_000,
        "\udcff".encode("utf-8", "surrogatepass").decode("latin-1"),
    ],
)
def test_a_file_that_is_not_settings_at_all_is_reported_in_one_line(tmp_path, text):
    write_settings(tmp_path, text)
    settings, problems = load_settings(tmp_path, S.LANGUAGES)
    assert settings == Settings() and len(problems) == 1 and "\n" not in problems[0]


def test_an_oversized_settings_file_is_not_read(tmp_path):
    write_settings(tmp_path, json.dumps({**GOOD, "padding": "x" * 200_000}))
    settings, problems = load_settings(tmp_path, S.LANGUAGES)
    assert settings == Settings() and "more than a settings file can be" in problems[0]


def a_fifo(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(saves.settings_path(folder))


def a_link_to_dev_zero(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    saves.settings_path(folder).symlink_to("/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("make", [a_fifo, a_link_to_dev_zero])
def test_a_settings_file_that_is_no_file_is_refused_at_once(tmp_path, make):
    make(tmp_path)
    result: list = []
    reader = threading.Thread(target=lambda: result.append(load_settings(tmp_path, S.LANGUAGES)), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # free the thread that waits for a writer, then fail
        with open(saves.settings_path(tmp_path), "wb"):
            pass
        pytest.fail("reading the settings file never ended")
    settings, problems = result[0]
    assert settings == Settings()
    assert problems == [
        f"{saves.settings_path(tmp_path)}: not a regular file (a device, pipe or socket), not a settings file"
    ]


def a_record_file(folder: Path) -> Path:
    from typer.testing import CliRunner

    from escoba_tui.cli import app as cli

    result = CliRunner().invoke(cli, ["match", "greedy", "random", "-n", "1", "--records", str(folder / "recs")])
    assert result.exit_code == 0, result.output
    return next((folder / "recs").glob("*.toml"))


@pytest.mark.parametrize("start", ["escoba", "escoba play", "escoba replay"])
@pytest.mark.parametrize("bad", [{"language": ["en"]}, {"language": {"en": True}, "preset": ["x"]}, "fifo"])
@run_async
async def test_each_way_in_starts_on_a_bad_settings_file_and_says_so(tmp_path, start, bad):
    data = tmp_path / "data"
    if bad == "fifo":
        a_fifo(data)
    else:
        write_settings(data, {**GOOD, **bad})
    kwargs: dict = {}
    if start == "escoba play":
        kwargs["play"] = play_settings()
    elif start == "escoba replay":
        kwargs["replay"] = a_record_file(tmp_path)
    built = threading.Event()
    if bad == "fifo":  # were the FIFO waited on, a writer after 10 s ends the wait (and the test fails)
        threading.Thread(
            target=lambda: built.wait(10) or open(saves.settings_path(data), "wb").close(), daemon=True
        ).start()
    app = make_app(data, **kwargs)
    built.set()
    noted = notes(app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        expected = {"escoba": SetupScreen, "escoba play": GameScreen, "escoba replay": ReplayScreen}[start]
        assert isinstance(app.screen, expected), app.screen
        said = [message for title, message in noted if title == "Settings not used"]
        if bad == "fifo":
            assert len(said) == 1 and "not a regular file" in said[0]
        else:
            assert len(said) == len(bad) and all(any(f": {key}: expected " in line for line in said) for key in bad), (
                said
            )
    assert app.return_code in (None, 0)


@run_async
async def test_the_app_starts_on_a_bad_settings_file_and_says_so(tmp_path):
    write_settings(tmp_path, {**GOOD, "target": "lots", "faces": 3})
    app = make_app(tmp_path)
    noted = notes(app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        said = [message for title, message in noted if title == "Settings not used"]
        assert len(said) == 2 and ": target: " in said[0] and ": faces: " in said[1]
        assert app.screen.query_one("#target").value == str(PRESETS["escoba"].target)
        assert app.screen.query_one("#seats").value == 3  # what was good is kept


# ---------------------------------------------------------------- the match in progress


def shown_text(app, selector: str) -> str:
    return str(app.screen.query_one(selector).content)


def kept_files(folder) -> list:
    return sorted(saves.unreadable_dir(folder).glob("*.toml"))


@pytest.mark.parametrize("damage", ["truncated", "version", "edited"])
@run_async
async def test_a_save_the_app_cannot_use_is_kept_aside_and_the_setup_says_where(tmp_path, damage):
    text = saved_match(tmp_path)
    bad = {
        "truncated": text[: len(text) // 2],
        "version": text.replace("version = 1", "version = 99"),
        "edited": text.replace('moves = ["', 'moves = ["7o", "'),
    }[damage]
    saves.current_save(tmp_path).write_text(bad, encoding="utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not app.screen.query("#resume")
        shown = shown_text(app, "#save-kept")
        [kept] = kept_files(tmp_path)
        assert kept.read_text(encoding="utf-8") == bad
        assert "could not be used and was kept as" in shown and kept.name in shown
        await pilot.click("#start")  # a new match does not touch what was kept
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
    assert kept_files(tmp_path) == [kept] and kept.read_text(encoding="utf-8") == bad


@run_async
async def test_escoba_play_over_an_unreadable_save_keeps_it(tmp_path):
    bad = saved_match(tmp_path)[:100]
    saves.current_save(tmp_path).write_text(bad, encoding="utf-8")
    app = make_app(tmp_path, play=play_settings())
    said = notes(app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert any("kept as" in message for _, message in said)
    [kept] = kept_files(tmp_path)
    assert kept.read_text(encoding="utf-8") == bad


@run_async
async def test_a_save_naming_a_program_shows_it_as_text_and_runs_nothing_unasked(tmp_path):
    marker = tmp_path / "ran"
    saved_match(tmp_path, players=("human", f"cmd:touch {marker}"))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        seats = shown_text(app, "#saved-seats")  # as text, a long command cut short
        assert seats.startswith("Saved match: You (Human), Ada (cmd:touch /") and seats.endswith("…)")
        await pilot.click("#resume")
        await settle(pilot)
        assert isinstance(app.screen, ProgramsScreen)
        assert shown_text(app, "#program-list") == f"• Ada: cmd:touch {marker}"
        await pilot.press("enter")  # the focus starts on Cancel: Enter alone runs nothing
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
    assert not marker.exists() and saves.current_save(tmp_path).exists()


@run_async
async def test_resuming_with_a_program_runs_it_once_the_player_says_so(tmp_path):
    saved_match(tmp_path, players=("human", "py:plugin_players.FirstMove"))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#resume")
        await settle(pilot)
        assert isinstance(app.screen, ProgramsScreen)
        await pilot.click("#run")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert type(game.match.players[1]).__name__ == "FirstMove"
        assert len(game.match.hand.history) >= 1  # the saved move, replayed


@run_async
async def test_a_save_of_built_in_players_resumes_without_asking(tmp_path):
    saved_match(tmp_path, moves=2)
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#resume")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert len(app.screen.match.hand.history) >= 2


@run_async
async def test_a_resumed_match_keeps_the_computers_explanations_in_its_move_log(tmp_path):
    """Issue 34 item 6: the move log's lines under the computer's moves ("↳ ...") came back
    without them after a resume (a browser reload resumes). They are kept beside the save."""
    from escoba_tui.ui.widgets.move_log import MoveLog

    app = make_app(tmp_path, seed=9, play=play_settings(target=5))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(2):
            await pilot.press("enter")
            await settle(pilot)
        shown = app.screen.query_one(MoveLog).shown_text
        explained = [line for line in shown.splitlines() if line.startswith("  ↳ ")]
        assert len(explained) >= 2, shown
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#resume")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.query_one(MoveLog).shown_text == shown


@run_async
async def test_a_browser_tab_opened_on_a_saved_match_goes_straight_back_to_it(tmp_path, monkeypatch):
    """Issue 34 item 6: a reload of a browser tab landed on the setup screen with "Resume".
    In a tab (`escoba serve`), a match in progress is resumed at once; in a terminal the
    setup screen still offers it; a save the game cannot resume leaves the tab on the setup."""
    saved_match(tmp_path, moves=2)
    async with make_app(tmp_path).run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, SetupScreen)
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    async with make_app(tmp_path).run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen)
        assert len(pilot.app.screen.match.hand.history) >= 2
    saved_match(tmp_path, players=("human", "cmd:/no/such/program"))
    async with make_app(tmp_path).run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, ProgramsScreen)  # still asked before a program runs
        await pilot.click("#run")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SetupScreen)


def test_saved_explanations_are_another_matchs_or_malformed_are_not_shown(tmp_path):
    from escoba_tui.game.cards import Card
    from escoba_tui.game.reasons import Reason

    why = (Reason("take", (Card.parse("7o"), Card.parse("3b")), (2, 1, 0, 1)),)
    saves.write_reasons(tmp_path, 5, None, 2, {(2, 0): why, (2, 3): "my own words", (1, 4): "last hand's"})
    assert saves.read_reasons(tmp_path, 5, None) == {(2, 0): why, (2, 3): "my own words"}
    assert saves.read_reasons(tmp_path, 6, None) == {}  # another match's
    doc = json.loads(saves.reasons_path(tmp_path).read_text())
    doc["reasons"] += [[4, [["no_such_code", [], []]]], [5, [["take", ["99z"], []]]], [6, [["safe", [], [1e400]]]]]
    doc["reasons"] += [[-1, "x"], [7, {"a": 1}], "junk"]
    saves.reasons_path(tmp_path).write_text(json.dumps(doc))
    assert saves.read_reasons(tmp_path, 5, None) == {(2, 0): why, (2, 3): "my own words"}
    saves.reasons_path(tmp_path).write_text("[" * 100_000)
    assert saves.read_reasons(tmp_path, 5, None) == {}


# ---------------------------------------------------------------- theme files


@pytest.mark.parametrize(
    "text",
    [
        "name = " + "[" * 50_000 + "]" * 50_000,
        "name = 'deep'\nprimary = " + "{a=" * 5_000 + "1" + "}" * 5_000,
        "name = 'big'\n" + "# padding\n" * 20_000,
    ],
)
def test_a_theme_file_nested_deep_or_huge_is_reported_and_skipped(text):
    with pytest.raises(ThemeFileError, match="t.toml: "):
        parse_theme(text, Path("t.toml"))


@run_async
async def test_a_nested_theme_file_in_the_data_folder_does_not_stop_the_app(tmp_path):
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "deep.toml").write_text("name = " + "[" * 50_000 + "]" * 50_000)
    app = make_app(tmp_path, theme_dirs=[THEMES, folder])
    said = notes(app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert any(message.startswith("deep.toml: ") for _, message in said)


# ---------------------------------------------------------------- what widgets show

HOSTILE = ["[/]", "[reverse]Bo\x1b[2J\x1b]0;pwned\x07"]


@run_async
async def test_hostile_names_are_drawn_as_text_in_the_game_the_count_and_the_end(tmp_path):
    from escoba_tui.ui.screens.modals import CountScreen, EndScreen

    settings = play_settings(names=HOSTILE, target=1)
    app = late_app(tmp_path, settings, seed=3)  # the last move of the match: then the count and the end
    async with app.run_test(size=SIZE) as pilot:
        seen = set()
        for _ in range(80):
            await settle(pilot)
            text = screen_text(app)
            assert "\x1b]0" not in text and "pwned" not in text
            seen.add(type(app.screen))
            if isinstance(app.screen, GameScreen):
                assert "Hand of [/]" in text and "[reverse]Bo" in text
            if isinstance(app.screen, EndScreen):
                break
            await pilot.press("enter")
        assert {GameScreen, CountScreen, EndScreen} <= seen


@run_async
async def test_hostile_names_in_a_replayed_record_are_drawn_as_text(tmp_path):
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import record_from_outcome, write_record
    from escoba_tui.players import make_player

    players = [make_player("greedy", seed=1), make_player("random", seed=2)]
    outcome = play_game(players, make_rules("escoba", target=3), names=HOSTILE, specs=["greedy", "random"], seed=8)
    path = write_record(record_from_outcome(outcome), tmp_path / "game.toml")
    app = make_app(tmp_path, replay=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("right", "right")
        await settle(pilot)
        text = screen_text(app)
    assert "[/]" in text and "[reverse]Bo" in text and "pwned" not in text


@run_async
async def test_the_hand_and_the_count_follow_their_reactive_state(tmp_path):
    app = make_app(tmp_path, seed=1, play=play_settings())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        from escoba_tui.ui.widgets.count import CountView
        from escoba_tui.ui.widgets.hand import HandView

        count, hand = game.query_one(CountView), game.query_one(HandView)
        assert not count.shown and not count.display
        await pilot.press("t")
        await settle(pilot)
        assert count.shown and count.has_class("-shown") and count.display
        # Seed 1: the first card takes one of two sets or none; "c" shows the other set, and
        # the hand says so, counting the three ways to play it.
        await pilot.press("1")
        await settle(pilot)
        first = hand.choice
        await pilot.press("c")
        await settle(pilot)
        assert first.startswith("1 of 3: ") and hand.choice.startswith("2 of 3: ")
        assert str(hand.query_one("#choice").content) == hand.choice
        selected = [i for i, v in enumerate(hand.query("#hand-cards CardView")) if v.has_class("-selected")]
        assert selected == [hand.selected] == [0]
        assert hand.buttons["cycle"] is True and game.query_one("#b-cycle").display


# ---------------------------------------------------------------- after a match


async def to_the_end(pilot):
    from escoba_tui.ui.screens.modals import EndScreen

    for _ in range(200):
        await settle(pilot)
        if isinstance(pilot.app.screen, EndScreen):
            return
        await pilot.press("enter")
    raise AssertionError("the match did not end")


@run_async
async def test_rematch_plays_the_same_seats_with_the_next_seed_and_new_goes_to_setup(tmp_path):
    settings = play_settings(names=["Ana", "Bo"], target=1, faces="french")
    app = late_app(tmp_path, settings, seed=3)  # `escoba play`'s match, at its last move
    async with app.run_test(size=SIZE) as pilot:
        await to_the_end(pilot)
        await pilot.press("r")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.match.seed == 4 and game.match.names == ("Ana", "Bo") and game.look.style == "french"
        await start_late(pilot, settings, seed=4)  # the rematch, at its last move
        await to_the_end(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        # `escoba play`'s choices were for its match (and its rematch): the setup screen
        # offers the remembered ones (none yet: the defaults).
        assert app.screen.query_one("#name-0").value == "You" and app.screen.query_one("#target").value == "21"


@run_async
async def test_rematch_of_a_resumed_match_plays_its_seats_and_rules(tmp_path):
    # You and Ada (greedy), escoba to 5, seed 5, saved at its last move
    late_save(tmp_path, play_settings(names=["You", "Ada"], target=5), seed=5)
    save_settings(tmp_path, play_settings(seats=("human", "random", "random"), target=9))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#resume")
        await to_the_end(pilot)
        await pilot.press("r")
        await settle(pilot)
        match = app.screen.match
        assert match.seed == 6 and [s.kind for s in match.seats] == ["human", "greedy"]
        assert match.rules.target == 5


@run_async
async def test_a_program_that_cannot_start_is_reported_and_the_setup_shown(tmp_path):
    app = make_app(tmp_path, play=play_settings(seats=("human", f"cmd:{tmp_path}/no-such-bot")))
    said = notes(app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
    assert [message.startswith("The match could not start: ") for _, message in said] == [True]


@run_async
async def test_other_capture_is_offered_only_when_there_is_another(tmp_path):
    """Issue 10 item 7: a card that cannot capture, or has one way to, offers no 'c'."""
    app = make_app(tmp_path, seed=1, play=play_settings())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        from escoba_tui.ui.widgets.hand import HandView

        hand = game.query_one(HandView)
        seen = set()
        for key in ("1", "2", "3"):
            await pilot.press(key)
            await settle(pilot)
            many = len(game.options) > 1
            seen.add(many)
            assert hand.buttons["cycle"] is many
            assert game.query_one("#b-cycle").display is many
            assert (game.check_action("cycle", ()) is True) is many
        assert seen == {True, False}  # seed 1's hand has both kinds of card


@run_async
async def test_q_in_a_replay_opened_from_the_command_line_leaves_the_app(tmp_path):
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import record_from_outcome, write_record
    from escoba_tui.players import make_player

    players = [make_player("greedy", seed=1), make_player("random", seed=2)]
    outcome = play_game(
        players, make_rules("escoba", target=3), names=["Ada", "Bo"], specs=["greedy", "random"], seed=8
    )
    path = write_record(record_from_outcome(outcome), tmp_path / "game.toml")
    app = make_app(tmp_path, replay=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running
