"""TensorFlow Lite's (LiteRT's) CPU usage records (``ArenaPlanner``).

What the CPU interpreter does, and so what this module does, for each subgraph it
allocates — the main one, and every subgraph a control-flow operator calls, each in
an arena of its own (:func:`called_subgraphs`, :class:`CallRole`):

- **Time**: operator k runs at step k; graph inputs are allocated at step 0.
- **Planned**: read-write arena tensors — no buffer data, not variables (those go to
  a separate persistent arena), not strings/resources/variants (heap), not empty, not
  the outputs kernels fold while preparing (SHAPE, RANK, and some operators of
  constants: :data:`FOLDED_OPS`), not the outputs they can size only while running
  (heap; see :mod:`~tflite_memplan.semantics.litert.dynamic`), and not the inputs of
  a branch or loop body, which are the caller's buffers. Sizes are the exact byte
  counts; offsets are aligned (64 bytes by default, ``kDefaultTensorAlignment``).
- **Freed** after the last operator that reads the tensor. Graph inputs and outputs
  are never freed, and neither is a produced tensor nobody reads.
- **In place**: some kernels declare that their output may reuse an input's buffer:
  ADD/SUB/MUL/DIV (input 0 or 1), SOFTMAX and DYNAMIC_UPDATE_SLICE (input 0), and
  RESHAPE/SQUEEZE/EXPAND_DIMS/BITCAST which leave the data unmodified (input 0). The
  output then is an alias, not a record, and the root buffer lives until the last
  reader of any of its aliases. Not for graph inputs or outputs, constants, folded
  or dynamic tensors or variables, and — unless the data is unmodified — only when
  input and output have the same size (larger than 4 bytes) and neither the input
  nor its root buffer has another reader.
- **Order**: the records come in the order TFLite lists the tensors before sorting
  them for placement (see :func:`allocation_list`), because its sort is not stable
  and the offsets of equally ranked tensors depend on that order; when the planning
  comes in stretches (after each operator with a dynamic output) each stretch is
  sorted on its own.
- **Kernel temporaries** share the arena (:func:`kernel_temporaries`). Each is
  allocated and freed at its operator's step and is listed, sorted and placed like a
  tensor. Operators whose temporaries are not modelled are named in a warning.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tflite_memplan._libstdcxx import std_sort, unordered_set_order
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.dtypes import INT32, element_count
from tflite_memplan.model.graph import ModelGraph, Subgraph
from tflite_memplan.model.propagate import propagate_shapes
from tflite_memplan.model.schema import UNKNOWN_BUILTIN_PREFIX
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.lifetimes import Alias, Lifetimes, Step
from tflite_memplan.semantics.litert import DEFAULT_DELEGATE, DELEGATES, NAME, TENSOR_ALIGNMENT
from tflite_memplan.semantics.litert.dynamic import DYNAMIC_CALLERS, DynamicFacts, dynamic_facts
from tflite_memplan.semantics.litert.resident import Schedule, schedules
from tflite_memplan.semantics.litert.temporaries import KernelTemporary, kernel_temporaries
from tflite_memplan.semantics.litert.xnnpack import DELEGATE_OP, Delegation, delegated_graph, delegated_subgraph
from tflite_memplan.semantics.litert.xnnpack_indirection import XnnpackIndirection, xnnpack_indirection
from tflite_memplan.semantics.litert.xnnpack_weights import PackedWeights, check_family, packed_weights
from tflite_memplan.semantics.litert.xnnpack_workspace import XnnpackWorkspace, xnnpack_workspace

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
# Kernels that compute their output while preparing and keep it outside the arena
# (SetTensorToPersistentRo) when the inputs at these positions (None: all) are constants
# or outputs computed so themselves; SHAPE and RANK always (their value depends only on
# shapes). From each kernel's Prepare, the file named.
FOLDED_OPS: dict[str, tuple[int, ...] | None] = {
    "SHAPE": (),  # shape.cc
    "RANK": (),  # rank.cc
    "BROADCAST_ARGS": (0, 1),  # broadcast_args.cc
    "RESHAPE": (0, 1),  # reshape.cc
    "STRIDED_SLICE": (0, 1, 2, 3),  # strided_slice.cc
    "TILE": (0, 1),  # tile.cc
    "MUL": (0, 1),  # mul.cc
    "RANGE": (0, 1, 2),  # range.cc
    "GATHER": (0, 1),  # gather.cc
    "CONCATENATION": None,  # concatenation.cc
    "REDUCE_PROD": (0, 1),  # reduce.cc, when the output has at most 8 elements
}
_FOLDED_PROD_ELEMENTS = 8

# Kernels that put their output in the persistent arena (kTfLiteArenaRwPersistent):
# DEQUANTIZE when its input is a constant (dequantize.cc: float16 or int8 weights,
# dequantized once), DENSIFY always (densify.cc), VAR_HANDLE's resource id (var_handle.cc).
_PERSISTENT_WHEN_CONSTANT = frozenset({"DEQUANTIZE"})
_PERSISTENT_ALWAYS = frozenset({"DENSIFY", "VAR_HANDLE"})
#: Bytes of the resource id VAR_HANDLE writes (an int32).
RESOURCE_ID_BYTES = INT32


def persistent_outputs(sg: Subgraph) -> dict[int, int]:
    """Outputs the kernels place in the persistent arena, with their bytes: with a
    delegate, also the resource ids a partition outputs for the VAR_HANDLEs it took (the
    XNNPACK delegate's ``PrepareVarHandle`` makes them persistent, as var_handle.cc does;
    the handles only its own nodes read are never allocated)."""
    out: dict[int, int] = {}
    for op in sg.operators:
        if op.opcode == DELEGATE_OP:
            out.update((t, RESOURCE_ID_BYTES) for t in op.outputs if t >= 0 and sg.tensors[t].dtype == "resource")
            continue
        constant = bool(op.inputs) and op.inputs[0] >= 0 and sg.tensors[op.inputs[0]].has_data
        if op.opcode in _PERSISTENT_ALWAYS or (op.opcode in _PERSISTENT_WHEN_CONSTANT and constant):
            for t in op.outputs:
                if t >= 0:
                    size = RESOURCE_ID_BYTES if op.opcode == "VAR_HANDLE" else sg.tensors[t].nbytes
                    if size:
                        out[t] = size
    return out


def prepared_outputs(sg: Subgraph) -> set[int]:
    """Outputs the kernels compute while preparing and keep outside the arena (see
    :data:`FOLDED_OPS`), in operator order so that folded values fold further. O(ops)."""
    out: set[int] = set()
    for op in sg.operators:
        if op.opcode not in FOLDED_OPS:
            continue
        positions = FOLDED_OPS[op.opcode]
        named = op.inputs if positions is None else [op.inputs[k] for k in positions if k < len(op.inputs)]
        if not all(t < 0 or sg.tensors[t].has_data or t in out for t in named):
            continue
        outputs = [t for t in op.outputs if t >= 0]
        if op.opcode == "REDUCE_PROD" and any(
            element_count(sg.tensors[t].shape) > _FOLDED_PROD_ELEMENTS for t in outputs
        ):
            continue
        out.update(outputs)
    return out


# Tensors of these types hold pointers to heap data and are never in the arena.
HEAP_DTYPES = frozenset({"string", "resource", "variant"})


def _arena_tensor(sg: Subgraph, t: int) -> bool:
    tensor = sg.tensors[t]
    return not tensor.has_data and not tensor.is_variable


def _root_of(root: dict[int, int], t: int) -> int:
    """The tensor whose buffer ``t`` ends up in, following chains of in-place ops.

    Ends: :func:`_in_place_roots` never maps a tensor onto a chain that leads back to
    it, so the map has no cycle (and the reader refuses models whose in-place
    operators would form one: ``model.verify.verify_alias_chains``). The chain walked
    is pointed straight at its root (path compression), so a model whose writes chain
    backwards costs amortised O(log n) per call, not O(n)."""
    start = t
    while t in root:
        t = root[t]
    while start in root and root[start] != t:
        root[start], start = t, root[start]
    return t


def _in_place_roots(
    sg: Subgraph,
    refcounts: list[int],
    heap: frozenset[int] = frozenset(),
    planned_after: int | None = None,
    stored_bytes: Sequence[int | None] | None = None,
) -> tuple[dict[int, int], dict[int, int]]:
    """Map each in-place output to the root tensor whose buffer it reuses; and, apart,
    the outputs planned to share whose sharing breaks when they are allocated.

    Decided once, in execution order, from the reference counts before sharing (one
    per reading operator, plus one for a graph input or output): only an operator's
    first output may share, with the first of its eligible inputs that qualifies. An
    operator that overwrites its input needs that input, and the root of its alias
    chain, to have no other reader, and equal sizes larger than a scalar.

    The planner decides once (``PlanAllocations``), when only the operators up to
    ``planned_after`` (the end of the first stretch, see
    :mod:`~tflite_memplan.semantics.litert.dynamic`; None: all) have been prepared:
    the later ones' outputs still have their stored sizes (``stored_bytes``) and are
    not yet on the heap or folded. A share whose root is then on the heap or folded,
    or whose sizes then differ, breaks when the output is allocated
    (``CalculateAllocations``): the output gets a slot of its own, never freed (the
    planner counted its readers on the root).
    """
    planned: dict[int, int] = {}  # every share the planner decides on
    root: dict[int, int] = {}
    broken: dict[int, int] = {}
    inputs, outputs = set(sg.inputs), set(sg.outputs)
    persistent = persistent_outputs(sg)  # another arena: never shared (AreTensorsAllocatedInSameArena)
    outside = prepared_outputs(sg) | heap  # not in any arena
    producer = {t: i for i, op in enumerate(sg.operators) for t in op.outputs if t >= 0}
    last = len(sg.operators) if planned_after is None else planned_after

    def prepared(t: int) -> bool:
        return producer.get(t, -1) <= last

    def size_at_plan(t: int) -> int | None:
        if stored_bytes is None or prepared(t):
            return sg.tensors[t].nbytes
        return stored_bytes[t]

    def outside_at_plan(t: int) -> bool:
        return t in outside and prepared(t)

    for op in sg.operators:
        rule = IN_PLACE_OPS.get(op.opcode)
        if rule is None or not op.outputs or op.outputs[0] < 0:
            continue
        out = op.outputs[0]
        if out in outputs or not _arena_tensor(sg, out) or outside_at_plan(out):
            continue
        modifies = not rule.data_unmodified
        chosen = None
        for k in rule.inputs:
            if k >= len(op.inputs) or op.inputs[k] < 0:
                continue
            x = op.inputs[k]
            size_x, size_out = size_at_plan(x), size_at_plan(out)
            if modifies and (size_x != size_out or (size_x or 0) <= _SCALAR_BYTES or refcounts[x] != 1):
                continue
            if x in inputs or not _arena_tensor(sg, x) or x in persistent or outside_at_plan(x):
                continue
            chosen = x
            break
        if chosen is None:
            continue
        r = _root_of(planned, chosen)
        if r == out or (modifies and refcounts[r] > 1):
            continue  # r == out: a chain back onto itself (the reader refuses such models)
        planned[out] = r
        holds = r not in outside and out not in outside and sg.tensors[r].nbytes == sg.tensors[out].nbytes
        (root if holds else broken)[out] = r
    return root, broken


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


def _ranks(entries: Sequence[int], timing: _Timing, stretches: Sequence[int] = ()) -> dict[int, int]:
    """Each entry's place in ArenaPlanner's sort (whole-run first by index, then bytes
    descending, then first use), reproducing libstdc++'s unstable introsort. When the
    planning comes in stretches (``stretches``: the operators that end one, see
    :mod:`~tflite_memplan.semantics.litert.dynamic`), each stretch's entries are
    sorted on their own, after the earlier stretches'."""
    whole_run, alloc, size_of = timing.whole_run, timing.alloc, timing.size_of
    groups: dict[int, list[int]] = {}
    for t in entries:
        groups.setdefault(bisect_left(stretches, alloc[t]), []).append(t)

    def key(t: int) -> tuple[int, int] | tuple[int, int, int]:
        return (0, t) if whole_run(t) else (1, -size_of[t], alloc[t])

    ordered = [t for g in sorted(groups) for t in std_sort(groups[g], key)]
    return {t: k for k, t in enumerate(ordered)}


