"""Measure TFLM's arena levers on emulated Cortex-M cores: the levers table's runner.

For every sample and dev-set model, and for each model ``memplan optimize`` writes (with
and without ``--reorder``), runs a bare-metal levers probe — TFLM built for one core and
kernel library, like the probes of ``measure.py`` — under ``qemu-system-arm`` and records,
per configuration, model and variant (``plain``: the model as given; ``optimized`` and
``optimized+reorder``: what optimize wrote), in ``tests/qemu/levers.json``:

- ``plain``: the smallest single arena AllocateTensors accepts with TFLM's own
  ``GreedyMemoryPlanner`` (as ``measure.py``'s probe bisects it);
- ``shim``: the same arena with ``NonPersistentMemoryPlannerShim`` given the plan
  ``optimize --emit-c`` wrote for that variant (a ``tflite::BufferPlan``, read by the
  probe at run time from a file of int32 words: the buffer count, then one offset a
  buffer): ``min_alloc``, the smallest arena AllocateTensors accepts; ``min_safe``, the
  smallest where, after AllocateTensors, the tail starts at or above the plan's extent
  (the shim reserves no head, so TFLM does not check that itself); head and tail;
- ``two_arenas``: ``MicroAllocator::Create(persistent, p_size, non_persistent, np_size)``:
  the smallest persistent arena (with a large non-persistent one), the smallest
  non-persistent arena (with a large persistent one), and whether the pair works;

and, for each lever, a checksum (FNV-1a) of the outputs Invoke gives for a fixed input
pattern at the measured minimum. The raw output, optimize's messages and the emitted C
plans go to ``tests/qemu/logs/levers_<config>.log.gz``. Building the probes is outside
this repository (``tests/qemu/PROVENANCE.md``); this script only runs them.

    python tests/qemu/measure_levers.py --probes DIR --config m4_cmsis-nn [--shared DIR] [--only NAME]
        [--optimize-arg ARG …]
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's packages, when run as a script

from tests.qemu.measure import CONFIGS, write_table  # noqa: E402

TABLE = HERE / "levers.json"
LOGS = HERE / "logs"
#: Seconds one QEMU run may take (bisections and Invoke included).
TIMEOUT_S = 1800
#: Dev-set models left out: Ethos-U command streams TFLM cannot allocate on these cores.
SKIP = ("person_detect_vela.tflite",)
#: The metadata TFLM reads an offline plan from. The shim refuses a model carrying one
#: (TFLM then calls the planner's AddBuffer with an offline offset, which only the greedy
#: planner implements), so the shim runs on the variant with that name changed in place
#: (one byte; nothing else in the model moves).
OFFLINE = b"OfflineMemoryAllocation"
HIDDEN = b"offlineMemoryAllocation"
VARIANTS = (("plain", None), ("optimized", []), ("optimized+reorder", ["--reorder"]))
#: More arguments for every ``memplan optimize`` run (``--optimize-arg``), e.g. ``--force``
#: where it makes optimize write a model that does not lower the minimum.
OPTIMIZE_ARGS: list[str] = []


def memplan_target(config: str) -> list[str]:
    """The ``--target`` (and ``--kernels``) naming ``config``'s core and kernel library."""
    core, kernels = CONFIGS[config][2]["target"], CONFIGS[config][2]["kernels"]
    if kernels == "cmsis-nn":
        return ["--target", core]
    if core == "cortex-m4" and kernels == "reference":
        return ["--target", "cortex-m"]  # Cortex-M4 with the reference kernels, as first measured
    return ["--target", core, "--kernels", kernels]


def plan_words(c_source: str) -> list[int]:
    """The int32 words of the ``tflite::BufferPlan`` in memplan's ``--emit-c`` output:
    the buffer count, then one offset a buffer."""
    body = re.search(r"kMemplanBufferPlanWords\[\]\s*=\s*\{(.*?)\}", c_source, re.S)
    assert body, "no kMemplanBufferPlanWords in the emitted C"
    words = [int(w) for w in re.findall(r"-?\d+", re.sub(r"//[^\n]*", "", body.group(1)))]
    assert words and words[0] == len(words) - 1, "buffer count and offsets disagree"
    return words


def plan_head(c_source: str) -> int | None:
    """The planned area memplan says the plan needs (its comment)."""
    m = re.search(r"needs ([\d,]+) bytes", c_source)
    return int(m.group(1).replace(",", "")) if m else None


