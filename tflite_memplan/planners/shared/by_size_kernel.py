"""One position class of TFLite GPU's distance-priority greedy by size, as machine code.

:class:`~tflite_memplan.planners.shared.by_size._DistancePriority` picks and places a
class's records in Python, some 25 µs a record; from ``by_size.COMPILED_FROM`` records its
large classes run here instead (:func:`class_loop`): the same picks, candidates, best
objects and placements, over int64 arrays and without allocating, so that numba can
make LLVM IR of it that ships (:data:`KERNEL`, loaded by
:func:`~tflite_memplan.planners.compiled.native`). The code is plain loops over
indexable ints, so the tests also run it as Python on lists against the reference.

Entries are a candidate's key ``(gap, -size, record, side, changed)`` compared as
Python compares tuples; one heap holds them all (the reference keeps the first ones in
a sorted list beside its heap, which picks the same smallest key).
"""

from __future__ import annotations

from typing import Any

from tflite_memplan.planners.compiled import Kernel, Native, native

#: Stands for no bound (a stretch without end): above every step (steps are exact as
#: floats, within 2**53); a max tree's cleared slots hold ``-UNBOUNDED - 1``, below
#: every value and bound (passed to the kernel, whose IR would not see a change here).
UNBOUNDED = 1 << 62

# Indexes into the ``state`` array the kernel and its caller share.
ROUNDS, OBJECTS, TOUCHED, STAMP = 0, 1, 2, 3


def class_loop(  # type: ignore[no-untyped-def]
    firsts, lasts, sizes, sorted_firsts, sorted_lasts, by_first, by_last,
    object_of, placed_at, placed, after, before, changed, heads, object_sizes, touched,
    members, live_from, live_to, later_from, later_to,
    class_by_first, class_firsts, class_by_last, class_lasts, homeless,
    slot_by_first, slot_by_last, next_free, previous_free, lasts_tree, firsts_tree,
    heap, tree_sides, close, later, event_round, event_gap, event_object, marks, usable, state,
    count, n, tree_size, heap_count, n_tree_sides, close_records, recent_placements, unbounded,
) -> None:  # fmt: skip
    """Assign every record of one position class (``count`` of them), as
    :meth:`~tflite_memplan.planners.shared.by_size._DistancePriority.run_class` does.

    ``heap[:5 * heap_count]`` holds the candidates found in numpy, a heap already
    (sorted); ``tree_sides`` the sides whose candidate the trees find. ``state`` holds
    the rounds so far, the objects, the touched slots and a stamp for the per-object
    marks; the scratch arrays (``close`` to ``usable``) need no clearing. O(1)
    amortised a pick but for :func:`_best_neighbour`'s work, as the reference.
    """
    for t in range(n_tree_sides):
        s = tree_sides[t]
        e = _candidate(
            s, firsts, lasts, sizes, object_of, after, before, changed,
            class_by_first, class_firsts, class_by_last, class_lasts,
            next_free, previous_free, lasts_tree, firsts_tree, count, tree_size, unbounded,
        )  # fmt: skip
        if e[2] >= 0:
            heap_count = _push(heap, heap_count, e)
    fresh = (-1, 0, -1, 0, 0)  # record -1: none
    next_homeless = 0
    for _ in range(count):
        found = False
        from_heap = False
        top = fresh
        if fresh[2] >= 0 and (heap_count == 0 or _less(fresh, _at(heap, 0))):
            found = True
            fresh = (-1, 0, -1, 0, 0)
        else:
            if fresh[2] >= 0:
                heap_count = _push(heap, heap_count, fresh)
                fresh = (-1, 0, -1, 0, 0)
            while heap_count > 0:
                top = _at(heap, 0)
                side = top[3]
                if object_of[top[2]] < 0 and changed[side] == top[4]:
                    found = True
                    from_heap = True
                    break  # its record unassigned and its stretch as it was: the key is exact
                e = _candidate(
                    side, firsts, lasts, sizes, object_of, after, before, changed,
                    class_by_first, class_firsts, class_by_last, class_lasts,
                    next_free, previous_free, lasts_tree, firsts_tree, count, tree_size, unbounded,
                )  # fmt: skip
                if e[2] < 0:
                    heap_count = _pop(heap, heap_count)
                else:
                    _replace(heap, heap_count, e)
        far = False  # a new object: no distance
        if found:
            pick, distance, side = top[2], top[0], top[3]
            neighbour = _best_neighbour(
                pick, distance, firsts, lasts, sorted_firsts, sorted_lasts, by_first, by_last,
                object_of, placed_at, placed, after, before, members, live_from, live_to, later_from, later_to,
                close, later, event_round, event_gap, event_object, marks, usable, state,
                n, close_records, recent_placements,
            )  # fmt: skip
            if neighbour == side >> 1 and distance < 2:  # the top's stretch is used up
                if from_heap:
                    heap_count = _pop(heap, heap_count)
            elif not from_heap:
                heap_count = _push(heap, heap_count, top)  # stale now: refreshed when it is met
        else:  # no class record has a free object: the largest gets a new one
            while object_of[homeless[next_homeless]] >= 0:
                next_homeless += 1
            pick, distance, neighbour, far = homeless[next_homeless], 0, -1, True
        _place(pick, neighbour, n, sizes, firsts, lasts, object_of, placed_at, placed, after, before, changed,
               heads, object_sizes, touched, state)  # fmt: skip
        slot = slot_by_first[pick]
        next_free[slot] = slot + 1
        slot = slot_by_last[pick]
        previous_free[slot + 1] = slot
        # Its stretches, but for the one towards the neighbour when no step lies between.
        if far or distance > 1 or lasts[neighbour] < firsts[pick]:
            fresh = _candidate(
                2 * pick, firsts, lasts, sizes, object_of, after, before, changed,
                class_by_first, class_firsts, class_by_last, class_lasts,
                next_free, previous_free, lasts_tree, firsts_tree, count, tree_size, unbounded,
            )  # fmt: skip
        if far or distance > 1 or lasts[neighbour] > lasts[pick]:
            e = _candidate(
                2 * pick + 1, firsts, lasts, sizes, object_of, after, before, changed,
                class_by_first, class_firsts, class_by_last, class_lasts,
                next_free, previous_free, lasts_tree, firsts_tree, count, tree_size, unbounded,
            )  # fmt: skip
            if e[2] >= 0:
                if fresh[2] < 0:
                    fresh = e
                elif _less(e, fresh):
                    heap_count = _push(heap, heap_count, fresh)
                    fresh = e
                else:
                    heap_count = _push(heap, heap_count, e)