def _records(
    sg: Subgraph,
    entries: Sequence[int],
    timing: _Timing,
    temp_at: dict[int, KernelTemporary],
    root: dict[int, int],
    rank: dict[int, int],
) -> list[UsageRecord]:
    """One record per placed entry: temporaries (``kind="scratch"``) and tensors that
    are neither in-place aliases nor variables; ``rank`` is each entry's place in the
    planner's sort (:func:`_ranks`)."""
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
                    subgraph=sg.index,
                    tensor=-1,
                    name=temp.name,
                    kind="scratch",
                    operator=(sg.index, temp.node),
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
                subgraph=sg.index,
                tensor=t,
                name=tensor.name,
                whole_run=timing.whole_run(t),
                rank=rank[t],
            )
        )
    return records


@dataclass(frozen=True)
class CallRole:
    """How the control-flow operator that calls a subgraph prepares it (if.cc,
    while.cc, call_once.cc). ``inputs_outside``: the subgraph's inputs point at the
    caller's buffers (kTfLiteCustom), so its arena holds none of them (IF's branches,
    WHILE's body); ``drop_unused_inputs``: inputs no operator reads are removed first
    (RemoveUnusedInputs: IF's branches, WHILE's condition)."""

    caller: str
    inputs_outside: bool
    drop_unused_inputs: bool


