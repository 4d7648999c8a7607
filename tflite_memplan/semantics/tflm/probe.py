"""Measure what the real TFLite Micro interpreter uses, for ``--measure`` and the tests.

Needs the ``runtimes`` extra (``tflite-micro``). The interpreter runs in a child process
(``python -m`` this module, through the shared :mod:`~tflite_memplan.semantics.runner`):
its C++ prints to the process's own standard output, and an allocation that fails can
abort the process. Nothing here imports the runtime in the calling process.

- :func:`tflm_measured_arena`: head, tail and total from ``print_allocations()``, the
  interpreter built with a large arena (64 MiB) and not invoked.
- :func:`tflm_minimum_arena`: the smallest arena the interpreter constructs with,
  bisected over multiples of 16 bytes in one child process (optionally with another
  count of resource-variable slots than the model's, which the wheel picks itself).
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tflite_memplan.errors import MemplanError
from tflite_memplan.semantics import runner
from tflite_memplan.semantics.runner import RunOutcome, installed, require

_LARGE_ARENA = 64 * 1024 * 1024
_HEAD = re.compile(r"Arena allocation head (\d+) bytes")
_TAIL = re.compile(r"Arena allocation tail (\d+) bytes")
#: One category line of TFLM's ``PrintAllocations`` (the wheel's, and any build's).
CATEGORY = re.compile(r"'([^']+)' used (\d+) bytes with alignment overhead \(requested (\d+) bytes for (\d+) ")
_MARK = "@@memplan-measure@@ "


@dataclass(frozen=True)
class MeasuredArena:
    """What ``print_allocations()`` of the tflite-micro wheel reported; ``categories`` maps
    each recorded category to (bytes used with alignment overhead, bytes requested, count)."""

    head: int
    tail: int
    categories: dict[str, tuple[int, int, int]] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return self.head + self.tail


def runtime_available() -> bool:
    """Whether the tflite-micro wheel (the ``runtimes`` extra) is installed."""
    return installed("tflite_micro")


def _run(args: list[str]) -> subprocess.CompletedProcess[str] | None:
    """``python -m`` this module ``ARGS…`` in a child process (None: it timed out)."""
    require("tflite_micro")
    return runner.run_child(__name__, args)


def _parse(text: str) -> MeasuredArena | None:
    head, tail = _HEAD.search(text), _TAIL.search(text)
    if head is None or tail is None:
        return None
    categories = {m.group(1): (int(m.group(2)), int(m.group(3)), int(m.group(4))) for m in CATEGORY.finditer(text)}
    return MeasuredArena(int(head.group(1)), int(tail.group(1)), categories)


def _reports(proc: subprocess.CompletedProcess[str] | None) -> Iterator[tuple[str, str, str]]:
    """``(status, path, what it printed)`` for each model a batch child closed with a
    marker line; a model whose run broke the child (no closing marker) is left out."""
    body: list[str] = []
    for line in (proc.stdout if proc is not None else "").splitlines():
        if not line.startswith(_MARK):
            body.append(line)
            continue
        status, _, path = line.removeprefix(_MARK).partition(" ")
        if status == "start":
            body = []
        else:
            yield status, path, "\n".join(body)


def _measure_batch(paths: list[str]) -> dict[str, MeasuredArena | None]:
    """One child reports every model it gets through."""
    reports = _reports(_run(["--batch", *paths]))
    return {path: _parse(text) if status == "ok" else None for status, path, text in reports}


def tflm_measured_arena(path: str | Path) -> MeasuredArena | None:
    """The wheel's head and tail for ``path``; None when TFLM cannot allocate the model."""
    return tflm_measured_arenas([path])[str(Path(path).resolve())]


