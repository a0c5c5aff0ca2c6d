"""The Escoba app: moving between setup, game, replay and puzzles (the frame it shares is base_app.py)."""

from __future__ import annotations

import dataclasses
import os
import signal
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from ..files.lock import LockedError
from ..game.reasons import Because
from ..game.record import Record, RecordError, read_record
from ..i18n import catalogue as S
from ..i18n.wording import error_text
from ..players import PlayerFault, PlayerSpecError
from ..study import personal, saves
from ..study.personal import PersonalRecord
from .base_app import BaseApp
from .remote_seats import has_remote
from .screens.game import GameScreen
from .screens.modals import EndScreen, Leave, ProgramsScreen
from .screens.replay import ReplayScreen
from .screens.saved import REPLACE, RESUME, SavedMatchScreen
from .screens.setup import SavedMatch, SetupScreen
from .session import LocalMatch, Seat
from .settings import Settings, options_of, save_settings
from .signals import in_a_browser_tab


def default_names_in_language(settings: Settings) -> Settings:
    """Seats still named by the English defaults ("You") take the current language's ("Vous"):
    the grammar of "Vous jouez" hangs on the name."""
    english = S.english_words()["DEFAULT_NAMES"]  # read, not changed: no copy
    seats = tuple(
        Seat(S.DEFAULT_NAMES[i], seat.kind) if i < len(english) and seat.name == english[i] else seat
        for i, seat in enumerate(settings.seats)
    )
    return settings.replace(seats=seats)