# The role of each subgraph option of the control-flow operators LiteRT's CPU kernels run.
CALL_ROLES: dict[str, CallRole] = {
    "then_subgraph_index": CallRole("IF", True, True),
    "else_subgraph_index": CallRole("IF", True, True),
    "cond_subgraph_index": CallRole("WHILE", False, True),
    "body_subgraph_index": CallRole("WHILE", True, False),
    "init_subgraph_index": CallRole("CALL_ONCE", False, False),
    # stablehlo_case.cc and stablehlo_composite.cc prepare their subgraphs as IF does
    "branch_subgraph_indices": CallRole("STABLEHLO_CASE", True, True),
    "decomposition_subgraph_index": CallRole("STABLEHLO_COMPOSITE", True, True),
}
CONTROL_FLOW_OPS = frozenset(role.caller for role in CALL_ROLES.values())
# Operators that only read the subgraph they name to pick a function (its single
# operator), never running it: LiteRT allocates no arena for it (stablehlo_reduce_window.cc).
INSPECTED_BODY_OPS = frozenset({"STABLEHLO_REDUCE_WINDOW"})


def called_subgraphs(graph: ModelGraph) -> tuple[dict[int, CallRole], list[str]]:
    """The subgraphs LiteRT allocates an arena for, reached from the main one through
    the operators of :data:`CALL_ROLES` (nested ones too), each with the role its first
    caller gives it; and the other operators that call subgraphs (STABLEHLO_WHILE, say),
    by name. O(operators)."""
    roles: dict[int, CallRole] = {}
    others: set[str] = set()
    pending = [0]
    while pending:
        sg = graph.subgraphs[pending.pop()]
        for op in sg.operators:
            if not op.called_subgraphs:
                continue
            if op.opcode in INSPECTED_BODY_OPS:
                continue
            if op.opcode not in CONTROL_FLOW_OPS:
                others.add(op.opcode)
                continue
            for key, role in CALL_ROLES.items():
                value = op.options.get(key)
                for k in value if isinstance(value, tuple) else (value,):
                    if isinstance(k, int) and 0 < k < len(graph.subgraphs) and k not in roles:
                        roles[k] = role
                        pending.append(k)
    return roles, sorted(others)