def optimize(model: Path, out: Path, config: str, extra: list[str]) -> tuple[bool, str, str | None]:
    """``memplan optimize`` with ``--emit-c``: (model written, messages, emitted C or None)."""
    c_file = out.with_suffix(".cc")
    command = [sys.executable, "-c", "from tflite_memplan.cli import main; main()", "optimize", str(model)]
    command += ["-o", str(out), "--emit-c", str(c_file), *memplan_target(config), *extra, *OPTIMIZE_ARGS]
    proc = subprocess.run(
        command, capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    messages = f"$ memplan {' '.join(command[3:])}\n{proc.stdout}{proc.stderr}[exit {proc.returncode}]\n"
    return out.is_file(), messages, c_file.read_text() if c_file.is_file() else None


def run(probe: Path, config: str, args: list[str]) -> str:
    """One QEMU run of the levers probe with ``args`` (model first); its output."""
    machine, cpu, _ = CONFIGS[config]
    command = [
        *("qemu-system-arm", "-machine", machine, "-cpu", cpu, "-display", "none", "-monitor", "none"),
        *("-serial", "null", "-kernel", str(probe), "-semihosting-config"),
        "enable=on,target=native,arg=probe," + ",".join(f"arg={a}" for a in args),
    ]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=TIMEOUT_S)
        return proc.stdout + proc.stderr
    except subprocess.TimeoutExpired:
        return f"TIMEOUT after {TIMEOUT_S} s"


def _fields(line: str) -> dict[str, int | str]:
    out: dict[str, int | str] = {}
    for key, value in re.findall(r"(\w+)=(\S+)", line):
        out[key] = int(value) if re.fullmatch(r"-?\d+", value) else value
    return out


def parse(text: str) -> dict[str, dict]:
    """Per lever: the probe's ``PROBE lever=… <what> k=v …`` lines as ``what -> fields``."""
    out: dict[str, dict] = {}
    for line in text.splitlines():
        m = re.match(r"PROBE lever=(\w+) (\w+) ?(.*)", line)
        if m:
            lever, what, rest = m.groups()
            out.setdefault(lever, {})[what] = rest.removeprefix("text=") if what == "error" else _fields(rest)
    return out


def _checksum(invoke: dict | None) -> str | None:
    if not invoke or not (invoke.get("ok") and invoke.get("invoke_ok")):
        return None
    return str(invoke["checksum"])


def plain_fields(p: dict) -> dict:
    result = p.get("result", {})
    minimum = p.get("minimum", {})
    return {
        "ok": bool(result.get("ok")),
        "head": result.get("head"),
        "tail": result.get("tail"),
        "minimum": minimum.get("bytes"),
        "minimum_confirmed": bool(minimum.get("confirmed")),
        "checksum": _checksum(p.get("invoke")),
        **({"error": p["error"]} if "error" in p else {}),
    }


def shim_fields(s: dict) -> dict:
    result, plan = s.get("result", {}), s.get("plan", {})
    alloc, safe = s.get("min_alloc", {}), s.get("min_safe", {})
    return {
        "ok": bool(result.get("ok")),
        "buffers_in_plan": plan.get("buffers"),
        "buffers_added": plan.get("added"),
        "extent": plan.get("extent"),
        "conflicts": plan.get("conflicts"),
        "head": result.get("head"),
        "tail": result.get("tail"),
        "min_alloc": alloc.get("bytes"),
        "min_alloc_confirmed": bool(alloc.get("confirmed")),
        "tail_low_at_min_alloc": alloc.get("tail_low"),
        "min_safe": safe.get("bytes"),
        "min_safe_confirmed": bool(safe.get("confirmed")),
        "checksum": _checksum(s.get("invoke")),
        **({"error": s["error"]} if "error" in s else {}),
    }


def two_fields(t: dict) -> dict:
    result, pair = t.get("result", {}), t.get("pair", {})
    p, np_ = t.get("min_persistent", {}), t.get("min_non_persistent", {})
    return {
        "ok": bool(result.get("ok")),
        "persistent_used": result.get("persistent"),
        "non_persistent_used": result.get("non_persistent"),
        "persistent": p.get("bytes"),
        "persistent_confirmed": bool(p.get("confirmed")),
        "non_persistent": np_.get("bytes"),
        "non_persistent_confirmed": bool(np_.get("confirmed")),
        "pair_ok": bool(pair.get("ok")),
        "pair_below_ok": bool(pair.get("below_p_ok") or pair.get("below_np_ok")),
        "checksum": _checksum(t.get("invoke")),
        **({"error": t["error"]} if "error" in t else {}),
    }


