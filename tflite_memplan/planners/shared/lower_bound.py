"""A lower bound on every shared-objects plan, tighter than positional maximums.

Positional maximums (:func:`~tflite_memplan.bounds.positional_maximums`) count, size
by size, how many objects must be at least that large; they ignore that an object
holding two large records at two different times is busy at both. Take X and Y of
10 bytes at steps 0 and 2 and p, q of 5 bytes over steps 0–1 and 1–2: the
positional maximums sum to 15, but whichever object takes X and Y, p and q overlap
and each meets one of them, so every plan costs 20.

This bound searches assignments. Records are placed largest first, each joining an
open object it is free of or opening one of its own size; a node is such a partial
assignment. Its value bounds every completion: the open objects cost what they
cost (later records are no larger, so they never grow), and at every step t the
records still to place that are live at t need new objects except for as many as
there are open objects free at t — and a record free of no open object over its
whole life always needs a new one. Taking the smallest records that could go to
the open objects out of that count at each step, the j-th largest new object is at
least the j-th largest of what remains at any step (at the root this is exactly
the sum of positional maximums). Nodes are expanded cheapest first, so the cheapest
open node's value bounds every plan; children are valued lazily (a child inherits
its parent's value until it is popped), since most are never looked at.
"""

from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Sequence

import numpy as np

from tflite_memplan.bounds import positional_maximums
from tflite_memplan.records import UsageRecord

#: Nodes :func:`objects_lower_bound` may value: a budget, so the bound is the same on every machine.
BOUND_NODES = 2_000
#: Records beyond which the search is not tried (a node is valued in O(n·T) for T steps).
MAX_BOUND_RECORDS = 800


@dataclasses.dataclass(frozen=True)
class ObjectsBound:
    """A lower bound on every shared-objects plan of some records, and its origin:
    ``positional`` the sum of positional maximums; ``bytes`` what the search raised it
    to (never below ``positional``) after valuing ``nodes`` nodes; ``proved`` when it
    met the plan it was given, which is then optimal."""

    positional: int
    bytes: int
    nodes: int
    proved: bool

    def describe(self) -> str:
        """Which bound holds, for reports: positional maximums or the search."""
        if self.bytes == self.positional:
            return "positional maximums"
        proof = ", which proves the best plan optimal" if self.proved else ""
        return f"search over assignments ({self.nodes:,} nodes{proof})"


def objects_lower_bound(records: Sequence[UsageRecord], upper: int, node_limit: int = BOUND_NODES) -> ObjectsBound:
    """A lower bound on every shared-objects plan of ``records``: at least the sum of
    positional maximums, at most ``upper`` (the footprint of a plan the caller has).

    Stops when the cheapest open node reaches ``upper`` (that plan is optimal), when
    it is a whole assignment (it is the optimum), or after ``node_limit`` valuations.
    O(L·(n·T + m·T)) time for L = ``node_limit``, n records, T steps, m objects; O(L·n)
    memory for the open nodes.
    """
    maxima = positional_maximums(records)
    positional = sum(maxima)
    if positional >= upper or len(records) > MAX_BOUND_RECORDS:
        return ObjectsBound(positional, positional, 0, positional >= upper)
    suffix = np.concatenate([np.cumsum(maxima[::-1])[::-1], [0]]).tolist()
    residual = _Residual(records)
    # (value, -placed, tie, placed objects by order position, object sizes, valued?)
    heap: list[tuple[int, int, int, tuple[int, ...], tuple[int, ...], bool]] = [(positional, 0, 0, (), (), True)]
    made = nodes = 0
    while True:
        value, minus_k, _, placed, sizes, valued = heapq.heappop(heap)
        if value >= upper:
            return ObjectsBound(positional, upper, nodes, True)
        if nodes == node_limit:
            return ObjectsBound(positional, value, nodes, False)
        if not valued:
            nodes += 1
            value = max(value, residual.value(placed, sizes))
            if heap and value > heap[0][0]:
                heapq.heappush(heap, (value, minus_k, _, placed, sizes, True))
                continue
            if value >= upper:
                return ObjectsBound(positional, upper, nodes, True)
        if len(placed) == len(records):  # a whole assignment, the cheapest there is
            return ObjectsBound(positional, value, nodes, False)
        busy = residual.busy(placed)
        for obj in range(len(sizes) + 1):
            if obj in busy:
                continue
            made += 1
            grown = sizes if obj < len(sizes) else (*sizes, residual.size[len(placed)])
            cheap = max(value, sum(grown) + suffix[min(len(grown), len(maxima))])
            heapq.heappush(heap, (cheap, minus_k - 1, made, (*placed, obj), grown, False))


class _Residual:
    """Values nodes: records in placing order (largest first) as numpy arrays of step
    indices, and which record is live at which step."""

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        order = sorted(records, key=lambda r: (-r.size, r.first, r.last))
        steps = np.array(sorted({r.first for r in records} | {r.last for r in records}), np.int64)
        self.first = np.searchsorted(steps, [r.first for r in order])
        self.last = np.searchsorted(steps, [r.last for r in order])
        self.size = [r.size for r in order]
        self.sizes = np.array(self.size, np.int64)
        t = np.arange(len(steps))
        self.live = (self.first[:, None] <= t) & (t <= self.last[:, None])

    def busy(self, placed: tuple[int, ...]) -> set[int]:
        """Objects busy somewhere over the life of the next record to place."""
        k = len(placed)
        meets = (self.first[:k] <= self.last[k]) & (self.first[k] <= self.last[:k])
        return {placed[j] for j in np.flatnonzero(meets)}

    def value(self, placed: tuple[int, ...], sizes: tuple[int, ...]) -> int:
        """What the open objects cost plus the bound on the new objects (module docstring)."""
        k, m, steps = len(placed), len(sizes), self.live.shape[1]
        rest = self.live[k:]
        if m:
            change = np.zeros((m, steps + 1), np.int64)
            objects = np.array(placed, np.int64)
            np.add.at(change, (objects, self.first[:k]), 1)
            np.add.at(change, (objects, self.last[:k] + 1), -1)
            occupied = np.cumsum(change, axis=1)[:, :steps] > 0
            free = m - occupied.sum(axis=0)
            before = np.zeros((m, steps + 1), np.int64)
            np.cumsum(occupied, axis=1, out=before[:, 1:])
            crossing = before[:, self.last[k:] + 1] - before[:, self.first[k:]]  # (objects, records)
            forced = np.asarray((crossing > 0).all(axis=0))
        else:
            free = np.zeros(steps, np.int64)
            forced = np.ones(len(rest), bool)
        optional = rest & ~forced[:, None]
        # the `free` largest optional records live at each step may go to open objects
        new = rest & (forced[:, None] | (np.cumsum(optional, axis=0) > free))
        rank = np.cumsum(new, axis=0) - 1
        maxima = np.zeros(len(rest) + 1, np.int64)
        np.maximum.at(maxima, rank[new], np.broadcast_to(self.sizes[k:, None], new.shape)[new])
        return sum(sizes) + int(maxima.sum())