def replanned_subgraphs(graph: ModelGraph, facts: dict[int, DynamicFacts]) -> set[int]:
    """Subgraphs LiteRT plans again before every run: those of an IF, a WHILE or a
    StableHLO case or composite whose outputs are dynamic, as their shapes may change
    from one run to the next (``Eval_dynamic`` in if.cc, while.cc). Measured on a loop
    body with gdb (``upstream.LITERT``). O(operators)."""
    again: set[int] = set()
    for k, sg in enumerate(graph.subgraphs):
        for op in sg.operators:
            if op.opcode in DYNAMIC_CALLERS and any(t in facts[k].heap for t in op.outputs):
                again.update(c for c in op.called_subgraphs if 0 < c < len(graph.subgraphs))
    return again


def _as_called(sg: Subgraph, role: CallRole | None) -> tuple[Subgraph, frozenset[int]]:
    """The subgraph as its caller leaves it before allocating it, and the inputs that
    stay outside its arena."""
    if role is None:
        return sg, frozenset()
    if role.drop_unused_inputs:
        read = {t for op in sg.operators for t in op.inputs} | set(sg.outputs)
        sg = replace(sg, inputs=tuple(t for t in sg.inputs if t in read))
    outside = frozenset(t for t in sg.inputs if t >= 0 and sg.tensors[t].dtype not in HEAP_DTYPES)
    return sg, outside if role.inputs_outside else frozenset()


