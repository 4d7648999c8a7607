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
good order fast. Subgraphs of a few dozen operators are solved exactly; larger ones
get the greedy or stored order (whichever is lower) with its gap to the bound.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass

#: Subgraphs up to this many operators are searched; larger ones get the greedy or
#: stored order with its gap (the search recurses once per operator).
MAX_SEARCHED_OPERATORS = 300


@dataclass(frozen=True)
class OrderProblem:
    """One subgraph, abstractly.

    ``sizes[t]`` bytes of tensor t (rounded by the caller); ``producers[t]`` the
    operator writing t, or -1 for a tensor there before the first operator (a graph
    input); ``reads[o]``/``writes[o]`` the tensors operator o reads and writes;
    ``scratch[o]`` bytes live only while o runs; ``outputs`` tensors live to the end;
    ``fixed`` operators that must keep their stored relative order (variables,
    control flow, custom operators with state). Constants are simply left out.
    """

    sizes: tuple[int, ...]
    producers: tuple[int, ...]
    reads: tuple[tuple[int, ...], ...]
    writes: tuple[tuple[int, ...], ...]
    scratch: tuple[int, ...]
    outputs: frozenset[int] = frozenset()
    fixed: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        n, m = len(self.reads), len(self.sizes)
        if len(self.writes) != n or len(self.scratch) != n:
            raise ValueError("reads, writes and scratch need one entry per operator")
        if len(self.producers) != m:
            raise ValueError("producers needs one entry per tensor")
        for o in range(n):
            for t in (*self.reads[o], *self.writes[o]):
                if not 0 <= t < m:
                    raise ValueError(f"operator {o} uses tensor {t}, not among the {m} tensors")
            for t in self.writes[o]:
                if self.producers[t] != o:
                    raise ValueError(f"operator {o} writes tensor {t}, whose producer is {self.producers[t]}")
        if any(s < 0 for s in (*self.sizes, *self.scratch)):
            raise ValueError("sizes and scratch are at least 0")
        if any(not 0 <= o < n for o in self.fixed):
            raise ValueError("fixed names an operator that does not exist")

    @property
    def operators(self) -> int:
        return len(self.reads)


def _consumers(problem: OrderProblem) -> list[list[int]]:
    readers: list[list[int]] = [[] for _ in problem.sizes]
    for o, ts in enumerate(problem.reads):
        for t in ts:
            if o not in readers[t]:
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
    needed after it, so it is live at o's step. O(n² + n·tensors) with bitsets."""
    n = problem.operators
    pred = _preds(problem)
    anc = [0] * n
    for o in _topological(problem, pred):
        mask = pred[o]
        for q in range(n):
            if (mask >> q) & 1:
                anc[o] |= anc[q]
        anc[o] |= mask
    desc = [0] * n
    for o in range(n):
        for q in range(n):
            if (anc[q] >> o) & 1:
                desc[o] |= 1 << q
    readers = _consumers(problem)
    reader_mask = [sum(1 << r for r in rs) for rs in readers]
    best = 0
    for o in range(n):
        own = set(problem.reads[o]) | set(problem.writes[o])
        live = sum(problem.sizes[t] for t in own) + problem.scratch[o]
        for t, producer in enumerate(problem.producers):
            if t in own:
                continue
            made_before = producer < 0 or (anc[o] >> producer) & 1
            needed_after = t in problem.outputs or reader_mask[t] & desc[o]
            if made_before and needed_after:
                live += problem.sizes[t]
        best = max(best, live)
    return best


def _topological(problem: OrderProblem, pred: list[int]) -> list[int]:
    order, done = [], 0
    remaining = list(range(problem.operators))
    while remaining:
        ready = [o for o in remaining if not pred[o] & ~done]
        if not ready:
            raise ValueError("the operators form a cycle")
        o = ready[0]
        order.append(o)
        done |= 1 << o
        remaining.remove(o)
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


@dataclass(frozen=True)
class OrderResult:
    """The order found, its peak, a bound no order beats, whether the order is proved
    the best, and the stored order's peak."""

    order: tuple[int, ...]
    peak: int
    bound: int
    optimal: bool
    stored_peak: int
    explored: int
    timed_out: bool


def best_order(problem: OrderProblem, time_limit: float = 5.0, memo_limit: int = 2_000_000) -> OrderResult:
    """The order with the lowest peak: dynamic programming over executed sets with
    branch and bound from the better of the stored and greedy orders, pruned by the
    incumbent; at most ``memo_limit`` sets remembered and ``time_limit`` seconds
    (checked every 256 sets). Exact when it finishes; otherwise the best order found
    and the bound. Exponential in the width of the graph, not its length."""
    deadline = time.monotonic() + time_limit
    stored = tuple(range(problem.operators))
    stored_peak = peak(problem, stored)
    greedy = greedy_order(problem)
    greedy_peak = peak(problem, greedy)
    best_order_, best_peak = (greedy, greedy_peak) if greedy_peak < stored_peak else (stored, stored_peak)
    bound = lower_bound(problem)
    if best_peak <= bound or problem.operators == 0:
        return OrderResult(best_order_, best_peak, bound, True, stored_peak, 0, False)
    if problem.operators > MAX_SEARCHED_OPERATORS:  # the search recurses once per operator
        return OrderResult(best_order_, best_peak, bound, False, stored_peak, 0, False)

    costs = _Costs(problem)
    pred = _preds(problem)
    n = problem.operators
    full = (1 << n) - 1
    seen: dict[int, int] = {}  # executed set -> lowest peak reaching it
    explored = 0
    timed_out = False
    path: list[int] = []
    incumbent = [best_peak, best_order_]

    def search(done: int, resident: int, so_far: int) -> None:
        nonlocal explored, timed_out
        if timed_out:
            return
        if done == full:
            if so_far < incumbent[0]:
                incumbent[0], incumbent[1] = so_far, tuple(path)
            return
        known = seen.get(done)
        if known is not None and known <= so_far:
            return
        if len(seen) < memo_limit:
            seen[done] = so_far
        explored += 1
        if explored % 256 == 0 and time.monotonic() > deadline:
            timed_out = True
            return
        options = []
        for o in range(n):
            if (done >> o) & 1 or pred[o] & ~done:
                continue
            live, after = costs.step(done, o, resident)
            step_peak = max(so_far, live)
            if step_peak < incumbent[0]:
                options.append((step_peak, after, o))
        for step_peak, after, o in sorted(options):
            if step_peak >= incumbent[0]:
                break
            path.append(o)
            search(done | (1 << o), after, step_peak)
            path.pop()
            if incumbent[0] <= bound:
                return

    search(0, costs.initial(), costs.initial())
    order, found = incumbent[1], incumbent[0]
    optimal = (not timed_out) or found <= bound
    return OrderResult(tuple(order), found, bound, optimal, stored_peak, explored, timed_out)
