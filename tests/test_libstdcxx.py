"""The libstdc++ emulation against the real thing: a tiny C++ program built with g++.

The program reads one case per line from stdin and prints one answer per line:
- ``U k1 k2 ...``: insert the keys into a ``std::unordered_set<int>``; print its
  bucket count, then the keys in iteration order.
- ``S k1 k2 ...``: ``std::sort`` the positions 0..n-1 by key only (equal keys are
  equivalent); print the positions in the sorted order.
- ``H k1 k2 ...``: the same with ``std::partial_sort(first, last, last)``, which is
  the heap sort ``std::sort`` falls back on.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from tflite_memplan import _libstdcxx as libstdcxx
from tflite_memplan._libstdcxx import std_sort, unordered_set_order

CXX_SOURCE = r"""
#include <algorithm>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    char kind;
    in >> kind;
    std::vector<long> keys;
    long k;
    while (in >> k) keys.push_back(k);
    if (kind == 'U') {
      std::unordered_set<int> set;
      for (long key : keys) set.insert(static_cast<int>(key));
      std::cout << set.bucket_count();
      for (int key : set) std::cout << ' ' << key;
    } else {
      std::vector<int> pos(keys.size());
      for (size_t i = 0; i < pos.size(); ++i) pos[i] = static_cast<int>(i);
      auto by_key = [&](int a, int b) { return keys[a] < keys[b]; };
      if (kind == 'H') {
        std::partial_sort(pos.begin(), pos.end(), pos.end(), by_key);
      } else {
        std::sort(pos.begin(), pos.end(), by_key);
      }
      for (size_t i = 0; i < pos.size(); ++i) std::cout << (i ? " " : "") << pos[i];
    }
    std::cout << '\n';
  }
  return 0;
}
"""


@pytest.fixture(scope="module")
def cxx_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    compiler = shutil.which("g++")
    if compiler is None:
        pytest.skip("g++ is not available")
    folder = tmp_path_factory.mktemp("libstdcxx")
    source = folder / "probe.cc"
    source.write_text(CXX_SOURCE)
    exe = folder / "probe"
    subprocess.run([compiler, "-std=c++17", "-O1", "-o", str(exe), str(source)], check=True, timeout=120)
    return exe


def run_cases(exe: Path, cases: list[tuple[str, list[int]]]) -> list[list[int]]:
    text = "".join(f"{kind} {' '.join(map(str, keys))}\n" for kind, keys in cases)
    out = subprocess.run([str(exe)], input=text, capture_output=True, text=True, check=True, timeout=60).stdout
    return [[int(x) for x in line.split()] for line in out.splitlines()]


def sort_positions_by_key(keys: list[int]) -> list[int]:
    return std_sort(range(len(keys)), keys.__getitem__)


def set_cases(rng: random.Random) -> list[list[int]]:
    cases = [[], [5], [0, 13, 26, 1, 14], list(range(14)), list(range(30)), list(range(60, 0, -1))]
    for _ in range(300):
        n = rng.randint(1, 140)
        span = rng.choice([20, 60, 200, 5000])
        # Repeats included: inserting a present key must change nothing.
        cases.append([rng.randrange(span) for _ in range(n)])
    return cases


def sort_cases(rng: random.Random) -> list[list[int]]:
    cases = [[], [1], [2, 1], [1] * 40, list(range(40)), list(range(40, 0, -1)), [3, 1, 2] * 20]
    for _ in range(300):
        n = rng.randint(0, 200)
        distinct = rng.choice([1, 2, 3, 5, 10, 1000])
        cases.append([rng.randrange(distinct) for _ in range(n)])
    return cases


def median_of_three_killer(n: int) -> list[int]:
    """An input on which introsort's partitions degenerate (McIlroy's adversary).

    Runs the emulation with a comparator that decides the keys lazily so that every
    pivot is nearly the smallest element, then returns the keys it committed to.
    Fed to the real ``std::sort``, the same input takes the heap-sort fallback.
    """
    gas = n
    value = [gas] * n
    solid = 0
    candidate = -1

    def less(x: int, y: int) -> bool:
        nonlocal solid, candidate
        if value[x] == gas and value[y] == gas:
            frozen = x if x == candidate else y
            value[frozen] = solid
            solid += 1
        if value[x] == gas:
            candidate = x
        elif value[y] == gas:
            candidate = y
        return value[x] < value[y]

    class Lazy:
        """A key whose ``<`` asks the adversary."""

        def __init__(self, position: int) -> None:
            self.position = position

        def __lt__(self, other: Lazy) -> bool:
            return less(self.position, other.position)

    std_sort(range(n), Lazy)
    return value


def test_unordered_set_iteration_order_matches_libstdcxx(cxx_program: Path) -> None:
    cases = set_cases(random.Random(20240611))
    answers = run_cases(cxx_program, [("U", keys) for keys in cases])
    for keys, answer in zip(cases, answers, strict=True):
        assert unordered_set_order(keys) == answer[1:], keys


def test_unordered_set_bucket_growth_matches_libstdcxx(cxx_program: Path) -> None:
    # Growth points: 1 → 13 → 29 → 59 → 127 → 257 → 541 buckets; the order shows it.
    cases = [list(range(n)) for n in (1, 13, 14, 29, 30, 59, 60, 127, 128, 257, 258)]
    answers = run_cases(cxx_program, [("U", keys) for keys in cases])
    assert [a[0] for a in answers] == [13, 13, 29, 29, 59, 59, 127, 127, 257, 257, 541]
    for keys, answer in zip(cases, answers, strict=True):
        assert unordered_set_order(keys) == answer[1:]


def test_small_sets_iterate_in_reverse_insertion_order() -> None:
    assert unordered_set_order([4, 7, 5, 6]) == [6, 5, 7, 4]
    # 2 and 15 share bucket 2 of 13: the later one goes just before the earlier.
    assert unordered_set_order([2, 3, 15]) == [3, 15, 2]


def test_std_sort_permutations_match_libstdcxx(cxx_program: Path) -> None:
    cases = sort_cases(random.Random(7))
    answers = run_cases(cxx_program, [("S", keys) for keys in cases])
    for keys, answer in zip(cases, answers, strict=True):
        assert sort_positions_by_key(keys) == answer, keys


def test_std_sort_heap_fallback_matches_libstdcxx(cxx_program: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    killers = [median_of_three_killer(n) for n in (64, 200, 513)]
    calls: list[int] = []
    real_heap_sort = libstdcxx._heap_sort

    def counting_heap_sort(k, v, first, last):
        calls.append(last - first)
        real_heap_sort(k, v, first, last)

    monkeypatch.setattr(libstdcxx, "_heap_sort", counting_heap_sort)
    answers = run_cases(cxx_program, [("S", keys) for keys in killers])
    for keys, answer in zip(killers, answers, strict=True):
        calls.clear()
        assert sort_positions_by_key(keys) == answer
        assert calls, "the adversarial input should exhaust introsort's depth limit"


def test_heap_sort_with_ties_matches_libstdcxx(cxx_program: Path) -> None:
    rng = random.Random(11)
    cases = [[rng.randrange(rng.choice([1, 3, 8, 1000])) for _ in range(rng.randint(2, 120))] for _ in range(200)]
    answers = run_cases(cxx_program, [("H", keys) for keys in cases])
    for keys, answer in zip(cases, answers, strict=True):
        positions = list(range(len(keys)))
        libstdcxx._heap_sort(list(keys), positions, 0, len(keys))
        assert positions == answer, keys


def test_std_sort_small_ranges_are_stable_and_input_is_untouched() -> None:
    items = [(1, "a"), (0, "b"), (1, "c"), (0, "d")]
    before = list(items)
    assert std_sort(items, lambda x: x[0]) == [(0, "b"), (0, "d"), (1, "a"), (1, "c")]
    assert items == before


def test_introsort_as_machine_code_sorts_as_the_emulation(cxx_program: Path) -> None:
    # greedy_by_size's kernel: the emulation's own loops compiled over int64 arrays.
    # The same permutations as g++'s std::sort on ties, the adversary's inputs (the
    # heap-sort fallback) and larger arrays than the plans' small cases.
    import numpy as np

    from tflite_memplan.planners.compiled import native
    from tflite_memplan.planners.offset.greedy_by_size import SORT_KERNEL

    kernel = native(SORT_KERNEL, shipped_only=True)
    if kernel is None:
        pytest.skip("the sort's machine code does not load here (it ships for x86-64 Linux, needs llvmlite)")
    rng = random.Random(17)
    cases = [*sort_cases(rng), *(median_of_three_killer(n) for n in (64, 200, 513, 3000))]
    cases += [[rng.randrange(rng.choice([1, 4, 50, 10**6])) for _ in range(rng.randint(1000, 20000))] for _ in range(8)]
    answers = run_cases(cxx_program, [("S", keys) for keys in cases])
    for keys, answer in zip(cases, answers, strict=True):
        positions = np.arange(len(keys), dtype=np.int64)
        stack = np.zeros(libstdcxx.sort_stack(len(keys)), np.int64)
        kernel(np.array(keys, np.int64), positions, stack, len(keys), libstdcxx.SORT_THRESHOLD)
        assert positions.tolist() == answer == sort_positions_by_key(keys)
