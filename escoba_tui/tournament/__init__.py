"""Tournaments: definition files, schedules, parallel runs, standings and ratings."""

from .config import ConfigError, Entrant, SprtSettings, Tournament, read_definition
from .schedule import ScheduledGame, make_schedule
from .standings import StandingsError, read_standings

__all__ = [
    "ConfigError",
    "Entrant",
    "SprtSettings",
    "Tournament",
    "read_definition",
    "ScheduledGame",
    "make_schedule",
    "StandingsError",
    "read_standings",
]