def _candidate(  # type: ignore[no-untyped-def]
    side, firsts, lasts, sizes, object_of, after, before, changed,
    class_by_first, class_firsts, class_by_last, class_lasts,
    next_free, previous_free, lasts_tree, firsts_tree, count, tree_size, unbounded,
) -> tuple[int, int, int, int, int]:  # fmt: skip
    """The entry of a member side (2 * member, + 1 for its left side): the nearest
    unassigned class record in its stretch, ties by size then index; record -1 when
    the stretch holds none. The reference's ``right`` and ``left``."""
    member = side >> 1
    if side & 1 == 0:
        edge, k = lasts[member], after[member]
        bound = firsts[k] if k >= 0 else unbounded  # fits: first > edge, last < bound
        if bound - edge < 2:
            return (-1, 0, -1, 0, 0)  # no step between: nothing fits
        slot = _bisect_right(class_firsts, edge, 0, count)
        if next_free[slot] != slot:  # one hop, else followed and compressed
            k = next_free[slot]
            slot = k if next_free[k] == k else _skip(next_free, slot)
        if slot == count:
            return (-1, 0, -1, 0, 0)
        j = class_by_first[slot]
        if lasts[j] >= bound:  # the nearest is too long: the tree finds the nearest that fits
            if class_firsts[slot] >= bound:
                return (-1, 0, -1, 0, 0)
            while True:
                slot = _first_above(lasts_tree, tree_size, slot + 1, -bound)
                if slot < 0:
                    return (-1, 0, -1, 0, 0)
                j = class_by_first[slot]
                if object_of[j] < 0:
                    break
                _clear(lasts_tree, tree_size, slot, unbounded)
        return (firsts[j] - edge, -sizes[j], j, side, changed[side])
    edge, k = firsts[member], before[member]
    bound = lasts[k] if k >= 0 else -unbounded  # fits: last < edge, first > bound
    if edge - bound < 2:
        return (-1, 0, -1, 0, 0)
    slot = _bisect_left(class_lasts, edge, 0, count)  # the record at slot - 1 is the nearest
    if previous_free[slot] != slot:
        k = previous_free[slot]
        slot = k if previous_free[k] == k else _skip(previous_free, slot)
    if slot == 0:
        return (-1, 0, -1, 0, 0)
    slot -= 1
    j = class_by_last[slot]
    if firsts[j] <= bound:
        if class_lasts[slot] <= bound:
            return (-1, 0, -1, 0, 0)
        while True:
            slot = _last_above(firsts_tree, tree_size, slot, bound)
            if slot < 0:
                return (-1, 0, -1, 0, 0)
            j = class_by_last[slot]
            if object_of[j] < 0:
                break
            _clear(firsts_tree, tree_size, slot, unbounded)
    return (edge - lasts[j], -sizes[j], j, side, changed[side])


