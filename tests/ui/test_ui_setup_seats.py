"""The setup screen's seats and language, the computer's level beside its seat in the game,
and your record against the computer: kept after a match, shown on the setup screen."""

from __future__ import annotations

import json

import pytest
from helpers.ui_factory import late_app, make_app, play_settings, resize, run_async, screen_text, settle

from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n.catalogue import use_language
from escoba_tui.study import personal, saves
from escoba_tui.study.personal import PersonalRecord, Tally
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.setup import SetupScreen, seat_name
from escoba_tui.ui.seats import level_word
from escoba_tui.ui.settings import MAX_NAME, load_settings

SIZES = {"80x24": (80, 24), "100x32": (100, 32)}


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    use_language("en")


def notes(app) -> list[str]:
    said: list[str] = []
    notify = app.notify

    def recording(message, **kwargs):
        said.append(message)
        notify(message, **kwargs)

    app.notify = recording
    return said


def visible(app, selector) -> bool:
    """The widget is drawn inside the screen, not scrolled or folded out of sight."""
    widget = app.screen.query_one(selector)
    region = widget.region
    width, height = app.size
    return (
        widget.display
        and region.width > 0
        and region.height > 0
        and region.right <= width
        and region.bottom <= height - 1
    )  # above the footer


async def to_the_end(pilot):
    for _ in range(300):
        await settle(pilot)
        if isinstance(pilot.app.screen, EndScreen):
            return
        await pilot.press("enter")
    raise AssertionError("the match did not end")


# ---------------------------------------------------------------- seats and language


def test_level_words():
    assert level_word("human") is None and level_word("remote") is None
    assert level_word("expert:ms=200") == "Expert" and level_word("greedy") == "Greedy"
    assert level_word("cmd:python3 bots/mine.py --fast") == "mine.py"
    assert level_word("py:plugin_players.FirstMove") == "FirstMove"
    assert level_word("someplugin") == "someplugin"
    assert len(level_word("cmd:python3 /x/" + "y" * 300 + ".py")) == 16
    assert "\x1b" not in level_word("cmd:\x1b[2J")
    use_language("fr")
    assert level_word("master") == "Maître"


def test_a_typed_or_pasted_name_becomes_a_bounded_line_of_text():
    assert seat_name("  Zoé  ") == "Zoé"
    assert seat_name("\x1b[31mEve\tL\n") == "[31mEveL"  # no control character reaches a seat
    assert seat_name("x" * 40) == "x" * MAX_NAME
    assert seat_name("\t\n ") == ""


@pytest.mark.parametrize("language", ["en", "fr", "es", "pt"])
@run_async
async def test_language_and_every_seats_level_are_in_sight_on_the_first_page(tmp_path, language):
    personal.save(
        tmp_path,
        PersonalRecord(
            {
                "expert": Tally(3, 1, 12, 40, 35.0),
                "greedy": Tally(2, 2, 6, 30, 10.0),
                "master": Tally(1, 0, 5, 10, 21.0),
            }
        ),
    )
    app = make_app(tmp_path, language=language)
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        for size in ("80x24", "100x32"):  # the smallest terminal, then a larger one (the window resized)
            await resize(pilot, SIZES[size])
            await settle(pilot)
            assert isinstance(app.screen, SetupScreen)
            for selector in ("#language", "#name-0", "#kind-0", "#name-1", "#kind-1", "#my-record", "#start"):
                assert visible(app, selector), (size, selector)
            text = screen_text(app)
            # The computer seat's level in full, in the player's language (the kind list is not cut).
            assert S.LEVEL_NAMES["counter"] in text
            assert S.LANGUAGES[language] in text
            for word in (S.RECORD_TITLE, S.LEVEL_WORDS["expert"], S.LEVEL_WORDS["greedy"], S.LEVEL_WORDS["master"]):
                assert word in text, (size, word)


@run_async
async def test_choosing_a_language_on_the_first_page_redraws_the_screen_in_it(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settle(pilot)
        app.screen.query_one("#name-1").value = "Bea"
        app.screen.query_one("#language").value = "es"
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen) and S.SETUP_TITLE == "Nueva partida"
        assert "Nueva partida" in screen_text(app) and "New match" not in screen_text(app)
        assert setup.query_one("#name-0").value == "Tú"  # the default name follows the language
        assert setup.query_one("#name-1").value == "Bea"  # a name typed is kept
        assert app.focused is setup.query_one("#language")


