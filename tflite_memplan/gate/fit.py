"""``memplan fit``: on which boards does a model fit, RAM and flash?

For every board in :mod:`tflite_memplan.gate.boards`, the model is planned for the
board's core (the TFLM target it picks, and so its kernel library) and its minimum
``tensor_arena`` is placed in the first RAM region whose largest block takes it (the
board's regions are listed default region first); failing that, whether the external
RAM would. Its flash is the model file's size (the flatbuffer embedded as a C array) plus
the runtime's own code for the model's operators where it is measured for that build
(TFLM's kernels and framework: :mod:`tflite_memplan.semantics.tflm.code_size`); one verdict
per board says whether RAM and flash both hold it. The report is plain values;
:func:`format_text` and :func:`format_json` render it.
"""

from __future__ import annotations

import json
import os
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tflite_memplan.analysis import Analysis
from tflite_memplan.errors import MemplanError, one_line
from tflite_memplan.gate.boards import BOARDS, Board, board_target
from tflite_memplan.units import shorten

FIT_SCHEMA = "memplan-fit/1"
FLASH_MEASURE = "the model file's size + the runtime's code where measured"


@dataclass(frozen=True)
class BoardFit:
    """One board's answer: the arena its core needs, where it goes, and the flash left."""

    board: str
    mcu: str
    core: str
    target: str
    target_note: str | None
    measure: str  # what arena_bytes is ("minimum tensor_arena (cortex-m4)")
    arena_bytes: int
    runnable: bool
    region: str | None  # the region the arena fits in, None when none does
    block_bytes: int  # that region's block (else the largest one), less the reserve
    psram_bytes: int
    flash_bytes: int
    model_flash_bytes: int
    confirmed: bool  # every figure of the board checked against its source
    runtime_flash_bytes: int | None = None  # the runtime's code for the model's operators (None: not measured)
    built_for: str = ""  # the build the arena is predicted for, in one line

    @property
    def arena_fits(self) -> bool:
        return self.region is not None

    @property
    def arena_margin_bytes(self) -> int:
        return self.block_bytes - self.arena_bytes

    @property
    def fits_psram(self) -> bool:
        """Only external RAM would hold the arena (as a heap allocation, not a static array)."""
        return not self.arena_fits and self.psram_bytes >= self.arena_bytes

    @property
    def flash_margin_bytes(self) -> int:
        """The flash left after the model and, where known, the runtime's code."""
        return self.flash_bytes - self.model_flash_bytes - (self.runtime_flash_bytes or 0)

    @property
    def flash_fits(self) -> bool:
        return self.flash_margin_bytes >= 0

    @property
    def ok(self) -> bool:
        return self.runnable and self.arena_fits and self.flash_fits


@dataclass(frozen=True)
class FitReport:
    model: str
    model_flash_bytes: int
    reserve_bytes: int
    rows: tuple[BoardFit, ...]


def _place(board: Board, needed: int, reserve: int) -> tuple[str | None, int]:
    """The first region whose block, less ``reserve``, takes ``needed`` bytes, with that
    block; else None and the largest block less the reserve."""
    for region in board.ram:
        if region.block - reserve >= needed:
            return region.name, region.block - reserve
    return None, board.budget - reserve


def fit_boards(
    model: str,
    plan: Callable[[str, str], Analysis],
    *,
    reserve: int = 0,
    target: str | None = None,
    boards: Iterable[Board] | None = None,
) -> FitReport:
    """Fit ``model`` on every board (default: all of them). ``plan(model, target)`` plans
    it for one TFLM target; each target is planned once. ``target`` replaces every
    board's own; ``reserve`` bytes are kept aside in whichever region the arena goes."""
    try:
        model_flash = os.path.getsize(model)
    except OSError as e:
        raise MemplanError(f"{one_line(model)}: {e.strerror or e}") from None
    analyses: dict[str, Analysis] = {}
    rows = []
    for board in BOARDS.values() if boards is None else boards:
        name, note = (target, None) if target else board_target(board)
        if name not in analyses:
            analyses[name] = plan(model, name)
        analysis = analyses[name]
        arena = analysis.arena
        needed = analysis.needed
        region, block = _place(board, needed, reserve)
        runs = analysis.runnability
        code = arena.runtime_code(analysis.graph, model_flash) if arena is not None else None
        rows.append(
            BoardFit(
                board=board.name,
                mcu=board.mcu,
                core=board.core,
                target=name,
                target_note=note,
                measure=arena.needed_label if arena is not None else "planned arena",
                arena_bytes=needed,
                runnable=runs is None or runs.runnable,
                region=region,
                block_bytes=block,
                psram_bytes=board.psram.size,
                flash_bytes=board.flash.size,
                model_flash_bytes=model_flash,
                confirmed=board.confirmed,
                runtime_flash_bytes=None if code is None else code.bytes,
                built_for=arena.built_for if arena is not None else "",
            )
        )
    return FitReport(one_line(model), model_flash, reserve, tuple(rows))


