"""``memplan check`` as one library call: the CI gate over model files.

:func:`run_check` expands the model arguments (files, folders, glob patterns), plans
each model, judges the planned arenas against a budget and a baseline
(:mod:`tflite_memplan.gate.verdicts`) and, when asked, records a new baseline — written
atomically, so a failed write leaves the old file in place. It raises and never prints;
the CLI parses the options and renders the :class:`GateReport` it returns.
"""

from __future__ import annotations

import dataclasses
import functools
import glob
import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from tflite_memplan.analysis import Analysis
from tflite_memplan.defaults import GATES
from tflite_memplan.errors import BudgetError, MemplanError, OutputError, one_line
from tflite_memplan.files import write_atomically
from tflite_memplan.gate.boards import Board, get_board, locate
from tflite_memplan.gate.firmware import DEFAULT_ARENA_SYMBOL, read_firmware
from tflite_memplan.gate.verdicts import (
    FirmwareVerdict,
    GateReport,
    baseline_document,
    judge,
    read_baseline,
    step_summary,
)
from tflite_memplan.planning import plan_file
from tflite_memplan.semantics import DEFAULT_SEMANTICS, canonical_semantics, get_runtime
from tflite_memplan.units import parse_size


def expand_models(patterns: Iterable[str]) -> list[str]:
    """Files, directories (every ``*.tflite`` below) and glob patterns, in a stable order.

    A file named twice (``m/a.tflite`` and ``./m/a.tflite``) is checked once.
    """
    patterns = list(patterns)
    out: list[str] = []
    for pattern in patterns:
        if os.path.isdir(pattern):
            out.extend(sorted(str(p) for p in Path(pattern).rglob("*.tflite")))
        elif glob.has_magic(pattern) and not os.path.lexists(pattern):  # "m[1].tflite" may be a file
            matches = sorted(glob.glob(pattern, recursive=True))
            if not matches:
                raise MemplanError(f"{one_line(pattern)}: no file matches")
            out.extend(matches)
        else:
            out.append(pattern)
    if not out:
        raise MemplanError("no .tflite models found in " + ", ".join(one_line(p) for p in patterns))
    unique: dict[str, str] = {}
    for model in out:
        unique.setdefault(os.path.normcase(os.path.abspath(model)), model)
    return list(unique.values())


def resolve_budget(budget: str | None, board: str | Board | None, reserve: str | None) -> int | None:
    """The bytes a model may take: ``budget`` (a size such as ``256KiB``) or ``board``'s
    largest RAM block (one static array), less ``reserve`` kept for the application. None: no budget (a baseline-only
    check). Raises :class:`BudgetError` for a missing, doubled or exhausted budget."""
    if budget is not None and board is not None:
        raise BudgetError("give a budget or a board, not both")
    if reserve is not None and budget is None and board is None:
        raise BudgetError("a reserve is taken off a budget or a board's SRAM: give one")
    if budget is not None:
        total = parse_size(budget, "budget")
    elif board is not None:
        total = get_board(board).budget
    else:
        return None
    if reserve is None:
        return total
    left = total - parse_size(reserve, "reserve")
    if left <= 0:
        raise BudgetError(f"a reserve of {reserve} leaves no RAM for the arena")
    return left


def _planned(
    models: list[str], plan_model: Callable[[str], Analysis], jobs: int
) -> Iterator[tuple[str, Analysis | MemplanError]]:
    """Each model with its analysis, or the error that kept it from being planned, in
    the models' order, planned in ``jobs`` processes."""
    if jobs <= 1 or len(models) <= 1:
        for model in models:
            try:
                yield model, plan_model(model)
            except MemplanError as e:
                yield model, e
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(plan_model, model) for model in models]
        for model, future in zip(models, futures, strict=True):
            try:
                yield model, future.result()
            except MemplanError as e:
                yield model, e


