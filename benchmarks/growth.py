"""How each planner's work grows on hostile shapes when the input doubles.

A time limit means something only if the work under it is bounded: each planner's
docstring (and ``memplan strategies``) states its complexity, and this benchmark
checks it where it is hardest to keep — the shapes the fuzzer found (issue 25):

- ``one-operator``: n tensors all read by one operator (every record overlaps every
  other: a = n), sizes assorted;
- ``producers``: n tensors each made by its own operator and all read by one (record
  i lives over [i, n]: nested, a = n);
- ``deep-chain``: the records of a chain of nested calls ([i, 2n - i]), plus as many
  one-step records outside them (what a deep chain of subgraphs gives TFLM);
- ``random``: n records of random lifetimes (a ≈ √n), for reference;
- ``beside-unused``: ``one-operator`` and one record of an unused tensor (TFLM's
  ``[-1, -1]``), which no other record overlaps.

``--commands`` times whole commands instead — ``compare --strategies all`` and
``whatif --rank`` in-process on the fuzzer's hostile models of one operator with n
operands (``tests/fuzz/hostile.py``: graph inputs, each made by its own operator,
outputs of one SPLIT, two operators side by side) — reading, analysing and every
strategy (compare) or re-plans within a fixed work budget (whatif): bound n² log n.

For every strategy and shape, the input doubles from ``--start`` records ``--doublings``
times; the CPU time of one run (``time.process_time``, so a busy neighbour does not
count) and the growth ratio t(2n)/t(n) are reported. The stated bound allows the
ratio 2^k·log(2n)/log(n) for the bound's exponent k on that shape (:data:`EXPONENT`);
a ratio above 1.5 times that (timer noise on small runs aside: runs under
:data:`NOISE` seconds are not judged) is a planner worse than its stated complexity.

    python benchmarks/growth.py --markdown benchmarks/GROWTH_RESULTS.md

Exits 1 if any planner grows faster than its bound. Kept out of the test suite.
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tflite_memplan.planners import PLANNERS
from tflite_memplan.planners.memo import _PLANS
from tflite_memplan.records import UsageRecord

ALIGNMENT = 16
NOISE = 0.05
SLACK = 1.5


def one_operator(n: int) -> list[UsageRecord]:
    return [UsageRecord(size=16 * (1 + i % 7), first=0, last=1, tensor=i) for i in range(n)]


def producers(n: int) -> list[UsageRecord]:
    return [UsageRecord(size=16 * (1 + i % 5), first=i, last=n, tensor=i) for i in range(n)]


def deep_chain(n: int) -> list[UsageRecord]:
    half = n // 2
    nested = [UsageRecord(size=16, first=i + 1, last=2 * half - i + 1, tensor=i) for i in range(half)]
    return nested + [UsageRecord(size=16, first=0, last=0, tensor=half + i) for i in range(n - half)]


def random_lifetimes(n: int) -> list[UsageRecord]:
    rng = random.Random(n)
    out = []
    for i in range(n):
        first = rng.randrange(n)
        out.append(
            UsageRecord(size=16 * rng.randrange(1, 64), first=first, last=first + rng.randrange(1, 40), tensor=i)
        )
    return out


def beside_unused(n: int) -> list[UsageRecord]:
    return [*one_operator(n - 1), UsageRecord(size=64, first=-1, last=-1, tensor=n - 1)]


SHAPES: dict[str, Callable[[int], list[UsageRecord]]] = {
    "one-operator": one_operator,
    "beside-unused": beside_unused,
    "producers": producers,
    "deep-chain": deep_chain,
    "random": random_lifetimes,
}

#: The exponent k of n in each strategy's stated bound on these shapes (a = n at
#: worst), read from its docstring: O(n log n) is 1, O(n·a) with a = n is 2. The exact
#: strategies search a fixed number of nodes, each O(n) at most, after the heuristics.
EXPONENT: dict[str, int] = {
    "tflm_greedy": 2,
    "greedy_by_size": 2,
    "breadth_best_fit": 2,
    "strip_packing": 2,
    "naive": 1,
    "best": 2,
    "exact": 2,
    "gpu_greedy_by_size": 2,
    "greedy_by_breadth": 2,
    "offset_equality": 1,
    "offset_greedy_in_order": 2,
    "offset_best_greedy": 2,
    "offset_min_cost_flow": 3,  # TFLite's search, Θ(n³) where reuse edges abound
    "shared_naive": 1,
    "equality": 1,
    "greedy_in_order": 2,
    "shared_greedy_by_size": 2,
    "greedy_by_size_improved": 2,
    "shared_greedy_by_breadth": 2,
    "min_cost_flow": 3,
    "min_cost_flow_fast": 2,
    "best_greedy": 2,
    "best_greedy_all": 2,
    "exact_objects": 2,
}


def cpu_seconds(name: str, records: list[UsageRecord]) -> float:
    _PLANS.clear()  # time the strategy's own work, not a plan kept from another
    start = time.process_time()
    PLANNERS[name](records, ALIGNMENT)
    return time.process_time() - start


def command_seconds(args: list[str], model: Path) -> float:
    """CPU seconds of one command run in-process (its output discarded)."""
    import contextlib
    import io

    from tflite_memplan.cli import main as memplan

    _PLANS.clear()
    start = time.process_time()
    quiet = contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO())
    with quiet[0], quiet[1], contextlib.suppress(SystemExit):
        memplan([*args, str(model)], standalone_mode=False)
    return time.process_time() - start


COMMANDS = (("compare", "--strategies", "all"), ("whatif", "--rank"))
OPERANDS = ("inputs", "producers", "outputs", "twice")


def allowed(k: int, n: int) -> float:
    return 2**k * math.log(2 * n) / math.log(n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--start", type=int, default=1000)
    parser.add_argument("--doublings", type=int, default=3)
    parser.add_argument("--strategies", default=",".join(PLANNERS))
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--commands", action="store_true", help="time compare and whatif --rank on hostile models")
    args = parser.parse_args(argv)
    sizes = [args.start * 2**d for d in range(args.doublings + 1)]
    lines = [
        f"CPU seconds per run and growth ratio t(2n)/t(n) (allowed by the stated bound, ×{SLACK} slack); "
        f"Python {platform.python_version()} on {platform.machine()}",
        "",
        "| strategy | shape | bound | " + " | ".join(f"n={n:,}" for n in sizes) + " | ratios | verdict |",
        "|---|---|---|" + "---:|" * len(sizes) + "---|---|",
    ]
    worse = 0
    if args.commands:
        import tempfile

        from tests.fuzz.hostile import many_operands

        lines[2] = lines[2].replace("| strategy | shape |", "| command | model |")
        with tempfile.TemporaryDirectory() as tmp:
            for command in COMMANDS:
                for how in OPERANDS:
                    times = []
                    for n in sizes:
                        model = Path(tmp) / f"{how}-{n}.tflite"
                        model.write_bytes(many_operands(n, how))
                        times.append(command_seconds(list(command), model))
                    worse += _row(lines, " ".join(command), f"operands-{how}", 2, sizes, times)
        return _finish(lines, worse, args.markdown)
    for name in args.strategies.split(","):
        k = EXPONENT[name]
        for shape, make in SHAPES.items():
            times = [cpu_seconds(name, make(n)) for n in sizes]
            worse += _row(lines, name, shape, k, sizes, times)
    return _finish(lines, worse, args.markdown)


def _row(lines: list[str], name: str, shape: str, k: int, sizes: list[int], times: list[float]) -> bool:
    """Add one row; whether it grows faster than its bound."""
    ratios, verdict = [], "ok"
    for n, a, b in zip(sizes, times, times[1:], strict=False):
        ratio = b / a if a > 0 else float("inf")
        ratios.append(f"{ratio:.1f}" if a > 0 else "–")
        if b >= NOISE and a > 0 and ratio > SLACK * allowed(k, n):
            verdict = "WORSE"
    bound = "n log n" if k == 1 else "n² log n"
    cells = " | ".join(f"{t:.3f}" for t in times)
    lines.append(f"| {name} | {shape} | {bound} | {cells} | {' '.join(ratios)} | {verdict} |")
    print(lines[-1], file=sys.stderr, flush=True)
    return verdict != "ok"


def _finish(lines: list[str], worse: int, markdown: Path | None) -> int:
    lines += ["", f"Growing faster than the stated bound: {worse}."]
    text = "\n".join(lines) + "\n"
    print(text)
    if markdown:
        markdown.write_text(text)
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
