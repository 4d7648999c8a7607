"""The CI gate: does each model's planned arena fit a RAM budget, and did it grow?

Pure functions over plain values so CI behaviour is testable without planning a model:
parse budgets and tolerances, read and write baselines, judge planned arenas against a
budget and a baseline, and render the verdicts as text, JSON, Markdown or GitHub
workflow commands. Planning the models is :mod:`tflite_memplan.gate.check`'s job.

A baseline names each model by its path relative to the baseline file's own folder,
with forward slashes, so the same models match whichever folder ``memplan check`` runs
in and whether they were given as relative or absolute paths.
"""

from __future__ import annotations

import json
import math
import os
import textwrap
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path

from tflite_memplan.errors import BudgetError
from tflite_memplan.semantics import canonical_semantics
from tflite_memplan.units import kib

BASELINE_SCHEMA = "memplan-baseline/3"
#: Version 1 stored each model's path as typed, relative to the folder memplan ran in;
#: versions 1 and 2 stored the planned area only, without saying what they gated on.
OLD_BASELINE_SCHEMA = "memplan-baseline/1"
V2_BASELINE_SCHEMA = "memplan-baseline/2"


def parse_tolerance(text: str) -> float:
    """``"3%"`` or ``"3"`` → 0.03: the allowed growth over a baseline, in percent."""
    t = text.strip().removesuffix("%")
    try:
        value = float(t) / 100
    except ValueError:
        raise BudgetError(f"cannot read the tolerance {text!r}: use a percentage such as 3%") from None
    if not math.isfinite(value):
        raise BudgetError(f"cannot read the tolerance {text!r}: use a percentage such as 3%")
    if value < 0:
        raise BudgetError(f"tolerance {text!r} must not be negative")
    return value


@dataclass(frozen=True)
class Verdict:
    """The gate's answer for one model (``model`` as the user named it)."""

    model: str
    arena_bytes: int  # the gated figure (see ``measure``)
    budget_bytes: int | None
    baseline_bytes: int | None = None
    tolerance: float | None = None
    measure: str = "planned arena"  # what arena_bytes is: "minimum tensor_arena (cortex-m4)", "LiteRT total"
    runnable: bool = True  # whether the runtime runs the model at all
    reasons: tuple[str, ...] = ()  # where it stops, when it does not
    allow_unrunnable: bool = False  # a model that cannot run passes (the user said so)
    budget_name: str | None = None  # what the budget is, when a firmware declares it ("tensor_arena")
    budget_file: str | None = None  # the firmware that declares it
    arena: Mapping[str, object] | None = None  # the arena as analyze's JSON gives it (TFLM: build, head, tail, minimum)
    head_bytes: int | None = None  # the planned area, when the gated figure is more (a whole arena)
    head_label: str = ""  # what the runtime calls that area ("planned head")
    invoke: str | None = None  # what Invoke does: runs, fails or not checked (None: the runtime gives no verdict)
    invoke_reasons: tuple[str, ...] = ()  # why it is not "runs"

    @property
    def headroom_bytes(self) -> int | None:
        return None if self.budget_bytes is None else self.budget_bytes - self.arena_bytes

    @property
    def over_budget(self) -> bool:
        return self.budget_bytes is not None and self.arena_bytes > self.budget_bytes

    @property
    def growth(self) -> float | None:
        if self.baseline_bytes is None:
            return None
        if self.baseline_bytes == 0:
            return 0.0 if self.arena_bytes == 0 else float("inf")
        return (self.arena_bytes - self.baseline_bytes) / self.baseline_bytes

    @property
    def grew_too_much(self) -> bool:
        g = self.growth
        return g is not None and self.tolerance is not None and g > self.tolerance

    @property
    def cannot_run(self) -> bool:
        """The model cannot run and that fails the gate."""
        return not self.runnable and not self.allow_unrunnable

    @property
    def ok(self) -> bool:
        return not (self.over_budget or self.grew_too_much or self.cannot_run)

    @property
    def problems(self) -> list[str]:
        out = [f"cannot run: {self.reasons[0]}"] if self.cannot_run and self.reasons else []
        if self.over_budget and self.budget_name:
            where = f" in {self.budget_file}" if self.budget_file else ""
            fit = f"does not fit {self.budget_name}{where} ({self.budget_bytes:,} B)"
            out.append(f"{self.measure} {self.arena_bytes:,} B {fit}")
        elif self.over_budget:
            out.append(f"{self.measure} {self.arena_bytes:,} B exceeds the budget {self.budget_bytes:,} B")
        if self.grew_too_much:
            assert self.growth is not None and self.tolerance is not None
            out.append(
                f"{self.measure} grew {self.growth:.1%} over the baseline {self.baseline_bytes:,} B "
                f"(tolerance {self.tolerance:.1%})"
            )
        return out