def _place(  # type: ignore[no-untyped-def]
    i, neighbour, n, sizes, firsts, lasts, object_of, placed_at, placed, after, before, changed,
    heads, object_sizes, touched, state,
) -> None:  # fmt: skip
    """Assign record ``i``: to a new object when ``neighbour`` is -1, else beside it in
    its object (the reference's ``place``). O(1)."""
    rounds, t = state[ROUNDS], state[TOUCHED]
    if neighbour < 0:
        obj = state[OBJECTS]
        state[OBJECTS] = obj + 1
        object_sizes[obj] = sizes[i]
        heads[obj] = i
        touched[t] = n + obj
        t += 1
    else:
        obj = object_of[neighbour]
        if sizes[i] > object_sizes[obj]:
            object_sizes[obj] = sizes[i]
        if lasts[neighbour] < firsts[i]:  # i goes right after it
            previous, following = neighbour, after[neighbour]
        else:
            previous, following = before[neighbour], neighbour
        if previous >= 0:
            after[previous] = i
            before[i] = previous
            changed[2 * previous] += 1
            touched[t] = previous
        else:
            heads[obj] = i
            touched[t] = n + obj
        t += 1
        if following >= 0:
            after[i] = following
            before[following] = i
            changed[2 * following + 1] += 1
    touched[t] = i
    state[TOUCHED] = t + 1
    object_of[i] = obj
    placed_at[i] = rounds
    placed[rounds] = i
    state[ROUNDS] = rounds + 1


