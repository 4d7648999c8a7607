"""The model graph: what a ``.tflite`` file says, as plain frozen dataclasses.

The loader builds these; everything downstream (lifetimes, planners, reports) reads
only these types, never the flatbuffer, so the planners can be exercised on graphs
built by hand in tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from tflite_memplan.model.layout import FileLayout


class TensorKind(StrEnum):
    """The role a tensor plays, which decides whether and how a runtime plans it."""

    INPUT = "input"
    OUTPUT = "output"
    INTERMEDIATE = "intermediate"
    CONSTANT = "constant"
    VARIABLE = "variable"


def tensor_kind(*, is_variable: bool, has_data: bool, is_input: bool, is_output: bool) -> TensorKind:
    """A tensor's role, decided once for every producer of graphs (loader, synthetic graphs).

    Variables and constants first: a graph input that carries data is a constant to
    every runtime's planner.
    """
    if is_variable:
        return TensorKind.VARIABLE
    if has_data:
        return TensorKind.CONSTANT
    if is_input:
        return TensorKind.INPUT
    if is_output:
        return TensorKind.OUTPUT
    return TensorKind.INTERMEDIATE


@dataclass(frozen=True)
class Tensor:
    """One tensor of one subgraph.

    ``nbytes`` is ``None`` when the size cannot be known statically (a dynamic
    dimension that no ``--input-shape`` override reached, or a string tensor); such
    tensors are reported, never guessed. ``quant_scales`` counts the quantization
    scales (TFLM sizes its per-channel copies by it).
    """

    index: int
    name: str
    shape: tuple[int, ...]
    dtype: str
    nbytes: int | None
    kind: TensorKind
    shape_signature: tuple[int, ...] | None = None
    is_variable: bool = False
    has_data: bool = False
    stored_empty: bool = False  # its buffer stores a data vector with no bytes (an empty constant, not "no data")
    quantized: bool = False
    scales: tuple[float, ...] = ()  # the quantization scales as stored (kernels compare them)
    zero_points: tuple[int, ...] = ()  # the quantization zero points as stored
    quant_dimension: int = 0  # the quantized dimension per-channel scales run along
    values: tuple[int, ...] | None = None  # a small integer constant's values (fft lengths, shapes, axes)
    sparse: bool = False  # stored sparse (a TFLite sparsity table): kernels keep ledgers for it
    # the lengths of the sparsity table's integer arrays (traversal order, block map when
    # stored, each sparse dimension's segments and indices) and its dimension count
    sparsity_arrays: tuple[int, ...] = ()
    sparsity_dims: int = 0
    stretched: bool = False  # stored with one -1 dimension that its RESHAPE fills in (see shapes.py)
    # the schema's QuantizationDetails kind (0 none, 1 custom, 2 blockwise, 3 multi-axis): the
    # last two keep their scales in other tensors, which a runtime may read (XNNPACK's qb4w)
    quant_details: int = 0

    @property
    def is_constant(self) -> bool:
        return self.has_data

    @property
    def block_quantized(self) -> bool:
        """Quantized block by block or along several axes (QuantizationDetails 2 or 3):
        no per-tensor or per-channel scale of its own; its scales are other tensors."""
        return self.quant_details in (2, 3)

    @property
    def quant_scales(self) -> int:
        """How many quantization scales: 1 per tensor, one per channel when per-channel."""
        return len(self.scales)

    @property
    def scales_vary(self) -> bool:
        """Per-channel scales not all equal (LiteRT treats equal ones as one scale)."""
        return len(set(self.scales)) > 1

    @property
    def quant_scale(self) -> float | None:
        """The first scale, the one a per-tensor quantization has (None: no scales)."""
        return self.scales[0] if self.scales else None

    @property
    def quant_zero_point(self) -> int:
        """The first zero point (0 when none is stored)."""
        return self.zero_points[0] if self.zero_points else 0

    @property
    def is_dynamic(self) -> bool:
        """True when the model declares an unknown (-1) dimension for this tensor."""
        return self.shape_signature is not None and any(d < 0 for d in self.shape_signature)


@dataclass(frozen=True)
class Operator:
    """One operator (node), in execution order within its subgraph.

    ``opcode`` is the builtin operator name (``"CONV_2D"``) or, for custom operators,
    the custom code. ``options`` holds the builtin options as plain values keyed in
    snake_case (``{"stride_w": 2, ...}``), so scratch-buffer rules can read them
    without touching the flatbuffer; a custom operator's flexbuffer map is merged in.
    ``custom_options`` keeps a custom operator's options as stored, bytes for bytes: some
    are not a flexbuffer but a runtime's C struct (MediaPipe's operators), which only the
    runtime's semantics can read. Optional inputs are ``-1``.
    """

    index: int
    opcode: str
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]
    builtin_code: int | None = None
    custom_code: str | None = None
    version: int = 1
    intermediates: tuple[int, ...] = ()
    options: Mapping[str, object] = field(default_factory=dict)
    called_subgraphs: tuple[int, ...] = ()
    custom_options: bytes = field(default=b"", repr=False)

    @property
    def is_custom(self) -> bool:
        return self.custom_code is not None

    def int_option(self, *names: str, default: int = 0) -> int:
        """The number under the first of ``names`` the options hold, as an int (the reader's
        snake_case of a schema field can be spelled two ways: ``dilation_w_factor`` or
        ``dilation_wfactor``); ``default`` when none holds a number."""
        for name in names:
            value = self.options.get(name)
            if isinstance(value, int | float):
                return int(value)
        return default

    def float_option(self, name: str, default: float = 0.0) -> float:
        """The number under ``name`` in the options, as a float; ``default`` when absent."""
        value = self.options.get(name)
        return float(value) if isinstance(value, int | float) else default


@dataclass(frozen=True)
class Subgraph:
    index: int
    name: str
    tensors: tuple[Tensor, ...]
    operators: tuple[Operator, ...]
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]


@dataclass(frozen=True)
class ModelGraph:
    """A whole model: every subgraph, plus model-level metadata memplan uses.

    ``offline_offsets`` is TFLM's ``OfflineMemoryAllocation`` metadata (one entry per
    tensor of all subgraphs concatenated, ``-1`` meaning "plan online"), or ``None``.
    ``offline_plan_builds`` names the builds memplan wrote that plan for, where it did.
    ``notes`` collects what the loader had to assume (e.g. static shapes used for
    dynamic dimensions) so reports can say so. ``layout`` says where the file's bytes
    lie (see :mod:`tflite_memplan.model.layout`); ``None`` for graphs built by hand.
    """

    path: str
    subgraphs: tuple[Subgraph, ...]
    description: str = ""
    version: int = 3
    offline_offsets: tuple[int, ...] | None = None
    notes: tuple[str, ...] = ()
    layout: FileLayout | None = field(default=None, compare=False, repr=False)
    #: The builds ``memplan optimize`` chose the offline plan for (its own metadata), if any.
    offline_plan_builds: tuple[str, ...] | None = None

    @property
    def main(self) -> Subgraph:
        return self.subgraphs[0]

    @property
    def num_operators(self) -> int:
        return sum(len(sg.operators) for sg in self.subgraphs)

    @property
    def num_tensors(self) -> int:
        return sum(len(sg.tensors) for sg in self.subgraphs)
