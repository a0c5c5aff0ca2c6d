"""`escoba serve`: the game in a browser, tested through the terminal websocket (pyte)
and in a real headless chromium (Playwright). Servers are started here on 127.0.0.1
and stopped here, with every app process they started."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

aiohttp = pytest.importorskip("aiohttp")
pyte = pytest.importorskip("pyte")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-headless-shell")


CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium():
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("CI must install Debian's chromium for the browser test (.ci/run does)")
        pytest.skip("Debian's chromium is not installed here (apt-get install chromium)")
    return pytest.importorskip("playwright.sync_api")


def _children(pid: int) -> list[int]:
    """Every process below `pid` (from /proc), to prove none outlives its game."""
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        try:
            kids = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
        except OSError:
            continue
        found += [int(k) for k in kids]
        frontier += [int(k) for k in kids]
    return found


@pytest.fixture
def server(tmp_path):
    """Start `escoba serve --port 0`; yield (url, process); stop it and everything below."""
    procs = []

    def start(*args: str):
        env = {**os.environ, "ESCOBA_DATA_DIR": str(tmp_path / "data"), "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
        proc = subprocess.Popen(
            [sys.executable, "-m", "escoba_tui", "serve", "--port", "0", "--lang", "en", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
            start_new_session=True,
        )
        procs.append(proc)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if "http://" in line:
                url = "http://" + line.split("http://", 1)[1].split()[0]
                _wait_listening(url, deadline)
                return url, proc
            if not line and proc.poll() is not None:
                break
        raise AssertionError("escoba serve did not say where it listens")

    yield start
    for proc in procs:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=10)


def _wait_listening(url: str, deadline: float) -> None:
    """The address is printed as the server starts; wait until it answers."""
    import urllib.request

    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"{url} never answered")


class Terminal:
    """A browser tab without the browser: the websocket's bytes fed into pyte."""

    def __init__(self, ws, width: int = 100, height: int = 32) -> None:
        self.ws = ws
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)

    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def wait_for(self, words: str, seconds: float = 30) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if words in self.text():
                return self.text()
            try:
                message = await self.ws.receive(timeout=0.5)
            except TimeoutError:
                continue
            if message.type == aiohttp.WSMsgType.BINARY:
                self.stream.feed(message.data)
            elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                break
        raise AssertionError(f"{words!r} never appeared; the screen:\n{self.text()}")

    async def press(self, keys: str) -> None:
        await self.ws.send_str(json.dumps(["stdin", keys]))