@run_async
async def test_seat_names_round_trip_as_text(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZES["100x32"]) as pilot:
        await settle(pilot)
        await pilot.click("#name-1")
        await pilot.press("ctrl+a", *"[b]Zoé[/b] and a very long name")  # typing stops at the bound
        setup = app.screen
        typed = setup.query_one("#name-1").value
        assert len(typed) <= MAX_NAME and typed.startswith("[b]Zo")
        await pilot.click("#start")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.match.names[1] == typed.strip()
        assert typed.strip() in screen_text(app)  # drawn as written, not as markup
    remembered, problems = load_settings(tmp_path, S.LANGUAGES)
    assert problems == [] and remembered.seats[1].name == typed.strip()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZES["100x32"]) as pilot:
        await settle(pilot)
        assert app.screen.query_one("#name-1").value == typed.strip()


@run_async
async def test_the_computers_level_is_shown_with_its_seat_in_the_game(tmp_path):
    app = make_app(
        tmp_path,
        play=play_settings(
            seats=("human", "expert:ms=5", "py:plugin_players.FirstMove"), names=["You", "Ada", "Bruno"]
        ),
    )
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        for size in ("80x24", "100x32"):  # the smallest terminal, then a larger one (the window resized)
            await resize(pilot, SIZES[size])
            await settle(pilot)
            text = screen_text(app)
            assert "Expert" in text and "FirstMove" in text, size


# ---------------------------------------------------------------- your record


@run_async
async def test_a_match_played_through_the_ui_is_counted_and_shown_on_the_setup_screen(tmp_path):
    # (A hot-seat match is not counted: tests/test_personal.py, through the same count_match.)
    app = late_app(tmp_path, play_settings(seats=("human", "greedy"), target=1), seed=3)
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await to_the_end(pilot)
        match = app.screen_stack[-2].match  # the game screen under the end screen
        await settle(pilot)
        doc = json.loads(personal.record_path(tmp_path).read_text(encoding="utf-8"))
        tally = doc["opponents"]["greedy"]
        won = match.game.winner == 0
        assert (tally["games"], tally["wins"], tally["hands"]) == (1, int(won), len(match.game.hands))
        await pilot.press("n")  # a new match: the setup screen
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert visible(app, "#my-record")
        lines = screen_text(app).splitlines()
        row = next(line for line in lines if "Greedy " in line)
        margin = (match.game.scores[0] - match.game.scores[1]) / len(match.game.hands)
        assert row.split()[1:4] == ["1", str(int(won)), f"{margin:+.1f}"]
    assert not saves.current_save(tmp_path).exists()


@run_async
async def test_an_unreadable_record_is_kept_aside_and_said_and_the_game_goes_on(tmp_path):
    personal.record_path(tmp_path).write_text('{"format": "escoba-personal-record", "version": 1, "opponents": 5}')
    app = make_app(tmp_path)
    said = notes(app)
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert S.RECORD_NONE.split(":")[0] in screen_text(app)
    [kept] = (tmp_path / "unreadable").glob("my-record-*.json")
    assert '"opponents": 5' in kept.read_text()
    assert any("could not be read and was kept as" in line and kept.name in line for line in said)


@pytest.mark.parametrize("language, size", [("fr", "80x24"), ("en", "100x32")])
def test_your_record_on_the_setup_screen_as_a_picture(snap_compare, tmp_path, language, size):
    accuracy = tuple(personal.Accuracy(f"{i}@x", f"2026-01-0{i}", a) for i, a in enumerate((62.5, 71.0, 84.3), 1))
    personal.save(
        tmp_path,
        PersonalRecord(
            {
                "expert": Tally(3, 1, 14, 40, 46.0, 2),
                "greedy": Tally(5, 4, 20, 70, 50.0),
                "cmd:python3 bots/mine.py": Tally(1, 0, 4, 6, 14.0),
            },
            accuracy={"expert": accuracy},
        ),
    )
    assert snap_compare(make_app(tmp_path, language=language), terminal_size=SIZES[size], run_before=settle)
