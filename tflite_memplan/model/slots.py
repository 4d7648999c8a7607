"""The TFLite schema's facts that need no generated code: the file identifier, the
metadata names memplan and TFLM agree on, and the field slots of the tables read field
by field. Apart from :mod:`.schema` (which imports the generated ``tflite`` package, a
tenth of a second) so that checking a file's layout and starting the CLI do not pay for it.
"""

from __future__ import annotations

#: The four bytes at offset 4 of every TFLite flatbuffer.
FILE_IDENTIFIER = b"TFL3"
#: The schema version the converter writes.
SCHEMA_VERSION = 3
#: ``Model.metadata`` name of TFLM's offline memory plan (format in DESIGN.md).
OFFLINE_PLAN_METADATA = "OfflineMemoryAllocation"
#: memplan's own metadata beside an offline plan it wrote: the builds (TFLM targets, comma
#: separated, UTF-8) the plan was chosen for; TFLM ignores it.
PLAN_BUILDS_METADATA = "memplan_plan_builds"
# Field slots (the schema's field order) of the tables memplan reads or edits field by
# field (model/verify.py, model/fields.py, model/prune.py, model/metadata.py,
# model/operator_order.py): tensorflow/compiler/mlir/lite/schema/schema.fbs.
MODEL_FIELDS = {
    "version": 0,
    "operator_codes": 1,
    "subgraphs": 2,
    "description": 3,
    "buffers": 4,
    "metadata_buffer": 5,
    "metadata": 6,
    "signature_defs": 7,
}
OPERATOR_CODE_FIELDS = {"custom_code": 1}
BUFFER_FIELDS = {"data": 0}
METADATA_FIELDS = {"name": 0, "buffer": 1}
SIGNATURE_FIELDS = {"inputs": 0, "outputs": 1, "signature_key": 2, "subgraph_index": 4}
TENSOR_MAP_FIELDS = {"name": 0, "tensor_index": 1}
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


def slot_count(fields: dict[str, int]) -> int:
    """How many vtable slots to read for every field in ``fields``."""
    return max(fields.values()) + 1
