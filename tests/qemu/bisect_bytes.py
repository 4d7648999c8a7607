"""Byte-exact smallest ``tensor_arena`` TFLM accepts, under QEMU (issue 37, item 1).

Runs an already-built probe ELF (not part of this repository: see PROVENANCE.md, "Byte-exact
minima") once per trial, each trial in a fresh ``qemu-system-arm``, and bisects byte by byte
the smallest arena ``AllocateTensors`` accepts. The probe takes its arguments through
semihosting (``MODEL ARENA_BYTES RESOURCE_VARIABLE_SLOTS``), places a 16-aligned arena of
exactly ``ARENA_BYTES``, builds the allocator as ``MicroAllocator::Create(arena, size)`` does,
``MicroResourceVariables::Create(allocator, slots)`` when slots > 0, a ``MicroInterpreter``
with every kernel, calls ``AllocateTensors`` and prints one line::

    PROBE result=ok used=<arena_used_bytes()> head=<non-persistent> tail=<persistent> overlaps=<n>

A trial fails when that line says ``fail``, when TFLM printed "Failed to allocate" or "Failed to
resize" (a kernel may ignore a failed persistent allocation), when the probe faulted, or when
it printed no result: a failed ``TFLITE_DCHECK`` or ``TFLITE_ABORT`` stops the core (QEMU
prints "HALTED" and waits), and the trial ends at a 10 s timeout. ``overlaps`` counts
persistent allocations TFLM placed below the end of live temporaries (the stock allocator
checks them against the head only); it is recorded, not counted as a failure.

Usage::

    python -m tests.qemu.bisect_bytes --probe PROBE.elf --config m4_cmsis-nn \\
        --kernels cmsis-nn --out tests/qemu/bytes.json --log LOG MODEL.tflite...

Each row of ``--out`` (merged by config and model) holds the measured head, tail, total and
byte-exact minimum, whether memplan's minimum itself was accepted, memplan's figures (``memplan
analyze --target T --kernels K --json``) and the model's sha256. The slot count is memplan's
default: the model's own count of distinct VAR_HANDLE resources.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from tflite_memplan.model.reader import load_model
from tflite_memplan.semantics.tflm.probe import CATEGORY
from tflite_memplan.semantics.tflm.tail import resource_variable_count

MACHINES = {
    "m4": ("mps2-an386", "cortex-m4"),
    "m55": ("mps3-an547", "cortex-m55"),
    "m3": ("mps2-an385", "cortex-m3"),
    "m7": ("mps2-an500", "cortex-m7"),
    "m33": ("mps2-an505", "cortex-m33"),
}
RESULT = re.compile(r"PROBE result=(ok|fail) used=(\d+) head=(\d+) tail=(\d+) overlaps=(\d+)")
FAILED = ("Failed to allocate", "Failed to resize", "PROBE FAULT")
LARGE = 900 * 1024 - 16  # the probe's arena buffer (--large for a build with a larger one)


class Trial:
    def __init__(self, size: int, text: str) -> None:
        self.size = size
        self.text = text
        m = RESULT.search(text)
        self.result = None if m is None else m.group(1)
        self.used, self.head, self.tail, self.overlaps = (int(x) for x in m.groups()[1:]) if m else (None,) * 4
        self.failed_allocation = any(f in text for f in FAILED)
        self.ok = self.result == "ok" and not self.failed_allocation
        #: The recording allocator's categories (``recording`` trials): name -> [used, requested, count].
        self.categories = {
            m.group(1): [int(m.group(2)), int(m.group(3)), int(m.group(4))] for m in CATEGORY.finditer(text)
        }

    def word(self) -> str:
        if self.ok:
            return "ok"
        if self.result == "ok" and not self.failed_allocation:
            return "ok_but_overlap"
        if self.result == "ok":
            return "ok_but_failed_allocation"
        return self.result or "no_result"


class Probe:
    def __init__(self, elf: Path, machine: str, log, overlap_fails: bool = False) -> None:
        self.elf = elf
        self.machine = machine
        self.log = log
        self.trials = 0
        #: A persistent allocation placed below live temporaries fails the trial too (the
        #: strict rule of arenas.json: stock TFLM checks it against the head only).
        self.overlap_fails = overlap_fails

    def run(self, model: Path, size: int, slots: int, mode: str = "", timeout: float = 10) -> Trial:
        """One trial in a fresh emulator; ``mode`` "recording" builds the recording allocator
        ("invoke": the plain one, then one ``Invoke``; see ``measure_corpus.py``)."""
        self.trials += 1
        args = ["probe", str(model), str(size), str(slots), *([mode] if mode else [])]
        cmd = [
            "qemu-system-arm", "-M", self.machine, "-nographic", "-monitor", "none", "-serial", "none",
            "-semihosting-config", "enable=on,target=native," + ",".join(f"arg={a}" for a in args),
            "-kernel", str(self.elf),
        ]  # fmt: skip
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
            text = p.stdout + p.stderr
        except subprocess.TimeoutExpired as e:
            out = [x.decode(errors="replace") if isinstance(x, bytes) else (x or "") for x in (e.stdout, e.stderr)]
            text = "".join(out) + "\nPROBE TIMEOUT\n"
        trial = Trial(size, text)
        if self.overlap_fails and trial.overlaps:
            trial.ok = False
        self.log.write(f"### {model.name} size={size} slots={slots} {mode} -> {trial.word()}\n{text.rstrip()}\n")
        self.log.flush()
        return trial


def memplan(model: Path, target: str, kernels: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from tflite_memplan.cli import main; sys.argv[0] = 'memplan'; main()",
         "analyze", str(model), "--target", target, "--kernels", kernels, "--json"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    a = json.loads(out)["arena"]
    return {k: a[k] for k in ("head", "tail", "total", "minimum")} | {"busiest": a["why"]["busiest"]}


def bisect(probe: Probe, model: Path, slots: int, predicted: int, large: int = LARGE) -> dict:
    big = probe.run(model, large, slots)
    row: dict = {"ok": big.ok, "slots": slots}
    if not big.ok:
        row["large_arena"] = big.word()
        return row
    row |= {"head": big.head, "tail": big.tail, "total": big.used, "overlaps_large": big.overlaps}
    # Below total - 16 nothing fits (head + tail with at most 15 bytes of the tail's padding saved);
    # start there and check it fails, so the bisection runs between a failure and a success.
    lo = max(big.used - 16, 0)
    while lo > 0 and probe.run(model, lo, slots).ok:
        lo = max(lo - 64, 0)
    hi = max(predicted, big.used)
    at_memplan = None
    while not (t := probe.run(model, hi, slots)).ok:
        if hi == predicted:
            at_memplan = t.word()
        lo, hi = hi, hi + 64
        if hi > large:
            row["minimum"] = None
            return row
    best = t
    while hi - lo > 1:
        mid = (lo + hi) // 2
        t = probe.run(model, mid, slots)
        if t.ok:
            hi, best = mid, t
        else:
            lo = mid
    row |= {"minimum": hi, "head_at_minimum": best.head, "tail_at_minimum": best.tail, "overlaps": best.overlaps}
    if at_memplan is None and predicted >= big.used:
        at_memplan = "ok"  # the first upper bound tried was memplan's minimum, and it worked
    # monotonicity spot checks (the bisection assumes a larger arena never fails): a few
    # sizes further below fail too
    below = {k: probe.run(model, hi - k, slots).word() for k in (2, 5, 8, 16) if hi - k >= 0}
    row["below"] = below
    row["below_all_fail"] = all(w != "ok" for w in below.values())
    row["minimum_16"] = -(-hi // 16) * 16  # the smallest multiple of 16 accepted (monotone)
    row["at_memplan"] = at_memplan if at_memplan is not None else probe.run(model, predicted, slots).word()
    return row


def recording(probe: Probe, model: Path, slots: int, large: int = LARGE) -> dict:
    """The recording allocator's head, tail and categories, and the smallest multiple of 16
    it accepts (bisected over multiples of 16, one fresh emulator per trial, the same rule)."""
    big = probe.run(model, large, slots, "recording")
    row: dict = {"ok": big.ok, "categories": big.categories if big.ok else {}}
    if not big.ok:
        return row
    row |= {"head": big.head, "tail": big.tail}
    lo = max((big.used - 16) // 16, 0)  # in 16-byte units: below head + tail nothing fits
    while lo > 0 and probe.run(model, 16 * lo, slots, "recording").ok:
        lo = max(lo - 4, 0)
    hi = -(-big.used // 16)
    while not probe.run(model, 16 * hi, slots, "recording").ok:
        lo, hi = hi, hi + 4
        if 16 * hi > large:
            return row | {"minimum": None}
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if probe.run(model, 16 * mid, slots, "recording").ok:
            hi = mid
        else:
            lo = mid
    return row | {"minimum": 16 * hi}


def arenas_row(config: str, model: Path, source: str, measured: dict, recorded: dict) -> dict:
    """A row of ``arenas.json`` from the byte-exact plain bisection and the recording one: the
    plain minimum is the smallest multiple of 16 accepted (as ``measure.py``'s probe bisects)."""
    plain = {"ok": measured["ok"], "categories": {}}
    if measured["ok"]:
        plain |= {"head": measured["head"], "tail": measured["tail"], "minimum": measured["minimum_16"]}
    return {
        "config": config, "model": model.name, "source": source,
        "sha256": hashlib.sha256(model.read_bytes()).hexdigest(),
        "plain": plain, "recording": recorded, "minimum_rule": "no failed allocation",
    }  # fmt: skip


def _write(path: Path, rows: dict, key) -> None:
    table = {"rows": sorted(rows.values(), key=key)}
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False) as f:
        json.dump(table, f, indent=1, sort_keys=True)
        f.write("\n")
    Path(f.name).replace(path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--probe", required=True, type=Path)
    ap.add_argument("--config", required=True, help="e.g. m4_cmsis-nn")
    ap.add_argument("--kernels", required=True, choices=("cmsis-nn", "reference"))
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--log", required=True, type=Path)
    ap.add_argument("--source", default="", help="where the models come from (recorded in each row)")
    ap.add_argument("--large", type=int, default=LARGE, help="the probe's arena buffer, less 16 bytes")
    ap.add_argument("--overlap-fails", action="store_true", help="a persistent allocation over live temporaries fails")
    ap.add_argument("--arenas", type=Path, help="also bisect the recording allocator and merge rows into this table")
    ap.add_argument("models", nargs="+", type=Path)
    args = ap.parse_args()
    core = args.config.split("_")[0]
    machine, target = MACHINES[core]
    table = json.loads(args.out.read_text()) if args.out.exists() else {"rows": []}
    rows = {(r["config"], r["model"]): r for r in table["rows"]}
    with args.log.open("a") as log:
        probe = Probe(args.probe, machine, log, args.overlap_fails)
        for model in args.models:
            data = model.read_bytes()
            slots = resource_variable_count(load_model(str(model)))
            predicted = memplan(model, target, args.kernels)
            measured = bisect(probe, model, slots, predicted["minimum"], args.large)
            if args.overlap_fails:
                measured["overlap_fails"] = True
            row = {"config": args.config, "model": model.name, "source": args.source,
                   "sha256": hashlib.sha256(data).hexdigest(), "measured": measured,
                   "memplan": predicted}  # fmt: skip
            if measured.get("minimum") is not None:
                row["memplan_minus_measured"] = predicted["minimum"] - measured["minimum"]
            rows[(args.config, model.name)] = row
            print(f"{args.config:14s} {model.name:36s} slots={slots} measured={measured.get('minimum')} "
                  f"memplan={predicted['minimum']} head={measured.get('head')}/{predicted['head']} "
                  f"tail={measured.get('tail')}/{predicted['tail']} at_memplan={measured.get('at_memplan')}",
                  flush=True)  # fmt: skip
            _write(args.out, rows, key=lambda r: (r["config"], r["model"]))
            if args.arenas is not None:
                from tests.qemu.measure import write_table

                arenas = {(r["config"], r["model"]): r for r in json.loads(args.arenas.read_text())["rows"]}
                recorded = recording(probe, model, slots, args.large)
                arenas[(args.config, model.name)] = arenas_row(args.config, model, args.source, measured, recorded)
                write_table(args.arenas, arenas)
                print(f"{'':14s} {'':36s} recording={recorded.get('minimum')} head={recorded.get('head')} "
                      f"tail={recorded.get('tail')}", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