def _best_neighbour(  # type: ignore[no-untyped-def]
    j, distance, firsts, lasts, sorted_firsts, sorted_lasts, by_first, by_last,
    object_of, placed_at, placed, after, before, members, live_from, live_to, later_from, later_to,
    close, later, event_round, event_gap, event_object, marks, usable, state,
    n, close_records, recent_placements,
) -> int:  # fmt: skip
    """A member of record ``j``'s best object ``distance`` steps from it: the
    reference's ``best_neighbour``, whose docstring gives the reasoning; the same
    events are checked in the same order, ``close`` and ``later`` its lists."""
    first, last = firsts[j], lasts[j]
    ends_at, starts_at = first - distance, last + distance
    ends_from = k = _bisect_left(sorted_lasts, ends_at, 0, n)
    earliest, best = n, -1
    n_close = 0
    while sorted_lasts[k] == ends_at:  # a record ends at `first` or later: j
        m = by_last[k]
        k += 1
        if object_of[m] >= 0:
            if after[m] < 0 or firsts[after[m]] > last:
                if placed_at[m] < earliest:
                    earliest, best = placed_at[m], m
            else:
                close[n_close] = m
                n_close += 1
    ends_near = k
    starts_to = k = _bisect_right(sorted_firsts, starts_at, 0, n)
    while sorted_firsts[k - 1] == starts_at:  # a record starts at `last` or earlier: j
        k -= 1
        m = by_first[k]
        if object_of[m] >= 0:
            if before[m] < 0 or lasts[before[m]] < first:
                if placed_at[m] < earliest:
                    earliest, best = placed_at[m], m
            else:
                close[n_close] = m
                n_close += 1
    starts_near = k
    rounds = state[ROUNDS]
    if rounds - earliest <= recent_placements:
        quiet = True
        for r in range(earliest + 1, rounds):
            k = placed[r]
            if firsts[k] <= last and lasts[k] >= first:
                quiet = False
                break
        if quiet:
            return best
    ends_to, starts_from = ends_near, starts_near
    if distance > 1:  # the nearer records too: of objects j cannot use, or unassigned
        ends_to = _bisect_left(sorted_lasts, first, ends_near, n)
        starts_from = _bisect_right(sorted_firsts, last, 0, starts_near)
        if ends_to - ends_near + starts_near - starts_from > close_records:
            # Objects ruled out after E, found among those meeting j (any of a later
            # object's members meeting j leads to the same members around j).
            state[STAMP] += 1
            stamp = state[STAMP]
            n_later = 0
            for side in range(2):  # the records meeting j: its live set, then those starting within it
                lo, hi = (live_from[j], live_to[j]) if side == 0 else (later_from[j], later_to[j])
                for p in range(lo, hi):
                    k = members[p] if side == 0 else by_first[p]
                    if placed_at[k] > earliest and marks[object_of[k]] != stamp:
                        marks[object_of[k]] = stamp
                        later[n_later] = k
                        n_later += 1
            for t in range(n_later):
                k = later[t]
                p = before[k]
                while p >= 0 and lasts[p] >= first:
                    p = before[p]
                if p >= 0 and first - lasts[p] <= distance:
                    return _replay(
                        j, distance, ends_from, ends_to, starts_from, starts_to, firsts, lasts, by_first, by_last,
                        object_of, placed_at, after, before, later, event_round, event_gap, event_object, marks,
                        usable, state,
                    )  # fmt: skip
                p = after[k]
                while p >= 0 and firsts[p] <= last:
                    p = after[p]
                if p >= 0 and firsts[p] - last <= distance:
                    return _replay(
                        j, distance, ends_from, ends_to, starts_from, starts_to, firsts, lasts, by_first, by_last,
                        object_of, placed_at, after, before, later, event_round, event_gap, event_object, marks,
                        usable, state,
                    )  # fmt: skip
            return best
        for p in range(ends_near, ends_to):
            k = by_last[p]
            if object_of[k] >= 0:
                close[n_close] = k
                n_close += 1
        for p in range(starts_from, starts_near):
            k = by_first[p]
            if object_of[k] >= 0:
                close[n_close] = k
                n_close += 1
    # Each close member's object was ruled out for j at its first member meeting j.
    for t in range(n_close):
        k = close[t]
        if lasts[k] < first:
            p = after[k]
            while lasts[p] < first:  # nearer members first
                p = after[p]
            ruled_out = placed_at[p]
            p = after[p]
            while p >= 0 and firsts[p] <= last:
                if placed_at[p] < ruled_out:
                    ruled_out = placed_at[p]
                p = after[p]
        else:
            p = before[k]
            while firsts[p] > last:
                p = before[p]
            ruled_out = placed_at[p]
            p = before[p]
            while p >= 0 and lasts[p] >= first:
                if placed_at[p] < ruled_out:
                    ruled_out = placed_at[p]
                p = before[p]
        if earliest < ruled_out and ruled_out > placed_at[k]:
            return _replay(
                j, distance, ends_from, ends_to, starts_from, starts_to, firsts, lasts, by_first, by_last,
                object_of, placed_at, after, before, later, event_round, event_gap, event_object, marks,
                usable, state,
            )  # fmt: skip
    return best


