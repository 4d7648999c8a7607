"""Usage records: the one input every planner takes.

A record is a buffer that must exist, unmoved, from time step ``first`` to time step
``last`` *inclusive* — the convention of every TFLite runtime. This module is the
only place that decides whether two records conflict; formats with half-open
intervals convert at their edges.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import numpy as np

#: An integer or an array of them (numpy's integer division rounds the same way).
Whole = TypeVar("Whole", int, "np.ndarray[Any, Any]")


@dataclass(frozen=True)
class UsageRecord:
    """A buffer to place: ``size`` bytes live over the inclusive steps ``[first, last]``.

    Only ``size``, ``first`` and ``last`` matter to planners; the rest says what the
    buffer is, for reports and JSON:

    - ``subgraph``/``tensor``/``name``: the tensor it holds (``tensor`` is -1 for a
      kernel scratch buffer).
    - ``kind``: ``"tensor"`` or ``"scratch"``; ``operator`` is the owning operator of
      a scratch buffer as ``(subgraph, operator index)``.
    - ``whole_run``: allocated before the first operator and never freed (graph
      inputs); TFLite's CPU planner places these first, in index order.
    - ``offline_offset``: a fixed offset from TFLM's offline plan metadata.
    - ``rank``: the runtime's own placement position, when a semantics fixes one
      (TFLite CPU ranks with an unstable sort over entries memplan does not place,
      so the rank cannot be recomputed from the records alone).
    """

    size: int
    first: int
    last: int
    subgraph: int = 0
    tensor: int = -1
    name: str = ""
    kind: str = "tensor"
    operator: tuple[int, int] | None = None
    whole_run: bool = False
    offline_offset: int | None = None
    rank: int | None = None

    def __post_init__(self) -> None:
        if self.size < 0:
            raise ValueError(f"record size must be >= 0, got {self.size}")
        if self.last < self.first:
            raise ValueError(f"record interval [{self.first}, {self.last}] is empty")


def conflicts(a: UsageRecord, b: UsageRecord) -> bool:
    """True when the two records are live at some common step (inclusive intervals)."""
    return a.first <= b.last and b.first <= a.last


def ceil_div(n: Whole, m: int) -> Whole:
    """``n / m`` rounded up (``m >= 1``), in integers however large ``n`` is; element-wise
    over an array."""
    return -(-n // m)


def tree_leaves(n: int) -> int:
    """Leaves of a flat segment tree over ``n`` slots (node v's children 2v and 2v+1,
    leaves from this index on): the smallest power of two at least ``n``, 1 for none."""
    return 1 << max(n - 1, 0).bit_length()


def distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of a 1-D integer array, ascending: ``np.unique`` without its
    check for masked arrays, which on numpy 2.4 imports ``numpy.ma`` (some 20 ms, once
    per process that plans). O(n log n)."""
    import numpy as np  # here: the CLI imports this module for commands that never plan

    ordered = np.sort(values)
    keep = np.empty(len(ordered), np.bool_)
    keep[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


def align_up(value: Whole, alignment: int) -> Whole:
    """Round ``value`` up to a multiple of ``alignment`` (alignment >= 1); element-wise
    over an array."""
    return ceil_div(value, alignment) * alignment
