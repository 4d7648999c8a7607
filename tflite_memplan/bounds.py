"""Baselines every plan is judged against: the naive sum and the lower bounds."""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.records import UsageRecord


def naive_bytes(records: Sequence[UsageRecord]) -> int:
    """No reuse at all: every buffer gets its own bytes."""
    return sum(r.size for r in records)


def live_bytes_by_step(records: Sequence[UsageRecord]) -> dict[int, int]:
    """Bytes live at each time step, from a difference array: O(n + T)."""
    if not records:
        return {}
    lo = min(r.first for r in records)
    hi = max(r.last for r in records)
    diff = [0] * (hi - lo + 2)
    for r in records:
        diff[r.first - lo] += r.size
        diff[r.last - lo + 1] -= r.size
    out: dict[int, int] = {}
    running = 0
    for k in range(hi - lo + 1):
        running += diff[k]
        out[lo + k] = running
    return out


def peak_step(records: Sequence[UsageRecord]) -> tuple[int, int]:
    """``(step, bytes)`` of the first step where live bytes peak; ``(0, 0)`` when empty."""
    live = live_bytes_by_step(records)
    if not live:
        return 0, 0
    step = max(live, key=lambda t: (live[t], -t))
    return step, live[step]


def offset_lower_bound(records: Sequence[UsageRecord]) -> int:
    """No offset plan can be smaller than the bytes live at its busiest step."""
    return peak_step(records)[1]
