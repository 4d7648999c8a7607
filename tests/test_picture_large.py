"""The picture of a big model stays readable: it grows with the steps, each byte axis
speaks one unit, nothing is clipped, the peak hides no buffer, and the SVG carries its
own legend. Checked on a seeded synthetic graph of 1,000 tensors, and in Chromium."""

from __future__ import annotations

import dataclasses
import itertools
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.synthetic import synthetic_graph
from tests.test_picture import SVG, plan_of, screenshot
from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.report.picture import (
    MAX_WIDTH,
    STEP_WIDTH,
    WIDTH,
    byte_ticks,
    figure_width,
    memory_map_html,
    memory_map_svg,
)


@pytest.fixture(scope="module")
def big() -> Analysis:
    a = analyze(synthetic_graph("wide_branches", 1000, seed=3), semantics_options={"target": "cortex-m"})
    assert len(a.records) == 1000
    return a


def texts(root: ET.Element, cls: str, **data: str) -> list[str]:
    return [
        e.text or ""
        for e in root.iter(f"{SVG}text")
        if e.get("class") == cls and all(e.get(f"data-{k}") == v for k, v in data.items())
    ]


def test_the_figure_grows_with_the_steps(big: Analysis) -> None:
    root = ET.fromstring(memory_map_svg(big))
    area = next(e for e in root.iter(f"{SVG}rect") if e.get("class") == "plot-area")
    steps = int(area.get("data-t1")) - int(area.get("data-t0")) + 1  # type: ignore[arg-type]
    assert steps == 1000
    width = int(root.get("width"))  # type: ignore[arg-type]
    assert width == figure_width(steps) == round(1000 * STEP_WIDTH) + 258 > 7 * WIDTH
    assert float(area.get("width")) / steps == pytest.approx(STEP_WIDTH)  # type: ignore[arg-type]
    assert root.get("viewBox") == f"0 0 {width} {root.get('height')}"
    small = ET.fromstring(memory_map_svg(plan_of("branching_cnn_int8.tflite")))
    assert int(small.get("width")) == WIDTH  # type: ignore[arg-type]
    assert figure_width(1) == WIDTH and figure_width(10**6) == MAX_WIDTH


def test_each_byte_axis_uses_one_unit(big: Analysis) -> None:
    root = ET.fromstring(memory_map_svg(big))
    for panel in ("map", "live"):
        labels = texts(root, "y-tick", panel=panel)
        assert len(labels) >= 3, labels
        units = {label.split(" ")[1] for label in labels}
        assert len(units) == 1, labels
        values = [float(label.split(" ")[0].replace(",", "")) for label in labels]
        assert values[0] == 0 and len({round(b - a, 6) for a, b in itertools.pairwise(values)}) == 1


def test_byte_ticks_never_mix_units() -> None:
    # The example: a 1.46 MiB axis read "1.46 MiB" above "1,000 KiB".
    ticks = byte_ticks(int(1.46 * 1024 * 1024))
    assert [label for _, label in ticks] == [f"{k:,} KiB" for k in range(0, 1401, 200)]
    assert [b for b, _ in ticks] == [k * 1024 for k in range(0, 1401, 200)]
    assert byte_ticks(2048) == [(0, "0 KiB"), (512, "0.5 KiB"), (1024, "1 KiB"), (1536, "1.5 KiB"), (2048, "2 KiB")]
    assert [label for _, label in byte_ticks(5 * 1024 * 1024)] == [f"{k} MiB" for k in range(6)]
    assert [label for _, label in byte_ticks(100, 3)] == ["0 B", "50 B", "100 B"]


def test_the_svg_has_its_own_legend(big: Analysis) -> None:
    root = ET.fromstring(memory_map_svg(big))
    legend = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "legend")
    keys = [g.get("data-key") for g in legend.iter(f"{SVG}g") if g.get("class") == "legend-item"]
    assert keys == ["buffer", "arena", "lower-bound", "peak"]
    assert all(g.find(f"{SVG}text") is not None for g in legend.iter(f"{SVG}g") if g.get("class") == "legend-item")
    height = float(root.get("height"))  # type: ignore[arg-type]
    for g in legend.iter(f"{SVG}g"):
        if g.get("class") == "legend-item":
            x, y = map(float, re.findall(r"[\d.]+", g.get("transform") or ""))
            assert y < height and x < WIDTH


