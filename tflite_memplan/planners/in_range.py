"""Records as the planners' numpy arrays can hold them: every size and time below 2^62.

The planners keep sizes, offsets and time steps in int64 arrays. A model can ask for
more: TFLM numbers the steps of a called subgraph once per call, so a chain of 2,000
subgraphs whose every one runs the next twice (an IF with one branch for both, a WHILE
whose condition and body are the same) has steps near 2^2000; and a few tensors of
2^62 bytes each add up past 2^63. :func:`within_range` wraps a planner so that it
never sees either:

- **Times** beyond ±2^62 are replaced by their ranks among the records' distinct
  times. Ranks keep every overlap and every order (records conflict exactly when they
  did), so an offset plan is the same; only the shared-object greedies that prefer
  the buffer closest *in time* may break a tie differently. Models with fewer steps
  are planned on their own times, unchanged.
- **Sizes** whose aligned sum reaches 2^62 bytes (no plan is larger than that sum)
  are refused with a :class:`~tflite_memplan.errors.LimitError`: "model too large".

Cost: O(n) to check; O(n log n) when the times are ranked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import wraps

from tflite_memplan.errors import LimitError
from tflite_memplan.plans import Plan
from tflite_memplan.records import UsageRecord, align_up

#: Largest magnitude of a size, offset or time a planner is given (int64 with headroom
#: for sums of two and a few alignments).
LIMIT = 2**62

Planner = Callable[[Sequence[UsageRecord], int], Plan]


def ranked_times(records: Sequence[UsageRecord]) -> Sequence[UsageRecord]:
    """``records`` with each time replaced by its rank among the distinct times, when
    any time lies beyond ±:data:`LIMIT`; else ``records`` itself. O(n log n)."""
    if all(r.first > -LIMIT and r.last < LIMIT for r in records):
        return records
    times = sorted({t for r in records for t in (r.first, r.last)})
    rank = {t: i for i, t in enumerate(times)}
    return [replace(r, first=rank[r.first], last=rank[r.last]) for r in records]


def check_steps(records: Sequence[UsageRecord]) -> None:
    """Refuse records whose steps reach ±:data:`LIMIT`: a model whose runtime would run
    more steps than any device could (TFLM steps each call of a called subgraph, so a
    chain of 2,000 subgraphs each running the next twice has 2^2000) is "too large",
    in one line, before any report has to print or draw such a number. O(n)."""
    last = max((r.last for r in records), default=0)
    first = min((r.first for r in records), default=0)
    if last >= LIMIT or first <= -LIMIT:
        far = max(abs(first), abs(last))
        raise LimitError(
            f"model too large to plan: its buffers live to step 2^{far.bit_length() - 1} or beyond, "
            f"past the 2^62 steps memplan counts in"
        )


def check_sizes(records: Sequence[UsageRecord], alignment: int) -> None:
    """Refuse records whose aligned sizes add up to :data:`LIMIT` bytes or more. O(n)."""
    total = sum(align_up(r.size, alignment) for r in records)
    total += max((r.offline_offset for r in records if r.offline_offset is not None), default=0)
    if total >= LIMIT or alignment >= LIMIT:
        raise LimitError(
            f"model too large to plan: its buffers add up to {total:,} bytes, "
            f"beyond the 2^62 bytes the planners count in"
        )


def within_range(planner: Planner) -> Planner:
    """``planner`` on records whose sizes and times fit its int64 arrays (module doc)."""

    @wraps(planner)
    def plan(records: Sequence[UsageRecord], alignment: int = 1) -> Plan:
        check_sizes(records, alignment)
        return planner(ranked_times(records), alignment)

    return plan
