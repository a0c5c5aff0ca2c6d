"""On-screen languages: every translation fits the English catalogue, switching is exact, and the game speaks it."""

from __future__ import annotations

import importlib
import string

import pytest

from escoba_tui.cli import app as cli_app
from escoba_tui.ui import strings as S
from escoba_tui.ui.app import apply_language
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.settings import load_settings

from ui_factory import SIZE, make_app, play_settings, run_async, screen_text, settle

LANGS = [code for code in S.LANGUAGES if code != "en"]


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    apply_language("en")  # the next test in this process sees English, whatever this one chose


def translation(code):
    module = importlib.import_module(f"escoba_tui.ui.lang.{code}")
    return {name: value for name, value in vars(module).items() if not name.startswith("_")}


def fields(text):
    return sorted(field for _, field, _, _ in string.Formatter().parse(text) if field is not None)


def mismatches(name, english, translated):
    """Where a translated value does not fit its English one: type, keys, length, placeholders."""
    if isinstance(english, str):
        if not isinstance(translated, str):
            return [f"{name}: not a string"]
        return [] if fields(english) == fields(translated) else [f"{name}: {fields(translated)} != {fields(english)}"]
    if isinstance(english, dict):
        if not isinstance(translated, dict):
            return [f"{name}: not a dict"]
        out = [f"{name}[{key!r}]: no such key in English" for key in translated if key not in english]
        return out + [p for key in translated if key in english
                      for p in mismatches(f"{name}[{key!r}]", english[key], translated[key])]
    if isinstance(english, tuple):
        if not isinstance(translated, tuple) or len(translated) != len(english):
            return [f"{name}: not a tuple of {len(english)}"]
        return [p for i, (e, t) in enumerate(zip(english, translated)) for p in mismatches(f"{name}[{i}]", e, t)]
    if callable(english):
        return [] if callable(translated) else [f"{name}: not a function"]
    return [] if type(english) is type(translated) else [f"{name}: {type(translated).__name__}"]


@pytest.mark.parametrize("code", LANGS)
def test_a_language_holds_only_english_names_with_the_same_placeholders(code):
    english = S.english()
    got = translation(code)
    assert sorted(set(got) - set(english)) == []
    problems = [p for name, value in got.items() for p in mismatches(name, english[name], value)]
    assert problems == []
    # The words a player meets first are all translated, not left to the English fallback.
    for name in ("SETUP_TITLE", "HAND_TITLE", "TABLE_TITLE", "LOG_PLAY", "KEY_PLAY", "END_TITLE", "COUNT_CATEGORIES",
                 "HELP_KEY_LINES", "YOU", "verbs", "DEFAULT_NAMES", "SETUP_LANGUAGE"):
        assert name in got, f"{code} lacks {name}"


def test_the_mismatch_check_catches_a_bad_translation():
    assert mismatches("X", "Hand {n}", "Main {m}") == ["X: ['m'] != ['n']"]
    assert mismatches("X", {"a": "{k}"}, {"b": "x"}) == ["X['b']: no such key in English"]
    assert mismatches("X", ("a", "b"), ("a",)) == ["X: not a tuple of 2"]


def test_use_language_round_trips_and_falls_back_to_english():
    english = S.english()
    for code in LANGS:
        S.use_language(code)
        assert S.current_language() == code
        assert S.SETUP_TITLE != english["SETUP_TITLE"]
        # A dict translated in part keeps English for the rest (Spanish leaves most columns alone).
        for key, value in english["VIEW_COLUMNS"].items():
            assert S.VIEW_COLUMNS[key] == translation(code).get("VIEW_COLUMNS", {}).get(key, value)
        S.use_language("en")
        assert {name: getattr(S, name) for name in english} == english
    assert S.current_language() == "en"
    with pytest.raises(ValueError, match="unknown language 'de'"):
        S.use_language("de")


@pytest.mark.parametrize("code,you,other,side,side_with_you", [
    ("en", "You play", "Ada plays", "Ada & Bruno play", "You & Ada play"),
    ("fr", "Vous jouez", "Ada joue", "Ada & Bruno jouent", "Vous & Ada jouez"),
    ("es", "Tú juegas", "Ada juega", "Ada & Bruno juegan", "Tú & Ada jugáis"),
    ("pt", "Você joga", "Ada joga", "Ada & Bruno jogam", "Você & Ada jogam"),
])
def test_the_verbs_agree_with_the_subject_in_each_language(code, you, other, side, side_with_you):
    S.use_language(code)
    said = [f"{name} {S.verbs(name)['plays']}" for name in
            (S.YOU, "Ada", f"Ada{S.SIDE_JOIN}Bruno", f"{S.YOU}{S.SIDE_JOIN}Ada")]
    assert said == [you, other, side, side_with_you]
    assert set(S.verbs("Ada")) == set(S.english()["verbs"]("Ada"))