def without_unread_loop_outputs(graph: ModelGraph, facts: dict[int, DynamicFacts]) -> ModelGraph:
    """The graph as WHILE leaves it once prepared: an output nobody reads (no operator,
    not a graph output) whose loop variable the body passes through unchanged is
    dropped from the operator (while.cc), so LiteRT never allocates it — if the WHILE
    is in its subgraph's first stretch (``facts``), because the planner lists the
    tensors after that stretch is prepared; a later WHILE drops it too late, and the
    tensor keeps an arena slot. O(operators)."""
    subgraphs = list(graph.subgraphs)
    changed = False
    for k, sg in enumerate(graph.subgraphs):
        read = Counter(t for op in sg.operators for t in op.inputs if t >= 0) + Counter(sg.outputs)
        operators = list(sg.operators)
        first_stretch = facts[k].stretches[0] if facts[k].stretches else len(sg.operators)
        for i, op in enumerate(sg.operators[: first_stretch + 1]):
            body = op.options.get("body_subgraph_index") if op.opcode == "WHILE" else None
            if not isinstance(body, int) or not 0 < body < len(graph.subgraphs):
                continue
            b = graph.subgraphs[body]
            outputs = list(op.outputs)
            for j, t in enumerate(op.outputs):
                passed = j < min(len(b.inputs), len(b.outputs)) and b.inputs[j] == b.outputs[j] >= 0
                if passed and t >= 0 and not read[t] and b.tensors[b.inputs[j]].dtype not in HEAP_DTYPES:
                    outputs[j] = -1
            if outputs != list(op.outputs):
                operators[i] = replace(op, outputs=tuple(outputs))
                changed = True
        subgraphs[k] = replace(sg, operators=tuple(operators))
    return replace(graph, subgraphs=tuple(subgraphs)) if changed else graph