def test_the_page_is_not_trusted_and_tabs_are_bounded(server):
    """A tab plays through the terminal websocket, in an app process of its own that ends
    with it; whatever the page sends, and a tab too many, it goes on."""
    url, proc = server("--max-sessions", "1")

    async def hostile() -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"{url}/ws?width=abc&height=24") as ws:
                tab = Terminal(ws, 80, 24)
                await tab.wait_for("New match")
                assert len(_children(proc.pid)) >= 1  # the tab's own app process
                for junk in (
                    "not json",
                    "[]",
                    '["stdin"]',
                    '["resize", 5]',
                    '["resize", {"width": "x"}]',
                    "[" * 100_000,
                    json.dumps(["stdin", "x" * 200_000]),
                    '{"a": 1}',
                ):
                    await ws.send_str(junk)
                # A second tab while the one allowed is open: refused, and the first goes on.
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(f"{url}/ws")
                assert refused.value.status == 503
                await ws.send_str(json.dumps(["ping", "still there?"]))
                while True:
                    message = await ws.receive(timeout=10)
                    if message.type == aiohttp.WSMsgType.TEXT and "pong" in message.data:
                        break
                await tab.press("\x13")  # ctrl+s: Start
                screen = await tab.wait_for("in the deck")
                assert "New match" not in screen

    asyncio.run(hostile())
    assert proc.poll() is None  # the server survived all of it
    # The tab closed: its app process ends with it.
    deadline = time.monotonic() + 15
    while _children(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _children(proc.pid) == []


def test_frames_with_numbers_that_are_not_finite_are_dropped_and_logged_in_one_line(server):
    url, proc = server()

    async def hostile() -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"{url}/ws?width=1e400&height=nan") as ws:
                tab = Terminal(ws, 80, 24)
                await tab.wait_for("New match")
                for frame in ('["focus"]', '["blur"]'):  # textual-serve's page sends these: fine
                    await ws.send_str(frame)
                for junk in (
                    '["focus", 1]',
                    '["resize", {"width": Infinity, "height": 30}]',
                    '["resize", {"width": 1e400}]',
                    '["resize", {"width": 100, "height": -Infinity}]',
                    '["resize", {"width": NaN}]',
                    '["resize", {"width": true, "height": 30}]',
                    "[" * 30_000,
                    '["stdin", "\\ud800"]',
                    '["ping", {"deep": [1e400]}]',
                    '["resize", {"width": 90}, 3]',
                ):
                    await ws.send_str(junk)
                await ws.send_str(json.dumps(["ping", "still there?"]))
                while True:
                    message = await ws.receive(timeout=10)
                    assert message.type not in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), "the tab was closed"
                    if message.type == aiohttp.WSMsgType.TEXT and "pong" in message.data:
                        break
                await ws.send_str(json.dumps(["resize", {"width": 100.0, "height": 32}]))  # a float size is fine
                await tab.press("\x13")
                await tab.wait_for("in the deck")

    asyncio.run(hostile())
    assert proc.poll() is None  # the server survived all of it
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=20)
    assert "Traceback" not in out and "locals" not in out, out
    said = [line for line in out.splitlines() if "not valid" in line]
    assert said == [
        "warning: a page sent a frame that is not valid (a kind of frame the page never sends): dropped, "
        "as are any more like it from that tab"
    ], out


def _card_faces(png: bytes) -> int:
    """How many pixels have the cream of a card's face (the default theme)."""
    import io

    from PIL import Image

    pixels = Image.open(io.BytesIO(png)).convert("RGB").tobytes()
    return sum(1 for i in range(0, len(pixels), 3) if pixels[i] > 235 and pixels[i + 1] > 225 and pixels[i + 2] > 200)


def _wait_for_screen(page, wanted, seconds: float = 30) -> bytes:
    """A screenshot once the page has drawn something that `wanted` accepts (looked at
    every quarter of a second: the setup screen before the match has some 1,600 pixels
    of cream, the game's first deal some 44,000)."""
    deadline = time.monotonic() + seconds
    while True:
        shot = page.screenshot()
        faces = _card_faces(shot)
        if wanted(faces):
            return shot
        if time.monotonic() > deadline:
            raise AssertionError(f"the page never showed what was expected ({faces} card-face pixels)")
        page.wait_for_timeout(250)


def _ids_and_cookie(headers) -> str:
    """The browser id the server gave in a response's Set-Cookie (checked to be ours only)."""
    cookie = next(v for k, v in headers.items() if k.lower() == "set-cookie" and v.startswith("escoba_browser="))
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Max-Age=" in cookie, cookie
    value = cookie.split(";", 1)[0].split("=", 1)[1]
    assert len(value) == 32 and set(value) <= set("0123456789abcdef"), cookie
    return value