def run_check(
    patterns: Iterable[str],
    *,
    budget: int | None = None,
    baseline: str | os.PathLike[str] | None = None,
    tolerance: float | None = None,
    write_baseline: bool = False,
    semantics: str = DEFAULT_SEMANTICS,
    strategy: str | None = None,
    plan_model: Callable[[str], Analysis] | None = None,
    gate: str = "arena",
    jobs: int = 1,
    allow_unrunnable: bool = False,
    firmware: FirmwareVerdict | None = None,
) -> GateReport:
    """Plan every model ``patterns`` name and judge its arena; see the module docstring.

    ``budget`` is in bytes, ``tolerance`` a fraction (0.03 for 3 %) and applies only
    against a ``baseline``. With ``write_baseline`` the arenas are recorded into
    ``baseline`` instead of compared with it. ``plan_model`` plans one model file
    (default: :func:`~tflite_memplan.planning.plan_file` under ``semantics`` with
    ``strategy``); the CLI passes its own to honour its other planning options. With
    ``jobs`` above 1 the models are planned in that many processes (``plan_model`` must
    then be picklable, e.g. a ``functools.partial`` of
    :func:`~tflite_memplan.planning.plan_file`); the report is the same, in the same order.

    ``gate="arena"`` judges the whole arena a device declares where the runtime's arena
    is modelled (TFLM: the minimum ``tensor_arena``; LiteRT: arena, persistent arena and
    heap temporaries together), ``"head"`` only the planned area.
    A model the runtime cannot run fails, with where it stops, unless ``allow_unrunnable``;
    a baseline records whether each model runs.
    A baseline recorded with other settings (runtime, planner, gate, target) is refused.

    With a ``firmware`` (:func:`firmware_verdict`), its declared arena is every model's
    budget (``budget`` must then be None) and its flash use is judged too.
    """
    if firmware is not None:
        if budget is not None:
            raise BudgetError("a firmware declares the arena: give a budget or a firmware, not both")
        budget = firmware.arena_bytes
    if write_baseline and baseline is None:
        raise MemplanError("write_baseline needs a baseline path to write to")
    if plan_model is None:
        plan_model = functools.partial(plan_file, semantics=semantics, strategies=(strategy,) if strategy else ())

    if gate not in GATES:
        raise MemplanError(f"unknown gate {gate!r}; choose from: {', '.join(GATES)}")
    recorded = read_baseline(baseline) if baseline is not None and not write_baseline else None
    models = expand_models(patterns)
    arenas: dict[str, int] = {}
    details: dict[str, dict[str, object]] = {}
    documents: dict[str, Mapping[str, object]] = {}  # each model's arena, for the report
    semantics = canonical_semantics(semantics)
    settings: dict[str, object] = {"semantics": semantics, "strategy": strategy or "", "gate": gate}
    measure = "planned arena"
    errors: list[tuple[str, str]] = []
    refused: dict[str, tuple[str, ...]] = {}
    heads: dict[str, int] = {}
    head_label = get_runtime(semantics).head_label
    builds: list[str] = []
    invokes: dict[str, tuple[str, tuple[str, ...]]] = {}  # model -> (what Invoke does, why)
    for model, analysis in _planned(models, plan_model, jobs):
        if isinstance(analysis, MemplanError):  # report it and check the other models
            errors.append((one_line(model), str(analysis).removeprefix(f"{one_line(model)}: ")))
            continue
        model = one_line(model)  # reported by name, on one line
        settings["semantics"] = analysis.lifetimes.semantics
        settings["strategy"] = analysis.primary.strategy
        arena = analysis.arena
        if gate == "arena" and arena is not None:
            arenas[model] = arena.needed
            details[model] = dict(arena.details())
            documents[model] = arena.document()
            settings.update(arena.settings)
            measure = arena.needed_label
            if arena.head != arena.needed:
                heads[model] = arena.head
            if arena.built_for not in builds:
                builds.append(arena.built_for)
        else:
            arenas[model] = analysis.primary.footprint
            measure = get_runtime(analysis.lifetimes.semantics).head_label
        if analysis.runnability is not None:
            runs = analysis.runnability
            details.setdefault(model, {})["runnable"] = runs.runnable
            invokes[model] = (runs.invoke, runs.invoke_reasons)
            if not runs.runnable:
                refused[model] = tuple(f"{runs.runtime}: {r}" for r in runs.reasons)
    if recorded is not None:
        recorded.check_settings(settings)
    name, file = (None, None) if firmware is None else (firmware.symbol, firmware.path)
    verdicts = judge(arenas, budget, recorded, tolerance, measure, refused, allow_unrunnable, name, file)
    verdicts = dataclasses.replace(
        verdicts,
        verdicts=tuple(
            dataclasses.replace(
                v,
                arena=documents.get(v.model),
                head_bytes=heads.get(v.model),
                head_label=head_label,
                invoke=invokes[v.model][0] if v.model in invokes else None,
                invoke_reasons=invokes[v.model][1] if v.model in invokes else (),
            )
            for v in verdicts.verdicts
        ),
        builds=tuple(builds),
    )
    order = tuple(one_line(m) for m in models)
    report = dataclasses.replace(verdicts, errors=tuple(errors), firmware=firmware, order=order)
    if write_baseline and errors:
        # A baseline without the models that could not be read would drop their
        # entries: it is written whole or not at all.
        unread = f"{len(errors)} model{'s' if len(errors) > 1 else ''} could not be read"
        return dataclasses.replace(report, notes=(*report.notes, f"baseline not written: {unread}"))
    if write_baseline:
        assert baseline is not None
        doc = baseline_document(arenas, baseline, settings, details)
        write_atomically(baseline, json.dumps(doc, indent=2) + "\n", inputs=models)
    return report


def firmware_verdict(
    path: str, symbol: str = DEFAULT_ARENA_SYMBOL, board: str | Board | None = None
) -> FirmwareVerdict:
    """Read the firmware at ``path`` (ELF or GNU ld map): the arena ``symbol`` declares, and,
    when a board is named, its flash use judged against the board's flash and the board's
    RAM region(s) the arena lands in."""
    fw = read_firmware(path, symbol)
    flash_board = None if board is None else get_board(board)
    if flash_board is not None and fw.flash is None:
        raise BudgetError(f"{one_line(path)} names no flash region, so its flash use is unknown")
    arena = fw.arena
    placed = None if flash_board is None else locate(flash_board, arena.address, arena.size)
    return FirmwareVerdict(
        path=one_line(path),
        symbol=fw.arena.symbol,
        arena_bytes=fw.arena.size,
        arena_where=fw.arena.where,
        flash_bytes=fw.flash,
        text=fw.text,
        rodata=fw.rodata,
        data=fw.data,
        flash_budget=None if flash_board is None else flash_board.flash.size,
        board=None if flash_board is None else flash_board.name,
        arena_address=arena.address,
        arena_segment=None if arena.segment is None else dataclasses.asdict(arena.segment),
        arena_region=None if placed is None else placed.name,
        arena_outside_bytes=None if placed is None else placed.outside,
    )


def append_step_summary(path: str | os.PathLike[str], report: GateReport) -> None:
    """Append the report's Markdown table to GitHub's job summary file."""
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(step_summary(report))
    except OSError as e:
        raise OutputError(f"cannot write the job summary {path}: {e.strerror or e}") from None
