"""What the command line prints, in the --lang language: the tables of `tournament
standings`, `analyze` and `bench` (their headings, words and decimal commas), an
unbounded Elo as an interval and the SPRT's bounds as bounds, and the footer naming each
key as the help does, in English too."""

from __future__ import annotations

import dataclasses
import math
import re
from pathlib import Path

import pytest
from helpers.standings import fake_results
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.i18n.catalogue import english_words, words_for
from escoba_tui.i18n.wording import number
from escoba_tui.tournament.config import from_dict
from escoba_tui.tournament.schedule import make_schedule
from escoba_tui.tournament.standings import (
    ChallengerElo,
    EloFigures,
    SprtSummary,
    compute,
    parse_standings,
    player_figures,
    write_standings,
)

runner = CliRunner()
DECIMAL_POINT = r"\d\.\d{1,2}(?!\d)"  # 0.38, never 1.980 (a thousands mark)
LANGS = ["fr", "es", "pt"]
GOLDEN = Path(__file__).parents[1] / "fixtures" / "golden" / "match-escoba-2.toml"


def cli(*args: str, columns: int = 120) -> str:
    result = runner.invoke(app, list(args), env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.output


def english_left(text: str, pattern: str) -> list[str]:
    return [line for line in text.splitlines() if re.search(pattern, line)]


# ---------------------------------------------------------------- tournament standings

PLAYERS = [{"name": n, "spec": "random"} for n in ("Ada", "Bruno", "Carmen")]


@pytest.fixture(scope="module")
def standings_path(tmp_path_factory) -> Path:
    """Standings with every part the printout has: a crosstable (three players), a
    forfeit, a challenger whose Elo has no upper end and an SPRT that decided."""
    t = from_dict({"name": "t", "players": PLAYERS, "games": 2, "seed": 3, "format": "gauntlet", "challenger": "Ada"})
    schedule, done = fake_results(t)
    doc = parse_standings(compute(t, schedule, done, "../t.toml"), "standings.toml")
    players = list(doc.players)
    players[0] = dataclasses.replace(
        players[0], elo=EloFigures(elo=338.0, low=158.0, high=math.inf, error=math.inf, los=0.999)
    )
    doc = dataclasses.replace(
        doc,
        players=tuple(players),
        sprt=SprtSummary(
            elo0=0.0, elo1=30.0, alpha=0.05, beta=0.05, llr=7.27, lower=-2.94, upper=2.94, pairs=1980, decision="H1"
        ),
        challenger_elo=ChallengerElo(
            pairs=8, elo=338.0, low=158.0, high=math.inf, error=math.inf, pentanomial=(0, 0, 0, 0, 8)
        ),
        progress=dataclasses.replace(doc.progress, stopped_by_sprt=True, after_decision=1),
    )
    folder = tmp_path_factory.mktemp("t")
    return write_standings(doc, folder / "standings.toml")


STANDINGS_ENGLISH = (
    r"\b(player|games|forfeits|progress|crosstable|score of the row|bounds|after|pairs|accepted|"
    r"better|challenger|gauntlet|seats|stopped|complete|leader|timeout|warning|of \d)\b|pts/hand"
)


@pytest.mark.parametrize("code", LANGS)
def test_the_printed_standings_speak_the_language(standings_path, code):
    w = words_for(code)
    text = cli("--lang", code, "tournament", "standings", str(standings_path))
    assert english_left(text, STANDINGS_ENGLISH) == [], text
    for heading in ("name", "games", "score_rate", "points_per_hand", "forfeits"):
        assert w["VIEW_COLUMNS"][heading] in text, heading
    assert w["VIEW_FORMATS"]["gauntlet"] in text and w["VIEW_STOPPED_BY_SPRT"] in text
    # Decimal commas: the score rate and points per hand, the LLR and its bounds.
    assert re.search(r"\d,\d", text) and not re.search(DECIMAL_POINT, text), text
    assert "LLR 7,27" in text and "−2,94 / 2,94" in text and number(1980, 0, w) in text


def test_the_printed_standings_in_english_keep_their_words(standings_path):
    text = cli("tournament", "standings", str(standings_path), columns=200)
    assert "player" in text and "pts/hand" in text and "progress:" in text and "crosstable" in text
    assert "LLR 7.27, bounds −2.94 / 2.94 after 1,980 pairs - H1 accepted: at least 30 Elo better" in text


def test_an_unbounded_elo_end_reads_as_an_interval_in_the_standings(standings_path):
    """`Elo 338 ± +inf` / `338 [158, +inf]` never: the open end is an interval's."""
    for code in ["en", *LANGS]:
        text = cli("--lang", code, "tournament", "standings", str(standings_path))
        assert "inf" not in text, (code, text)
        assert "338 [158, +∞)" in text and "Elo 338 [158, +∞)" in text, (code, text)


def test_an_elo_cell_is_an_interval_whatever_its_ends():
    from escoba_tui.tournament.standings import PlayerStanding  # noqa: F401  (the row's type)

    def cell(elo, low, high):
        standing = dataclasses.replace(_a_player(), elo=EloFigures(elo=elo, low=low, high=high, error=0.0, los=0.5))
        return player_figures(standing)["elo"]

    assert cell(338.0, 158.4, math.inf) == "338 [158, +∞)"
    assert cell(-338.0, -math.inf, -158.4) == "−338 (−∞, −158]"
    assert cell(math.inf, math.inf, math.inf) == "+∞"
    assert cell(-12.0, -40.0, 16.0) == "−12 [−40, 16]"


def _a_player():
    t = from_dict({"name": "t", "players": PLAYERS[:2], "games": 2, "seed": 3})
    schedule = make_schedule(t)
    _, done = fake_results(t)
    return parse_standings(compute(t, schedule, done), "s.toml").players[0]


# ---------------------------------------------------------------- analyze

ANALYZE_ENGLISH = (
    r"\b(Analysis|hand|move|player|played|best|loss|label|sure|why|Players|seat|name|mean|accuracy|"
    r"moves with a choice|only legal move|clear|noise|good|blunder|mistake|inaccuracy)\b"
)


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("columns", [80, 120])
def test_analyze_speaks_the_language(code, columns):
    w = words_for(code)
    text = cli("--lang", code, "analyze", str(GOLDEN), "--iters", "1", columns=columns)
    left = [line for line in english_left(text, ANALYZE_ENGLISH) if "docs/analysis.md" not in line]
    assert left == [], text
    assert w["ANALYZE_TEXT"]["player_columns"]["loss"] in text and w["REVIEW_LABELS"]["best"] in text
    figures = re.sub(r"^\d+\.\d+ ", "", text, flags=re.M)  # "4.31 Ada: ...": hand 4, move 31
    assert re.search(r"\b0,00\b", text) and not re.search(DECIMAL_POINT, figures), text


def test_analyze_in_english_keeps_its_words():
    text = cli("analyze", str(GOLDEN), "--iters", "1")
    assert "mean loss" in text and "moves with a choice" in text and re.search(r"\b0\.00\b", text)


# ---------------------------------------------------------------- bench

BENCH = {
    "engine": {
        "escoba": {
            "hands_per_second": 12345.6,
            "playout_hands_per_second": 23456.0,
            "plain_hands_per_second": 3456.0,
            "playout_vs_plain": 6.79,
            "legal_vs_plain": 1.25,
        }
    },
    "players": {"random": {"median_ms": 0.125, "p95_ms": 0.5, "mean_ms": 0.25, "moves": 60}},
    "reference": {
        "file": "ref.py",
        "preset": "escoba",
        "reference_hands_per_second": 3300.0,
        "playout_hands_per_second": 23456.0,
        "playout_vs_reference": 7.11,
    },
}


@pytest.mark.parametrize("code", ["en", *LANGS])
def test_bench_speaks_the_language(monkeypatch, code):
    import escoba_tui.study.bench

    monkeypatch.setattr(escoba_tui.study.bench, "run_bench", lambda seconds, moves, players, **_: BENCH)
    w = words_for(code)
    args = ["--lang", code] if code != "en" else []
    text = cli(*args, "bench")
    for heading in (*w["BENCH_TEXT"]["player_columns"], *w["BENCH_TEXT"]["engine_columns"]):
        for word in heading.split():
            assert word in text, (code, heading)
    english = english_words()["BENCH_TEXT"]
    if code != "en":
        assert english["players"] not in text and "hands per CPU second" not in text
        assert not re.search(r"\b(median|mean|moves|preset)\b", text), text
        assert "7,11×" in text and w["BENCH_TEXT"]["reference"].split()[0] in text
        assert "6,79×" in text and "0,125" in text and re.search(r"12.346", text) and "12,346" not in text
    else:
        assert "6.79×" in text and "12,346" in text and "0.125" in text and "7.11×" in text


# ---------------------------------------------------------------- the footer's key names


@pytest.mark.parametrize("code", ["en", *LANGS])
def test_the_footer_names_every_key_as_the_help_does(tmp_path, code):
    """One name per key per language: the replay's footer writes PgDn and Esc as the help
    does (Textual's own `pgdn`, `esc` never), in English as in the others."""
    from helpers.ui_factory import make_app, run_async, screen_text, settle

    from escoba_tui.arena.series import play_series
    from escoba_tui.game.rules import build_rules
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.i18n import wording as W

    play_series(["random", "random"], build_rules("escoba", {}, 6), 1, 3, False, tmp_path / "recs", False)
    record = next((tmp_path / "recs").glob("*.toml"))

    @run_async
    async def look() -> tuple[str, str, str, dict[str, str]]:
        app = make_app(tmp_path / "data", language=code, replay=record)
        async with app.run_test(size=(120, 32)) as pilot:
            await settle(pilot)
            replay_footer = screen_text(app).splitlines()[-1]
            await pilot.press("question_mark")
            await settle(pilot)
            help_text = screen_text(app)
            return (
                replay_footer,
                help_text.splitlines()[-1],
                help_text,
                {key: W.key_name(key) for key in ("pagedown", "pageup", "escape")},
            )

    try:
        replay_footer, help_footer, help_text, shown = look()
    finally:
        S.use_language("en")
    assert shown["pagedown"] in replay_footer, replay_footer
    assert shown["escape"] in help_footer, help_footer
    body = "\n".join(help_text.splitlines()[:-1])
    assert shown["pagedown"] in body and shown["pageup"] in body, body  # the help's own names for the same keys
    for footer in (replay_footer, help_footer):
        assert not re.search(r"\b(pgdn|pgup|esc|enter)\b", footer), footer


# ---------------------------------------------------------------- the readers' errors

# What an English reader's error says around the file's names: never left in fr, es, pt.
READER_ENGLISH = (
    r"\b(expected|found|missing|must|unknown|known|field|hand|move|between|choose|only|seat|side|"
    r"already|nested|items|characters|deal|sequences|pairing|needs?|document|error|not|"
    r"points|play|reads|rows|numbers|gauntlet|challenger|strictly|FAIL|failed|verified)\b"
)

DEFINITION = """\
name = "t"
{more}
[[players]]
name = "Ada"
spec = "greedy"

[[players]]
name = "Bruno"
spec = "random"
"""
DEFINITION_CASES = {
    # case: (what the definition holds, the field named, the line named)
    "games 0": ("games = 0", "games", 2),
    "five seats": ("seats = 5", "seats", 2),
    "a whole number": ('games = "two"', "games", 2),
    "no challenger": ('format = "gauntlet"', "challenger", 2),
    "alpha past its bound": (
        'format = "gauntlet"\nchallenger = "Ada"\n[sprt]\nelo0 = 0\nelo1 = 30\nalpha = 0.7',
        "sprt.alpha",
        7,
    ),
}


def error_line(*args: str) -> str:
    result = runner.invoke(app, list(args), env={"COLUMNS": "200"})
    assert result.exit_code in (1, 2), result.output
    lines = result.output.strip().splitlines()
    assert len(lines) >= 1 and "Traceback" not in result.output, result.output
    return lines[0] if len(lines) == 1 else "\n".join(lines)


def problem_part(line: str, field: str) -> str:
    """What the line says after the field it names, without quoted lists of the file's names."""
    assert field in line, (field, line)
    rest = line.split(field, 1)[1]
    return re.sub(r"\([^)]*\)|'[^']*'|\"[^\"]*\"", "", rest)


@pytest.mark.parametrize("case", DEFINITION_CASES)
@pytest.mark.parametrize("code", LANGS)
def test_a_definitions_error_is_in_the_language_and_names_file_line_field(tmp_path, code, case):
    more, field, line_number = DEFINITION_CASES[case]
    path = tmp_path / "t.toml"
    path.write_text(DEFINITION.format(more=more), encoding="utf-8")
    english = error_line("tournament", "standings", str(path))
    line = error_line("--lang", code, "tournament", "standings", str(path))
    assert line.startswith(words_for(code)["ERROR_LINE"].format(message="")) and "\n" not in line, line
    assert f"{path}:{line_number}" in line and f"{path}:{line_number}" in english, (line, english)
    assert english.startswith("error: ") and line != english
    assert not re.search(READER_ENGLISH, problem_part(line, field)), line
    if case == "alpha past its bound":  # a bound of ours written as the language writes numbers; 0.7 is the file's
        assert "0,5" in line and "0.7" in line and "0.5" in english, line


@pytest.mark.parametrize("code", LANGS)
def test_a_standings_files_error_is_in_the_language(standings_path, tmp_path, code):
    text = standings_path.read_text(encoding="utf-8")
    start = text.index("[progress]")
    broken = tmp_path / "standings.toml"
    broken.write_text(text[:start] + text[text.index("\n\n", start) + 2 :], encoding="utf-8")
    line = error_line("--lang", code, "tournament", "standings", str(broken))
    assert f"{broken}" in line and "progress" in line
    assert not re.search(READER_ENGLISH, problem_part(line, "progress")), line
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(text.replace("version = 1", "version = 9", 1), encoding="utf-8")
    line = error_line("--lang", code, "tournament", "standings", str(wrong))
    assert f"{wrong}:2" in line and not re.search(READER_ENGLISH, problem_part(line, "version")), line


RECORD_CASES = {
    "version": (lambda t: t.replace("version = 1", "version = 9", 1), "version"),
    "deck": (lambda t: t.replace('deck = ["2e", "5c"', 'deck = ["2e", "2e"', 1), "hands[1].deck"),
    "a move from another hand": (
        lambda t: t.replace('moves = ["7o:1e+2e+5c", "5e"', 'moves = ["7o:1e+2e+5c", "9c"', 1),
        ".toml",
    ),
    "scores": (lambda t: t.replace("scores = [22, 8]", "scores = [22, 9]", 1), ".toml"),
}


@pytest.mark.parametrize("case", RECORD_CASES)
@pytest.mark.parametrize("code", LANGS)
def test_a_records_error_is_in_the_language(tmp_path, code, case):
    change, field = RECORD_CASES[case]
    path = tmp_path / "game.toml"
    path.write_text(change(GOLDEN.read_text(encoding="utf-8")), encoding="utf-8")
    for command in (["record", "show"], ["record", "verify"]):
        line = error_line("--lang", code, *command, str(path))
        assert str(path) in line, line
        assert not re.search(READER_ENGLISH, problem_part(line, field)), (command, line)
        english = error_line(*command, str(path))
        assert line != english


TABLES = '[[table]]\nseats = ["greedy", "remote"]\ncode = "abc"\n{more}\n'


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize(
    "more, field",
    [
        ("grace = 0", "grace"),
        ('[[table]]\nseats = ["greedy", "remote"]\ncode = "abc"', "code"),
        (None, "seats"),  # no `remote` seat: the table's own check
        ("max_watchers = 'x'", "max_watchers"),
    ],
)
def test_a_tables_files_error_is_in_the_language(code, more, field):
    from escoba_tui.i18n.wording import error_text
    from escoba_tui.net.tables_file import TablesError, loads

    with pytest.raises(TablesError) as caught:
        text = TABLES.format(more=more) if more is not None else TABLES.format(more="").replace('"remote"', '"random"')
        loads(text, "t.toml", players=False)
    english, line = str(caught.value), error_text(caught.value, words_for(code))
    table = words_for(code)["ERRORS"]["tables_label"].split(" ")[0]
    assert english.startswith("t.toml:") and line.startswith("t.toml:") and f"{table} " in line, line
    assert not re.search(READER_ENGLISH, problem_part(line, field)), line
    assert line != english


RUN_ENGLISH = (
    r"\b(wrote|run it with|games|played|standings in|to play with|workers?|resuming|player|progress|"
    r"complete|leader|seats|forfeits|warning|interrupted)\b"
)


@pytest.mark.parametrize("code", LANGS)
def test_tournament_new_and_run_speak_the_language(tmp_path, code):
    w = words_for(code)
    made = cli(
        "--lang", code, "tournament", "new", "t", "-p", "random", "-p", "greedy", "--games", "1", "--dir", str(tmp_path)
    )
    ran = cli("tournament", "run", str(tmp_path / "t.toml"), "--workers", "1", "--lang", code)
    text = made + ran
    assert not english_left(text.replace(str(tmp_path), ""), RUN_ENGLISH), text
    assert w["VIEW_COLUMNS"]["name"] in ran and w["VIEW_COMPLETE"] in ran
    assert re.search(r"\d,\d s", ran), ran  # the time taken, with the language's decimal mark


@pytest.mark.parametrize("code", LANGS)
def test_the_viewer_writes_the_interval_and_the_bounds_in_the_language(standings_path, code):
    """Item 7 in the viewer: the Elo cell an interval with an open end, the SPRT's bounds
    as bounds, every figure with the language's decimal mark (elo0 2.5 reads 2,5)."""
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.tournament.standings import read_standings
    from escoba_tui.ui.screens.standings import notes, player_cells

    doc = read_standings(standings_path)
    doc = dataclasses.replace(doc, sprt=dataclasses.replace(doc.sprt, elo0=2.5))
    S.use_language(code)
    try:
        text = notes(doc)
        cells = [str(c) for c in player_cells(doc.players[0], ["elo", "points_per_hand"])]
    finally:
        S.use_language("en")
    assert "SPRT [2,5, 30]" in text and "LLR 7,27" in text and "−2,94 / 2,94" in text, text
    assert "Elo 338 [158, +∞)" in text and "inf" not in text, text
    assert cells[0] == "338 [158, +∞)" and "," in cells[1], cells


@pytest.mark.parametrize("code", LANGS)
def test_a_saved_tables_error_is_in_the_language(tmp_path, code):
    """The host's saved table (JSON): the file, the field as the file names it, the words the language's."""
    import json

    from escoba_tui.i18n.wording import error_text
    from escoba_tui.net.table import SavedTableError
    from escoba_tui.net.tables_file import _checked_meta

    path = tmp_path / "abc.json"
    doc = {"config": {"seats": ["greedy", "remote"], "code": "abd"}}
    with pytest.raises(SavedTableError) as caught:
        _checked_meta(json.loads(json.dumps(doc)), path)
    english, line = str(caught.value), error_text(caught.value, words_for(code))
    assert english == f"{path}: config.code: 'abd' is not this file's table code (abc)"
    assert line.startswith(str(path)) and "config.code" in line and "abc" in line and line != english, line
    assert not re.search(READER_ENGLISH, problem_part(line, "config.code")), line


@pytest.mark.parametrize("code", LANGS)
def test_asking_before_a_files_programs_run_is_in_the_language(tmp_path, monkeypatch, code):
    from escoba_tui.cli import common as cli_common

    path = tmp_path / "t.toml"
    path.write_text(DEFINITION.format(more="").replace('spec = "random"', 'spec = "cmd:true"'), encoding="utf-8")
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: True)
    result = runner.invoke(app, ["--lang", code, "tournament", "run", str(path), "-w", "1"], input="n\n")
    said = words_for(code)["ASK_TEXT"]
    assert result.exit_code == 1, result.output
    assert said["ask"] in result.output and said["none_run"] in result.output and "cmd:true" in result.output
    assert "Run them?" not in result.output and "nothing was run" not in result.output


