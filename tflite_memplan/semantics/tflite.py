"""TensorFlow Lite's (LiteRT's) CPU usage records (``ArenaPlanner``).

What the CPU interpreter does, and so what this module does, for the main subgraph
(each subgraph a control-flow operator calls has an arena of its own in TFLite):

- **Time**: operator k runs at step k; graph inputs are allocated at step 0.
- **Planned**: read-write arena tensors — no buffer data, not variables (those go to
  a separate persistent arena), not strings/resources/variants (heap), not empty, and
  not the outputs of SHAPE/RANK, which the kernels compute while preparing and keep
  outside the arena. Sizes are the exact byte counts; offsets are aligned (64 bytes
  by default, ``kDefaultTensorAlignment``).
- **Freed** after the last operator that reads the tensor. Graph inputs and outputs
  are never freed, and neither is a produced tensor nobody reads.
- **In place**: some kernels declare that their output may reuse an input's buffer:
  ADD/SUB/MUL/DIV (input 0 or 1), SOFTMAX and DYNAMIC_UPDATE_SLICE (input 0), and
  RESHAPE/SQUEEZE/EXPAND_DIMS/BITCAST which leave the data unmodified (input 0). The
  output then is an alias, not a record, and the root buffer lives until the last
  reader of any of its aliases. Not for graph inputs or outputs, constants or
  variables, and — unless the data is unmodified — only when input and output have
  the same size (larger than 4 bytes) and neither the input nor its root buffer has
  another reader.
- **Order**: the records come in the order TFLite lists the tensors before sorting
  them for placement (see :func:`allocation_list`), because its sort is not stable
  and the offsets of equally ranked tensors depend on that order.
- **Kernel temporaries** share the arena: memplan models CONV_2D's im2col buffer and
  the reductions' buffers (MEAN, SUM, REDUCE_PROD/MAX/MIN/ANY/ALL; see
  :func:`kernel_temporaries`). Each is allocated and freed at its operator's step and
  is listed, sorted and placed like a tensor. Operators whose temporaries are not
  modelled (SVDF, LSTMs, TRANSPOSE_CONV, hybrid kernels, ...) are named in a warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tflite_memplan._libstdcxx import std_sort, unordered_set_order
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph, Subgraph
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics.lifetimes import Alias, Lifetimes, Step
from tflite_memplan.semantics.tflite_arena import tflite_outside
from tflite_memplan.semantics.tflite_temporaries import KernelTemporary, kernel_temporaries

_NEVER = -1


@dataclass(frozen=True)
class InPlaceRule:
    inputs: tuple[int, ...]  # which inputs the output may reuse, tried in order
    data_unmodified: bool


IN_PLACE_OPS: dict[str, InPlaceRule] = {
    **{op: InPlaceRule((0, 1), False) for op in ("ADD", "SUB", "MUL", "DIV")},
    **{op: InPlaceRule((0,), False) for op in ("SOFTMAX", "DYNAMIC_UPDATE_SLICE")},
    **{op: InPlaceRule((0,), True) for op in ("RESHAPE", "SQUEEZE", "EXPAND_DIMS", "BITCAST")},
}
# Tensors this small (a scalar) are never overwritten in place.
_SCALAR_BYTES = 4
# Kernels that compute these outputs while preparing (their value depends only on
# shapes) store them outside the arena.
PREPARE_TIME_OUTPUT_OPS = frozenset({"SHAPE", "RANK"})
# Kernels that compute their output while preparing, outside the arena
# (SetTensorToPersistentRo), when every input is a constant (broadcast_args.cc).
CONSTANT_FOLDED_OPS = frozenset({"BROADCAST_ARGS"})


# Kernels that put their output in the persistent arena (kTfLiteArenaRwPersistent):
# DEQUANTIZE when its input is a constant (dequantize.cc: float16 or int8 weights,
# dequantized once), DENSIFY always (densify.cc), VAR_HANDLE's resource id (var_handle.cc).
_PERSISTENT_WHEN_CONSTANT = frozenset({"DEQUANTIZE"})
_PERSISTENT_ALWAYS = frozenset({"DENSIFY", "VAR_HANDLE"})
#: Bytes of the resource id VAR_HANDLE writes (an int32).
RESOURCE_ID_BYTES = 4


def persistent_outputs(sg: Subgraph) -> dict[int, int]:
    """Outputs the kernels place in the persistent arena, with their bytes."""
    out: dict[int, int] = {}
    for op in sg.operators:
        constant = bool(op.inputs) and op.inputs[0] >= 0 and sg.tensors[op.inputs[0]].has_data
        if op.opcode in _PERSISTENT_ALWAYS or (op.opcode in _PERSISTENT_WHEN_CONSTANT and constant):
            for t in op.outputs:
                if t >= 0:
                    size = RESOURCE_ID_BYTES if op.opcode == "VAR_HANDLE" else sg.tensors[t].nbytes
                    if size:
                        out[t] = size
    return out


def prepared_outputs(sg: Subgraph) -> set[int]:
    """Outputs the kernels compute while preparing and keep outside the arena."""
    out = set()
    for op in sg.operators:
        constant = all(t < 0 or sg.tensors[t].has_data for t in op.inputs)
        if op.opcode in PREPARE_TIME_OUTPUT_OPS or (op.opcode in CONSTANT_FOLDED_OPS and constant):
            out.update(t for t in op.outputs if t >= 0)
    return out


# Tensors of these types hold pointers to heap data and are never in the arena.
HEAP_DTYPES = frozenset({"string", "resource", "variant"})


def _arena_tensor(sg: Subgraph, t: int) -> bool:
    tensor = sg.tensors[t]
    return not tensor.has_data and not tensor.is_variable


def _root_of(root: dict[int, int], t: int) -> int:
    """The tensor whose buffer ``t`` ends up in, following chains of in-place ops."""
    while t in root:
        t = root[t]
    return t


def _in_place_roots(sg: Subgraph, refcounts: list[int]) -> dict[int, int]:
    """Map each in-place output to the root tensor whose buffer it reuses.

    Decided once, in execution order, from the reference counts before sharing (one
    per reading operator, plus one for a graph input or output): only an operator's
    first output may share, with the first of its eligible inputs that qualifies. An
    operator that overwrites its input needs that input, and the root of its alias
    chain, to have no other reader, and equal sizes larger than a scalar.
    """
    root: dict[int, int] = {}
    inputs, outputs = set(sg.inputs), set(sg.outputs)
    persistent = persistent_outputs(sg)  # another arena: never shared (AreTensorsAllocatedInSameArena)
    for op in sg.operators:
        rule = IN_PLACE_OPS.get(op.opcode)
        if rule is None or not op.outputs or op.outputs[0] < 0:
            continue
        out = op.outputs[0]
        if out in outputs or not _arena_tensor(sg, out):
            continue
        modifies = not rule.data_unmodified
        chosen = None
        for k in rule.inputs:
            if k >= len(op.inputs) or op.inputs[k] < 0:
                continue
            x = op.inputs[k]
            size_x, size_out = sg.tensors[x].nbytes, sg.tensors[out].nbytes
            if modifies and (size_x != size_out or (size_x or 0) <= _SCALAR_BYTES or refcounts[x] != 1):
                continue
            if x in inputs or not _arena_tensor(sg, x) or x in persistent:
                continue
            chosen = x
            break
        if chosen is None:
            continue
        r = _root_of(root, chosen)
        if modifies and refcounts[r] > 1:
            continue
        root[out] = r
    return root


def in_place_roots(sg: Subgraph) -> dict[int, int]:
    """Each tensor TFLite computes in place, and the tensor whose buffer it ends up in."""
    refcounts, _ = _reference_counts(sg)
    root = _in_place_roots(sg, refcounts)
    return {t: _root_of(root, t) for t in root}


def allocation_list(sg: Subgraph, temporaries: Sequence[KernelTemporary] = ()) -> list[int]:
    """Tensor indices in the order TFLite's planner hands them to its sort.

    The planner files every tensor under the operator before which it is allocated,
    in one ``std::unordered_set<int>`` per operator: operator 0's set receives the
    variables (index order), then the graph inputs, then its outputs; operator i's
    set its outputs. The list is those sets concatenated in operator order, each in
    its iteration order (for a few outputs: reversed). A tensor filed under two
    operators is listed where it first appears. Kernel ``temporaries`` are filed
    under their operator after its outputs, keyed by their runtime tensor index
    (the list holds those indices too, all ``>= len(sg.tensors)``).

    Complexity: O(k²) per operator for its k tensors (see ``unordered_set_order``).
    """
    variables = [t.index for t in sg.tensors if t.is_variable]
    ops = sg.operators
    node_keys: list[list[int]] = [[] for _ in range(max(len(ops), 1))]
    node_keys[0] = variables + [t for t in sg.inputs if t >= 0]
    for i, op in enumerate(ops):
        node_keys[i].extend(t for t in op.outputs if t >= 0)
    for temp in temporaries:
        node_keys[temp.node].append(temp.index)
    listed: dict[int, None] = {}
    for keys in node_keys:
        for t in unordered_set_order(keys):
            listed.setdefault(t, None)
    return list(listed)


@dataclass
class _Timing:
    """When each arena entry (tensor index, or kernel temporary index) is allocated and freed."""

    alloc: list[int]
    dealloc: list[int]
    size_of: list[int]

    def whole_run(self, t: int) -> bool:
        """Allocated before the first operator and never freed (inputs, variables)."""
        return self.alloc[t] == 0 and self.dealloc[t] == _NEVER


def _reference_counts(sg: Subgraph) -> tuple[list[int], list[int]]:
    """Reference counts as the planner keeps them: one per reading operator, plus one
    for each graph output, variable and input so that those are never freed.

    Returns the full counts (which the in-place rules read) and the counts without the
    readers, to which each reader is added once the in-place roots are known.
    """
    refcounts = [0] * len(sg.tensors)
    for t in (*sg.outputs, *(x.index for x in sg.tensors if x.is_variable), *sg.inputs):
        refcounts[t] += 1
    base = list(refcounts)
    for op in sg.operators:
        for t in op.inputs:
            if t >= 0:
                refcounts[t] += 1
    return refcounts, base


def _timing(sg: Subgraph, root: dict[int, int], base: list[int], temporaries: Sequence[KernelTemporary]) -> _Timing:
    """Allocation and release steps: outputs at their producer, buffers freed after the
    last reader of any tensor sharing them, temporaries around their own operator."""
    n = len(sg.tensors)
    shared_counts = list(base)
    for op in sg.operators:
        for t in op.inputs:
            if t >= 0:
                shared_counts[_root_of(root, t)] += 1
    width = max([n, *(temp.index + 1 for temp in temporaries)])
    timing = _Timing([_NEVER] * width, [_NEVER] * width, [x.nbytes or 0 for x in sg.tensors] + [0] * (width - n))
    alloc, dealloc = timing.alloc, timing.dealloc
    for temp in temporaries:
        alloc[temp.index] = dealloc[temp.index] = temp.node
        timing.size_of[temp.index] = temp.size or temp.persistent
    for t, size in persistent_outputs(sg).items():
        timing.size_of[t] = size
    for t in [x.index for x in sg.tensors if x.is_variable] + list(sg.inputs):
        alloc[t] = 0
    for i, op in enumerate(sg.operators):
        for t in op.outputs:
            if t >= 0 and alloc[t] == _NEVER:
                alloc[t] = i
        for t in op.inputs:
            if t < 0:
                continue
            r = _root_of(root, t)
            shared_counts[r] -= 1
            if shared_counts[r] == 0 and alloc[r] != _NEVER and dealloc[r] == _NEVER:
                dealloc[r] = i
    return timing


def _entries(
    sg: Subgraph, timing: _Timing, temp_at: dict[int, KernelTemporary], temporaries: Sequence[KernelTemporary]
) -> tuple[list[int], list[str]]:
    """What TFLite sorts for placement, in its listing order, and tensors of unknown size.

    TFLite sorts more entries than it places in this arena: the persistent arena's
    tensors (variables, :func:`persistent_outputs`, persistent kernel temporaries; it
    places them in this same order) and in-place aliases (skipped when placed). With
    an unstable sort they can move equally ranked records, so they are sorted here too.
    """
    prepared = prepared_outputs(sg)
    persistent = persistent_outputs(sg)
    entries: list[int] = []
    unknown: list[str] = []
    for t in allocation_list(sg, temporaries):
        if t in temp_at:
            if temp_at[t].size > 0 or temp_at[t].persistent > 0:  # else: the kernel keeps it out of the arenas
                entries.append(t)
            continue
        tensor = sg.tensors[t]
        if tensor.is_variable or t in persistent:
            entries.append(t)
            continue
        if t in prepared or timing.alloc[t] == _NEVER or not _arena_tensor(sg, t):
            continue
        if tensor.dtype in HEAP_DTYPES or tensor.nbytes == 0:
            continue
        if tensor.nbytes is None:
            unknown.append(tensor.name)
            continue
        entries.append(t)
    return entries, unknown


def _ranks(entries: Sequence[int], timing: _Timing) -> dict[int, int]:
    """Each entry's place in ArenaPlanner's sort (whole-run first by index, then bytes
    descending, then first use), reproducing libstdc++'s unstable introsort."""
    whole_run, alloc, size_of = timing.whole_run, timing.alloc, timing.size_of

    def less(a: int, b: int) -> bool:
        if whole_run(a):
            return not whole_run(b) or a < b
        if whole_run(b):
            return False
        size_a, size_b = size_of[a], size_of[b]
        if size_a != size_b:
            return size_a > size_b
        return alloc[a] < alloc[b]

    return {t: k for k, t in enumerate(std_sort(entries, less))}


