"""`escoba serve`: the full-screen game in a browser, one app process per tab (textual-serve).

textual-serve runs a command per websocket under Textual's web driver and relays its
screen to xterm.js in the page. What we add: a bound on the tabs played at once, a
free port when asked for port 0, and every app process ended when the server stops.
No textual here: the served command imports the UI, the server does not.
"""

from __future__ import annotations

import asyncio
import json
import math
import shlex
import socket
import sys
from typing import Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

MAX_MESSAGE = 64 * 1024  # a key press or a paste; anything longer is dropped


def free_port(address: str) -> int:
    """A port nobody listens on now, for `--port 0` (the page needs the real number)."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((address, 0))
        return int(probe.getsockname()[1])


def game_command(language: str | None) -> str:
    """The shell command each tab runs: this Python, this package, the game's front door.
    `exec` makes the app the shell's own process, so ending it ends the game."""
    argv = [sys.executable, "-m", "escoba_tui"]
    if language is not None:
        argv += ["--lang", language]
    return "exec " + shlex.join(argv)


class _Session(AppService):
    """One tab's app process, remembered so the server can end it."""

    @property
    def process(self) -> asyncio.subprocess.Process | None:
        return self._process


class GameServer(Server):
    """textual-serve's server with a bound on open tabs and no process left behind."""

    def __init__(self, command: str, host: str, port: int, max_sessions: int) -> None:
        super().__init__(command, host=host, port=port, title="Escoba")
        self.max_sessions = max_sessions
        self.sessions: set[_Session] = set()

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        if len(self.sessions) >= self.max_sessions:
            raise web.HTTPServiceUnavailable(text=f"{self.max_sessions} games are open: close a tab first")
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        width = _query_cells(request.query.get("width"), 80, 20, 500)
        height = _query_cells(request.query.get("height"), 24, 10, 300)
        async def close() -> None:
            await websocket.close()

        session = _Session(
            self.command, write_bytes=websocket.send_bytes, write_str=websocket.send_str,
            close=close, download_manager=self.download_manager, debug=self.debug,
        )
        self.sessions.add(session)
        try:
            await session.start(width, height)
            await self._relay(websocket, session)
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            await self._end(session)
            if not websocket.closed:
                await websocket.close()
        return websocket

    async def _relay(self, websocket: web.WebSocketResponse, session: _Session) -> None:
        """Keys, sizes and focus from the page to the app. The page is not trusted: a
        frame of the wrong shape, too big, nested too deep or with a number that is not
        a finite one is dropped, never a crash of the server; the first such frame of a
        tab is logged in one line."""
        said = False
        async for message in websocket:
            try:
                problem = await self._take(websocket, session, message)
            except (ConnectionError, RuntimeError, OSError) as exc:  # the app or the tab going away
                problem = f"it could not be passed on ({type(exc).__name__})"
            if problem is not None and not said:
                said = True
                # One line however narrow the server's terminal: never wrapped, never markup.
                self.console.print(f"warning: a page sent a frame that is not valid ({problem}): dropped, "
                                   "as are any more like it from that tab", soft_wrap=True, markup=False, highlight=False)

    async def _take(self, websocket: web.WebSocketResponse, session: _Session, message: Any) -> str | None:
        """Pass one frame on to the app; what is wrong with it when it cannot be."""
        if message.type != WSMsgType.TEXT:
            return "not text"
        if len(message.data) > MAX_MESSAGE:
            return f"longer than {MAX_MESSAGE // 1024} KiB"
        try:
            frame = json.loads(message.data)
        except (ValueError, RecursionError):  # RecursionError: [[[[... thousands deep
            return "not JSON"
        if not isinstance(frame, list) or len(frame) != 2 or not isinstance(frame[0], str):
            return "not a [kind, data] pair"
        kind, data = frame
        if kind == "stdin":
            if not isinstance(data, str):
                return "stdin: not text"
            await session.send_bytes(data.encode("utf-8", "replace"))  # a lone surrogate is not UTF-8
        elif kind == "resize":
            if not isinstance(data, dict):
                return "resize: not an object"
            width, height = _cells(data.get("width"), 20, 500), _cells(data.get("height"), 10, 300)
            if width is None or height is None:
                return "resize: a size that is not a finite number"
            await session.set_terminal_size(width, height)
        elif kind == "ping":
            if not isinstance(data, str) or len(data) > 64:
                return "ping: not a short text"
            await websocket.send_json(["pong", data])
        elif kind == "blur":
            await session.blur()
        elif kind == "focus":
            await session.focus()
        else:
            return "a kind of frame the page never sends"
        return None

    async def _end(self, session: _Session) -> None:
        """Ask the app to quit; a process still there a few seconds later is killed."""
        if session not in self.sessions:
            return
        self.sessions.discard(session)
        try:
            await asyncio.wait_for(session.stop(), timeout=5)
        except (asyncio.TimeoutError, ConnectionError, RuntimeError):
            pass
        process = session.process
        if process is not None and process.returncode is None:
            process.kill()
            await process.wait()

    async def on_shutdown(self, app: web.Application) -> None:
        await asyncio.gather(*(self._end(s) for s in list(self.sessions)), return_exceptions=True)

    async def on_startup(self, app: web.Application) -> None:
        self.console.print(f"Escoba in your browser: {self.public_url}   (Ctrl+C stops the server)", highlight=False)


def _cells(value: Any, low: int, high: int) -> int | None:
    """A terminal size from the page, kept within sane bounds; None when it is not a
    finite number (json reads Infinity, NaN and 1e400 as floats)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return max(low, min(high, int(value)))


def _query_cells(text: str | None, default: int, low: int, high: int) -> int:
    """A terminal size from the page's query string (text), or the default."""
    try:
        number = float(text) if text is not None and len(text) <= 20 else None
    except ValueError:
        number = None
    cells = _cells(number, low, high)
    return default if cells is None else cells


def serve(address: str, port: int, max_sessions: int, language: str | None) -> None:
    if port == 0:
        port = free_port(address)
    GameServer(game_command(language), address, port, max_sessions).serve()
