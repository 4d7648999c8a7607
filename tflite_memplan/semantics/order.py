"""The operator-order problem every runtime states: :class:`OrderProblem`, and the
dataflow facts each runtime's problem is built from (who writes each tensor, which
operators keep their stored order). Each runtime builds its own problem from its own
lifetimes (``semantics/<runtime>/order.py``), so its planned-tensor rule exists once;
:mod:`tflite_memplan.reorder.search` solves it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import Operator, Subgraph

#: Operators that read or write state outside their tensors' dataflow.
STATEFUL_OPS = frozenset(
    {"VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE", "CALL_ONCE", "IF", "WHILE", "CALL", "MULTINOMIAL"}
)


@dataclass(frozen=True)
class OrderProblem:
    """One subgraph, abstractly.

    ``sizes[t]`` bytes of tensor t (rounded by the caller); ``producers[t]`` the
    operator writing t, or -1 for a tensor there before the first operator (a graph
    input); ``reads[o]``/``writes[o]`` the tensors operator o reads and writes;
    ``scratch[o]`` bytes live only while o runs; ``outputs`` tensors live to the end;
    ``fixed`` operators that must keep their stored relative order (variables,
    control flow, custom operators with state). Constants are simply left out.
    """

    sizes: tuple[int, ...]
    producers: tuple[int, ...]
    reads: tuple[tuple[int, ...], ...]
    writes: tuple[tuple[int, ...], ...]
    scratch: tuple[int, ...]
    outputs: frozenset[int] = frozenset()
    fixed: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        n, m = len(self.reads), len(self.sizes)
        if len(self.writes) != n or len(self.scratch) != n:
            raise ValueError("reads, writes and scratch need one entry per operator")
        if len(self.producers) != m:
            raise ValueError("producers needs one entry per tensor")
        for o in range(n):
            for t in (*self.reads[o], *self.writes[o]):
                if not 0 <= t < m:
                    raise ValueError(f"operator {o} uses tensor {t}, not among the {m} tensors")
            for t in self.writes[o]:
                if self.producers[t] != o:
                    raise ValueError(f"operator {o} writes tensor {t}, whose producer is {self.producers[t]}")
        if any(s < 0 for s in (*self.sizes, *self.scratch)):
            raise ValueError("sizes and scratch are at least 0")
        if any(not 0 <= o < n for o in self.fixed):
            raise ValueError("fixed names an operator that does not exist")

    @property
    def operators(self) -> int:
        return len(self.reads)


@dataclass(frozen=True)
class OrderResult:
    """The order found, its peak, a bound no order beats, whether the order is proved
    the best, and the stored order's peak."""

    order: tuple[int, ...]
    peak: int
    bound: int
    optimal: bool
    stored_peak: int
    explored: int
    timed_out: bool

    def verdict(self) -> str:
        """``"optimal (proved)"`` or how far the order may be from the best one."""
        if self.optimal or not self.peak:
            return "optimal (proved)"
        return f"≤ {100 * (self.peak - self.bound) / self.peak:.1f} % from the best order"


def is_fixed(sg: Subgraph, op: Operator) -> bool:
    """Whether ``op`` keeps its stored order relative to the other fixed operators."""
    if op.opcode in STATEFUL_OPS or op.opcode.startswith("RANDOM") or op.is_custom or op.called_subgraphs:
        return True
    return any(t >= 0 and sg.tensors[t].is_variable for t in (*op.inputs, *op.outputs))


def producers(sg: Subgraph) -> list[int]:
    """The operator writing each tensor (-1: none). Raises :class:`MemplanError` when a
    tensor has two writers or the stored order is not a dataflow order."""
    producers = [-1] * len(sg.tensors)
    for op in sg.operators:
        for t in op.outputs:
            if t < 0:
                continue
            if producers[t] >= 0:
                raise MemplanError(f"tensor {sg.tensors[t].name} is written by two operators")
            producers[t] = op.index
    for op in sg.operators:
        late = [t for t in op.inputs if t >= 0 and producers[t] >= op.index]
        if late:
            raise MemplanError(
                f"operator {op.index} ({op.opcode}) reads {sg.tensors[late[0]].name} before it is written: "
                "the stored order is not a dataflow order"
            )
    return producers