def _replay(  # type: ignore[no-untyped-def]
    j, distance, ends_from, ends_to, starts_from, starts_to, firsts, lasts, by_first, by_last,
    object_of, placed_at, after, before, objects, event_round, event_gap, event_object, marks,
    usable, state,
) -> int:  # fmt: skip
    """The reference's ``_replay``: the placements within ``distance`` of ``j`` and when
    each of their objects was ruled out for it, in round order (each event has a round
    of its own: a placement's, or a member meeting ``j``'s). ``objects`` lists a member
    of each object met, then the objects made usable; ``marks`` says, by three new
    stamps, which objects were met, are usable and are gone; ``usable`` holds their
    distances."""
    first, last = firsts[j], lasts[j]
    state[STAMP] += 3
    gone = state[STAMP]
    met, kept = gone - 2, gone - 1  # an object met (to list it once), then usable
    n_events = 0
    n_objects = 0
    for side in range(2):
        lo, hi = (ends_from, ends_to) if side == 0 else (starts_from, starts_to)
        for p in range(lo, hi):
            k = by_last[p] if side == 0 else by_first[p]
            if object_of[k] >= 0:
                r = placed_at[k]
                event_round[n_events] = r
                event_gap[r] = first - lasts[k] if side == 0 else firsts[k] - last
                event_object[r] = object_of[k]
                n_events += 1
                if marks[object_of[k]] != met:
                    marks[object_of[k]] = met
                    objects[n_objects] = k
                    n_objects += 1
    for t in range(n_objects):
        k = objects[t]
        ruled_out = -1
        if lasts[k] < first:
            p = after[k]
            while p >= 0 and lasts[p] < first:
                p = after[p]
            while p >= 0 and firsts[p] <= last:
                if ruled_out < 0 or placed_at[p] < ruled_out:
                    ruled_out = placed_at[p]
                p = after[p]
        else:
            p = before[k]
            while p >= 0 and firsts[p] > last:
                p = before[p]
            while p >= 0 and lasts[p] >= first:
                if ruled_out < 0 or placed_at[p] < ruled_out:
                    ruled_out = placed_at[p]
                p = before[p]
        if ruled_out >= 0:
            event_round[n_events] = ruled_out
            event_gap[ruled_out] = -1
            event_object[ruled_out] = object_of[k]
            n_events += 1
    _sort(event_round, n_events)
    best_distance, best, found = 0, -1, False  # found: best_distance is finite
    n_usable = 0  # objects[:n_usable]: every object made usable (those still so marked `kept`)
    for t in range(n_events):
        r = event_round[t]
        gap, obj = event_gap[r], event_object[r]
        if gap < 0:
            marks[obj] = gone
            if obj == best:
                best, found = -1, False
                for u in range(n_usable):
                    other = objects[u]
                    if marks[other] == kept:
                        d = usable[other]
                        if not found or d < best_distance or (d == best_distance and other < best):
                            best_distance, best, found = d, other, True
        elif marks[obj] != gone:
            if marks[obj] != kept:
                marks[obj] = kept
                usable[obj] = gap
                objects[n_usable] = obj
                n_usable += 1
            elif gap < usable[obj]:
                usable[obj] = gap
            if not found or gap < best_distance:
                best_distance, best, found = gap, obj, True
    for p in range(ends_from, ends_to):
        k = by_last[p]
        if object_of[k] == best and first - lasts[k] == distance:
            return int(k)
    for p in range(starts_from, starts_to):
        k = by_first[p]
        if object_of[k] == best and firsts[k] - last == distance:
            return int(k)
    return -1


# A heap of entries, five int64s each, in a flat array: the smallest key at the root.


def _less(a: Any, b: Any) -> bool:
    """Whether entry ``a`` comes before ``b``, as Python orders the tuples."""
    for f in range(5):
        if a[f] != b[f]:
            return a[f] < b[f]  # type: ignore[no-any-return]
    return False


def _at(heap: Any, i: int) -> tuple[int, int, int, int, int]:
    k = 5 * i
    return (heap[k], heap[k + 1], heap[k + 2], heap[k + 3], heap[k + 4])


def _put(heap: Any, i: int, e: Any) -> None:
    k = 5 * i
    heap[k], heap[k + 1], heap[k + 2], heap[k + 3], heap[k + 4] = e[0], e[1], e[2], e[3], e[4]


def _push(heap: Any, count: int, e: Any) -> int:
    """Add ``e`` to ``heap``'s first ``count`` entries; the new count. O(log count)."""
    i = count
    while i:
        parent = (i - 1) >> 1
        p = _at(heap, parent)
        if not _less(e, p):
            break
        _put(heap, i, p)
        i = parent
    _put(heap, i, e)
    return count + 1


