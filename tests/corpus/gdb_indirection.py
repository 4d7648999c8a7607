"""gdb script (not a test): the buffers XNNPACK's operators (re)allocate when they are reshaped.

``tests/corpus/measure.py`` runs it as ``gdb -batch -x tests/corpus/gdb_indirection.py
--args python -m tflite_memplan.semantics.litert.probe --heap MODEL`` (the library
probe's heap child, XNNPACK applied as ``ai-edge-litert`` applies it). An operator's
indirection buffer (IGEMM and depthwise convolutions, max pooling, deconvolution's
subconvolutions, bilinear resize, which also keeps its interpolation weights there) is
sized when the runtime is reshaped, through XNNPACK's default allocator's
``xnn_reallocate(context, pointer, bytes)`` (a symbol of the unstripped wheel). The script
follows every call: the bytes asked for, the block returned (the old one, when moved, is
gone) and the innermost caller that is not the allocator (``reshape_igemm``,
``reshape_dwconv``, ...); ``xnn_deallocate`` drops a block. After each reallocation it
writes ``{"blocks": [[bytes, caller], ...]}`` (the blocks held then) as JSON to the file
named by ``MEMPLAN_GDB_OUT``: the last write is what the operators hold after the
first invoke. Faster than tracing the whole heap (``tests/gdb_litert_heap.py``) by far:
only these calls stop.
"""

import json
import os

import gdb  # provided by gdb itself

_live: dict[int, tuple[int, str]] = {}


def _caller() -> str:
    frame = gdb.selected_frame().older()
    while frame is not None:
        name = frame.name() or "?"
        if not name.startswith(("xnn_reallocate", "xnn_allocate", "xnn_release")):
            return name
        frame = frame.older()
    return "?"


def _dump() -> None:
    with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
        json.dump({"blocks": [[size, caller] for size, caller in _live.values()]}, f)


class _Moved(gdb.FinishBreakpoint):
    def __init__(self, old: int, size: int, caller: str) -> None:
        super().__init__(gdb.newest_frame(), internal=True)
        self.silent = True
        self.old, self.size, self.caller = old, size, caller

    def stop(self) -> bool:
        ptr = int(gdb.parse_and_eval("$rax"))  # no debug info: the return value's type is unknown
        if ptr:
            _live.pop(self.old, None)
            _live[ptr] = (self.size, self.caller)
            _dump()
        return False


class _Realloc(gdb.Breakpoint):
    def stop(self) -> bool:
        old, size = int(gdb.parse_and_eval("$rsi")), int(gdb.parse_and_eval("$rdx"))
        _Moved(old, size, _caller())
        return False


class _Alloc(gdb.Breakpoint):
    """``xnn_allocate(context, bytes)`` and ``xnn_aligned_allocate(context, alignment, bytes)``."""

    def __init__(self, spec: str, size_register: str) -> None:
        super().__init__(spec)
        self.size_register = size_register

    def stop(self) -> bool:
        _Moved(0, int(gdb.parse_and_eval(self.size_register)), _caller())
        return False


class _Free(gdb.Breakpoint):
    def stop(self) -> bool:
        _live.pop(int(gdb.parse_and_eval("$rsi")), None)
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Realloc("xnn_reallocate")
_Free("xnn_deallocate")
_Free("xnn_aligned_deallocate")
_Alloc("xnn_allocate", "$rsi")
_Alloc("xnn_aligned_allocate", "$rdx")
gdb.execute("run")
