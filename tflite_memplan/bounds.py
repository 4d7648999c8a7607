"""Baselines every plan is judged against: the naive sum and the lower bounds."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from tflite_memplan.recall import recall
from tflite_memplan.records import UsageRecord, align_up, distinct

if TYPE_CHECKING:  # numpy is imported where used: the CLI imports this module for commands that never plan
    import numpy as np


def naive_bytes(records: Sequence[UsageRecord]) -> int:
    """No reuse at all: every buffer gets its own bytes."""
    return sum(r.size for r in records)


def live_bytes_by_step(records: Sequence[UsageRecord]) -> dict[int, int]:
    """Bytes live at each time step from the earliest first use to the latest last use.

    Steps are listed one by one when there are not many more of them than records;
    otherwise (subgraphs marked inline thousands of times make steps run to 2^30)
    only the steps where the bytes change are: between two listed steps the value
    is the earlier one's. A sweep over sorted ends: O(n log n + min(T, n)).
    """
    if not records:
        return {}
    change: dict[int, int] = {}
    for r in records:
        change[r.first] = change.get(r.first, 0) + r.size
        change[r.last + 1] = change.get(r.last + 1, 0) - r.size
    hi = max(r.last for r in records)
    lo = min(change)
    every = hi - lo < 4 * len(records) + 64
    out: dict[int, int] = {}
    running = 0
    steps = sorted(change)
    for k, t in enumerate(steps):
        running += change[t]
        if t > hi:
            break
        out[t] = running
        if every:
            end = steps[k + 1] if k + 1 < len(steps) else hi + 1
            out.update(dict.fromkeys(range(t + 1, end), running))
    return out


def peak_step(records: Sequence[UsageRecord]) -> tuple[int, int]:
    """``(step, bytes)`` of the first step where live bytes peak; ``(0, 0)`` when empty.
    O(n log n): the peak is reached at a step where some record starts."""
    live = live_bytes_by_step(records)
    if not live:
        return 0, 0
    step = max(live, key=lambda t: (live[t], -t))
    return step, live[step]


@recall()
def offset_lower_bound(records: Sequence[UsageRecord], alignment: int = 1) -> int:
    """No offset plan can be smaller than the bytes live at its busiest step — nor,
    when every offset is a multiple of ``alignment``, than this at any step:

    the records live there, in offset order, each start at or above the aligned end
    of the one below (an aligned offset plus a size, rounded up, is the offset plus
    the size rounded up), so the topmost ends at least at the others' rounded-up
    sizes plus its own size. The least that can be is the sum of all their rounded
    sizes less the largest rounding any one of them adds (that one on top). With
    ``alignment`` 1, or offline-pinned offsets (not aligned by the planner), that is
    the live bytes. Only steps where some record starts count (what is live at any
    other step is live at the latest start before it). In numpy: the live sums by a
    running total of starts and ends, the largest rounding by :func:`_largest_covering`;
    O(n log n). Remembered for the same records (``best`` and ``exact`` both ask).
    """
    import numpy as np  # here: the CLI imports this module for commands that never plan

    if not records:
        return 0
    sizes = [r.size for r in records]
    firsts = [r.first for r in records]
    lasts = [r.last for r in records]
    fits = sum(sizes) + len(records) * alignment < 2**62 and min(firsts) > -(2**62) and max(lasts) < 2**62
    dtype = np.int64 if fits else object  # Python ints beyond int64: the same sums, slower
    size = np.array(sizes, dtype)
    pinned = alignment <= 1 or any(r.offline_offset is not None for r in records)
    rounded = size if pinned else align_up(size, alignment)
    first = np.array(firsts, dtype)
    steps = distinct(first)
    lo = np.searchsorted(steps, first)
    hi = np.searchsorted(steps, np.array(lasts, dtype), "right") - 1
    change = np.zeros(len(steps) + 1, dtype)
    np.add.at(change, lo, rounded)
    np.add.at(change, hi + 1, -rounded)
    live = np.cumsum(change[:-1])
    if not pinned:
        live -= _largest_covering(lo, hi, rounded - size, len(steps))
    return int(live.max())


def _largest_covering(lo: np.ndarray, hi: np.ndarray, values: np.ndarray, points: int) -> np.ndarray:
    """Per point ``k < points``, the largest of ``values`` whose range ``[lo, hi]``
    covers it (0 where none does; values are not negative). Each range is written into
    the two blocks of a power-of-two length that cover it exactly (a sparse table in
    reverse), then level by level, longest blocks first, each block passes its value
    on to its two halves. O((n + points) log points) in numpy, O(n + points) memory."""
    import numpy as np

    level = np.frexp(hi - lo + 1)[1] - 1  # floor(log2(length)), exact below 2^53
    order = np.argsort(level, kind="stable")
    cuts = np.searchsorted(level[order], np.arange(points.bit_length() + 1))
    above = None
    for j in range(points.bit_length() - 1, -1, -1):
        block = np.zeros(points, values.dtype)
        mine = order[cuts[j] : cuts[j + 1]]
        np.maximum.at(block, lo[mine], values[mine])
        np.maximum.at(block, hi[mine] + 1 - (1 << j), values[mine])
        if above is not None:
            width = points - (2 << j) + 1  # blocks of the level above
            np.maximum(block[:width], above[:width], out=block[:width])
            np.maximum(block[1 << j : (1 << j) + width], above[:width], out=block[1 << j : (1 << j) + width])
        above = block
    assert above is not None
    return above


@recall()
def positional_maximums(records: Sequence[UsageRecord]) -> tuple[int, ...]:
    """``m[k]``: the largest size the k-th biggest live record takes at any one step.

    Sort what is live at each step by size, largest first; position k across all
    steps then needs some shared object at least ``m[k]`` large, and two positions
    can never use the same object at the step where both are filled. The list is
    non-increasing.

    Equivalently ``m[k]`` is the largest size s such that k+1 records of at least s
    bytes are live at some step. So records are added largest first to a count of
    live records per step (only the steps where some record starts matter: what is
    live at any other step is live at the latest start before it), and whenever the busiest step's count passes
    ``len(m)`` the size just added is appended. A segment tree with range add and
    global maximum keeps the counts: O(n log n), however many records are live at
    once (one operator with 10,000 inputs would cost 10^8 steps by sorting live sets).
    When the live sets are small (graphs: each record live at a few start steps),
    sorting them is the faster way, in numpy (:func:`_maxima_by_live_sets`).
    """
    by_sets = _maxima_by_live_sets(records)
    if by_sets is not None:
        return by_sets
    steps = sorted({r.first for r in records})
    size = 1
    while size < len(steps):
        size *= 2
    best = [0] * (2 * size)  # per node: its own pending add + the best child below it
    pending = [0] * (2 * size)
    maxima: list[int] = []
    for r in sorted(records, key=lambda r: -r.size):
        lo = bisect_left(steps, r.first) + size
        hi = bisect_right(steps, r.last) + size  # exclusive
        touched = (lo, hi - 1)
        while lo < hi:
            if lo & 1:
                pending[lo] += 1
                best[lo] += 1
                lo += 1
            if hi & 1:
                hi -= 1
                pending[hi] += 1
                best[hi] += 1
            lo >>= 1
            hi >>= 1
        for node in touched:  # refresh the ancestors of the two boundary leaves
            node >>= 1
            while node:
                best[node] = max(best[2 * node], best[2 * node + 1]) + pending[node]
                node >>= 1
        while best[1] > len(maxima):
            maxima.append(r.size)
    return tuple(maxima)


#: Live-set entries per record up to which :func:`live_sets` lists them.
LIVE_SET_ENTRIES = 32


def live_sets(records: Sequence[UsageRecord]) -> tuple[list[int], list[int], list[int]] | None:
    """The records live at each step where some record starts: ``(steps, heads,
    members)``, the steps ascending and step k's records ``members[heads[k]:heads[k + 1]]``,
    largest first (ties: lower index). What is live at any other step is live at the
    latest start before it. None when the sets would hold more than
    :data:`LIVE_SET_ENTRIES` entries a record (one wide operator live over many steps)
    or sizes could overflow int64. O(P log P) in numpy, P the entries."""
    found = _sizes_and_live_sets(records)
    if found is None:
        return None
    steps, heads, members = found[1]
    return steps.tolist(), heads.tolist(), members.tolist()


def _sizes_and_live_sets(records: Sequence[UsageRecord]) -> tuple[np.ndarray, tuple[np.ndarray, ...]] | None:
    """The records' sizes as an int64 array and their live sets (:func:`live_set_arrays`);
    None for no records, sizes whose sum could overflow int64, or sets too large."""
    import numpy as np  # here: the CLI imports this module for commands that never plan

    if not records or sum(r.size for r in records) >= 2**62:
        return None
    sizes = np.array([r.size for r in records], np.int64)
    steps = (np.array([r.first for r in records], np.int64), np.array([r.last for r in records], np.int64))
    sets = live_set_arrays(*steps, sizes)
    return None if sets is None else (sizes, sets)


def live_set_arrays(firsts: np.ndarray, lasts: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, ...] | None:
    """:func:`live_sets` of the records with these steps and sizes, as int64 arrays."""
    import numpy as np

    steps = distinct(firsts)
    lo = np.searchsorted(steps, firsts)
    counts = np.searchsorted(steps, lasts, "right") - lo
    if int(counts.sum()) > LIVE_SET_ENTRIES * len(firsts):
        return None
    step, member = concatenated_ranges(lo, lo + counts)  # each record at each step
    order = np.lexsort((member, -sizes[member], step))
    heads = np.searchsorted(step[order], np.arange(len(steps) + 1))
    return steps, heads, member[order]


def concatenated_ranges(starts: np.ndarray, stops: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The ranges ``starts[k]:stops[k]`` one after the other in one array, and the ``k``
    of each element: every (record, step) or (buffer, section) pair at once. O(total)."""
    import numpy as np

    lengths = stops - starts
    owner = np.repeat(np.arange(len(starts)), lengths)
    begins = np.cumsum(lengths) - lengths
    return np.arange(int(lengths.sum())) - begins[owner] + starts[owner], owner


