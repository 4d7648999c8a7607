"""gdb script (not a test): every heap block LiteRT's interpreter holds, with who allocated it.

Runs as ``gdb -batch -x tests/gdb_litert_heap.py --args python -m
tflite_memplan.semantics.litert.probe --heap MODEL`` (the library probe's heap child,
which reads ``mallinfo2()`` before building the interpreter, after it, after
``allocate_tensors()``, before setting the inputs and after ``invoke()``). Those calls
delimit the window: from the first to the fifth, leaving out the third to the fourth
(numpy's input arrays, the caller's), the script follows every ``malloc``, ``calloc``,
``realloc``, ``posix_memalign``, ``memalign``, ``aligned_alloc`` and ``free``, and at the
end lists the blocks still held: each block's chunk size as glibc counts it in
``mallinfo2`` (the size word before the block), the phase it was allocated in and the
names of its callers (innermost first). Writes ``{"blocks": [[chunk, phase, [callers]],
...]}`` as JSON to the file named by ``MEMPLAN_GDB_OUT``.
"""

import json
import os

import gdb  # provided by gdb itself

PHASES = ("create", "allocate", None, "invoke")  # after the 1st, 2nd, 3rd (numpy: not traced), 4th reading
_state = {"readings": 0}
_live: dict[int, tuple[str, list[str]]] = {}


def _phase() -> str | None:
    n = _state["readings"]
    return PHASES[n - 1] if 1 <= n <= len(PHASES) else None


def _callers() -> list[str]:
    names, frame = [], gdb.selected_frame().older()
    while frame is not None and len(names) < 16:
        names.append(frame.name() or "?")
        frame = frame.older()
    return names


def _chunk(ptr: int) -> int:
    word = int(gdb.parse_and_eval(f"*(unsigned long *)({ptr} - 8)"))
    return word & ~7


class _Returned(gdb.FinishBreakpoint):
    def __init__(self, phase: str, callers: list[str], out_ptr: int | None = None, freed: int | None = None):
        super().__init__(gdb.newest_frame(), internal=True)
        self.silent = True
        self.phase, self.callers, self.out_ptr, self.freed = phase, callers, out_ptr, freed

    def stop(self) -> bool:
        if self.out_ptr is not None:  # posix_memalign: the block is written through the first argument
            ptr = int(gdb.parse_and_eval(f"*(unsigned long *){self.out_ptr}"))
        else:
            ptr = int(self.return_value) if self.return_value is not None else 0
        if self.freed is not None and ptr:
            _live.pop(self.freed, None)
        if ptr:
            _live[ptr] = (self.phase, self.callers)
        return False

    def out_of_scope(self) -> None:
        pass


class _Alloc(gdb.Breakpoint):
    def __init__(self, spec: str, kind: str):
        super().__init__(spec, internal=True)
        self.silent = True
        self.kind = kind

    def stop(self) -> bool:
        phase = _phase()
        if phase is None:
            return False
        callers = _callers()
        if self.kind == "posix_memalign":
            _Returned(phase, callers, out_ptr=int(gdb.parse_and_eval("$rdi")))
        elif self.kind == "realloc":
            old = int(gdb.parse_and_eval("$rdi"))
            _Returned(phase, callers, freed=old if old else None)
        else:
            _Returned(phase, callers)
        return False


class _Free(gdb.Breakpoint):
    def stop(self) -> bool:
        if _phase() is not None:
            _live.pop(int(gdb.parse_and_eval("$rdi")), None)
        return False


class _Reading(gdb.Breakpoint):
    def stop(self) -> bool:
        _state["readings"] += 1
        if _state["readings"] == 5:
            blocks = [[_chunk(p), phase, callers] for p, (phase, callers) in _live.items()]
            with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
                json.dump({"blocks": blocks}, f)
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Reading("mallinfo2", internal=True)
for name in ("malloc", "calloc", "memalign", "aligned_alloc"):
    _Alloc(name, name)
_Alloc("realloc", "realloc")
_Alloc("posix_memalign", "posix_memalign")
_Free("free", internal=True)
gdb.execute("run")
