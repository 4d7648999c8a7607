"""memplan: how much RAM a TFLite model's activations need, and how to get it lower.

The names most programs need, importable from here::

    from tflite_memplan import analyze, load_model

    result = analyze(load_model("model.tflite"), semantics="tflm")
    print(result.primary.footprint, result.lower_bound_bytes)

The pipeline's stages live in sub-packages: :mod:`tflite_memplan.model` (read and
write models), :mod:`tflite_memplan.semantics` (usage records per runtime),
:mod:`tflite_memplan.planners` (offset and shared-object strategies) and
:mod:`tflite_memplan.report` (text, JSON, pictures, the CI gate).
"""

from importlib.metadata import PackageNotFoundError, version

from tflite_memplan.analysis import Analysis, PlanResult, analyze
from tflite_memplan.errors import MemplanError, ModelParseError, PlanError
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.planners import PLANNERS, Strategy
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS, Semantics

try:
    __version__ = version("tflite-memplan")
except PackageNotFoundError:  # pragma: no cover - running from a source tree that is not installed
    __version__ = "0+unknown"

__all__ = [
    "PLANNERS",
    "SEMANTICS",
    "Analysis",
    "MemplanError",
    "ModelParseError",
    "OffsetPlan",
    "PlanError",
    "PlanResult",
    "Semantics",
    "SharedObjectsPlan",
    "Strategy",
    "UsageRecord",
    "__version__",
    "analyze",
    "load_model",
    "parse_model",
    "validate_plan",
]