def _maxima_by_live_sets(records: Sequence[UsageRecord]) -> tuple[int, ...] | None:
    """:func:`positional_maximums` by its definition: every start step's live sizes
    (:func:`live_sets`), largest first, and m[k] the largest k-th among them. None when
    there are no live sets to sort."""
    import numpy as np

    found = _sizes_and_live_sets(records)
    if found is None:
        return None
    sizes, (_, heads, members) = found
    sizes = sizes[members]
    starts = heads[:-1]
    lengths = np.diff(heads)
    rank = np.arange(len(members)) - np.repeat(starts, lengths)  # place in its step's set
    maxima = np.zeros(int(lengths.max()), np.int64)
    np.maximum.at(maxima, rank, sizes)
    return tuple(maxima.tolist())


def shared_objects_lower_bound(records: Sequence[UsageRecord]) -> int:
    """No shared-objects plan can be smaller than the sum of the positional maximums.

    Why: at the step where position k reaches ``m[k]``, k+1 records of at least
    ``m[k]`` bytes are live, each in its own object, so at least k+1 objects hold
    ``m[k]`` bytes or more; the k-th largest object (counting from 0) is therefore at
    least ``m[k]``, and summing over k bounds the total. Cost as
    :func:`positional_maximums`.
    """
    return sum(positional_maximums(records))


