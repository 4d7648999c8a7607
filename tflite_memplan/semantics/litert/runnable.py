"""Will LiteRT's CPU interpreter run the model: where it would stop, and why.

In the order the interpreter meets them: while it is built, a tensor whose quantization
parameters it rejects (``InterpreterBuilder::ParseQuantization``) or cannot size, and an
operator its built-in resolver has no kernel for (a builtin it lacks, a version outside
the registered range, a code newer than its schema: :mod:`.resolver`); in
AllocateTensors, a custom operator nobody registered (the placeholder's Prepare fails:
no kernel, so ``resolve``) and a kernel's Prepare refusing the stored shapes or options.
The Prepare refusals modelled are those of the convolution and pooling kernels (conv.cc,
depthwise_conv.cc, pooling.cc, transpose_conv.cc): a stride or dilation below 1, and a
convolution whose dilated filter cannot slide over its input even once (the output size
``padding.h`` computes comes out negative). Pooling and transposed convolutions never
fail on sizes (an output of 0 is accepted), and an output whose stored shape disagrees
is resized, not refused. Beyond those, a few kernels' refusals read from their source
and measured on the wheel: a CONV_2D without bias, an integer LSTM without its
intermediate tensors, an int8 ADD or SUB input quantized block by block (its Prepare
aborts; with XNNPACK too, which does not take it, and XNNPACK crashes on a DEQUANTIZE
of such int8 weights, though not of int4 ones), and the input types of the elementwise
and activation kernels in :data:`KERNEL_TYPES` (LiteRT's kernels take far more types than TFLM's; the others are not
judged yet). With the XNNPACK delegate (the default, as ``ai-edge-litert``'s), every
operator is still resolved while the interpreter is built, but the operators the
delegate takes are prepared by it, not by their kernels: their kernels' type refusals do
not apply (XNNPACK runs float16 ABS, RELU… that the kernels refuse), a stride or dilation
below 1 still stops it, and a VALID convolution whose dilated filter is larger than its
input fails when XNNPACK sizes its runtime ("failed to reshape runtime"), even where the
built-in kernel's truncated division would give it an output. Measured on the wheel
(tests/test_litert_runnable.py); what XNNPACK takes and then fails to set up is not
judged (docs/limits.md). A custom operator nobody registers is a placeholder the delegate
replaces when it takes the node (MediaPipe's ``Convolution2DTransposeBias``, measured on
the corpus: it runs with XNNPACK and not without). O(operators + tensors), plus the
delegate's partitioning.
"""

from __future__ import annotations

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.model.propagate import propagate_shapes
from tflite_memplan.semantics.litert import DEFAULT_DELEGATE
from tflite_memplan.semantics.litert.conv import option
from tflite_memplan.semantics.litert.resolver import CUSTOM_OPS, builtin_row
from tflite_memplan.semantics.litert.xnnpack import block_quantized_input, delegated_graph
from tflite_memplan.semantics.runnable import Refusal, Runnability