def test_the_heading_wraps_instead_of_running_off_the_figure(big: Analysis) -> None:
    long = dataclasses.replace(big.graph, path="/models/" + "a_rather_long_model_name_" * 8 + ".tflite")
    root = ET.fromstring(memory_map_svg(dataclasses.replace(big, graph=long)))
    heading, subtitle = texts(root, "heading"), texts(root, "subtitle")
    assert len(heading) >= 2 and subtitle
    for cls, size, lines in (("heading", 15, heading), ("subtitle", 11.5, subtitle)):
        x = float(next(e for e in root.iter(f"{SVG}text") if e.get("class") == cls).get("x"))  # type: ignore[arg-type]
        for line in lines:
            # DejaVu Sans (Bold) averages under 0.55 em a character: the line ends before x = WIDTH.
            assert x + len(line) * size * 0.6 < WIDTH, line
    assert "…" in " ".join(heading)  # the 200-character name is shortened, not clipped
    ends = r"lower bound 1.04\u00a0MiB \(\+\d+\.\d%\)\. Minimum tensor_arena \(cortex-m\): [\d,]+\u00a0B$"
    assert re.search(ends, " ".join(heading))


def test_the_peak_is_marked_behind_the_boxes(big: Analysis) -> None:
    root = ET.fromstring(memory_map_svg(big))
    order = [e.get("class") for e in root.iter() if e.get("class") in {"peak", "peak-band", "buffer"}]
    assert order.index("peak") < order.index("buffer") and order.index("peak-band") < order.index("buffer")
    line = next(e for e in root.iter(f"{SVG}line") if e.get("class") == "peak")
    assert int(line.get("data-step")) == big.peak_time  # type: ignore[arg-type]
    px = float(line.get("x1"))  # type: ignore[arg-type]
    at_peak = [
        e
        for e in root.iter(f"{SVG}rect")
        if e.get("class") == "buffer" and int(e.get("data-first")) <= big.peak_time <= int(e.get("data-last"))  # type: ignore[arg-type]
    ]
    assert len(at_peak) == len(big.live_at_peak())
    assert all(float(e.get("x")) < px < float(e.get("x")) + float(e.get("width")) for e in at_peak)  # type: ignore[arg-type]


def test_box_labels_name_buffers_not_indices_in_a_standalone_svg(big: Analysis) -> None:
    root = ET.fromstring(memory_map_svg(big))
    labels = [e.text or "" for e in root.iter(f"{SVG}text") if e.get("pointer-events") == "none"]
    assert len(labels) >= 10
    assert not [s for s in labels if s.startswith("#")]
    names = {r.name for r in big.records}
    assert all(s in names or any(n.endswith(s) for n in names) for s in labels)


def test_a_wide_html_page_zooms_and_pans_with_an_inline_script(big: Analysis) -> None:
    html = memory_map_html(big)
    assert not set(re.findall(r"(?:src|href)\s*=\s*[\"']([^\"'#][^\"']*)", html))  # nothing external
    assert html.count("<script>") == 1 and "<script src" not in html
    for zoom in ("out", "fit", "1", "in"):
        assert f'data-zoom="{zoom}"' in html
    # The frozen y axis is the drawing itself, shown through a narrow window.
    assert '<use href="#memplan-drawing"/>' in html and '<g id="memplan-drawing">' in html
    assert "<script" not in memory_map_html(plan_of("branching_cnn_int8.tflite")).lower()


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Chromium is not installed (apt-get install chromium)")
def test_the_wide_page_renders_in_headless_chromium(big: Analysis, tmp_path: Path) -> None:
    page = tmp_path / "big.html"
    page.write_text(memory_map_html(big))
    width, height, rows = screenshot(page, (1400, 900))
    assert (width, height) == (1400, 900)
    channels = len(rows[0]) // width
    # The figure fills the window's width at 100%: its right half is drawn too.
    right = [row[x : x + 3] for row in rows[150:700:4] for x in range(channels * 800, len(row), channels * 4)]
    assert len(set(right)) > 20, "the right half of the figure looks blank"
