"""greedy_by_size_improved's candidate search: the nearest unassigned record past a
member's edge by skip links, and the tree only when that one does not fit its stretch
(assigned slots cleared as the tree meets them) — the same plans as the reference."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.cases import recs
from tests.test_shared_equivalence import assert_same, reference_greedy_by_size_improved_objects
from tflite_memplan.planners.shared import by_size
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects

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


def test_long_and_short_records_mixed_match_the_reference() -> None:
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
    monkeypatch: pytest.MonkeyPatch, seeds: int, close: int, recent: int
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