def _records(
    sg: Subgraph, entries: Sequence[int], timing: _Timing, temp_at: dict[int, KernelTemporary], root: dict[int, int]
) -> list[UsageRecord]:
    """One record per placed entry: temporaries (``kind="scratch"``) and tensors that
    are neither in-place aliases nor variables."""
    rank = _ranks(entries, timing)
    last_op = max(len(sg.operators) - 1, 0)
    records: list[UsageRecord] = []
    persistent = persistent_outputs(sg)
    for t in entries:
        if t in temp_at:
            temp = temp_at[t]
            if not temp.size:  # in the persistent arena
                continue
            records.append(
                UsageRecord(
                    size=temp.size,
                    first=temp.node,
                    last=temp.node,
                    subgraph=0,
                    tensor=-1,
                    name=temp.name,
                    kind="scratch",
                    operator=(0, temp.node),
                    rank=rank[t],
                )
            )
            continue
        tensor = sg.tensors[t]
        if t in root or tensor.is_variable or t in persistent:
            continue
        never_freed = timing.dealloc[t] == _NEVER
        records.append(
            UsageRecord(
                size=tensor.nbytes or 0,
                first=timing.alloc[t],
                last=last_op if never_freed else timing.dealloc[t],
                subgraph=0,
                tensor=t,
                name=tensor.name,
                whole_run=timing.whole_run(t),
                rank=rank[t],
            )
        )
    return records