@dataclass(frozen=True)
class SubgraphLifetimes:
    """One subgraph's share of what :func:`litert_lifetimes` derives: the records of
    its own arena, its persistent tensors ``(index, bytes)`` in placement order, its
    kernel temporaries, what it could not model, and its tensors on the heap."""

    subgraph: int
    records: tuple[UsageRecord, ...]
    aliases: tuple[Alias, ...]
    persistent: tuple[tuple[int, int], ...]
    temporaries: tuple[KernelTemporary, ...]
    unknown: tuple[str, ...]
    unmodelled_ops: tuple[str, ...]
    heap_tensors: tuple[tuple[int, int], ...] = ()  # the subgraph's own tensors on the heap, (index, bytes)


def persistent_span(persistent: tuple[tuple[int, int], ...]) -> int:
    """A persistent arena's span: each tensor ``(index, bytes)`` at the next aligned offset."""
    end = 0
    for _, nbytes in persistent:
        end = align_up(end, TENSOR_ALIGNMENT) + nbytes
    return end


@dataclass(frozen=True)
class LitertOutside:
    """What the interpreter allocates outside the main subgraph's planned arena, as
    ``litert_lifetimes`` derives it: the thread count it assumed, the main subgraph's
    share (persistent tensors ``(index, bytes)`` in placement order, heap temporaries),
    each called subgraph's lifetimes (its arena still to plan), and how many subgraphs
    are not planned."""

    threads: int
    main: SubgraphLifetimes
    called: tuple[SubgraphLifetimes, ...]
    unplanned_subgraphs: int
    delegate: str = "none"
    delegations: tuple[Delegation, ...] = ()  # with a delegate: what it did to each subgraph
    schedule: tuple[Schedule, ...] = ()  # which subgraph allocates and releases which, and when
    workspace: XnnpackWorkspace | None = None  # with XNNPACK: the workspace its runtimes share
    packed: PackedWeights | None = None  # with XNNPACK: its packed copy of the delegated operators' weights
    indirection: XnnpackIndirection | None = None  # with XNNPACK: its convolutions' indirection buffers
    cpu: str | None = None  # the CPU family asked for (with XNNPACK: this machine's when not asked)

    @property
    def persistent_bytes(self) -> int:
        """Every subgraph's persistent arena together."""
        return sum(self.persistent_by_subgraph.values())

    @property
    def persistent_by_subgraph(self) -> dict[int, int]:
        """Each subgraph's persistent arena."""
        return {part.subgraph: persistent_span(part.persistent) for part in (self.main, *self.called)}

    @property
    def heap(self) -> int:
        """Every subgraph's heap temporaries and dynamic tensors together."""
        parts = (self.main, *self.called)
        temporaries = sum(t.heap for part in parts for t in part.temporaries)
        return temporaries + sum(nbytes for part in parts for _, nbytes in part.heap_tensors)


