"""The memory-map picture: its boxes are the plan, and it renders in a real browser."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.tiny_models import branch_48_offline
from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.cli import main
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan, objects_to_offsets
from tflite_memplan.records import UsageRecord
from tflite_memplan.report.picture import (
    MIN_BOX_HEIGHT,
    box_labels,
    memory_map_html,
    memory_map_svg,
    time_axis_label,
)

SVG = "{http://www.w3.org/2000/svg}"


def plan_of(model: str, semantics: str = "tflm", strategy: str | None = None) -> Analysis:
    return analyze(load_model(SAMPLES / model), semantics, [strategy] if strategy else None)


def boxes(svg: str) -> tuple[ET.Element, list[ET.Element]]:
    root = ET.fromstring(svg)
    area = next(e for e in root.iter(f"{SVG}rect") if e.get("class") == "plot-area")
    return area, [e for e in root.iter(f"{SVG}rect") if e.get("class") == "buffer"]


@pytest.mark.parametrize(
    ("model", "semantics", "strategy"),
    [
        ("branching_cnn_int8.tflite", "tflm", None),
        ("while_loop.tflite", "tflm", None),
        ("reshape_chain.tflite", "litert", None),
        ("scratch_ops.tflite", "tflm", "strip_packing"),
    ],
)
def test_offset_plan_boxes_match_the_plan(model: str, semantics: str, strategy: str | None) -> None:
    a = plan_of(model, semantics, strategy)
    plan = a.primary.plan
    assert isinstance(plan, OffsetPlan)
    area, rects = boxes(memory_map_svg(a))
    x0, y0 = float(area.get("x")), float(area.get("y"))  # type: ignore[arg-type]
    w, h = float(area.get("width")), float(area.get("height"))  # type: ignore[arg-type]
    t0, t1, top = int(area.get("data-t0")), int(area.get("data-t1")), int(area.get("data-bytes"))  # type: ignore[arg-type]
    assert top == plan.arena_size
    assert sorted(int(r.get("data-index")) for r in rects) == list(range(len(a.records)))  # type: ignore[arg-type]
    step = w / (t1 - t0 + 1)
    for rect in rects:
        i = int(rect.get("data-index"))  # type: ignore[arg-type]
        r, offset = a.records[i], plan.offsets[i]
        assert rect.get("data-name") == r.name
        assert (int(rect.get("data-size")), int(rect.get("data-first")), int(rect.get("data-last"))) == (  # type: ignore[arg-type]
            r.size,
            r.first,
            r.last,
        )
        assert int(rect.get("data-offset")) == offset  # type: ignore[arg-type]
        assert float(rect.get("x")) == pytest.approx(x0 + (r.first - t0) * step, abs=0.01)  # type: ignore[arg-type]
        assert float(rect.get("width")) == pytest.approx((r.last - r.first + 1) * step, abs=0.01)  # type: ignore[arg-type]
        bottom = y0 + h - offset * h / top
        height = max(r.size * h / top, MIN_BOX_HEIGHT) if r.size else 0.0
        assert float(rect.get("y")) + float(rect.get("height")) == pytest.approx(bottom, abs=0.01)  # type: ignore[arg-type]
        assert float(rect.get("height")) == pytest.approx(height, abs=0.01)  # type: ignore[arg-type]
        title = rect.find(f"{SVG}title")
        assert title is not None and r.name in (title.text or "") and f"{r.size:,}" in (title.text or "")


def test_shared_objects_draw_one_lane_per_object() -> None:
    a = plan_of("branching_cnn_int8.tflite", "gpu")
    plan = a.primary.plan
    assert isinstance(plan, SharedObjectsPlan)
    _, rects = boxes(memory_map_svg(a))
    for rect in rects:
        i = int(rect.get("data-index"))  # type: ignore[arg-type]
        assert int(rect.get("data-object")) == plan.object_of[i]  # type: ignore[arg-type]
    lanes = {int(rect.get("data-object")) for rect in rects}  # type: ignore[arg-type]
    assert lanes == {plan.object_of[i] for i, r in enumerate(a.records) if r.size}


def test_box_labels_name_the_part_of_the_path_that_differs() -> None:
    names = ["net/Conv2d_0/Relu6", "net/Conv2d_1/Relu6", "net/Logits/Softmax", "input", ""]
    records = [UsageRecord(16, 0, 1, tensor=i, name=n) for i, n in enumerate(names)]
    assert box_labels(records) == [
        ["Conv2d_0/Relu6", "Conv2d_0", "#0"],
        ["Conv2d_1/Relu6", "Conv2d_1", "#1"],
        ["Softmax", "#2"],
        ["input", "#3"],
        ["tensor 4", "#4"],
    ]


def test_html_is_self_contained() -> None:
    html = memory_map_html(plan_of("branching_cnn_int8.tflite"))
    assert html.lstrip().lower().startswith("<!doctype html>")
    assert "<svg" in html and "<script" not in html.lower()
    urls = set(re.findall(r"(?:src|href)\s*=\s*[\"']([^\"']+)", html))
    assert not urls, urls


def test_cli_writes_svg_and_html(tmp_path: Path) -> None:
    svg, html = tmp_path / "m.svg", tmp_path / "m.html"
    model = str(SAMPLES / "branching_cnn_int8.tflite")
    result = CliRunner().invoke(main, ["plan", model, "--svg", str(svg), "--html", str(html)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ""
    assert result.stderr == f"wrote {svg}\nwrote {html}\n"
    ET.fromstring(svg.read_text())
    assert "<svg" in html.read_text()
    bad = CliRunner().invoke(main, ["plan", model, "--svg", str(tmp_path / "missing" / "m.svg")])
    assert bad.exit_code == 2 and bad.stderr.startswith("Error: cannot write ")


def _png_pixels(png: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and raw (unfiltered) scanlines of an 8-bit RGB/RGBA PNG."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(png):
        length = int.from_bytes(png[pos : pos + 4], "big")
        kind, data = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height = int.from_bytes(data[:4], "big"), int.from_bytes(data[4:8], "big")
            channels = {2: 3, 6: 4}[data[9]]
        elif kind == b"IDAT":
            idat += data
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b, c = prev[x], prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, rows


def screenshot(page: Path, window: tuple[int, int]) -> tuple[int, int, list[bytes]]:
    """Headless Chromium's screenshot of ``page`` (offline, a fresh profile), as PNG pixels."""
    shot = page.with_suffix(".png")
    subprocess.run(
        [
            shutil.which("chromium") or "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={page.parent / 'profile'}",
            f"--screenshot={shot}",
            f"--window-size={window[0]},{window[1]}",
            page.as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert shot.exists(), "Chromium wrote no screenshot"
    return _png_pixels(shot.read_bytes())


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Chromium is not installed (apt-get install chromium)")
def test_html_renders_in_headless_chromium(tmp_path: Path) -> None:
    page = tmp_path / "map.html"
    page.write_text(memory_map_html(plan_of("branching_cnn_int8.tflite")))
    width, height, rows = screenshot(page, (1000, 800))
    assert (width, height) == (1000, 800)
    channels = len(rows[0]) // width
    colours = {row[x : x + 3] for row in rows[::4] for x in range(0, len(row), channels * 4)}
    non_white = sum(
        1 for row in rows[::4] for x in range(0, len(row), channels * 4) if row[x : x + 3] != b"\xff\xff\xff"
    )
    assert len(colours) > 20, "the page looks blank"
    assert non_white > 0.05 * (width // 4) * (height // 4)


def test_shared_objects_are_drawn_where_the_plan_view_puts_them(cli, tmp_path: Path) -> None:
    # TFLite semantics aligns to 64 bytes, and scratch_ops' objects (400, 200, 128, 100, …)
    # are not multiples of 64: laid end to end unaligned, they would sit elsewhere.
    model, svg = SAMPLES / "scratch_ops.tflite", tmp_path / "m.svg"
    args = ("plan", model, "--semantics", "litert", "--strategy", "best_greedy")
    plain = cli(*args, "--plain")
    assert plain.exit_code == 0, plain.stderr
    view = [int(m) for m in re.findall(r"\(id=\d+\): size=\d+, offset=(\d+),", plain.stdout)]
    assert cli(*args, "--svg", svg).exit_code == 0
    area, rects = boxes(svg.read_text())
    drawn = {int(r.get("data-index")): int(r.get("data-offset")) for r in rects}  # type: ignore[arg-type]
    assert [drawn[i] for i in range(len(view))] == view
    a = plan_of("scratch_ops.tflite", "litert", "best_greedy")
    plan = a.primary.plan
    assert isinstance(plan, SharedObjectsPlan)
    assert (
        view
        == list(objects_to_offsets(a.records, plan, 64).offsets)
        != list(objects_to_offsets(a.records, plan, 1).offsets)
    )
    y0, h, top = float(area.get("y")), float(area.get("height")), int(area.get("data-bytes"))  # type: ignore[arg-type]
    assert top == objects_to_offsets(a.records, plan, 64).arena_size
    for rect in rects:
        bottom = y0 + h - int(rect.get("data-offset")) * h / top  # type: ignore[arg-type]
        assert float(rect.get("y")) + float(rect.get("height")) == pytest.approx(bottom, abs=0.01)  # type: ignore[arg-type]
    lanes = [e for e in ET.fromstring(svg.read_text()).iter(f"{SVG}rect") if e.get("class") == "lane"]
    starts = {int(e.get("data-object")): int(e.get("data-offset")) for e in lanes}  # type: ignore[arg-type]
    assert all(starts[plan.object_of[i]] == off for i, off in drawn.items() if a.records[i].size)


@pytest.mark.parametrize(
    ("semantics", "label"),
    [
        ("tflm", "time step (0 = graph inputs; step k+1 runs operator k)"),
        ("litert", "time step (step k runs operator k)"),
        ("gpu", "time step (step k runs operator k; 9 = graph outputs)"),
    ],
)
def test_time_axis_says_what_each_semantics_steps_are(semantics: str, label: str) -> None:
    a = plan_of("branching_cnn_int8.tflite", semantics)
    root = ET.fromstring(memory_map_svg(a))
    assert [e.text for e in root.iter(f"{SVG}text") if e.get("class") == "x-title"] == [label]
    assert f"Horizontal: {label.replace('time step (', 'time steps (')}" in memory_map_html(a)


def test_time_axis_of_a_model_with_subgraphs_inline() -> None:
    a = plan_of("while_loop.tflite")
    assert time_axis_label(a.lifetimes) == "time step (0 = graph inputs; one operator a step, called subgraphs inline)"


def test_offline_plan_overlapping_on_purpose_is_drawn_as_such(tmp_path: Path) -> None:
    # branch_48_offline puts t2 and t3 over t0 while they are live together, on purpose.
    (tmp_path / "o.tflite").write_bytes(branch_48_offline())
    a = analyze(load_model(tmp_path / "o.tflite"))
    assert not a.lower_bound_applies and a.primary.footprint < a.lower_bound_bytes
    svg = memory_map_svg(a)
    root = ET.fromstring(svg)
    area, rects = boxes(svg)
    texts = [e.text or "" for e in root.iter(f"{SVG}text")]
    heading = " ".join(t for e, t in zip(root.iter(f"{SVG}text"), texts, strict=True) if e.get("class") == "heading")
    assert heading == (
        "o.tflite: offline plan (tflm) — planned head 96\u00a0B, lower bound: does not apply (offline\u00a0plan)."
        " Minimum tensor_arena (cortex-m4): 816\u00a0B"
    )
    assert not any("%" in t or re.search(r"-\d", t) for t in texts)  # no overhead, no step -1
    assert int(area.get("data-t0")) == 0 and int(area.get("data-bytes")) == 96  # type: ignore[arg-type]
    assert not [e for e in root.iter(f"{SVG}line") if e.get("class") == "lower-bound"]
    assert all(r.get("data-offline") == "true" and r.get("fill-opacity") == "0.6" for r in rects)
    assert all(r.get("stroke") != "#c0392b" for r in rects)  # intended overlaps are no collisions
    legend = {g.get("data-key") for g in root.iter(f"{SVG}g") if g.get("class") == "legend-item"}
    assert "offline" in legend
    html = memory_map_html(a)
    assert "<td>Overhead over lower bound</td><td>none: offline plan</td>" in html
    assert "<td>Plan origin</td><td>offline plan from the model (4 of 4 buffers pinned)</td>" in html
    assert "+-" not in html


def test_offline_plan_without_overlaps_keeps_its_overhead() -> None:
    a = analyze(parse_model(branch_48_offline((0, 48, 96, 0))))
    root = ET.fromstring(memory_map_svg(a))
    heading = " ".join(e.text or "" for e in root.iter(f"{SVG}text") if e.get("class") == "heading")
    assert "lower bound 144\u00a0B (+0.0%)." in heading  # then the minimum tensor_arena to declare
    assert heading.endswith(f"Minimum tensor_arena (cortex-m4): {a.needed:,}\u00a0B")
    assert [e for e in root.iter(f"{SVG}line") if e.get("class") == "lower-bound"]


def test_vela_model_picture_reads_honestly() -> None:
    require_real_models()
    a = analyze(load_model(REAL_MODELS / "person_detect_vela.tflite"))
    html = memory_map_html(a)
    assert "+-" not in html and "lower bound: does not apply (offline\u00a0plan)" in html
    root = ET.fromstring(memory_map_svg(a))
    ticks = [e.text for e in root.iter(f"{SVG}text") if e.get("class") == "x-tick"]
    assert ticks == ["0", "1"]
