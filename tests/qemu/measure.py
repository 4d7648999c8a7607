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
LOGS = HERE / "logs"
#: Seconds one QEMU run may take (the bisection included).
TIMEOUT_S = 120

#: config -> (QEMU machine, QEMU cpu, memplan's target and build options)
CONFIGS: dict[str, tuple[str, str, dict[str, str]]] = {
    "m4_reference": ("mps2-an386", "cortex-m4", {"target": "cortex-m4", "kernels": "reference"}),
    "m4_cmsis-nn": ("mps2-an386", "cortex-m4", {"target": "cortex-m4", "kernels": "cmsis-nn"}),
    "m3_cmsis-nn": ("mps2-an385", "cortex-m3", {"target": "cortex-m3", "kernels": "cmsis-nn"}),
    "m55_cmsis-nn": ("mps3-an547", "cortex-m55", {"target": "cortex-m55", "kernels": "cmsis-nn"}),
    "m3_reference": ("mps2-an385", "cortex-m3", {"target": "cortex-m3", "kernels": "reference"}),
    "m55_reference": ("mps3-an547", "cortex-m55", {"target": "cortex-m55", "kernels": "reference"}),
    # esp-tflite-micro with ESP-NN's generic kernels, RV32IMAC (the ESP32-C6's ISA) on QEMU's virt board
    "c6_esp-nn": ("virt", "rv32", {"target": "esp32c6", "kernels": "esp-nn"}),
}


def emulator(config: str) -> str:
    """The QEMU system emulator a configuration runs on."""
    return "qemu-system-riscv32" if CONFIGS[config][0] == "virt" else "qemu-system-arm"


_RESULT = re.compile(r"PROBE result mode=(\w+) ok=(\d) head=(\d+) tail=(\d+) total=(\d+)")
_MINIMUM = re.compile(r"PROBE minimum mode=(\w+) bytes=(\d+)")
_BEGIN = re.compile(r"PROBE begin mode=(\w+)")


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


def run(probe: Path, config: str, model: Path) -> tuple[dict[str, dict], str]:
    """One QEMU run of ``probe`` on ``model``: the parsed modes and the raw output."""
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
    return parse(text), text


def models(shared: Path | None) -> dict[str, tuple[str, bytes]]:
    """Every model to measure: name -> (source, bytes): the samples, the kernel models,
    and the models in ``shared`` when given."""
    from tests.kernel_models import kernel_models

    out = {p.name: ("sample", p.read_bytes()) for p in sorted((ROOT / "sample_models").glob("*.tflite"))}
    out |= {f"{name}.tflite": ("kernel", m.data) for name, m in kernel_models().items()}
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
    args = parser.parse_args()
    table = json.loads(TABLE.read_text()) if TABLE.exists() else {"rows": []}
    rows = {(r["config"], r["model"]): r for r in table["rows"]}
    LOGS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for config in args.config:
            logs = _read_logs(LOGS / f"{config}.log.gz")
            for name, (source, data) in models(args.shared).items():
                if args.only and name not in args.only:
                    continue
                path = Path(tmp) / name
                path.write_bytes(data)
                modes, text = run(args.probes / f"probe_{config}.elf", config, path)
                rows[(config, name)] = {
                    "config": config,
                    "model": name,
                    "source": source,
                    "sha256": hashlib.sha256(data).hexdigest(),
                    **{mode: modes.get(mode, {"ok": False, "categories": {}}) for mode in ("plain", "recording")},
                }
                logs[name] = f"===== {config} {name}\n{text.replace(tmp, '<models>')}\n"
                print(f"{config:14} {name:50} {modes.get('plain', {})}", file=sys.stderr)
            with gzip.open(LOGS / f"{config}.log.gz", "wt") as f:
                f.write("".join(logs[name] for name in sorted(logs)))
    lines = ",\n".join(json.dumps(rows[k], sort_keys=True) for k in sorted(rows))
    TABLE.write_text('{"rows": [\n' + lines + "\n]}\n")  # a row a line: reviewable diffs
    return 0


if __name__ == "__main__":
    sys.exit(main())