def tflite_lifetimes(graph: ModelGraph, threads: int = 1) -> Lifetimes:
    """Usage records of the main subgraph as TFLite's ``ArenaPlanner`` derives them.

    The records come in TFLite's allocation-list order (:func:`allocation_list`),
    kernel temporaries included (``kind="scratch"``, ``tensor=-1``).
    O(tensors + ops), plus O(k²) for each operator with k outputs and temporaries.
    """
    sg = graph.main
    refcounts, base = _reference_counts(sg)
    root = _in_place_roots(sg, refcounts)
    if threads < 1:
        raise MemplanError(f"threads must be at least 1, got {threads}")
    temporaries, unmodelled_ops = kernel_temporaries(sg, threads)
    temp_at = {temp.index: temp for temp in temporaries}
    timing = _timing(sg, root, base, temporaries)
    entries, unknown = _entries(sg, timing, temp_at, temporaries)
    records = _records(sg, entries, timing, temp_at, root)
    rank = _ranks(entries, timing)
    in_persistent = {x.index for x in sg.tensors if x.is_variable} | set(persistent_outputs(sg))
    in_persistent |= {t for t, temp in temp_at.items() if temp.persistent}
    persistent = tuple((t, timing.size_of[t]) for t in sorted(in_persistent & set(entries), key=rank.__getitem__))

    warnings = list(graph.notes)
    if unknown:
        warnings.append(f"{len(unknown)} tensors of unknown size are not planned: {', '.join(unknown[:5])}")
    if len(graph.subgraphs) > 1:
        warnings.append(
            f"TFLite gives each of the other {len(graph.subgraphs) - 1} subgraphs an arena of its own; "
            "only the main subgraph's arena is planned"
        )
    if unmodelled_ops:
        warnings.append(
            "kernel temporaries of these operators share TFLite's arena but are not modelled, so the real "
            f"arena is larger and its offsets differ: {', '.join(unmodelled_ops)}"
        )
    aliases = tuple(Alias(0, t, sg.tensors[t].name, _root_of(root, t)) for t in sorted(root))
    steps = tuple(Step(i, 0, i, op.opcode) for i, op in enumerate(sg.operators))
    return Lifetimes(
        semantics="tflite",
        records=tuple(records),
        aliases=aliases,
        steps=steps,
        warnings=tuple(warnings),
        tail=tflite_outside(graph, persistent, temporaries, threads),
    )
