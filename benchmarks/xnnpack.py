"""What LiteRT's arena holds once XNNPACK, its default delegate, takes the operators.

``--semantics litert`` predicts LiteRT's CPU arena for the built-in kernels (``--delegate
none``), which is what LiteRT runs with the default delegates turned off. By default LiteRT
applies XNNPACK: the operators it takes become one delegate node, their tensors leave the
arena (XNNPACK keeps them in its own workspace, which the interpreter cannot see), and
the arena holds only what crosses the delegate's boundary, which ``--delegate xnnpack``
predicts. This script measures both arenas with the library's LiteRT probe
(``tflite_memplan.semantics.litert.probe``, the runtimes extra) beside memplan's two
predictions, and XNNPACK's workspace (read under gdb in XNNPACK's memory planner by
``tests/xnnpack/measure.py``; "–" without gdb) beside memplan's ``xnnpack_workspace``,
XNNPACK's packed weights (memplan's for this machine's CPU family beside the bytes the
wheel's XNNPACK allocates for them, read under gdb by ``tests.runtimes.litert_xnnpack_weights``)
and memplan's whole ``total`` with XNNPACK beside the heap the interpreter took
(``mallinfo2()`` growth from before it is built to after one ``invoke()``, the mean over
``probe.HEAP_PLACEMENTS``).

A second table sets memplan's whole ``total`` with XNNPACK beside the heap measured, for
every model of the committed measurement ``tests/xnnpack/packed.json`` (samples, dev set,
per-kernel, synthetic and rule models) at one and two threads, for the CPU family it was
measured on; ``--heap-only`` rewrites just that table (no runtime needed).

    python benchmarks/xnnpack.py --markdown benchmarks/XNNPACK_RESULTS.md
    python benchmarks/xnnpack.py --heap-only --markdown benchmarks/XNNPACK_RESULTS.md
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.xnnpack.measure import XNNPACK_COMMIT  # noqa: E402
from tests.xnnpack.measure import run as measure_workspace  # noqa: E402
from tflite_memplan import analyze, load_model  # noqa: E402
from tflite_memplan.semantics.litert.probe import HEAP_PLACEMENTS, litert_arena_tensors, litert_heap  # noqa: E402
from tflite_memplan.semantics.litert.xnnpack_weights import host_family  # noqa: E402


def _arena(path: Path, delegates: bool) -> tuple[int, int] | None:
    """(arena tensors, span) of LiteRT's arena for subgraph 0, temporaries included."""
    info = litert_arena_tensors(path, include_temporaries=True, delegate=delegates)
    return None if info is None else (len(info["tensors"]), info["span"])


HEAP_TITLE = "## memplan total / heap measured"


