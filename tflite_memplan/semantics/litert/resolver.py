"""What LiteRT's built-in op resolver registers: every builtin with the versions it
accepts, and the custom operators it ships.

One row per builtin ``BuiltinOpResolver`` adds, read from google-ai-edge/LiteRT
``tflite/core/kernels/register.cc`` at ``SOURCE_COMMIT``: the schema's code, its name
and the lowest and highest operator version a kernel is registered for (a builtin added
without versions takes version 1 only). An operator whose code has no row, or whose
version is outside its row, stops the interpreter while it is built ("Didn't find op
for builtin opcode …"); a custom operator not in :data:`CUSTOM_OPS` stops it in
AllocateTensors ("Encountered unresolved custom op") — it never had a kernel either.

Measured on ``upstream.LITERT``: every builtin code of the
schema at versions 1 to 15 (and STABLEHLO_CASE, code 209, which the ``tflite`` schema
memplan reads with does not name yet) resolves exactly where these rows say; where the
wheel and the source ever disagree, the wheel wins and the row's ``note`` says so.
Codes beyond the wheel's schema (210 on) are refused as "out of range".
"""

from __future__ import annotations

from dataclasses import dataclass

from tflite_memplan.semantics.upstream import LITERT_COMMIT

#: The file and commit the rows were read from.
SOURCE = "google-ai-edge/LiteRT tflite/core/kernels/register.cc"
SOURCE_COMMIT = LITERT_COMMIT


@dataclass(frozen=True)
class Builtin:
    """One builtin the resolver registers, for versions ``min_version``..``max_version``."""

    code: int
    name: str
    min_version: int = 1
    max_version: int = 1
    note: str = ""

    def accepts(self, version: int) -> bool:
        return self.min_version <= version <= self.max_version


