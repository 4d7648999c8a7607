"""TFLite tensor types and their storage sizes.

One table maps the schema's ``TensorType`` codes to a name and a width in bits, so
that sub-byte types (int4, int2) are sized the way TFLite packs them: two int4
values per byte, the last byte partly used.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tflite_memplan.records import ceil_div


@dataclass(frozen=True)
class DType:
    code: int
    name: str
    bits: int | None  # None: size not fixed (strings, variants hold pointers to heap data)


_TYPES = (
    DType(0, "float32", 32),
    DType(1, "float16", 16),
    DType(2, "int32", 32),
    DType(3, "uint8", 8),
    DType(4, "int64", 64),
    DType(5, "string", None),
    DType(6, "bool", 8),
    DType(7, "int16", 16),
    DType(8, "complex64", 64),
    DType(9, "int8", 8),
    DType(10, "float64", 64),
    DType(11, "complex128", 128),
    DType(12, "uint64", 64),
    DType(13, "resource", 32),
    DType(14, "variant", None),
    DType(15, "uint32", 32),
    DType(16, "uint16", 16),
    DType(17, "int4", 4),
    DType(18, "bfloat16", 16),
    DType(19, "int2", 2),
)

BY_CODE: dict[int, DType] = {t.code: t for t in _TYPES}
BY_NAME: dict[str, DType] = {t.name: t for t in _TYPES}


def dtype_from_code(code: int) -> DType | None:
    """The type for a schema code, or ``None`` for a code this version does not know."""
    return BY_CODE.get(code)


def element_count(shape: tuple[int, ...]) -> int:
    """Number of elements; a rank-0 tensor (scalar) holds one."""
    return math.prod(shape)


def element_bits(dtype: str) -> int | None:
    """Bits per element (4 for int4), ``None`` for strings, variants and unknown names."""
    known = BY_NAME.get(dtype)
    return known.bits if known is not None else None


def element_bytes(dtype: str) -> int | None:
    """Bytes per element of a whole-byte type (``TfLiteTypeGetSize``); ``None`` for
    packed sub-byte types, pointer-holding types and unknown names."""
    bits = element_bits(dtype)
    return bits // 8 if bits is not None and bits % 8 == 0 else None


def fixed_bytes(dtype: str) -> int:
    """Bytes per element of a whole-byte type the caller knows to be one (``"int32"``);
    raises ``ValueError`` for any other name."""
    size = element_bytes(dtype)
    if size is None:
        raise ValueError(f"{dtype} has no fixed whole-byte size")
    return size


def tensor_nbytes(shape: tuple[int, ...], dtype: str) -> int | None:
    """Bytes a dense tensor of ``shape`` and ``dtype`` occupies, packed as TFLite packs it.

    ``None`` when the size is not a function of the shape (strings, variants) or the
    shape still holds an unknown (negative) dimension.
    """
    bits = element_bits(dtype)
    if bits is None or any(d < 0 for d in shape):
        return None
    return ceil_div(element_count(shape) * bits, 8)  # integers: a huge shape must not overflow a float


#: Bytes of the fixed-width types the runtimes' buffer rules count in, from the table above.
FLOAT32, FLOAT64, INT16, INT32, INT64 = (fixed_bytes(t) for t in ("float32", "float64", "int16", "int32", "int64"))
