"""Shared test helpers: positions built card by card."""

from __future__ import annotations

import os

import pytest
from escoba_tui.cards import DECK, Card


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def stacked_deck(*parts: str) -> list[Card]:
    """A deck whose first cards are the given ones, in order, the rest after in card order."""
    front = [c for part in parts for c in cards(part)]
    assert len(set(front)) == len(front), "a card given twice"
    return front + [c for c in DECK if c not in front]


@pytest.fixture(autouse=True)
def _english_words_in_force():
    """Each test starts with English in force and leaves it so: a language a test (or an
    app it built) chose cannot reach the next test."""
    from escoba_tui.i18n import strings

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
        "textual._wait changed: see tests/conftest.py _quick_idle_checks")
    wait.SLEEP_GRANULARITY = 0.004
    wait.SLEEP_IDLE = wait.SLEEP_GRANULARITY / 20


_quick_idle_checks()


if os.environ.get("ESCOBA_CPU_REPORT"):
    # A measuring aid, off unless asked for: each test's CPU seconds (its own process and
    # the children it waited for), appended to the named file as "seconds<TAB>test id".
    # Wall-clock durations swell with the machine's load; CPU seconds barely do.
    import resource

    def _cpu_now() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        start = _cpu_now()
        yield
        with open(os.environ["ESCOBA_CPU_REPORT"], "a", encoding="utf-8") as out:
            out.write(f"{_cpu_now() - start:.3f}\t{item.nodeid}\n")


def pytest_collection_modifyitems(config, items):
    """Tests marked `slow` run first. With `-n 2` the workers take tests as they free up,
    so a long test left to the end keeps one core busy while the other has nothing to
    do; started first, the short ones fill in around it. The order of everything else is
    kept (and no test depends on another's order)."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