def _k(n: int) -> str:
    return f"{n / 1024:,.1f}"


def format_text(report: FitReport) -> str:
    """One row per board in 80 columns: the target, the arena, the region it fits in
    (``psram only``, ``no``, ``cannot run``), the RAM and the flash left (KiB, negative
    when short); notes below."""
    reserve = f"; {report.reserve_bytes:,} B reserved in each region" if report.reserve_bytes else ""
    lines = textwrap.wrap(
        f"{report.model}: flash {report.model_flash_bytes:,} B ({FLASH_MEASURE}){reserve}",
        80,
        break_long_words=False,
        break_on_hyphens=False,  # a path is not broken at its hyphens
    )
    lines.append(f"{'board':19} {'target':14} {'arena KiB':>9}  {'fits in':12} {'RAM left':>9} {'flash left':>10}")
    for r in report.rows:
        where = r.region if r.region is not None else ("psram only" if r.fits_psram else "no")
        if not r.runnable:
            where = "cannot run"
        elif r.arena_fits and not r.flash_fits:
            where = "no: flash"
        board = r.board + ("?" if not r.confirmed else "")
        target = r.target + ("*" if r.target_note else "")
        model_only = "+" if r.runtime_flash_bytes is None else " "
        lines.append(
            f"{board:19} {target:14} {_k(r.arena_bytes):>9}  {where:12} "
            f"{_k(r.arena_margin_bytes):>9} {_k(r.flash_margin_bytes):>9}{model_only}".rstrip()
        )
    fits = sum(r.ok for r in report.rows)
    verdict = f"fits {fits} of {len(report.rows)} boards (RAM: one static array; flash: {FLASH_MEASURE})"
    lines += textwrap.wrap(verdict, 80, subsequent_indent="  ", break_long_words=False)
    # "core: kernels, options; runtime source" lines, grouped by the runtime they compile
    sources: dict[str, list[str]] = {}
    for build in dict.fromkeys(r.built_for for r in report.rows if r.built_for):
        what, _, source = build.rpartition("; ")
        sources.setdefault(source, []).append(what)
    for source, builds in sources.items():
        header = f"arena: the minimum tensor_arena on {source}, for"
        lines += textwrap.wrap(header, 80, subsequent_indent="  ", break_on_hyphens=False)
        lines += [shorten(f"  {build}", 80) for build in builds]
    footnotes = []
    if any(r.runtime_flash_bytes is None for r in report.rows):
        footnotes.append(
            "+ the model only: the runtime's code is not measured for this build (memplan analyze --target says "
            "which builds are)"
        )
    if any(r.target_note for r in report.rows):
        cores = sorted({r.core for r in report.rows if r.target_note})
        fallback = sorted({r.target for r in report.rows if r.target_note})
        footnotes.append(
            f"* memplan has no TFLM target for {', '.join(cores)} yet: {', '.join(fallback)}'s arena shown"
        )
    if any(not r.confirmed for r in report.rows):
        footnotes.append("? a figure of this board is not confirmed against its source (see memplan boards)")
    if any(not r.runnable for r in report.rows):
        footnotes.append("cannot run: the kernels the target builds with refuse the model (see memplan analyze)")
    for note in footnotes:
        lines += textwrap.wrap(note, 80, subsequent_indent="  ", break_long_words=False)
    return "\n".join(lines) + "\n"


def format_json(report: FitReport) -> str:
    """The ``memplan-fit/1`` document: the model's flash figure and one object per board."""
    boards = [
        {
            "board": r.board,
            "mcu": r.mcu,
            "core": r.core,
            "target": r.target,
            "target_note": r.target_note,
            "measure": r.measure,
            "built_for": r.built_for,
            "arena_bytes": r.arena_bytes,
            "runnable": r.runnable,
            "arena_fits": r.arena_fits,
            "region": r.region,
            "block_bytes": r.block_bytes,
            "arena_margin_bytes": r.arena_margin_bytes,
            "psram_bytes": r.psram_bytes,
            "fits_psram": r.fits_psram,
            "flash_bytes": r.flash_bytes,
            "runtime_flash_bytes": r.runtime_flash_bytes,
            "flash_fits": r.flash_fits,
            "flash_margin_bytes": r.flash_margin_bytes,
            "confirmed": r.confirmed,
            "ok": r.ok,
        }
        for r in report.rows
    ]
    doc = {
        "schema": FIT_SCHEMA,
        "model": report.model,
        "model_flash_bytes": report.model_flash_bytes,
        "flash_measure": FLASH_MEASURE,
        "reserve_bytes": report.reserve_bytes,
        "boards": boards,
    }
    return json.dumps(doc, indent=2) + "\n"
