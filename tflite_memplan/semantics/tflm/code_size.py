"""The flash TFLM's runtime takes for a model's operator set, from measured code sizes.

A firmware that runs a model with TFLM links the interpreter (``MicroInterpreter``,
the allocator, the planner, the flatbuffer reader, logging) and, through a
``MicroMutableOpResolver``, the kernels of the operators it registers. With
``-Wl,--gc-sections`` only what is reachable stays, so the runtime's flash is a
baseline (the interpreter with an empty resolver) plus what each registered
operator adds.

The table below was measured, not derived: for each configuration (a core and a
kernel library) a minimal application — ``GetModel``, a ``MicroMutableOpResolver``
whose ``Add*`` methods register the given operators, a ``MicroInterpreter``,
``AllocateTensors`` and ``Invoke`` — was compiled and linked against TFLM's
``libtensorflow-microlite.a`` and newlib-nano (``--specs=nano.specs
--specs=nosys.specs -Wl,--gc-sections``), and its sections read with
``arm-none-eabi-size``: flash is text (code and read-only data) plus data (its
initial values). The baseline is the application with no operator; an operator's
increment is the application with that operator alone, minus the baseline.

Summing increments counts code several operators share (kernel helpers, quantization
and broadcast routines, soft-float and libm functions, CMSIS-NN's) once per
operator: up to 43 % too much for the sample and dev-set models. So the table also
keeps, from each build's linker map, the input sections it keeps beyond the
baseline's, grouped into *components* (the sections exactly the same operators
keep). The prediction for an operator set is the baseline, plus each component
one of its operators keeps, once, plus each operator's residual (its increment
minus its components: alignment padding, strings merged with the baseline's).
For one operator it is its measured build exactly; over every sample and dev-set
model it is within 4 % of a build with exactly that resolver, mostly a little
high (strings two operators share are merged by the linker, counted twice here):
``benchmarks/CODE_SIZE_RESULTS.md``. The raw sizes, the kept sections and the
procedure are in ``tests/codesize/`` (``PROVENANCE.md``);
``benchmarks/code_size.py --table`` rewrites the table, ``data/code_size.json`` beside this
module, from them.

What the figures are for: TFLM ``TFLM_COMMIT``, CMSIS-NN ``CMSIS_NN_COMMIT``
(:mod:`tflite_memplan.semantics.upstream`), built by
TFLM's own Makefile for ``TARGET=cortex_m_qemu`` with :data:`COMPILER`, two ways
(:data:`OPTIMIZATION`): at TFLM's default levels (``-Os`` for the framework, ``-O2``
for the kernels, which TFLM builds "optimized for speed"), and everything at ``-Os``
with TFLM's ``OPTIMIZE_KERNELS_FOR=KERNELS_OPTIMIZED_FOR_SIZE`` — the build memplan's
``--optimized-for size`` names (CMSIS-NN's size variant, whose kernel sums live in
scratch). A firmware built otherwise (another compiler, LTO, a different C library)
differs. A build memplan has no table for is reported as not measured, not guessed.

Cost: O(operators) for a graph.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import MappingProxyType

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.semantics.tflm.targets import Build
from tflite_memplan.semantics.upstream import ARM_GCC_CODE_SIZE, TFLM_COMMIT

#: The compiler the builds were measured with (tests/codesize/PROVENANCE.md).
COMPILER = ARM_GCC_CODE_SIZE
#: How each measured build was optimized, by what memplan's ``--optimized-for`` names:
#: TFLM's default levels for the cortex_m_qemu target (its Makefile's
#: CORE_OPTIMIZATION_LEVEL and KERNEL_OPTIMIZATION_LEVEL), or every level at -Os with
#: OPTIMIZE_KERNELS_FOR=KERNELS_OPTIMIZED_FOR_SIZE.
OPTIMIZATION: Mapping[str, str] = MappingProxyType(
    {"speed": "-Os framework, -O2 kernels", "size": "-Os throughout, kernels for size"}
)
#: The application's own flags (it is compiled with the library's flags otherwise).
APPLICATION_FLAGS = "-Os; --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections"

#: A measured build: (core, kernel library, what it was optimized for).
Config = tuple[str, str, str]

#: The configurations measured: build -> (the build's name in tests/codesize/, its float
#: ABI and SIMD as built).
CONFIGS: Mapping[Config, tuple[str, str]] = MappingProxyType(
    {
        ("cortex-m4", "reference", "speed"): ("m4_reference", "soft float"),
        ("cortex-m4", "cmsis-nn", "speed"): ("m4_cmsis-nn", "soft float, dsp"),
        ("cortex-m55", "reference", "speed"): ("m55_reference", "hard float"),
        ("cortex-m55", "cmsis-nn", "speed"): ("m55_cmsis-nn", "hard float, mve"),
        ("cortex-m3", "reference", "speed"): ("m3_reference", "soft float"),
        ("cortex-m3", "cmsis-nn", "speed"): ("m3_cmsis-nn", "soft float, no dsp"),
        ("cortex-m4", "reference", "size"): ("m4_reference_os", "soft float"),
        ("cortex-m4", "cmsis-nn", "size"): ("m4_cmsis-nn_os", "soft float, dsp"),
        ("cortex-m55", "reference", "size"): ("m55_reference_os", "hard float"),
        ("cortex-m55", "cmsis-nn", "size"): ("m55_cmsis-nn_os", "hard float, mve"),
    }
)

#: One configuration's measurements, reduced: the baseline's flash; the flash of each
#: *component* (input sections — functions, their constants and strings, C library
#: routines — that exactly the same operators pull in, grouped); and per operator, what
#: its build adds that no section accounts for (alignment padding, strings merged with
#: the baseline's: a few bytes, either sign) and the components it pulls in. An
#: operator's increment is its residual plus its components' sizes. In the data file a
#: component list is written as ranges (``"1-16 21 23-35"``, :func:`ranges`).
Measured = tuple[int, tuple[int, ...], Mapping[str, tuple[int, tuple[int, ...]]]]


def ranges(ids: tuple[int, ...]) -> str:
    """``(1, 2, 3, 7)`` -> ``"1-3 7"`` (sorted, distinct ids)."""
    parts: list[str] = []
    for i in ids:
        if parts and _last(parts[-1]) == i - 1:
            first = parts[-1].split("-")[0]
            parts[-1] = f"{first}-{i}"
        else:
            parts.append(str(i))
    return " ".join(parts)


def _last(part: str) -> int:
    return int(part.split("-")[-1])


def unranges(text: str) -> tuple[int, ...]:
    """``"1-3 7"`` -> ``(1, 2, 3, 7)``."""
    ids: list[int] = []
    for part in text.split():
        first, _, last = part.partition("-")
        ids += range(int(first), int(last or first) + 1)
    return tuple(ids)


#: The measured table's file in this package's ``data/``, written by
#: ``benchmarks/code_size.py --table``.
DATA = "code_size.json"


@cache
def table() -> Mapping[Config, Measured]:
    """The measured table (read-only use), read from :data:`DATA` at the first look-up: per
    build, the baseline, the component sizes, and per operator its residual and its
    components written as ranges."""
    path = resources.files("tflite_memplan.semantics.tflm") / "data" / DATA
    document = json.loads(path.read_text(encoding="utf-8"))
    return MappingProxyType(
        {
            (b["core"], b["kernels"], b["optimized_for"]): (
                b["baseline"],
                tuple(b["components"]),
                MappingProxyType({op: (r, unranges(c)) for op, (r, c) in b["operators"].items()}),
            )
            for b in document["builds"]
        }
    )


def derive(
    baseline: int,
    baseline_sections: Mapping[tuple[str, str], int],
    operators: Mapping[str, tuple[int, Mapping[tuple[str, str], int]]],
) -> Measured:
    """One configuration's table from its builds: the baseline's flash and kept input
    sections ((section, object) -> bytes), and per operator its build's flash and kept
    sections. Sections the baseline keeps are left out; the rest are grouped by the set
    of operators that keep them (one component per set, components ordered by that set)."""
    added = {op: {k: v for k, v in secs.items() if k not in baseline_sections} for op, (_, secs) in operators.items()}
    owners: dict[tuple[str, str], list[str]] = {}
    sizes: dict[tuple[str, str], int] = {}
    for op in sorted(added):
        for key, size in added[op].items():
            owners.setdefault(key, []).append(op)
            sizes[key] = size
    groups: dict[tuple[str, ...], int] = {}
    for key, ops in owners.items():
        groups[tuple(ops)] = groups.get(tuple(ops), 0) + sizes[key]
    order = sorted(groups)
    index = {g: i for i, g in enumerate(order)}
    per_op: dict[str, tuple[int, tuple[int, ...]]] = {}
    for op in sorted(operators):
        comps = tuple(sorted({index[tuple(owners[k])] for k in added[op]}))
        residual = operators[op][0] - baseline - sum(groups[order[c]] for c in comps)
        per_op[op] = (residual, comps)
    return baseline, tuple(groups[g] for g in order), per_op


def increment(build: Config, operator: str) -> int:
    """What ``operator`` alone adds to the baseline on a measured build (its own build
    minus the baseline)."""
    _, components, ops = table()[build]
    residual, comps = ops[operator]
    return residual + sum(components[c] for c in comps)


@dataclass(frozen=True)
class RuntimeFlash:
    """TFLM's flash for a model's operator set on one build.

    ``bytes`` is :func:`predict` for the operators the table has (``None`` when the build
    was not measured; ``reason`` says so); ``operators`` gives each one's increment
    alone. ``unmeasured`` lists the model's operators the table has no figure for (then
    ``bytes`` leaves them out: a lower figure, and ``reason`` says so).
    """

    target: str
    config: str | None
    optimized_for: str | None
    baseline: int | None
    operators: tuple[tuple[str, int], ...]
    unmeasured: tuple[str, ...]
    reason: str | None = None
    total: int | None = None

    @property
    def bytes(self) -> int | None:
        return self.total

    @property
    def measured_on(self) -> str:
        """``cortex-m4, cmsis-nn kernels, gcc -Os framework, -O2 kernels``."""
        return f"{self.config}, gcc {self.optimization}" if self.config else ""

    @property
    def optimization(self) -> str | None:
        """The measured build's optimization levels (:data:`OPTIMIZATION`)."""
        return OPTIMIZATION[self.optimized_for] if self.optimized_for else None

    def document(self) -> dict[str, object]:
        """The ``runtime`` entry of the document's ``flash`` object."""
        return {
            "bytes": self.bytes,
            "target": self.target,
            "config": self.config,
            "evidence": "derived: measured per operator, shared code once" if self.bytes else None,
            "compiler": COMPILER if self.bytes is not None else None,
            "optimization": self.optimization if self.bytes is not None else None,
            "optimized_for": self.optimized_for if self.bytes is not None else None,
            "tflm_commit": TFLM_COMMIT if self.bytes is not None else None,
            "baseline_bytes": self.baseline,
            "operators": [{"opcode": op, "alone_bytes": b} for op, b in self.operators],
            "unmeasured_operators": list(self.unmeasured),
            "note": self.reason,
        }


