"""The TFLite memory blog's two tables, reproduced on models built here.

"Optimizing TensorFlow Lite Runtime Memory" (TensorFlow blog, 2020) compares TFLite
GPU's planners on float32 vision models in two tables, shared objects and offset
calculation, with the naive footprint and a lower bound. This script makes both tables
for the models of ``tests/blog/make_models.py`` (float32 Keras models of the kinds the
post measures) from committed data only: the models' GPU usage records
(``tests/blog/records/``) and what TFLite's own C++ answered for them
(``tests/blog/tflite_table.csv``, PROVENANCE.md there). Beside each TFLite figure it
runs memplan's planner labelled with that strategy (``upstream``) and says whether it
gives TFLite's plan; then memplan's own strategies and ``exact``. Alignment 1; MB are
MiB (2^20 bytes). Builds and fetches nothing; runs in seconds.

    python benchmarks/blog.py --markdown benchmarks/BLOG_RESULTS.md
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.blog.records import MODELS, read, read_table  # noqa: E402
from tests.gpu_oracle.table import objects_hash, offsets_hash  # noqa: E402
from tflite_memplan.bounds import naive_bytes, offset_lower_bound, shared_objects_lower_bound  # noqa: E402
from tflite_memplan.planners import PLANNERS  # noqa: E402
from tflite_memplan.plans import OffsetPlan, Plan, validate_plan  # noqa: E402
from tflite_memplan.records import UsageRecord  # noqa: E402

POST = "https://blog.tensorflow.org/2020/10/optimizing-tensorflow-lite-runtime.html"
#: TFLite's strategies as columns (NAIVE is the naive column).
TFLITE = ("GREEDY_IN_ORDER", "EQUALITY", "GREEDY_BY_BREADTH", "GREEDY_BY_SIZE", "MINCOSTFLOW", "GREEDY_BEST")
#: memplan's own strategies per family (no ``upstream`` label, or another runtime's).
OWN = {
    "shared": ("shared_greedy_by_size", "min_cost_flow_fast", "best_greedy_all", "exact_objects"),
    "offset": ("greedy_by_size", "tflm_greedy", "breadth_best_fit", "strip_packing", "best", "exact"),
}
TITLES = {"shared": "Shared objects", "offset": "Offset calculation"}
#: What the post says of these models in its text (its two tables are not quoted).
QUOTED = {"mobilenet_v2": "~26 MB naive (65 tensors, one buffer each), about twice the model itself"}
DESCRIPTIONS = {
    "mobilenet_v1": "`keras.applications.MobileNet`, 224×224",
    "mobilenet_v2": "`keras.applications.MobileNetV2`, 224×224",
    "inception_v3": "`keras.applications.InceptionV3`, 299×299",
    "deeplab_v3_mnv2": "DeepLab v3 head on MobileNetV2 (output stride 16), 257×257, 21 classes",
    "posenet_mnv1": "PoseNet's four heads on MobileNet v1 (output stride 32), 257×257",
}


def mb(n: int) -> str:
    return f"{n / 2**20:.2f}"


def _upstream(family: str, strategy: str) -> str:
    """memplan's planner that reproduces TFLite's ``strategy`` in ``family``."""
    label = f"tflite-gpu:{family}:{strategy}"
    return next(name for name, s in PLANNERS.items() if s.upstream == label)


def _answer(plan: Plan) -> tuple[int, str]:
    if isinstance(plan, OffsetPlan):
        return plan.arena_size, offsets_hash(plan.offsets)
    return plan.footprint, objects_hash(plan.object_of, plan.object_sizes)


def _run(name: str, records: Sequence[UsageRecord]) -> Plan:
    plan = PLANNERS[name](records, 1)
    validate_plan(records, plan, 1)
    return plan


def row(model: str, family: str) -> dict[str, str]:
    """One model's cells in one family's table: naive, bound, TFLite's strategies (with
    memplan's upstream-labelled planner's figure where it differs), memplan's own."""
    records = read(model)
    tflite = read_table()[f"{model}@1"]
    bound = shared_objects_lower_bound(records) if family == "shared" else offset_lower_bound(records, 1)
    cells = {"model": f"`{model}`", "records": str(len(records)), "naive": mb(naive_bytes(records)), "bound": mb(bound)}
    for strategy in ("NAIVE", *TFLITE):
        total, digest = tflite[f"{family}:{strategy}"]
        mine = _answer(_run(_upstream(family, strategy), records))
        if strategy == "NAIVE":
            assert total == naive_bytes(records) and mine == (total, digest), (model, family)
            continue
        cells[strategy] = mb(total) if mine == (total, digest) else f"{mb(total)} (memplan {mb(mine[0])}, ≠)"
    for name in OWN[family]:
        plan = _run(name, records)
        note = ""
        if name.startswith("exact"):
            note = " (optimal)" if plan.note.startswith("optimal") else f" ({plan.note})"
        cells[name] = mb(plan.footprint) + note
    return cells