def test_the_environment_chooses_the_default_language():
    assert S.language_from_env({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert S.language_from_env({"LANG": "pt_BR.UTF-8", "LC_ALL": "es_ES.UTF-8"}) == "es"
    assert S.language_from_env({"LANG": "de_DE.UTF-8"}) == "en"
    assert S.language_from_env({"LANG": "C.UTF-8"}) == "en"
    assert S.language_from_env({}) == "en"


ENGLISH_LABELS = ("Hand of", "Table: total", "in the deck", "Score (to", "Moves", " Play ", " Hint ",
                  "Count", "Help", "Other capture", "Your turn", " deals", "plays")


@run_async
async def test_a_game_in_french_speaks_french(tmp_path):
    app = make_app(tmp_path / "data", play=play_settings(seats=("human", "greedy")), language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("1", "enter")  # one move each, so the move log has lines
        await settle(pilot)
        text = screen_text(app)
    # "You" became "Vous", and the verbs agree with it.
    for words in ("Main de Vous", "Table : total", "dans le talon", "Score (en 3)", "Coups", "Ada donne",
                  "Vous jouez", "Ada joue", "Jouer", "Conseil", "Décompte", "Aide", "Autre capture", "À vous"):
        assert words in text, words
    assert [label for label in ENGLISH_LABELS if label in text] == []


@run_async
async def test_english_stays_english_after_a_french_game(tmp_path):
    apply_language("fr")  # as a French test before this one in the same process would leave it
    app = make_app(tmp_path / "data", play=play_settings(seats=("human", "greedy")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        text = screen_text(app)
    for words in ("Hand of You", "Table: total", "Play", "Hint", "Other capture"):
        assert words in text, words  # the footer's bindings too, merged again from English
    assert "Jouer" not in text and "Conseil" not in text


@run_async
async def test_the_setup_screen_switches_language_and_remembers_it(tmp_path):
    data = tmp_path / "data"
    app = make_app(data)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen) and "New match" in screen_text(app)
        setup.query_one("#target").value = "5"  # a choice made before the switch survives it
        setup.query_one("#language").value = "fr"
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen) and app.screen is not setup
        text = screen_text(app)
        for words in ("Nouvelle partie", "Partie en", "Vitesse du jeu", "Langue", "Vous", "Ordinateur : compteur",
                      "Quitter"):
            assert words in text, words
        assert app.screen.query_one("#target").value == "5"
        await pilot.click("#start")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and "Main de Vous" in screen_text(app)
    settings, problems = load_settings(data, S.LANGUAGES)
    assert problems == [] and settings.language == "fr" and settings.seats[0].name == "Vous"
    # The next start without a --lang choice speaks the remembered language.
    apply_language("en")
    from escoba_tui.ui.app import EscobaApp

    EscobaApp(data_dir=data)
    assert S.current_language() == "fr"


@pytest.mark.parametrize("args", [["--lang", "de"], ["play", "--lang", "klingon"],
                                  ["replay", "missing.toml", "--lang", "xx"]])
def test_the_cli_rejects_an_unknown_language_in_one_line(args):
    from typer.testing import CliRunner

    result = CliRunner().invoke(cli_app, args)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "--lang" in lines[0] and "en, fr, es, pt" in lines[0] and "Traceback" not in result.output


def test_switching_away_and_back_restores_every_key_label():
    # French says "Jouer" for both Play and Start: the labels must come back by name, not by text.
    from escoba_tui.ui.screens.game import GameScreen
    from escoba_tui.ui.screens.setup import SetupScreen

    before = {cls: [b.description for b in cls.BINDINGS] for cls in (GameScreen, SetupScreen)}
    for code in ("fr", "es", "pt", "fr", "en"):
        apply_language(code)
    after = {cls: [b.description for b in cls.BINDINGS] for cls in (GameScreen, SetupScreen)}
    assert after == before
    apply_language("fr")
    assert [b.description for b in GameScreen.BINDINGS] != before[GameScreen]