@dataclass(frozen=True)
class GoneModel:
    """A baseline entry whose model file no longer exists (``model`` relative to the current folder)."""

    model: str
    baseline_bytes: int


@dataclass(frozen=True)
class FirmwareVerdict:
    """What a built firmware declares, whether its flash use fits the board's flash, and
    which of the board's RAM regions its arena lands in.

    ``arena_bytes`` is the size of the arena symbol (every model's budget); ``flash_bytes``
    is text + rodata + data (None when the file does not say), ``flash_budget`` the
    board's flash (None: not judged). ``arena_segment`` is the ELF loadable segment the
    arena lies in (index, address, size, stored, flags; None for a map file).
    ``arena_region`` names the board's region(s) the arena lies in and
    ``arena_outside_bytes`` how many of its bytes lie in none (both None without a board)."""

    path: str
    symbol: str
    arena_bytes: int
    arena_where: str
    flash_bytes: int | None
    text: int | None = None
    rodata: int | None = None
    data: int | None = None
    flash_budget: int | None = None
    board: str | None = None
    arena_address: int | None = None
    arena_segment: Mapping[str, object] | None = None
    arena_region: str | None = None
    arena_outside_bytes: int | None = None

    @property
    def flash_headroom(self) -> int | None:
        if self.flash_budget is None or self.flash_bytes is None:
            return None
        return self.flash_budget - self.flash_bytes

    @property
    def flash_problems(self) -> list[str]:
        headroom = self.flash_headroom
        if headroom is None or headroom >= 0:
            return []
        return [f"flash use {self.flash_bytes:,} B exceeds {self.board}'s flash {self.flash_budget:,} B"]

    @property
    def arena_problems(self) -> list[str]:
        """The arena not wholly in the board's RAM: a linker script for another chip, or
        one that declares more RAM than the chip has."""
        if not self.arena_outside_bytes:
            return []
        at = f"{self.symbol} ({self.arena_bytes:,} B at {self.arena_address:#x})"
        if self.arena_region:
            return [f"{at} has {self.arena_outside_bytes:,} B outside {self.board}'s {self.arena_region}"]
        return [f"{at} is in none of {self.board}'s RAM regions"]

    @property
    def problems(self) -> list[str]:
        return self.arena_problems + self.flash_problems

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class GateReport:
    """One gate run: a verdict per model checked, the models that could not be read, and
    the baseline's models that are gone.

    A gone model is listed, not failed: deleting or renaming a model is an ordinary
    change, and a renamed model is checked again under its new name (as new). A model
    that cannot be read is reported with its error, and the others are still checked.
    ``notes`` are things to tell the user that are not verdicts.
    """

    verdicts: tuple[Verdict, ...]
    gone: tuple[GoneModel, ...] = ()
    notes: tuple[str, ...] = ()
    errors: tuple[tuple[str, str], ...] = ()  # (model, message)
    firmware: FirmwareVerdict | None = None
    order: tuple[str, ...] = ()  # every model, as the command line named them (the reports keep it)
    builds: tuple[str, ...] = ()  # the builds the figures are predicted for, each in one line

    @property
    def ok(self) -> bool:
        return not self.errors and all(v.ok for v in self.verdicts) and (self.firmware is None or self.firmware.ok)

    def in_order(self) -> list[Verdict | tuple[str, str]]:
        """The verdicts and the errors (model, message) together, in :attr:`order`
        (verdicts first, then errors, for a model it does not name)."""
        rank = {m: i for i, m in enumerate(self.order)}
        items: list[Verdict | tuple[str, str]] = [*self.verdicts, *self.errors]
        return sorted(items, key=lambda x: rank.get(x.model if isinstance(x, Verdict) else x[0], len(rank)))


