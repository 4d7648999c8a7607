"""The exact search taken further rather than started again: each round of a decision
(and each probe of the same capacity) goes on with the search the last one paused,
and must answer as MiniMalloc's fresh start would — status, plan and nodes counted."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_exact_numpy import cases
from tflite_memplan.planners import compiled
from tflite_memplan.planners.offset import exact
from tflite_memplan.planners.offset.exact_numpy import NUMPY_SEARCH, NumpySearch
from tflite_memplan.records import UsageRecord

KERNELS = {"lists": exact._search, "numpy": NUMPY_SEARCH}


def _answer(decider: exact._Decider, search: exact._Search, limit: int) -> tuple[int, list[int] | None, int]:
    status, offsets, nodes = search.run(decider, limit, math.inf)
    return status, None if offsets is None else offsets.tolist(), nodes


@settings(max_examples=150, deadline=None)
@given(
    case=cases(),
    limits=st.lists(st.integers(0, 300), min_size=2, max_size=5),
    kernel=st.sampled_from(["lists", "numpy"]),
)
def test_a_kept_search_answers_each_limit_as_a_fresh_one(
    case: tuple[list[UsageRecord], int, int | None, int], limits: list[int], kernel: str
) -> None:
    # Limits in any order (larger, smaller, the same again), through pauses at the top
    # and inside the parts a placement splits off, for every order of the buffers.
    records, alignment, capacity, _ = case
    decider = exact._Decider(records, alignment, KERNELS[kernel])
    if not decider.ids:
        return
    capacity = capacity or sum(r.size for r in records) // 2 + 1
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(exact, "NUMPY_FROM_BUFFERS", 0 if kernel == "numpy" else 10**9)
        for name in exact.PREORDERINGS:
            decider.heuristic = name
            kept = decider.new_search(capacity)
            for limit in limits:
                assert _answer(decider, kept, limit) == _answer(decider, decider.new_search(capacity), limit)


def _counting(real: NumpySearch, expanded: list[int]) -> NumpySearch:
    """``real``'s kernel, adding the nodes each call expands to ``expanded[0]``."""

    class Counting(NumpySearch):
        def bind(self, *args: object) -> object:  # type: ignore[override]
            step, state = real.bind(*args), args[0]

            def counted(budget: int) -> int:
                before = int(state[2])  # type: ignore[index]
                status = step(budget)
                expanded[0] += int(state[2]) - before  # type: ignore[index]
                return status

            return counted

    return Counting()


def _buffers(seed: int, count: int) -> list[UsageRecord]:
    """``count`` buffers of 16 B to 1 KiB, each live for up to 9 of 39 steps."""
    rng = random.Random(seed)
    records = []
    for _ in range(count):
        first = rng.randint(0, 30)
        records.append(UsageRecord(size=rng.randint(1, 64) * 16, first=first, last=first + rng.randint(0, 8)))
    return records


def test_the_rounds_go_on_from_their_pause_and_count_as_a_fresh_start(monkeypatch: pytest.MonkeyPatch) -> None:
    # Fitting these 70 at their lower bound takes nine rounds (2,910 nodes counted): every
    # order pauses. MiniMalloc's restarts (no search kept) visit each round's nodes again;
    # kept, they are counted, not visited.
    records = _buffers(8, 70)
    capacity = exact.offset_lower_bound(records, 1)
    monkeypatch.setattr(exact, "NUMPY_FROM_BUFFERS", 0)
    answers, expanded, built = [], [], []
    real_new = exact._Decider.new_search

    def new_search(self: exact._Decider, capacity: int) -> exact._Search:
        built[-1] += 1
        return real_new(self, capacity)

    runs: list[tuple[str, int]] = []  # each round's order and the nodes it counted
    real_run = exact._Decider._run

    def run(self: exact._Decider, capacity: int, deadline: float, limit: int) -> tuple[int, list[int] | None, int]:
        answer = real_run(self, capacity, deadline, limit)
        runs.append((self.heuristic, answer[2]))
        return answer

    monkeypatch.setattr(exact._Decider, "new_search", new_search)
    monkeypatch.setattr(exact._Decider, "_run", run)
    for kept in (exact.KEPT_SEARCHES, 0):
        monkeypatch.setattr(exact, "KEPT_SEARCHES", kept)
        counted, built = [0], [*built, 0]
        decider = exact._Decider(records, 1, _counting(NUMPY_SEARCH, counted))
        answers.append(decider.decide(capacity, math.inf))
        expanded.append(counted[0])
    status, offsets, nodes = answers[0]
    assert (nodes, len(runs)) == (2_910, 2 * 9)
    assert status == exact.FOUND and offsets is not None and answers[0] == answers[1]
    assert built[0] == len(exact.PREORDERINGS) < built[1]  # each order's search built once, kept
    assert expanded[1] == nodes  # afresh, every node counted is visited (parts included)
    # Kept, a round visits only the nodes past its order's last pause.
    reached = dict.fromkeys(exact.PREORDERINGS, 0)
    replayed = 0
    for name, counted in runs[: len(runs) // 2]:
        replayed, reached[name] = replayed + reached[name], counted
    assert replayed > 0 and expanded[0] == nodes - replayed


def test_minimising_keeps_the_latest_searches_and_answers_as_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    # These 100 minimised for 20,000 nodes: eleven probes, the bound's again with a larger
    # budget; with no memory to keep searches in, each starts afresh, with the same answer.
    kept: list[int] = []
    real = exact._Decider.decide

    def decide(self: exact._Decider, capacity: int, deadline: float, budget: int | None = None) -> object:
        answer = real(self, capacity, deadline, budget)
        kept.append(len(self.searches))
        return answer

    monkeypatch.setattr(exact._Decider, "decide", decide)
    kernel = compiled.native(exact.KERNEL) or compiled.compiled(exact.KERNEL) or exact._search
    monkeypatch.setattr(exact, "_kernel", lambda: kernel)
    answers, most = [], []
    for room in (exact.KEPT_BYTES, 0):
        monkeypatch.setattr(exact, "KEPT_BYTES", room)
        kept.clear()
        result = exact.solve_offsets(_buffers(8, 100), 1, node_limit=20_000, time_limit=600)
        answers.append((result.plan, result.bound, result.nodes, result.optimal))
        most.append(max(kept))
    assert answers[0] == answers[1] and answers[0][2] == 20_000 and not answers[0][3] and len(kept) == 11
    assert most == [exact.KEPT_SEARCHES, 1]
