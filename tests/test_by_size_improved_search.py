"""greedy_by_size_improved's candidate search: the nearest unassigned record past a
member's edge by skip links, and the tree only when that one does not fit its stretch
(assigned slots cleared as the tree meets them) — the same plans as the reference."""

from __future__ import annotations

import random
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator

import numpy as np
import pytest

from tests.cases import recs
from tests.test_shared_equivalence import assert_same, reference_greedy_by_size_improved_objects
from tflite_memplan import bounds
from tflite_memplan.planners.shared import by_size, by_size_kernel
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects
from tflite_memplan.records import UsageRecord

#: Every class loop a run can take.
LOOPS = ["python", "kernel as python", "machine code"]


def run_on_lists(*args: object) -> None:
    """The class loop's own code run as Python on lists, the arrays then updated as the
    machine code updates them."""
    lists = [a.tolist() if isinstance(a, np.ndarray) else a for a in args]
    by_size_kernel.class_loop(*lists)
    for array, values in zip(args, lists, strict=True):
        if isinstance(array, np.ndarray):
            array[:] = values


@pytest.fixture(params=LOOPS)
def class_loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Classes run by the Python loop, or by the kernel from the first record and the
    first class on: its code as Python on lists, or its machine code from the shipped
    IR (skipped where that cannot load); the kernel must then have run."""
    calls: Counter[str] = Counter()
    if request.param == "python":
        monkeypatch.setattr(by_size_kernel, "loop", lambda: pytest.fail("the kernel was asked for"))
        yield
        return
    machine = by_size_kernel.loop()
    if request.param == "machine code" and machine is None:
        pytest.skip("the class loop's machine code does not load here (it ships for x86-64 Linux, needs llvmlite)")
    run = machine if request.param == "machine code" else run_on_lists

    def counted(*args: object) -> None:
        calls["kernel"] += 1
        run(*args)  # type: ignore[operator]

    monkeypatch.setattr(by_size_kernel, "loop", lambda: counted)
    monkeypatch.setattr(by_size, "COMPILED_FROM", 0)
    monkeypatch.setattr(by_size, "COMPILED_CLASS", 1)
    yield
    assert calls["kernel"], "the kernel ran"


# Found by search: on both sides a nearest record is too long for its stretch, and the
# tree passes an assigned slot before it finds one that fits.
TOO_LONG = recs((32, 3, 4), (16, 7, 8), (16, 1, 3), (32, 8, 11), (8, 5, 6), (8, 4, 7))


def test_the_tree_finds_what_fits_past_the_nearest_and_clears_assigned_slots(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    tree = by_size._MaxTree
    for name in ("first_above", "last_above", "clear"):
        method = getattr(tree, name)

        def counted(self: by_size._MaxTree, *args: int | float, method=method, name=name) -> int | None:  # type: ignore[no-untyped-def]
            found = method(self, *args)
            if name == "clear" or found >= 0:
                calls[name] += 1
            return found

        monkeypatch.setattr(tree, name, counted)
    assert_same(greedy_by_size_improved_objects(TOO_LONG), reference_greedy_by_size_improved_objects(TOO_LONG))
    assert calls["first_above"] and calls["last_above"] and calls["clear"]


def test_long_and_short_records_mixed_match_the_reference(class_loop: None) -> None:
    # Long records beside short ones in every stretch, sizes from a small palette so
    # positions and keys tie: the skip links' pick and the tree's must agree with a rescan.
    rng = random.Random(40)
    for _ in range(150):
        records = []
        for _ in range(rng.randint(2, 30)):
            first = rng.randint(0, 20)
            records.append((rng.choice([8, 16, 32, 64]), first, first + rng.choice([0, 1, 2, 6, 15])))
        case = recs(*records)
        assert_same(greedy_by_size_improved_objects(case), reference_greedy_by_size_improved_objects(case))


def test_steps_past_float_precision_match_the_reference() -> None:
    # Steps beyond 2**53 keep every sort and range search in Python (no float or numpy path).
    rng = random.Random(53)
    for _ in range(40):
        records = []
        for _ in range(rng.randint(2, 25)):
            first = 2**60 + rng.randint(0, 15)
            records.append((rng.choice([8, 16, 32]), first, first + rng.choice([0, 1, 3, 8])))
        case = recs(*records)
        assert_same(greedy_by_size_improved_objects(case), reference_greedy_by_size_improved_objects(case))


@pytest.mark.parametrize(
    ("seeds", "close", "recent"), [(1, 0, 0), (1, 64, 0), (64, 0, 8)], ids=["all-forced", "seeds", "lookup"]
)
def test_rarely_taken_paths_match_the_reference(
    monkeypatch: pytest.MonkeyPatch, seeds: int, close: int, recent: int, class_loop: None
) -> None:
    # Seeding in numpy from one candidate, and the best neighbour found through the
    # records overlapping in time (no close records, no recent placements checked first):
    # paths the pickled benchmark graphs and small cases rarely take must give the same plans.
    monkeypatch.setattr(by_size, "SEEDS_IN_NUMPY", seeds)
    monkeypatch.setattr(by_size, "CLOSE_RECORDS", close)
    monkeypatch.setattr(by_size, "RECENT_PLACEMENTS", recent)
    rng = random.Random(64)
    for _ in range(120):
        records = []
        for _ in range(rng.randint(2, 40)):
            first = rng.randint(0, 25)
            records.append((rng.choice([8, 16, 24, 32, 64]), first, first + rng.choice([0, 1, 2, 5, 12])))
        case = recs(*records)
        assert_same(greedy_by_size_improved_objects(case), reference_greedy_by_size_improved_objects(case))


def graph_records(kind: str, size: int) -> list[UsageRecord]:
    from tests.synthetic import synthetic_graph
    from tflite_memplan.semantics import SEMANTICS

    return list(SEMANTICS["tflm"].lifetimes(synthetic_graph(kind, size, 0)).records)


@pytest.mark.parametrize("kind", ["chain", "wide_branches", "unet", "transformer"])
def test_machine_code_and_python_agree_on_synthetic_graphs(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Large classes as machine code and small ones in Python in one run, the state
    # moved between them each time the kind of class changes: the plans of the Python
    # loop alone, on the graphs the benchmarks time.
    machine = by_size_kernel.loop()
    if machine is None:
        pytest.skip("the class loop's machine code does not load here")
    records = graph_records(kind, 3000)
    python = greedy_by_size_improved_objects(records)
    calls: Counter[str] = Counter()

    def counted(*args: object) -> None:
        calls["kernel"] += 1
        machine(*args)

    monkeypatch.setattr(by_size_kernel, "loop", lambda: counted)
    monkeypatch.setattr(by_size, "COMPILED_FROM", 0)
    negated = [-m for m in bounds.positional_maximums(records)]
    classes = Counter(bisect_right(negated, -r.size) - 1 for r in records).values()
    for smallest in (1, 500, 1000):  # unet's classes alternate at 500
        calls.clear()
        monkeypatch.setattr(by_size, "COMPILED_CLASS", smallest)
        assert_same(greedy_by_size_improved_objects(records), python)
        assert calls["kernel"] == sum(c >= smallest for c in classes)


def test_records_without_live_sets_stay_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    # Live sets too large to make (one wide operator): the kernel could not find what
    # meets a record, so the whole run stays in Python, with the same plan.
    monkeypatch.setattr(by_size_kernel, "loop", lambda: run_on_lists)
    monkeypatch.setattr(by_size, "COMPILED_FROM", 0)
    monkeypatch.setattr(by_size, "COMPILED_CLASS", 1)
    monkeypatch.setattr(bounds, "LIVE_SET_ENTRIES", 0)
    case = recs((32, 0, 9), (16, 1, 2), (8, 3, 4), (16, 5, 9), (8, 0, 0))
    assert by_size._InArrays.for_run(by_size._DistancePriority(case), len(case)) is None
    assert_same(greedy_by_size_improved_objects(case), reference_greedy_by_size_improved_objects(case))