# --- baselines ---------------------------------------------------------------------------


def _identity(path: str | os.PathLike[str]) -> str:
    """The absolute, normalised path two spellings of the same file share."""
    return os.path.normcase(os.path.abspath(path))


def baseline_key(model: str | os.PathLike[str], baseline: str | os.PathLike[str]) -> str:
    """How a baseline at ``baseline`` names ``model``: relative to the baseline's folder, forward slashes."""
    folder = os.path.dirname(os.path.abspath(baseline))
    try:
        key = os.path.relpath(os.path.abspath(model), folder)
    except ValueError:  # another drive (Windows): no relative path exists
        key = os.path.abspath(model)
    return Path(key).as_posix()


@dataclass(frozen=True)
class Baseline:
    """A recorded baseline: gated bytes by model, each model as an absolute path, and
    the settings it was recorded with (``None`` in files older than version 3)."""

    path: str
    arenas: Mapping[str, int]
    keyed_as_typed: bool = False  # an old (version 1) file, read relative to the current folder
    settings: Mapping[str, object] | None = None

    def check_settings(self, settings: Mapping[str, object]) -> None:
        """Refuse to compare figures recorded under other settings (another runtime,
        planner, gate, target, allocator or thread count measures something else). A
        setting the file does not record (written by an older memplan) is not compared."""
        recorded = self.settings
        if recorded is None:
            if settings.get("gate") == "head":
                return
            raise BudgetError(
                f"baseline {self.path} records planned areas only (an older memplan); this run gates on the "
                "whole arena: record the baseline again, or gate on the head"
            )
        differs = [f"{k} {recorded[k]} (now {v})" for k, v in settings.items() if k in recorded and recorded[k] != v]
        if differs:
            raise BudgetError(
                f"baseline {self.path} was recorded with {', '.join(differs)}: record it again with these settings"
            )

    def bytes_for(self, model: str) -> int | None:
        return self.arenas.get(_identity(model))


def read_baseline(path: str | os.PathLike[str]) -> Baseline:
    """Read a baseline written by :func:`baseline_document`.

    Version 2 keys are relative to the baseline's folder. Version 1 files keyed each
    model as typed; they are read relative to the current folder, which is what they
    meant when the old version wrote them from there.
    """
    p = Path(path)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BudgetError(f"baseline {path}: no such file (record one first)") from None
    except (OSError, ValueError) as e:
        raise BudgetError(f"baseline {path}: not a memplan baseline ({e})") from None
    schema = doc.get("schema") if isinstance(doc, dict) else None
    models = doc.get("models") if isinstance(doc, dict) else None
    if schema not in (BASELINE_SCHEMA, V2_BASELINE_SCHEMA, OLD_BASELINE_SCHEMA) or not isinstance(models, dict):
        raise BudgetError(f"baseline {path}: not a {BASELINE_SCHEMA} document")
    old = schema == OLD_BASELINE_SCHEMA
    folder = os.path.dirname(os.path.abspath(p))
    arenas: dict[str, int] = {}
    for key, value in models.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise BudgetError(f"baseline {path}: {key!r} has no arena size in bytes")
        arenas[_identity(key if old else os.path.join(folder, key))] = value
    settings = doc.get("settings") if schema == BASELINE_SCHEMA else None
    if schema == BASELINE_SCHEMA and not isinstance(settings, dict):
        raise BudgetError(f"baseline {path}: its settings are missing")
    if settings is not None and isinstance(settings.get("semantics"), str):
        settings = {**settings, "semantics": canonical_semantics(settings["semantics"])}  # an older runtime name
    return Baseline(str(path), arenas, keyed_as_typed=old, settings=settings)


