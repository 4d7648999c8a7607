"""Operator order search: valid orders, honest peaks, exact against brute force."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tflite_memplan.reorder import search as order_module
from tflite_memplan.reorder.search import (
    best_order,
    cut_points,
    demand_order,
    greedy_order,
    is_topological,
    lower_bound,
    peak,
)
from tflite_memplan.semantics.order import OrderProblem


@st.composite
def small_dags(draw: st.DrawFn, max_ops: int = 7) -> OrderProblem:
    """Random dataflow graphs: each operator reads earlier tensors (or graph inputs)
    and writes one to three new ones (SPLIT-like), some scratch, some fixed."""
    n = draw(st.integers(1, max_ops))
    inputs = draw(st.integers(1, 2))
    sizes = [draw(st.integers(1, 64)) for _ in range(inputs)]
    producers = [-1] * inputs
    reads, writes = [], []
    for o in range(n):
        pool = list(range(len(sizes)))
        reads.append(tuple(sorted(set(draw(st.lists(st.sampled_from(pool), min_size=1, max_size=3))))))
        made = []
        for _ in range(draw(st.integers(1, 3))):
            made.append(len(sizes))
            sizes.append(draw(st.integers(1, 64)))
            producers.append(o)
        writes.append(tuple(made))
    scratch = tuple(draw(st.integers(0, 16)) for _ in range(n))
    outputs = frozenset(draw(st.lists(st.sampled_from(range(len(sizes))), max_size=2)))
    fixed = tuple(sorted(set(draw(st.lists(st.integers(0, n - 1), max_size=3)))))
    return OrderProblem(tuple(sizes), tuple(producers), tuple(reads), tuple(writes), scratch, outputs, fixed)


def brute_force(problem: OrderProblem) -> int:
    return min(
        peak(problem, order)
        for order in itertools.permutations(range(problem.operators))
        if is_topological(problem, order)
    )


def best_by_subsets(problem: OrderProblem) -> int:
    """The lowest peak by plain dynamic programming over every set of executed
    operators (2^n sets), each step's bytes straight from the liveness rule: what was
    made by the set (or is a graph input) and is still needed after it, plus what the
    next operator writes and its scratch. For graphs too big to enumerate orders."""
    n = problem.operators
    readers = [{o for o in range(n) if t in problem.reads[o]} for t in range(len(problem.sizes))]
    fixed = sorted(problem.fixed)

    def ready(done: frozenset[int], o: int) -> bool:
        needs = {problem.producers[t] for t in problem.reads[o]} - {-1, o}
        needs |= {f for f in fixed if o in fixed and f < o}
        return o not in done and needs <= done

    def step(done: frozenset[int], o: int) -> int:
        live = problem.scratch[o] + sum(problem.sizes[t] for t in set(problem.writes[o]))
        for t, p in enumerate(problem.producers):
            made = p < 0 or p in done
            needed = t in problem.outputs or bool(readers[t] - done)
            if made and needed:
                live += problem.sizes[t]
        return live

    start = sum(
        problem.sizes[t] for t, p in enumerate(problem.producers) if p < 0 and (readers[t] or t in problem.outputs)
    )
    best = {frozenset(): start}
    for _ in range(n):
        nxt: dict[frozenset[int], int] = {}
        for done, top in best.items():
            for o in range(n):
                if ready(done, o):
                    key = done | {o}
                    nxt[key] = min(nxt.get(key, 1 << 60), max(top, step(done, o)))
        best = nxt
    return min(best.values())


def live_by_hand(problem: OrderProblem, order: tuple[int, ...]) -> int:
    """The peak straight from the liveness rule: a tensor lives from its producer's
    step (graph inputs: the first step) to its last reader's (outputs: the end; unread
    ones: their producer's step); each step adds the operator's scratch."""
    step_of = {o: k for k, o in enumerate(order)}
    last = len(order) - 1
    best = 0
    for k, o in enumerate(order):
        live = problem.scratch[o]
        for t, size in enumerate(problem.sizes):
            p = problem.producers[t]
            start = 0 if p < 0 else step_of[p]
            readers = [step_of[r] for r, ts in enumerate(problem.reads) if t in ts]
            end = last if t in problem.outputs else max(readers, default=start if p >= 0 else -1)
            if p < 0 and not readers and t not in problem.outputs:
                continue
            if start <= k <= end:
                live += size
        best = max(best, live)
    return best


@settings(max_examples=100, deadline=None)
@given(problem=small_dags(max_ops=10))
def test_the_search_matches_a_plain_subset_programme_up_to_ten_operators(problem: OrderProblem) -> None:
    result = best_order(problem, time_limit=30)
    assert is_topological(problem, result.order) and result.optimal
    assert result.peak == best_by_subsets(problem)


@settings(max_examples=200, deadline=None)
@given(problem=small_dags())
def test_the_search_is_exact_and_its_order_valid(problem: OrderProblem) -> None:
    result = best_order(problem, time_limit=30)
    assert is_topological(problem, result.order)
    assert result.optimal and not result.timed_out
    assert result.peak == peak(problem, result.order) == brute_force(problem)
    assert result.bound <= result.peak <= result.stored_peak


@settings(max_examples=200, deadline=None)
@given(problem=small_dags())
def test_peaks_follow_the_liveness_rule_and_the_bound_holds(problem: OrderProblem) -> None:
    greedy = greedy_order(problem)
    assert is_topological(problem, greedy)
    for order in (tuple(range(problem.operators)), greedy):
        assert peak(problem, order) == live_by_hand(problem, order)
    assert lower_bound(problem) <= brute_force(problem)


def test_a_diamond_where_every_order_ties_is_proved_by_the_search() -> None:
    # Input x (10 B) feeds op 0 (writes A, 10 B) and op 1 (writes B, 100 B); op 2 reads
    # A and B and writes the output (5 B). Whichever of ops 0 and 1 runs second, x, A
    # and B are live together there: 120 B in both orders. The bound sees only 115 B
    # (op 2's A + B + output): it does not know A is live at op 1's step, as A is not
    # made by one of op 1's ancestors; the search proves 120 optimal.
    problem = OrderProblem(
        sizes=(10, 10, 100, 5),
        producers=(-1, 0, 1, 2),
        reads=((0,), (0,), (1, 2)),
        writes=((1,), (2,), (3,)),
        scratch=(0, 0, 0),
        outputs=frozenset({3}),
    )
    assert peak(problem, (0, 1, 2)) == peak(problem, (1, 0, 2)) == 120
    result = best_order(problem)
    assert result.bound == 115
    assert result.peak == 120 and result.optimal and not result.timed_out


def _two_chains(fixed: tuple[int, ...] = ()) -> OrderProblem:
    """Input x (10 B); op 0 a1 writes 100 B, op 1 b1 writes 50 B (both read x); op 2 a2
    and op 3 b2 each turn their chain's tensor into a 1-byte output."""
    return OrderProblem(
        sizes=(10, 100, 1, 50, 1),
        producers=(-1, 0, 2, 1, 3),
        reads=((0,), (0,), (1,), (3,)),
        writes=((1,), (3,), (2,), (4,)),
        scratch=(0, 0, 0, 0),
        outputs=frozenset({2, 4}),
        fixed=fixed,
    )