def offline_overlap_pairs(
    records: Sequence[UsageRecord], offsets: Sequence[int] | None = None
) -> Iterator[tuple[int, int]]:
    """Pairs ``(j, i)`` of buffers with offline offsets that share bytes while both are
    live, ``j`` the one that starts first; at ``offsets`` (default: the offline offsets
    themselves). A sweep over first uses: O(p log p + p·a) for p pinned records, a the
    most live together; lazily, so a caller that needs one pair stops at it."""
    at = [r.offline_offset or 0 for r in records] if offsets is None else offsets
    pinned = sorted(
        (i for i, r in enumerate(records) if r.offline_offset is not None and r.size), key=lambda i: records[i].first
    )
    active: list[int] = []
    for i in pinned:
        r = records[i]
        active = [j for j in active if records[j].last >= r.first]
        yield from ((j, i) for j in active if at[i] < at[j] + records[j].size and at[j] < at[i] + r.size)
        active.append(i)


def offline_overlaps(records: Sequence[UsageRecord]) -> bool:
    """True when two buffers with offline offsets share bytes while both are live.

    A model's offline plan (Vela writes one) may alias buffers on purpose — e.g. an NPU
    operator's scratch areas over its own input and output. The live-bytes lower bound
    assumes buffers live together never share bytes, so it does not bound such a plan.
    Cost as :func:`offline_overlap_pairs`.
    """
    return next(offline_overlap_pairs(records), None) is not None
