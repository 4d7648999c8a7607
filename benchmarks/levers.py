"""What each lever saves on the minimum ``tensor_arena``, predicted and measured.

For every sample model, every dev-set model (``../shared/models`` when present) and a few
synthetic models (the reorder benchmark's generators, and four with subgraphs, operators or
tensors nothing uses: ``tests/tiny_models.py``), on the default target (a Cortex-M4 with CMSIS-NN kernels): the
minimum as given, with the unused subgraphs, operators and tensors removed (the rewrite), what ``memplan optimize
--no-reorder`` writes (the rewrite and the offline plan), with the order searched too, the
plan compiled into the firmware (``--emit-c`` with TFLM's shim) and two arenas. Measured figures come from
``tests/qemu/levers.json`` (TFLM under QEMU, by model bytes) where it has the model;
``--measure-host`` also bisects the optimized models on the tflite-micro wheel
(``--target host64``, the ``runtimes`` extra). Kept out of the test suite.

    python benchmarks/levers.py --markdown benchmarks/LEVERS_RESULTS.md
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's tests package

sys.path.insert(0, str(ROOT / "benchmarks"))  # the reorder benchmark's model generators

import reorder as generators  # noqa: E402

from tests.tiny_models import cut_dequantize, dangling_dequantize, two_signatures, unused_tensors  # noqa: E402
from tflite_memplan.analysis import Analysis  # noqa: E402
from tflite_memplan.optimize import PRUNE, optimize, split_arenas  # noqa: E402

SHARED = ROOT.parent / "shared" / "models"
MEASURED = ROOT / "tests" / "qemu" / "levers.json"
#: The measured table's configuration for the default target.
CONFIG = "m4_cmsis-nn"


def _models(synthetic: int) -> list[tuple[str, bytes]]:
    out = [(p.name, p.read_bytes()) for p in sorted((ROOT / "sample_models").glob("*.tflite"))]
    if SHARED.is_dir():
        out += [(p.name, p.read_bytes()) for p in sorted(SHARED.glob("*.tflite")) if "vela" not in p.name]
    for kind in ("branches", "unet", "rnn", "layered")[:synthetic]:
        out.append((f"synthetic {kind}, 100 operators", getattr(generators, kind)(100, 1)))
    out.append(("synthetic: 2 unused tensors", unused_tensors()))
    out.append(("synthetic: DEQUANTIZE cut, tensors left", cut_dequantize()))
    out.append(("synthetic: DEQUANTIZE left dangling", dangling_dequantize()))
    out.append(("synthetic: a second signature", two_signatures()))
    return out


def _measured() -> dict[tuple[str, str], dict]:
    """levers.json rows by (model bytes' sha256, variant), for the default target."""
    rows = json.loads(MEASURED.read_text())["rows"] if MEASURED.exists() else []
    return {(r["sha256"], r["variant"]): r for r in rows if r["config"] == CONFIG}


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _cell(predicted: int, measured: int | None) -> str:
    if measured is None:
        return f"{predicted:,}"
    return f"{predicted:,}" if measured == predicted else f"{predicted:,} (measured {measured:,})"


def _host_minimum(data: bytes) -> int | None:
    from tflite_memplan.semantics.tflm.probe import tflm_minimum_arena

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m.tflite"
        path.write_bytes(data)
        return tflm_minimum_arena(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--synthetic", type=int, default=4, help="synthetic graphs to add, 0-4 (default 4)")
    parser.add_argument("--measure-host", action="store_true", help="bisect on the tflite-micro wheel (host64)")
    parser.add_argument("--markdown", metavar="FILE", help="also write the table as Markdown")
    args = parser.parse_args()
    measured = _measured()
    header = [
        "model",
        "as given",
        "rewrite",
        "optimize",
        "+ reorder",
        "plan compiled in",
        "two arenas as given (p + np)",
    ]
    lines = ["| " + " | ".join(header) + " |", "|---|" + "---:|" * (len(header) - 1)]
    host_lines = ["| model | as given | optimize | measured before | measured after |", "|---|---:|---:|---:|---:|"]
    for name, data in _models(args.synthetic):
        print(f"… {name}", file=sys.stderr)
        plain = optimize(data, name, replace_plan=True, force=True)
        both = optimize(data, name, replace_plan=True, force=True, reorder_first=True)
        original: Analysis = plain.original
        given = measured.get((_sha(data), "plain"))
        cells = [name, _cell(original.needed, given["plain"]["minimum"] if given else None)]
        rewrite = [lv.after.needed for lv in plain.levers if lv.name == PRUNE and lv.after is not None]
        cells.append(f"{rewrite[0]:,}" if rewrite else "-")
        for result, variant in ((plain, "optimized"), (both, "optimized+reorder")):
            after = result.after.needed if result.after is not None else original.needed
            row = measured.get((_sha(result.data), variant)) if result.data is not None else None
            cells.append(_cell(after, row["plain"]["minimum"] if row else None))
        shim, split = plain.plan_struct, split_arenas(original)
        assert shim is not None and split is not None
        cells.append(_cell(shim.minimum, given["shim"]["min_safe"] if given else None))
        two = given["two_arenas"] if given else None
        pair = (split.persistent, split.non_persistent)
        cell = f"{pair[0]:,} + {pair[1]:,}"
        if two is not None and (two["persistent"], two["non_persistent"]) != pair:
            cell += f" (measured {two['persistent']:,} + {two['non_persistent']:,})"
        cells.append(cell)
        lines.append("| " + " | ".join(cells) + " |")
        if args.measure_host:
            host = optimize(data, name, replace_plan=True, force=True, options={"target": "host64"})
            if host.data is not None and host.after is not None:
                before, after = _host_minimum(data), _host_minimum(host.data)
                host_lines.append(
                    f"| {name} | {host.original.needed:,} | {host.after.needed:,} | {before or '-':,} | "
                    f"{after or '-':,} |"
                )
    text = "\n".join(lines) + "\n"
    print(text)
    if args.measure_host:
        print("\n".join(host_lines))
    if args.markdown:
        doc = [
            "# What each lever saves on the minimum tensor_arena",
            "",
            f"`python benchmarks/levers.py{' --measure-host' if args.measure_host else ''}` on "
            f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}; "
            f"default target (Cortex-M4, CMSIS-NN). Bytes; a measured figure (TFLM under QEMU, "
            f"`tests/qemu/levers.json`, {CONFIG}) is shown only where it differs from the prediction — where the "
            "table has the model, an unmarked figure was measured equal.",
            "",
            text,
        ]
        if args.measure_host:
            doc += ["On the tflite-micro wheel (host64), the optimized models bisected:", "", *host_lines, ""]
        Path(args.markdown).write_text("\n".join(doc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
