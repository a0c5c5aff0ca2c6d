"""On-screen languages: every translation fits the English catalogue, switching is exact, and the game speaks it."""

from __future__ import annotations

import importlib
import re
import string

import pytest
from helpers.ui_factory import SIZE, late_app, make_app, play_settings, run_async, screen_text, settle
from helpers.words import strings

from escoba_tui.cli import app as cli_app
from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.i18n.catalogue import use_language as apply_language
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import CountScreen, EndScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.settings import load_settings

LANGS = [code for code in S.LANGUAGES if code != "en"]


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    apply_language("en")  # the next test in this process sees English, whatever this one chose


def translation(code):
    module = importlib.import_module(f"escoba_tui.i18n.lang.{code}")
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
        return out + [
            p
            for key in translated
            if key in english
            for p in mismatches(f"{name}[{key!r}]", english[key], translated[key])
        ]
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
    for name in (
        "SETUP_TITLE",
        "HAND_TITLE",
        "TABLE_TITLE",
        "LOG_PLAY",
        "KEY_PLAY",
        "END_TITLE",
        "COUNT_CATEGORIES",
        "HELP_GAME_KEYS",
        "HELP_REPLAY_KEYS",
        "HELP_GAME_MOUSE",
        "KEY_NAMES",
        "YOU",
        "verbs",
        "DEFAULT_NAMES",
        "SETUP_LANGUAGE",
        "REASONS",
        "RULE_LINES",
        "RANK_NOUNS",
        "NUMBER_WORDS",
        "AND",
        "HAND_TITLE_YOU",
        "YOUR_TURN_YOU",
        "PRIVACY_BUTTON_YOU",
        "THEME_SKIPPED",
    ):
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


@pytest.mark.parametrize(
    "code,you,other,side,side_with_you",
    [
        ("en", "You play", "Ada plays", "Ada & Bruno play", "You & Ada play"),
        ("fr", "Vous jouez", "Ada joue", "Ada & Bruno jouent", "Vous & Ada jouez"),
        ("es", "Tú juegas", "Ada juega", "Ada & Bruno juegan", "Tú & Ada jugáis"),
        ("pt", "Você joga", "Ada joga", "Ada & Bruno jogam", "Você & Ada jogam"),
    ],
)
def test_the_verbs_agree_with_the_subject_in_each_language(code, you, other, side, side_with_you):
    S.use_language(code)
    said = [
        f"{name} {S.verbs(name)['plays']}"
        for name in (S.YOU, "Ada", f"Ada{S.SIDE_JOIN}Bruno", f"{S.YOU}{S.SIDE_JOIN}Ada")
    ]
    assert said == [you, other, side, side_with_you]
    assert set(S.verbs("Ada")) == set(S.english()["verbs"]("Ada"))


