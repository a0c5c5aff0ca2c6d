"""Four speed-ups of Textual for the tests that run apps (measured in each docstring),
none of which changes what a test can see:

- quick idle checks: the pilot looks for idleness every 4 ms, not 20 (a third of a UI
  test's wall time was asleep);
- draw only what is looked at: a headless app's strips nobody reads are not made (a fifth
  of the UI tests' CPU); `screen_text` draws the screen whole, and so does the app's end,
  so a widget that cannot draw still fails its test (test_harness.py); not for the tests
  marked `every_refresh_drawn` (4 practice snapshots, whose scrollbar thumb would be
  drawn from an earlier layout), which draw every refresh as Textual does;
- one CSS parse per process: the same DEFAULT_CSS is not parsed again for every app;
- no second styling at a screen's first showing: styled as it mounted, it is not styled
  all over again when it first comes to the front.

They reach into Textual's internals, so each one checks that what it replaces is there,
and CI runs the tests marked `shipped_textual` (the snapshots at least) a second time
with ESCOBA_SHIPPED_TEXTUAL=1, which leaves Textual exactly as it ships.
Conftests are loaded at collection, so these are in force for every test of a process
that collected this folder (with `-n 2`, all of them): that is harmless, as nothing
outside an app reads what they change."""

from __future__ import annotations

import os

import pytest


def _quick_idle_checks() -> None:
    """Textual's pilot decides the app is idle by sleeping 20 ms at a time until a sleep
    passes with almost no CPU used; every key, click and pause costs at least one such
    sleep, and a snapshot about eight. Measured on tests/test_ui_snapshots.py and
    test_ui_state.py in one process: 66 s wall for 44 s of CPU, a third of it asleep.
    Looking every 4 ms (idle still meaning under a twentieth of the look spent working)
    brings that to 50 s for the same CPU: the same test of idleness, looked at sooner.
    Not sooner still: looking every millisecond took the UI tests' CPU from 142 s to 153 s
    (-n 2, the whole suite) for 3 s less wall time, and the suite is bound by its CPU.
    Work the app queues runs before the look ends either way; a timer the app set is
    waited on by the tests' own `until`, never by idleness."""
    import textual._wait as wait

    assert hasattr(wait, "SLEEP_GRANULARITY") and hasattr(wait, "SLEEP_IDLE"), (
        "textual._wait changed: see tests/ui/conftest.py _quick_idle_checks"
    )
    wait.SLEEP_GRANULARITY = 0.004
    wait.SLEEP_IDLE = wait.SLEEP_GRANULARITY / 20
    # Its least wait, a default bound when the module was read, stays 20 ms otherwise
    # (the pilot's wait for animations, twice in every snapshot).
    _, max_sleep = wait.wait_for_idle.__defaults__
    wait.wait_for_idle.__defaults__ = (wait.SLEEP_GRANULARITY, max_sleep)


# Off for the tests marked every_refresh_drawn: a screen drawn only when looked at can
# show what a screen drawn at every refresh never does (a log's scrollbar thumb where the
# log was before its last lines were wrapped, in 4 snapshots of the practice screen).
SKIPPING_UNREAD_DRAWS = {"on": True}


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
        "textual changed: see tests/ui/conftest.py _draw_only_what_is_looked_at"
    )
    refresh_screen, shutdown, render_full = Screen._compositor_refresh, App._shutdown, Compositor.render_update

    def compositor_refresh(self) -> None:
        app = self.app
        if SKIPPING_UNREAD_DRAWS["on"] and app.is_headless and not app.is_inline and self is app.screen:
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

    assert "_parse_rules" in vars(Stylesheet), "textual changed: see tests/ui/conftest.py _one_css_parse_per_process"
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


def _no_second_styling_at_a_screens_first_showing() -> None:
    """A screen pushed is styled widget by widget as it mounts, and then Textual styles it
    all over again when it first comes to the front (ScreenResume asks for a refresh of its
    styles): a second pass over the same widgets, which had no chance to change in
    between without being styled again on their own (a class or focus change restyles its
    widget at once). Its first showing only skips that second pass; every later one, after
    a dialog or another screen covered it, restyles it as Textual ships. The UI tests' work
    (function calls, the same in every run: CPU seconds here drift by a fifth) went from
    70.0 M to 64.8 M over test_ui_state.py and test_ui_replay.py."""
    from textual import events
    from textual.screen import Screen

    assert "_on_screen_resume" in vars(Screen) and hasattr(events.ScreenResume, "refresh_styles"), (
        "textual changed: see tests/ui/conftest.py _no_second_styling_at_a_screens_first_showing"
    )
    resume = Screen._on_screen_resume

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if not self.__dict__.get("_shown_before"):
            self.__dict__["_shown_before"] = True
            event = events.ScreenResume(refresh_styles=False)
        resume(self, event)

    Screen._on_screen_resume = on_screen_resume


if not os.environ.get("ESCOBA_SHIPPED_TEXTUAL"):
    _quick_idle_checks()
    _draw_only_what_is_looked_at()
    _one_css_parse_per_process()
    _no_second_styling_at_a_screens_first_showing()


@pytest.fixture(autouse=True)
def _every_refresh_drawn_where_marked(request, monkeypatch):
    if request.node.get_closest_marker("every_refresh_drawn") is not None:
        monkeypatch.setitem(SKIPPING_UNREAD_DRAWS, "on", False)