def tflm_measured_arenas(paths: list[str | Path]) -> dict[str, MeasuredArena | None]:
    """:func:`tflm_measured_arena` for many models in one child process (much faster);
    a model whose run breaks the child is measured again on its own."""
    resolved = [str(Path(p).resolve()) for p in paths]
    out = _measure_batch(resolved)
    for path in resolved:
        if path not in out:
            out[path] = _measure_batch([path]).get(path) if len(resolved) > 1 else None
    return out


_NODE = re.compile(r"Node \S+ \(number (\d+)\) failed to (prepare|invoke)")


def _outcome(status: str, log: str) -> RunOutcome:
    if status == "ok":
        return RunOutcome("ok", None, log)
    node = _NODE.search(log)
    if status == "build" and "Failed to get registration" in log:
        return RunOutcome("resolve", None, log)
    phase = "prepare" if status == "build" else "invoke"
    return RunOutcome(phase, int(node.group(1)) if node else None, log)


def tflm_run_outcomes(paths: list[str | Path]) -> dict[str, RunOutcome]:
    """Build each model's interpreter with a large arena and invoke it once, in one child
    process; keyed by resolved path. A model that breaks the child is left out."""
    resolved = [str(Path(p).resolve()) for p in paths]
    return {path: _outcome(status, text) for status, path, text in _reports(_run(["--run", *resolved]))}


def tflm_invoke_outcome(path: str | Path, timeout: float = 60.0) -> RunOutcome:
    """How far the wheel gets with ``path`` alone: built with a large arena and invoked
    once, in a child of its own; an Invoke that does not return within ``timeout``
    seconds (a kernel that wrote past its tensor can leave a loop that never ends) or
    that kills the child is an ``invoke`` outcome, ``crashed``."""
    if tflm_measured_arena(path) is None:
        return RunOutcome("prepare", None, "the interpreter cannot allocate this model")
    resolved = str(Path(path).resolve())
    require("tflite_micro")
    proc = runner.run_child(__name__, ["--run", resolved], timeout=timeout)
    if proc is None:
        return RunOutcome("invoke", None, f"Invoke did not return within {timeout:g} s", True)
    for status, _, text in _reports(proc):
        return _outcome(status, text)
    return RunOutcome("invoke", None, f"{proc.stdout}\nthe interpreter died (exit {proc.returncode})", True)


def tflm_measured_figures(path: str | Path) -> dict[str, int]:
    """The wheel's figures for ``path`` under the arena document's names (head, tail,
    total); raises :class:`MemplanError` when TFLM cannot allocate the model."""
    measured = tflm_measured_arena(path)
    if measured is None:
        raise MemplanError(f"{path}: the tflite-micro interpreter cannot allocate this model")
    return {"head": measured.head, "tail": measured.tail, "total": measured.total}


def tflm_constructs(path: str | Path, arena: int, resource_variables: int | None = None) -> bool:
    """Whether the wheel's interpreter allocates ``path`` in an arena of ``arena`` bytes
    (with ``resource_variables`` slots; default: the model's count, as the wheel picks)."""
    slots = [] if resource_variables is None else [str(resource_variables)]
    proc = _run([str(Path(path).resolve()), str(arena), *slots])
    return proc is not None and proc.returncode == 0


