"""Where a tournament's games run: forked worker processes on this machine (the default),
or a Dask cluster (`--scheduler`, `--scheduler-file`, `--cluster local:N`). The choice
and its checks live here, beside the runner that uses it; the command line only words
what this says (every refusal is an EscobaError keyed in the catalogue's ERRORS)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import EscobaError
from ..files.names import shown_text

if TYPE_CHECKING:
    from .cluster import DaskExecutor
    from .config import Tournament

LOCAL_CLUSTER = re.compile(r"local:(\d{1,6})")


def max_workers() -> int:
    """More worker processes than this is a typo, not a plan (a worker mostly waits on
    external bots, so a few per core can make sense; a thousand forks never does)."""
    return max(64, 4 * (os.cpu_count() or 1))


@dataclass(frozen=True)
class Where:
    """The place asked for: `workers` forked processes (None: one per core), or one of
    a scheduler's address, a scheduler file or a local cluster of `local` workers."""

    workers: int | None = None
    scheduler: str | None = None
    scheduler_file: Path | None = None
    local: int | None = None

    @property
    def cluster(self) -> bool:
        return self.scheduler is not None or self.scheduler_file is not None or self.local is not None


def where_asked(
    workers: int | None = None,
    scheduler: str | None = None,
    scheduler_file: Path | None = None,
    cluster: str | None = None,
) -> Where:
    """The place the options ask for, checked: a worker count in range; at most one of
    --scheduler, --scheduler-file and --cluster, and not with --workers; `local:N` with N
    what this machine can hold; the cluster extra installed for any of them."""
    if workers is not None and not 1 <= workers <= max_workers():
        raise EscobaError(key="workers_range", value=workers, most=max_workers())
    given = (("--scheduler", scheduler), ("--scheduler-file", scheduler_file), ("--cluster", cluster))
    chosen = [flag for flag, value in given if value is not None]
    if not chosen:
        return Where(workers=workers)
    if len(chosen) > 1:
        raise EscobaError(key="one_place", both=tuple(chosen))
    if workers is not None:
        raise EscobaError(key="workers_local", option=chosen[0])
    from . import cluster as dask_cluster

    local = None
    if cluster is not None:
        most = dask_cluster.max_local_workers()
        m = LOCAL_CLUSTER.fullmatch(cluster.strip())
        if m is None or not 1 <= int(m.group(1)):
            raise EscobaError(key="cluster_form", value=shown_text(cluster, 40), most=most)
        local = int(m.group(1))
        if local > most:
            raise EscobaError(key="cluster_most", value=local, most=most, memory=dask_cluster.LOCAL_WORKER_MEMORY >> 20)
    if not dask_cluster.available():
        raise EscobaError(key="option_problem", option=chosen[0], problem=dask_cluster.INSTALL_HINT)
    return Where(scheduler=scheduler, scheduler_file=scheduler_file, local=local)


@dataclass
class Placement:
    """Where the games will run: `executor` (None: the runner forks `threads` local
    workers), how many games run at once, the place in words for the progress line
    (None for local workers) and the cluster's warnings."""

    executor: DaskExecutor | None
    threads: int
    description: EscobaError | None = None  # a part, worded where it is printed
    warnings: list[EscobaError] = field(default_factory=list)

    def close(self) -> None:
        if self.executor is not None:
            self.executor.close()


def place(tournament: Tournament, where: Where, on_wait: Callable[[EscobaError], None] | None = None) -> Placement:
    """Open the place `where` names for `tournament`: a Dask cluster is connected (or
    started) and its workers checked, raising cluster.ClusterError with its lines; local
    workers need nothing opened."""
    if not where.cluster:
        return Placement(None, where.workers or os.cpu_count() or 1)
    from . import cluster as dask_cluster

    executor = dask_cluster.connect(
        tournament,
        scheduler=where.scheduler,
        scheduler_file=str(where.scheduler_file) if where.scheduler_file is not None else None,
        local=where.local,
        on_wait=on_wait,
    )
    return Placement(executor, executor.threads(), executor.description, list(executor.warnings))
