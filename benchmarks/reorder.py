"""Operator reordering on synthetic models of 100 to 2,000 operators.

Three kinds of graph, written as real ``.tflite`` files and read back, so the whole
path is measured (problem under TFLM's rules, search, and the peak re-derived from
the reordered model with TFLM's own lifetimes, which must equal the search's):

- ``branches``: NASNet-like cells in a chain; each cell's branches widen the cell
  input (CONCATENATION), then narrow it (SPLIT), stored breadth first (every
  branch's wide tensor before any is narrowed), as converters often emit them;
- ``unet``: small U-Nets in a chain (TANH, SPLIT to go down, CONCATENATION with the
  skip to go up); their order is almost forced, so little is expected;
- ``rnn``: stacked recurrent layers unrolled over time with the input projections
  hoisted before the recurrence (UNPACK, CONCATENATION as the projection, ADD, TANH);
- ``layered``: random layered graphs with no structure to exploit (the hard case).

Prints, per model, the stored order's peak, the peak found, the reduction, the
bound, whether the order is proved optimal and the search time. Kept out of the
test suite: timings are measurements.

    python benchmarks/reorder.py --markdown benchmarks/REORDER_RESULTS.md
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tflite_memplan.bounds import peak_step
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.reorder.rewrite import apply_order
from tflite_memplan.reorder.search import best_order
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes
from tflite_memplan.semantics.tflm.order import tflm_order_problem


class _Graph:
    """A float graph being written: tensors and operators, helpers for the few ops used."""

    def __init__(self, shape: tuple[int, ...]) -> None:
        self.tensors = [TensorSpec("x", shape, "float32")]
        self.ops: list[OpSpec] = []
        self.axis = self._const(np.array(1, dtype=np.int32))

    def _const(self, value: np.ndarray) -> int:
        self.tensors.append(TensorSpec(f"c{len(self.tensors)}", value.shape, "int32", value))
        return len(self.tensors) - 1

    def _new(self, width: int) -> int:
        self.tensors.append(TensorSpec(f"t{len(self.tensors)}", (1, width), "float32"))
        return len(self.tensors) - 1

    def width(self, t: int) -> int:
        return self.tensors[t].shape[-1]

    def concat(self, inputs: list[int]) -> int:
        out = self._new(sum(self.width(t) for t in inputs))
        self.ops.append(OpSpec("CONCATENATION", inputs, [out], {"axis": 1}))
        return out

    def split(self, x: int, parts: int) -> list[int]:
        outs = [self._new(self.width(x) // parts) for _ in range(parts)]
        self.ops.append(OpSpec("SPLIT", [self.axis, x], outs, {"num_splits": parts}))
        return outs

    def unary(self, opcode: str, x: int) -> int:
        out = self._new(self.width(x))
        self.ops.append(OpSpec(opcode, [x], [out]))
        return out

    def add(self, a: int, b: int) -> int:
        out = self._new(self.width(a))
        self.ops.append(OpSpec("ADD", [a, b], [out]))
        return out

    def model(self, output: int) -> bytes:
        return build_model([SubgraphSpec(self.tensors, self.ops, [0], [output], "main")])


def branches(operators: int, seed: int) -> bytes:
    """Cells of 3-5 branches; a branch widens the 16-wide cell input 2-8 times and
    narrows it back; the cell concatenates and narrows its branches."""
    rng = np.random.default_rng(seed)
    g = _Graph((1, 16))
    x = 0
    while len(g.ops) < operators:
        k = int(rng.integers(3, 6))
        wide = [g.concat([x] * int(rng.integers(2, 9))) for _ in range(k)]
        narrow = [g.split(w, g.width(w) // 16)[0] for w in wide]
        x = g.split(g.concat(narrow), k)[0]
    return g.model(x)


def unet(operators: int, seed: int) -> bytes:
    """U-Nets of depth 3 in a chain: down by TANH then SPLIT in two, up by
    CONCATENATION with the skip then TANH."""
    rng = np.random.default_rng(seed)
    g = _Graph((1, 64 * int(rng.integers(1, 3))))
    x = 0
    while len(g.ops) < operators:
        skips = []
        for _ in range(3):
            x = g.unary("TANH", x)
            skips.append(x)
            x = g.split(x, 2)[0]
        for skip in reversed(skips):
            x = g.unary("TANH", g.concat([x, x]))
            x = g.split(g.add(x, skip), 1)[0] if g.width(x) == g.width(skip) else x
    return g.model(x)


def rnn(operators: int, seed: int) -> bytes:
    """Two stacked recurrent layers unrolled over time, each layer's projections of
    all steps computed before its recurrence: p_t = CONCATENATION of x_t (8 wide) 8
    times, h_t = TANH(p_t + TANH(h_{t-1}))."""
    rng = np.random.default_rng(seed)
    steps = max(2, operators // 8)
    g = _Graph((1, steps, 8))
    xs = [g._new(8) for _ in range(steps)]
    g.ops.append(OpSpec("UNPACK", [0], xs, {"num": steps, "axis": 1}))
    for layer in range(2):
        repeat = int(rng.integers(6, 11)) if layer == 0 else 1
        projections = [g.concat([x] * repeat) if layer == 0 else g.unary("TANH", x) for x in xs]
        h = g.unary("TANH", projections[0])
        outs = [h]
        for p in projections[1:]:
            h = g.unary("TANH", g.add(p, g.unary("TANH", h)))
            outs.append(h)
        xs = outs
    return g.model(xs[-1])


def layered(operators: int, seed: int) -> bytes:
    """A random layered graph, no structure to exploit: layers of 4-8 operators, each
    reading tensors of the last three layers (ADD of two, CONCATENATION widening one
    to at most 64, SPLIT halving one, or TANH), the last layer concatenated."""
    rng = np.random.default_rng(seed)
    g = _Graph((1, 8))
    layers = [[0]]
    while len(g.ops) < operators:
        recent = [t for layer in layers[-3:] for t in layer]
        layer = []
        for _ in range(int(rng.integers(4, 9))):
            a, b = (int(t) for t in rng.choice(recent, size=2)) if len(recent) > 1 else (recent[0], recent[0])
            pick = rng.random()
            if pick < 0.3 and a != b and g.width(a) == g.width(b):
                out = g.add(a, b)
            elif pick < 0.55 and g.width(a) <= 32:
                out = g.concat([a, a])
            elif pick < 0.8 and g.width(a) >= 16:
                out = g.split(a, 2)[0]
            else:
                out = g.unary("TANH", a)
            layer.append(out)
        layers.append(layer)
    return g.model(g.concat(layers[-1]))


KINDS = {"branches": branches, "unet": unet, "rnn": rnn, "layered": layered}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,500,1000,2000", help="operators per model (comma-separated)")
    parser.add_argument("--kinds", default=",".join(KINDS), help="graph kinds (comma-separated)")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds of search per model")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    header = "| kind | operators | stored peak | peak found | reduction | bound | proved | seconds |"
    lines = [
        f"Operator reordering under TFLM's rules, {args.time_limit:g} s limit per model; "
        f"Python {platform.python_version()} on {platform.machine()}",
        "",
        header,
        "|---|---:|---:|---:|---:|---:|---|---:|",
    ]
    print(header)
    reductions, proved = [], 0
    for kind in args.kinds.split(","):
        for n in sizes:
            graph = parse_model(KINDS[kind](n, seed=n))
            start = time.perf_counter()
            result = best_order(tflm_order_problem(graph), time_limit=args.time_limit)
            seconds = time.perf_counter() - start
            _, rebuilt = peak_step(tflm_lifetimes(apply_order(graph, result.order)).records)
            assert rebuilt == result.peak, (kind, n, rebuilt, result.peak)
            reduction = 100 * (result.stored_peak - result.peak) / result.stored_peak
            reductions.append(reduction)
            proved += result.optimal
            row = (
                f"| {kind} | {graph.main.operators.__len__():,} | {result.stored_peak:,} | {result.peak:,} | "
                f"{reduction:.1f} % | {result.bound:,} | {'yes' if result.optimal else 'no'} | {seconds:.2f} |"
            )
            print(row, flush=True)
            lines.append(row)
    summary = (
        f"{proved} of {len(reductions)} orders proved optimal; peak reduction median "
        f"{statistics.median(reductions):.1f} %, largest {max(reductions):.1f} %."
    )
    print(summary)
    lines += ["", summary, ""]
    if args.markdown:
        args.markdown.write_text("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