def tflm_minimum_arena(path: str | Path, upper: int | None = None, resource_variables: int | None = None) -> int | None:
    """The smallest multiple of 16 bytes the wheel allocates ``path`` in (None: not even
    in ``upper``, by default the measured total plus 64 KiB), with ``resource_variables``
    slots (default: the model's count, the wheel's choice). O(log upper) tries, all in one
    child process; should a try abort that child, the rest run one child each."""
    measured = tflm_measured_arena(path)
    if measured is None:
        return None
    hi = upper if upper is not None else measured.total + 65536
    hi = -(-hi // 16) * 16
    # below head + tail nothing fits (with the model's count: fewer slots are not asked for)
    lo = max(0, measured.total // 16 * 16 - 16) if resource_variables is None else 0
    fits: bool | None = None  # whether ``hi`` itself was seen to fit
    slots = [] if resource_variables is None else [str(resource_variables)]
    proc = _run(["--bisect", str(Path(path).resolve()), str(lo), str(hi), *slots])
    for line in (proc.stdout if proc is not None else "").splitlines():
        status, _, size = line.removeprefix(_MARK).partition(" ")
        if not line.startswith(_MARK) or not size.isdigit():
            continue
        if status == "fits":
            hi, fits = int(size), True
        elif status == "fails":
            if int(size) == hi:
                return None
            lo = int(size)
    if fits is None and not tflm_constructs(path, hi, resource_variables):
        return None
    while hi - lo > 16:
        mid = (lo + hi) // 32 * 16
        if tflm_constructs(path, mid, resource_variables):
            hi = mid
        else:
            lo = mid
    return hi


def _main(argv: list[str]) -> int:
    """Child side: build the interpreter on ``argv[0]`` with ``argv[1]`` bytes of arena
    (``--batch PATH…``: report each model with a large arena, between marker lines;
    ``--run PATH…``: build and invoke each, reporting how far it got;
    ``--bisect PATH LO HI``: the smallest arena in (LO, HI], each try reported as it ends)."""
    from tflite_micro.python.tflite_micro import runtime

    if argv[0] == "--bisect":
        path, lo, hi = argv[1], int(argv[2]), int(argv[3])
        slots = int(argv[4]) if len(argv) > 4 else None
        if not _fits(runtime, path, hi, slots):
            print(f"{_MARK}fails {hi}", flush=True)
            return 0
        print(f"{_MARK}fits {hi}", flush=True)
        while hi - lo > 16:
            mid = (lo + hi) // 32 * 16
            if _fits(runtime, path, mid, slots):
                hi = mid
                print(f"{_MARK}fits {mid}", flush=True)
            else:
                lo = mid
                print(f"{_MARK}fails {mid}", flush=True)
        return 0
    if argv[0] not in ("--batch", "--run"):
        return 0 if _fits(runtime, argv[0], int(argv[1]), int(argv[2]) if len(argv) > 2 else None) else 1
    import ctypes
    import os

    libc = ctypes.CDLL(None)
    os.dup2(1, 2)  # TFLM reports on standard error: one ordered stream with the markers
    if argv[0] == "--run":
        for path in argv[1:]:
            print(f"{_MARK}start {path}", flush=True)
            status = "ok"
            try:
                interp = runtime.Interpreter.from_file(path, arena_size=_LARGE_ARENA)
                try:
                    interp.invoke()
                except Exception:
                    status = "invoke"
            except Exception:
                status = "build"
            libc.fflush(None)
            print(f"{_MARK}{status} {path}", flush=True)
        return 0
    for path in argv[1:]:
        print(f"{_MARK}start {path}", flush=True)
        try:
            interp = runtime.Interpreter.from_file(path, arena_size=_LARGE_ARENA)
        except Exception:
            print(f"{_MARK}failed {path}", flush=True)
            continue
        interp.print_allocations()
        libc.fflush(None)  # the C++ side prints through C's own buffer
        print(f"{_MARK}ok {path}", flush=True)
        del interp
    return 0


def _fits(runtime: Any, path: str, arena: int, slots: int | None = None) -> bool:
    """``slots`` None: the wheel's own Interpreter (it creates the model's count of
    resource-variable slots); else its wrapper, built as the Interpreter builds it but
    with ``slots`` slots (0: no resource-variable table)."""
    try:
        if slots is None:
            runtime.Interpreter.from_file(path, arena_size=arena)
        else:
            data = Path(path).read_bytes()
            config = runtime._ENUM_TRANSLATOR[runtime.InterpreterConfig.kAllocationRecording]
            runtime._runtime.InterpreterWrapper(data, [], arena, slots, config, 0)
    except Exception:  # the wheel raises RuntimeError when AllocateTensors fails
        return False
    return True


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
