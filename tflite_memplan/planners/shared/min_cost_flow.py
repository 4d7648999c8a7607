"""Min-cost flow for shared objects (TFLite GPU's ``MINCOSTFLOW``).

A shared-objects plan is a set of chains: each object holds a sequence of records,
each ending before the next begins. Choosing, for every record, which earlier record
(if any) it follows in its object is an assignment problem, solved exactly as a
min-cost flow. What is minimised is a proxy, not the footprint: a chain costs its
first record's size plus every step *up* in size along it (``max(0, next - prev)``),
which is at least the object's true size (the chain's maximum) and equal to it only
when the chain never dips and rises again. So the flow is optimal for the proxy, not
for the real objective, and it can lose to a greedy strategy.

How this differs from TFLite
----------------------------
TFLite builds the flow graph with every reuse edge (O(n²) of them) and runs
successive shortest paths with a Bellman-Ford in rounds (SPFA). The proxy cost found
here is always the same optimum, but when several assignments are equally cheap —
usual, since real models have few distinct tensor sizes — the plan can differ from
TFLite's. TFLite's choice among equally cheap augmenting paths is the edge through
which its search happened to *first* reach each vertex's final distance; that depends
on the whole history of the search (improvements later superseded, the place each
vertex took in each round's queue), not on any local rule — its path is not even
always a fewest-edges shortest path (3 of 6,141 measured augmentations were not).
Reproducing it means running that search:
about 4n vertex scans per augmentation (measured), each over up to n edges, so Θ(n³)
edge relaxations, ~10¹² at 10,000 records, beyond reach even for TFLite's own C++.
Equal-cost choices also compound over the n augmentations, and the order differs
(TFLite augments the globally cheapest path first; here records join one at a
time), so no local tie rule can realign the two. On random small inputs
with many equal sizes and times about a third of plans come out identical to a
transcription of TFLite's procedure; the proxy cost always does.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.shared.common import first_use_order
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord

_OPEN = -1  # a record that opens a new object instead of following another


def min_cost_flow_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Exact min-cost assignment of predecessors (the proxy above), then one object per chain.

    Records are taken by first use (ties by index); call them *demands* (each needs a
    predecessor) and *tokens* (each can be followed at most once). Token j can serve
    demand i iff j ends before i begins, at cost ``max(0, size_i - size_j)``; a demand
    may instead open an object at cost ``size_i``. This is TFLite's flow graph (source
    → L_j → R_i → sink, source → R_i) seen as an assignment problem; the flow is
    implicit and the reuse edges are never stored.

    Solved by the Hungarian method, one demand at a time in first-use order: with dual
    values (a price per demand, a reward per token) keeping every reduced cost ≥ 0, a
    Dijkstra search from the new demand finds its cheapest alternating path — take a
    token, whose holder takes another token, …, ending at a free token or at opening
    an object — and the duals are then updated so the path is tight. Since the tokens
    a demand may follow are those that ended before it starts, they form a prefix of
    the tokens sorted by the position at which they become usable, so relaxing all of
    a demand's edges is one vectorised step over that prefix.

    Ties (equal reduced cost) are broken deterministically, with TFLite's local
    preferences where there is one: opening an object first (TFLite relaxes the
    source → R edge before any reuse edge and replaces it only by a strictly cheaper
    one), then a free token, the earliest by first use (TFLite scans the left
    vertices in that order), then a held token whose holder starts latest (that
    holder can follow the most tokens, so the search meets a free one soonest: this
    last rule alone cuts the work on graph-like records tenfold).

    Chains are read off the final assignment; objects are numbered by the first use of
    their first record, and an object's size is its largest record. ``alignment`` is
    ignored.

    Complexity: O(n) memory (no edge is materialised; TFLite needs O(n²)). Each of the
    n searches settles k demands and costs O(k·n) vectorised element operations plus
    O(k) Python steps, so O(n²·k) in all; k ≤ n makes O(n³) the worst case, but k is
    small in practice (measured: 2–15 on average for synthetic CNN, U-Net and
    transformer graphs of 10,000 records, about 100 for random records with all sizes
    distinct), against Θ(n³) edge relaxations for TFLite's procedure on every input.

    The limit that remains: even with k = 1 the n searches each scan their demand's
    usable tokens, so the work is quadratic in n, whatever the sizes — measured on a
    chain of equal-size tensors, 0.8 s at 20,000 records, 4 s at 50,000, about a minute
    at 200,000. (Wide operators are cheap: tokens become usable only once their
    records end.) No other registered strategy is quadratic on such graphs.
    """
    n = len(records)
    order = first_use_order(records)
    sizes = [records[i].size for i in order]
    total = sum(sizes)
    # Every key lies in [0, 3·total]: `big` stands for "not reached", and a token
    # settled in the current search is priced at 2·big so it is never reached again
    # (a demand's price is at most its size). Machine integers whenever that is safe.
    big = 4 * (total + 1)
    dtype: type = np.int64 if 4 * big < 1 << 62 else object

    first = np.array([records[i].first for i in order], dtype=np.int64)
    last = np.array([records[i].last for i in order], dtype=np.int64)
    usable_from = np.searchsorted(first, last, side="right")  # token j serves demands >= this
    slots = np.argsort(usable_from, kind="stable")  # token slot -> position in `order`
    slot_pos = slots.tolist()
    slot_size: np.ndarray = np.array(sizes, dtype=dtype)[slots]
    reach = np.searchsorted(usable_from[slots], np.arange(n), side="right").tolist()  # demand -> slots [:reach]

    reward: np.ndarray = np.zeros(n, dtype=dtype)  # per slot: minus the token's dual value (>= 0; 0 when free)
    priced = reward.copy()  # reward, or `big` for tokens settled in the current search
    tentative: np.ndarray = np.full(n, big, dtype=dtype)  # per slot: best key found in the current search
    reached_from = np.zeros(n, dtype=np.int64)  # per slot: the demand that found that key
    holder = np.full(n, -1, dtype=np.int64)  # per slot: the demand following the token, or -1
    token_of = [_OPEN] * n  # per demand: the slot it follows, or _OPEN
    price = [0] * n  # per demand: its dual value

    for new in range(n):
        width = reach[new]
        dist = {new: 0}  # settled demands -> distance
        settled: list[tuple[int, int]] = []  # (slot, key) of held tokens passed through
        open_key, open_at = big, -1
        demand, d = new, 0
        while True:
            base = d - price[demand]
            if base + sizes[demand] < open_key:
                open_key, open_at = base + sizes[demand], demand
            span = reach[demand]
            if span:
                keys = np.maximum(sizes[demand] - slot_size[:span], 0)
                keys += priced[:span]
                keys += base
                better = keys < tentative[:span]
                np.copyto(tentative[:span], keys, where=better)
                np.copyto(reached_from[:span], demand, where=better)
            slot, key = _cheapest(tentative[:width], holder, slots) if width else (-1, big)
            if slot < 0 or open_key <= key:
                end, demand = _OPEN, open_at  # open an object
                cost = open_key
                break
            if holder[slot] < 0:
                end, demand = slot, int(reached_from[slot])  # a free token ends the path
                cost = key
                break
            settled.append((slot, key))
            priced[slot] = 2 * big
            tentative[slot] = big
            demand, d = int(holder[slot]), key
            dist[demand] = d

        for m, dm in dist.items():
            price[m] += cost - dm
        for slot, key in settled:
            reward[slot] += cost - key
            priced[slot] = reward[slot]
        tentative[:width] = big

        # Augment: the demand at the path's end takes `end`, its old token goes to the
        # demand that reached it, and so on back to the new demand.
        while True:
            previous = token_of[demand]
            token_of[demand] = end
            if end != _OPEN:
                holder[end] = demand
            if demand == new:
                break
            end = previous
            demand = int(reached_from[end])

    follower = [-1] * n
    for m, slot in enumerate(token_of):
        if slot != _OPEN:
            follower[slot_pos[slot]] = m
    object_of = [-1] * n
    object_sizes: list[int] = []
    for head in range(n):
        if token_of[head] != _OPEN:
            continue
        obj = len(object_sizes)
        size = 0
        pos = head
        while pos >= 0:
            object_of[order[pos]] = obj
            size = max(size, sizes[pos])
            pos = follower[pos]
        object_sizes.append(size)
    return SharedObjectsPlan(tuple(object_of), tuple(object_sizes))


def _cheapest(tentative: np.ndarray, holder: np.ndarray, slots: np.ndarray) -> tuple[int, int]:
    """The unsettled token slot with the lowest key, ties broken as the docstring above says
    (``slots`` maps a slot to its token's position by first use, all distinct). O(width) in numpy."""
    key = tentative.min()
    tied = np.flatnonzero(tentative == key)
    if tied.size == 1:
        return int(tied[0]), int(key)
    owners = holder[tied]
    free = tied[owners < 0]
    if free.size:
        return int(free[np.argmin(slots[free])]), int(key)
    return int(tied[np.argmax(owners)]), int(key)