def heap_table() -> list[str]:
    """memplan's whole total with XNNPACK beside the heap measured, every row of the
    committed table at one and two threads."""
    import json
    import tempfile

    from tests.xnnpack.weights_models import models, sha256

    table = json.loads((ROOT / "tests" / "xnnpack" / "packed.json").read_text())
    data = {(source, name): blob for source, name, blob in models()}
    lines = [
        HEAP_TITLE,
        "",
        f"LiteRT's whole RAM with XNNPACK: memplan's `total` (`--delegate xnnpack --cpu {table['family']}`) beside "
        f"the heap {table['wheel']} took from before `Interpreter()` to after one `invoke()` (mallinfo2 with glibc's "
        f"per-thread cache off, the mean over four placements of the heap's start, tests/xnnpack/packed.json, "
        f"measured {table['measured']}); gap = measured − memplan: what memplan does not count (some kernels' own "
        "heap: op data not measured, Prepare's arrays; glibc's slack on aligned blocks)",
        "",
        "| model | source | threads | memplan total / heap measured | gap | gap % |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for row in table["rows"]:
        blob = data.get((row["source"], row["model"]))
        if not row["runs"] or blob is None or sha256(blob) != row["sha256"]:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "model.tflite"
            path.write_bytes(blob)
            graph = load_model(path)
            for threads in ("1", "2"):
                options = {"delegate": "xnnpack", "cpu": table["family"], "threads": int(threads)}
                arena = analyze(graph, "litert", semantics_options=options).arena
                total, heap = arena.total, row["heap"][threads]["invoke"]
                lines.append(
                    f"| {row['model']} | {row['source']} | {threads} | {total:,} / {heap:,} | {heap - total:,} "
                    f"| {(heap - total) / heap:.1%} |"
                )
    return [*lines, ""]


def _with_heap_table(markdown: Path) -> None:
    text = markdown.read_text() if markdown.is_file() else ""
    head = text.split(HEAP_TITLE)[0].rstrip("\n")
    markdown.write_text("\n".join([head, "", *heap_table()]) if head else "\n".join(heap_table()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="*", type=Path, help="models (default: the samples and the dev set)")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    parser.add_argument("--heap-only", action="store_true", help="rewrite only the total / heap table")
    args = parser.parse_args(argv)
    if args.heap_only:
        if args.markdown is None:
            print("\n".join(heap_table()))
        else:
            _with_heap_table(args.markdown)
        return 0
    models = args.models or sorted((ROOT / "sample_models").glob("*.tflite")) + sorted(
        (ROOT.parent / "shared" / "models").glob("*.tflite")
    )
    from tests.runtimes import litert_xnnpack_weights

    family = host_family()
    header = (
        "| model | memplan, no delegate | LiteRT, no delegate | memplan with XNNPACK | LiteRT with XNNPACK "
        "| tensors left | XNNPACK workspace (memplan / measured) | packed weights (memplan / measured) "
        "| total (memplan / heap measured) |"
    )
    lines = [
        f"LiteRT's CPU arena (subgraph 0) with and without XNNPACK, one thread; Python {platform.python_version()} "
        f"on {platform.machine()}; packed weights for the CPU family `{family}`; total: memplan's `total` with "
        "XNNPACK beside the interpreter's heap growth from before it is built to after one invoke (mallinfo2, "
        "glibc's per-thread cache off, the mean over four placements of the heap's start)",
        "",
        f"XNNPACK's workspace measured under gdb in XNNPACK {XNNPACK_COMMIT[:7]}'s memory planner (the commit the "
        "wheel pins); the whole table, per-kernel models and two threads included: tests/xnnpack/workspace.json",
        "",
        header,
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    print(header)
    for path in models:
        plain, xnnpack = _arena(path, False), _arena(path, True)
        if plain is None or xnnpack is None:
            continue
        graph = load_model(path)
        predicted = analyze(graph, "litert").primary.footprint
        with_xnnpack = analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "cpu": family})
        delegated = with_xnnpack.primary.footprint
        doc = with_xnnpack.arena.document() if with_xnnpack.arena else {"xnnpack_workspace": 0, "packed_weights": 0}
        measured = measure_workspace(path, 1)
        seen = f"{measured['workspace']:,}" if measured is not None and measured["ok"] else "–"
        found = litert_xnnpack_weights(path)
        packed = f"{sum(n for n, _ in found['packings']):,}" if found is not None else "–"
        measured_heap = litert_heap(path, placements=HEAP_PLACEMENTS)
        heap = f"{measured_heap['invoke']:,}" if measured_heap is not None else "–"
        row = (
            f"| {path.name} | {predicted:,} | {plain[1]:,} | {delegated:,} | {xnnpack[1]:,} "
            f"| {xnnpack[0]} of {plain[0]} | {doc['xnnpack_workspace']:,} / {seen} "
            f"| {doc['packed_weights']:,} / {packed} | {doc.get('total', 0):,} / {heap} |"
        )
        print(row, flush=True)
        lines.append(row)
    if args.markdown:
        args.markdown.write_text("\n".join([*lines, ""]))
        _with_heap_table(args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
