"""The terminal comes back when the game is told to stop (SIGTERM: `kill`, a system
shutdown; SIGHUP: the terminal closing). Python's default for both is to die where it
stands, leaving the terminal in the alternate screen, without a cursor and reporting
every mouse move; here they ask the app to exit as `q` would, so Textual's driver
restores the terminal on its way out. The exit code is the shell's for that signal
(128 + its number). Whatever holds the exit up, the process ends within
terminal.GRACE seconds of the signal, its bots with it (terminal.py).

A browser tab's process (`escoba serve`) is the exception for Ctrl-C: see
`leave_ctrl_c_to_the_server`."""

from __future__ import annotations

import asyncio
import os
import signal

from textual.app import App

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def exit_on_signals(app: App) -> None:
    """From now on SIGTERM and SIGHUP end `app` cleanly (call it from the app's loop).
    Not for a headless app (the tests' pilot): the test process keeps its own signals."""
    if app.is_headless:
        return
    loop = asyncio.get_running_loop()
    for signum in SIGNALS:
        try:
            loop.add_signal_handler(signum, _exit, app, signum)
        except (NotImplementedError, RuntimeError, ValueError):  # not POSIX, or not the main thread
            pass


def in_a_browser_tab() -> bool:
    """True in the process of a browser tab (`escoba serve` runs the game under Textual's
    web driver)."""
    return "web_driver" in os.environ.get("TEXTUAL_DRIVER", "")


def leave_ctrl_c_to_the_server(app: App) -> None:
    """In a browser tab's process, SIGINT ignored for the rest of its life (call it from
    the app's loop, once the driver has started). A Ctrl-C at the server's console
    reaches every tab's process too (one process group), and the server ends them
    itself. Textual's web driver takes SIGINT as a request to exit, and as its loop
    closes it gives SIGINT back to Python with the loop's wake-up pipe already shut: a
    Ctrl-C landing then printed "Exception ignored when trying to write to the signal
    wakeup fd" (or a KeyboardInterrupt trace) into the server's console. Ignored, a
    SIGINT never runs a handler in the tab at all."""
    if app.is_headless or not in_a_browser_tab():
        return
    try:
        asyncio.get_running_loop().remove_signal_handler(signal.SIGINT)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (NotImplementedError, RuntimeError, ValueError):  # not POSIX, or not the main thread
        pass


def _exit(app: App, signum: int) -> None:
    """Exit as `q` would, and in any case within terminal.GRACE seconds: a driver or a
    thread that does not let go (a terminal gone under it) does not keep the game alive."""
    from .terminal import end_within_grace

    end_within_grace(128 + signum)
    app.exit(return_code=128 + signum)