@pytest.mark.slow
def test_each_browser_keeps_its_own_saved_match_and_one_tab_plays_it(server, tmp_path):
    """Ana's browser has a match in progress. Bea's browser (another id) sees none and
    starts her own: Ana's is untouched. Ana's tab goes back to hers; a second tab of Ana's
    browser takes the game over (the first is closed with REPLACED, for its page to say so) (the first tab's process ends first: never two writers
    of one folder). A cookie that is not one the server makes names no folder."""
    from helpers.ui_factory import saved_match

    from escoba_tui.ui.web_page import REPLACED

    url, proc = server()
    ana, bea = "a" * 32, "b" * 32
    web = tmp_path / "data" / "web"
    kept = saved_match(web / ana)

    def connect(http, browser):
        return http.ws_connect(f"{url}/ws?width=100&height=32", headers={"Cookie": f"escoba_browser={browser}"})

    async def play() -> None:
        async with aiohttp.ClientSession() as http:
            async with connect(http, bea) as ws:
                tab = Terminal(ws)
                screen = await tab.wait_for("New match")
                assert "Resume saved match" not in screen
                await tab.press("\x13")  # ctrl+s: Start
                await tab.wait_for("in the deck")
            assert (web / bea / "settings.json").exists()
            assert (web / ana / "current.toml").read_text(encoding="utf-8") == kept
            async with connect(http, ana) as first:
                await Terminal(first).wait_for("in the deck")  # a tab goes straight back to the match
                (game,) = _children(proc.pid)
                async with connect(http, ana) as second:
                    await Terminal(second).wait_for("in the deck")
                    closed = await first.receive(timeout=15)
                    while closed.type == aiohttp.WSMsgType.BINARY:
                        closed = await first.receive(timeout=15)
                    assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), closed
                    assert closed.data == REPLACED, closed  # its page says why it ended
                    assert game not in _children(proc.pid)  # the first tab's game ended before the new one began
            async with connect(http, "../../escape") as ws:
                assert _ids_and_cookie(ws._response.headers) not in (ana, bea)

    asyncio.run(play())
    # A visit that kept nothing leaves no folder (once the server has ended its game).
    deadline = time.monotonic() + 15
    while len(list(web.iterdir())) > 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert sorted(p.name for p in web.iterdir()) == [ana, bea]
    assert not (tmp_path / "escape").exists() and not (tmp_path / "data" / "escape").exists()
    assert (web / ana / "current.toml").read_text(encoding="utf-8") == kept


def test_only_an_id_the_server_could_have_made_names_a_folder():
    from escoba_tui.ui.web import browser_id

    assert browser_id("0123456789abcdef" * 2) == "0123456789abcdef" * 2
    for hostile in (
        None,
        "",
        "../../escape",
        "A" * 32,
        "a" * 31 + "\n",
        "a" * 33,
        "a" * 31,
        "a" * 31 + "/",
        "a" * 31 + "\u0661",
        "a" * 16 + "\x00" + "a" * 15,
    ):
        assert browser_id(hostile) is None, hostile


def test_a_tabs_process_leaves_ctrl_c_to_the_server_before_and_after_its_app(monkeypatch):
    """A Ctrl-C at the server's console reaches every tab's process too (one process
    group); the server ends them itself. A tab still starting, or winding down after
    its app (Textual hands SIGINT back to Python as it closes), printed a
    KeyboardInterrupt trace into the server's console: it ignores SIGINT then."""
    from escoba_tui.ui import app as app_module
    from escoba_tui.ui.web import game_command

    prelude, _, program = game_command("fr").partition("exec ")
    assert program.split()[-3:] == ["escoba_tui", "--lang", "fr"]
    shown = subprocess.run(
        [
            "sh",
            "-c",
            prelude
            + "exec "
            + f"{sys.executable} -c 'import signal; print(signal.getsignal(signal.SIGINT) == signal.SIG_IGN)'",
        ],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert shown.stdout.strip() == "True", shown

    class Ran:
        return_code = 0

        def __init__(self, **kwargs):
            pass

        def run(self):
            signal.signal(signal.SIGINT, signal.default_int_handler)  # as Textual's loop leaves it

    monkeypatch.setattr(app_module, "EscobaApp", Ran)
    before = signal.getsignal(signal.SIGINT)
    try:
        monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
        app_module.run_app()
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # the terminal game: Ctrl-C as ever
        monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
        app_module.run_app()
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


def test_more_ctrl_c_while_the_server_stops_do_not_cut_the_stop_short(server):
    """Impatient Ctrl-Cs, while the first one's stop is ending the tabs and until the
    server has ended, are not a second stop: the server still ends every tab's process,
    exits as after one, and prints no trace."""
    url, proc = server()

    async def two_ctrl_c() -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"{url}/ws?width=80&height=24") as ws:
                tab = Terminal(ws, 80, 24)
                await tab.wait_for("New match")
                assert _children(proc.pid)  # the tab's app
                os.killpg(proc.pid, signal.SIGINT)  # the console's Ctrl-C: the whole group
                deadline = time.monotonic() + 20
                while time.monotonic() < deadline:  # and again and again until the tab is closed
                    try:
                        message = await ws.receive(timeout=0.05)
                    except TimeoutError:
                        if proc.poll() is None:
                            os.kill(proc.pid, signal.SIGINT)
                        continue
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                        break

    asyncio.run(two_ctrl_c())
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:  # the tab is closed; Ctrl-C on until the server has ended
        try:
            proc.wait(timeout=0.02)
            break
        except subprocess.TimeoutExpired:
            try:
                os.kill(proc.pid, signal.SIGINT)
            except ProcessLookupError:
                break
    out, _ = proc.communicate(timeout=20)
    assert proc.returncode == 0, out
    assert "Traceback" not in out and "Exception ignored" not in out, out
    assert _children(proc.pid) == []