def subgraph_lifetimes(
    graph: ModelGraph,
    k: int,
    threads: int = 1,
    role: CallRole | None = None,
    dynamic: DynamicFacts | None = None,
    replanned: bool = False,
    stored_bytes: Sequence[int | None] | None = None,
) -> SubgraphLifetimes:
    """Usage records of subgraph ``k``'s arena as TFLite's ``ArenaPlanner`` derives them,
    the subgraph prepared as ``role`` says (None: the main subgraph); ``dynamic`` its
    :class:`DynamicFacts` (computed when not given): dynamic outputs live on the heap,
    and the planning comes in stretches. ``replanned``: its caller plans it again before
    each run (see :func:`replanned_subgraphs`), by when a deferred output that cannot
    share its input's buffer has no bytes: it takes no arena slot, only heap.
    ``stored_bytes``: each tensor's bytes at the shapes the model stores, when the graph
    holds the shapes the kernels compute (the planner decides which outputs share an
    input's buffer before the operators after the first stretch are prepared).

    The records come in TFLite's allocation-list order (:func:`allocation_list`),
    kernel temporaries included (``kind="scratch"``, ``tensor=-1``).
    O(tensors + ops), plus O(k²) for each operator with k outputs and temporaries.
    """
    if threads < 1:
        raise MemplanError(f"threads must be at least 1, got {threads}")
    facts = dynamic if dynamic is not None else dynamic_facts(graph, prepared_outputs)[k]
    sg, outside = _as_called(graph.subgraphs[k], role)
    refcounts, base = _reference_counts(sg)
    first_stretch = facts.stretches[0] if facts.stretches else None
    root, broken = _in_place_roots(sg, refcounts, facts.heap, first_stretch, stored_bytes)
    temporaries, unmodelled_ops = kernel_temporaries(sg, threads)
    temp_at = {temp.index: temp for temp in temporaries}
    timing = _timing(sg, {**root, **broken}, base, temporaries)
    entries, unknown = _entries(sg, timing, temp_at, temporaries)
    # Deferred outputs that could not share their input's buffer own heap memory once they ran.
    unshared = facts.deferred - set(root)
    unplanned = facts.heap | (unshared if replanned else frozenset())
    entries = [t for t in entries if t not in outside and t not in unplanned]
    rank = _ranks(entries, timing, facts.stretches)
    records = _records(sg, entries, timing, temp_at, root, rank)
    on_heap = sorted(facts.heap | unshared)
    heap_tensors = tuple((t, n) for t in on_heap if (n := sg.tensors[t].nbytes))
    in_persistent = {x.index for x in sg.tensors if x.is_variable} | set(persistent_outputs(sg))
    in_persistent |= {t for t, temp in temp_at.items() if temp.persistent}
    persistent = tuple((t, timing.size_of[t]) for t in sorted(in_persistent & set(entries), key=rank.__getitem__))
    aliases = tuple(Alias(k, t, sg.tensors[t].name, _root_of(root, t)) for t in sorted(root))
    return SubgraphLifetimes(
        k,
        tuple(records),
        aliases,
        persistent,
        tuple(temporaries),
        tuple(unknown),
        tuple(unmodelled_ops),
        heap_tensors,
    )