def operator_set(graph: ModelGraph) -> tuple[str, ...]:
    """The operators a resolver for ``graph`` registers: every subgraph's, each once
    (builtin names, custom operators by their custom code)."""
    return tuple(sorted({op.opcode for sg in graph.subgraphs for op in sg.operators}))


def measured_config(target: Build) -> Config | None:
    """The table's build for ``target``, or None when that build was not measured:
    another core, library or compiler, or a SIMD extension other than the one built."""
    key = (target.core, target.kernels, target.optimized_for)
    if key not in CONFIGS or target.compiler != "gcc":
        return None
    simd_built = {"cortex-m3": "none", "cortex-m4": "dsp", "cortex-m55": "mve"}
    return key if target.simd == simd_built[target.core] else None


def runtime_flash(graph: ModelGraph, target: Build) -> RuntimeFlash:
    """TFLM's code and read-only data for ``graph``'s operator set on ``target``."""
    ops = operator_set(graph)
    key = measured_config(target)
    if key is None:
        return RuntimeFlash(target.name, None, None, None, (), ops, f"not measured for {target.name}")
    baseline, _, measured = table()[key]
    known = tuple(op for op in ops if op in measured)
    unmeasured = tuple(op for op in ops if op not in measured)
    reason = f"not measured: {', '.join(unmeasured)} (left out)" if unmeasured else None
    config = f"{key[0]}, {key[1]} kernels"
    return RuntimeFlash(
        target.name,
        config,
        key[2],
        baseline,
        tuple((op, increment(key, op)) for op in known),
        unmeasured,
        reason,
        predict(key, known) if known else baseline,
    )


def predict(build: Config, operators: tuple[str, ...] | list[str]) -> int:
    """The table's prediction for an operator set on a measured build: the baseline,
    every component one of the operators pulls in counted once, and each operator's
    residual (KeyError if an operator or the build has no figure)."""
    baseline, components, ops = table()[build]
    chosen = {op: ops[op] for op in set(operators)}
    pulled = {c for _, comps in chosen.values() for c in comps}
    return baseline + sum(components[c] for c in pulled) + sum(r for r, _ in chosen.values())


def naive_sum(build: Config, operators: tuple[str, ...] | list[str]) -> int:
    """The baseline plus each operator's increment, shared code counted at every operator
    that pulls it in (what a plain per-operator table would predict: an overestimate)."""
    return table()[build][0] + sum(increment(build, op) for op in set(operators))
