"""Measure what the real TFLite Micro interpreter uses, for ``--measure`` and the tests.

Needs the ``runtimes`` extra (``tflite-micro``). The interpreter runs in a child process
(``python -m tflite_memplan.measure``): its C++ prints to the process's own standard
output, and an allocation that fails can abort the process. Nothing here imports the
runtime in the calling process.

- :func:`tflm_measured_arena`: head, tail and total from ``print_allocations()``, the
  interpreter built with a large arena (64 MiB) and not invoked.
- :func:`tflm_minimum_arena`: the smallest arena the interpreter constructs with,
  bisected over multiples of 16 bytes (each try is a child process: seconds per model).
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tflite_memplan.errors import MemplanError

_LARGE_ARENA = 64 * 1024 * 1024
_TIMEOUT_S = 600
_HEAD = re.compile(r"Arena allocation head (\d+) bytes")
_TAIL = re.compile(r"Arena allocation tail (\d+) bytes")


@dataclass(frozen=True)
class MeasuredArena:
    """What ``print_allocations()`` of the tflite-micro wheel reported."""

    head: int
    tail: int

    @property
    def total(self) -> int:
        return self.head + self.tail


def runtime_available() -> bool:
    """Whether the tflite-micro wheel (the ``runtimes`` extra) is installed."""
    return importlib.util.find_spec("tflite_micro") is not None


def _require() -> None:
    if not runtime_available():
        raise MemplanError("--measure needs the tflite-micro runtime: pip install 'tflite-memplan[runtimes]'")


def _child(path: str | Path, arena: int, report: bool) -> subprocess.CompletedProcess[str] | None:
    args = [sys.executable, "-m", "tflite_memplan.measure", str(Path(path).resolve()), str(arena)]
    try:
        return subprocess.run(
            [*args, "report"] if report else args,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        return None


def tflm_measured_arena(path: str | Path) -> MeasuredArena | None:
    """The wheel's head and tail for ``path``; None when TFLM cannot allocate the model."""
    _require()
    proc = _child(path, _LARGE_ARENA, report=True)
    if proc is None or proc.returncode != 0:
        return None
    text = proc.stdout + "\n" + proc.stderr
    head, tail = _HEAD.search(text), _TAIL.search(text)
    if head is None or tail is None:
        return None
    return MeasuredArena(int(head.group(1)), int(tail.group(1)))


def tflm_constructs(path: str | Path, arena: int) -> bool:
    """Whether the wheel's interpreter allocates ``path`` in an arena of ``arena`` bytes."""
    _require()
    proc = _child(path, arena, report=False)
    return proc is not None and proc.returncode == 0


def tflm_minimum_arena(path: str | Path, upper: int | None = None) -> int | None:
    """The smallest multiple of 16 bytes the wheel allocates ``path`` in (None: not even
    in ``upper``, by default the measured total plus 64 KiB). O(log upper) child runs."""
    measured = tflm_measured_arena(path)
    if measured is None:
        return None
    hi = upper if upper is not None else measured.total + 65536
    hi = -(-hi // 16) * 16
    if not tflm_constructs(path, hi):
        return None
    lo = max(0, measured.total // 16 * 16 - 16)  # below head + tail nothing fits
    while hi - lo > 16:
        mid = (lo + hi) // 32 * 16
        if tflm_constructs(path, mid):
            hi = mid
        else:
            lo = mid
    return hi


def _main(argv: list[str]) -> int:
    """Child side: build the interpreter on ``argv[0]`` with ``argv[1]`` bytes of arena."""
    from tflite_micro.python.tflite_micro import runtime

    try:
        interp = runtime.Interpreter.from_file(argv[0], arena_size=int(argv[1]))
    except Exception:  # the wheel raises RuntimeError when AllocateTensors fails
        return 1
    if len(argv) > 2:
        sys.stdout.flush()
        interp.print_allocations()
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
