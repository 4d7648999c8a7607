"""The TFLite schema details that reading and writing a model share.

The reader and the writer must agree on the file identifier, on the metadata names TFLM
looks for, on how an operator code is named and on which generated class holds an
operator's options; each of those facts lives here once. Everything is derived from the
generated ``tflite`` package, so a newer schema brings its operators and option tables
with it.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from types import ModuleType

import tflite

#: The four bytes at offset 4 of every TFLite flatbuffer.
FILE_IDENTIFIER = b"TFL3"
#: The schema version the converter writes.
SCHEMA_VERSION = 3
#: ``Model.metadata`` name of TFLM's offline memory plan (format in DESIGN.md).
OFFLINE_PLAN_METADATA = "OfflineMemoryAllocation"
#: memplan's own metadata beside an offline plan it wrote: the builds (TFLM targets, comma
#: separated, UTF-8) the plan was chosen for; TFLM ignores it.
PLAN_BUILDS_METADATA = "memplan_plan_builds"
#: Builtin code of a custom operator.
CUSTOM_CODE: int = tflite.BuiltinOperator.CUSTOM

# Field slots (the schema's field order) of the tables memplan reads field by field
# (model/verify.py, model/fields.py): tensorflow/compiler/mlir/lite/schema/schema.fbs.
MODEL_FIELDS = {"operator_codes": 1, "subgraphs": 2, "description": 3, "buffers": 4, "metadata": 6}
OPERATOR_CODE_FIELDS = {"custom_code": 1}
BUFFER_FIELDS = {"data": 0}
METADATA_FIELDS = {"name": 0}
SUBGRAPH_FIELDS = {"tensors": 0, "inputs": 1, "outputs": 2, "operators": 3, "name": 4}
TENSOR_FIELDS = {
    "shape": 0,
    "type": 1,
    "buffer": 2,
    "name": 3,
    "quantization": 4,
    "is_variable": 5,
    "sparsity": 6,
    "shape_signature": 7,
}
QUANTIZATION_FIELDS = {
    "min": 0,
    "max": 1,
    "scale": 2,
    "zero_point": 3,
    "details_type": 4,
    "details": 5,
    "quantized_dimension": 6,
}
OPERATOR_FIELDS = {
    "opcode_index": 0,
    "inputs": 1,
    "outputs": 2,
    "builtin_options_type": 3,
    "builtin_options": 4,
    "custom_options": 5,
    "custom_options_format": 6,
    "mutating_variable_inputs": 7,
    "intermediates": 8,
    "builtin_options_2_type": 11,
    "builtin_options_2": 12,
}


def _enum_names(enum: type) -> dict[int, str]:
    return {v: k for k, v in vars(enum).items() if not k.startswith("_") and isinstance(v, int)}


_BUILTIN_NAMES = _enum_names(tflite.BuiltinOperator)
#: The two option unions of an operator (``builtin_options`` and ``builtin_options_2``).
OPTION_UNIONS: tuple[type, ...] = (tflite.BuiltinOptions, tflite.BuiltinOptions2)
_UNION_TABLES = {union.__name__: _enum_names(union) for union in OPTION_UNIONS}


#: How an operator code the schema does not know is named (``BUILTIN_209``).
UNKNOWN_BUILTIN_PREFIX = "BUILTIN_"


def opcode_name(builtin_code: int) -> str:
    """The schema's name of a builtin operator code (``3`` → ``"CONV_2D"``)."""
    return _BUILTIN_NAMES.get(builtin_code, f"{UNKNOWN_BUILTIN_PREFIX}{builtin_code}")


def builtin_code(opcode: str) -> int:
    """The code of a builtin operator name; ``ValueError`` for a name the schema lacks."""
    code = getattr(tflite.BuiltinOperator, opcode, None)
    if not isinstance(code, int):
        raise ValueError(f"unknown builtin operator {opcode!r} (pass custom=True for a custom op)")
    return code


def snake_case(name: str) -> str:
    """``"FusedActivationFunction"`` → ``"fused_activation_function"``, as in the schema."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def options_table(union: type, type_code: int) -> str | None:
    """The options table name a union's type code selects (``None`` for NONE or unknown)."""
    return _UNION_TABLES[union.__name__].get(type_code) if type_code else None


@cache
def options_module(table: str) -> ModuleType:
    """The generated module of an options table (``"Conv2DOptions"``)."""
    return importlib.import_module(f"tflite.{table}")


def options_class(table: str) -> type | None:
    """The generated reader class of an options table, ``None`` if the package lacks it."""
    return options_module(table).__dict__.get(table)
