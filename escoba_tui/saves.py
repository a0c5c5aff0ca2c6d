"""Where the game keeps its files: the match in progress, exported records, last settings."""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

APP_NAME = "escoba_tui"
ENV_DIR = "ESCOBA_DATA_DIR"  # overrides the platform's user data directory (tests, tmux trials)


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The user's data directory for the game (created on first write, not here)."""
    if override is not None:
        return Path(override)
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    import platformdirs  # only when needed: it costs start-up time for nothing otherwise

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def current_save(directory: Path) -> Path:
    """The match in progress, rewritten after every move (a record, result "abandoned")."""
    return directory / "current.toml"


def records_dir(directory: Path) -> Path:
    return directory / "records"


def export_path(directory: Path, started: datetime | None) -> Path:
    stamp = (started or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = records_dir(directory) / f"escoba-{stamp}.toml"
    path, n = base, 1
    while path.exists():
        n += 1
        path = base.with_name(f"escoba-{stamp}-{n}.toml")
    return path


def settings_path(directory: Path) -> Path:
    return directory / "settings.json"


def load_settings(directory: Path) -> dict[str, Any]:
    """The last choices of the setup screen; a missing or unreadable file is no choices."""
    try:
        data = json.loads(settings_path(directory).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_settings(directory: Path, settings: dict[str, Any]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".settings.", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(settings, out, indent=2, sort_keys=True)
    os.replace(tmp, settings_path(directory))