class EscobaApp(BaseApp):
    """`escoba` with no arguments: setup, then the game; or straight to a game or a replay.

    The screens never call into the app: the setup screen posts what the player asked
    for (StartRequested, ResumeRequested, ...), the game screen posts Left, and the
    app moves between them."""

    def __init__(
        self,
        data_dir: str | Path | None = None,
        play: Settings | None = None,
        replay: str | Path | None = None,
        seed: int | None = None,
        theme_dirs: list[Path] | None = None,
        speed: str | None = None,
        started: datetime | None = None,
        blink: bool = True,
        language: str | None = None,
        theme: str | None = None,
        puzzles: bool = False,
        end_review: bool = True,
    ) -> None:
        # `escoba play`'s language comes before the remembered one.
        super().__init__(
            data_dir,
            theme_dirs=theme_dirs,
            blink=blink,
            # --theme, written for `escoba play` or for the whole program: this run's theme,
            # on every screen, until the player picks another on the setup screen.
            theme=theme or (play.theme if play is not None else None),
            language=language or (play.language if play is not None else None),
        )
        self.started = started  # the start time of new matches (fixed by tests: it names records)
        # The end of a match analyses it (each player's accuracy); tests of other things turn it off.
        self.end_review = end_review
        # `escoba play`'s choices are for that one match: they never become the setup
        # screen's (nor the settings file's), which stay the remembered ones, then those
        # of each match started from the setup screen.
        self.play_settings = default_names_in_language(play) if play is not None else None
        self.choices = default_names_in_language(self.remembered)
        self.shown_with = (self.play_settings or self.choices).display  # the match on screen's look
        self.replay_path = replay
        self.puzzles_only = puzzles  # `escoba puzzles`: the puzzles are all there is
        self.seed = seed
        self.speed_override = speed  # tests force "instant" whatever the settings say
        self.last_match: tuple[Settings, int] | None = None  # what a rematch plays again, and its seed
        self.language_changed = False

    # ------------------------------------------------------------ start-up

    def show_first(self) -> None:
        if self.replay_path is not None:
            self.open_replay(Path(self.replay_path), self.settings)
        elif self.play_settings is not None:
            self.play_asked_for(self.play_settings)
        elif self.puzzles_only:
            self.open_puzzles()
        elif in_a_browser_tab() and saves.check_current(self.data_dir)[0] is not None:
            # A browser tab opened (or reloaded) on a match in progress goes back to it.
            self.resume_saved(declined=self.show_setup, failed=self.show_setup)
        else:
            self.show_setup()

    # ------------------------------------------------------------ setup and the saved match

    def show_setup(self, options_open: bool = False) -> None:
        language_changed, self.language_changed = self.language_changed, False
        self.set_main(
            SetupScreen(
                self.settings,
                sorted(self.available_themes),
                self.saved_match(),
                options_open=options_open,
                blink=self.blink,
                personal=self.personal_record(),
                language_changed=language_changed,
            )
        )

    def personal_record(self) -> PersonalRecord:
        """Your record against the computer, as the setup screen shows it. A file that cannot
        be read is kept aside (never deleted) and the player is told where."""
        try:
            loaded = personal.load(self.data_dir)
        except OSError as exc:  # a bad file that could not even be moved: shown empty, left alone
            self.notify(S.RECORD_FAILED.format(error=error_text(exc)), severity="warning", timeout=10, markup=False)
            return PersonalRecord()
        self.record_note(loaded)
        return loaded.record

    def record_note(self, loaded: personal.LoadedRecord) -> None:
        if loaded.note is not None:
            self.notify(
                S.RECORD_KEPT.format(path=loaded.kept_as, reason=loaded.note),
                severity="warning",
                timeout=12,
                markup=False,
            )

    def count_in_record(self, record: Record, takebacks: int) -> None:
        """A match just finished: count it in your record against the computer (if it counts)."""
        try:
            self.record_note(personal.count_match(self.data_dir, record, takebacks))
        except (OSError, LockedError) as exc:
            self.notify(S.RECORD_FAILED.format(error=error_text(exc)), severity="warning", timeout=10, markup=False)

    def saved_match(self) -> SavedMatch:
        """What the setup screen says about the match in progress. A save the game cannot
        use is moved aside (never deleted) and the screen says where it went."""
        record, problem = saves.check_current(self.data_dir)
        if record is not None:
            return SavedMatch(record)
        if problem is None:
            return SavedMatch()
        try:
            kept = saves.keep_aside(self.data_dir)
        except OSError as exc:
            return SavedMatch(kept_as=str(saves.current_save(self.data_dir)), problem=f"{problem}; {error_text(exc)}")
        return SavedMatch(kept_as=str(kept), problem=problem)

    def put_away_saved(self) -> None:
        """Make room for a new match: the abandoned one goes among the records; one the game
        cannot read goes aside. Nothing is deleted."""
        path = saves.current_save(self.data_dir)
        if not path.exists():
            return
        record, problem = saves.check_current(self.data_dir)
        try:
            if record is not None:
                target = saves.export_path(self.data_dir, record.started)
                target.parent.mkdir(parents=True, exist_ok=True)
                path.replace(target)
            else:
                kept = saves.keep_aside(self.data_dir)
                self.notify(
                    S.SETUP_SAVE_KEPT.format(path=kept, reason=problem), severity="warning", timeout=10, markup=False
                )
        except OSError as exc:
            self.notify(error_text(exc), severity="error", markup=False)

    def on_setup_screen_start_requested(self, message: SetupScreen.StartRequested) -> None:
        if has_remote(message.settings.seats):  # friends join over the network: the game hosts it
            from .hosting import host_from_setup  # the network's code: imported when a game hosts

            host_from_setup(self, message.settings, self.data_dir, self.seed, self.speed_override)
            return
        self.start_match_from(message.settings)

    # -- a match hosted from the setup screen (ui/hosting.py): only the app switches screens

    def on_hosted_match_show(self, message: Any) -> None:  # HostedMatch.Show
        self.set_main(message.screen)

    def on_hosted_match_ended(self, message: Any) -> None:  # HostedMatch.Ended
        self.show_setup()

    def on_hosted_match_chosen(self, message: Any) -> None:  # HostedMatch.Chosen
        self.remember(message.settings)

    def on_hosted_match_said(self, message: Any) -> None:  # HostedMatch.Said
        message.hosted.on_message(message.message)

    def on_setup_screen_discard_requested(self, message: SetupScreen.DiscardRequested) -> None:
        self.put_away_saved()

    def on_setup_screen_language_chosen(self, message: SetupScreen.LanguageChosen) -> None:
        old_names = S.DEFAULT_NAMES
        self.words = S.use_language(message.code)
        # A seat still called by the old language's default ("You") takes the new one ("Vous").
        seats = tuple(
            Seat(S.DEFAULT_NAMES[i], seat.kind) if i < len(old_names) and seat.name == old_names[i] else seat
            for i, seat in enumerate(message.settings.seats)
        )
        self.choices = message.settings.replace(seats=seats, language=message.code)
        self.language_changed = True  # the setup screen comes back with the focus on the language
        self.show_setup(options_open=message.options_open)

    def on_setup_screen_resume_requested(self, message: SetupScreen.ResumeRequested) -> None:
        self.resume_saved()

    def resume_saved(
        self, declined: Callable[[], None] | None = None, failed: Callable[[], None] | None = None
    ) -> None:
        """Resume the match in progress, first asking before it starts any program it names;
        `declined` runs when the player says no to that, `failed` when the match cannot
        start again (said in a notification)."""
        record, problem = saves.check_current(self.data_dir)
        if record is None:
            self.notify(S.RESUME_FAILED.format(error=problem or "—"), severity="error", markup=False)
            if declined is not None:
                declined()
            return
        programs = [(name, kind) for name, kind in zip(record.seats, record.players) if runs_code(kind)]
        if not programs:
            self.resume(record, failed)
            return

        def answered(run: bool | None) -> None:
            if run:
                self.resume(record, failed)
            elif declined is not None:
                declined()

        self.push_screen(ProgramsScreen(programs), answered)

    def play_asked_for(self, settings: Settings) -> None:
        """`escoba play`: its match starts at once, unless one is in progress; then the player
        is asked first (resume that one, replace it, or stop here with nothing changed)."""
        record, _ = saves.check_current(self.data_dir)
        if record is None:  # none, or a file the game cannot use (kept aside as it starts)
            self.start_match_from(settings, remember=False)
            return
        saved = SavedMatch(record)

        def answered(choice: str | None) -> None:
            if choice == REPLACE:
                self.start_match_from(settings, remember=False)
            elif choice == RESUME:
                self.resume_saved(declined=lambda: self.play_asked_for(settings))
            else:
                self.exit()

        self.push_screen(
            SavedMatchScreen(saved.summary(), saved.seat_list(), str(saves.records_dir(self.data_dir))), answered
        )

    def resume(self, record: Record, failed: Callable[[], None] | None = None) -> None:
        try:
            match = LocalMatch.from_record(record)
        except Exception as exc:  # a player that cannot be built or started: the save stays
            self.notify(S.RESUME_FAILED.format(error=exc), severity="error", markup=False)
            if failed is not None:
                failed()
            return
        match.takebacks = saves.read_takebacks(self.data_dir, match.seed, match.started)
        # A rematch plays the resumed match's seats and rules again, shown as chosen now.
        rules = match.rules
        self.last_match = (
            self.choices.replace(
                preset=rules.preset,
                target=rules.target,
                options=options_of(rules),
                seats=tuple(match.seats),
                partners=match.partners,
            ),
            match.seed,
        )
        self.notify(S.RESUMED, markup=False)
        self.show_match(match, self.settings, saves.read_reasons(self.data_dir, match.seed, match.started))

    # ------------------------------------------------------------ matches

    def start_match_from(self, settings: Settings, remember: bool = True, seed: int | None = None) -> None:
        """Start a new match; `remember`: these are the setup screen's choices, kept for next
        time (not so for `escoba play`'s one-off flags, nor a rematch)."""
        if remember:
            self.remember(settings)
        self.put_away_saved()
        if seed is None:
            # A fresh seed per new match; every shuffle then comes from Random(seed), and the
            # record keeps the seed, so the match can be replayed and resumed exactly.
            seed = self.seed if self.seed is not None else int.from_bytes(os.urandom(4), "big") >> 1
        try:
            match = LocalMatch(settings.rules(), list(settings.seats), settings.partners, seed, self.started)
        except (PlayerFault, PlayerSpecError, OSError) as exc:  # a program that fails before `ready`, say
            self.notify(S.START_FAILED.format(error=error_text(exc)), severity="error", markup=False)
            self.show_setup()
            return
        self.last_match = (settings, seed)
        self.show_match(match, settings)

    def remember(self, settings: Settings) -> None:
        """The setup screen's choices, kept for next time. A theme from --theme is this run's
        only: the file keeps the remembered one, unless the player picked another."""
        self.choices = settings
        if self.theme_asked is not None:
            settings = settings.replace(theme=self.remembered.theme)
        try:
            save_settings(self.data_dir, settings)
        except OSError as exc:
            self.notify(error_text(exc), severity="warning", markup=False)

    def show_match(
        self, match: LocalMatch, settings: Settings, reasons: Mapping[tuple[int, int], Because] | None = None
    ) -> None:
        """The game screen for `match`; `reasons`: the explanations of a resumed hand's moves."""
        display = self.shown_with = settings.display
        if self.speed_override:
            display = dataclasses.replace(display, speed=self.speed_override)
        screen = GameScreen(match, display, self.data_dir)
        screen.reasons.update(reasons or {})
        self.set_main(screen)

    def on_game_screen_finished(self, message: GameScreen.Finished) -> None:
        self.count_in_record(message.record, message.takebacks)

    def on_end_screen_reviewed(self, message: EndScreen.Reviewed) -> None:
        """The match's analysis is done: your accuracy goes in your record (if the match counts)."""
        people = [s for s, spec in enumerate(message.record.players) if personal.is_person(spec)]
        mine = [p for p in message.analysis.players if p.seat in people]
        if len(mine) != 1:
            return
        try:
            self.record_note(personal.count_accuracy(self.data_dir, message.record, mine[0].accuracy))
        except (OSError, LockedError) as exc:
            self.notify(S.RECORD_FAILED.format(error=error_text(exc)), severity="warning", timeout=10, markup=False)

    def on_game_screen_left(self, message: GameScreen.Left) -> None:
        if message.choice == Leave.QUIT:
            self.exit()
        elif message.choice == Leave.REVIEW and message.record is not None:
            self.open_review(message.record, message.path)
        elif message.choice == Leave.REMATCH and self.last_match is not None:
            settings, seed = self.last_match
            self.start_match_from(settings, remember=False, seed=seed + 1)
        else:
            self.show_setup()

    # ------------------------------------------------------------ replay

    def open_replay(self, path: Path, settings: Settings) -> None:
        try:
            record = read_record(path)
        except RecordError as exc:
            self.exit(message=str(exc), return_code=2)
            return
        self.set_main(ReplayScreen(record, str(path), settings.faces, settings.show_values))

    def open_review(self, record: Record, path: Path | None) -> None:
        """After a hosted match (its table is gone): its replay, each move labelled by the
        analysis as it comes in; q goes to the menu. A local match's opens over its end screen."""
        self.set_main(
            ReplayScreen(
                record,
                str(path or "match"),
                self.shown_with.faces,
                self.shown_with.show_values,
                review=True,
                back="menu",
            )
        )

    # ------------------------------------------------------------ puzzles

    def open_puzzles(self) -> None:
        """Today's puzzles from your games, in the faces chosen on the setup screen."""
        from .screens.practice import PuzzleScreen

        self.set_main(PuzzleScreen(self.data_dir, self.settings.faces, self.settings.show_values))

    def on_setup_screen_puzzles_requested(self, message: SetupScreen.PuzzlesRequested) -> None:
        self.open_puzzles()

    def on_practice_screen_closed(self, message: Any) -> None:
        if self.puzzles_only:
            self.exit()
        else:
            self.show_setup()

    def on_replay_screen_closed(self, message: ReplayScreen.Closed) -> None:
        if self.replay_path is not None:
            self.exit()  # `escoba replay FILE`: the replay is all there is
        else:
            self.show_setup()  # a review after a match


def runs_code(kind: str) -> bool:
    """A seat kind that starts a program or imports a module named in a file."""
    return kind.strip().startswith(("cmd:", "py:"))


def run_app(**kwargs: Any) -> None:
    """Run the full-screen game; kwargs as EscobaApp takes them."""
    app = EscobaApp(**kwargs)
    app.run()
    if in_a_browser_tab():
        # A browser tab's process (`escoba serve`): the server ends it. SIGINT is ignored
        # from the app's mount on (signals.leave_ctrl_c_to_the_server); an app that ended
        # before its mount had Textual give SIGINT back to Python as its loop closed, and
        # a Ctrl-C at the server's console then (the exit waits for the thread reading
        # the server's pipe) printed a KeyboardInterrupt trace into that console.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if app.return_code:
        raise SystemExit(app.return_code)