#: What reports call the runtime judged, by delegate.
RUNTIME = {"none": "LiteRT built-in kernels", "xnnpack": "LiteRT with XNNPACK"}
#: The highest builtin code LiteRT's schema names (STABLEHLO_CASE); beyond it the
#: interpreter refuses the code as out of range.
_NEWEST_CODE = 209
_VALID = 1  # Padding.VALID (SAME is 0)
#: The kernels whose Prepare refuses a stride below 1 (conv.cc, depthwise_conv.cc,
#: pooling.cc, transpose_conv.cc), and those that refuse such a dilation and then size
#: their output from the dilated filter.
_STRIDED = frozenset({"CONV_2D", "DEPTHWISE_CONV_2D", "AVERAGE_POOL_2D", "MAX_POOL_2D", "L2_POOL_2D", "TRANSPOSE_CONV"})
_DILATED = frozenset({"CONV_2D", "DEPTHWISE_CONV_2D"})
#: The input types kernels take: opcode -> (the phase that refuses others, the types, the
#: kernel's source), read from the kernel and measured on ``upstream.LITERT`` over the
#: types of :data:`_JUDGED_TYPES` (int8 and int16 quantized or not); other types are not judged.
KERNEL_TYPES: dict[str, tuple[str, frozenset[str], str]] = {
    "ABS": ("prepare", frozenset({"float32", "int8", "int16", "int32"}), "elementwise.cc"),
    "SIN": ("prepare", frozenset({"float32", "float16"}), "elementwise.cc"),
    "COS": ("prepare", frozenset({"float32", "float16"}), "elementwise.cc"),
    "LOG": ("prepare", frozenset({"float32", "int8", "int16"}), "elementwise.cc"),
    "SQRT": ("prepare", frozenset({"float32", "int8", "int16"}), "elementwise.cc"),
    "RSQRT": ("prepare", frozenset({"float32", "int8", "int16"}), "elementwise.cc"),
    "SQUARE": ("prepare", frozenset({"float32"}), "elementwise.cc"),
    "LOGICAL_NOT": ("prepare", frozenset({"bool"}), "elementwise.cc"),
    "FLOOR": ("prepare", frozenset({"float32", "float16"}), "floor.cc"),
    "CEIL": ("prepare", frozenset({"float32"}), "ceil.cc"),
    "ROUND": ("prepare", frozenset({"float32", "float16"}), "round.cc"),
    "CUMSUM": ("prepare", frozenset({"float32", "int32", "int64"}), "cumsum.cc"),
    "ADD_N": ("invoke", frozenset({"float32", "int32"}), "add_n.cc"),
    "HARD_SWISH": ("invoke", frozenset({"float32", "int8", "uint8"}), "activations.cc"),
    "ZEROS_LIKE": ("invoke", frozenset({"float32", "int32", "int64"}), "zeros_like.cc"),
    "NEG": ("invoke", frozenset({"float32", "float16", "int8", "int16", "int32", "int64"}), "neg.cc"),
    "EXP": ("invoke", frozenset({"float32", "int8", "int16"}), "exp.cc"),
    "ELU": ("invoke", frozenset({"float32", "int8"}), "activations.cc"),
    "RELU": ("invoke", frozenset({"float32", "int8", "int16", "uint8"}), "activations.cc"),
}
_TYPE_ORDER = ("float32", "float16", "int8", "int16", "int32", "int64", "uint8", "bool")
_JUDGED_TYPES = frozenset(_TYPE_ORDER)
#: The tensor types the builder does not size from the stored shape.
_UNSIZED = frozenset({"string", "resource", "variant"})


def litert_runnability(
    graph: ModelGraph, threads: int = 1, delegate: str = DEFAULT_DELEGATE, **_: object
) -> Runnability:
    """The verdict for ``graph`` on LiteRT with ``delegate`` (see the module docstring);
    options that change only sizes (``threads``…) are accepted and ignored."""
    taken: dict[int, frozenset[int]] = {}
    built = not any(_resolve_refusal(op) and not _placeholder(op) for sg in graph.subgraphs for op in sg.operators)
    if delegate == "xnnpack" and built:
        taken = {d.subgraph: d.taken for d in delegated_graph(graph)[1]}
    refusals: list[Refusal] = []
    shaped = propagate_shapes(graph)  # kernels and XNNPACK prepare at the shapes computed while running
    for stored, sg in zip(graph.subgraphs, shaped.subgraphs, strict=True):
        refusals += _tensor_refusals(stored)
        delegated = taken.get(sg.index, frozenset())
        for op in sg.operators:
            unresolved = _resolve_refusal(op)
            if unresolved is not None and op.index in delegated and _placeholder(op):
                unresolved = None  # the delegate replaced the placeholder
            found = unresolved or (_delegated_refusal(sg, op) if op.index in delegated else _prepare_refusal(sg, op))
            if found is not None:
                refusals.append(Refusal(*found, subgraph=sg.index, operator=op.index, opcode=op.opcode))
    return Runnability(RUNTIME.get(delegate, RUNTIME["none"]), tuple(refusals))


