"""gdb script (not a test): the bytes LiteRT's arenas hold at once, over repeated invokes.

``tests.runtimes.litert_resident`` runs it as ``gdb -batch -x tests/gdb_resident.py --args
python -m tests.litert_invokes MODEL``. Every arena of every subgraph (``ArenaPlanner``'s
``arena_`` and ``persistent_arena_``) is a ``tflite::ResizableAlignedBuffer``; all its
growth goes through ``Resize(new_size, bool*)`` (it only grows: ``new_size`` past the
``data_size_`` it holds at byte 16) and its release through ``Release()``, which
``SimpleMemoryArena::ReleaseBuffer()`` inlines (its buffer at byte 16 of the arena;
``ReleaseMemory``, ``ReleaseNonPersistentMemory`` and the planner's destructor all come
through one of the two). Symbols and offsets of the unstripped ``ai-edge-litert`` 2.3.0
wheel (x86-64). The phases are the Python wrapper's ``AllocateTensors`` and each
``Invoke``. Writes ``{"peaks": {phase: most bytes held}, "events": [[phase, event,
buffer, bytes, held], ...]}`` as JSON to the file named by ``MEMPLAN_GDB_OUT``.
"""

import json
import os

import gdb  # provided by gdb itself

_held: dict[int, int] = {}  # buffer address -> bytes it holds
_phase = ["create"]
_peaks: dict[str, int] = {}
_events: list[list] = []
_buffers: dict[int, int] = {}  # buffer address -> a small number, for the log


def _u64(addr: int) -> int:
    return int.from_bytes(bytes(gdb.selected_inferior().read_memory(addr, 8)), "little")


def _record(event: str, buf: int, nbytes: int) -> None:
    _held[buf] = nbytes
    total = sum(_held.values())
    _peaks[_phase[-1]] = max(_peaks.get(_phase[-1], 0), total)
    _events.append([_phase[-1], event, _buffers.setdefault(buf, len(_buffers)), nbytes, total])


def _write() -> None:
    with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
        json.dump({"peaks": _peaks, "events": _events}, f)


class _Resize(gdb.Breakpoint):
    def stop(self) -> bool:
        this = int(gdb.parse_and_eval("$rdi"))
        new = int(gdb.parse_and_eval("$rsi"))
        if new > _u64(this + 16):
            _record("grow", this, new)
        return False


class _Release(gdb.Breakpoint):
    def __init__(self, spec: str, offset: int) -> None:
        super().__init__(spec)
        self.offset = offset

    def stop(self) -> bool:
        this = int(gdb.parse_and_eval("$rdi")) + self.offset
        if _u64(this):  # a buffer that holds memory
            _record("release", this, 0)
        return False


class _Phase(gdb.Breakpoint):
    def __init__(self, spec: str, name: str) -> None:
        super().__init__(spec)
        self.name = name
        self.count = 0

    def stop(self) -> bool:
        self.count += 1
        _phase.append(f"{self.name} {self.count}")
        _peaks[_phase[-1]] = sum(_held.values())
        _write()
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Resize("tflite::ResizableAlignedBuffer::Resize(unsigned long, bool*)")
_Release("tflite::ResizableAlignedBuffer::Release()", 0)
_Release("tflite::SimpleMemoryArena::ReleaseBuffer()", 16)
_Phase("tflite::interpreter_wrapper::InterpreterWrapper::AllocateTensors(int)", "allocate")
_Phase("tflite::interpreter_wrapper::InterpreterWrapper::Invoke(int)", "invoke")
gdb.execute("run")
_write()