def baseline_document(
    arenas: Mapping[str, int],
    baseline: str | os.PathLike[str],
    settings: Mapping[str, object],
    details: Mapping[str, Mapping[str, object]] | None = None,
) -> dict[str, object]:
    """The JSON to store at ``baseline``: ``arenas`` (model as typed → gated bytes) keyed by
    :func:`baseline_key`, the ``settings`` they were measured with (semantics, strategy,
    gate, target) and, per model, the whole-arena ``details`` (head, tail, total, minimum) and
    whether the runtime runs it."""
    doc: dict[str, object] = {
        "schema": BASELINE_SCHEMA,
        "settings": dict(settings),
        "paths": "relative to this file's folder",
        "models": dict(sorted((baseline_key(m, baseline), a) for m, a in arenas.items())),
    }
    if details:
        doc["arenas"] = dict(sorted((baseline_key(m, baseline), dict(d)) for m, d in details.items()))
    return doc


def _shown(identity: str) -> str:
    """A path as the user in the current folder would type it."""
    try:
        return os.path.relpath(identity)
    except ValueError:
        return identity


def judge(
    arenas: Mapping[str, int],
    budget: int | None,
    baseline: Baseline | None = None,
    tolerance: float | None = None,
    measure: str = "planned arena",
    refused: Mapping[str, tuple[str, ...]] | None = None,
    allow_unrunnable: bool = False,
    budget_name: str | None = None,
    budget_file: str | None = None,
) -> GateReport:
    """Judge each model's planned arena (model as typed → bytes) against the budget and the baseline.

    With a baseline, the tolerance defaults to 0 (any growth fails); baseline entries
    that match no checked model and whose file does not exist are reported as gone.
    A model in ``refused`` (model → where the runtime stops) cannot run, which fails it
    unless ``allow_unrunnable``.
    """
    refused = refused or {}

    def verdict(m: str, a: int, base: int | None, tol: float | None) -> Verdict:
        reasons = refused.get(m, ())
        return Verdict(
            m, a, budget, base, tol, measure, not reasons, reasons, allow_unrunnable, budget_name, budget_file
        )

    if baseline is None:
        return GateReport(tuple(verdict(m, a, None, None) for m, a in arenas.items()))
    tol = 0.0 if tolerance is None else tolerance
    verdicts = tuple(verdict(m, a, baseline.bytes_for(m), tol) for m, a in arenas.items())
    checked = {_identity(m) for m in arenas}
    gone = tuple(
        GoneModel(_shown(ident), size)
        for ident, size in sorted(baseline.arenas.items())
        if ident not in checked and not os.path.exists(ident)
    )
    notes: tuple[str, ...] = ()
    if baseline.keyed_as_typed:
        notes = (
            f"{baseline.path} is a {OLD_BASELINE_SCHEMA} file: its paths are read from the current folder; "
            "record it again to match from any folder",
        )
    return GateReport(verdicts, gone, notes)


# --- output formats ----------------------------------------------------------------------


def _status(v: Verdict) -> str:
    if v.cannot_run:
        return "FAIL"
    if v.over_budget:
        return "OVER"
    if v.grew_too_much:
        return "GREW"
    return "ok"


def _growth_text(v: Verdict) -> str:
    g = v.growth
    return "new" if v.tolerance is not None and g is None else ("-" if g is None else f"{g:+.1%}")


