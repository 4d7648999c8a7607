"""gdb script (not a test): XNNPACK's workspace as the ``ai-edge-litert`` wheel plans it.

``tests/xnnpack/measure.py`` runs it as ``gdb -batch -x
tests/xnnpack/gdb_workspace.py --args python -m tflite_memplan.semantics.litert.probe MODEL`` with
``MEMPLAN_LITERT_DELEGATES=1`` (the probe child keeps LiteRT's default delegate). The
wheel is unstripped, so XNNPACK's own functions (``src/runtime.c`` and
``src/memory-planner.c`` of the XNNPACK commit the wheel pins) take breakpoints:

- ``xnn_plan_memory(runtime)``: one runtime (one delegate partition) plans its values;
  the script notes the runtime and, when the call returns, the shared workspace's size
  (``struct xnn_workspace``: data at 0, size at 8; the runtime points to it at 40).
- ``xnn_plan_value_allocation_tracker(tracker)``: when it returns, the tracker holds the
  planned arena size (at 0) and the usage records (pointer at 8, the planned id range at
  16 and 24; 32-byte records: first node, last node, size, offset, reused value, operator).
Writes ``{"plans": [...]}`` as JSON to ``MEMPLAN_GDB_OUT`` after each
event, so a run that dies late still leaves what it saw.
"""

import json
import os

import gdb  # provided by gdb itself

_plans: list[dict] = []
_runtimes: dict[int, int] = {}  # runtime address -> the order it first planned in


def _u64(addr: int) -> int:
    return int.from_bytes(bytes(gdb.selected_inferior().read_memory(addr, 8)), "little")


def _u32(addr: int) -> int:
    return int.from_bytes(bytes(gdb.selected_inferior().read_memory(addr, 4)), "little")


def _dump() -> None:
    with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
        json.dump({"plans": _plans}, f)


class _TrackerDone(gdb.FinishBreakpoint):
    def __init__(self, tracker: int) -> None:
        super().__init__(gdb.newest_frame(), internal=True)
        self.tracker = tracker

    def stop(self) -> bool:
        t = self.tracker
        usage, low, high = _u64(t + 8), _u64(t + 16), _u64(t + 24)
        records = []
        if low != 0xFFFFFFFF and high != 0xFFFFFFFF:
            for i in range(low, high + 1):
                r = usage + 32 * i
                records.append([i, _u32(r), _u32(r + 4), _u64(r + 8), _u64(r + 16), _u32(r + 24), _u32(r + 28)])
        if _plans:
            _plans[-1]["arena"] = _u64(t)
            _plans[-1]["records"] = records
        _dump()
        return False


class _Tracker(gdb.Breakpoint):
    def stop(self) -> bool:
        _TrackerDone(int(gdb.parse_and_eval("$rdi")))
        return False


class _PlanDone(gdb.FinishBreakpoint):
    def __init__(self, runtime: int) -> None:
        super().__init__(gdb.newest_frame(), internal=True)
        self.runtime = runtime

    def stop(self) -> bool:
        workspace = _u64(self.runtime + 40)
        _plans[-1]["workspace"] = _u64(workspace + 8) if workspace else 0
        _dump()
        return False


class _Plan(gdb.Breakpoint):
    def stop(self) -> bool:
        runtime = int(gdb.parse_and_eval("$rdi"))
        order = _runtimes.setdefault(runtime, len(_runtimes))
        _plans.append({"runtime": order, "num_ops": _u64(runtime + 16), "num_values": _u64(runtime + 32)})
        _PlanDone(runtime)
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Plan("xnn_plan_memory")
_Tracker("xnn_plan_value_allocation_tracker")
gdb.execute("run")
