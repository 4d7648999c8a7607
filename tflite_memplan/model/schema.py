"""The TFLite schema details that reading and writing a model share.

The reader and the writer must agree on how an operator code is named and on which
generated class holds an operator's options; each of those facts lives here once. Everything
is derived from the generated ``tflite`` package, so a newer schema brings its operators and
option tables with it. The facts that need no generated code (the file identifier, the
metadata names, the field slots) are in :mod:`.slots`, which starting the CLI imports.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from types import ModuleType

import tflite

#: Builtin code of a custom operator.
CUSTOM_CODE: int = tflite.BuiltinOperator.CUSTOM


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
