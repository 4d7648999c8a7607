"""Greedy by size for shared objects, plain and "improved" (TFLite GPU's ``GREEDY_BY_SIZE``).

Big records decide the total, so place them first: an object created for a big record
can then be reused for free by the smaller records that fit around it in time.

- :func:`greedy_by_size_objects` is the plain version: largest record first, each into
  a free object, else a new one. Objects never grow, since every later record is no
  larger than the one that made the object. TFLite has no such function; this is the
  textbook baseline its improved version is measured against.
- :func:`greedy_by_size_improved_objects` is what the GPU delegate runs for
  ``GREEDY_BY_SIZE`` with shared objects (``GreedyBySizeDistPriorityAssignment``):
  records are ranked by their position among the positional maximums rather than by
  raw size, and, within a rank, by how snugly they fit next to a record already in
  some object (the smallest gap in time), which keeps objects densely packed in time.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence

from tflite_memplan.bounds import positional_maximums
from tflite_memplan.planners.shared_common import is_free, occupy
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord


def _gap(a: UsageRecord, b: UsageRecord) -> float:
    """Steps between two intervals (>= 1 when disjoint); infinite when they overlap."""
    if a.last < b.first:
        return b.first - a.last
    if b.last < a.first:
        return a.first - b.last
    return math.inf


def greedy_by_size_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Largest record first (ties: earlier first use, then index), each into the
    smallest object free over its whole interval (ties: lowest id), else a new object.

    Every existing object is at least as large as the record, so reuse costs nothing
    and the smallest free one is kept for it, leaving larger ones for larger later
    records. ``alignment`` is ignored.

    Complexity: O(n·m·log n), m the number of objects — each record scans every object
    and bisects its members (kept sorted by first step) for a conflict.
    """
    order = sorted(range(len(records)), key=lambda i: (-records[i].size, records[i].first, i))
    object_of = [0] * len(records)
    sizes: list[int] = []
    members: list[list[tuple[int, int]]] = []  # per object: sorted (first, last)
    for i in order:
        r = records[i]
        best: int | None = None
        for obj, spans in enumerate(members):
            if (best is None or sizes[obj] < sizes[best]) and is_free(spans, r):
                best = obj
        if best is None:
            best = len(sizes)
            sizes.append(r.size)
            members.append([])
        occupy(members[best], r)
        object_of[i] = best
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


def greedy_by_size_improved_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's distance-priority greedy by size for shared objects.

    Each record gets a *position*: the last index k with positional maximum
    ``m[k] >= size`` (:func:`~tflite_memplan.bounds.positional_maximums`), i.e. the
    smallest lower-bound object it could stand in for. Repeatedly take the unassigned
    record that is best by (position ascending, best distance ascending, size
    descending, index ascending), where its best distance is the smallest time gap to
    a record of an object it does not conflict with. Put it in that object (growing it
    if needed), or in a new object when no such object exists; then update every
    unassigned record's distance to that object — an overlap rules the object out for
    good. Ties between objects at equal distance keep the object found first, which
    is the lowest id when the best has to be recomputed after an object is ruled out
    (TFLite's comment says "the largest one", its code does not). ``alignment`` is
    ignored.

    Complexity: quadratic, O(n²) for picking (each of n rounds scans all records, as
    TFLite does) plus O(n·m) per round in the worst case when ruled-out objects force
    best-distance recomputations, O(n²·m) overall; memory O(n·m) for the distances.
    """
    n = len(records)
    maxima = positional_maximums(records)
    # m is non-increasing, so negated it is sorted and a bisection counts the m[k] >= size.
    negated = [-v for v in maxima]
    position = [bisect_right(negated, -r.size) - 1 for r in records]
    best_dist: list[float] = [math.inf] * n
    best_obj = [-1] * n
    dist: list[list[float]] = [[] for _ in range(n)]
    object_of = [-1] * n
    sizes: list[int] = []
    unassigned = set(range(n))
    for _ in range(n):
        i = min(unassigned, key=lambda j: (position[j], best_dist[j], -records[j].size, j))
        unassigned.discard(i)
        r = records[i]
        new_object = best_dist[i] == math.inf
        if new_object:
            obj = len(sizes)
            sizes.append(r.size)
        else:
            obj = best_obj[i]
            sizes[obj] = max(sizes[obj], r.size)
        object_of[i] = obj
        for j in unassigned:
            if not new_object and dist[j][obj] == math.inf:
                continue
            d = _gap(records[j], r)
            if new_object:
                dist[j].append(d)
            elif d == math.inf:
                dist[j][obj] = math.inf
                if best_obj[j] == obj:
                    _recompute_best(j, dist, best_dist, best_obj)
            else:
                dist[j][obj] = min(dist[j][obj], d)
            if d < best_dist[j]:
                best_dist[j], best_obj[j] = d, obj
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


def _recompute_best(j: int, dist: list[list[float]], best_dist: list[float], best_obj: list[int]) -> None:
    """Best object of record ``j`` from scratch: the lowest id at the smallest distance."""
    best_dist[j] = math.inf
    for obj, d in enumerate(dist[j]):
        if d < best_dist[j]:
            best_dist[j], best_obj[j] = d, obj
