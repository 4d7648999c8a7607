"""gdb script (not a test): the packed weights XNNPACK allocates, operator by operator.

``tests.runtimes.litert_packed_weights`` runs it as ``gdb -batch -x
tests/gdb_xnnpack_weights.py --args python -m tflite_memplan.semantics.litert.probe
--heap MODEL`` (the heap child of the library probe, XNNPACK applied as
``ai-edge-litert`` applies it). Every operator XNNPACK creates asks
``xnn_get_pointer_to_write_weights(op, aligned bytes)`` (a symbol of the unstripped
wheel) for its packed weights: from the weights cache when the runtime has one, else a
``xnn_allocate_simd_memory`` of its own. The script records each call's size and the
``xnn_create_…`` function that made it, leaving out the calls under an
``xnn_fingerprint_…`` frame (a throwaway packing XNNPACK makes once per kernel
configuration to fingerprint it, freed at once), and each ``xnn_create_runtime_v4``'s
weights cache (0: none). Writes ``{"runtimes": [cache, ...], "packings": [[bytes,
creator], ...]}`` as JSON to the file named by ``MEMPLAN_GDB_OUT``.
"""

import json
import os

import gdb  # provided by gdb itself

_out: dict = {"runtimes": [], "packings": []}


def _callers() -> list[str]:
    names, frame = [], gdb.selected_frame().older()
    while frame is not None and len(names) < 12:
        names.append(frame.name() or "")
        frame = frame.older()
    return names


class _Pack(gdb.Breakpoint):
    def stop(self) -> bool:
        size = int(gdb.parse_and_eval("$rsi"))
        names = _callers()
        if not any(n.startswith("xnn_fingerprint_") for n in names):
            creator = next((n for n in names if n.startswith("xnn_create_")), names[0] if names else "")
            _out["packings"].append([size, creator])
        return False


class _Runtime(gdb.Breakpoint):
    def stop(self) -> bool:
        _out["runtimes"].append(int(gdb.parse_and_eval("$rsi")))
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Pack("xnn_get_pointer_to_write_weights")
_Runtime("xnn_create_runtime_v4")
gdb.execute("run")
with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
    json.dump(_out, f)
