"""What every screen shares: the "terminal too small" notice."""

from __future__ import annotations

from textual.widget import Widget

from ...i18n import catalogue as S

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmall(Widget):
    """Shown instead of the screen's content while the terminal is below 80×24 (see app.tcss)."""

    DEFAULT_CSS = """
    TooSmall { display: none; width: 100%; height: 100%; content-align: center middle; text-style: bold; }
    """

    def render(self) -> str:
        w, h = self.app.size
        return S.TOO_SMALL.format(w=w, h=h, mw=MIN_WIDTH, mh=MIN_HEIGHT)


class Review:
    """The analysis the Review, its retries and the end screen run: `ITERS` None is
    `escoba analyze`'s default (the same result for the same record); tests set fewer
    worlds for speed. One place, read by every screen that analyses."""

    ITERS: int | None = None