def litert_lifetimes(
    graph: ModelGraph, threads: int = 1, delegate: str = DEFAULT_DELEGATE, cpu: str | None = None
) -> Lifetimes:
    """Usage records of the main subgraph as TFLite's ``ArenaPlanner`` derives them
    (see :func:`subgraph_lifetimes`), and in ``tail`` what the interpreter allocates
    besides: the persistent arena, heap temporaries, and the arenas of the subgraphs
    its control-flow operators call (their records, planned by the caller of this).

    ``delegate="xnnpack"``: the interpreter first lets XNNPACK replace the operators it
    takes (:mod:`~tflite_memplan.semantics.litert.xnnpack`) in every subgraph, then
    plans what is left: each partition is one node reading its inputs and writing its
    outputs, which stay in the arena; its interior tensors are never allocated there
    (XNNPACK's own workspace holds them: ``tail.workspace``, see
    :mod:`~tflite_memplan.semantics.litert.xnnpack_workspace`). The steps are then the
    execution plan's nodes, partitions included. ``cpu``: the CPU family XNNPACK's packed
    weights are sized for (``tail.packed``, see
    :mod:`~tflite_memplan.semantics.litert.xnnpack_weights`; default: this machine's).
    """
    if delegate not in DELEGATES:
        raise MemplanError(f"delegate must be one of {', '.join(DELEGATES)}, got {delegate!r}")
    delegations: tuple[Delegation, ...] = ()
    original = graph
    packed = None
    if delegate == "xnnpack" or cpu is not None:
        cpu = check_family(cpu)  # refused if unknown; this machine's (read once) when not given
    shaped = propagate_shapes(graph)  # the shapes the kernels compute, some only while running
    graph = shaped
    if delegate == "xnnpack":
        # XNNPACK decides what it takes at the stored shapes, before any kernel prepares
        delegations = delegated_graph(original)[1]
        graph = replace(
            shaped,
            subgraphs=tuple(delegated_subgraph(sg, d) for sg, d in zip(shaped.subgraphs, delegations, strict=True)),
        )
        packed = packed_weights(original, delegations, cpu)
    graph = without_unread_loop_outputs(graph, dynamic_facts(graph, prepared_outputs))
    facts = dynamic_facts(graph, prepared_outputs)
    stored = [[t.nbytes for t in sg.tensors] for sg in original.subgraphs]
    main = subgraph_lifetimes(graph, 0, threads, None, facts[0], stored_bytes=stored[0])
    roles, other_callers = called_subgraphs(graph)
    again = replanned_subgraphs(graph, facts)
    called = tuple(
        subgraph_lifetimes(graph, k, threads, role, facts[k], k in again, stored[k])
        for k, role in sorted(roles.items())
    )
    unknown = [name for part in (main, *called) for name in part.unknown]
    unmodelled_ops = sorted({op for part in (main, *called) for op in part.unmodelled_ops})

    warnings = list(graph.notes)
    if unknown:
        warnings.append(f"{len(unknown)} tensors of unknown size are not planned: {', '.join(unknown[:5])}")
    unplanned = len(graph.subgraphs) - 1 - len(called)
    if other_callers:
        warnings.append(
            f"{', '.join(other_callers)} call subgraphs whose arenas memplan does not plan; "
            f"{unplanned} subgraphs are not planned"
        )
    unknown_ops = sorted(
        {
            op.opcode
            for sg in graph.subgraphs
            for op in sg.operators
            if op.builtin_code is not None and op.opcode.startswith(UNKNOWN_BUILTIN_PREFIX)
        }
    )
    if unplanned and unknown_ops and not other_callers:
        warnings.append(
            f"operators newer than the schema memplan reads ({', '.join(unknown_ops)}) may run the {unplanned} "
            "subgraphs memplan does not plan"
        )
    if unmodelled_ops:
        warnings.append(
            "kernel temporaries of these operators share TFLite's arena but are not modelled, so the real "
            f"arena is larger and its offsets differ: {', '.join(unmodelled_ops)}"
        )
    sized_late = sum(len(part.heap_tensors) for part in (main, *called))
    if sized_late:
        warnings.append(
            f"LiteRT sizes {sized_late} tensor{'s' if sized_late > 1 else ''} only while running and keeps "
            f"{'them' if sized_late > 1 else 'it'} on the heap; the heap counts the size the model declares, "
            "which a tensor that grows as the model runs exceeds"
        )
    unmodelled_by_delegate = sorted({op for d in delegations for op in d.unmodelled})
    if unmodelled_by_delegate:
        warnings.append(
            "XNNPACK may take these operators, which memplan assumes it leaves to the built-in kernels: "
            + ", ".join(unmodelled_by_delegate)
        )
    workspace = xnnpack_workspace(shaped, delegations, cpu, threads) if delegate == "xnnpack" else None
    if workspace is not None and workspace.unmodelled:
        warnings.append(
            "XNNPACK's workspace leaves out what these operators add to it: " + ", ".join(workspace.unmodelled)
        )
    indirection = xnnpack_indirection(shaped, packed, delegations) if packed is not None else None
    if indirection is not None and indirection.unmodelled:
        warnings.append(
            "XNNPACK keeps indirection buffers for these operators, which memplan does not size: "
            + ", ".join(indirection.unmodelled)
        )
    if packed is not None and packed.unmodelled:
        warnings.append(
            "XNNPACK packs weights of these operators, which memplan does not size (packed weights too low): "
            + ", ".join(packed.unmodelled)
        )
    sg = graph.main
    steps = tuple(Step(i, 0, i, op.opcode) for i, op in enumerate(sg.operators))
    return Lifetimes(
        semantics=NAME,
        records=main.records,
        aliases=main.aliases,
        steps=steps,
        warnings=tuple(warnings),
        tail=LitertOutside(
            threads,
            main,
            called,
            unplanned,
            delegate,
            delegations,
            schedules(graph, set(roles), {k: facts[k].stretches for k in (0, *roles)}),
            workspace,
            packed,
            indirection,
            cpu,
        ),
    )
