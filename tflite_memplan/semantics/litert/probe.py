"""A probe of LiteRT's CPU interpreter (the ``runtimes`` extra): where it put every tensor.

The interpreter runs in a child process (``python -m`` this module, through the shared
:mod:`~tflite_memplan.semantics.runner`), because its C++ code prints to the process's
own stdout and a failed allocation may abort the process. The runtime is never imported
in the calling process: a probe raises ModuleNotFoundError when it is not installed (so a
test can `pytest.importorskip(...)` first) and returns None when it is installed but
cannot load, allocate or run the model.

- `litert_arena_span(path)`: span of the TFLite CPU interpreter's arena (kTfLiteArenaRw) tensors.
- `litert_arena_tensors(path)`: the same measurement per tensor (offset from the arena base),
  plus the kernel temporaries the interpreter placed, the persistent arena, the heap, and the
  same for every other subgraph LiteRT allocates.
- `litert_run_outcomes(paths)`: how far the interpreter gets with each model (built,
  tensors allocated, invoked once on zeros), for the will-it-run verdict's tests.

Notes on the LiteRT measurement:
- The interpreter runs with BUILTIN_WITHOUT_DEFAULT_DELEGATES (no XNNPACK) and one thread.
- A tensor's allocation type is not exposed by the Python API. The child reads it from the
  interpreter's own `TfLiteTensor` array (C struct, stable layout: `data` at byte 8,
  `allocation_type` at 32, `bytes` at 40, `name` at 56); it finds that array through the
  primary subgraph's `TfLiteContext` (`tensors_size` at 0, `tensors` at 16), reached from the
  native interpreter pointer, and only reads addresses inside readable mappings. The layout is
  checked against every model tensor's name and byte size before it is trusted. If the check
  fails, the child falls back to the flatbuffer: non-constant, non-variable, non-string
  tensors with a data pointer outside the model file's mapping (this fallback cannot tell
  kTfLitePersistentRo or kTfLiteDynamic outputs from arena tensors; `method` says which was used).
- Kernel temporaries (tensors the kernels add in Init or Prepare, indices >= the model's tensor
  count) live in the same arena. They are excluded by default (memplan models only some of
  them); pass include_temporaries=True to count them. With them, the span equals the arena's
  planned size (high-water mark): the first tensor placed is always at offset 0.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tflite_memplan.semantics import runner
from tflite_memplan.semantics.runner import RunOutcome, installed, require

ARENA_RW = 2  # kTfLiteArenaRw in TfLiteAllocationType
_DYNAMIC = 4  # kTfLiteDynamic: heap memory the tensor owns
_ARENA_RW_PERSISTENT = 3  # kTfLiteArenaRwPersistent: the planner's other arena

_JSON_MARK = "@@MEMPLAN_PROBE@@"


def _run_child(
    path: str | Path, threads: int | None, delegate: bool = False
) -> subprocess.CompletedProcess[str] | None:
    env = {"MEMPLAN_LITERT_THREADS": str(threads)} if threads is not None else {}
    if delegate:
        env["MEMPLAN_LITERT_DELEGATES"] = "1"
    return runner.run_child(__name__, [str(Path(path).resolve())], env or None)


def litert_arena_tensors(
    path: str | Path, *, include_temporaries: bool = False, threads: int | None = None, delegate: bool = False
) -> dict[str, Any] | None:
    """Arena (kTfLiteArenaRw) tensors of subgraph 0 after allocate_tensors() and invoke(),
    the interpreter run with ``threads`` threads (default 1); ``delegate``: with LiteRT's
    default delegate (XNNPACK) applied, as ``ai-edge-litert`` does unless told not to
    (else the built-in kernels alone, unless the environment variable
    ``MEMPLAN_LITERT_DELEGATES=1`` asks for it).

    Returns None when the interpreter can't load, allocate or run the model. Otherwise a dict:
    `tensors`: {tensor index: (offset from the arena base, bytes, name)} for arena tensors with
    bytes > 0 and a data pointer (the base is the lowest arena address, temporaries included);
    `span`: max(addr + bytes) - min(addr) over those tensors (0 if none);
    `method`: "struct" (allocation types read from the interpreter) or "heuristic";
    `num_model_tensors`; `num_tensors` (the subgraph's tensor count after invoke(), kernel
    temporaries included); `alloc_types`: {index: TfLiteAllocationType} when method == "struct";
    `temporaries`: {index: (TfLiteAllocationType, bytes)} of the kernel temporaries the planner
    placed in one of its arenas (kTfLiteArenaRw or kTfLiteArenaRwPersistent, bytes > 0) — these
    take part in its sort and placement — or None when that cannot be known (method "heuristic"
    with tensors beyond the model's); `dynamic`: {index: bytes} of the kernel temporaries the
    kernels keep on the heap (kTfLiteDynamic), `dynamic_tensors`: {index: bytes} of the
    model's own tensors on the heap (outputs whose shape is known only while running,
    strings, WHILE's loop state when its body is dynamic), and `persistent_span`: the span
    of the persistent arena's tensors (kTfLiteArenaRwPersistent), when method == "struct".
    `subgraphs`: {k: the same fields} for every other subgraph (read only through the
    interpreter's structs; empty when they cannot be found), plus `when`: "prepare" for the
    subgraphs a control-flow operator allocates while it is prepared (IF's branches, WHILE's
    condition and body), read after allocate_tensors() and before invoke(), because LiteRT
    releases a subgraph's arena after the operator ran it; "allocate" for those it allocates
    only when it runs (CALL_ONCE's init subgraph, released right after), read after an
    AllocateTensors() of that subgraph alone, which plans it the same way. A subgraph's
    `dynamic` and `dynamic_tensors` are read after invoke(): kernels give their heap
    temporaries bytes when they run, so a branch that did not run has none.
    `delegation` (with ``delegate``): `nodes` (subgraph 0's operator count in the model),
    `execution_plan` (node indices after the delegate replaced its partitions, each
    partition a new node numbered from `nodes` on; None when it cannot be read),
    `partitions`: [{"node", "inputs", "outputs"}] of subgraph 0's delegate kernel nodes,
    and `subgraphs`: {k: {"nodes", "execution_plan"}} for the other subgraphs.
    """
    if not installed("ai_edge_litert"):
        raise ModuleNotFoundError("runtime 'ai_edge_litert' is not installed", name="ai_edge_litert")
    proc = _run_child(path, threads, delegate)
    if proc is None or proc.returncode != 0:
        return None
    payload = None
    for line in proc.stdout.splitlines():
        if line.startswith(_JSON_MARK):
            payload = json.loads(line[len(_JSON_MARK) :])
    if payload is None or not payload.get("ok"):
        return None
    out = _summarize(payload["tensors"], payload["num_model_tensors"], payload["method"], include_temporaries)
    out["num_tensors"] = payload["num_tensors"]
    if payload["method"] != "struct":
        out["temporaries"] = {} if payload["num_tensors"] == payload["num_model_tensors"] else None
    out["delegation"] = payload.get("delegation")
    out["subgraphs"] = {}
    for k, sg in (payload.get("subgraphs") or {}).items():
        summary = _summarize(sg["tensors"], sg["num_model_tensors"], "struct", include_temporaries)
        ran = _summarize(sg["ran_tensors"], sg["num_model_tensors"], "struct", include_temporaries)
        out["subgraphs"][int(k)] = {
            **summary,
            "when": sg["when"],
            "dynamic": ran["dynamic"],
            "dynamic_tensors": ran["dynamic_tensors"],
        }
    return out


def _summarize(rows: list[dict[str, Any]], n_model: int, method: str, include_temporaries: bool) -> dict[str, Any]:
    """One subgraph's arena tensors, temporaries, persistent span and heap temporaries."""
    arena = [r for r in rows if r["arena"] and r["bytes"] > 0 and r["addr"] != 0]
    chosen = [r for r in arena if include_temporaries or r["index"] < n_model]
    # Offsets are relative to the arena base (the lowest arena address, temporaries included: the
    # first tensor placed is always at offset 0); the span is measured over the selected tensors.
    base = min((r["addr"] for r in arena), default=0)
    out: dict[str, Any] = {
        "tensors": {r["index"]: (r["addr"] - base, r["bytes"], r["name"]) for r in chosen},
        "span": max((r["addr"] + r["bytes"] for r in chosen), default=0) - min((r["addr"] for r in chosen), default=0),
        "method": method,
        "num_model_tensors": n_model,
    }
    if method == "struct":
        out["alloc_types"] = {r["index"]: r["alloc_type"] for r in rows}
        out["temporaries"] = {
            r["index"]: (r["alloc_type"], r["bytes"])
            for r in rows
            if r["index"] >= n_model and r["alloc_type"] in (ARENA_RW, _ARENA_RW_PERSISTENT) and r["bytes"] > 0
        }
        persistent = [r for r in rows if r["alloc_type"] == _ARENA_RW_PERSISTENT and r["bytes"] > 0]
        low = min((r["addr"] for r in persistent), default=0)
        out["persistent_span"] = max((r["addr"] + r["bytes"] - low for r in persistent), default=0)
        out["dynamic"] = {
            r["index"]: r["bytes"]
            for r in rows
            if r["index"] >= n_model and r["alloc_type"] == _DYNAMIC and r["bytes"] > 0
        }
        out["dynamic_tensors"] = {
            r["index"]: r["bytes"]
            for r in rows
            if r["index"] < n_model and r["alloc_type"] == _DYNAMIC and r["bytes"] > 0
        }
    return out


def litert_arena_span(path: str | Path, *, include_temporaries: bool = False) -> int | None:
    """Span in bytes of the TFLite CPU interpreter's read-write arena tensors after
    allocate_tensors() and invoke(): with default delegates disabled
    (experimental_op_resolver_type=BUILTIN_WITHOUT_DEFAULT_DELEGATES), num_threads=1, inputs
    filled with zeros; None when it can't run. Span = max(addr+nbytes) - min(addr) over the
    arena tensors (subgraph 0; the model's own tensors unless include_temporaries).
    """
    info = litert_arena_tensors(path, include_temporaries=include_temporaries)
    return None if info is None else info["span"]


_RUN_MARK = "@@memplan-run@@ "
_NODE = re.compile(r"Node number (\d+) \([^)]*\) failed to (?:prepare|invoke)")
#: What the interpreter says when a model's custom operator has no registration (a
#: TensorFlow op without the Select TF ops library, or any other): it finds out in
#: AllocateTensors, but the operator never had a kernel (phase ``resolve``).
_UNRESOLVED_CUSTOM = ("Encountered unresolved custom op", "Select TensorFlow op(s)")


def litert_run_outcomes(paths: list[str | Path], threads: int = 1, delegate: bool = False) -> dict[str, RunOutcome]:
    """How far LiteRT's interpreter (built-in kernels, no default delegates, ``threads``
    threads; ``delegate``: with the default delegate, XNNPACK, as ``ai-edge-litert``
    applies it) gets with each model: built (``resolve``), ``allocate_tensors()``
    (``prepare``), one ``invoke()`` on zero inputs (``invoke``), or ``ok``. Keyed by
    resolved path; all in one child process. A model that kills the child (some
    malformed custom operators crash the interpreter) is reported where it died
    (``crashed``), and the models after it run in a fresh child; a model the child
    never reported (it timed out) is left out."""
    require("ai_edge_litert")
    pending = [str(Path(p).resolve()) for p in paths]
    out: dict[str, RunOutcome] = {}
    while pending:
        env = {"MEMPLAN_LITERT_THREADS": str(threads), "MEMPLAN_LITERT_DELEGATES": "1" if delegate else "0"}
        proc = runner.run_child(__name__, ["--run", *pending], env)
        stdout = proc.stdout if proc is not None else ""
        current, stage, body = None, "resolve", []
        for line in stdout.splitlines():
            if not line.startswith(_RUN_MARK):
                body.append(line)
                continue
            status, _, path = line.removeprefix(_RUN_MARK).partition(" ")
            if status == "start":
                current, stage, body = path, "resolve", []
            elif status in ("resolve", "prepare", "invoke") and path == current:
                stage = status
            elif path == current:
                out[path] = _run_outcome(status, "\n".join(body))
                current = None
        if current is not None:  # it died with this model
            code = proc.returncode if proc is not None else None
            out[current] = RunOutcome(stage, None, "\n".join([*body, f"the interpreter died (exit {code})"]), True)
        remaining = [p for p in pending if p not in out]
        if len(remaining) == len(pending):  # no progress: the child could not start, or timed out
            break
        pending = remaining
    return out


def _run_outcome(status: str, log: str) -> RunOutcome:
    if status == "ok":
        return RunOutcome("ok", None, log)
    phase = status.removeprefix("failed-")
    if phase == "prepare" and any(s in log for s in _UNRESOLVED_CUSTOM):
        phase = "resolve"
    node = _NODE.search(log)
    return RunOutcome(phase, int(node.group(1)) if node else None, log)


def _child_run(paths: list[str]) -> int:
    """Child side of :func:`litert_run_outcomes`: each stage announced before it starts,
    each model closed by its status, what went wrong printed in between."""
    import numpy as np
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    threads = int(os.environ.get("MEMPLAN_LITERT_THREADS", "1"))
    delegates = os.environ.get("MEMPLAN_LITERT_DELEGATES") == "1"
    resolver = OpResolverType.AUTO if delegates else OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
    for path in paths:
        print(f"{_RUN_MARK}start {path}", flush=True)
        stage = "resolve"
        try:
            interp = Interpreter(model_path=path, experimental_op_resolver_type=resolver, num_threads=threads)
            stage = "prepare"
            print(f"{_RUN_MARK}{stage} {path}", flush=True)
            interp.allocate_tensors()
            stage = "invoke"
            print(f"{_RUN_MARK}{stage} {path}", flush=True)
            for d in interp.get_input_details():
                if d["dtype"] not in (np.bytes_, np.str_, np.object_):
                    interp.set_tensor(d["index"], np.zeros(d["shape"], dtype=d["dtype"]))
            interp.invoke()
            status = "ok"
        except Exception as exc:
            print(str(exc), flush=True)
            status = f"failed-{stage}"
        print(f"{_RUN_MARK}{status} {path}", flush=True)
    return 0


# --------------------------------------------------------------------------- child side


class _Memory:
    """Reads process memory only at addresses inside readable mappings."""

    def __init__(self) -> None:
        self.ranges: list[tuple[int, int, str]] = []
        with open("/proc/self/maps") as f:
            for line in f:
                parts = line.split()
                lo, hi = (int(x, 16) for x in parts[0].split("-"))
                if parts[1].startswith("r"):
                    self.ranges.append((lo, hi, parts[5] if len(parts) > 5 else ""))

    def readable(self, addr: int, n: int) -> bool:
        return addr > 0 and any(lo <= addr and addr + n <= hi for lo, hi, _ in self.ranges)

    def read(self, addr: int, n: int) -> bytes | None:
        import ctypes

        if not self.readable(addr, n):
            return None
        return ctypes.string_at(addr, n)

    def u64(self, addr: int) -> int | None:
        b = self.read(addr, 8)
        return None if b is None else int.from_bytes(b, "little")

    def cstr(self, addr: int, limit: int = 4096) -> str | None:
        for lo, hi, _ in self.ranges:
            if lo <= addr < hi:
                chunk = self.read(addr, min(limit, hi - addr)) or b""
                end = chunk.find(b"\0")
                return None if end < 0 else chunk[:end].decode("utf-8", "replace")
        return None

    def file_ranges(self, path: str) -> list[tuple[int, int]]:
        return [(lo, hi) for lo, hi, name in self.ranges if name == path]


#: One TfLiteTensor as read from memory: (allocation type, data address, bytes, name).
_Row = tuple[int, int, int, str | None]

# TfLiteTensor field offsets (64-bit, full, non-micro build).
_OFF_DATA, _OFF_ALLOC_TYPE, _OFF_BYTES, _OFF_NAME = 8, 32, 40, 56
# Where a Subgraph embeds its TfLiteContext, and sizeof(TfLiteTensor), on the x86-64 build of
# ``upstream.LITERT`` (the probe finds them by scanning; the gdb script is given them).
_SUBGRAPH_CONTEXT, _TENSOR_STRIDE = 40, 112
#: The struct layout above, for readers outside this process (a gdb script).
TENSOR_LAYOUT = {
    "context": _SUBGRAPH_CONTEXT,
    "stride": _TENSOR_STRIDE,
    "data": _OFF_DATA,
    "alloc_type": _OFF_ALLOC_TYPE,
    "bytes": _OFF_BYTES,
    "name": _OFF_NAME,
}


def _tensor_rows(
    mem: _Memory, tensors: int, n_now: int, n_model: int, names: list[str], sizes: list[int | None]
) -> list[_Row] | None:
    """[(alloc_type, data, bytes, name)] for the `n_now` TfLiteTensor structs at `tensors`,
    once a stride is found under which the model's tensors have their names and sizes; or None."""
    for stride in range(80, 264, 8):
        if not mem.readable(tensors, stride * n_now):
            continue
        good = True
        for i in range(n_model):
            base = tensors + i * stride
            name_ptr = mem.u64(base + _OFF_NAME)
            name = "" if name_ptr == 0 else mem.cstr(name_ptr or 0)
            # (a called subgraph's unused inputs have 0 bytes: RemoveUnusedInputs; packed int4
            # constants half what the wrapper's int8 type says)
            size = sizes[i]
            expected = (size, 0, (size + 1) // 2) if size is not None else ()
            if name != names[i] or (expected and mem.u64(base + _OFF_BYTES) not in expected):
                good = False
                break
        if not good:
            continue
        rows = []
        for i in range(n_now):
            base = tensors + i * stride
            at = int.from_bytes(mem.read(base + _OFF_ALLOC_TYPE, 4) or b"", "little", signed=True)
            name_ptr = mem.u64(base + _OFF_NAME) or 0
            data = mem.u64(base + _OFF_DATA) or 0
            rows.append((at, data, mem.u64(base + _OFF_BYTES) or 0, mem.cstr(name_ptr) if name_ptr else None))
        return rows
    return None


def _context_rows(
    mem: _Memory, contexts: Iterable[int | None], n_model: int, names: list[str], sizes: list[int | None], n_now: int
) -> list[_Row] | None:
    """Rows of the first candidate TfLiteContext address whose tensors check out."""
    for ctx in contexts:
        head = mem.read(ctx, 24) if ctx else None
        if head is None or int.from_bytes(head[0:8], "little") != n_now:
            continue
        rows = _tensor_rows(mem, int.from_bytes(head[16:24], "little"), n_now, n_model, names, sizes)
        if rows is not None:
            return rows
    return None


def _model_tensor_facts(raw: Any, k: int, n_model: int, model: Any) -> tuple[list[str], list[int | None]]:
    """Names and byte sizes (None for strings, and for constants the flatbuffer stores
    sparse: the interpreter's bytes are those of the values kept) of subgraph k's model
    tensors, from the wrapper (and the flatbuffer ``model``)."""
    import numpy as np

    names = [raw.TensorName(i, k) for i in range(n_model)]
    sparse = {i for i in range(n_model) if model.Subgraphs(k).Tensors(i).Sparsity() is not None}
    sizes: list[int | None] = []
    for i in range(n_model):
        if i in sparse:
            sizes.append(None)
            continue
        try:
            dtype = np.dtype(raw.TensorType(i, k))
            sizes.append(None if dtype.kind in "SUO" else int(np.prod(raw.TensorSize(i, k))) * dtype.itemsize)
        except Exception:
            sizes.append(None)
    return names, sizes


def _read_tensor_structs(interp: Any, n_model: int, names: list[str], sizes: list[int | None]) -> list[_Row] | None:
    """[(alloc_type, data, bytes, name)] for every tensor of subgraph 0, or None. The
    interpreter object holds a pointer to the primary subgraph's TfLiteContext."""
    mem = _Memory()
    raw = interp._interpreter
    this = raw.interpreter()
    contexts = (mem.u64(this + word) for word in range(0, 1024, 8))
    return _context_rows(mem, contexts, n_model, names, sizes, raw.NumTensors(0))


def _read_other_subgraphs(interp: Any, model: Any) -> dict[int, list[_Row]] | None:
    """{k: rows} for subgraphs 1.. , or None. The interpreter holds a std::vector of
    Subgraph pointers (begin, end); each Subgraph embeds its TfLiteContext. Both are found
    by scanning for the layout that checks out (every subgraph's tensor names and sizes)."""
    mem = _Memory()
    raw = interp._interpreter
    n_sub = raw.NumSubgraphs()
    this = raw.interpreter()
    facts = {}
    for k in range(1, n_sub):
        n_model = model.Subgraphs(k).TensorsLength()
        facts[k] = (n_model, *_model_tensor_facts(raw, k, n_model, model))
    for word in range(0, 1024, 8):
        begin, end = mem.u64(this + word), mem.u64(this + word + 8)
        if not begin or end is None or end - begin != 8 * n_sub or not mem.readable(begin, 8 * n_sub):
            continue
        subgraphs = [mem.u64(begin + 8 * k) or 0 for k in range(n_sub)]
        out = {}
        for k in range(1, n_sub):
            n_model, names, sizes = facts[k]
            contexts = (subgraphs[k] + off for off in range(0, 512, 8))
            rows = _context_rows(mem, contexts, n_model, names, sizes, raw.NumTensors(k))
            if rows is None:
                break
            out[k] = rows
        else:
            return out
    return None


def _int_vector(mem: _Memory, addr: int, limit: int) -> list[int] | None:
    """The ``std::vector<int>`` at ``addr`` (begin, end pointers), or None when it does not
    look like one of at most ``limit`` entries."""
    lo, hi = mem.u64(addr), mem.u64(addr + 8)
    if lo is None or hi is None or hi < lo or (hi - lo) % 4 or (hi - lo) // 4 > limit:
        return None
    if hi == lo:
        return []
    data = mem.read(lo, hi - lo)
    return (
        None if data is None else [int.from_bytes(data[i : i + 4], "little", signed=True) for i in range(0, hi - lo, 4)]
    )


def _execution_plans(interp: Any, nodes: list[int]) -> dict[int, list[int]] | None:
    """Every subgraph's execution plan (node indices), read from the Subgraph objects; the
    subgraphs' model operator counts are ``nodes``. Once a delegate replaced nodes, a
    Subgraph holds its execution plan and, declared right after it, the plan from before
    delegation (0 … n − 1): the first subgraph where such a pair is found gives the
    plan's offset in the object, read then in every subgraph. A delegate's node is
    numbered from n on. Without any delegation every plan is 0 … n − 1. None when the
    interpreter's vector of Subgraph pointers (each with its tensor count where the
    context is embedded) is not found."""
    mem = _Memory()
    raw = interp._interpreter
    n_sub, this = raw.NumSubgraphs(), raw.interpreter()
    for word in range(0, 1024, 8):
        begin, end = mem.u64(this + word), mem.u64(this + word + 8)
        if not begin or end is None or end - begin != 8 * n_sub or not mem.readable(begin, 8 * n_sub):
            continue
        subgraphs = [mem.u64(begin + 8 * k) or 0 for k in range(n_sub)]
        # each a Subgraph: its embedded TfLiteContext starts with the tensor count
        if any(mem.u64(sub + _SUBGRAPH_CONTEXT) != raw.NumTensors(k) for k, sub in enumerate(subgraphs)):
            continue
        for k, subgraph in enumerate(subgraphs):
            identity = list(range(nodes[k]))
            for off in range(0, 4096, 8):
                plan = _int_vector(mem, subgraph + off, 2 * nodes[k] + 1)
                if not plan or plan == identity or len(set(plan)) != len(plan) or min(plan) < 0:
                    continue
                if _int_vector(mem, subgraph + off + 24, nodes[k]) != identity or not identity:
                    continue
                plans = {j: _int_vector(mem, sub + off, 2 * nodes[j] + 1) for j, sub in enumerate(subgraphs)}
                return {j: plan_j for j, plan_j in plans.items() if plan_j is not None}
        return {k: list(range(n)) for k, n in enumerate(nodes)}
    return None


def _delegation(interp: Any, model: Any) -> dict[str, Any]:
    """Which nodes the delegate took (see ``litert_arena_tensors``)."""
    nodes = [model.Subgraphs(k).OperatorsLength() for k in range(model.SubgraphsLength())]
    plans = _execution_plans(interp, nodes) or {}
    kernels = [d for d in interp._get_ops_details() if d["op_name"] == "DELEGATE"]
    return {
        "nodes": nodes[0],
        "execution_plan": plans.get(0),
        "partitions": [
            {"node": d["index"], "inputs": [int(t) for t in d["inputs"]], "outputs": [int(t) for t in d["outputs"]]}
            for d in kernels
        ],
        "subgraphs": {k: {"nodes": nodes[k], "execution_plan": plans.get(k)} for k in range(1, len(nodes))},
    }


def _rows_json(rows: list[_Row]) -> list[dict[str, Any]]:
    return [
        {"index": i, "alloc_type": at, "addr": data, "bytes": nb, "name": nm, "arena": at == ARENA_RW}
        for i, (at, data, nb, nm) in enumerate(rows)
    ]


_PLANNED = (ARENA_RW, _ARENA_RW_PERSISTENT)


def _run_subgraphs(model: Any) -> set[int]:
    """The subgraphs IF, WHILE, CALL_ONCE and the StableHLO case and composite run."""
    from ai_edge_litert import schema_py_generated as schema

    ops = schema.BuiltinOperator
    fields = {
        ops.IF: (schema.IfOptions, ("ThenSubgraphIndex", "ElseSubgraphIndex")),
        ops.WHILE: (schema.WhileOptions, ("CondSubgraphIndex", "BodySubgraphIndex")),
        ops.CALL_ONCE: (schema.CallOnceOptions, ("InitSubgraphIndex",)),
    }
    fields2 = {  # options in the newer BuiltinOptions2 union
        ops.STABLEHLO_CASE: (schema.StablehloCaseOptions, ("BranchSubgraphIndicesAsNumpy",)),
        ops.STABLEHLO_COMPOSITE: (schema.StableHLOCompositeOptions, ("DecompositionSubgraphIndex",)),
    }
    targets: set[int] = set()
    for k in range(model.SubgraphsLength()):
        sg = model.Subgraphs(k)
        for i in range(sg.OperatorsLength()):
            op = sg.Operators(i)
            code = model.OperatorCodes(op.OpcodeIndex())
            builtin = max(code.BuiltinCode(), code.DeprecatedBuiltinCode())
            for table_of, kinds in ((op.BuiltinOptions, fields), (op.BuiltinOptions2, fields2)):
                kind, table = kinds.get(builtin), table_of()
                if kind is None or table is None:
                    continue
                options = kind[0]()
                options.Init(table.Bytes, table.Pos)
                for name in kind[1]:
                    value = getattr(options, name)()
                    if hasattr(value, "__len__"):  # a vector of subgraph indices
                        targets.update(int(v) for v in value)
                    else:
                        targets.add(int(value))
    return targets


def _allocated(rows: list[_Row]) -> bool:
    """Whether the subgraph's arenas are in memory: some planned tensor with bytes has data."""
    return any(at in _PLANNED and nb > 0 and data for at, data, nb, _ in rows)


def _child_litert(path: str) -> int:
    import numpy as np
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    def emit(obj: object) -> None:
        sys.stdout.write(_JSON_MARK + json.dumps(obj) + "\n")
        sys.stdout.flush()

    from ai_edge_litert import schema_py_generated as schema

    # The model's own tensors are the first TensorsLength() of subgraph 0; kernels append
    # their temporaries (some already in Init, i.e. while the interpreter is built).
    model = schema.Model.GetRootAsModel(bytearray(Path(path).read_bytes()), 0)
    sg = model.Subgraphs(0)
    n_model = sg.TensorsLength()
    try:
        # MEMPLAN_LITERT_DELEGATES=1 keeps LiteRT's default delegate (XNNPACK), to measure what it leaves.
        delegates = os.environ.get("MEMPLAN_LITERT_DELEGATES") == "1"
        resolver = OpResolverType.AUTO if delegates else OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
        interp = Interpreter(
            model_path=path,
            experimental_op_resolver_type=resolver,
            num_threads=int(os.environ.get("MEMPLAN_LITERT_THREADS", "1")),
        )
        # Do not keep a reference to interp._interpreter across calls: the wrapper refuses
        # to run while extra references to it exist.
        interp.allocate_tensors()
        # Control-flow subgraphs as their operators' Prepare allocated them (released once run).
        prepared = _read_other_subgraphs(interp, model) if model.SubgraphsLength() > 1 else {}
        for d in interp.get_input_details():
            if d["dtype"] in (np.bytes_, np.str_, np.object_):
                emit({"ok": False, "error": "string input"})
                return 1
            interp.set_tensor(d["index"], np.zeros(d["shape"], dtype=d["dtype"]))
        interp.invoke()
        # Heap temporaries get their bytes when their subgraph runs, and stay.
        ran = _read_other_subgraphs(interp, model) if prepared else {}
        subgraphs = {}
        run = _run_subgraphs(model)
        for k, prepared_rows in (prepared or {}).items():
            when = "prepare"
            rows: list[_Row] | None = prepared_rows
            if not _allocated(prepared_rows):
                if k not in run:
                    continue  # LiteRT never allocates it (no operator runs it: a StableHLO body, say)
                # Allocated only while its operator runs (CALL_ONCE, or one prepared while the
                # model runs) and released after: plan it alone, then read it.
                interp._interpreter.AllocateTensors(k)
                rows = (_read_other_subgraphs(interp, model) or {}).get(k)
                when = "allocate"
            if rows is not None and ran and k in ran:
                n = model.Subgraphs(k).TensorsLength()
                subgraphs[k] = {
                    "when": when,
                    "num_model_tensors": n,
                    "tensors": _rows_json(rows),
                    "ran_tensors": _rows_json(ran[k]),
                }
    except Exception as exc:
        emit({"ok": False, "error": repr(exc)})
        return 1

    raw = interp._interpreter
    names, sizes = _model_tensor_facts(raw, 0, n_model, model)
    main_rows = _read_tensor_structs(interp, n_model, names, sizes)
    if main_rows is not None:
        emit(
            {
                "ok": True,
                "method": "struct",
                "num_model_tensors": n_model,
                "num_tensors": len(main_rows),
                "tensors": _rows_json(main_rows),
                "subgraphs": subgraphs,
                "delegation": _delegation(interp, model) if delegates else None,
            }
        )
        return 0

    # Fallback: classify from the flatbuffer and the data pointers.
    mem = _Memory()
    file_ranges = mem.file_ranges(str(Path(path).resolve()))
    tensors = []
    for i in range(n_model):
        t = sg.Tensors(i)
        b = model.Buffers(t.Buffer())
        constant = b is not None and (b.DataLength() > 0 or b.Size() > 0)
        try:
            arr = interp.tensor(i)()
            addr, nbytes = int(arr.ctypes.data), int(arr.nbytes)
        except Exception:
            addr, nbytes = 0, 0
        in_file = any(lo <= addr < hi for lo, hi in file_ranges)
        arena = not constant and not t.IsVariable() and sizes[i] is not None and not in_file
        tensors.append(
            {"index": i, "alloc_type": None, "addr": addr, "bytes": nbytes, "name": names[i], "arena": arena}
        )
    n_now = raw.NumTensors(0)
    emit({"ok": True, "method": "heuristic", "num_model_tensors": n_model, "num_tensors": n_now, "tensors": tensors})
    return 0


#: glibc's per-thread cache off in the heap child: a block the interpreter takes from
#: chunks freed into that cache before the first reading counts as in use at both
#: readings, so with the cache ``mallinfo2`` growth fell short of the blocks held by up to
#: 6.8 KB (while_loop: 186,528 B against 193,376 B traced under gdb); without it, within
#: 400 B on all but one model traced (tests/test_xnnpack_heap.py).
HEAP_TUNABLES = "glibc.malloc.tcache_count=0"


#: What a heap measurement averages over: the bytes the child mallocs before its first
#: reading, one run each. Their chunks (32, 48, 64 and 80 bytes) move where the free
#: space starts, so the blocks the interpreter asks for 64-byte aligned land at each
#: 16-byte phase; glibc keeps 32 bytes of slack on such a block at one phase in four
#: (``_int_memalign``: a remainder too small to split), and blocks of equal size keep
#: the phase, so one run's figure can swing by about 1 % on a model of many small
#: aligned operator objects (chain_abs_40: 170,592 or 171,904 B at one thread).
HEAP_PLACEMENTS = (24, 40, 56, 72)


def litert_heap(
    path: str | Path, *, threads: int = 1, delegate: bool = True, placements: Sequence[int] = (0,)
) -> dict[str, int] | None:
    """The C heap LiteRT's interpreter takes for ``path``, measured: glibc's
    ``mallinfo2()`` (bytes in use, ``uordblks`` + ``hblkhd``: chunks and mmapped
    blocks, every malloc arena) read in a fresh child before the interpreter is built
    and after each step, with ``threads`` threads and (``delegate``) XNNPACK applied as
    ``ai-edge-litert`` does by default. Returns ``{"create", "allocate", "invoke"}``:
    the growth over the start after building the interpreter, after
    ``allocate_tensors()`` and after one ``invoke()`` on zero inputs (cumulative), or
    None when it cannot run the model. The model file is mapped, not read onto the
    heap, so it is not counted. The child runs without glibc's per-thread cache
    (:data:`HEAP_TUNABLES`). With several ``placements`` (bytes allocated before the
    first reading, 0 for none; :data:`HEAP_PLACEMENTS`), one child each and the
    figures' mean, rounded down."""
    require("ai_edge_litert")
    tunables = ":".join(filter(None, (os.environ.get("GLIBC_TUNABLES"), HEAP_TUNABLES)))
    runs = []
    for pad in placements:
        env = {
            "MEMPLAN_LITERT_THREADS": str(threads),
            "MEMPLAN_LITERT_DELEGATES": "1" if delegate else "0",
            "GLIBC_TUNABLES": tunables,
            "MEMPLAN_HEAP_PAD": str(pad),
        }
        proc = runner.run_child(__name__, ["--heap", str(Path(path).resolve())], env)
        found = None if proc is None or proc.returncode != 0 else heap_payload(proc.stdout)
        if found is None:
            return None
        runs.append(found)
    return {key: sum(r[key] for r in runs) // len(runs) for key in runs[0]} if runs else None


def heap_payload(stdout: str) -> dict[str, int] | None:
    """The heap figures a ``--heap`` child printed (also read from its run under gdb)."""
    for line in stdout.splitlines():
        if line.startswith(_HEAP_MARK):
            found: dict[str, int] = json.loads(line[len(_HEAP_MARK) :])
            return found
    return None


_HEAP_MARK = "@@memplan-heap@@ "


def _child_heap(path: str) -> int:
    """Child side of :func:`litert_heap`."""
    import ctypes

    import numpy as np
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    class _Mallinfo2(ctypes.Structure):
        _fields_ = [  # struct mallinfo2 (malloc.h): ten size_t counters
            (name, ctypes.c_size_t)
            for name in [
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            ]
        ]

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = _Mallinfo2

    def used() -> int:
        info = libc.mallinfo2()
        return int(info.uordblks + info.hblkhd)

    delegates = os.environ.get("MEMPLAN_LITERT_DELEGATES") == "1"
    resolver = OpResolverType.AUTO if delegates else OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
    threads = int(os.environ.get("MEMPLAN_LITERT_THREADS", "1"))
    libc.malloc.restype = ctypes.c_void_p
    pad = int(os.environ.get("MEMPLAN_HEAP_PAD", "0"))
    if pad > 0:
        libc.malloc(pad)  # never freed: it only moves where the heap's free space starts
    start = used()
    interp = Interpreter(model_path=path, experimental_op_resolver_type=resolver, num_threads=threads)
    created = used()
    interp.allocate_tensors()
    allocated = used()
    details = interp.get_input_details()
    if any(d["dtype"] in (np.bytes_, np.str_, np.object_) for d in details):
        return 1
    zeros = [(d["index"], np.zeros(d["shape"], dtype=d["dtype"])) for d in details]
    base = used()  # the inputs' numpy arrays are the caller's, not the interpreter's
    for index, array in zeros:
        interp.set_tensor(index, array)
    interp.invoke()
    invoked = used() - base + allocated
    figures = {"create": created - start, "allocate": allocated - start, "invoke": invoked - start}
    print(_HEAP_MARK + json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--run":
        sys.exit(_child_run(sys.argv[2:]))
    sys.exit(_child_heap(sys.argv[2]) if sys.argv[1] == "--heap" else _child_litert(sys.argv[1]))
