"""One hosted table (network.md): its state and the coordinator the host talks to
(table_state.TableState) with the thread that plays its matches (runner.MatchRunner).
The two are put together here, so neither imports the other's module both ways."""

from __future__ import annotations

from .runner import MatchRunner, RemotePlayer
from .seats import REMOTE
from .store import SavedTableError
from .table_state import TableConfig, TableState, show_result
from .wire import Connection

__all__ = ["REMOTE", "Connection", "RemotePlayer", "SavedTableError", "Table", "TableConfig", "show_result"]


class Table(TableState):
    """A hosted table with its game thread (started by `start`)."""

    def make_runner(self) -> MatchRunner:
        return MatchRunner(self)