def _tensor_refusals(sg: Subgraph) -> list[Refusal]:
    """Tensors the interpreter's builder rejects: stored with a -1 dimension (it sizes
    every tensor but strings, resources and variants from its stored shape: util.cc
    BytesRequired), or with affine quantization that is not a zero point per scale, a
    quantized dimension inside the shape, and one scale or one per slice of it."""
    out = []
    for t in sg.tensors:
        if t.dtype not in _UNSIZED and (t.stretched or any(d < 0 for d in t.shape)):
            reason = f"tensor {t.index} ({t.name}) is stored with an unknown (-1) dimension, which LiteRT cannot size"
            out.append(Refusal("resolve", reason, sg.index))
        if t.quant_scales == 0:
            continue
        rank, dim, scales = len(t.shape), t.quant_dimension, t.quant_scales
        problem = None
        if len(t.zero_points) != scales:
            problem = f"{scales} scales but {len(t.zero_points)} zero points"
        elif dim < 0 or (rank and dim >= rank):
            problem = f"quantized dimension {dim} is outside its shape {list(t.shape)}"
        elif scales != 1 and rank and scales != t.shape[dim]:
            problem = f"{scales} scales along dimension {dim} of {t.shape[dim]}"
        if problem:
            reason = f"tensor {t.index} ({t.name}) has quantization LiteRT rejects: {problem}"
            out.append(Refusal("resolve", reason, sg.index))
    return out


def _placeholder(op: Operator) -> bool:
    """A custom operator no resolver registers (not a TensorFlow one): the builder gives it
    a placeholder registration (``CreateUnresolvedCustomOp``), which stops AllocateTensors
    unless a delegate takes the node."""
    return op.is_custom and op.custom_code not in CUSTOM_OPS and not (op.custom_code or "").startswith("Flex")


def _resolve_refusal(op: Operator) -> tuple[str, str] | None:
    if op.is_custom:
        if op.custom_code in CUSTOM_OPS:
            return None
        if (op.custom_code or "").startswith("Flex"):
            return ("resolve", "a TensorFlow operator, which LiteRT runs only with its Select TF ops library")
        return ("resolve", "LiteRT ships no kernel for this custom operator; the application must register one")
    code = op.builtin_code if op.builtin_code is not None else -1
    row = builtin_row(code)
    if row is None:
        if code > _NEWEST_CODE:
            return ("resolve", f"builtin code {code} is newer than LiteRT's operator set")
        return ("resolve", "LiteRT's built-in resolver has no kernel for this builtin operator")
    if not row.accepts(op.version):
        versions = f"versions {row.min_version} to {row.max_version}"
        versions = f"version {row.min_version}" if row.min_version == row.max_version else versions
        return ("resolve", f"LiteRT registers it for {versions}, not version {op.version}")
    return None


def _prepare_refusal(sg: Subgraph, op: Operator) -> tuple[str, str] | None:
    """The kernel's refusal of this operator (Prepare's, else Eval's), where modelled."""
    return _kernel_refusal(sg, op) or _type_refusal(sg, op)


def _delegated_refusal(sg: Subgraph, op: Operator) -> tuple[str, str] | None:
    """Where XNNPACK stops at an operator it took (see the module docstring)."""
    if op.opcode == "DEQUANTIZE" and block_quantized_input(sg, op) == "int8":
        return ("prepare", "XNNPACK crashes unpacking int8 weights quantized block by block (a segmentation fault)")
    found = _kernel_refusal(sg, op)
    if found is not None or op.opcode not in _DILATED:
        return found
    return _filter_fits(sg, op, _XNNPACK_FITS)