def summary_line(report: GateReport) -> str:
    """``"2 of 3 models pass; 1 fails; 1 baseline model is gone (not a failure)"``."""
    total = len(report.verdicts) + len(report.errors)
    failed = sum(not v.ok for v in report.verdicts)
    line = f"{total - failed - len(report.errors)} of {total} models pass"
    if failed:
        line += f"; {failed} fail" + ("s" if failed == 1 else "")
        cannot = sum(v.cannot_run for v in report.verdicts)
        if cannot:
            line += f" ({cannot} cannot run)"
    if report.errors:
        line += f"; {len(report.errors)} could not be read"
    if report.gone:
        n = len(report.gone)
        line += f"; {n} baseline model{' is' if n == 1 else 's are'} gone (not a failure)"
    fw = report.firmware
    if fw is not None and fw.arena_problems:
        line += "; the firmware's arena is not in the board's RAM"
    if fw is not None and fw.flash_problems:
        line += "; the firmware's flash use does not fit"
    return line


def _gone_lines(report: GateReport) -> list[str]:
    """Each gone model as the verdicts read: its name, then what is known, indented."""
    return [
        line
        for g in report.gone
        for line in (f"gone  {g.model}", f"      in the baseline ({g.baseline_bytes:,} B), no such file")
    ]


def _fill(parts: list[str], width: int, indent: str) -> list[str]:
    """Join ``parts`` with ", " into lines of at most ``width``, breaking only between parts."""
    lines: list[str] = []
    line = ""
    for i, part in enumerate(parts):
        candidate = f"{line}, {part}" if line else indent + part
        room = width - (i < len(parts) - 1)  # a line that another part follows may end with a comma
        if line and len(candidate) > room:
            lines.append(line + ",")
            candidate = indent + part
        line = candidate
    return [*lines, line] if line else lines


def format_text(report: GateReport) -> str:
    """Per model a status line, then what was gated, the budget and headroom and the
    growth, indented below (so it reads at 80 columns); the gone ones; a summary."""
    lines = []
    for v in report.in_order():
        if not isinstance(v, Verdict):
            model, message = v
            lines.append(f"ERROR {model}")
            lines += textwrap.wrap(
                message, 80, initial_indent=" " * 6, subsequent_indent=" " * 6, break_long_words=False
            )
            continue
        lines.append(f"{_status(v):4}  {v.model}")
        said = ""  # why the model may not run, on lines of its own
        if not v.runnable and v.reasons:
            said = f"cannot run{' (allowed)' if v.allow_unrunnable else ''}: {v.reasons[0]}"
        elif v.runnable and v.invoke == "not checked" and v.invoke_reasons:
            said = f"Invoke not checked: {v.invoke_reasons[0]}"
        if said:
            lines += textwrap.wrap(said, 80, initial_indent=" " * 6, subsequent_indent=" " * 8, break_long_words=False)
        parts = [f"{v.measure} {v.arena_bytes:,} B ({kib(v.arena_bytes)})"]
        if v.head_bytes is not None:
            parts.append(f"{v.head_label} {v.head_bytes:,} B")
        if v.budget_bytes is not None:
            head = v.headroom_bytes
            assert head is not None
            named = f" ({v.budget_name})" if v.budget_name else ""
            parts.append(f"budget {v.budget_bytes:,} B{named}, headroom {head:,} B")
        if v.tolerance is not None:
            parts.append(f"vs baseline {_growth_text(v)}")
        lines.extend(_fill(parts, 80, " " * 6))
    lines += _gone_lines(report)
    lines += _firmware_lines(report.firmware)
    for build in report.builds:
        lines += textwrap.wrap(f"predicted for {build}", 80, subsequent_indent="  ", break_on_hyphens=False)
    lines += textwrap.wrap(summary_line(report), 80, subsequent_indent="  ", break_long_words=False)
    return "\n".join(lines) + "\n"


def _flash_text(fw: FirmwareVerdict) -> str:
    if fw.flash_bytes is None:
        return "flash use unknown (the map file names no flash region)"
    return f"flash {fw.flash_bytes:,} B (text {fw.text:,} + rodata {fw.rodata:,} + data {fw.data:,})"


