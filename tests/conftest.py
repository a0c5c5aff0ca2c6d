"""What every test process shares: English in force, Ctrl-C as in the foreground, the slow
tests first, the collector tuned. The Textual speed-ups are the UI tests' own
(tests/ui/conftest.py)."""

from __future__ import annotations

import os
import time

import pytest


@pytest.fixture(scope="module")
def mini(tmp_path_factory):
    """A finished three-player tournament (run once per module that asks), for the
    standings viewer's and the standings file's tests."""
    from helpers.tournaments import DEFINITION, GAMES

    from escoba_tui.tournament.config import read_definition
    from escoba_tui.tournament.runner import run_tournament

    folder = tmp_path_factory.mktemp("tournaments")
    path = folder / "mini.toml"
    path.write_text(DEFINITION, encoding="utf-8")
    t = read_definition(path)
    result = run_tournament(t, workers=1)
    assert result.done == GAMES and not result.interrupted
    return t


@pytest.fixture(autouse=True)
def _english_words_in_force():
    """Each test starts with English in force and leaves it so: a language a test (or an
    app it built) chose cannot reach the next test."""
    from escoba_tui.i18n import catalogue as strings

    strings.use_language("en")
    yield
    strings.use_language("en")


def _ctrl_c_as_in_the_foreground() -> None:
    """A shell that starts a command in the background (`pytest ... &`) hands it SIGINT
    ignored, and every program the tests start would inherit that: the tests that press
    Ctrl-C on one (a tournament run, a host, the web server) would wait for an exit that
    never comes while the program played on. The suite's processes start as a
    foreground run's do."""
    import signal

    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


_ctrl_c_as_in_the_foreground()


def _each_typer_app_built_once() -> None:
    """typer's CliRunner builds the click command from the Typer app at every invoke,
    reading every command function's signature again: a sixth of the CLI tests' CPU (8.3
    of 48 profiled seconds, 385 invocations in tests/cli). The program builds it once per
    run, so the tests do too: once per app and per set of commands registered on it. A
    click command keeps nothing from one invocation to the next (each parses into a
    Context of its own), and the app's functions are called as before, so nothing a test
    checks depends on it being built afresh."""
    import typer.testing

    assert hasattr(typer.testing, "_get_command"), "typer changed: see tests/conftest.py _each_typer_app_built_once"
    build = typer.testing._get_command
    built: dict[int, tuple] = {}

    def registered(app) -> tuple:
        return (
            app,
            len(app.registered_commands),
            len(app.registered_groups),
            app.registered_callback,
            tuple(registered(group.typer_instance)[1:] for group in app.registered_groups),
        )

    def get_command(app):
        made = registered(app)
        cached = built.get(id(app))
        if cached is not None and cached[0][0] is app and cached[0][1:] == made[1:]:
            return cached[1]
        command = build(app)
        if len(built) < 256:
            built[id(app)] = (made, command)
        return command

    typer.testing._get_command = get_command


_each_typer_app_built_once()


if os.environ.get("ESCOBA_CPU_REPORT"):
    # A measuring aid, off unless asked for: each test's CPU seconds (its own process and
    # the children it waited for), appended to the named file as "seconds<TAB>test id",
    # then its wall seconds, the xdist worker and when it ended (for the workers' timelines).
    # Wall-clock durations swell with the machine's load; CPU seconds barely do.
    import resource

    def _cpu_now() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        start, wall = _cpu_now(), time.perf_counter()
        yield
        with open(os.environ["ESCOBA_CPU_REPORT"], "a", encoding="utf-8") as out:
            worker = os.environ.get("PYTEST_XDIST_WORKER", "-")
            out.write(
                f"{_cpu_now() - start:.3f}\t{item.nodeid}\t{time.perf_counter() - wall:.3f}\t{worker}\t{time.time():.3f}\n"
            )


def pytest_collection_modifyitems(config, items):
    """Tests marked `slow` run first. With `-n 2` the workers take tests as they free up,
    so a long test left to the end keeps one core busy while the other has nothing to
    do; started first, the short ones fill in around it. The order of everything else is
    kept (and no test depends on another's order)."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session):
    """The garbage collector, tuned for a test process: a fifth of the UI tests' CPU went
    to it (4.8 of 38 s in the UI, replay, snapshot and contrast files on two workers).
    Two reasons: what collection built lives to the end of the session (modules, their
    classes and constants, the test items), and Textual's own bounded caches keep about
    300,000 objects alive (Strip.blank's 1,024 strips, each with seven small caches), and
    every full collection walked all of it again, about every fourth UI test. So what
    collection built is frozen out of the collector's view, and full collections come
    ten times less often (young ones a seventh as often): 1.9 s instead of 4.8 s, for
    about 15% more memory at the peak (217 MB against 187). Nothing a test checks
    depends on when a cycle is collected: processes, files and sockets are closed by
    the code that opened them, not by the collector."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(5_000, 20, 100)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """Once the tests are over, one full collection (what they left behind is collected
    and its finalizers run, where pytest's check of unraisable exceptions sees them),
    then everything still alive is frozen: pytest's five collections after it and the
    interpreter's last one at exit each walked the 400,000 objects Textual's caches and
    the session keep, about a second per worker between its last test and its exit."""
    import gc

    gc.collect()
    gc.freeze()
