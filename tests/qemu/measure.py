"""Measure TFLM's whole arena on emulated cores: the QEMU oracle's runner.

Runs a bare-metal probe — TFLM built for one core and kernel library (for the RISC-V
ESP32s, esp-tflite-micro with ESP-NN), which reads a model through semihosting, builds
the interpreter with the recording allocator and with the plain one, prints head, tail
and every recorded category, and bisects the smallest arena AllocateTensors accepts —
under ``qemu-system-arm`` or ``qemu-system-riscv32`` system emulation, and records what
it printed in ``tests/qemu/arenas.json`` (one row per configuration and model, with the
model's SHA-256) and the raw output in ``tests/qemu/logs/``. The suite compares memplan
with that table always (``tests/test_fidelity_qemu.py``) and re-runs rows live when
``MEMPLAN_QEMU_PROBES`` names a folder of probe builds (``probe_<config>.elf``). Building
the probes is outside this repository (see ``tests/qemu/PROVENANCE.md`` for the sources,
commits and compiler they were built from).

    python tests/qemu/measure.py --probes DIR --config m4_cmsis-nn [--config …] [--shared DIR]
        [--strict-probes DIR] [--only NAME …]

With ``--strict-probes`` each model is also run on the *strict* build of the probe
(``probe_strict_<config>.elf``: the same program, but an attempt also fails at the first
"Failed to allocate" TFLM prints, even when ``AllocateTensors`` then returns ``kTfLiteOk``:
SignalRfft's Init ignores a failed persistent allocation). The row is then the strict
run's and says ``"minimum_rule": "no failed allocation"``; where the stock probe's minimum
differs, it is kept as ``minimum_allocate_tensors_ok``. Whatever the stock run reported
must be the same otherwise; where it ended early (a fault in its bisection: an attempt
went on after a failed allocation), ``stock_probe_ended`` says how and the modes it
never reported come from the strict run alone. The strict output goes to
``logs/strict_<config>.log.gz``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's packages, when run as a script

from tflite_memplan.semantics.tflm.probe import CATEGORY  # noqa: E402

TABLE = HERE / "arenas.json"
#: Sample models compiled by Vela (tests/models/make_vela_models.py).
VELA_MODELS = ROOT / "tests" / "models"
LOGS = HERE / "logs"
#: Seconds one QEMU run may take (the bisection included).
TIMEOUT_S = 120

#: config -> (QEMU machine, QEMU cpu, memplan's target and build options)
CONFIGS: dict[str, tuple[str, str, dict[str, str]]] = {
    "m4_reference": ("mps2-an386", "cortex-m4", {"target": "cortex-m4", "kernels": "reference"}),
    "m4_cmsis-nn": ("mps2-an386", "cortex-m4", {"target": "cortex-m4", "kernels": "cmsis-nn"}),
    "m3_cmsis-nn": ("mps2-an385", "cortex-m3", {"target": "cortex-m3", "kernels": "cmsis-nn"}),
    "m55_cmsis-nn": ("mps3-an547", "cortex-m55", {"target": "cortex-m55", "kernels": "cmsis-nn"}),
    "m7_cmsis-nn": ("mps2-an500", "cortex-m7", {"target": "cortex-m7", "kernels": "cmsis-nn"}),
    "m33_cmsis-nn": ("mps2-an505", "cortex-m33", {"target": "cortex-m33", "kernels": "cmsis-nn"}),
    "m3_reference": ("mps2-an385", "cortex-m3", {"target": "cortex-m3", "kernels": "reference"}),
    "m55_reference": ("mps3-an547", "cortex-m55", {"target": "cortex-m55", "kernels": "reference"}),
    "m7_reference": ("mps2-an500", "cortex-m7", {"target": "cortex-m7", "kernels": "reference"}),
    "m33_reference": ("mps2-an505", "cortex-m33", {"target": "cortex-m33", "kernels": "reference"}),
    "m55_ethos-u": ("mps3-an547", "cortex-m55", {"target": "cortex-m55", "kernels": "ethos-u"}),
    # esp-tflite-micro with ESP-NN's generic kernels, RV32IMAC (the ESP32-C6's ISA) on QEMU's virt board
    "c6_esp-nn": ("virt", "rv32", {"target": "esp32c6", "kernels": "esp-nn"}),
}


def emulator(config: str) -> str:
    """The QEMU system emulator a configuration runs on."""
    return "qemu-system-riscv32" if CONFIGS[config][0] == "virt" else "qemu-system-arm"


_RESULT = re.compile(r"PROBE result mode=(\w+) ok=(\d) head=(\d+) tail=(\d+) total=(\d+)")
_MINIMUM = re.compile(r"PROBE minimum mode=(\w+) bytes=(\d+)")
_BEGIN = re.compile(r"PROBE begin mode=(\w+)")
#: What the strict probe prints first (the stock probe never does).
STRICT_RULE_LINE = "PROBE rule no_failed_allocation"
#: The row field naming the strict rule, and the stock probe's minimum where it differs.
STRICT_RULE = "no failed allocation"
STOCK_MINIMUM = "minimum_allocate_tensors_ok"


def parse(text: str) -> dict[str, dict]:
    """Per mode (``recording``, ``plain``): ok, head, tail, minimum and (recording) the
    ``print_allocations`` categories as ``name -> [used, requested, count]``."""
    out: dict[str, dict] = {}
    mode = None
    for line in text.splitlines():
        if m := _BEGIN.search(line):
            mode = m.group(1)
            out[mode] = {"ok": False, "categories": {}}
        elif m := _RESULT.search(line):
            out[m.group(1)].update(ok=m.group(2) == "1", head=int(m.group(3)), tail=int(m.group(4)))
        elif m := _MINIMUM.search(line):
            out[m.group(1)]["minimum"] = int(m.group(2))
        elif mode is not None and (m := CATEGORY.search(line)):
            out[mode]["categories"][m.group(1)] = [int(m.group(2)), int(m.group(3)), int(m.group(4))]
    return out


def run(probe: Path, config: str, model: Path, strict: bool = False) -> tuple[dict[str, dict], str]:
    """One QEMU run of ``probe`` on ``model``: the parsed modes and the raw output.
    ``strict``: ``probe`` must be a strict build (it says so first), else ValueError."""
    machine, cpu, _ = CONFIGS[config]
    board = ("-machine", machine, "-m", "256M", "-bios", "none") if machine == "virt" else ("-machine", machine)
    command = [
        *(emulator(config), *board, "-cpu", cpu, "-display", "none", "-monitor", "none"),
        *("-serial", "null", "-kernel", str(probe), "-semihosting-config"),
        f"enable=on,target=native,arg=probe,arg={model},arg=mode=both",
    ]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=TIMEOUT_S)
        text = proc.stdout + proc.stderr
    except subprocess.TimeoutExpired:
        text = f"TIMEOUT after {TIMEOUT_S} s"
    if strict and STRICT_RULE_LINE not in text and not text.startswith("TIMEOUT"):
        raise ValueError(f"{probe} is not a strict probe build (it never printed {STRICT_RULE_LINE!r})")
    return parse(text), text


def stock_modes(row: dict) -> dict[str, dict]:
    """The row's modes as the stock probe reports them (its own minimum where the strict
    rule found another)."""
    out = {}
    for mode in ("plain", "recording"):
        measured = dict(row[mode])
        if STOCK_MINIMUM in measured:
            stock = measured.pop(STOCK_MINIMUM)
            measured.pop("minimum")
            if stock is not None:
                measured["minimum"] = stock
        out[mode] = measured
    return out


_ENDED = re.compile(r"^(PROBE fault .*|PROBE abort|qemu: fatal: .*|TIMEOUT.*)$", re.MULTILINE)


def with_strict_minima(stock: dict, strict: dict[str, dict], stock_text: str) -> dict:
    """The row from the strict probe's run, checked against the stock run's row ``stock``:
    the stock minima kept where they differ; ValueError where anything else does."""
    row = dict(stock, minimum_rule=STRICT_RULE)
    ended = _ENDED.search(stock_text) if "PROBE done" not in stock_text else None
    if ended:
        row["stock_probe_ended"] = ended.group(1)
    for mode in ("plain", "recording"):
        theirs, mine = stock[mode], strict.get(mode, {"ok": False, "categories": {}})
        if not theirs["ok"] and ended:
            row[mode] = mine  # the stock probe never got there
            continue
        if {k: v for k, v in theirs.items() if k != "minimum"} != {k: v for k, v in mine.items() if k != "minimum"}:
            where = f"{stock['config']} {stock['model']} {mode}"
            raise ValueError(f"{where}: the strict probe reports {mine}, the stock one {theirs}")
        row[mode] = mine
        if theirs.get("minimum") != mine.get("minimum"):
            row[mode] = dict(mine, **{STOCK_MINIMUM: theirs.get("minimum")})
    return row


def models(shared: Path | None) -> dict[str, tuple[str, bytes]]:
    """Every model to measure: name -> (source, bytes): the samples, the kernel models,
    the Vela-compiled samples, and the models in ``shared`` when given."""
    from tests.kernel_models import kernel_models

    out = {p.name: ("sample", p.read_bytes()) for p in sorted((ROOT / "sample_models").glob("*.tflite"))}
    out |= {f"{name}.tflite": ("kernel", m.data) for name, m in kernel_models().items()}
    out |= {p.name: ("vela", p.read_bytes()) for p in sorted(VELA_MODELS.glob("*_vela.tflite"))}
    if shared is not None:
        out |= {p.name: ("shared", p.read_bytes()) for p in sorted(shared.glob("*.tflite"))}
    return out


def _read_logs(path: Path) -> dict[str, str]:
    """The raw output already recorded for a configuration, by model."""
    if not path.exists():
        return {}
    with gzip.open(path, "rt") as f:
        chunks = f.read().split("===== ")[1:]
    return {chunk.split("\n", 1)[0].split(" ", 1)[1]: "===== " + chunk for chunk in chunks}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probes", type=Path, required=True, help="folder of probe_<config>.elf builds")
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS), required=True)
    parser.add_argument("--shared", type=Path, help="a folder of more models (the dev set)")
    parser.add_argument("--only", action="append", default=[], help="measure only these model names")
    parser.add_argument("--strict-probes", type=Path, help="folder of probe_strict_<config>.elf builds (see above)")
    args = parser.parse_args()
    table = json.loads(TABLE.read_text()) if TABLE.exists() else {"rows": []}
    rows = {(r["config"], r["model"]): r for r in table["rows"]}
    LOGS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for config in args.config:
            logs = _read_logs(LOGS / f"{config}.log.gz")
            strict_logs = _read_logs(LOGS / f"strict_{config}.log.gz")
            for name, (source, data) in models(args.shared).items():
                if args.only and name not in args.only:
                    continue
                path = Path(tmp) / name
                path.write_bytes(data)
                modes, stock_text = run(args.probes / f"probe_{config}.elf", config, path)
                rows[(config, name)] = {
                    "config": config,
                    "model": name,
                    "source": source,
                    "sha256": hashlib.sha256(data).hexdigest(),
                    **{mode: modes.get(mode, {"ok": False, "categories": {}}) for mode in ("plain", "recording")},
                }
                logs[name] = f"===== {config} {name}\n{stock_text.replace(tmp, '<models>')}\n"
                if args.strict_probes is not None:
                    strict, text = run(args.strict_probes / f"probe_strict_{config}.elf", config, path, strict=True)
                    rows[(config, name)] = with_strict_minima(rows[(config, name)], strict, stock_text)
                    strict_logs[name] = f"===== {config} {name}\n{text.replace(tmp, '<models>')}\n"
                print(f"{config:14} {name:50} {rows[(config, name)]['plain']}", file=sys.stderr)
            with gzip.open(LOGS / f"{config}.log.gz", "wt") as f:
                f.write("".join(logs[name] for name in sorted(logs)))
            if strict_logs:
                with gzip.open(LOGS / f"strict_{config}.log.gz", "wt") as f:
                    f.write("".join(strict_logs[name] for name in sorted(strict_logs)))
    write_table(TABLE, rows)
    return 0


def write_table(path: Path, rows: dict) -> None:
    """The rows, sorted by key, one JSON row a line (reviewable diffs)."""
    lines = ",\n".join(json.dumps(rows[k], sort_keys=True) for k in sorted(rows))
    path.write_text('{"rows": [\n' + lines + "\n]}\n")


if __name__ == "__main__":
    sys.exit(main())
