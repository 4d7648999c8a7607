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


#: One row a builtin: its code, its name and the versions registered (``lo-hi``; one
#: number: version 1 alone, what ``AddBuiltin`` without versions registers).
_ROWS = """
  0 ADD                          1-6
  1 AVERAGE_POOL_2D              1-3
  2 CONCATENATION                1-7
  3 CONV_2D                      1-8
  4 DEPTHWISE_CONV_2D            1-7
  5 DEPTH_TO_SPACE               1-2
  6 DEQUANTIZE                   1-9
  7 EMBEDDING_LOOKUP             1-5
  8 FLOOR                        1
  9 FULLY_CONNECTED              1-14
 10 HASHTABLE_LOOKUP             1
 11 L2_NORMALIZATION             1-2
 12 L2_POOL_2D                   1
 13 LOCAL_RESPONSE_NORMALIZATION 1
 14 LOGISTIC                     1-3
 15 LSH_PROJECTION               1
 16 LSTM                         1-4
 17 MAX_POOL_2D                  1-3
 18 MUL                          1-8
 19 RELU                         1-3
 20 RELU_N1_TO_1                 1
 21 RELU6                        1-3
 22 RESHAPE                      1
 23 RESIZE_BILINEAR              1-4
 24 RNN                          1-3
 25 SOFTMAX                      1-4
 26 SPACE_TO_DEPTH               1-2
 27 SVDF                         1-4
 28 TANH                         1-3
 30 SKIP_GRAM                    1
 33 EMBEDDING_LOOKUP_SPARSE      1
 34 PAD                          1-6
 35 UNIDIRECTIONAL_SEQUENCE_RNN  1-3
 36 GATHER                       1-8
 37 BATCH_TO_SPACE_ND            1-4
 38 SPACE_TO_BATCH_ND            1-4
 39 TRANSPOSE                    1-9
 40 MEAN                         1-3
 41 SUB                          1-5
 42 DIV                          1-2
 43 SQUEEZE                      1-2
 44 UNIDIRECTIONAL_SEQUENCE_LSTM 1-4
 45 STRIDED_SLICE                1-8
 46 BIDIRECTIONAL_SEQUENCE_RNN   1-3
 47 EXP                          1-2
 48 TOPK_V2                      1-3
 49 SPLIT                        1-5
 50 LOG_SOFTMAX                  1-2
 52 BIDIRECTIONAL_SEQUENCE_LSTM  1-3
 53 CAST                         1-9
 54 PRELU                        1
 55 MAXIMUM                      1-4
 56 ARG_MAX                      1-3
 57 MINIMUM                      1-4
 58 LESS                         1-3
 59 NEG                          1
 60 PADV2                        1-6
 61 GREATER                      1-2
 62 GREATER_EQUAL                1-3
 63 LESS_EQUAL                   1-2
 64 SELECT                       1-4
 65 SLICE                        1-8
 66 SIN                          1-2
 67 TRANSPOSE_CONV               1-5
 68 SPARSE_TO_DENSE              1-3
 69 TILE                         1-3
 70 EXPAND_DIMS                  1
 71 EQUAL                        1-5
 72 NOT_EQUAL                    1-4
 73 LOG                          1-2
 74 SUM                          1-2
 75 SQRT                         1-2
 76 RSQRT                        1-3
 77 SHAPE                        1
 78 POW                          1
 79 ARG_MIN                      1-3
 80 FAKE_QUANT                   1-2
 81 REDUCE_PROD                  1-2
 82 REDUCE_MAX                   1-3
 83 PACK                         1-5
 84 LOGICAL_OR                   1
 85 ONE_HOT                      1
 86 LOGICAL_AND                  1
 87 LOGICAL_NOT                  1
 88 UNPACK                       1-6
 89 REDUCE_MIN                   1-3
 90 FLOOR_DIV                    1-3
 91 REDUCE_ANY                   1
 92 SQUARE                       1
 93 ZEROS_LIKE                   1
 94 FILL                         1-5
 95 FLOOR_MOD                    1-2
 96 RANGE                        1-2
 97 RESIZE_NEAREST_NEIGHBOR      1-4
 98 LEAKY_RELU                   1-2
 99 SQUARED_DIFFERENCE           1-2
100 MIRROR_PAD                   1-3
101 ABS                          1-5
102 SPLIT_V                      1-3
103 UNIQUE                       1
104 CEIL                         1
105 REVERSE_V2                   1-4
106 ADD_N                        1
107 GATHER_ND                    1-6
108 COS                          1-2
109 WHERE                        1-2
110 RANK                         1
111 ELU                          1
112 REVERSE_SEQUENCE             1
113 MATRIX_DIAG                  1
114 QUANTIZE                     1-6
115 MATRIX_SET_DIAG              1
116 ROUND                        1
117 HARD_SWISH                   1
118 IF                           1
119 WHILE                        1
120 NON_MAX_SUPPRESSION_V4       1
121 NON_MAX_SUPPRESSION_V5       1
122 SCATTER_ND                   1
123 SELECT_V2                    1-2
124 DENSIFY                      1
125 SEGMENT_SUM                  1
126 BATCH_MATMUL                 1-4
128 CUMSUM                       1
129 CALL_ONCE                    1
130 BROADCAST_TO                 2-4
131 RFFT2D                       1
132 CONV_3D                      1
133 IMAG                         1
134 REAL                         1
135 COMPLEX_ABS                  1
136 HASHTABLE                    1
137 HASHTABLE_FIND               1
138 HASHTABLE_IMPORT             1
139 HASHTABLE_SIZE               1
140 REDUCE_ALL                   1
141 CONV_3D_TRANSPOSE            1
142 VAR_HANDLE                   1
143 READ_VARIABLE                1
144 ASSIGN_VARIABLE              1
145 BROADCAST_ARGS               1
146 RANDOM_STANDARD_NORMAL       1
147 BUCKETIZE                    1
148 RANDOM_UNIFORM               1
149 MULTINOMIAL                  1
150 GELU                         1-3
151 DYNAMIC_UPDATE_SLICE         1-6
152 RELU_0_TO_1                  1
153 UNSORTED_SEGMENT_PROD        1
154 UNSORTED_SEGMENT_MAX         1
155 UNSORTED_SEGMENT_SUM         1
156 ATAN2                        1
157 UNSORTED_SEGMENT_MIN         1
158 SIGN                         1-2
159 BITCAST                      1
160 BITWISE_XOR                  1
161 RIGHT_SHIFT                  1
163 STABLEHLO_ADD                1
165 STABLEHLO_MULTIPLY           1
166 STABLEHLO_MAXIMUM            1
176 STABLEHLO_AND                1
181 STABLEHLO_MINIMUM            1
190 STABLEHLO_SCATTER            1
195 STABLEHLO_PAD                1
198 STABLEHLO_REDUCE_WINDOW      1
201 STABLEHLO_GATHER             1
203 DILATE                       1
204 STABLEHLO_RNG_BIT_GENERATOR  1
205 REDUCE_WINDOW                1
206 STABLEHLO_COMPOSITE          1
207 STABLEHLO_SHIFT_LEFT         1
209 STABLEHLO_CASE               1
"""


def _builtin(row: str) -> Builtin:
    code, name, versions = row.split()
    lo, _, hi = versions.partition("-")
    return Builtin(int(code), name, int(lo), int(hi or lo))


BUILTINS: tuple[Builtin, ...] = tuple(_builtin(row) for row in _ROWS.strip().splitlines())

#: The custom operators the resolver registers, by their custom code.
CUSTOM_OPS = frozenset(
    {"AudioSpectrogram", "Mfcc", "NumericVerify", "TFLite_Detection_PostProcess", "aeq.hadamard_rotation"}
)

_BY_CODE = {b.code: b for b in BUILTINS}


def builtin_row(code: int) -> Builtin | None:
    """The resolver's row for builtin ``code``; None when it registers no kernel for it."""
    return _BY_CODE.get(code)
