"""How long the TFLM whole-arena model takes on top of planning (run on demand, not a test).

For synthetic graphs of every kind (``tests.synthetic``) with about as many
operators as asked, times ``tflm_lifetimes`` with and without the persistent tail and the
minimum-arena computation, and prints a table. Issue target: the tail model adds under
50 ms to ``analyze`` on a 1,000-operator model.

    python benchmarks/arena.py                 # 1,000 operators, every kind, every target
    python benchmarks/arena.py --operators 5000 --repeat 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout's tests package

from tests.synthetic import KINDS, synthetic_graph
from tflite_memplan.semantics.tflm.arena import tflm_arena
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes
from tflite_memplan.semantics.tflm.tail import tflm_tail
from tflite_memplan.semantics.tflm.targets import TARGETS


def _best_of(repeat: int, fn) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--operators", type=int, default=1000, help="operators per graph (about)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per measurement; the best is shown")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"{'kind':14} {'target':18} {'ops':>6} {'tail ms':>8} {'arena ms':>9} {'lifetimes ms':>13}")
    for kind in KINDS:
        graph = synthetic_graph(kind, args.operators, seed=args.seed)
        ops = graph.num_operators
        for name, target in TARGETS.items():
            lifetimes = tflm_lifetimes(graph, target=name)
            tail_s = _best_of(args.repeat, lambda: tflm_tail(graph, lifetimes.records, target))  # noqa: B023
            arena_s = _best_of(args.repeat, lambda: tflm_arena(lifetimes, 1024, graph))  # noqa: B023
            all_s = _best_of(args.repeat, lambda: tflm_lifetimes(graph, target=name))  # noqa: B023
            print(f"{kind:14} {name:18} {ops:>6} {tail_s * 1e3:>8.1f} {arena_s * 1e3:>9.1f} {all_s * 1e3:>13.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