def test_the_order_that_frees_first_wins_by_hand() -> None:
    # Two independent chains from one input: x→a1 (big 100)→a2 (small 1), x→b1 (50)→b2 (1);
    # outputs a2, b2. Stored a1, b1, a2, b2 keeps 100 and 50 live together (+x): 160;
    # a1, a2, b1, b2 finishes the big chain first: peak 10 + 100 + 1 = 111.
    problem = _two_chains()
    assert peak(problem, (0, 1, 2, 3)) == 160
    assert peak(problem, (0, 2, 1, 3)) == 111  # x 10 + a1 100 + a2 1 at a2's step
    result = best_order(problem)
    assert result.peak == 111 and result.optimal and result.stored_peak == 160
    assert is_topological(problem, result.order)


def test_fixed_operators_keep_their_stored_order() -> None:
    problem = _two_chains(fixed=(1, 2))  # b1 must run before a2: the big chain cannot finish first
    result = best_order(problem)
    assert is_topological(problem, result.order)
    assert result.order.index(1) < result.order.index(2)
    assert result.peak == brute_force(problem)


def test_a_large_graph_stops_at_the_time_limit_with_a_valid_order() -> None:
    # 150 operators in 10 parallel chains of 15 from one input, each step of a chain
    # a different size: far too many orders to enumerate; the search stops at its
    # limit (or proves the bound) and still returns a valid order no worse than stored.
    sizes, producers, reads, writes = [8], [-1], [], []
    for chain in range(10):
        previous = 0
        for step in range(15):
            o = len(reads)
            reads.append((previous,))
            writes.append((len(sizes),))
            previous = len(sizes)
            sizes.append(1 + (chain * 37 + step * 11) % 97)
            producers.append(o)
    outputs = frozenset(t for t in range(len(sizes)) if t > 0 and (t - 1) % 15 == 14)
    problem = OrderProblem(tuple(sizes), tuple(producers), tuple(reads), tuple(writes), (0,) * len(reads), outputs)
    result = best_order(problem, time_limit=0.5)
    assert is_topological(problem, result.order)
    assert result.bound <= result.peak == peak(problem, result.order) <= result.stored_peak
    assert result.optimal or result.timed_out


