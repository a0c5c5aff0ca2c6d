"""What the command line says: help that names values, one line for every mistake, and
series summaries that count deals, games and sides truthfully."""

import json
import re

import pytest

from escoba_tui.cli import main
from escoba_tui.i18n import catalogue as S


def run_main(capsys, *args):
    """`escoba ARGS` as the console script runs it: (exit code, stdout, stderr)."""
    try:
        main([str(a) for a in args])
        code = 0
    except SystemExit as stop:
        code = stop.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def wide(monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")


def help_of(capsys, *args):
    code, out, err = run_main(capsys, *args, "--help")
    assert code == 0, err
    return out


@pytest.mark.parametrize("args", [["match"], ["play"], ["tournament", "run"], ["record", "show"], ["bench"], []])
def test_help_names_values_not_python_types(capsys, wide, args):
    text = help_of(capsys, *args)
    for label in ("<bool>", "<list[str]>", "<int>", "<str>", "<path>", "list[str]"):
        assert label not in text, (args, label)


def test_help_says_what_a_value_is(capsys, wide):
    text = help_of(capsys, "match")
    assert "PLAYERS..." in text and "GAMES" in text and "RECORDS" in text


@pytest.mark.parametrize(
    "args,words",
    [
        (["match", "greedy", "random", "--games", "0"], "--games"),
        (["mach"], "Did you mean 'match'"),
        (["match", "greedy", "random", "--gmes", "3"], "--games"),
        (["record", "show"], "Missing argument"),
        (["match", "greedy", "random", "--rules", "escopa"], "known presets"),
    ],
)
def test_every_mistake_is_one_line_and_exit_2(capsys, args, words):
    code, out, err = run_main(capsys, *args)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], err
    assert "╭" not in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args,line",
    [
        (["--lang", "fr", "nope"], "erreur : pas de commande 'nope' (voir : escoba --help)"),
        (
            ["--lang", "fr", "mach"],
            "erreur : pas de commande 'mach' ; vouliez-vous dire 'match' ? (voir : escoba --help)",
        ),
        (["--lang", "fr", "--nope"], "erreur : pas d'option --nope (voir : escoba --help)"),
        (["--lang=es", "tournament", "nope"], "error: no existe la orden 'nope' (véase: escoba tournament --help)"),
        (["record", "show", "--lang", "pt"], "erro: falta o argumento 'FILE' (ver: escoba record show --help)"),
        (
            ["--lang", "fr", "match", "greedy", "random", "--seed", "x"],
            "erreur : valeur non valable pour '--seed' / '-s' : il faut un nombre entier (voir : escoba match --help)",
        ),
        (
            ["--lang", "es", "serve", "--port", "99999"],
            "error: valor no válido para '--port' / '-p': se espera un número entero de 0 a 65535"
            " (véase: escoba serve --help)",
        ),
        (
            ["--lang", "fr", "record", "show", "a", "b"],
            "erreur : argument en trop : b (voir : escoba record show --help)",
        ),
        (["--lang", "pt", "match", "greedy", "--seed"], "erro: a opção '--seed' precisa de um valor"),
        # English keeps click's own words.
        (["mach"], "error: No such command 'mach'. Did you mean 'match'? (see: escoba --help)"),
        (["record", "show"], "error: Missing argument 'FILE'. (see: escoba record show --help)"),
    ],
)
def test_click_mistakes_are_said_in_the_language_chosen(capsys, args, line):
    """Issue 37: an unknown command or option, a missing argument or a bad number is worded
    in --lang's language, wherever --lang is written, even when the mistake is found before
    the root command has read it."""
    code, out, err = run_main(capsys, *args)
    assert (code, out, err.strip()) == (2, "", line)


def test_duplicate_counts_deals_and_games(capsys, wide):
    data = json.loads(run_main(capsys, "match", "greedy", "random", "--games", "3", "--duplicate", "--json")[1])
    assert data["deals"] == 3 and data["games"] == 6
    table = run_main(capsys, "match", "greedy", "random", "--games", "3", "--duplicate")[1]
    assert "3 deals × 2 seatings = 6 games" in table


def test_partners_show_the_sides_result(capsys, wide):
    args = ["match", "greedy", "random", "greedy", "random", "--partners", "--games", "2"]
    data = json.loads(run_main(capsys, *args, "--json")[1])
    sides = data["sides"]
    assert [s["players"] for s in sides] == [["greedy", "greedy#2"], ["random", "random#2"]]
    assert sum(s["wins"] + s["draws"] for s in sides) >= 2
    by_name = {p["name"]: p for p in data["players"]}
    assert sides[0]["points"] == by_name["greedy"]["points"] == by_name["greedy#2"]["points"]
    table = run_main(capsys, *args)[1]
    assert "greedy & greedy#2" in table and "random & random#2" in table


def test_an_sprt_run_tells_one_set_of_numbers(tmp_path, capsys, wide):
    """The table, the pairs of the Elo and the LLR, the progress line and the run's count
    agree; a game that finished after the decision is on disk, said, and not counted."""
    from escoba_tui.tournament.standings import read_standings

    code, _, err = run_main(
        capsys,
        "tournament",
        "new",
        "s",
        "--player",
        "new=counter",
        "--player",
        "old=greedy",
        "--format",
        "gauntlet",
        "--sprt",
        "0,50",
        "--dir",
        tmp_path,
    )
    assert code == 0, err
    code, out, err = run_main(capsys, "tournament", "run", tmp_path / "s.toml", "--yes", "--workers", "2")
    assert code == 0, err
    s = read_standings(tmp_path / "s" / "standings.toml")
    assert s.sprt is not None and s.sprt.decision in ("H0", "H1")
    on_disk = len(list((tmp_path / "s" / "games").glob("*.toml")))
    counted = [g for g in s.games if g.done and g.counted]
    assert s.progress.stopped_by_sprt and s.progress.complete and s.progress.remaining == 0
    assert s.progress.done == len(counted) == 2 * s.sprt.pairs == 2 * s.challenger_elo.pairs
    assert s.progress.after_decision == on_disk - s.progress.done
    assert all(p.games == s.progress.done for p in s.players)
    assert "played in" in out and f"{on_disk} games played" in out
    assert f"{s.progress.done} of {s.progress.scheduled:,} games · stopped by the SPRT" in " ".join(out.split())


