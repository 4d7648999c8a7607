"""How long the exact strategies may search.

By default each has a node budget, so a plan is the same on every machine and in
every run. A caller that prefers seconds (``memplan compare --time-limit``) sets
them for a block of work with :func:`searching_for`; the strategies read
:func:`search_seconds`. A context variable, so the planners keep their
``(records, alignment)`` signature and concurrent callers do not see each other's
limit.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_SECONDS: ContextVar[float | None] = ContextVar("search_seconds", default=None)


def search_seconds() -> float | None:
    """Seconds each exact strategy may search, or ``None`` for its node budget."""
    return _SECONDS.get()


@contextmanager
def searching_for(seconds: float | None) -> Iterator[None]:
    """Within the block, the exact strategies search for ``seconds`` each (``None``:
    their node budgets)."""
    token = _SECONDS.set(seconds)
    try:
        yield
    finally:
        _SECONDS.reset(token)