def test_a_tab_ignores_ctrl_c_from_its_mount_on(monkeypatch):
    """Textual's web driver takes SIGINT on the app's loop; a tab's process gives it up
    as it mounts, so that no Ctrl-C at the server's console runs a handler in it, not
    even while its loop closes (one that did then wrote to the loop's shut wake-up
    pipe: "Exception ignored ... Bad file descriptor" on the server's console)."""
    from escoba_tui.ui.signals import leave_ctrl_c_to_the_server

    class Tab:
        is_headless = False

    before = signal.getsignal(signal.SIGINT)
    loop = asyncio.new_event_loop()
    try:

        async def mount() -> None:
            asyncio.get_running_loop().add_signal_handler(signal.SIGINT, lambda: None)  # as the web driver does
            monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
            leave_ctrl_c_to_the_server(Tab())  # the terminal game: Ctrl-C as ever
            assert signal.getsignal(signal.SIGINT) not in (signal.SIG_IGN, signal.default_int_handler)
            monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
            leave_ctrl_c_to_the_server(Tab())
            assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN

        loop.run_until_complete(mount())
        loop.close()  # the loop no longer hands SIGINT back to Python as it closes
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
        assert signal.set_wakeup_fd(-1) == -1  # and the wake-up pipe is let go
    finally:
        if not loop.is_closed():
            loop.close()
        signal.signal(signal.SIGINT, before)


def _stop(proc) -> str:
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=20)
    return out


def test_the_page_asks_nothing_of_another_host_and_nobody_is_logged(server):
    """Everything the page loads is relative to it (textual-serve's own page loads a font
    from fonts.googleapis.com), a policy tells the browser so, every file it names is
    served here; the browser gets an id only this server reads. No access log unless asked."""
    import re
    import urllib.request

    url, proc = server()
    with urllib.request.urlopen(url, timeout=10) as answer:
        page = answer.read().decode("utf-8")
        _ids_and_cookie(dict(answer.headers.items()))
        policy = answer.headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "font-src 'self'" in policy
    assert "://" not in page and "googleapis" not in page
    named = re.findall(r'(?:src|href)="([^"]+)"|url\("([^"]+)"\)', page)
    assert len(named) >= 4
    for found in named:
        link = found[0] or found[1]
        assert not link.startswith(("/", "//")) and ":" not in link, link
        with urllib.request.urlopen(f"{url}/{link}", timeout=10) as served:
            assert served.status == 200 and served.read()
    # The tab's icon (it was a 404): an ICO file of a 32×32 image.
    import io

    from PIL import Image

    assert "favicon.ico" in [found[0] for found in named]
    with urllib.request.urlopen(f"{url}/favicon.ico", timeout=10) as served:
        assert served.headers["Content-Type"] == "image/x-icon"
        shown = Image.open(io.BytesIO(served.read()))
        assert shown.format == "ICO" and shown.size == (32, 32)
    out = _stop(proc)
    assert "GET /" not in out, out


