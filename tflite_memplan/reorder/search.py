"""Operator order: the order of a subgraph's operators with the lowest peak of live bytes.

Any topological order of a model's dataflow graph computes the same outputs, but
what is live at once depends on it. This module answers on an abstract problem
(:class:`OrderProblem`: tensors with sizes, who writes and reads them, per-operator
scratch, operators whose stored relative order must stay), so it knows nothing of
models or runtimes; building the problem under a runtime's rules and writing the
reordered model are the callers' part.

The peak is a function of the *set* of operators already run: after running a set
S, a tensor is resident exactly when it was produced in S (or is a graph input)
and is still needed (an operator outside S reads it, or it is a graph output). So
running operator o next costs ``resident(S) + its outputs + its scratch`` at that
step, whatever order S ran in, and the best peak over orders of S obeys a dynamic
programme over sets (:func:`best_order`), exact, with memoisation bounded in size
and time. :func:`lower_bound` holds for every order; :func:`greedy_order` gives a
good order fast. Real models are long chains of narrow parts: :func:`cut_points`
finds the operators every order runs at the same position, and the parts between
them are searched apart, so a model of 1,500 operators costs what its widest part
costs; a part over :data:`MAX_SEARCHED_OPERATORS` starts from the best of its stored,
greedy and demand-driven (:func:`demand_order`) orders and is searched window by
window around its peak, with the gap to the bound.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tflite_memplan.defaults import REORDER_TIME_LIMIT
from tflite_memplan.semantics.order import OrderProblem, OrderResult

#: The most operators a problem may have: the search keeps sets of operators as bit
#: masks (each operator's ancestors and descendants, the executed sets), O(n²/8) bytes in
#: all — measured, 20,000 operators take about 270 MB, 60,000 took 2.3 GB.
MAX_ORDER_OPERATORS = 20_000

#: Subgraphs up to this many operators are searched; larger ones get the greedy or
#: stored order with its gap (the search recurses once per operator).
MAX_SEARCHED_OPERATORS = 300


def _consumers(problem: OrderProblem) -> list[list[int]]:
    """Each tensor's readers, in operator order, each once. O(reads): operators come in
    order, so a repeated reader is the last one listed (a tensor read by 20,000
    operators costs 20,000 steps, not 20,000²/2)."""
    readers: list[list[int]] = [[] for _ in problem.sizes]
    for o, ts in enumerate(problem.reads):
        for t in ts:
            if not readers[t] or readers[t][-1] != o:
                readers[t].append(o)
    return readers


def _preds(problem: OrderProblem) -> list[int]:
    """Bitmask per operator of the operators that must run before it."""
    pred = [0] * problem.operators
    for o, ts in enumerate(problem.reads):
        for t in ts:
            p = problem.producers[t]
            if p >= 0 and p != o:
                pred[o] |= 1 << p
    fixed = sorted(problem.fixed)
    for a, b in itertools.pairwise(fixed):
        pred[b] |= 1 << a
    return pred


def is_topological(problem: OrderProblem, order: Sequence[int]) -> bool:
    """Every operator once, after everything it reads from and after the fixed
    operators stored before it."""
    if sorted(order) != list(range(problem.operators)):
        return False
    done = 0
    pred = _preds(problem)
    for o in order:
        if pred[o] & ~done:
            return False
        done |= 1 << o
    return True


class _Costs:
    """Step costs by executed set: resident bytes are kept incrementally."""

    def __init__(self, problem: OrderProblem) -> None:
        self.p = problem
        self.readers = _consumers(problem)
        self.reader_mask = [sum(1 << o for o in rs) for rs in self.readers]
        self.written = [sum(problem.sizes[t] for t in set(ws)) for ws in problem.writes]

    def initial(self) -> int:
        """Resident bytes before any operator: the graph inputs still needed."""
        p = self.p
        return sum(
            p.sizes[t] for t in range(len(p.sizes)) if p.producers[t] < 0 and (self.readers[t] or t in p.outputs)
        )

    def step(self, done: int, o: int, resident: int) -> tuple[int, int]:
        """(bytes live while o runs after ``done``, resident bytes after it)."""
        p = self.p
        peak = resident + self.written[o] + p.scratch[o]
        after = done | (1 << o)
        freed = 0
        for t in set(p.reads[o]):
            last_read = t not in p.outputs and not (self.reader_mask[t] & ~after)
            if last_read and (p.producers[t] < 0 or (after >> p.producers[t]) & 1):
                freed += p.sizes[t]
        kept = sum(p.sizes[t] for t in set(p.writes[o]) if t in p.outputs or (self.reader_mask[t] & ~after))
        return peak, resident - freed + kept


def peak(problem: OrderProblem, order: Sequence[int]) -> int:
    """The most bytes live at one step when operators run in ``order``. O(n·d)."""
    costs = _Costs(problem)
    resident = costs.initial()
    done, best = 0, resident
    for o in order:
        live, resident = costs.step(done, o, resident)
        best = max(best, live)
        done |= 1 << o
    return best


def lower_bound(problem: OrderProblem) -> int:
    """A peak no order can beat: the most, over operators o, of what must be live
    while o runs — what o reads and writes and its scratch, plus every tensor made
    before o (by an ancestor, or a graph input) that a descendant of o reads or that
    is a graph output. Such a tensor exists before o in every order and is still
    needed after it, so it is live at o's step.

    Turned around, tensor t is forced live at the operators that descend from its
    producer and are ancestors of one of its readers: one row of bits per tensor
    (numpy, packed), summed by size per operator. O(n·e/64 + tensors·n/8) for n
    operators and e dependencies, however long-lived the tensors are.
    """
    n = problem.operators
    if n == 0:
        return 0
    pred = _preds(problem)
    anc, desc = _ancestors(pred), _descendants(pred)
    width = (n + 7) // 8

    def packed(masks: list[int]) -> np.ndarray:
        raw = b"".join(m.to_bytes(width, "little") for m in masks)
        return np.frombuffer(raw, np.uint8).reshape(len(masks), width)

    above, below = packed(anc), packed(desc)
    everyone = np.full(width, 255, np.uint8)
    readers = _consumers(problem)
    counted = [t for t, size in enumerate(problem.sizes) if size]
    forced = np.zeros((len(counted), width), np.uint8)
    for row, t in enumerate(counted):
        producer = problem.producers[t]
        made = below[producer] if producer >= 0 else everyone
        needed = everyone if t in problem.outputs else np.bitwise_or.reduce(above[readers[t]], axis=0)
        forced[row] = made & needed if readers[t] or t in problem.outputs else 0
    sizes = np.array([problem.sizes[t] for t in counted], np.int64)
    live = np.zeros(n, np.int64)
    rows = np.flatnonzero(forced.any(axis=1))  # tensors forced live somewhere: often few
    for lo in range(0, len(rows), 512):
        chunk = rows[lo : lo + 512]
        bits = np.unpackbits(forced[chunk], axis=1, bitorder="little")[:, :n]
        live += sizes[chunk] @ bits.astype(np.int64)
    row_of = {t: row for row, t in enumerate(counted)}
    best = 0
    for o in range(n):
        own = set(problem.reads[o]) | set(problem.writes[o])
        total = int(live[o]) + problem.scratch[o]
        for t in own:
            already = t in row_of and (forced[row_of[t], o >> 3] >> (o & 7)) & 1
            total += 0 if already else problem.sizes[t]
        best = max(best, total)
    return best


def _ancestors(pred: list[int]) -> list[int]:
    """Bitmask per operator of all its ancestors (in a topological order, Kahn's)."""
    anc = [0] * len(pred)
    for o in _kahn(pred):
        rest = pred[o]
        while rest:
            q = (rest & -rest).bit_length() - 1
            anc[o] |= anc[q]
            rest &= rest - 1
        anc[o] |= pred[o]
    return anc


def _descendants(pred: list[int]) -> list[int]:
    """Bitmask per operator of all its descendants."""
    succ = _successors(pred)
    desc = [0] * len(pred)
    for o in reversed(_kahn(pred)):
        for q in succ[o]:
            desc[o] |= desc[q] | (1 << q)
    return desc


def _successors(pred: list[int]) -> list[list[int]]:
    succ: list[list[int]] = [[] for _ in pred]
    for o, mask in enumerate(pred):
        for q in _bits(mask):
            succ[q].append(o)
    return succ


def _kahn(pred: list[int]) -> list[int]:
    """A topological order (smallest ready index first is not needed: any will do). O(n + e)."""
    succ = _successors(pred)
    waiting = [m.bit_count() for m in pred]
    ready = [o for o, w in enumerate(waiting) if w == 0]
    order = []
    while ready:
        o = ready.pop()
        order.append(o)
        for q in succ[o]:
            waiting[q] -= 1
            if waiting[q] == 0:
                ready.append(q)
    if len(order) != len(pred):
        raise ValueError("the operators form a cycle")
    return order


def greedy_order(problem: OrderProblem) -> tuple[int, ...]:
    """Among the ready operators, run the one whose step costs least, then frees most
    (ties: stored order). O(n²·d)."""
    costs = _Costs(problem)
    pred = _preds(problem)
    done, resident, order = 0, costs.initial(), []
    for _ in range(problem.operators):
        best = None
        for o in range(problem.operators):
            if (done >> o) & 1 or pred[o] & ~done:
                continue
            live, after = costs.step(done, o, resident)
            key = (live, after, o)
            if best is None or key < best[0]:
                best = (key, o, after)
        assert best is not None
        _, o, resident = best
        order.append(o)
        done |= 1 << o
    return tuple(order)


def cut_points(problem: OrderProblem) -> list[int]:
    """Operators every order runs at the same position: all others are their ancestors
    or their descendants (the output of a cell in a chain of cells). What is resident
    after such an operator is the same in every order, so the operators between two
    cuts can be ordered on their own. The stored order is topological, so operator o
    is a cut exactly when its ancestors are the operators stored before it and its
    descendants those stored after. O(n·d) big-integer operations."""
    n = problem.operators
    pred = _preds(problem)
    anc, desc = _ancestors(pred), _descendants(pred)
    full = (1 << n) - 1
    return [o for o in range(n) if anc[o] == (1 << o) - 1 and desc[o] == full ^ ((1 << (o + 1)) - 1)]


def demand_order(problem: OrderProblem) -> tuple[int, ...]:
    """Each operator just before it is needed: a depth-first walk back from the last
    operators (those nobody waits for, in stored order), visiting an operator's
    predecessors with the most ancestors first, and emitting it after them. Long
    chains run first and short side inputs (a hoisted projection, a branch of a cell)
    right before their reader, which greedy choices step by step miss. O(n log n + e)."""
    n = problem.operators
    pred = _preds(problem)
    weight = [a.bit_count() for a in _ancestors(pred)]
    waited = 0
    for mask in pred:
        waited |= mask
    before = [
        sorted(_bits(pred[o]), key=lambda q: (weight[q], q))  # popped from the end: heaviest first
        for o in range(n)
    ]
    order: list[int] = []
    emitted = [False] * n
    for root in (o for o in range(n) if not (waited >> o) & 1):
        stack = [(root, list(before[root]))]
        while stack:
            o, pending = stack[-1]
            while pending and emitted[pending[-1]]:
                pending.pop()
            if pending:
                q = pending.pop()
                stack.append((q, list(before[q])))
                continue
            stack.pop()
            if not emitted[o]:
                emitted[o] = True
                order.append(o)
    return tuple(order)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        out.append((mask & -mask).bit_length() - 1)
        mask &= mask - 1
    return out


def best_order(
    problem: OrderProblem, time_limit: float = REORDER_TIME_LIMIT, memo_limit: int = 2_000_000
) -> OrderResult:
    """The order with the lowest peak.

    The operators are split at :func:`cut_points` into segments ordered apart. Each
    segment starts from the best of its stored, greedy and demand orders; the segments whose
    peak decides the whole are then searched, largest first, by dynamic programming
    over executed sets with branch and bound (a segment whose peak cannot exceed what
    another segment or the bound already needs is left as it is). At most
    ``memo_limit`` sets are remembered and ``time_limit`` seconds spent (checked every
    256 sets). Exact when every search finishes; otherwise the best order found and
    the bound. Exponential in the width of a segment, linear in the number of segments;
    segments over :data:`MAX_SEARCHED_OPERATORS` operators are improved window by
    window (:func:`_improve_in_windows`), without proof.
    """
    deadline = time.monotonic() + time_limit
    n = problem.operators
    stored = tuple(range(n))
    if not is_topological(problem, stored):
        raise ValueError("the stored order must be a dataflow order")
    stored_peak = peak(problem, stored)
    bound = lower_bound(problem)
    costs = _Costs(problem)
    if n == 0 or stored_peak <= bound:
        return OrderResult(stored, stored_peak, bound, True, stored_peak, 0, False)
    starts = [greedy_order(problem), demand_order(problem)]
    positions = [{o: k for k, o in enumerate(start)} for start in starts]
    segments: list[_Segment] = []
    done, resident, start = 0, costs.initial(), 0
    cuts = cut_points(problem)
    for cut in cuts if cuts and cuts[-1] == n - 1 else [*cuts, n - 1]:
        ops = list(range(start, cut + 1))
        options = [ops, *(sorted(ops, key=position.__getitem__) for position in positions)]
        runs = [_run(costs, done, resident, order) for order in options]
        (seg_peak, after), order = min(zip(runs, options, strict=True), key=lambda x: x[0][0])
        segments.append(_Segment(done, resident, tuple(order), seg_peak))
        done |= ((1 << (cut + 1)) - 1) ^ ((1 << start) - 1)
        resident, start = after, cut + 1
    pred = _preds(problem)
    floor = max(bound, costs.initial())
    explored, timed_out, proved = 0, False, True
    for seg in sorted(segments, key=lambda s: -s.peak):
        if seg.peak <= floor:
            break
        if timed_out:
            proved = False
            floor = max(floor, seg.peak)
            continue
        if len(seg.order) > MAX_SEARCHED_OPERATORS:
            explored += _improve_in_windows(costs, pred, seg, floor, deadline, memo_limit)
            proved = proved and seg.peak <= floor
            timed_out = time.monotonic() > deadline
            floor = max(floor, seg.peak)
            continue
        search = _SegmentSearch(costs, pred, seg, floor, deadline, memo_limit)
        seg.order, seg.peak = search.run()
        explored += search.explored
        timed_out = search.timed_out
        proved = proved and not search.timed_out
        floor = max(floor, seg.peak)
    best = tuple(o for seg in segments for o in seg.order)
    found = peak(problem, best)
    return OrderResult(best, found, bound, proved or found <= bound, stored_peak, explored, timed_out)


#: Operators in one window of :func:`_improve_in_windows`.
WINDOW = 120


def _improve_in_windows(
    costs: _Costs, pred: list[int], seg: _Segment, floor: int, deadline: float, memo_limit: int
) -> int:
    """Lower a segment too long to search whole: search exactly the window of
    :data:`WINDOW` consecutive operators around its peak step, keeping the rest (the
    steps outside a window cost the same whatever order it takes inside, since what
    has run before and after it is the same), and repeat around the new peak until
    no window helps, the peak is at most ``floor`` or time is up. Returns the sets
    explored. Not exact: the result says so through its gap."""
    explored, tried = 0, set()
    while time.monotonic() <= deadline:
        lives, dones, residents = [], [], []
        done, resident = seg.done, seg.resident
        for o in seg.order:
            dones.append(done)
            residents.append(resident)
            live, resident = costs.step(done, o, resident)
            lives.append(live)
            done |= 1 << o
        k = max(range(len(lives)), key=lives.__getitem__)
        if lives[k] <= floor:
            break
        lo = max(0, min(k - WINDOW // 2, len(lives) - WINDOW))
        hi = min(len(lives), lo + WINDOW)
        if (lo, hi) in tried:
            break
        tried.add((lo, hi))
        window = _Segment(dones[lo], residents[lo], seg.order[lo:hi], max(lives[lo:hi]))
        outside = max(lives[:lo] + lives[hi:], default=0)
        search = _SegmentSearch(costs, pred, window, max(floor, outside), deadline, memo_limit)
        order, window_peak = search.run()
        explored += search.explored
        if window_peak < window.peak:
            seg.order = seg.order[:lo] + order + seg.order[hi:]
            seg.peak = max(outside, window_peak)
            tried.clear()
    return explored


def _run(costs: _Costs, done: int, resident: int, order: Sequence[int]) -> tuple[int, int]:
    """(peak, resident bytes after) of running ``order`` from ``done``."""
    top = 0
    for o in order:
        live, resident = costs.step(done, o, resident)
        top = max(top, live)
        done |= 1 << o
    return top, resident


@dataclass
class _Segment:
    """Operators between two cuts: what ran before them, what is resident then, their
    order and its peak (replaced when a search finds a lower one)."""

    done: int
    resident: int
    order: tuple[int, ...]
    peak: int


class _SegmentSearch:
    """Dynamic programming over the executed sets of one segment, from its starting
    order as incumbent; stops as soon as the segment's peak is at most ``floor`` (what
    the whole order needs anyway)."""

    def __init__(
        self, costs: _Costs, pred: list[int], seg: _Segment, floor: int, deadline: float, memo_limit: int
    ) -> None:
        self.costs, self.pred, self.seg, self.floor = costs, pred, seg, floor
        self.deadline, self.memo_limit = deadline, memo_limit
        self.ops = sorted(seg.order)
        self.full = seg.done
        for o in self.ops:
            self.full |= 1 << o
        self.best = (seg.peak, seg.order)
        self.seen: dict[int, int] = {}
        self.path: list[int] = []
        self.explored = 0
        self.timed_out = False

    def run(self) -> tuple[tuple[int, ...], int]:
        self._search(self.seg.done, self.seg.resident, 0)
        return self.best[1], self.best[0]

    def _search(self, done: int, resident: int, so_far: int) -> None:
        if self.timed_out:
            return
        if done == self.full:
            if so_far < self.best[0]:
                self.best = (so_far, tuple(self.path))
            return
        known = self.seen.get(done)
        if known is not None and known <= so_far:
            return
        if len(self.seen) < self.memo_limit:
            self.seen[done] = so_far
        self.explored += 1
        if self.explored % 256 == 0 and time.monotonic() > self.deadline:
            self.timed_out = True
            return
        options = []
        for o in self.ops:
            if (done >> o) & 1 or self.pred[o] & ~done:
                continue
            live, after = self.costs.step(done, o, resident)
            step_peak = max(so_far, live)
            if step_peak < self.best[0]:
                options.append((step_peak, after, o))
        for step_peak, after, o in sorted(options):
            if step_peak >= self.best[0]:
                break
            self.path.append(o)
            self._search(done | (1 << o), after, step_peak)
            self.path.pop()
            if self.best[0] <= self.floor:
                return