def _kernel_refusal(sg: Subgraph, op: Operator) -> tuple[str, str] | None:
    if op.opcode in ("ADD", "SUB") and block_quantized_input(sg, op) == "int8":
        return (
            "prepare",
            "an int8 input quantized block by block has no scale of its own; the kernel's Prepare "
            "derives its multipliers from it and aborts the process (add.cc, sub.cc)",
        )
    if op.opcode == "CONV_2D" and (len(op.inputs) < 3 or op.inputs[2] < 0):
        return ("prepare", "it has no bias input, which LiteRT's kernel requires (conv.cc)")
    if op.opcode == "UNIDIRECTIONAL_SEQUENCE_LSTM" and _input_type(sg, op) == "int8" and len(op.intermediates) != 5:
        return (
            "prepare",
            f"an integer LSTM needs its 5 intermediate tensors, and it has {len(op.intermediates)} "
            "(unidirectional_sequence_lstm.cc)",
        )
    if op.opcode in _STRIDED:
        for a in "hw":
            if option(op, f"stride_{a}") <= 0:
                return ("prepare", f"its stride is {option(op, f'stride_{a}')}; the kernel needs at least 1")
    if op.opcode in _DILATED:
        for a in "hw":
            dilation = option(op, f"dilation_{a}_factor", f"dilation_{a}factor")
            if dilation <= 0:
                return ("prepare", f"its dilation factor is {dilation}; the kernel needs at least 1")
        return _filter_fits(sg, op)
    return None


def _input_type(sg: Subgraph, op: Operator) -> str | None:
    return sg.tensors[op.inputs[0]].dtype if op.inputs and op.inputs[0] >= 0 else None


def _type_refusal(sg: Subgraph, op: Operator) -> tuple[str, str] | None:
    """An input type the kernel refuses (:data:`KERNEL_TYPES`), or an int8 or int16 input
    without the quantization the elementwise kernels need."""
    row = KERNEL_TYPES.get(op.opcode)
    if row is None or not op.inputs or op.inputs[0] < 0:
        return None
    phase, taken, source = row
    x = sg.tensors[op.inputs[0]]
    if x.dtype in _JUDGED_TYPES and x.dtype not in taken:
        names = sorted(taken, key=_TYPE_ORDER.index)
        listed = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
        return (phase, f"its kernel takes {listed} input, not {x.dtype} ({source})")
    if source == "elementwise.cc" and not x.quant_scales:
        if x.dtype == "int8":
            return ("prepare", "its int8 input is not quantized, which the kernel requires (elementwise.cc)")
        if x.dtype == "int16" and op.opcode in ("LOG", "SQRT", "RSQRT"):
            return ("invoke", "its int16 input is not quantized: the kernel's Eval has no table for it and crashes")
    return None


#: The built-in kernels' rule: the output extent ``(size + stride - span) / stride``,
#: truncated toward zero, is not negative (padding.h).
_KERNEL_FITS = "kernel"
#: XNNPACK's: the dilated filter's span is at most the input's size.
_XNNPACK_FITS = "xnnpack"


def _filter_fits(sg: Subgraph, op: Operator, rule: str = _KERNEL_FITS) -> tuple[str, str] | None:
    """Whether a VALID convolution's dilated filter fits its input under ``rule`` (SAME
    always fits)."""
    if len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or option(op, "padding", default=0) != _VALID:
        return None
    image, weights = sg.tensors[op.inputs[0]].shape, sg.tensors[op.inputs[1]].shape
    if len(image) != 4 or len(weights) != 4:
        return None
    for axis, a in ((1, "h"), (2, "w")):
        stride = option(op, f"stride_{a}")
        dilation = option(op, f"dilation_{a}_factor", f"dilation_{a}factor")
        span = (weights[axis] - 1) * dilation + 1
        # the kernel: truncated division below zero; XNNPACK: larger than the input
        if span >= image[axis] + 2 * stride if rule == _KERNEL_FITS else span > image[axis]:
            dilated = f", dilated by {dilation}," if dilation != 1 else ""
            stridden = f" at stride {stride}" if stride != 1 and rule == _KERNEL_FITS else ""
            who = "" if rule == _KERNEL_FITS else "XNNPACK cannot size it: "
            return (
                "prepare",
                f"{who}its {weights[1]}x{weights[2]} VALID filter{dilated} does not fit its "
                f"{image[1]}x{image[2]} input{stridden}",
            )
    return None