def test_the_page_speaks_the_servers_language(server):
    """The page's own words (its button, why a tab ended) come from the catalogue, in the
    language of --lang; the default is English."""
    import html
    import urllib.request

    from escoba_tui.i18n.catalogue import words_for

    url, proc = server("--lang", "fr")
    with urllib.request.urlopen(url, timeout=10) as answer:
        page = answer.read().decode("utf-8")
    words = words_for("fr")["WEB_PAGE_TEXT"]
    assert '<html lang="fr">' in page
    for key in ("start", "ended", "replaced", "restart", "play_here"):
        assert html.escape(words[key]) in page, key
    assert "Session ended" not in page and "{" + "replaced}" not in page


def test_the_access_log_is_kept_when_asked_for(server):
    import urllib.request

    url, proc = server("--access-log")
    urllib.request.urlopen(url, timeout=10).read()
    out = _stop(proc)
    assert "GET / " in out, out


@pytest.mark.slow
def test_two_browsers_in_a_real_chromium_play_apart_and_only_with_this_server(server, tmp_path):
    """Debian's chromium, driven by Playwright. Two browsers (contexts: cookies apart, as
    two people): each starts a match (a click and Ctrl+S) in its own folder, the first
    draws the cards' faces (counted in the screenshot: the page, its script and its
    font work), and every request either page makes goes to this server."""
    playwright = _chromium()
    from urllib.parse import urlsplit

    url, proc = server()
    web = tmp_path / "data" / "web"
    asked: list[str] = []
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            ids, pages = [], []
            for _ in range(2):  # both pages open first: their apps start side by side
                context = browser.new_context(viewport={"width": 1000, "height": 640})
                context.on("request", lambda request: asked.append(request.url))
                page = context.new_page()
                page.goto(url)
                (browser_id,) = [c["value"] for c in context.cookies() if c["name"] == "escoba_browser"]
                ids.append(browser_id)
                pages.append(page)
            for browser_id, page in zip(ids, pages):
                started = web / browser_id / "settings.json"
                deadline = time.monotonic() + 40
                while not started.exists():
                    # The page may be drawn before the app reads its keys: press Start again.
                    assert time.monotonic() < deadline, "the match never started in the browser"
                    page.mouse.click(500, 400)
                    page.keyboard.press("Control+s")
                    page.wait_for_timeout(500)
                if page is pages[0]:
                    (tmp_path / "started.png").write_bytes(_wait_for_screen(page, lambda faces: faces > 5000))
        finally:
            browser.close()
    assert ids[0] != ids[1]
    assert sorted(p.name for p in web.iterdir()) == sorted(ids)
    hosts = {urlsplit(u).netloc for u in asked}
    assert hosts == {urlsplit(url).netloc}, asked


class TabScreen:
    """What a real browser tab's terminal shows, read from its websocket's frames (pyte):
    the page draws on a canvas, with no text to read in the page itself. Every websocket
    the page opens (a reload opens a new one) starts a fresh screen; `sent` keeps the
    page's frames to the server."""

    def __init__(self, page) -> None:
        self.page = page
        self.sent: list[str] = []
        self.sockets: list = []
        self.screen = pyte.Screen(160, 60)
        self.stream = pyte.ByteStream(self.screen)
        page.on("websocket", self._opened)

    def _opened(self, ws) -> None:
        self.sockets.append(ws)
        self.screen.reset()
        ws.on("framesent", lambda payload: self.sent.append(payload if isinstance(payload, str) else ""))
        ws.on("framereceived", lambda payload: self.stream.feed(payload) if isinstance(payload, bytes) else None)

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_for(self, words: str, seconds: float = 60) -> str:
        """Wait until the terminal shows `words` (on each frame the page receives)."""
        if words not in self.text():
            if not self.sockets:
                self.page.wait_for_event("websocket", timeout=seconds * 1000)
            self.sockets[-1].wait_for_event(
                "framereceived", predicate=lambda _: words in self.text(), timeout=seconds * 1000
            )
        return self.text()