@pytest.mark.parametrize("code", LANGS)
def test_the_hosts_own_errors_are_in_the_language(tmp_path, code):
    line = error_line("--lang", code, "host", "--state", str(tmp_path / "s"), "--move-time", "0")
    assert "--move-time 0" in line and "3600" in line and "choose" not in line and "seconds" not in line, line
    assert line.startswith(words_for(code)["ERROR_LINE"].format(message="")), line


def test_french_percentages_have_a_narrow_no_break_space_before_the_sign(standings_path):
    """`92,1 %` in French (U+202F, as the thousands mark), `92,1 %` in Spanish (a no-break
    space, as the RAE writes it), `92.1%` / `92,1%` in English and Portuguese."""
    fr = cli("--lang", "fr", "tournament", "standings", str(standings_path), columns=200)
    assert "\u202f%" in fr and not re.search(r"\d%", fr), fr
    es = cli("--lang", "es", "tournament", "standings", str(standings_path), columns=200)
    assert re.search(r"\d,\d\u00a0%", es) and not re.search(r"\d%", es), es
    pt = cli("--lang", "pt", "tournament", "standings", str(standings_path), columns=200)
    assert re.search(r"\d,\d%", pt) and "\u202f%" not in pt and "\u00a0%" not in pt, pt
    english = cli("tournament", "standings", str(standings_path), columns=200)
    assert re.search(r"\d\.\d%", english) and "\u202f" not in english


def test_a_french_reason_elides_que_before_a_vowel():
    """`il ne reste à jouer qu'un six`, never `que un six`; `que deux`, `que huit` stay."""
    from escoba_tui.game.cards import Card
    from escoba_tui.game.reasons import Reason
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.i18n import wording as W

    S.use_language("fr")
    try:
        one = W.say(Reason("sweepable", (Card.parse("6c"),), (9,)))
        two = W.say(Reason("sweepable", (Card.parse("6c"), Card.parse("6e")), (9,)))
    finally:
        S.use_language("en")
    assert one.endswith("il ne reste à jouer qu'un six") and "que un" not in one, one
    assert two.endswith("il ne reste à jouer que deux six"), two
