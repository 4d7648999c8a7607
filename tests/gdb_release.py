"""gdb script (not a test): each subgraph's arena as LiteRT laid it out while it ran.

``tests.runtimes.litert_run_arenas`` runs it as ``gdb -batch -x tests/gdb_release.py
--args python -m tflite_memplan.semantics.litert.probe MODEL``. IF and WHILE release a subgraph's arena once it
ran (``tflite::Subgraph::ReleaseMemory()``, a symbol of the unstripped wheel); at that
moment its tensors still point where the run had them, every stretch of the planning
placed. Where the Subgraph embeds its ``TfLiteContext`` (tensor count at 0, tensor array
at 16) and the ``TfLiteTensor`` layout come from ``MEMPLAN_GDB_LAYOUT`` (JSON, the
probe's constants). Writes the first snapshot of
each subgraph, ``[{"names": [...], "rows": [[allocation type, data, bytes], ...]}]``, as
JSON to the file named by ``MEMPLAN_GDB_OUT``.
"""

import json
import os

import gdb  # provided by gdb itself

_LAYOUT = json.loads(os.environ["MEMPLAN_GDB_LAYOUT"])
_seen: dict[int, dict] = {}


def _read(addr: int, n: int) -> bytes:
    return bytes(gdb.selected_inferior().read_memory(addr, n))


def _u64(addr: int) -> int:
    return int.from_bytes(_read(addr, 8), "little")


def _name(addr: int) -> str:
    out = b""
    while addr and len(out) < 1024:
        chunk = _read(addr + len(out), 16)
        end = chunk.find(b"\0")
        if end >= 0:
            return (out + chunk[:end]).decode("utf-8", "replace")
        out += chunk
    return out.decode("utf-8", "replace")


class _Release(gdb.Breakpoint):
    def stop(self) -> bool:
        this = int(gdb.parse_and_eval("$rdi"))
        if this not in _seen:
            context = this + _LAYOUT["context"]
            n, tensors = _u64(context), _u64(context + 16)
            rows, names = [], []
            for i in range(n):
                base = tensors + i * _LAYOUT["stride"]
                kind = int.from_bytes(_read(base + _LAYOUT["alloc_type"], 4), "little", signed=True)
                rows.append([kind, _u64(base + _LAYOUT["data"]), _u64(base + _LAYOUT["bytes"])])
                names.append(_name(_u64(base + _LAYOUT["name"])))
            _seen[this] = {"names": names, "rows": rows}
            with open(os.environ["MEMPLAN_GDB_OUT"], "w") as f:
                json.dump(list(_seen.values()), f)
        return False


gdb.execute("set pagination off")
gdb.execute("set breakpoint pending on")
_Release("tflite::Subgraph::ReleaseMemory()")
gdb.execute("run")