def table(family: str) -> tuple[str, int, int]:
    """The family's Markdown table, the TFLite cells and how many memplan matched."""
    upstream = {s: _upstream(family, s) for s in TFLITE}
    head = ["model", "records", "naive", "lower bound", *(f"{s}<br>`{upstream[s]}`" for s in TFLITE)]
    head += [f"`{name}`" for name in OWN[family]]
    keys = ["model", "records", "naive", "bound", *TFLITE, *OWN[family]]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    same = 0
    for model in MODELS:
        cells = row(model, family)
        same += sum("≠" not in cells[s] for s in TFLITE)
        lines.append("| " + " | ".join(cells[k] for k in keys) + " |")
    return "\n".join(lines), len(MODELS) * len(TFLITE), same


def markdown() -> str:
    models = "\n".join(f"- `{m}`: {DESCRIPTIONS[m]}" for m in MODELS)
    quoted = "\n".join(f"- `{m}`: the post says {q}" for m, q in QUOTED.items())
    shared, cells, same = table("shared")
    offset, offset_cells, offset_same = table("offset")
    cells, same = cells + offset_cells, same + offset_same
    v2 = read("mobilenet_v2")
    v2_bytes = json.loads((ROOT / "tests" / "blog" / "models.json").read_text())["bytes"]["mobilenet_v2"]
    v2_breadth = read_table()["mobilenet_v2@1"]["shared:GREEDY_BY_BREADTH"][0]
    return f"""# The TFLite memory blog's tables, reproduced

[Optimizing TensorFlow Lite Runtime Memory]({POST}) (TensorFlow blog, October 2020) compares
TFLite GPU's memory planners on float32 models in two tables: shared objects (each tensor
in one of a pool of buffers; the footprint is the sum of their sizes) and offset
calculation (each tensor at an offset in one arena; the footprint is its size), with the
naive footprint (a buffer per tensor) and a lower bound. Here are both tables for five
float32 models of the kinds the post measures, built here with random weights (memory
planning reads only shapes): `tests/blog/make_models.py`, TensorFlow 2.21.0 from PyPI.

{models}

The records are memplan's `gpu` semantics (one record per non-constant tensor the
operators touch, graph input and outputs included; the delegate's own graph rewrites,
fusions and fp16 storage are not modelled), sorted by first use:
`tests/blog/records/*.csv`. **TFLite's figures are TFLite's**: its memory_management
C++ (LiteRT f674577) compiled unchanged and run on those records
(`tests/blog/tflite_table.csv`, the raw log `tests/blog/harness.log`;
`tests/blog/PROVENANCE.md`). Under each TFLite column is memplan's planner labelled with
that strategy (`upstream`); a cell shows one figure when memplan's plan is TFLite's
(same total and same assignment, by hash), and both otherwise: here memplan's plan is
TFLite's in {same} of {cells} cells (`tests/test_blog.py` asserts it, at alignment 64
too). Then memplan's own strategies. MB are MiB (2^20 bytes), alignment 1. Lower bounds:
the sum of positional maximums for shared objects, the busiest step's live bytes for
offsets. `exact` and `exact_objects` say whether their
plan is proven optimal (a search budget of 50,000 nodes).

## {TITLES["shared"]} (MB)

{shared}

## {TITLES["offset"]} (MB)

TFLite's offset GREEDY_BY_SIZE is its own algorithm; its other offset strategies lay the
shared objects of the same name end to end (`ObjectsToOffsets`). `greedy_by_size` is
LiteRT CPU's ArenaPlanner and `tflm_greedy` TFLite Micro's planner (both labelled with
their runtime); `breadth_best_fit`, `strip_packing`, `best` and `exact` are memplan's.

{offset}

## The post's own figures

The copy of the post read for this page gives the figures of its text; the per-model
figures of its two tables could not be read from it, so they are not quoted here.

{quoted}

Here `mobilenet_v2` has {len(v2)} records (which tensor the post's count leaves out, it does
not say) and naive {mb(naive_bytes(v2))} MB, the model built here {mb(v2_bytes)} MB. TFLite's shared
GREEDY_BY_BREADTH gives {mb(v2_breadth)} MB, which issue 38 quotes the post as "~7 MB" (that
figure is not in the part of the post read here).

Regenerate: `python benchmarks/blog.py --markdown benchmarks/BLOG_RESULTS.md`.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--markdown", type=Path, help="write the page here (else print it)")
    args = parser.parse_args()
    page = markdown()
    if args.markdown:
        args.markdown.write_text(page)
    else:
        sys.stdout.write(page)


if __name__ == "__main__":
    main()
