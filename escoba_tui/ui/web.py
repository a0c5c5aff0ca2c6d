"""`escoba serve`: the full-screen game in a browser, one app process per tab (textual-serve).

textual-serve runs a command per websocket under Textual's web driver and relays its
screen to xterm.js in the page. What we add: a bound on the tabs played at once, a
free port when asked for port 0, and every app process ended when the server stops;
each browser its own data folder (a random id in a cookie the server sets, checked
against a strict pattern before it names a folder), one game at a time per browser (a
tab opened later takes the game over: the earlier tab's process is ended first, so two
processes never write one folder); a page that asks nothing of any other host (our own
page: textual-serve's loads a font from Google); no access log unless asked for.
No textual here: the served command imports the UI, the server does not.
"""

from __future__ import annotations

import asyncio
import functools
import html
import logging
import math
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import struct
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..errors import EscobaError, os_reason, part
from ..files.reader import MB, loads_json, read_text_capped
from ..i18n.catalogue import LANGUAGES, english_words, words_for
from ..i18n.wording import error_text
from ..study import saves
from .web_page import MIN_FONT, PAGE, REPLACED
from ..game.values import is_number

MAX_MESSAGE = 64 * 1024  # a key press or a paste; anything longer is dropped

BROWSER_COOKIE = "escoba_browser"
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
BROWSER_ID = re.compile(r"[0-9a-f]{32}")  # what secrets.token_hex(16) makes; nothing else names a folder
COOKIE_DAYS = 400  # the longest a browser keeps a cookie (Chrome's cap); renewed at every visit
MAX_BROWSERS = 1000  # browser folders kept; past it a new browser plays in a folder removed when it leaves
WEB_FOLDER = "web"  # DATA/web/<browser id>/: one browser's settings, saved match, records


def browser_id(value: str | None) -> str | None:
    """The browser's id from its cookie when it is one the server could have made; None
    otherwise (the cookie comes from the page: hostile input, never a path unless it is
    exactly 32 lowercase hex digits)."""
    return value if value is not None and BROWSER_ID.fullmatch(value) else None


