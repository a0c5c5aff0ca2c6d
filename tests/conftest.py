"""What every test process shares: English in force, Ctrl-C as in the foreground, the slow
tests first, the collector tuned; the Textual speed-ups for the UI tests."""

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


def _quick_idle_checks() -> None:
    """Textual's pilot decides the app is idle by sleeping 20 ms at a time until a sleep
    passes with almost no CPU used; every key, click and pause costs at least one such
    sleep, and a snapshot about eight. Measured on tests/test_ui_snapshots.py and
    test_ui_state.py in one process: 66 s wall for 44 s of CPU, a third of it asleep.
    Looking every 4 ms (idle still meaning under a twentieth of the look spent working)
    brings that to 50 s for the same CPU: the same test of idleness, looked at sooner.
    Work the app queues runs before the look ends either way; a timer the app set is
    waited on by the tests' own `until`, never by idleness."""
    import textual._wait as wait

    assert hasattr(wait, "SLEEP_GRANULARITY") and hasattr(wait, "SLEEP_IDLE"), (
        "textual._wait changed: see tests/conftest.py _quick_idle_checks"
    )
    wait.SLEEP_GRANULARITY = 0.004
    wait.SLEEP_IDLE = wait.SLEEP_GRANULARITY / 20


_quick_idle_checks()


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


def _draw_only_what_is_looked_at() -> None:
    """A test's app runs headless, and Textual renders every refresh of its screen to
    strips and then throws them away (`App._display` writes nothing without a terminal):
    about a fifth of the UI tests' CPU (the replay, small-screen, setup, snapshot and
    state files: 54.6 user-s, 40.0-45.5 without those renders, 47.3 with the one at the
    end below; every snapshot the same). So under test the screen is drawn when a test
    looks (snapshots and `screen_text` draw it whole and afresh from the widgets, which
    is all they ever read) and once when its app stops: a widget that cannot draw what
    it ended on fails its test there, through Textual's own error path
    (tests/test_harness.py). Layout, styles, messages and the widgets' state are
    untouched: only strips nobody reads are not made."""
    from textual._compositor import Compositor
    from textual.app import App
    from textual.screen import Screen

    assert hasattr(Screen, "_compositor_refresh") and hasattr(App, "_shutdown"), (
        "textual changed: see tests/conftest.py _draw_only_what_is_looked_at"
    )
    refresh_screen, shutdown, render_full = Screen._compositor_refresh, App._shutdown, Compositor.render_update

    def compositor_refresh(self) -> None:
        app = self.app
        if app.is_headless and not app.is_inline and self is app.screen:
            self._compositor._changed_since_drawn = True
            self._dirty_widgets.clear()
            self._compositor._dirty_regions.clear()
            app._update_mouse_over(self)
            return
        refresh_screen(self)

    async def shutdown_drawn(self) -> None:
        if self.is_headless and not self.is_inline and self._running and not self._closed and self._screen_stack:
            try:
                screen = self.screen
                if getattr(screen._compositor, "_changed_since_drawn", True):
                    screen._compositor.render_update(full=True, screen_stack=self._background_screens)
            except Exception as error:  # the app's own error path: run_test raises it
                self._handle_exception(error)
        await shutdown(self)

    def render_update(self, full: bool = False, *args, **kwargs):
        # A whole drawing (a snapshot, `screen_text`, the one at the end) is the screen as
        # it stands: nothing to draw again at the end unless the screen changes after it.
        update = render_full(self, full, *args, **kwargs)
        if full:
            self._changed_since_drawn = False
        return update

    Screen._compositor_refresh = compositor_refresh
    App._shutdown = shutdown_drawn
    Compositor.render_update = render_update


_draw_only_what_is_looked_at()


def _one_css_parse_per_process() -> None:
    """Every app a test starts parses the same CSS again: each widget class's DEFAULT_CSS,
    the app's CSS and the theme's variables, about eleven times per start of the setup
    screen (a fresh Stylesheet at each theme or variables change has an empty cache), 13%
    of that start's CPU. Textual already shares a parse's RuleSets within one stylesheet
    (its own `_parse_cache`); this shares them between the stylesheets of one test
    process, keyed by the same things plus the variables the CSS was parsed with, so a
    theme's colours never reach an app with another theme. Only parses that succeeded
    are kept: a CSS error is raised afresh each time."""
    from textual.css.stylesheet import Stylesheet

    assert "_parse_rules" in vars(Stylesheet), "textual changed: see tests/conftest.py _one_css_parse_per_process"
    parse_rules = Stylesheet._parse_rules
    shared: dict[tuple, list] = {}

    def cached(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(sorted(self._variables.items())))
        rules = shared.get(key)
        if rules is None:
            rules = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
            if len(shared) < 4096:
                shared[key] = rules
        return rules

    Stylesheet._parse_rules = cached


_one_css_parse_per_process()


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