def test_the_environment_chooses_the_default_language():
    assert S.language_from_env({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert S.language_from_env({"LANG": "pt_BR.UTF-8", "LC_ALL": "es_ES.UTF-8"}) == "es"
    assert S.language_from_env({"LANG": "de_DE.UTF-8"}) == "en"
    assert S.language_from_env({"LANG": "C.UTF-8"}) == "en"
    assert S.language_from_env({}) == "en"


ENGLISH_LABELS = (
    "Hand of",
    "Your hand",
    "Table: total",
    "in the deck",
    "Score (to",
    "Moves",
    " Play ",
    " Hint ",
    "Count",
    "Help",
    "Other capture",
    "Your turn",
    " deals",
    "plays",
)


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
    for words in (
        "Votre main",
        "Table : total",
        "dans le talon",
        "Score (en 3)",
        "Coups",
        "Ada donne",
        "Vous jouez",
        "Ada joue",
        "Jouer",
        "Conseil",
        "Décompte",
        "Aide",
        "À vous",
    ):
        assert words in text, words
    assert [label for label in ENGLISH_LABELS if label in text] == []


@run_async
async def test_english_stays_english_after_a_french_game(tmp_path):
    apply_language("fr")  # as a French test before this one in the same process would leave it
    app = make_app(tmp_path / "data", play=play_settings(seats=("human", "greedy")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        text = screen_text(app)
    for words in ("Your hand", "Table: total", "Play", "Hint", "Count"):
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
        for words in (
            "Nouvelle partie",
            "Partie en",
            "Vitesse du jeu",
            "Langue",
            "Vous",
            "Ordinateur : compteur",
            "Quitter",
        ):
            assert words in text, words
        assert app.screen.query_one("#target").value == "5"
        await pilot.click("#start")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and "Votre main" in screen_text(app)
    settings, problems = load_settings(data, S.LANGUAGES)
    assert problems == [] and settings.language == "fr" and settings.seats[0].name == "Vous"
    # The next start without a --lang choice speaks the remembered language.
    apply_language("en")
    from escoba_tui.ui.app import EscobaApp

    EscobaApp(data_dir=data)
    assert S.current_language() == "fr"


@pytest.mark.parametrize(
    "args", [["--lang", "de"], ["play", "--lang", "klingon"], ["replay", "missing.toml", "--lang", "xx"]]
)
def test_the_cli_rejects_an_unknown_language_in_one_line(args):
    from typer.testing import CliRunner

    result = CliRunner().invoke(cli_app, args)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert (
        len(lines) == 1 and "--lang" in lines[0] and "en, fr, es, pt" in lines[0] and "Traceback" not in result.output
    )


def test_bindings_carry_catalogue_names_worded_only_where_drawn():
    # No class is patched when the language changes: a binding names its words in the catalogue
    # (French says "Jouer" for both Play and Start, so words could not be looked up again).
    import importlib
    import pkgutil

    from textual.binding import Binding
    from textual.dom import DOMNode

    import escoba_tui.ui.screens as screens

    modules = [
        importlib.import_module(f"escoba_tui.ui.screens.{m.name}") for m in pkgutil.iter_modules(screens.__path__)
    ]
    classes = [
        cls
        for module in modules
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, DOMNode) and cls.__module__ == module.__name__
    ]
    bindings = [b for cls in classes for b in cls.__dict__.get("BINDINGS", []) if isinstance(b, Binding)]
    assert len(bindings) > 30
    before = [(b.key, b.description) for b in bindings]
    for b in bindings:
        if b.show:
            assert W.key_label(b.description) != b.description, f"{b.key}: {b.description!r} is not a catalogue name"
    for code in ("fr", "es", "pt", "en"):
        apply_language(code)
    assert [
        (b.key, b.description) for cls in classes for b in cls.__dict__.get("BINDINGS", []) if isinstance(b, Binding)
    ] == before
    apply_language("fr")
    assert [W.key_label(name) for name in ("KEY_PLAY", "KEY_START", "KEY_CARD 2", "plain text")] == [
        "Jouer",
        "Jouer",
        "Carte 2",
        "plain text",
    ]


def english_fragments(code: str) -> set[str]:
    """Every piece of English the catalogue holds where `code` says something else: the literal
    text of each template (its fields left out), long enough to be words, and found in no
    string of `code` itself (Spanish card words like "sota" are shared on purpose)."""
    english = S.english_words()
    S.use_language(code)
    translated = {name: getattr(S, name) for name in english}
    S.use_language("en")

    theirs = " | ".join(s for value in translated.values() for s in strings(value))
    pieces = set()
    for value in english.values():
        if callable(value):
            continue
        for text in strings(value):
            for literal, *_ in string.Formatter().parse(text):
                for piece in literal.split("·"):
                    piece = piece.strip(" .,:;!?()[]—-–/\n")
                    if sum(ch.isalpha() for ch in piece) >= 4 and piece not in theirs:
                        pieces.add(piece)
    return pieces


@run_async
async def test_a_french_session_shows_no_english_anywhere(tmp_path):
    """A match in French against the computer: the hint, the count, help, the move log with
    the computer's reasons, the end of the hand and of the match."""
    english = english_fragments("fr")
    assert {"Your turn", "still to play can take it all", "Most cards", "Capturing is optional"} <= english
    app = late_app(
        tmp_path / "data",
        play_settings(seats=("human", "counter"), target=3, options={"renuncio": True}),
        seed=11,
        language="fr",
    )
    seen: dict[str, str] = {}

    def scan(where: str) -> None:
        text = screen_text(app)
        found = sorted(piece for piece in english if piece in text)
        assert not found, f"English on the {where} screen: {found}\n{text}"
        assert not re.search(r"\bYou\b", text), text
        seen[where] = text

    async with app.run_test(size=SIZE) as pilot:
        # From the last move of the match (its log on screen, the computer's reasons in it),
        # not the first card: the same match, `escoba play`'s names in French ("Vous").
        for step in range(600):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, GameScreen):
                scan("game")
                if step == 0:
                    for key, where in (("h", "hint"), ("t", "count view"), ("question_mark", "help")):
                        await pilot.press(key)
                        await settle(pilot)
                        scan(where)
                    await pilot.press("escape")
                    await settle(pilot)
                await pilot.press("1", "enter")
            elif isinstance(screen, CountScreen):
                scan("end of hand")
                await pilot.press("enter")
            elif isinstance(screen, EndScreen):
                scan("end of match")
                break
            else:
                raise AssertionError(f"unexpected screen {screen!r}")
        else:
            raise AssertionError("the match did not end")
    assert set(seen) == {"game", "hint", "count view", "help", "end of hand", "end of match"}
    assert "Conseil (" in seen["hint"] and "Règles" in seen["help"] and "Le décompte" in seen["end of hand"]
    assert "↳ " in seen["game"]  # the computer's reasons were on screen, in French


@run_async
async def test_setup_privacy_and_replay_in_french_show_no_english(tmp_path):
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import record_from_outcome, write_record
    from escoba_tui.game.rules import make_rules
    from escoba_tui.players import make_player

    english = english_fragments("fr")

    def scan(app, where: str) -> str:
        text = screen_text(app)
        found = sorted(piece for piece in english if piece in text)
        assert not found, f"English on the {where} screen: {found}\n{text}"
        return text

    app = make_app(tmp_path / "data", language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        scan(app, "setup")
        for collapsible in app.screen.query("Collapsible"):
            collapsible.collapsed = False
        await settle(pilot)
        assert "Règle de capture" in scan(app, "setup with the options open")

    app = make_app(
        tmp_path / "data2", seed=4, language="fr", play=play_settings(seats=("human", "human"), names=["Vous", "Bea"])
    )
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "C'est moi" in scan(app, "privacy")

    outcome = play_game(
        [make_player("greedy", seed=1), make_player("random", seed=2)],
        make_rules("escoba", target=5),
        names=["Ada", "Bruno"],
        specs=["greedy", "random"],
        seed=8,
    )
    path = write_record(record_from_outcome(outcome), tmp_path / "game.toml")
    app = make_app(tmp_path / "data3", replay=path, language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("right", "right", "t")
        await settle(pilot)
        assert "Rejouer" in scan(app, "replay")


def test_every_catalogue_entry_is_used_somewhere():
    """A word nobody shows is a word nobody translates right: the catalogue holds only what is used
    (by name in the package, or as the second-person _YOU form `addressed` picks)."""
    from pathlib import Path

    package = Path(S.__file__).resolve().parents[1]
    source = "\n".join(
        p.read_text() for p in package.rglob("*.py") if p.parent.name != "lang" and p.name != "strings.py"
    )
    machinery = (
        Path(S.__file__)
        .read_text()
        .split("# ---------------------------------------------------------------- languages")[1]
    )
    # A name used "by name" is a whole word of the source (a run of \w that is just it);
    # the words are gathered once (a search per name took seconds).
    words = set(re.findall(r"\w+", source))
    quoted = set(re.findall(r"(?<=[\"'])\w+(?=[\"'])", machinery))
    unused = [
        name
        for name in S.english_words()
        if name not in words and name not in quoted and not (name.endswith("_YOU") and name[:-4] in words)
    ]
    assert unused == []


def test_a_hosted_table_counts_the_players_it_waits_for_in_each_language():
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.i18n import wording as W

    try:
        for code in S.LANGUAGES:
            S.use_language(code)
            one, two = W.waiting_for(1), W.waiting_for(2)
            assert "(" not in one + two and "1" not in one and "2" in two, (code, one, two)
    finally:
        S.use_language("en")
