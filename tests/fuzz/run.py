"""Run one input through one CLI command in a forked child, and sort the outcome.

The parent imports every memplan module once (:func:`preload`: the CLI imports each
command's modules on first use, and importing them again in every child was three
quarters of the fuzzer's time); each child sets an address-space limit and a CPU-time
limit, runs ``memplan`` in-process (``main(args, standalone_mode=False)``, the argv the
console script would get) with its output captured, and sends
back its exit code, output and, for an exception that escaped, the innermost memplan
frame. The limit is on the child's own CPU time (user + system, from ``wait4``), so a
run over it is memplan's work, not a busy neighbour's: on a loaded machine the wall
clock only stops a run that is not computing at all (:data:`WALL_FACTOR` times the
limit). Outcomes:

- ``ok``: exit 0 or 1 (planned; a gate may fail), every output it names complete;
- ``error``: exit 2 with exactly one line, ``Error: …`` (the contract for bad input),
  and no output written or left behind;
- ``traceback``, ``timeout``, ``oom`` (MemoryError, or killed by the limit), ``crash``
  (killed by a signal), ``bad-error`` (exit 2 but not one ``Error:`` line),
  ``modified`` (the input changed, or a file appeared beside it), ``incomplete`` (an
  output that does not read back whole — a model, SVG, HTML page, CSV or baseline —
  or one written or changed by a run that failed), ``replaced`` (an output path that
  was a symbolic link is no longer the same link: outputs are written through links,
  never over them).

Commands name their files with placeholders: ``{out}`` a folder for outputs (a
baseline already there is the case's fuzzed one), ``{csv}`` the case's CSV input;
the model's path is appended to every command but ``solve``.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import importlib
import io
import json
import os
import pkgutil
import resource
import select
import signal
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

import tflite_memplan
from tests.fuzz.mutate import Case
from tflite_memplan.cli import main
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.reader import parse_model
from tflite_memplan.records_csv import read_records_csv

#: The commands of the contract: every command memplan has that reads a model or a file.
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("analyze", "--json"),
    ("compare", "--strategies", "all"),
    ("plan", "--plain"),
    ("check", "--budget", "1MiB"),
    ("analyze", "--semantics", "litert"),
    ("analyze", "--semantics", "gpu"),
    ("optimize", "-o", "{out}/optimized.tflite"),
    ("reorder", "-o", "{out}/reordered.tflite"),
    ("reorder", "--semantics", "litert", "--delegate", "none", "-o", "{out}/reordered.tflite"),
    ("whatif", "--rank"),
    ("plan", "--svg", "{out}/plan.svg", "--html", "{out}/plan.html"),
    ("check", "--baseline", "{out}/baseline.json", "--write-baseline"),
    ("analyze", "--semantics", "litert", "--delegate", "xnnpack", "--cpu", "avx2", "--threads", "2", "--json"),
    ("solve", "{csv}", "-o", "{out}/solved.csv", "--time-limit", "2"),
)
#: ``solve`` searches until its ``--time-limit`` by design (60 s unless told): the
#: contract gives it 2 s, so a run over the CPU limit is a limit that did not hold.
SOLVE = COMMANDS[-1]
#: The commands the test suite's short campaign and the hostile benchmark started with.
READ_ONLY = COMMANDS[:6]

MEMORY_LIMIT = 2 * 2**30
#: A run's wall clock may reach this many times its CPU limit before it is stopped
#: (a run blocked on nothing); only its CPU time counts against the limit.
WALL_FACTOR = 6


def preload() -> int:
    """Import every module of memplan (those of the probes too, which import nothing
    they run), so a forked child finds them imported; return how many."""
    names = [m.name for m in pkgutil.walk_packages(tflite_memplan.__path__, "tflite_memplan.")]
    for name in names:
        importlib.import_module(name)
    return len(names)


preload()  # once, before any child is forked
# Out of the collector's reach: a child's collections no longer write to (and so copy)
# the pages of every object the parent imported (measured: about 5 % more inputs a minute).
gc.collect()
gc.freeze()


@dataclass(frozen=True)
class Outcome:
    case: str
    command: str
    kind: str
    site: str = ""  # where a traceback came from: "ExceptionType at file.py:line"
    seconds: float = 0.0
    detail: str = ""


def _site(error: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "tflite_memplan" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "outside memplan"
    return f"{type(error).__name__} at {where}"


def _child(args: list[str], write_fd: int, memory: int, seconds: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_CPU, (seconds + 1, seconds + 2))  # SIGXCPU, then SIGKILL

    out, err = io.StringIO(), io.StringIO()
    result: dict[str, object] = {}
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main(args, standalone_mode=False)
                result["code"] = 0
            except SystemExit as e:
                result["code"] = e.code if isinstance(e.code, int) else 1
    except MemoryError:
        result = {"code": "oom"}
    except BaseException as e:  # the fuzzer looks for exactly these
        result = {"code": "traceback", "site": _site(e)}
    result["stderr"] = err.getvalue()[-2000:]
    result["stdout"] = out.getvalue()[-2000:]
    with os.fdopen(write_fd, "w") as pipe:
        pipe.write(json.dumps(result))
    os._exit(0)


def _fingerprint(folder: Path) -> dict[str, str]:
    out = {}
    for p in sorted(folder.iterdir()):
        if p.is_file() and not p.is_symlink():
            out[p.name] = hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            out[p.name] = "special"
    return out


def _links(folder: Path) -> dict[str, str]:
    """Each symbolic link in ``folder`` and where it points."""
    return {p.name: os.readlink(p) for p in sorted(folder.iterdir()) if p.is_symlink()}


#: Every output a command of the contract names, as a name in the output folder.
OUTPUT_NAMES = ("optimized.tflite", "reordered.tflite", "plan.svg", "plan.html", "baseline.json", "solved.csv")


def prepare(case: Case, folder: Path) -> Path:
    """Write the case into an empty ``folder`` (its CSV beside it, its baseline, if any,
    into ``folder/out``); return the path to give memplan."""
    (folder / "out").mkdir()
    (folder / "buffers.csv").write_bytes(case.csv[1])
    if case.outputs == "symlink":  # every output a link into another folder (the baseline's target holds it)
        (folder / "elsewhere").mkdir()
        for name in OUTPUT_NAMES:
            (folder / "out" / name).symlink_to(folder / "elsewhere" / name)
        if case.baseline[1] is not None:
            (folder / "elsewhere" / "baseline.json").write_bytes(case.baseline[1])
    elif case.outputs == "devnull":
        for name in OUTPUT_NAMES:
            (folder / "out" / name).symlink_to("/dev/null")
    elif case.baseline[1] is not None:
        (folder / "out" / "baseline.json").write_bytes(case.baseline[1])
    if case.special == "dir":
        path = folder / "model.tflite"
        path.mkdir()
    elif case.special == "fifo":
        path = folder / "model.tflite"
        os.mkfifo(path)
    elif case.special == "devzero":
        path = folder / "model.tflite"
        path.symlink_to("/dev/zero")
    elif case.special == "newline":
        path = folder / "odd\nname.tflite"
        path.write_bytes(case.data or b"")
    else:
        path = folder / "model.tflite"
        path.write_bytes(case.data or b"")
    return path


def arguments(command: tuple[str, ...], model: Path) -> list[str]:
    """``command`` with its placeholders filled in for a case prepared beside ``model``."""
    folder = model.parent
    args = [a.format(out=folder / "out", csv=folder / "buffers.csv") for a in command]
    return args if command[0] == "solve" else [*args, str(model)]


def complete(path: Path) -> bool:
    """Whether an output file reads back whole, by its kind (one written into a device
    is not read back)."""
    if not path.resolve().is_file():
        return True
    data = path.read_bytes()
    try:
        if path.suffix == ".tflite":
            parse_model(data, path.name)
        elif path.suffix == ".svg":
            ElementTree.fromstring(data)
        elif path.suffix == ".html":
            return data.rstrip().lower().endswith(b"</html>")
        elif path.suffix == ".csv":
            read_records_csv(data.decode(), path.name)
        elif path.suffix == ".json":
            return isinstance(json.loads(data), dict)
    except (MemplanError, ElementTree.ParseError, ValueError):
        return False
    return True


def _outputs_kept(code: object, args: list[str], out: Path, before: dict[str, str], *, nothing_written: bool) -> bool:
    """Outputs complete or absent: nothing appears but the named outputs; after a
    success each is there (unless the command says "nothing written", as ``optimize``
    and ``reorder`` do when no plan or order is better) and every one there is whole;
    after a failure the output folder is as it was."""
    named = {Path(a).name for a in args if Path(a).parent == out}
    present = {p.name for p in out.iterdir()}
    if present - named - set(before):
        return False  # a temporary file left behind, or an output nobody asked for
    if code not in (0, 1):
        return _fingerprint(out) == before
    # (a link named as an output but left dangling: nothing was written through it)
    written = {name for name in present if (out / name).exists()}
    if code == 0 and named - written and not nothing_written:
        return False
    return all(complete(out / name) for name in named & written)


def _wait(pid: int, read_fd: int, wall: float) -> tuple[bytes, int, float, bool]:
    """The child's report, status and CPU seconds, and whether the wall clock ran out."""
    chunks: list[bytes] = []
    deadline = time.monotonic() + wall
    timed_out = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([read_fd], [], [], left)
        if ready:
            chunk = os.read(read_fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
    if timed_out:
        os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    os.close(read_fd)
    return b"".join(chunks), status, usage.ru_utime + usage.ru_stime, timed_out


def run_one(case: Case, command: tuple[str, ...], folder: Path, seconds: int = 10) -> Outcome:
    """Run ``command`` on ``case`` (written into the empty ``folder``) with ``seconds``
    of CPU time (see the module docstring)."""
    path = prepare(case, folder)
    out = folder / "out"
    before, before_out, links = _fingerprint(folder), _fingerprint(out), _links(out)
    elsewhere = _fingerprint(folder / "elsewhere") if case.outputs == "symlink" else {}
    args = arguments(command, path)
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_fd)
        try:
            _child(args, write_fd, MEMORY_LIMIT, seconds)
        finally:
            os._exit(3)
    os.close(write_fd)
    name = " ".join(command)
    report, status, cpu, stuck = _wait(pid, read_fd, seconds * WALL_FACTOR)
    if stuck or cpu > seconds:
        return Outcome(case.name, name, "timeout", seconds=cpu, detail="wall clock" if stuck else "")
    if _fingerprint(folder) != before:
        return Outcome(case.name, name, "modified", seconds=cpu)
    if os.WIFSIGNALED(status) or not report:
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0
        kind = "timeout" if sig == signal.SIGXCPU else "oom" if sig == signal.SIGKILL else "crash"
        return Outcome(case.name, name, kind, seconds=cpu, detail=f"signal {sig}")
    result = json.loads(report)
    code, stderr = result["code"], str(result.get("stderr", ""))
    if code in ("traceback", "oom"):
        return Outcome(case.name, name, str(code), str(result.get("site", "")), cpu)
    if _links(out) != links:
        return Outcome(case.name, name, "replaced", seconds=cpu)
    if code not in (0, 1) and elsewhere and _fingerprint(folder / "elsewhere") != elsewhere:
        return Outcome(case.name, name, "incomplete", seconds=cpu, detail="a failed run wrote through a link")
    said = " ".join(str(result.get("stdout", "")).split())
    if not _outputs_kept(code, args, out, before_out, nothing_written="nothing written" in said):
        return Outcome(case.name, name, "incomplete", seconds=cpu, detail=f"exit {code}: {stderr[-200:]}")
    if code in (0, 1):
        return Outcome(case.name, name, "ok", seconds=cpu)
    lines = stderr.splitlines()
    if code == 2 and len(lines) == 1 and lines[0].startswith("Error: ") and "Traceback" not in stderr:
        return Outcome(case.name, name, "error", seconds=cpu)
    # The gate reports a model it cannot read among the others ("ERROR model" and its
    # message; with --write-baseline a note that the baseline was not written), then exits 2.
    quiet = all(line.startswith("Note: ") for line in lines)
    if code == 2 and command[0] == "check" and quiet and "could not be read" in str(result.get("stdout", "")):
        return Outcome(case.name, name, "error", seconds=cpu)
    return Outcome(case.name, name, "bad-error", seconds=cpu, detail=stderr[-300:])


FAILURES = ("traceback", "timeout", "oom", "crash", "bad-error", "modified", "incomplete", "replaced")


if __name__ == "__main__":  # pragma: no cover - a quick manual run: python -m tests.fuzz.run SEED COUNT
    import tempfile

    from tests.fuzz.mutate import cases

    seed, count = int(sys.argv[1]), int(sys.argv[2])
    for i, case in enumerate(cases(seed, count)):
        for command in COMMANDS:
            with tempfile.TemporaryDirectory() as tmp:
                outcome = run_one(case, command, Path(tmp))
            if outcome.kind in FAILURES:
                print(i, outcome)
