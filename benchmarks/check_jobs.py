"""How much ``memplan check --jobs N`` speeds up a model zoo.

Writes every per-kernel model (``tests/kernel_models.py``, about 300 small models) and
the samples into a temporary folder, copied ``--copies`` times, and times ``memplan
check FOLDER --budget 1M --format json`` with each ``--jobs`` value in a fresh process
(best of ``--repeat``); the outputs must be byte-identical. Kept out of the test suite.

    python benchmarks/check_jobs.py --markdown benchmarks/CHECK_JOBS_RESULTS.md
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's tests package

from tests.kernel_models import kernel_models  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", default="1,2", help="comma-separated --jobs values (default 1,2)")
    parser.add_argument("--copies", type=int, default=2, help="copies of the model set (default 2)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per value; the best is shown (default 3)")
    parser.add_argument("--markdown", metavar="FILE", help="also write the table as Markdown")
    args = parser.parse_args()
    memplan = str(Path(sys.executable).with_name("memplan"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "zoo"
        for copy in range(args.copies):
            part = folder / f"copy{copy}"
            part.mkdir(parents=True)
            for name, model in kernel_models().items():
                (part / f"{name}.tflite").write_bytes(model.data)
            for sample in (ROOT / "sample_models").glob("*.tflite"):
                shutil.copy(sample, part / sample.name)
        count = len(list(folder.rglob("*.tflite")))
        rows, outputs = [], set()
        for jobs in (int(j) for j in args.jobs.split(",")):
            best = float("inf")
            for _ in range(args.repeat):
                start = time.perf_counter()
                out = subprocess.run(
                    [memplan, "check", str(folder), "--budget", "1M", "--format", "json", "--jobs", str(jobs)],
                    capture_output=True,
                    check=False,
                ).stdout
                best = min(best, time.perf_counter() - start)
                outputs.add(out)
            rows.append((jobs, best))
    if len(outputs) != 1:
        print("the outputs differ between --jobs values", file=sys.stderr)
        return 1
    base = rows[0][1]
    lines = [
        f"{count} models, Python {platform.python_version()}, {os.cpu_count()} cores, best of {args.repeat}; "
        "the outputs are byte-identical.",
        "",
        "| --jobs | wall time (s) | speed-up |",
        "|---:|---:|---:|",
        *[f"| {jobs} | {seconds:.2f} | {base / seconds:.2f}× |" for jobs, seconds in rows],
    ]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if args.markdown:
        Path(args.markdown).write_text("# `memplan check --jobs`\n\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
