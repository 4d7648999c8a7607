"""The records placed so far in one arena, handed to a greedy planner in offset order.

Every greedy offset planner places one record at a time and walks the placed records
that overlap it in time, lowest offset first. Usually few do, and a
:class:`~tflite_memplan.planners.time_index.TimeIndex` lists them, to be sorted and
walked in Python. A hostile or very wide model (one operator reading 10,000
tensors) makes thousands overlap every record: sorting and walking them each time
is O(n² log n) in Python. Past :data:`MANY` overlapping records the query is
answered instead from numpy arrays of all placed records kept in offset order
(records placed since the last such query are merged in first), filtered by time
in one pass, and the planner walks them vectorised. Both paths see the same records
in the same order, so plans do not depend on which one ran (tested).

A placed record's key (Python ints, only for the few-records path) is
``offset * n + placement number``: sorting keys sorts by offset, equal offsets in
placement order, as the runtimes' ordered lists do. The numpy arrays keep offsets
themselves, in the same order (a record placed later goes after the equal offsets
already there), so arenas of any size up to 2^62 bytes stay vectorised: the work
depends on how many records overlap, never on their byte sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.time_index import TimeIndex
from tflite_memplan.records import UsageRecord

#: Overlapping records from which a query is answered from the numpy arrays.
MANY = 512
#: numpy holds offsets and ends as int64: arenas that could pass this stay in Python.
_INT64_SAFE = 2**62


class Placed:
    """Placed records of one planner run; see the module docstring.

    :meth:`sorted_keys` answers with a sorted list of keys (few overlapping records)
    or ``None``, in which case :meth:`arrays` gives the overlapping records' offsets
    and ends as numpy arrays in key order. O(log T + k log k) per query in the first
    case, O(n) in numpy (plus merging the records placed since the last one) in the
    second.
    """

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.n = max(len(records), 1)
        self.index = TimeIndex(r.first for r in records)
        self.ends: list[int] = []  # by placement number: offset + size
        self._placed: list[tuple[int, int, int, int]] = []  # (offset, first, last, end), placement order
        self._merged = 0  # placed records already in the arrays
        # Rows: offset, first, last, end; columns in key order (offset, then placement).
        self._table = np.empty((4, 0), np.int64)
        top = sum(r.size for r in records) + max((r.offline_offset or 0) for r in records) if records else 0
        self._vectorised = top + 1 < _INT64_SAFE

    def add(self, offset: int, r: UsageRecord) -> None:
        """Place ``r`` at ``offset`` (the next placement number)."""
        key = offset * self.n + len(self.ends)
        self.index.add(key, r.first, r.last)
        self._placed.append((offset, r.first, r.last, offset + r.size))
        self.ends.append(offset + r.size)

    def sorted_keys(self, first: int, last: int) -> list[int] | None:
        """Keys of the placed records overlapping ``[first, last]``, sorted; ``None``
        when there are many (then use :meth:`arrays`)."""
        if self._vectorised and self.index.count(first, last) >= MANY:
            return None
        return sorted(self.index.overlapping(first, last))

    def arrays(self, first: int, last: int) -> tuple[np.ndarray, np.ndarray]:
        """Offsets and ends of the placed records overlapping ``[first, last]``, in key order."""
        self._merge()
        table = self._table
        live = (table[1] <= last) & (table[2] >= first)
        return table[0][live], table[3][live]

    def _merge(self) -> None:
        """Insert the records placed since the last merge: each after the columns of
        equal or lower offset (it was placed after them). O(n) in numpy."""
        new = self._placed[self._merged :]
        if not new:
            return
        self._merged = len(self._placed)
        columns = np.array(new, np.int64).T
        if columns.shape[1] > 1:
            columns = columns[:, np.argsort(columns[0], kind="stable")]
        at = np.searchsorted(self._table[0], columns[0], side="right")
        self._table = np.insert(self._table, at, columns, axis=1)


def aligned(values: np.ndarray, alignment: int) -> np.ndarray:
    """``align_up`` over an array."""
    return values if alignment <= 1 else -(-values // alignment) * alignment


def running_max_before(ends: np.ndarray) -> np.ndarray:
    """For each position, the highest end before it (0 before the first)."""
    out = np.zeros(len(ends), np.int64)
    if len(ends) > 1:
        np.maximum.accumulate(ends[:-1], out=out[1:])
        np.maximum(out, 0, out=out)
    return out
