"""The frame every full-screen app shares: the language, the themes, the stylesheet and the too-small guard."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.driver import Driver
from textual.events import Resize

from ..i18n import catalogue as S
from ..i18n import wording as W
from ..study import saves
from .screens.base import MIN_HEIGHT, MIN_WIDTH
from .settings import Settings, load_settings
from .signals import exit_on_signals, leave_ctrl_c_to_the_server
from .terminal import sturdy_driver_class
from .themes import DEFAULT_VARIABLES, load_theme_files, readable_variables

DEFAULT_THEME = "tapete"


class BaseApp(App):
    """What the game, the tournament viewer and the join and watch clients have in common.

    Each app says what it shows first (show_first); the rest (its screens, its messages)
    is its own."""

    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = S.APP_TITLE
    # Textual's command palette speaks English only; the game's own keys and help cover it.
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self,
        data_dir: str | Path | None = None,
        theme_dirs: list[Path] | None = None,
        blink: bool = True,
        language: str | None = None,
        theme: str | None = None,
    ) -> None:
        # The language is set before anything is built: every screen reads the catalogue as it composes.
        self.data_dir = saves.data_dir(data_dir)
        self.remembered, self.settings_problems = load_settings(self.data_dir, S.LANGUAGES)
        # The app owns its catalogue and puts it in force for its screens (S.NAME reads it).
        self.words = S.use_language(language or self.remembered.language or S.language_from_env())
        super().__init__()
        self.choices = self.remembered
        self.blink = blink
        self.theme_dirs = theme_dirs
        self.theme_asked = theme  # --theme: this run's theme, whatever the settings say

    def get_driver_class(self) -> type[Driver]:
        """Textual's choice of driver; on a terminal, one that ends with it (terminal.py)."""
        return sturdy_driver_class(super().get_driver_class())

    def action_help_quit(self) -> None:
        """Ctrl+C (which copies, not quits): how to quit, in the game's language (Textual's
        own notice is English)."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(S.QUIT_HINT.format(key=W.key_name(key)), title=S.QUIT_HINT_TITLE, markup=False)
                return

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(DEFAULT_VARIABLES)

    def get_css_variables(self) -> dict[str, str]:
        # Every theme, Textual's or a file's, with its words made readable (WCAG AA) where
        # its own colours would not be: tests/test_contrast.py checks the rendered screens.
        variables = readable_variables(super().get_css_variables())
        self.theme_variables = variables
        return variables

    @property
    def settings(self) -> Settings:
        """The choices in force (how cards look, which theme, the setup screen's fields)."""
        return self.choices

    def first_theme(self) -> str | None:
        """The theme the first screen is drawn in, unless --theme names one."""
        return self.settings.theme

    def on_mount(self) -> None:
        exit_on_signals(self)  # SIGTERM, SIGHUP: the terminal is restored as after `q`
        leave_ctrl_c_to_the_server(self)  # a browser tab's process: the server ends it
        themes, problems = load_theme_files(self.theme_dirs)
        for theme in themes:
            self.register_theme(theme)
        for problem in problems:
            self.notify(problem, title=S.THEME_SKIPPED, severity="error", timeout=8, markup=False)
        for problem in self.settings_problems:
            self.notify(problem, title=S.SETTINGS_SKIPPED, severity="warning", timeout=8, markup=False)
        self.use_theme(self.theme_asked or self.first_theme())
        self.check_size()
        self.show_first()

    def show_first(self) -> None:
        """The app's first screen, once the themes and the size guard are in place."""
        raise NotImplementedError

    def use_theme(self, wanted: str | None) -> None:
        wanted = wanted or DEFAULT_THEME
        if wanted in self.available_themes:
            self.theme = wanted
        elif DEFAULT_THEME in self.available_themes:
            self.theme = DEFAULT_THEME

    def get_key_display(self, binding: Any) -> str:
        """The footer names a key as the help does, in every language (the catalogue's
        key_name: PgDn, Esc, Ctrl+S; PgSuiv, Échap, Intro): one name per key per language."""
        if binding.key_display:
            return super().get_key_display(binding)
        return W.key_name(binding.key.split(",")[0].strip())

    def on_resize(self, event: Resize) -> None:
        # The app's own size settles a moment after the event; check with the event's size.
        self.check_size(event.size)

    def check_size(self, size=None) -> None:
        width, height = size or self.size
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "-too-small")
        for screen in self.screen_stack:
            for widget in screen.query("TooSmall"):
                widget.refresh()

    def set_main(self, screen) -> None:
        """Replace the current main screen (setup, game, replay) by another."""
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
