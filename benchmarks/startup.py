"""How long ``memplan`` takes to start, and what it imports on the way.

A command that only prints help or a table should not pay for the exact solver, every
runtime's tables and the reports, nor ``memplan solve`` on a small file for the runtimes'
tables and every planner. This script runs ``memplan --help``, a few cheap commands and
``solve`` on a three-buffer CSV in fresh processes (best of ``--repeat`` wall times) and lists which heavy
modules ``import tflite_memplan.cli`` loads (``python -X importtime``). Kept out of the
test suite: timings are measurements, not assertions.

    python benchmarks/startup.py --markdown benchmarks/STARTUP_RESULTS.md
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's tests package

from tests.test_startup import HEAVY  # noqa: E402  (the modules a command must not need: listed once)

COMMANDS = (
    ("--help",),
    ("analyze", "--help"),
    ("boards",),
    ("strategies",),
    ("analyze", "sample_models/branching_cnn_int8.tflite"),
    ("solve", "small.csv"),  # written to a temporary folder: three buffers, solved at once
)
#: ``small.csv``: MiniMalloc's format, three buffers that all meet (the lower bound is optimal).
SMALL_CSV = "id,lower,upper,size\nb0,0,3,4\nb1,1,4,5\nb2,2,5,3\n"


#: As an installed memplan runs: with its bytecode cached (pip writes it when it installs; a
#: ``PYTHONDONTWRITEBYTECODE`` in the environment would make every start compile every module,
#: some 0.1-0.2 s more), so the variable is dropped and one untimed run writes the cache.
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _wall(argv: list[str], repeat: int) -> float:
    subprocess.run(argv, cwd=ROOT, capture_output=True, check=True, env=_ENV)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(argv, cwd=ROOT, capture_output=True, check=True, env=_ENV)
        best = min(best, time.perf_counter() - start)
    return best


def _imported_by_cli() -> set[str]:
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import tflite_memplan.cli"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    return {line.rsplit("|", 1)[-1].strip() for line in out.splitlines() if line.startswith("import time:")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per command; the best is shown (default 7)")
    parser.add_argument("--markdown", metavar="FILE", help="also write the tables as Markdown")
    args = parser.parse_args()
    memplan = [str(Path(sys.executable).with_name("memplan"))]  # the installed console script
    python = _wall([sys.executable, "-c", "pass"], args.repeat)
    with tempfile.TemporaryDirectory() as folder:
        small = Path(folder, "small.csv")
        small.write_text(SMALL_CSV)
        files = {"small.csv": str(small)}
        rows = [
            (" ".join(("memplan", *c)), _wall([*memplan, *(files.get(a, a) for a in c)], args.repeat)) for c in COMMANDS
        ]
    loaded = _imported_by_cli()
    lines = [
        f"Python {platform.python_version()} on {platform.machine()}, best of {args.repeat} runs; "
        f"a bare `python -c pass` takes {python:.3f} s.",
        "",
        "| command | wall time (s) |",
        "|---|---:|",
        *[f"| `{name}` | {seconds:.3f} |" for name, seconds in rows],
        "",
        "| module | imported by `import tflite_memplan.cli` |",
        "|---|---|",
        *[f"| `{m}` | {'yes' if m in loaded else 'no'} |" for m in HEAVY],
    ]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if args.markdown:
        Path(args.markdown).write_text("# Start-up\n\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
