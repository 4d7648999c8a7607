"""What libstdc++ does, for byte-exact emulation of C++ runtimes.

Why this module exists: TFLite's CPU arena planner orders the tensors it places with
``std::sort`` and a comparator under which many tensors are *equivalent* (same size,
same first use). ``std::sort`` is not stable, so the order of equivalent tensors —
and with it their offsets — is whatever libstdc++'s introsort makes of its input.
That input is itself the iteration order of ``std::unordered_set<int>`` objects.
Reproducing TFLite's offsets to the byte therefore needs both containers' exact
behaviour, which is what this module emulates (GCC's libstdc++, the library the
LiteRT wheels link; checked against g++ 12 in ``tests/test_libstdcxx.py``).

Everything here was written from the documented/observed behaviour, not translated
from the library's source.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")

# Bucket counts an unordered container grows to once it has more than 13 buckets,
# measured with g++ 12 (``rehash(n)`` on an empty set, then ``bucket_count()``,
# for every n from 14 up). Each entry is a prime; growth picks the first entry not
# below the requested count. Sets of tensor indices never get near the end.
_GROWTH_PRIMES = (
    17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109, 113, 127, 137, 139, 149,
    157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313, 337, 359, 383, 409, 439, 467, 503, 541, 577, 619,
    661, 709, 761, 823, 887, 953, 1031, 1109, 1193, 1289, 1381, 1493, 1613, 1741, 1879, 2029, 2179, 2357, 2549,
    2753, 2971, 3209, 3469, 3739, 4027, 4349, 4703, 5087, 5503, 5953, 6427, 6949, 7517, 8123, 8783, 9497, 10273,
    11113, 12011, 12983, 14033, 15173, 16411, 17749, 19183, 20753, 22447, 24281, 26267, 28411, 30727, 33223,
    35933, 38873, 42043, 45481, 49201, 53201, 57557, 62233, 67307, 72817, 78779, 85229, 92203, 99733, 107897,
    116731, 126271, 136607, 147793, 159871, 172933, 187091, 202409, 218971, 236897, 256279, 277261, 299951,
    324503, 351061, 379787, 410857, 444487, 480881, 520241, 562841, 608903, 658753, 712697, 771049, 834181,
    902483, 976369, 1056323,
)  # fmt: skip
# The bucket count of the first allocation: an empty set asks for room for 11
# elements and gets the smallest listed bucket count above that.
_FIRST_BUCKETS = 13


def _grown_bucket_count(elements: int, buckets: int) -> int:
    """Bucket count after a set with ``buckets`` buckets grows to hold ``elements``."""
    wanted = max(elements + 1, 2 * buckets)
    for prime in _GROWTH_PRIMES:
        if prime >= wanted:
            return prime
    raise ValueError(f"unordered_set emulation only covers up to {_GROWTH_PRIMES[-1]} buckets")


def unordered_set_order(keys_in_insertion_order: Iterable[int]) -> list[int]:
    """Iteration order of a ``std::unordered_set<int>`` after inserting these keys.

    libstdc++ keeps all elements in one singly linked list, each bucket a contiguous
    run of it; ``std::hash<int>`` is the identity, so a key's bucket is ``key mod
    bucket_count``. A key whose bucket is empty goes to the *front* of the list; a
    key whose bucket already holds keys goes just *before* that bucket's first key.
    The default-constructed set has no storage; the first insertion allocates 13
    buckets, and an insertion that would make the set hold more elements than
    buckets (load factor 1) first grows it to ``_grown_bucket_count`` and re-inserts
    the existing list, in its current order, with the same two rules. Inserting a
    key that is already present changes nothing (not even the bucket count).

    The upshot for small sets (at most 13 keys, no two equal mod 13): iteration is
    reverse insertion order.

    Complexity: O(n log n) for n distinct keys: O(1) per insertion, and each growth
    (the bucket count at least doubles) re-inserts what is there.
    """
    runs = _Runs(0)
    present: set[int] = set()
    for key in keys_in_insertion_order:
        if key < 0:
            raise ValueError(f"only non-negative keys are emulated, got {key}")
        if key in present:
            continue
        if runs.buckets == 0:
            runs = _Runs(_FIRST_BUCKETS)
        elif len(present) + 1 > runs.buckets:
            existing = runs.order()
            runs = _Runs(_grown_bucket_count(len(present) + 1, runs.buckets))
            for k in existing:
                runs.add(k)
        present.add(key)
        runs.add(key)
    return runs.order()


class _Runs:
    """The element list of a set with ``buckets`` buckets, as one run per bucket.

    A key goes before its bucket's first key (so a run lists its keys newest first),
    or, in an empty bucket, before everything (so runs are listed newest bucket
    first). Kept as append-only lists, reversed when read: O(1) per insertion."""

    def __init__(self, buckets: int) -> None:
        self.buckets = buckets
        self.runs: dict[int, list[int]] = {}
        self.first_keys: list[int] = []  # buckets in the order they were first used

    def add(self, key: int) -> None:
        bucket = key % self.buckets
        run = self.runs.get(bucket)
        if run is None:
            self.runs[bucket] = [key]
            self.first_keys.append(bucket)
        else:
            run.append(key)

    def order(self) -> list[int]:
        return [k for bucket in reversed(self.first_keys) for k in reversed(self.runs[bucket])]


#: Ranges this short or shorter are left to the final insertion sort.
SORT_THRESHOLD = 16


def std_sort(items: Iterable[T], key: Callable[[T], Any]) -> list[T]:
    """The permutation libstdc++'s ``std::sort`` produces, comparing ``key(item)`` with ``<``.

    The keys' ``<`` must be a strict weak ordering; items whose keys are equivalent end
    up in the order introsort happens to leave them in, which is what this reproduces:

    1. Introsort loop, while a range holds more than 16 elements: move the median of
       (second, middle, last) elements to the front as pivot, partition the rest
       with unguarded Hoare scans (left while ``x < pivot``, right while
       ``pivot < x``, swap, stop when they cross), recurse on the right part
       and continue with the left one. After 2·⌊log2 n⌋ partitioning levels, the
       range is heap-sorted instead.
    2. A final insertion sort: guarded over the first 16 elements, unguarded over
       the rest (every element after the first 16 has a smaller-or-equal element
       to its left by then). Ranges of at most 16 elements are therefore sorted
       stably.

    Keys are computed once and moved beside their items, so a comparison is one
    ``<`` on two keys, not a call (the sort of a 50,000-record plan makes a million).
    Returns a new list; ``items`` is not modified. Complexity: O(n log n)
    comparisons (the heap-sort fallback bounds the worst case).
    """
    values = list(items)
    n = len(values)
    if n > 1:
        keys = [key(v) for v in values]
        introsort(keys, values, [0] * sort_stack(n), n, SORT_THRESHOLD)
    return values


def sort_stack(n: int) -> int:
    """Room :func:`introsort` needs on its stack to sort ``n`` elements."""
    return 3 * (2 * n.bit_length() + 1)


def introsort(k: Any, v: Any, stack: Any, n: int, threshold: int) -> None:
    """libstdc++'s ``std::sort`` of keys ``k`` with items ``v`` beside them, both
    sorted in place; ``stack`` has :func:`sort_stack` entries, ``threshold`` is
    :data:`SORT_THRESHOLD`.
    Plain loops over indexable values, so it runs on lists of any keys, or compiled
    on int64 arrays (a kernel of its caller's)."""
    _introsort_loop(k, v, 0, n, 2 * (_bit_length(n) - 1), stack, threshold)
    _final_insertion_sort(k, v, n, threshold)


def _bit_length(n: int) -> int:
    bits = 0
    while n:
        n >>= 1
        bits += 1
    return bits


def _introsort_loop(k: Any, v: Any, first: int, last: int, depth: int, stack: Any, threshold: int) -> None:
    """Sort keys ``k`` (and items ``v`` beside them) over ``[first, last)`` into runs
    of at most ``threshold`` elements, each in its final place. libstdc++ recurses on
    the right part and goes on with the left; here the left parts wait on ``stack``
    (first, last, depth each), so ranges are partitioned in the same order."""
    top = 0
    while True:
        while last - first > threshold:
            if depth == 0:
                _heap_sort(k, v, first, last)
                break
            depth -= 1
            cut = _partition_around_median(k, v, first, last)
            stack[top], stack[top + 1], stack[top + 2] = first, cut, depth
            top += 3
            first = cut
        if not top:
            return
        top -= 3
        first, last, depth = stack[top], stack[top + 1], stack[top + 2]


def _partition_around_median(k: Any, v: Any, first: int, last: int) -> int:
    """Median of three to ``first``, then partition ``first+1 .. last-1`` around it."""
    x, y, z = first + 1, first + (last - first) // 2, last - 1
    if k[x] < k[y]:
        median = y if k[y] < k[z] else (z if k[x] < k[z] else x)
    else:
        median = x if k[x] < k[z] else (z if k[y] < k[z] else y)
    k[first], k[median] = k[median], k[first]
    v[first], v[median] = v[median], v[first]

    pivot = k[first]
    lo, hi = first + 1, last
    while True:
        while k[lo] < pivot:
            lo += 1
        hi -= 1
        while pivot < k[hi]:
            hi -= 1
        if lo >= hi:
            return lo
        k[lo], k[hi] = k[hi], k[lo]
        v[lo], v[hi] = v[hi], v[lo]
        lo += 1


def _final_insertion_sort(k: Any, v: Any, n: int, threshold: int) -> None:
    """Insertion sort, guarded over the first ``threshold`` elements, unguarded after them."""
    for i in range(1, n):
        key = k[i]
        if not key < k[i - 1]:
            continue  # already in place: most are, after the introsort loop
        value = v[i]
        if i < threshold and key < k[0]:
            # Smaller than everything so far: shift the whole prefix right.
            for j in range(i, 0, -1):
                k[j], v[j] = k[j - 1], v[j - 1]
            k[0], v[0] = key, value
            continue
        j = i - 1
        while key < k[j]:  # a smaller or equal key is to the left (k[0], or the first 16 sorted)
            k[j + 1], v[j + 1] = k[j], v[j]
            j -= 1
        k[j + 1], v[j + 1] = key, value


def _heap_sort(k: Any, v: Any, first: int, last: int) -> None:
    """libstdc++'s ``make_heap`` then ``sort_heap`` on ``[first, last)`` (a max-heap)."""
    n = last - first
    for parent in range((n - 2) // 2, -1, -1):
        _sift(k, v, first, parent, n, k[first + parent], v[first + parent])
    for end in range(n - 1, 0, -1):
        # Pop the maximum to the end; the displaced last element sifts in from the top.
        key, value = k[first + end], v[first + end]
        k[first + end], v[first + end] = k[first], v[first]
        _sift(k, v, first, 0, end, key, value)


def _sift(k: Any, v: Any, base: int, hole: int, n: int, key: Any, value: Any) -> None:
    """Fill ``hole`` of the heap ``base .. base+n-1`` with ``key`` (and its ``value``).

    libstdc++ first walks the hole all the way down along the larger child (the right
    one unless the left is strictly greater), then bubbles ``key`` back up from
    there — a different set of comparisons than a textbook sift-down, and so a
    different placement of equivalent elements.
    """
    top = hole
    child = hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if k[base + child] < k[base + child - 1]:
            child -= 1
        k[base + hole], v[base + hole] = k[base + child], v[base + child]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        k[base + hole], v[base + hole] = k[base + child - 1], v[base + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and k[base + parent] < key:
        k[base + hole], v[base + hole] = k[base + parent], v[base + parent]
        hole = parent
        parent = (hole - 1) // 2
    k[base + hole], v[base + hole] = key, value


#: What :func:`introsort` calls, for a kernel compiling it in (``Kernel.uses``).
INTROSORT_CALLS = (_bit_length, _introsort_loop, _partition_around_median, _final_insertion_sort, _heap_sort, _sift)
