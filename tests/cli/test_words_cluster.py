"""What `escoba tournament run --cluster/--scheduler/--scheduler-file` prints is in the
--lang language (issue 20 item 2): the address and scheduler-file errors, the cluster's
notices and warnings, worded by the catalogue; English unchanged. No Dask is started."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.i18n.catalogue import english_words, words_for
from escoba_tui.i18n.wording import error_text
from escoba_tui.tournament import cluster as cluster_mod
from escoba_tui.tournament.cluster import ClusterError, check_address, read_scheduler_file

runner = CliRunner()
LANGS = ["fr", "es", "pt"]
# English words of these messages that no translation keeps.
ENGLISH = (
    "scheduler",
    "write",
    "address",
    "characters",
    "such",
    "file",
    "supported",
    "joined",
    "waits",
    "worker has",
    "runs",
    "threads",
    "cannot",
    "the run",
)


def words_only(text: str, *more: str) -> str:
    """`text` without the paths, commands and names that stay as they are in every language."""
    for kept in (
        *more,
        "dask scheduler --scheduler-file",
        "--scheduler",
        "dask worker",
        "--nthreads",
        "--nworkers",
        '"address"',
    ):
        text = text.replace(kept, "")
    return text


def lines_of(call) -> list:
    with pytest.raises(ClusterError) as caught:
        call()
    return caught.value.lines


CASES = [
    (lambda tmp: check_address("udp://127.0.0.1:8786"), "udp://"),
    (lambda tmp: check_address("tcp://127.0.0.1"), "tcp://HOST:PORT"),
    (lambda tmp: check_address("x" * 400), "400"),
    (lambda tmp: read_scheduler_file(str(tmp / "absent.json")), "absent.json"),
    (lambda tmp: read_scheduler_file(str(tmp / "bad.json")), "bad.json"),
    (lambda tmp: read_scheduler_file(str(tmp / "empty.json")), "empty.json"),
    (lambda tmp: read_scheduler_file(str(tmp / "wrong.json")), "wrong.json"),
]


def files(tmp):
    (tmp / "bad.json").write_text("not json")
    (tmp / "empty.json").write_text("{}")
    (tmp / "wrong.json").write_text(json.dumps({"address": "tcp://nowhere"}))


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("case", range(len(CASES)))
def test_the_address_and_scheduler_file_errors_are_in_the_language(tmp_path, code, case):
    files(tmp_path)
    call, kept = CASES[case]
    (line,) = lines_of(lambda: call(tmp_path))
    english = error_text(line, english_words())
    said = error_text(line, words_for(code))
    assert said != english and kept in said and kept in english, (said, english)
    assert not [w for w in ENGLISH if w in words_only(said, str(tmp_path))], said


def test_the_english_messages_are_unchanged(tmp_path):
    files(tmp_path)
    assert [str(line) for line in lines_of(lambda: check_address("tcp://127.0.0.1"))] == [
        "--scheduler tcp://127.0.0.1: write the scheduler's address as tcp://HOST:PORT, e.g. tcp://127.0.0.1:8786"
    ]
    assert str(lines_of(lambda: read_scheduler_file(str(tmp_path / "wrong.json")))[0]) == (
        f"{tmp_path / 'wrong.json'}: address tcp://nowhere: write the scheduler's address as tcp://HOST:PORT, "
        "e.g. tcp://127.0.0.1:8786"
    )
    assert str(lines_of(lambda: read_scheduler_file(str(tmp_path / "absent.json")))[0]) == (
        f"{tmp_path / 'absent.json'}: no such scheduler file (dask scheduler --scheduler-file writes it)"
    )


class FakeClient:
    """A client whose scheduler has `workers` workers: enough for the notices."""

    def __init__(self) -> None:
        self.workers = 0
        self.scheduler = type("S", (), {"address": "tcp://10.0.0.1:8786"})()

    def nthreads(self) -> dict:
        return {f"w{i}": 1 for i in range(self.workers)}


@pytest.mark.parametrize("code", ["en", *LANGS])
def test_the_notices_when_workers_leave_and_come_back_are_in_the_language(code, monkeypatch):
    w = words_for(code) if code != "en" else english_words()
    notices: list = []
    client = FakeClient()
    executor = cluster_mod.DaskExecutor.__new__(cluster_mod.DaskExecutor)
    executor.on_notice, executor.client = notices.append, client
    executor.description = cluster_mod.part("cluster_at", address="tcp://10.0.0.1:8786")
    executor.submitted = {"g1": object()}
    executor._no_workers_since, executor._said_no_workers = None, False
    clock = iter([0.0, cluster_mod.NO_WORKERS_NOTICE_S + 1, 100.0, 101.0])
    monkeypatch.setattr(cluster_mod.time, "monotonic", lambda: next(clock))
    executor._watch_workers()
    executor._watch_workers()
    client.workers = 2
    executor._watch_workers()
    said = [error_text(n, w) for n in notices]
    assert len(said) == 2 and all("tcp://10.0.0.1:8786" in s for s in said), said
    if code == "en":
        assert said[0].startswith("every worker has left the Dask scheduler at tcp://10.0.0.1:8786; the run waits")
        assert said[1] == "2 workers joined the Dask scheduler at tcp://10.0.0.1:8786; the run goes on"
    else:
        assert not [word for word in ENGLISH if word in words_only(said[0])], said
        assert not [word for word in ENGLISH if word in said[1]], said
        assert "2 workers" in said[1]


@pytest.mark.parametrize("code", LANGS)
def test_a_bad_scheduler_address_on_the_command_line_is_in_the_language(tmp_path, code):
    path = tmp_path / "t.toml"
    result = runner.invoke(app, ["tournament", "new", "t", "--dir", str(tmp_path), "-p", "random", "-p", "greedy"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["--lang", code, "tournament", "run", str(path), "--scheduler", "tcp://127.0.0.1"])
    assert result.exit_code == 2, result.output
    w = words_for(code)
    line = result.output.strip().splitlines()[-1]
    assert line.startswith(w["ERROR_LINE"].format(message="")), line
    assert "tcp://HOST:PORT" in line and "write the scheduler" not in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_a_skipped_games_reason_is_in_the_runs_language(lang):
    """A game that kept killing its workers is skipped with a reason the run's language
    words (the forked pool's and the cluster's), English unchanged."""
    from escoba_tui.errors import part

    forked = part("skip_worker_died", times=3)
    dask = part("skip_workers_died", tries=3, last="tcp://127.0.0.1:40001")
    assert error_text(forked, english_words()) == "its worker died each of the 3 times it was played"
    assert error_text(dask, english_words()).startswith("every worker that played it died (3 tries")
    for reason in (forked, dask):
        said = error_text(reason, words_for(lang))
        assert "3" in said and not any(w in said for w in ("worker died", "every worker", "times it was", "tries"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_the_cluster_cannot_play_stops_the_run_in_its_language(lang):
    from escoba_tui.errors import part
    from escoba_tui.tournament.runner import RunError

    lost = RunError(key="run_game_failed", game="g7", problem=part("cluster_game_lost", times=4, status="lost"))
    missing = RunError(
        key="run_game_failed", game="g7", problem=part("cluster_game_import", problem="No module named 'x'")
    )
    assert str(lost) == "game g7: the Dask scheduler lost the game 4 times (the last: lost); did it stop or restart?"
    assert str(missing).startswith("game g7: a worker cannot import what the game needs (No module named 'x')")
    for error in (lost, missing):
        said = error_text(error, words_for(lang))
        assert "g7" in said and not any(
            w in said for w in ("game g7", "lost the game", "cannot import", "every worker")
        )
