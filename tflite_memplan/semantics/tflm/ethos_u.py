"""TFLM's Ethos-U operator: what a Vela-compiled model's ``ethos-u`` custom operator costs
in the arena, on builds with ``CO_PROCESSOR=ethos_u``.

Vela replaces the operators the NPU runs with one custom operator whose inputs are, in
order, the command stream, the weights, Vela's scratch and fast scratch, then the data
inputs; its outputs are the data outputs. Command stream and weights are constant (they
stay in flash). The two scratch tensors are ordinary non-constant tensors, so TFLM plans
them in the head like any tensor, at the offsets of the offline plan
(``OfflineMemoryAllocation``) Vela writes into the model — where Vela also places the
data inputs and outputs inside its scratch area — or greedily when a model has none.

The kernel itself (``tensorflow/lite/micro/kernels/ethos_u/ethosu.cc``, read at
``upstream.TFLM_SOURCES``) touches no NPU before Eval: Init keeps an op data of three
ints (the command stream's size and two scratch-buffer indices), Prepare asks for two
scratch buffers — the NPU's base addresses (one ``uint64_t`` per input and output) and
their sizes (one ``size_t`` each) — and borrows input 0 (the command stream) to read its
size. The CPU's other operators run on CMSIS-NN (Ethos-U builds set
``OPTIMIZED_KERNEL_DIR=cmsis_nn`` too, as TFLM's Corstone-300 examples do).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tflite_memplan.model.dtypes import INT32, INT64
from tflite_memplan.model.graph import Operator
from tflite_memplan.semantics.tflm.requests import KernelNode, ScratchRequest, ScratchRule
from tflite_memplan.semantics.tflm.targets import Build

#: The custom code Vela gives the operator (``GetString_ETHOSU()``).
CUSTOM_CODE = "ethos-u"
#: The kernel library of builds with ``CO_PROCESSOR=ethos_u`` (:mod:`.libraries`).
LIBRARY = "ethos-u"
#: ``OpData`` of ethosu.cc: ``cms_data_size``, ``base_addr_idx``, ``base_addr_size_idx``.
OP_DATA_BYTES = 3 * INT32
#: What the kernel's Prepare borrows as a temporary tensor: input 0, the command stream.
PREPARE_TEMPORARIES = ("i0",)


def is_ethos_u(op: Operator) -> bool:
    """Whether ``op`` is the NPU operator a Vela-compiled model carries."""
    return op.is_custom and op.opcode == CUSTOM_CODE


def runs(op: Operator, target: Build) -> bool:
    """Whether ``op`` is the NPU operator and ``target`` a build with its kernel."""
    return target.library.uses(LIBRARY) and is_ethos_u(op)


def scratch_requests(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """Prepare's two requests, one entry per input and output (the command stream
    included): the base addresses as ``uint64_t``, then their sizes as ``size_t``. None
    for an operator without inputs, whose Prepare fails."""
    if not node.op.inputs:
        return None
    count = len(node.op.inputs) + len(node.op.outputs)
    return (
        ScratchRequest(count * INT64, "Ethos-U base addresses"),
        ScratchRequest(count * node.pointer_bytes, "Ethos-U base address sizes"),
    )


#: The library's scratch rules (:mod:`.libraries`): the NPU operator's; CMSIS-NN's and the
#: reference kernels' run the rest.
RULES: Mapping[str, ScratchRule] = MappingProxyType({CUSTOM_CODE: scratch_requests})