def _firmware_lines(fw: FirmwareVerdict | None) -> list[str]:
    """The firmware's status line, then its arena and flash use, indented."""
    if fw is None:
        return []
    parts = [_arena_text(fw)]
    if fw.arena_outside_bytes is not None:
        parts.append(_placement_text(fw))
    parts.append(_flash_text(fw))
    if fw.flash_budget is not None and fw.flash_bytes is not None:
        parts.append(f"{fw.board}'s flash {fw.flash_budget:,} B, headroom {fw.flash_headroom:,} B")
    status = "ok" if fw.ok else "OVER" if fw.flash_problems else "FAIL"
    return [f"{status:4}  {fw.path}", *_fill(parts, 80, " " * 6)]


def _arena_text(fw: FirmwareVerdict) -> str:
    at = "" if fw.arena_address is None else f" at {fw.arena_address:#x}"
    return f"{fw.symbol} {fw.arena_bytes:,} B{at} in {fw.arena_where}"


def _placement_text(fw: FirmwareVerdict) -> str:
    """Where the arena lands on the board: a region, partly outside one, or outside them all."""
    if not fw.arena_outside_bytes:
        return f"lands in {fw.board}'s {fw.arena_region}"
    if fw.arena_region:
        return f"{fw.arena_outside_bytes:,} B of it outside {fw.board}'s {fw.arena_region}"
    return f"outside {fw.board}'s RAM"


def _firmware_document(fw: FirmwareVerdict | None) -> dict[str, object] | None:
    if fw is None:
        return None
    return {**asdict(fw), "flash_headroom": fw.flash_headroom, "ok": fw.ok, "problems": fw.problems}


def format_json(report: GateReport) -> str:
    rows = []
    for v in report.verdicts:
        row = asdict(v)
        row["reasons"] = list(v.reasons)
        row["invoke_reasons"] = list(v.invoke_reasons)
        row.update(headroom_bytes=v.headroom_bytes, growth=v.growth, ok=v.ok, problems=v.problems)
        rows.append(row)
    doc = {
        "schema": "memplan-check/1",
        "ok": report.ok,
        "models": rows,
        "errors": [{"model": model, "error": message} for model, message in report.errors],
        "gone": [asdict(g) for g in report.gone],
    }
    if report.firmware is not None:
        doc["firmware"] = _firmware_document(report.firmware)
    return json.dumps(doc, indent=2) + "\n"


