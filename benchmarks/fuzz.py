"""The long fuzz run: thousands of bad inputs through every command, failures by site.

Each input (see ``tests/fuzz/mutate.py``: mutated sample models, hostile models from
the project's builder and of the classes in ``tests/fuzz/hostile.py``, each with a
fuzzed CSV and baseline from ``tests/fuzz/tables.py``) goes through every command —
the read-only ones, ``optimize``/``reorder -o``, ``whatif``, ``plan --svg/--html``,
``check --write-baseline``, ``solve`` — in a forked child with a 10-second CPU-time
limit and a 2 GiB address-space limit (``tests/fuzz/run.py``). Kept out of the test
suite (it takes hours); the suite runs a short seeded campaign instead.

    python benchmarks/fuzz.py --seed 20261124 --count 10000 --markdown benchmarks/FUZZ_RESULTS.md
    python benchmarks/fuzz.py --count 500 --save tests/fuzz/reproducers   # keep a file per failure site
    python benchmarks/fuzz.py --seed 7 --count 10000 --minutes 50        # stop after 50 minutes

It prints the outcome counts per command, then one row per failure site (exception
and innermost memplan frame, or timeout/oom/crash) with an example input, and exits
1 if there was any failure.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz.mutate import Case, cases
from tests.fuzz.run import COMMANDS, FAILURES, Outcome, run_one


def _load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--count", type=int, default=10_000, help="inputs (each through every command)")
    parser.add_argument("--seconds", type=int, default=10, help="CPU-time limit per run")
    parser.add_argument("--minutes", type=float, help="stop after this long, reporting the inputs done")
    parser.add_argument("--save", type=Path, help="folder to write one reproducer per failure site into")
    parser.add_argument("--markdown", type=Path, help="also write the tables as Markdown")
    args = parser.parse_args(argv)

    counts: dict[str, Counter[str]] = defaultdict(Counter)
    sites: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    examples: dict[tuple[str, str], Case] = {}
    slowest = 0.0
    start = time.monotonic()
    done = 0
    for i, case in enumerate(cases(args.seed, args.count)):
        if args.minutes is not None and time.monotonic() - start > 60 * args.minutes:
            break
        done = i + 1
        for command in COMMANDS:
            with tempfile.TemporaryDirectory() as tmp:
                outcome = run_one(case, command, Path(tmp), args.seconds)
            counts[outcome.command][outcome.kind] += 1
            slowest = max(slowest, outcome.seconds if outcome.kind != "timeout" else 0.0)
            if outcome.kind in FAILURES:
                said = f"  {outcome.kind} ({outcome.seconds:.1f} s CPU): {case.name} / {outcome.command}"
                print(said, file=sys.stderr, flush=True)
                key = (outcome.kind, outcome.site or outcome.detail[:60])
                sites[key].append(outcome)
                examples.setdefault(key, case)
        if (i + 1) % 100 == 0:
            failures = sum(len(v) for v in sites.values())
            rate = 60 * (i + 1) / (time.monotonic() - start)
            print(
                f"{i + 1:,} inputs, {time.monotonic() - start:,.0f} s ({rate:.1f} inputs/min), {failures} failures",
                file=sys.stderr,
                flush=True,
            )

    kinds = ("ok", "error", *FAILURES)
    lines = [
        f"Fuzz run: seed {args.seed}, {done:,} inputs x {len(COMMANDS)} commands"
        + (f" (of {args.count:,} asked; stopped after {args.minutes:g} minutes)" if done < args.count else "")
        + f", {time.monotonic() - start:,.0f} s; Python {platform.python_version()} on {platform.machine()}",
        f"most CPU time of a run that finished: {slowest:.2f} s (limit {args.seconds} s); "
        f"{60 * done / (time.monotonic() - start):.1f} inputs/min; load average at the end {_load()}",
        "",
        "| command | " + " | ".join(kinds) + " |",
        "|---|" + "---:|" * len(kinds),
    ]
    for command in (" ".join(c) for c in COMMANDS):
        lines.append(f"| `{command}` | " + " | ".join(f"{counts[command][k]:,}" for k in kinds) + " |")
    lines += ["", "| failure | site | runs | example |", "|---|---|---:|---|"]
    for (kind, site), outcomes in sorted(sites.items(), key=lambda kv: -len(kv[1])):
        example = outcomes[0]
        lines.append(f"| {kind} | {site} | {len(outcomes)} | `{example.case}` / `{example.command}` |")
    if not sites:
        lines.append("| none | | 0 | |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.markdown:
        args.markdown.write_text(text)
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
        for n, (key, case) in enumerate(examples.items()):
            stem = args.save / f"site{n:02d}-{key[0]}"
            if case.data is not None:
                stem.with_suffix(".tflite").write_bytes(case.data)
            stem.with_suffix(".csv").write_bytes(case.csv[1])
            if case.baseline[1] is not None:
                stem.with_suffix(".json").write_bytes(case.baseline[1])
    return 1 if sites else 0


if __name__ == "__main__":
    sys.exit(main())
