"""How long every command takes on the hostile models: the bounded-work targets.

The models are those of the fuzzer's hostile set (``tests/fuzz/mutate.py``:
a subgraph calling itself, a cycle through three subgraphs, a diamond of 30
subgraphs each calling the next twice, a chain of 500 calls, one operator with
10,000 inputs, dimensions near 2^31, a shape vector of rank 100,000, and the
classes of issue 25: in-place chains, chains of 2,000 subgraphs, operators with
20,000 operands). Each goes through the read-only commands of the contract
(``tests/fuzz/run.py``: the three semantics, ``compare --strategies all``,
``plan``, ``check``) in a forked child of a process that imported memplan once,
timed by the child's own CPU time (so neither Python's start-up nor a busy
neighbour counts); the best of ``--repeat`` runs is shown. Target: the
self-calling subgraph, the diamond and the chain answer every command in under a
second (``--target``), except ``compare --strategies all``, which runs every
strategy in turn and is shown for reference.

Then the wide operator, planned in-process under every semantics: the model is
read once, and ``analysis.analyze`` (usage records, the semantics' default
strategy, plan validation, TFLM's whole arena) is timed in CPU seconds. Target: under a second
each. Kept out of the test suite: timings are measurements.

    python benchmarks/hostile.py --markdown benchmarks/HOSTILE_RESULTS.md

Exits 1 if a run fails (anything but a result or a one-line error) or a
targeted run is over the target.
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz.mutate import hostile
from tests.fuzz.run import FAILURES, READ_ONLY, run_one
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics import SEMANTICS

#: Commands timed for reference only (the sum of every strategy's time).
UNTARGETED = {"compare --strategies all"}
WIDTH = 10_000


def wide_models() -> dict[str, bytes]:
    """One CONCATENATION of ``WIDTH`` float tensors of assorted sizes: all of them graph
    inputs (live from the start), or each made by its own RELU of one input (live from
    its producer: ``WIDTH`` distinct lifetimes ending together)."""
    sizes = [4 * (1 + i % 7) for i in range(WIDTH)]
    parts = [TensorSpec(f"t{i}", (1, k), "float32") for i, k in enumerate(sizes)]
    out = TensorSpec("y", (1, sum(sizes)), "float32")
    concat = OpSpec("CONCATENATION", list(range(WIDTH)), [WIDTH], {"axis": 1})
    from_inputs = SubgraphSpec([*parts, out], [concat], list(range(WIDTH)), [WIDTH], "m")
    x = TensorSpec("x", (1, 28), "float32")
    relus = [OpSpec("RELU", [WIDTH + 1], [i]) for i in range(WIDTH)]
    from_ops = SubgraphSpec([*parts, out, x], [*relus, concat], [WIDTH + 1], [WIDTH], "m")
    return {"10,000 graph inputs": build_model([from_inputs]), "10,000 producers": build_model([from_ops])}


#: The models whose every command must answer within the target.
TARGETED = {"self-calling", "diamond-30", "chain-500"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per command; the best is shown")
    parser.add_argument("--target", type=float, default=1.0, help="seconds every targeted run must stay under")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    args = parser.parse_args(argv)

    names = [" ".join(c) for c in READ_ONLY]
    lines = [
        f"Hostile models, best of {args.repeat} runs per command, CPU seconds of the forked child; "
        f"Python {platform.python_version()} on {platform.machine()}",
        "",
        "| model | " + " | ".join(f"`{n}`" for n in names) + " |",
        "|---|" + "---:|" * len(names),
    ]
    failed = False
    for case in hostile():
        if case.data is None or case.special:
            continue  # file-system oddities: nothing to time
        cells = []
        for command, name in zip(READ_ONLY, names, strict=True):
            best, kind = float("inf"), "ok"
            for _ in range(args.repeat):
                with tempfile.TemporaryDirectory() as tmp:
                    outcome = run_one(case, command, Path(tmp), seconds=30)
                if outcome.kind in FAILURES:
                    kind = outcome.kind
                best = min(best, outcome.seconds)
            over = case.name in TARGETED and name not in UNTARGETED and best >= args.target
            failed |= kind in FAILURES or over
            cell = f"{best:.2f}" + (f" {kind}" if kind in FAILURES else "") + (" (over)" if over else "")
            cells.append(cell)
        lines.append(f"| {case.name} | " + " | ".join(cells) + " |")
        print(lines[-1], file=sys.stderr)
    lines += [
        "",
        "| one operator with 10,000 inputs, planned in-process (s) | " + " | ".join(f"`{n}`" for n in SEMANTICS) + " |",
    ]
    lines.append("|---|" + "---:|" * len(SEMANTICS))
    for name, data in wide_models().items():
        graph = parse_model(data, name)
        cells = []
        for semantics in SEMANTICS:
            best = float("inf")
            for _ in range(args.repeat):
                start = time.process_time()
                result = analyze(graph, semantics)
                best = min(best, time.process_time() - start)
            over = best >= args.target
            failed |= over
            cells.append(f"{best:.2f}" + (" (over)" if over else "") + f" ({len(result.records):,} records)")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    verdict = "missed" if failed else "met"
    lines += ["", f"Targets ({args.target:g} s; `compare --strategies all` excepted): {verdict}."]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.markdown:
        args.markdown.write_text(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