def _cells(count: int) -> OrderProblem:
    """``count`` NASNet-like cells in a chain, stored breadth first: x (16 B) → four
    branches of two operators (64 B, then 8 B) → a CONCATENATION (16 B), the next x."""
    sizes, producers, reads, writes = [16], [-1], [], []

    def op(inputs: tuple[int, ...], size: int) -> int:
        reads.append(inputs)
        writes.append((len(sizes),))
        producers.append(len(reads) - 1)
        sizes.append(size)
        return len(sizes) - 1

    x = 0
    for _ in range(count):
        hidden = [op((x,), 64) for _ in range(4)]
        outs = [op((h,), 8) for h in hidden]
        x = op(tuple(outs), 16)
    problem = OrderProblem(tuple(sizes), tuple(producers), tuple(reads), tuple(writes), (0,) * len(reads))
    return dataclasses.replace(problem, outputs=frozenset({x}))


def test_cells_in_a_chain_are_ordered_apart_and_proved() -> None:
    one = best_order(_cells(1))
    assert one.optimal and one.stored_peak == 16 + 4 * 64 and one.peak == 104  # by hand: 16 + 3 * 8 + 64
    problem = _cells(150)  # 1,350 operators: one search of them all would never end
    assert cut_points(problem) == [9 * k + 8 for k in range(150)]
    result = best_order(problem, time_limit=30)
    assert is_topological(problem, result.order)
    assert (result.peak, result.optimal, result.timed_out) == (104, True, False)
    assert peak(problem, result.order) == 104


@settings(max_examples=200, deadline=None)
@given(problem=small_dags(max_ops=9))
def test_the_demand_order_is_topological(problem: OrderProblem) -> None:
    assert is_topological(problem, demand_order(problem))


def test_the_demand_order_runs_side_inputs_just_in_time() -> None:
    # an unrolled recurrence with hoisted projections: p_t (64 B) read by step t only;
    # the demand order computes each p_t right before its step (peak 64 + 16 + 16),
    # the stored order keeps all four alive (4 * 64 + 16)
    sizes, producers, reads, writes = [], [], [], []
    projections = []
    for t in range(4):
        reads.append(())
        writes.append((len(sizes),))
        producers.append(t)
        sizes.append(64)
        projections.append(len(sizes) - 1)
    h = None
    for p in projections:
        reads.append((p,) if h is None else (p, h))
        writes.append((len(sizes),))
        producers.append(len(reads) - 1)
        sizes.append(16)
        h = len(sizes) - 1
    problem = OrderProblem(tuple(sizes), tuple(producers), tuple(reads), tuple(writes), (0,) * 8, frozenset({h}))
    order = demand_order(problem)
    assert order == (0, 4, 1, 5, 2, 6, 3, 7)
    assert peak(problem, range(8)) == 4 * 64 + 16 and peak(problem, order) == 64 + 16 + 16


@settings(max_examples=150, deadline=None)
@given(problem=small_dags(max_ops=8))
def test_windows_keep_orders_valid_and_claim_proof_only_when_true(problem: OrderProblem) -> None:
    # segments count as long from 3 operators and windows hold 3: every path of the
    # window search runs on small graphs
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(order_module, "MAX_SEARCHED_OPERATORS", 2)
        mp.setattr(order_module, "WINDOW", 3)
        result = best_order(problem)
    assert is_topological(problem, result.order)
    assert result.bound <= result.peak == peak(problem, result.order) <= result.stored_peak
    if result.optimal:
        assert result.peak == brute_force(problem)


def bound_by_definition(problem: OrderProblem) -> int:
    """:func:`lower_bound`'s definition read literally: ancestors and descendants by
    brute force over all topological orders' shared precedences."""
    n = problem.operators
    orders = [o for o in itertools.permutations(range(n)) if is_topological(problem, o)]
    before = {(a, b) for a in range(n) for b in range(n) if all(o.index(a) < o.index(b) for o in orders)}
    readers = {t: {o for o in range(n) if t in problem.reads[o]} for t in range(len(problem.sizes))}
    best = 0
    for o in range(n):
        own = set(problem.reads[o]) | set(problem.writes[o])
        live = sum(problem.sizes[t] for t in own) + problem.scratch[o]
        for t, producer in enumerate(problem.producers):
            made = producer < 0 or (producer, o) in before
            needed = t in problem.outputs or any((o, r) in before for r in readers[t])
            if t not in own and made and needed:
                live += problem.sizes[t]
        best = max(best, live)
    return best


@settings(max_examples=150, deadline=None)
@given(problem=small_dags(max_ops=6))
def test_the_bound_is_its_definition(problem: OrderProblem) -> None:
    assert lower_bound(problem) == bound_by_definition(problem)
