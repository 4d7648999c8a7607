"""Run one input through one CLI command in a forked child, and sort the outcome.

The child sets an address-space limit and an alarm, runs ``memplan`` in-process
(``main(args, standalone_mode=False)``) with its output captured, and sends back its
exit code, output and, for an exception that escaped, the innermost memplan frame.
The parent waits up to the wall-clock limit, then kills it. Outcomes:

- ``ok``: exit 0 or 1 (planned; a gate may fail);
- ``error``: exit 2 with exactly one line, ``Error: …`` (the contract for bad input);
- ``traceback``, ``timeout``, ``oom`` (MemoryError, or killed by the limit), ``crash``
  (killed by a signal), ``bad-error`` (exit 2 but not one ``Error:`` line),
  ``modified`` (the input changed, or a file appeared beside it).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import resource
import select
import signal
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from tests.fuzz.mutate import Case
from tflite_memplan.cli import main  # imported once, before the children are forked

#: The commands of the contract (the input path is appended).
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("analyze", "--json"),
    ("compare", "--strategies", "all"),
    ("plan", "--plain"),
    ("check", "--budget", "1MiB"),
    ("analyze", "--semantics", "tflite"),
    ("analyze", "--semantics", "gpu"),
)

MEMORY_LIMIT = 2 * 2**30


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
    signal.alarm(seconds + 1)

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


def prepare(case: Case, folder: Path) -> Path:
    """Write the case into an empty ``folder``; return the path to give memplan."""
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


def run_one(case: Case, command: tuple[str, ...], folder: Path, seconds: int = 10) -> Outcome:
    """Run ``command`` on ``case`` (written into the empty ``folder``)."""
    path = prepare(case, folder)
    before = _fingerprint(folder)
    args = [*command, str(path)]
    read_fd, write_fd = os.pipe()
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_fd)
        try:
            _child(args, write_fd, MEMORY_LIMIT, seconds)
        finally:
            os._exit(3)
    os.close(write_fd)
    name = " ".join(command)
    chunks: list[bytes] = []
    deadline = start + seconds
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
    _, status = os.waitpid(pid, 0)
    os.close(read_fd)
    elapsed = time.monotonic() - start
    if timed_out:
        return Outcome(case.name, name, "timeout", seconds=elapsed)
    if _fingerprint(folder) != before:
        return Outcome(case.name, name, "modified", seconds=elapsed)
    if os.WIFSIGNALED(status) or not chunks:
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0
        kind = "timeout" if sig == signal.SIGALRM else "oom" if sig == signal.SIGKILL else "crash"
        return Outcome(case.name, name, kind, seconds=elapsed, detail=f"signal {sig}")
    result = json.loads(b"".join(chunks))
    code, stderr = result["code"], str(result.get("stderr", ""))
    if code in ("traceback", "oom"):
        return Outcome(case.name, name, str(code), str(result.get("site", "")), elapsed)
    if code in (0, 1):
        return Outcome(case.name, name, "ok", seconds=elapsed)
    lines = stderr.splitlines()
    if code == 2 and len(lines) == 1 and lines[0].startswith("Error: ") and "Traceback" not in stderr:
        return Outcome(case.name, name, "error", seconds=elapsed)
    # The gate reports a model it cannot read among the others ("ERROR model" and its
    # message), then exits 2.
    if code == 2 and command[0] == "check" and not stderr and "could not be read" in str(result.get("stdout", "")):
        return Outcome(case.name, name, "error", seconds=elapsed)
    return Outcome(case.name, name, "bad-error", seconds=elapsed, detail=stderr[-300:])


FAILURES = ("traceback", "timeout", "oom", "crash", "bad-error", "modified")


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