def measure_model(probe: Path, config: str, name: str, source: str, data: bytes, tmp: Path) -> tuple[list[dict], str]:
    """Every variant of one model: its rows and the log text."""
    log = []
    rows = []
    original = tmp / name
    original.write_bytes(data)
    plans: dict[str, tuple[Path, str]] = {}
    models: dict[str, Path] = {"plain": original}
    for variant, extra in VARIANTS[1:]:
        out = tmp / f"{name.removesuffix('.tflite')}.{variant.replace('+', '_')}.tflite"
        written, messages, c_source = optimize(original, out, config, extra)
        log.append(f"----- optimize ({variant})\n{messages}")
        if c_source is not None:
            log.append(f"----- emitted plan ({variant})\n{c_source}\n")
        if written:
            models[variant] = out
        if c_source is not None and (written or variant == "optimized"):
            # the plan without --reorder is for the model's own order: the original's too
            plans[variant] = (out.with_suffix(".plan.bin"), c_source)
            words = plan_words(c_source)
            plans[variant][0].write_bytes(struct.pack(f"<{len(words)}i", *words))
    if "optimized" in plans:
        plans["plain"] = plans["optimized"]
    for variant, _ in VARIANTS:
        if variant not in models:
            continue
        path = models[variant]
        model_bytes = path.read_bytes()
        text = run(probe, config, [str(path), "levers=plain+two"])
        log.append(f"----- {variant}: levers=plain+two\n{text}\n")
        levers = parse(text)
        if variant == "plain" and not levers.get("plain", {}).get("result", {}).get("ok"):
            log.append("----- TFLM cannot allocate this model: no rows\n")
            break
        row = {
            "config": config,
            "model": name,
            "source": source,
            "variant": variant,
            "sha256": hashlib.sha256(model_bytes).hexdigest(),
            "original_sha256": hashlib.sha256(data).hexdigest(),
            "offline_plan_in_model": OFFLINE in model_bytes,
            "plain": plain_fields(levers.get("plain", {})),
            "two_arenas": two_fields(levers.get("two", {})),
        }
        if variant in plans:
            plan_file, c_source = plans[variant]
            shim_model = path
            if OFFLINE in model_bytes:
                assert model_bytes.count(OFFLINE) == 1
                shim_model = path.with_suffix(".shim.tflite")
                shim_model.write_bytes(model_bytes.replace(OFFLINE, HIDDEN))
                # as written: what the shim does with the offline plan in the model
                text = run(probe, config, [str(path), f"plan={plan_file}", "levers=shim", "bisect=0", "invoke=0"])
                log.append(f"----- {variant}: levers=shim on the model as written\n{text}\n")
                written = parse(text).get("shim", {})
                row["shim_on_model_as_written"] = {
                    "ok": bool(written.get("result", {}).get("ok")),
                    "error": written.get("error"),
                }
            text = run(probe, config, [str(shim_model), f"plan={plan_file}", "levers=shim"])
            log.append(f"----- {variant}: levers=shim\n{text}\n")
            row["plan_sha256"] = hashlib.sha256(plan_file.read_bytes()).hexdigest()
            row["plan_head"] = plan_head(c_source)
            row["shim"] = shim_fields(parse(text).get("shim", {}))
        sums = {row[k]["checksum"] for k in ("plain", "two_arenas", "shim") if k in row}
        row["checksum"] = sums.pop() if len(sums) == 1 else None
        rows.append(row)
    body = "".join(log).replace(str(tmp), "<tmp>")
    return rows, body


def _read_logs(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    with gzip.open(path, "rt") as f:
        chunks = f.read().split("===== ")[1:]
    return {chunk.split("\n", 1)[0].split(" ", 1)[1]: "===== " + chunk for chunk in chunks}


def models(shared: Path | None) -> dict[str, tuple[str, bytes]]:
    """The samples (top level) and the dev-set models in ``shared``: name -> (source, bytes)."""
    out = {p.name: ("sample", p.read_bytes()) for p in sorted((ROOT / "sample_models").glob("*.tflite"))}
    if shared is not None:
        out |= {p.name: ("shared", p.read_bytes()) for p in sorted(shared.glob("*.tflite")) if p.name not in SKIP}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probes", type=Path, required=True, help="folder of levers_<config>.elf builds")
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS), required=True)
    parser.add_argument("--shared", type=Path, help="a folder of more models (the dev set)")
    parser.add_argument("--only", action="append", default=[], help="measure only these model names")
    parser.add_argument("--optimize-arg", action="append", default=[], help="one more memplan optimize argument")
    args = parser.parse_args()
    OPTIMIZE_ARGS[:] = args.optimize_arg
    table = json.loads(TABLE.read_text()) if TABLE.exists() else {"rows": []}
    rows = {(r["config"], r["model"], r["variant"]): r for r in table["rows"]}
    LOGS.mkdir(exist_ok=True)
    for config in args.config:
        logs = _read_logs(LOGS / f"levers_{config}.log.gz")
        for name, (source, data) in models(args.shared).items():
            if args.only and name not in args.only:
                continue
            with tempfile.TemporaryDirectory() as tmp:
                measured, text = measure_model(
                    args.probes / f"levers_{config}.elf", config, name, source, data, Path(tmp)
                )
            for key in [k for k in rows if k[:2] == (config, name)]:
                del rows[key]
            rows |= {(r["config"], r["model"], r["variant"]): r for r in measured}
            logs[name] = f"===== {config} {name}\n{text}\n"
            for r in measured:
                shim = r.get("shim", {})
                two = r["two_arenas"]
                print(
                    f"{config:12} {name:42} {r['variant']:18} plain={r['plain']['minimum']} "
                    f"shim={shim.get('min_alloc')}/{shim.get('min_safe')} "
                    f"two={two['persistent']}+{two['non_persistent']} sum={r['checksum']}",
                    file=sys.stderr,
                )
            with gzip.open(LOGS / f"levers_{config}.log.gz", "wt") as f:
                f.write("".join(logs[n] for n in sorted(logs)))
            write_table(TABLE, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