def free_port(address: str) -> int:
    """A port nobody listens on now, for `--port 0` (the page needs the real number)."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((address, 0))
        return int(probe.getsockname()[1])


def game_command(language: str | None) -> str:
    """The shell command each tab runs: this Python, this package, the game's front door.
    `exec` makes the app the shell's own process, so ending it ends the game. It starts
    with SIGINT ignored: a Ctrl-C at the server's console reaches every tab's process
    too, and the server ends them itself (a tab still starting would print a trace)."""
    argv = [sys.executable, "-m", "escoba_tui"]
    if language is not None:
        argv += ["--lang", language]
    return "trap '' INT; exec " + shlex.join(argv)


class _Session(AppService):
    """One tab's app process, remembered so the server can end it, run with its browser's
    own data folder."""

    def __init__(self, *args: Any, browser: str, folder: Path, throwaway: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.browser = browser
        self.folder = folder
        self.throwaway = throwaway  # a folder made for this tab alone (past MAX_BROWSERS): removed after
        self.replaced = False  # its game went to a newer tab of the same browser

    @property
    def process(self) -> asyncio.subprocess.Process | None:
        return self._process

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width=width, height=height)
        environment[saves.ENV_DIR] = str(self.folder)
        return environment


class GameServer(Server):
    """textual-serve's server with a bound on open tabs and no process left behind."""

    def __init__(
        self,
        command: str,
        host: str,
        port: int,
        max_sessions: int,
        data: Path | None = None,
        access_log: bool = False,
        language: str | None = None,
    ) -> None:
        super().__init__(command, host=host, port=port, title="Escoba")
        # The console's words: the language of --lang (the tabs' too), English without it.
        self.words = words_for(language) if language in LANGUAGES else english_words()
        self.language = language if language in LANGUAGES else "en"
        self.max_sessions = max_sessions
        self.sessions: set[_Session] = set()
        self.web_dir = (data if data is not None else saves.data_dir()) / WEB_FOLDER
        self.access_log = access_log
        self.owners: dict[str, _Session] = {}  # browser id -> the tab playing its game
        self.claims: dict[str, asyncio.Lock] = {}  # browser id -> taken while its game changes tab

    async def handle_index(self, request: web.Request) -> web.Response:
        """Our page (not textual-serve's, which loads a font from Google): everything it
        asks for comes from this server, its addresses relative to the page. The browser
        gets its id here (a cookie only this server reads), or keeps the one it has."""
        size = _query_cells(request.query.get("fontsize"), 16, MIN_FONT, 48)
        words = self.words["WEB_PAGE_TEXT"]
        fields = {
            "font_size": str(size),
            "min_font": str(MIN_FONT),
            "replaced_code": str(REPLACED),
            "title": html.escape(self.title),
            "lang": self.language,
            **{key: html.escape(words[key]) for key in ("start", "ended", "replaced", "restart", "play_here")},
        }
        response = web.Response(
            text=re.sub(r"\{([a-z_]+)\}", lambda found: fields.get(found[1], found[0]), PAGE),
            content_type="text/html",
        )
        # 'self' covers the websocket of this page's own host and port (ws: for http:, wss:
        # for https:), and nothing else.
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; font-src 'self'; connect-src 'self'"
        )
        self._give_id(response, browser_id(request.cookies.get(BROWSER_COOKIE)) or secrets.token_hex(16))
        return response

    @staticmethod
    def _give_id(response: web.StreamResponse, browser: str) -> None:
        """The browser's id, kept COOKIE_DAYS from now: sent to this server only, never
        to a script."""
        response.set_cookie(
            BROWSER_COOKIE, browser, max_age=COOKIE_DAYS * 86400, path="/", httponly=True, samesite="Lax"
        )  # Lax: a link from elsewhere keeps the id

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        if len(self.sessions) >= self.max_sessions:
            raise web.HTTPServiceUnavailable(text=f"{self.max_sessions} games are open: close a tab first")
        websocket = web.WebSocketResponse(heartbeat=15)
        browser = browser_id(request.cookies.get(BROWSER_COOKIE)) or secrets.token_hex(16)
        self._give_id(websocket, browser)  # a page opened without one (or a cookie that was not ours)
        await websocket.prepare(request)
        width = _query_cells(request.query.get("width"), 80, 20, 500)
        height = _query_cells(request.query.get("height"), 24, 10, 300)

        async def close() -> None:  # the app has ended; a tab whose game went to a newer tab is told so
            await websocket.close(code=REPLACED if session.replaced else WSCloseCode.OK)

        folder, throwaway = self._folder(browser)
        session = _Session(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
            debug=self.debug,
            browser=browser,
            folder=folder,
            throwaway=throwaway,
        )
        self.sessions.add(session)
        try:
            if await self._claim(session, width, height):
                await self._relay(websocket, session)
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            await self._end(session)
            if not websocket.closed:
                await websocket.close(code=REPLACED if session.replaced else WSCloseCode.OK)
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
                problem = part("web_frame_lost", error=type(exc).__name__)
            if problem is not None and not said:
                said = True
                self._warn(part("web_bad_frame", problem=problem))

    def _warn(self, what: EscobaError) -> None:
        """`warning: ...` on the server's console in the language of --lang. One line however
        narrow the server's terminal: never wrapped, never markup."""
        self.console.print(
            self.words["NET_CLI_TEXT"]["warning"].format(message=error_text(what, self.words)),
            soft_wrap=True,
            markup=False,
            highlight=False,
        )

    async def _take(self, websocket: web.WebSocketResponse, session: _Session, message: Any) -> EscobaError | None:
        """Pass one frame on to the app; what is wrong with it when it cannot be."""
        if message.type != WSMsgType.TEXT:
            return part("web_frame_not_text")
        if len(message.data) > MAX_MESSAGE:
            return part("web_frame_long", n=MAX_MESSAGE // 1024)
        try:
            frame = loads_json(message.data)
        except (ValueError, RecursionError):  # RecursionError: [[[[... thousands deep
            return part("web_frame_not_json")
        if isinstance(frame, list) and len(frame) == 1 and frame[0] in ("focus", "blur"):
            # textual-serve's page sends its terminal's focus and blur as one-element arrays.
            await (session.focus() if frame[0] == "focus" else session.blur())
            return None
        if not isinstance(frame, list) or len(frame) != 2 or not isinstance(frame[0], str):
            return part("web_frame_not_pair")
        kind, data = frame
        if kind == "stdin":
            if not isinstance(data, str):
                return part("web_frame_stdin")
            await session.send_bytes(data.encode("utf-8", "replace"))  # a lone surrogate is not UTF-8
        elif kind == "resize":
            if not isinstance(data, dict):
                return part("web_frame_resize")
            width, height = _cells(data.get("width"), 20, 500), _cells(data.get("height"), 10, 300)
            if width is None or height is None:
                return part("web_frame_size")
            await session.set_terminal_size(width, height)
        elif kind == "ping":
            if not isinstance(data, str) or len(data) > 64:
                return part("web_frame_ping")
            await websocket.send_json(["pong", data])
        else:  # focus and blur carry no data: a second element is not the page's
            return part("web_frame_kind")
        return None

    def _folder(self, browser: str) -> tuple[Path, bool]:
        """The browser's data folder (made for its owner only), and whether it is a
        throwaway one: once MAX_BROWSERS browsers have a folder, a new one plays in a
        folder of its own that is removed when its tab closes (said on the console)."""
        folder = self.web_dir / browser
        if not folder.is_dir():
            try:
                known = sum(1 for entry in os.scandir(self.web_dir) if BROWSER_ID.fullmatch(entry.name))
            except OSError:
                known = 0
            if known >= MAX_BROWSERS:
                self._warn(part("web_folders", n=MAX_BROWSERS, folder=str(self.web_dir)))
                return Path(tempfile.mkdtemp(prefix="escoba-web-")), True
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            self._warn(part("web_folder", folder=str(folder), reason=os_reason(exc)))
            return Path(tempfile.mkdtemp(prefix="escoba-web-")), True
        return folder, False

    async def _claim(self, session: _Session, width: int, height: int) -> bool:
        """Start the tab's app on its browser's folder, after ending the app of an earlier
        tab of the same browser (a reload, or a second tab: the game moves to the newest),
        so no two processes ever write one folder. False when an even newer tab of the
        browser came meanwhile, or the tab went away."""
        browser = session.browser
        lock = self.claims.setdefault(browser, asyncio.Lock())
        try:
            async with lock:
                if session not in self.sessions:
                    return False
                earlier = self.owners.get(browser)
                if earlier is not None:
                    earlier.replaced = True
                    await self._end(earlier)
                    await earlier.remote_close()  # its tab is told, even when its app was killed
                self.owners[browser] = session
                await session.start(width, height)
                return True
        finally:
            if not lock.locked() and self.claims.get(browser) is lock:
                del self.claims[browser]

    async def _end(self, session: _Session) -> None:
        """Ask the app to quit; a process still there a few seconds later is killed."""
        if session not in self.sessions:
            return
        self.sessions.discard(session)
        if self.owners.get(session.browser) is session:
            del self.owners[session.browser]
        try:
            await asyncio.wait_for(session.stop(), timeout=5)
        except (TimeoutError, ConnectionError, RuntimeError):
            pass
        process = session.process
        if process is not None and process.returncode is None:
            process.kill()
            await process.wait()
        if session.throwaway:
            shutil.rmtree(session.folder, ignore_errors=True)
        else:
            try:
                session.folder.rmdir()  # only if the game wrote nothing: a visit alone keeps no folder
            except OSError:
                pass

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.router.add_get("/favicon.ico", self.handle_icon)
        app.router.add_get("/escoba/textual.js", self.handle_script)
        return app

    async def handle_script(self, request: web.Request) -> web.Response:
        """textual-serve's page script, with each terminal's object left on its element
        (for the page to change the font when the window is resized)."""
        return web.Response(text=page_script(self.statics_path), content_type="application/javascript")

    async def handle_icon(self, request: web.Request) -> web.Response:
        """The tab's icon (browsers ask for /favicon.ico whatever the page says)."""
        return web.Response(body=icon(), content_type="image/x-icon", headers={"Cache-Control": "max-age=86400"})

    async def on_shutdown(self, app: web.Application) -> None:
        await asyncio.gather(*(self._end(s) for s in list(self.sessions)), return_exceptions=True)

    async def on_startup(self, app: web.Application) -> None:
        self.console.print(self.words["NET_CLI_TEXT"]["serving"].format(url=self.public_url), highlight=False)

    def serve(self, debug: bool = False) -> None:
        """textual-serve's serve, with the access log off unless asked for (it would name
        every visitor's address and every page they opened)."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)

        def told_to_stop() -> None:
            # The first Ctrl-C or SIGTERM stops the server (every tab's app ended, each
            # within seconds). Any more are ignored from here on, by the system: a second
            # stop would cut the first short and leave tabs' processes behind, and a
            # handler still there as the loop closes is given back to Python after the
            # pipe a signal wakes the loop by is shut (a Ctrl-C then printed "Exception
            # ignored ... wakeup fd", or a KeyboardInterrupt trace).
            for each in STOP_SIGNALS:
                loop.remove_signal_handler(each)
                signal.signal(each, signal.SIG_IGN)
            self.request_exit()

        for signum in STOP_SIGNALS:
            try:
                loop.add_signal_handler(signum, told_to_stop)
            except NotImplementedError:  # pragma: no cover - not POSIX
                pass
        try:
            web.run_app(
                self._make_app(),
                host=self.host,
                port=self.port,
                handle_signals=False,
                loop=loop,
                print=lambda *args: None,
                access_log=logging.getLogger("aiohttp.access") if self.access_log else None,
            )
        finally:
            for signum in STOP_SIGNALS:  # stopped, or failed to start: ending now
                signal.signal(signum, signal.SIG_IGN)


# Where textual-serve's script makes each terminal (textual-serve 1.1): the object is
# kept on its element as `escobaTerminal`. A script without this line is served as it is
# (the font then fits the window when the page loads, not after a resize).
SCRIPT_MAKES_TERMINAL = "const t=new w(e,{ping:r});"


@functools.cache
def page_script(statics: Path) -> str:
    # textual-serve's own script (0.5 MB in 1.1), read through the capped reader as every file is
    script = read_text_capped(statics / "js" / "textual.js", 8 * MB, "textual-serve's page script")
    return script.replace(SCRIPT_MAKES_TERMINAL, SCRIPT_MAKES_TERMINAL + "e.escobaTerminal=t;", 1)


@functools.cache
def icon() -> bytes:
    """A 32×32 icon, drawn here: a playing card (cream, dark edge) with a gold coin, the
    suit of oros, as a PNG inside an ICO file."""
    size = 32
    rows = []
    for y in range(size):
        row = bytearray([0])  # PNG filter: none
        for x in range(size):
            inside = 5 <= x <= 26 and 1 <= y <= 30
            edge = inside and (x in (5, 26) or y in (1, 30))
            coin = (x - 15.5) ** 2 + (y - 15.5) ** 2
            if not inside or (edge and (x, y) in ((5, 1), (26, 1), (5, 30), (26, 30))):
                row += bytes(4)  # outside the card (its corners rounded): transparent
            elif edge:
                row += bytes((40, 50, 45, 255))
            elif coin <= 6.5**2:
                row += bytes((150, 100, 10, 255)) if coin >= 5**2 else bytes((222, 170, 40, 255))
            else:
                row += bytes((246, 238, 214, 255))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )
    # ICONDIR (reserved, type 1: icon, one image), then its entry: size, colours, planes,
    # bits per pixel, the PNG's length and where it starts.
    return struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", size, size, 0, 0, 1, 32, len(png), 22) + png


def _cells(value: Any, low: int, high: int) -> int | None:
    """A terminal size from the page, kept within sane bounds; None when it is not a
    finite number (json reads Infinity, NaN and 1e400 as floats)."""
    if not is_number(value) or not math.isfinite(value):
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


def serve(address: str, port: int, max_sessions: int, language: str | None, access_log: bool = False) -> None:
    if port == 0:
        port = free_port(address)
    GameServer(game_command(language), address, port, max_sessions, access_log=access_log, language=language).serve()