BUILTINS: tuple[Builtin, ...] = (
    Builtin(0, "ADD", 1, 6),
    Builtin(1, "AVERAGE_POOL_2D", 1, 3),
    Builtin(2, "CONCATENATION", 1, 7),
    Builtin(3, "CONV_2D", 1, 8),
    Builtin(4, "DEPTHWISE_CONV_2D", 1, 7),
    Builtin(5, "DEPTH_TO_SPACE", 1, 2),
    Builtin(6, "DEQUANTIZE", 1, 9),
    Builtin(7, "EMBEDDING_LOOKUP", 1, 5),
    Builtin(8, "FLOOR"),
    Builtin(9, "FULLY_CONNECTED", 1, 14),
    Builtin(10, "HASHTABLE_LOOKUP"),
    Builtin(11, "L2_NORMALIZATION", 1, 2),
    Builtin(12, "L2_POOL_2D"),
    Builtin(13, "LOCAL_RESPONSE_NORMALIZATION"),
    Builtin(14, "LOGISTIC", 1, 3),
    Builtin(15, "LSH_PROJECTION"),
    Builtin(16, "LSTM", 1, 4),
    Builtin(17, "MAX_POOL_2D", 1, 3),
    Builtin(18, "MUL", 1, 8),
    Builtin(19, "RELU", 1, 3),
    Builtin(20, "RELU_N1_TO_1"),
    Builtin(21, "RELU6", 1, 3),
    Builtin(22, "RESHAPE"),
    Builtin(23, "RESIZE_BILINEAR", 1, 4),
    Builtin(24, "RNN", 1, 3),
    Builtin(25, "SOFTMAX", 1, 4),
    Builtin(26, "SPACE_TO_DEPTH", 1, 2),
    Builtin(27, "SVDF", 1, 4),
    Builtin(28, "TANH", 1, 3),
    Builtin(30, "SKIP_GRAM"),
    Builtin(33, "EMBEDDING_LOOKUP_SPARSE"),
    Builtin(34, "PAD", 1, 6),
    Builtin(35, "UNIDIRECTIONAL_SEQUENCE_RNN", 1, 3),
    Builtin(36, "GATHER", 1, 8),
    Builtin(37, "BATCH_TO_SPACE_ND", 1, 4),
    Builtin(38, "SPACE_TO_BATCH_ND", 1, 4),
    Builtin(39, "TRANSPOSE", 1, 9),
    Builtin(40, "MEAN", 1, 3),
    Builtin(41, "SUB", 1, 5),
    Builtin(42, "DIV", 1, 2),
    Builtin(43, "SQUEEZE", 1, 2),
    Builtin(44, "UNIDIRECTIONAL_SEQUENCE_LSTM", 1, 4),
    Builtin(45, "STRIDED_SLICE", 1, 8),
    Builtin(46, "BIDIRECTIONAL_SEQUENCE_RNN", 1, 3),
    Builtin(47, "EXP", 1, 2),
    Builtin(48, "TOPK_V2", 1, 3),
    Builtin(49, "SPLIT", 1, 5),
    Builtin(50, "LOG_SOFTMAX", 1, 2),
    Builtin(52, "BIDIRECTIONAL_SEQUENCE_LSTM", 1, 3),
    Builtin(53, "CAST", 1, 9),
    Builtin(54, "PRELU"),
    Builtin(55, "MAXIMUM", 1, 4),
    Builtin(56, "ARG_MAX", 1, 3),
    Builtin(57, "MINIMUM", 1, 4),
    Builtin(58, "LESS", 1, 3),
    Builtin(59, "NEG"),
    Builtin(60, "PADV2", 1, 6),
    Builtin(61, "GREATER", 1, 2),
    Builtin(62, "GREATER_EQUAL", 1, 3),
    Builtin(63, "LESS_EQUAL", 1, 2),
    Builtin(64, "SELECT", 1, 4),
    Builtin(65, "SLICE", 1, 8),
    Builtin(66, "SIN", 1, 2),
    Builtin(67, "TRANSPOSE_CONV", 1, 5),
    Builtin(68, "SPARSE_TO_DENSE", 1, 3),
    Builtin(69, "TILE", 1, 3),
    Builtin(70, "EXPAND_DIMS"),
    Builtin(71, "EQUAL", 1, 5),
    Builtin(72, "NOT_EQUAL", 1, 4),
    Builtin(73, "LOG", 1, 2),
    Builtin(74, "SUM", 1, 2),
    Builtin(75, "SQRT", 1, 2),
    Builtin(76, "RSQRT", 1, 3),
    Builtin(77, "SHAPE"),
    Builtin(78, "POW"),
    Builtin(79, "ARG_MIN", 1, 3),
    Builtin(80, "FAKE_QUANT", 1, 2),
    Builtin(81, "REDUCE_PROD", 1, 2),
    Builtin(82, "REDUCE_MAX", 1, 3),
    Builtin(83, "PACK", 1, 5),
    Builtin(84, "LOGICAL_OR"),
    Builtin(85, "ONE_HOT"),
    Builtin(86, "LOGICAL_AND"),
    Builtin(87, "LOGICAL_NOT"),
    Builtin(88, "UNPACK", 1, 6),
    Builtin(89, "REDUCE_MIN", 1, 3),
    Builtin(90, "FLOOR_DIV", 1, 3),
    Builtin(91, "REDUCE_ANY"),
    Builtin(92, "SQUARE"),
    Builtin(93, "ZEROS_LIKE"),
    Builtin(94, "FILL", 1, 5),
    Builtin(95, "FLOOR_MOD", 1, 2),
    Builtin(96, "RANGE", 1, 2),
    Builtin(97, "RESIZE_NEAREST_NEIGHBOR", 1, 4),
    Builtin(98, "LEAKY_RELU", 1, 2),
    Builtin(99, "SQUARED_DIFFERENCE", 1, 2),
    Builtin(100, "MIRROR_PAD", 1, 3),
    Builtin(101, "ABS", 1, 5),
    Builtin(102, "SPLIT_V", 1, 3),
    Builtin(103, "UNIQUE"),
    Builtin(104, "CEIL"),
    Builtin(105, "REVERSE_V2", 1, 4),
    Builtin(106, "ADD_N"),
    Builtin(107, "GATHER_ND", 1, 6),
    Builtin(108, "COS", 1, 2),
    Builtin(109, "WHERE", 1, 2),
    Builtin(110, "RANK"),
    Builtin(111, "ELU"),
    Builtin(112, "REVERSE_SEQUENCE"),
    Builtin(113, "MATRIX_DIAG"),
    Builtin(114, "QUANTIZE", 1, 6),
    Builtin(115, "MATRIX_SET_DIAG"),
    Builtin(116, "ROUND"),
    Builtin(117, "HARD_SWISH"),
    Builtin(118, "IF"),
    Builtin(119, "WHILE"),
    Builtin(120, "NON_MAX_SUPPRESSION_V4"),
    Builtin(121, "NON_MAX_SUPPRESSION_V5"),
    Builtin(122, "SCATTER_ND"),
    Builtin(123, "SELECT_V2", 1, 2),
    Builtin(124, "DENSIFY"),
    Builtin(125, "SEGMENT_SUM"),
    Builtin(126, "BATCH_MATMUL", 1, 4),
    Builtin(128, "CUMSUM"),
    Builtin(129, "CALL_ONCE"),
    Builtin(130, "BROADCAST_TO", 2, 4),
    Builtin(131, "RFFT2D"),
    Builtin(132, "CONV_3D"),
    Builtin(133, "IMAG"),
    Builtin(134, "REAL"),
    Builtin(135, "COMPLEX_ABS"),
    Builtin(136, "HASHTABLE"),
    Builtin(137, "HASHTABLE_FIND"),
    Builtin(138, "HASHTABLE_IMPORT"),
    Builtin(139, "HASHTABLE_SIZE"),
    Builtin(140, "REDUCE_ALL"),
    Builtin(141, "CONV_3D_TRANSPOSE"),
    Builtin(142, "VAR_HANDLE"),
    Builtin(143, "READ_VARIABLE"),
    Builtin(144, "ASSIGN_VARIABLE"),
    Builtin(145, "BROADCAST_ARGS"),
    Builtin(146, "RANDOM_STANDARD_NORMAL"),
    Builtin(147, "BUCKETIZE"),
    Builtin(148, "RANDOM_UNIFORM"),
    Builtin(149, "MULTINOMIAL"),
    Builtin(150, "GELU", 1, 3),
    Builtin(151, "DYNAMIC_UPDATE_SLICE", 1, 6),
    Builtin(152, "RELU_0_TO_1"),
    Builtin(153, "UNSORTED_SEGMENT_PROD"),
    Builtin(154, "UNSORTED_SEGMENT_MAX"),
    Builtin(155, "UNSORTED_SEGMENT_SUM"),
    Builtin(156, "ATAN2"),
    Builtin(157, "UNSORTED_SEGMENT_MIN"),
    Builtin(158, "SIGN", 1, 2),
    Builtin(159, "BITCAST"),
    Builtin(160, "BITWISE_XOR"),
    Builtin(161, "RIGHT_SHIFT"),
    Builtin(163, "STABLEHLO_ADD"),
    Builtin(165, "STABLEHLO_MULTIPLY"),
    Builtin(166, "STABLEHLO_MAXIMUM"),
    Builtin(176, "STABLEHLO_AND"),
    Builtin(181, "STABLEHLO_MINIMUM"),
    Builtin(190, "STABLEHLO_SCATTER"),
    Builtin(195, "STABLEHLO_PAD"),
    Builtin(198, "STABLEHLO_REDUCE_WINDOW"),
    Builtin(201, "STABLEHLO_GATHER"),
    Builtin(203, "DILATE"),
    Builtin(204, "STABLEHLO_RNG_BIT_GENERATOR"),
    Builtin(205, "REDUCE_WINDOW"),
    Builtin(206, "STABLEHLO_COMPOSITE"),
    Builtin(207, "STABLEHLO_SHIFT_LEFT"),
    Builtin(209, "STABLEHLO_CASE"),
)

#: The custom operators the resolver registers, by their custom code.
CUSTOM_OPS = frozenset(
    {"AudioSpectrogram", "Mfcc", "NumericVerify", "TFLite_Detection_PostProcess", "aeq.hadamard_rotation"}
)

_BY_CODE = {b.code: b for b in BUILTINS}


def builtin_row(code: int) -> Builtin | None:
    """The resolver's row for builtin ``code``; None when it registers no kernel for it."""
    return _BY_CODE.get(code)