def test_an_sprt_that_can_never_decide_is_refused(tmp_path, capsys):
    code, out, err = run_main(
        capsys,
        "tournament",
        "new",
        "s",
        "--player",
        "counter",
        "--player",
        "greedy",
        "--format",
        "gauntlet",
        "--sprt",
        "0,50",
        "--games",
        "3",
        "--dir",
        tmp_path,
    )
    assert code == 2 and "can never decide" in err and len(err.strip().splitlines()) == 1


# English words our command line must not print in French, Spanish or Portuguese
# (Click's own usage messages excepted: they are Click's words).
CLI_ENGLISH = re.compile(
    r"\b(unknown|known|players?|seats?|no such|not|choose|give|file|folder|record|rules|"
    r"write|needs|cannot|is a|or|Hand|deals?|plays|takes|leftovers|Count|Winner|forfeits|"
    r"abandoned|nobody|vs|timeout)\b"
)
RECORD_ENGLISH = re.compile(r"\b(seed|to \d+)\b")  # an option's name in an error may be `seed`


def mistakes(tmp_path):
    """Command lines that each end in one error of ours, with the files they need."""
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe")
    return [
        ["match", "wizard", "random"],
        ["match", "greedy", "random", "--games", "0"],
        ["match", "greedy"],
        ["match", "greedy", "random", "--rules", "escopa"],
        ["match", "greedy", "random", "-o", "capture=maybe"],
        ["match", "greedy", "random", "-o", "nope=1"],
        ["match", "expert:depth=3", "random"],
        ["record", "show", bad],
        ["record", "show", tmp_path / "none.toml"],
        ["record", "show", tmp_path],
        ["analyze", tmp_path / "none.toml", "--iters", "0"],
        ["bench", "--moves", "0"],
        ["play", "--seat", "human", "--faces", "tarot"],
        ["tournament", "run", tmp_path / "none.toml"],
        ["tournament", "new", "x", "--player", "greedy", "--player", "random", "--sprt", "0", "--dir", tmp_path],
        [
            "tournament",
            "new",
            "x",
            "--player",
            "greedy",
            "--player",
            "random",
            "--challenger",
            "greedy",
            "--dir",
            tmp_path,
        ],
        ["host", "--public", "--bind", "10.0.0.1"],
    ]


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
def test_our_errors_speak_the_chosen_language(capsys, tmp_path, code):
    for args in mistakes(tmp_path):
        status, out, err = run_main(capsys, "--lang", code, *args)
        assert status == 2 and out == "", (args, err)
        line = err.strip()
        assert len(line.splitlines()) == 1 and not CLI_ENGLISH.search(line), f"{code} {args}: {line}"


def test_our_errors_stay_english_without_lang(capsys, tmp_path):
    status, _, err = run_main(capsys, "record", "show", tmp_path / "none.toml")
    assert status == 2 and err.strip() == f"error: {tmp_path / 'none.toml'}: no such file"


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
def test_record_show_speaks_the_chosen_language(capsys, tmp_path, code):
    """Every hand, move, count and the end of a game (and of one lost by a crash) in the language."""
    run_main(capsys, "match", "greedy", "random", "--games", "1", "--target", "6", "--records", tmp_path / "a")
    run_main(capsys, "match", "greedy", "cmd:false", "--games", "1", "--records", tmp_path / "b")
    for shown in (*tmp_path.glob("a/*.toml"), *tmp_path.glob("b/*.toml")):
        status, out, err = run_main(capsys, "--lang", code, "record", "show", shown)
        assert status == 0, err
        assert S.words_for(code)["FAULT_WORDS"]["crash"] in out or "cmd:false" not in out
        for line in out.splitlines():
            line = line.replace("greedy", "").replace("random", "")
            assert not CLI_ENGLISH.search(line) and not RECORD_ENGLISH.search(line), f"{code}: {line}"


MATCH_ENGLISH = re.compile(
    r"\b(player|games?|deals?|seatings|duplicate hands|over|interval|paired|match score|"
    r"ties|sides?|records? in|forfeits)\b"
)


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
def test_the_match_summary_speaks_the_chosen_language(capsys, tmp_path, wide, code):
    """The table, the sides of partners, the duplicate margin and the records line."""
    runs = [
        [
            "match",
            "greedy",
            "random",
            "greedy",
            "random",
            "--partners",
            "--games",
            "1",
            "--target",
            "6",
            "--records",
            tmp_path,
        ],
        ["match", "greedy", "random", "--games", "1", "--target", "6", "--duplicate"],
    ]
    for args in runs:
        status, out, err = run_main(capsys, "--lang", code, *args)
        assert status == 0, err
        for line in out.replace("greedy", "").replace("random", "").splitlines():
            assert not MATCH_ENGLISH.search(line), f"{code}: {line}"
        assert not re.search(r"\d\.\d", out), out  # decimals with the language's mark