@pytest.mark.slow
def test_a_real_tab_fits_small_windows_takes_keys_at_once_comes_back_on_reload_and_says_why_it_ended(server):
    """Issue 34 item 6, in Debian's chromium. A 760×480 window: the font is made smaller
    so that the game's 80×24 fit (it said "The terminal is 84×22"); keys reach the game
    with no click first (the focus was on BODY); the page's focus and blur frames are
    taken, not logged as invalid; a reload goes straight back to the match; a tab whose
    game a newer tab takes over says so; the page's policy lets it open no websocket to
    any other host; the tab's icon is there."""
    playwright = _chromium()
    url, proc = server()
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 760, "height": 480})
            page = context.new_page()
            tab = TabScreen(page)
            page.goto(url)
            assert "Escoba needs at least" not in tab.wait_for("New match")
            sizes = [json.loads(frame)[1] for frame in tab.sent if frame.startswith('["resize"')]
            assert sizes and sizes[-1]["width"] >= 80 and sizes[-1]["height"] == 24, sizes
            # Smaller still, after the page loaded: the font follows.
            page.set_viewport_size({"width": 700, "height": 440})
            page.wait_for_function("() => document.getElementById('terminal').escobaTerminal.terminal.rows === 24")
            assert "Escoba needs at least" not in tab.wait_for("New match")
            sizes = [json.loads(frame)[1] for frame in tab.sent if frame.startswith('["resize"')]
            assert sizes[-1]["width"] >= 80 and sizes[-1]["height"] == 24, sizes
            assert page.evaluate("() => document.activeElement.tagName") == "TEXTAREA"
            page.keyboard.press("Control+s")  # no click first
            tab.wait_for("in the deck")
            page.evaluate("() => document.activeElement.blur()")  # the page sends ["blur"] ...
            page.locator(".xterm-screen").click()  # ... and ["focus"]
            page.wait_for_function("() => document.activeElement.tagName === 'TEXTAREA'")
            assert '["blur"]' in tab.sent and '["focus"]' in tab.sent, tab.sent
            # The policy: a websocket to another host is refused by the browser itself.
            blocked = page.evaluate(
                """() => new Promise(done => {
                    document.addEventListener("securitypolicyviolation", e => done(e.violatedDirective));
                    try {
                        const ws = new WebSocket("ws://127.0.0.2:9/elsewhere");
                        ws.onopen = ws.onerror = () => done("not blocked");
                    } catch (e) { done("thrown " + e.name); }
                })"""
            )
            assert blocked.startswith("connect-src"), blocked
            page.reload()
            screen = tab.wait_for("in the deck")
            assert "New match" not in screen and "Resume" not in screen
            newer = context.new_page()
            newer.goto(url)
            TabScreen(newer).wait_for("in the deck")
            page.wait_for_function("() => document.body.classList.contains('-closed')")
            said = page.locator(".closed-dialog .message").text_content()
            assert said == "This game was opened in another tab or window of this browser: it goes on there."
            assert page.locator("#restart").text_content() == "Play here"
            # The icon the page names (headless chromium never asks for one itself).
            icon = page.evaluate(
                """() => fetch(document.querySelector("link[rel=icon]").href)
                    .then(r => [r.status, r.headers.get("content-type")])"""
            )
            assert icon == [200, "image/x-icon"], icon
        finally:
            browser.close()
    out = _stop(proc)
    assert "not valid" not in out, out
