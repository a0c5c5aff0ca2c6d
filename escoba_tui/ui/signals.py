"""The terminal comes back when the game is told to stop (SIGTERM: `kill`, a system
shutdown; SIGHUP: the terminal closing). Python's default for both is to die where it
stands, leaving the terminal in the alternate screen, without a cursor and reporting
every mouse move; here they ask the app to exit as `q` would, so Textual's driver
restores the terminal on its way out. The exit code is the shell's for that signal
(128 + its number)."""

from __future__ import annotations

import asyncio
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


def _exit(app: App, signum: int) -> None:
    app.exit(return_code=128 + signum)