def format_markdown(report: GateReport) -> str:
    measure = report.verdicts[0].measure if report.verdicts else "arena"
    lines = [
        "| model | arena | budget | headroom | vs baseline | status |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for v in report.in_order():
        if not isinstance(v, Verdict):
            lines.append(f"| `{v[0]}` | - | - | - | - | ❌ {v[1]} |")
            continue
        status = "✅ ok" if v.ok else "❌ " + "; ".join(v.problems)
        lines.append(
            f"| `{v.model}` | {v.arena_bytes:,} B | "
            f"{'-' if v.budget_bytes is None else f'{v.budget_bytes:,} B'} | "
            f"{'-' if v.headroom_bytes is None else f'{v.headroom_bytes:,} B'} | {_growth_text(v)} | {status} |"
        )
    builds = "; ".join(report.builds)
    arena = f"arena: the {measure}" + (f", predicted for {builds}." if builds else ".")
    lines += ["", *textwrap.wrap(arena, 80, break_on_hyphens=False)]
    if report.gone:
        gone = ", ".join(f"`{g.model}` ({g.baseline_bytes:,} B)" for g in report.gone)
        lines += ["", f"Gone since the baseline (not a failure): {gone}"]
    fw = report.firmware
    if fw is not None:
        status = "✅ ok" if fw.ok else "❌ " + "; ".join(fw.problems)
        placement = "" if fw.arena_outside_bytes is None else f", {_placement_text(fw)}"
        lines += ["", f"Firmware `{fw.path}`: {_arena_text(fw)}{placement}; {_flash_text(fw)}"]
        if fw.flash_budget is not None:
            lines[-1] += f"; {fw.board}'s flash {fw.flash_budget:,} B"
        if fw.board is not None:
            lines[-1] += f": {status}"
    return "\n".join(lines) + "\n"


def _escape_data(text: str) -> str:
    """A workflow command's message, escaped as the Actions runner decodes it."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def format_github(report: GateReport) -> str:
    """An ``::error`` annotation per failing model, then plain log lines (gone models, a summary).

    Only failures are annotations: GitHub shows at most 10 of each kind per step, and
    a notice per passing model would crowd out the errors. The Markdown table in the
    job summary lists every model.
    """
    lines = [
        f"::error file={_escape_property(v.model)},title=memplan::{_escape_data('; '.join(v.problems))}"
        if isinstance(v, Verdict)
        else f"::error file={_escape_property(v[0])},title=memplan::{_escape_data(v[1])}"
        for v in report.in_order()
        if not isinstance(v, Verdict) or not v.ok
    ]
    if report.firmware is not None and not report.firmware.ok:
        fw = report.firmware
        lines.append(f"::error file={_escape_property(fw.path)},title=memplan::{_escape_data('; '.join(fw.problems))}")
    lines += _gone_lines(report)
    lines.append("memplan check: " + summary_line(report))
    return "\n".join(lines) + "\n"


#: SARIF rules: what can fail a gate, with a stable id for code-scanning tools.
SARIF_RULES = {
    "cannot-run": "The runtime cannot run the model (no kernel, or a kernel refuses its operands).",
    "arena-over-budget": "The arena the device needs does not fit the budget (or the firmware's declared arena).",
    "arena-grew": "The arena grew over the baseline by more than the tolerance.",
    "unreadable-model": "The model file cannot be read or planned.",
    "flash-over": "The firmware's flash use (text + rodata + data) does not fit the board's flash.",
    "arena-outside-ram": "The firmware's arena does not lie wholly in the board's RAM regions.",
}


def _sarif_uri(path: str) -> str:
    """A relative path as a relative URI reference (forward slashes, escaped); an
    absolute one as a ``file://`` URI."""
    from urllib.parse import quote

    p = Path(path)
    return p.as_uri() if p.is_absolute() else quote(p.as_posix(), safe="/")


def _sarif_result(rule: str, message: str, path: str) -> dict[str, object]:
    return {
        "ruleId": rule,
        "ruleIndex": list(SARIF_RULES).index(rule),
        "level": "error",
        "message": {"text": message},
        "locations": [{"physicalLocation": {"artifactLocation": {"uri": _sarif_uri(path)}}}],
    }


def format_sarif(report: GateReport) -> str:
    """A SARIF 2.1.0 log for code-scanning tools: a result per failure (as ``github``
    annotates), each with its rule and the file it is about."""
    results = []
    for v in report.verdicts:
        problems = iter(v.problems)
        kinds = [("cannot-run", v.cannot_run and bool(v.reasons)), ("arena-over-budget", v.over_budget)]
        kinds.append(("arena-grew", v.grew_too_much))
        results += [_sarif_result(rule, next(problems), v.model) for rule, failed in kinds if failed]
    results += [_sarif_result("unreadable-model", message, model) for model, message in report.errors]
    if report.firmware is not None:
        fw = report.firmware
        results += [_sarif_result("arena-outside-ram", p, fw.path) for p in fw.arena_problems]
        results += [_sarif_result("flash-over", p, fw.path) for p in fw.flash_problems]
    rules = [
        {"id": rule, "shortDescription": {"text": text}, "defaultConfiguration": {"level": "error"}}
        for rule, text in SARIF_RULES.items()
    ]
    doc = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "memplan", "rules": rules}},
                "results": results,
                "properties": {"builds": list(report.builds)},
            }
        ],
    }
    return json.dumps(doc, indent=2) + "\n"


#: One formatter for each of :data:`~tflite_memplan.defaults.FORMATS`.
FORMATTERS = {
    "text": format_text,
    "json": format_json,
    "markdown": format_markdown,
    "github": format_github,
    "sarif": format_sarif,
}


def step_summary(report: GateReport) -> str:
    """The Markdown appended to GitHub's job summary (``GITHUB_STEP_SUMMARY``)."""
    return "### memplan check\n\n" + format_markdown(report) + "\n"
