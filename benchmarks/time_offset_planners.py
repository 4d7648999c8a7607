"""Time every offset planner on random graph-like records (not a test; run by hand).

    python benchmarks/time_offset_planners.py [--sizes 1000 10000 50000] [--seed 0]

Lifetimes are shaped like a real graph's: most tensors die one to three operators
after they are made, about 2% are skip connections living tens to hundreds of steps,
and a handful live the whole run. Sizes are log-uniform between 64 bytes and 1 MiB,
multiples of 16. Each plan is validated; a planner whose previous size took longer
than ``--budget`` seconds is skipped at the next size, so a quadratic planner shows up
as a dash rather than a hang.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable, Sequence

from tflite_memplan.bounds import offset_lower_bound
from tflite_memplan.planners import OFFSET, PLANNERS
from tflite_memplan.planners.greedy_by_breadth import greedy_by_breadth
from tflite_memplan.planners.strip_packing import strip_packing
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records import UsageRecord


def graph_like_records(n: int, seed: int) -> list[UsageRecord]:
    rng = random.Random(seed)
    steps = max(1, n * 2 // 3)  # about 1.5 tensors per operator
    out = []
    for _ in range(n):
        first = rng.randrange(steps)
        roll = rng.random()
        if roll < 0.002:
            first, last = 0, steps - 1
        elif roll < 0.02:
            last = first + rng.randint(10, 500)
        else:
            last = first + min(int(rng.expovariate(1.0)), 8)
        size = 16 * max(4, int(math.exp(rng.uniform(math.log(64), math.log(1 << 20))) // 16))
        out.append(UsageRecord(size=size, first=first, last=min(last, steps - 1)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 50_000])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--alignment", type=int, default=64)
    parser.add_argument("--budget", type=float, default=60.0, help="skip a planner after a run this slow (s)")
    args = parser.parse_args()

    planners: dict[str, Callable[[Sequence[UsageRecord], int], OffsetPlan]] = {
        name: s.plan for name, s in PLANNERS.items() if s.family == OFFSET
    }
    planners.setdefault("greedy_by_breadth", greedy_by_breadth)
    planners.setdefault("strip_packing", strip_packing)
    too_slow: set[str] = set()
    print(f"{'planner':<20}{'records':>9}{'seconds':>10}{'arena':>14}{'/ lower bound':>15}")
    for n in args.sizes:
        records = graph_like_records(n, args.seed)
        lower = offset_lower_bound(records)
        for name, plan in planners.items():
            if name in too_slow:
                print(f"{name:<20}{n:>9}{'-':>10}")
                continue
            start = time.perf_counter()
            result = plan(records, args.alignment)
            elapsed = time.perf_counter() - start
            validate_plan(records, result, args.alignment)
            print(f"{name:<20}{n:>9}{elapsed:>10.2f}{result.arena_size:>14,}{result.arena_size / lower:>15.3f}")
            if elapsed > args.budget:
                too_slow.add(name)


if __name__ == "__main__":
    main()