def _pop(heap: Any, count: int) -> int:
    """Remove the root of ``heap``'s first ``count`` entries; the new count."""
    count -= 1
    if count:
        _sift_down(heap, count, _at(heap, count))
    return count


def _replace(heap: Any, count: int, e: Any) -> None:
    """Replace the root by ``e``."""
    _sift_down(heap, count, e)


def _sift_down(heap: Any, count: int, e: Any) -> None:
    i = 0
    while True:
        child = 2 * i + 1
        if child >= count:
            break
        c = _at(heap, child)
        if child + 1 < count:
            d = _at(heap, child + 1)
            if _less(d, c):
                child += 1
                c = d
        if not _less(c, e):
            break
        _put(heap, i, c)
        i = child
    _put(heap, i, e)


def _sort(values: Any, count: int) -> None:
    """Sort ``values[:count]`` in place (heapsort: nothing allocated). O(count log count)."""
    for start in range(count // 2 - 1, -1, -1):
        _sift_max(values, start, count)
    for end in range(count - 1, 0, -1):
        values[0], values[end] = values[end], values[0]
        _sift_max(values, 0, end)


def _sift_max(values: Any, i: int, count: int) -> None:
    v = values[i]
    while True:
        child = 2 * i + 1
        if child >= count:
            break
        if child + 1 < count and values[child + 1] > values[child]:
            child += 1
        if values[child] <= v:
            break
        values[i] = values[child]
        i = child
    values[i] = v


def _bisect_left(a: Any, x: int, lo: int, hi: int) -> int:
    while lo < hi:
        mid = (lo + hi) >> 1
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _bisect_right(a: Any, x: int, lo: int, hi: int) -> int:
    while lo < hi:
        mid = (lo + hi) >> 1
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _skip(links: Any, slot: int) -> int:
    """Follow skip links to a slot linked to itself, compressing the path."""
    end = links[slot]
    while links[end] != end:
        end = links[end]
    while links[slot] != end:
        following = links[slot]
        links[slot] = end
        slot = following
    return end  # type: ignore[no-any-return]


def _clear(tree: Any, size: int, slot: int, unbounded: int) -> None:
    """Take ``slot`` out of a max tree with ``size`` leaves."""
    node = slot + size
    tree[node] = -unbounded - 1
    node >>= 1
    while node:
        combined = max(tree[2 * node], tree[2 * node + 1])
        if tree[node] == combined:
            break
        tree[node] = combined
        node >>= 1


def _first_above(tree: Any, size: int, lo: int, bound: int) -> int:
    """The smallest slot ``>= lo`` whose value is ``> bound``, or -1."""
    if lo >= size:
        return -1
    node = lo + size
    while tree[node] <= bound:
        while node & 1:
            node >>= 1
        if not node:
            return -1
        node += 1
    while node < size:
        node *= 2
        if tree[node] <= bound:
            node += 1
    return node - size


def _last_above(tree: Any, size: int, hi: int, bound: int) -> int:
    """The largest slot ``< hi`` whose value is ``> bound``, or -1."""
    if hi <= 0:
        return -1
    node = hi - 1 + size
    while tree[node] <= bound:
        while not node & 1:
            node >>= 1
        if node == 1:
            return -1
        node -= 1
    while node < size:
        node = 2 * node + 1
        if tree[node] <= bound:
            node -= 1
    return node - size


#: The class loop as machine code: every argument an int64 array but the scalars.
KERNEL = Kernel(
    class_loop,
    scalars=frozenset(
        {"count", "n", "tree_size", "heap_count", "n_tree_sides", "close_records", "recent_placements", "unbounded"}
    ),
    uses=(
        _candidate, _place, _best_neighbour, _replay, _less, _at, _put, _push, _pop, _replace, _sift_down,
        _sort, _sift_max, _bisect_left, _bisect_right, _skip, _clear, _first_above, _last_above,
    ),
)  # fmt: skip


def loop() -> Native | None:
    """:func:`class_loop` as machine code from the LLVM IR that ships, or None (never
    compiled by numba here: its import would cost more than the loop saves)."""
    return native(KERNEL, shipped_only=True)
