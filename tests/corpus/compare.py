"""How a corpus row's memplan figure is judged against the measurement (``xnnpack.json``).

Shared by ``tests/test_corpus_xnnpack.py`` and ``benchmarks/corpus.py``. ``memplan`` is the
row's memplan side (the CLI's ``arena`` object plus ``span0``, subgraph 0's span, and
``runnable``), ``measured`` the row's measured side (``tests/corpus/measure.py``).
"""

from __future__ import annotations

#: The total counts as matching when it is within this share of the heap measured
#: (the bound tests/test_xnnpack_heap.py holds the small models to).
TOTAL_TOLERANCE = 0.01

#: figure: (memplan's key, the measurement's key, the thread counts it is compared at)
FIGURES = {
    "runs": ("runnable", "ran", (1, 2)),
    "partitions": ("partitions", "partitions", (1, 2)),
    "delegated_operators": ("delegated_operators", "delegated_operators", (1, 2)),
    "span": ("span0", "span0", (1, 2)),
    "resident": ("resident", "resident", (1, 2)),
    "workspace": ("xnnpack_workspace", "workspace", (1, 2)),
    "packed_weights": ("packed_weights", "packed_weights", (1,)),
    "indirection": ("xnnpack_indirection", "indirection", (1, 2)),
    "total": ("total", "heap.invoke", (1, 2)),
}


def get(doc: dict, dotted: str):
    """``doc[a][b]…`` for ``"a.b…"``, None when any step is missing."""
    for key in dotted.split("."):
        if not isinstance(doc, dict) or doc.get(key) is None:
            return None
        doc = doc[key]
    return doc


def measured_present(figure: str, measured: dict) -> bool:
    """The table has the measurement ``figure`` is compared with (a model LiteRT does not
    run has only ``runs``)."""
    if figure != "runs" and not measured.get("ran"):
        return False
    return get(measured, FIGURES[figure][1]) is not None


def verdict(figure: str, memplan: dict, measured: dict) -> bool | None:
    """Whether memplan's ``figure`` matches the measurement; None when either is missing.

    Exact for the counts, the span, the arenas' high-water mark, the workspace, the packed weights and the
    indirection buffers; the total within :data:`TOTAL_TOLERANCE` of the heap's growth."""
    mine_key, theirs_key, _ = FIGURES[figure]
    if not measured_present(figure, measured):
        return None
    mine, theirs = get(memplan, mine_key), get(measured, theirs_key)
    if mine is None:
        return None
    if figure == "runs":
        return bool(mine) == bool(theirs)
    if figure == "total":
        return abs(theirs - mine) <= TOTAL_TOLERANCE * theirs
    return mine == theirs
