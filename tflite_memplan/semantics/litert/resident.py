"""What LiteRT's arenas hold at once: the ``resident`` bytes over repeated invokes.

Each subgraph LiteRT allocates has two arenas (``ArenaPlanner``'s ``arena_`` and
``persistent_arena_``, each a buffer that only grows). The control-flow kernels
allocate and release the arenas of the subgraphs they call (read in
google-ai-edge/LiteRT ``tflite/kernels/{if,while,call_once,stablehlo_case,
stablehlo_composite}.cc`` and ``tflite/core/subgraph.cc`` @ :data:`SOURCE`, measured
with gdb on ``upstream.LITERT``):

- **Prepare** (while its caller's stretch is prepared): IF, WHILE, STABLEHLO_CASE and
  STABLEHLO_COMPOSITE allocate every subgraph they call (``AllocateTensors``), which
  prepares that subgraph's own first stretch, nested calls included. CALL_ONCE
  allocates nothing. A subgraph's later stretches (after an operator with dynamic
  outputs) are prepared when its run reaches them, the first time it runs after
  being allocated.
- **Eval**: WHILE allocates its condition and body (planning them again if they
  were released), runs them, and releases both arenas (``ReleaseMemory``) when the
  loop ends; IF and STABLEHLO_CASE allocate the branch they take and release it
  after it ran (the other branch keeps its arena); STABLEHLO_COMPOSITE allocates and
  releases its decomposition; CALL_ONCE, on the first invoke only, allocates its
  subgraph, runs it and releases its arena (``ReleaseNonPersistentMemory``).
- A released subgraph keeps its **persistent arena**; the main subgraph keeps both.

:func:`resident_bytes` runs that schedule over three invokes and returns the most
bytes held at once. Each arena is counted at its final size (memplan's span) from the
moment it is allocated: LiteRT grows an arena stretch by stretch, so during the first
invoke it may hold less; from the second invoke on the main arena has its full size,
and the moments that make the peak come back (on every model measured the peak is
LiteRT's). The branch an IF takes depends on the data: memplan assumes each IF takes
the branch whose run holds the most. A model whose call tree is too large to walk
(:data:`MAX_STEPS` steps) or too deep (:data:`MAX_DEPTH` nested calls) gets every arena
together, a bound.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.semantics.upstream import LITERT_COMMIT

#: Where the allocation schedule was read (the control-flow kernels and the subgraph).
SOURCE = LITERT_COMMIT

#: How each caller treats the subgraphs it calls: the option naming them, in the order
#: it allocates them, and what its Eval does (``loop``: run all, release all; ``branch``:
#: run one, release it; ``once``: allocate, run and release on the first invoke).
CALLERS: dict[str, tuple[tuple[str, ...], str]] = {
    "WHILE": (("cond_subgraph_index", "body_subgraph_index"), "loop"),  # while.cc Prepare_impl, Eval
    "IF": (("then_subgraph_index", "else_subgraph_index"), "branch"),  # if.cc Prepare, Eval
    "STABLEHLO_CASE": (("branch_subgraph_indices",), "branch"),  # stablehlo_case.cc Prepare, Eval
    "STABLEHLO_COMPOSITE": (("decomposition_subgraph_index",), "loop"),  # stablehlo_composite.cc
    "CALL_ONCE": (("init_subgraph_index",), "once"),  # call_once.cc Eval
}

#: Steps (an operator's Eval or Prepare, a subgraph's run) the walk may take before it
#: settles for the bound.
MAX_STEPS = 200_000

#: Nested calls the walk follows (it recurses a few frames per level); real models
#: nest a handful, a hostile chain of subgraphs each calling the next thousands.
MAX_DEPTH = 100

#: The invokes the walk follows (the first differs from the others; the third repeats the second).
INVOKES = 3


@dataclass(frozen=True)
class CallSite:
    """An operator that calls subgraphs: its index, how it calls them, which, and the
    stretch of its subgraph it is prepared in (0: with the subgraph)."""

    op: int
    kind: str  # "loop", "branch" or "once"
    subgraphs: tuple[int, ...]
    stretch: int = 0


@dataclass(frozen=True)
class Schedule:
    """One subgraph's control flow: its call sites in operator order."""

    subgraph: int
    calls: tuple[CallSite, ...]


def schedules(graph: ModelGraph, planned: set[int], stretches: dict[int, tuple[int, ...]]) -> tuple[Schedule, ...]:
    """The schedule of every subgraph in ``planned`` (the main one and those memplan
    plans an arena for), ``stretches[k]`` the operators after which subgraph ``k``'s
    preparation stops; calls to subgraphs outside ``planned`` are left out.
    O(operators · log stretches)."""
    out = []
    for k in sorted(planned | {0}):
        ends = sorted(stretches.get(k, ()))
        calls = []
        for i, op in enumerate(graph.subgraphs[k].operators):
            caller = CALLERS.get(op.opcode)
            if caller is None:
                continue
            keys, kind = caller
            called: list[int] = []
            for key in keys:
                value = op.options.get(key)
                for s in value if isinstance(value, tuple) else (value,):
                    if isinstance(s, int) and s in planned and s != 0:
                        called.append(s)
            if called:
                calls.append(CallSite(i, kind, tuple(called), bisect_left(ends, i)))
        out.append(Schedule(k, tuple(calls)))
    return tuple(out)


