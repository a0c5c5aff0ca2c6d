"""`escoba serve`: the full-screen game in a browser, one app process per tab (textual-serve).

textual-serve runs a command per websocket under Textual's web driver and relays its
screen to xterm.js in the page. What we add: a bound on the tabs played at once, a
free port when asked for port 0, and every app process ended when the server stops.
No textual here: the served command imports the UI, the server does not.
"""

from __future__ import annotations

import asyncio
import json
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
        width = _cells(request.query.get("width"), 80, 20, 500)
        height = _cells(request.query.get("height"), 24, 10, 300)
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
        message of the wrong shape, or too big, is dropped, never a crash of the server."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT or len(message.data) > MAX_MESSAGE:
                continue
            try:
                kind, data = json.loads(message.data)
            except (ValueError, TypeError):
                continue
            if kind == "stdin" and isinstance(data, str):
                await session.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                await session.set_terminal_size(_cells(data.get("width"), 80, 20, 500),
                                                _cells(data.get("height"), 24, 10, 300))
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await session.blur()
            elif kind == "focus":
                await session.focus()

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


def _cells(value: Any, default: int, low: int, high: int) -> int:
    """A terminal size from the page's query string, kept within sane bounds."""
    try:
        return max(low, min(high, int(value)))
    except (TypeError, ValueError):
        return default


def serve(address: str, port: int, max_sessions: int, language: str | None) -> None:
    if port == 0:
        port = free_port(address)
    GameServer(game_command(language), address, port, max_sessions).serve()
