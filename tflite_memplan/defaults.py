"""Defaults and choices the library and the ``memplan`` command share, stated once.

The modules that own these figures import numpy, rich or the planners; the CLI must
not import them to print ``--help`` (``benchmarks/STARTUP_RESULTS.md``), so the
figures live here, in a module that imports nothing, and both sides read them.
"""

from __future__ import annotations

#: Seconds the search for the operator order with the lowest peak runs by default
#: (:func:`~tflite_memplan.reorder.search.best_order`, ``memplan reorder`` and
#: ``memplan optimize --reorder``).
REORDER_TIME_LIMIT = 5.0
#: Seconds :func:`~tflite_memplan.planners.offset.exact.solve_offsets` and
#: ``memplan solve`` search a MiniMalloc problem by default.
SOLVE_TIME_LIMIT = 60.0
#: Columns of each row of TFLM's ``PrintMemoryPlan`` (``memplan plan --plain``).
PRINTPLAN_WIDTH = 80
#: What the CI gate compares: the whole arena a device declares (TFLM's minimum
#: ``tensor_arena``) or only the planned area (the head; the arena for other runtimes).
GATES = ("arena", "head")
#: The CI gate's output formats (:data:`~tflite_memplan.gate.verdicts.FORMATTERS`).
FORMATS = ("github", "json", "markdown", "sarif", "text")