def call_depth(schedule: tuple[Schedule, ...]) -> int:
    """The most subgraphs nested inside one another from the main one (0: it calls
    none). The reader has refused call cycles. O(subgraphs + call sites)."""
    calls = {s.subgraph: [c for site in s.calls for c in site.subgraphs] for s in schedule}
    depth: dict[int, int] = {}
    stack = [0]
    while stack:
        k = stack[-1]
        waiting = [c for c in calls.get(k, ()) if c not in depth]
        if waiting:
            stack.extend(waiting)
            continue
        stack.pop()
        depth[k] = max((depth[c] + 1 for c in calls.get(k, ())), default=0)
    return depth[0]


class _TooLarge(Exception):
    """The walk took more than MAX_STEPS steps."""


@dataclass
class _State:
    """What is allocated: arenas held, persistent arenas ever allocated (their bytes
    together in ``bytes``), subgraphs whose later stretches are prepared, CALL_ONCE
    subgraphs already run."""

    held: set[int] = field(default_factory=set)
    persistent: set[int] = field(default_factory=set)
    prepared: set[int] = field(default_factory=set)
    initialized: set[int] = field(default_factory=set)
    bytes: int = 0

    def copy(self) -> _State:
        return _State(set(self.held), set(self.persistent), set(self.prepared), set(self.initialized), self.bytes)


class _Walk:
    def __init__(self, schedule: tuple[Schedule, ...], arena: dict[int, int], persistent: dict[int, int]) -> None:
        self.calls = {s.subgraph: s.calls for s in schedule}
        self.arena = arena
        self.persistent = persistent
        self.steps = 0

    def step(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _TooLarge

    def allocate(self, state: _State, k: int) -> int:
        """``AllocateTensors`` on subgraph ``k``: its arenas and, through its first
        stretch's callers, theirs. Returns the bytes held after it."""
        if k not in state.held:
            state.held.add(k)
            state.bytes += self.arena.get(k, 0)
            if k not in state.persistent:
                state.persistent.add(k)
                state.bytes += self.persistent.get(k, 0)
            state.prepared.discard(k)
            for site in self.calls.get(k, ()):
                if site.stretch == 0:
                    self.prepare(state, site)
        return state.bytes

    def release(self, state: _State, k: int) -> None:
        """``ReleaseMemory``: the arena goes, the persistent arena stays."""
        if k in state.held:
            state.held.remove(k)
            state.bytes -= self.arena.get(k, 0)

    def prepare(self, state: _State, site: CallSite) -> None:
        self.step()
        if site.kind != "once":
            for s in site.subgraphs:
                self.allocate(state, s)

    def run(self, state: _State, k: int) -> int:
        """Runs subgraph ``k`` (allocated): the most bytes held while it runs."""
        self.step()
        peak = state.bytes
        calls = self.calls.get(k, ())
        first = k not in state.prepared
        state.prepared.add(k)
        done = 0  # the stretches prepared so far
        for i, site in enumerate(calls):
            if first and site.stretch > done:
                for later in calls[i:]:
                    if later.stretch > site.stretch:
                        break
                    self.prepare(state, later)
                done = site.stretch
                peak = max(peak, state.bytes)
            peak = max(peak, self.eval(state, site))
        return peak

    def eval(self, state: _State, site: CallSite) -> int:
        """The operator's Eval: the most bytes held while it runs."""
        self.step()
        if site.kind == "once":
            k = site.subgraphs[0]
            if k in state.initialized:
                return state.bytes
            state.initialized.add(k)
            peak = max(self.allocate(state, k), self.run(state, k))
            self.release(state, k)
            return peak
        if site.kind == "loop":
            peak = 0
            for s in site.subgraphs:
                peak = max(peak, self.allocate(state, s))
            for s in site.subgraphs:
                peak = max(peak, self.run(state, s))
            for s in site.subgraphs:
                self.release(state, s)
            return peak
        # a branch: the one whose run holds the most, the others keep their arenas
        best: tuple[int, _State] | None = None
        for s in dict.fromkeys(site.subgraphs):
            trial = state.copy()
            peak = max(self.allocate(trial, s), self.run(trial, s))
            self.release(trial, s)
            if best is None or peak > best[0]:
                best = (peak, trial)
        assert best is not None
        peak, after = best
        state.held, state.persistent, state.prepared = after.held, after.persistent, after.prepared
        state.initialized, state.bytes = after.initialized, after.bytes
        return peak


def resident_bytes(schedule: tuple[Schedule, ...], arena: dict[int, int], persistent: dict[int, int]) -> int:
    """The most arena and persistent-arena bytes LiteRT holds at once over
    :data:`INVOKES` invokes, each subgraph ``k`` taking ``arena[k]`` and
    ``persistent[k]`` bytes. O(steps), at most :data:`MAX_STEPS` (an IF's branches are
    each walked, so nested IFs multiply them); past that, or past :data:`MAX_DEPTH`
    nested calls, the sum of every arena, a bound."""
    if call_depth(schedule) > MAX_DEPTH:
        return sum(arena.values()) + sum(persistent.values())
    walk = _Walk(schedule, arena, persistent)
    state = _State()
    try:
        peak = walk.allocate(state, 0)
        for _ in range(INVOKES):
            peak = max(peak, walk.run(state, 0))
    except _TooLarge:
        return sum(arena.values()) + sum(persistent.values())
    return peak
