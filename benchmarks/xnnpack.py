"""What LiteRT's arena holds once XNNPACK, its default delegate, takes the operators.

``--semantics tflite`` predicts LiteRT's CPU arena for the built-in kernels (``--delegate
none``), which is what LiteRT runs with the default delegates turned off. By default LiteRT
applies XNNPACK: the operators it takes become one delegate node, their tensors leave the
arena (XNNPACK keeps its own workspace, which the interpreter cannot see), and the
arena holds only what crosses the delegate's boundary, which ``--delegate xnnpack``
predicts. This script measures both arenas with the library's LiteRT probe
(``tflite_memplan.semantics.litert.probe``, the runtimes extra) beside memplan's two predictions.

    python benchmarks/xnnpack.py --markdown benchmarks/XNNPACK_RESULTS.md
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tflite_memplan import analyze, load_model  # noqa: E402
from tflite_memplan.semantics.litert.probe import litert_arena_tensors  # noqa: E402
from tflite_memplan.semantics.litert.xnnpack_weights import host_family  # noqa: E402


def _arena(path: Path, delegates: bool) -> tuple[int, int] | None:
    """(arena tensors, span) of LiteRT's arena for subgraph 0, temporaries included."""
    info = litert_arena_tensors(path, include_temporaries=True, delegate=delegates)
    return None if info is None else (len(info["tensors"]), info["span"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="*", type=Path, help="models (default: the samples and the dev set)")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    args = parser.parse_args(argv)
    models = args.models or sorted((ROOT / "sample_models").glob("*.tflite")) + sorted(
        (ROOT.parent / "shared" / "models").glob("*.tflite")
    )
    from tests.runtimes import litert_xnnpack_weights

    family = host_family()
    header = (
        "| model | memplan, no delegate | LiteRT, no delegate | memplan with XNNPACK | LiteRT with XNNPACK "
        "| tensors left | packed weights (memplan / measured) | heap measured |"
    )
    lines = [
        f"LiteRT's CPU arena (subgraph 0) with and without XNNPACK, one thread; Python {platform.python_version()} "
        f"on {platform.machine()}; packed weights for the CPU family `{family}`; heap: the interpreter's "
        "heap growth with XNNPACK from before it is built to after one invoke (mallinfo2)",
        "",
        header,
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    print(header)
    for path in models:
        plain, xnnpack = _arena(path, False), _arena(path, True)
        if plain is None or xnnpack is None:
            continue
        graph = load_model(path)
        predicted = analyze(graph, "tflite").primary.footprint
        with_xnnpack = analyze(graph, "tflite", semantics_options={"delegate": "xnnpack", "cpu": family})
        delegated = with_xnnpack.primary.footprint
        packed = with_xnnpack.arena.document()["packed_weights"] if with_xnnpack.arena is not None else 0
        found = litert_xnnpack_weights(path)
        measured = f"{sum(n for n, _ in found['packings']):,}" if found is not None else "–"
        heap = f"{found['heap']['invoke']:,}" if found is not None else "–"
        row = (
            f"| {path.name} | {predicted:,} | {plain[1]:,} | {delegated:,} | {xnnpack[1]:,} "
            f"| {xnnpack[0]} of {plain[0]} | {packed:,} / {measured} | {heap} |"
        )
        print(row, flush=True)
        lines.append(row)
    if args.markdown:
        args.markdown.write_text("\n".join([*lines, ""]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
