"""Two sample models compiled by Vela for an Ethos-U NPU, as users' Vela models are.

Each model is compiled twice: for an Ethos-U55 sharing the SRAM with the CPU (Vela's
default memory mode; newer Vela passes its one scratch tensor as the fast scratch too)
and for an Ethos-U65 with a dedicated SRAM (a scratch tensor and a separate fast
scratch, both planned in TFLM's arena). branching_cnn_int8 runs wholly on the NPU;
svdf_state_int8's SVDF operators stay on the CPU, so one model mixes CMSIS-NN kernels,
variable tensors and the NPU operator. The QEMU oracle measures them
(``tests/qemu/measure.py``).

Run with Vela installed (the ``ethos-u-vela`` package, not a memplan dependency;
written with 5.2.0): ``python tests/models/make_vela_models.py``. The files are committed.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
SAMPLES = HERE.parents[1] / "sample_models"
#: Suffix -> Vela's options: the accelerator, the system and the memory mode.
BUILDS = {
    "u55": ["--accelerator-config", "ethos-u55-128"],
    "u65": [
        *("--accelerator-config", "ethos-u65-256", "--config", "Arm/vela.ini"),
        *("--system-config", "Ethos_U65_High_End", "--memory-mode", "Dedicated_Sram_384KB"),
    ],
}
MODELS = ("branching_cnn_int8", "svdf_state_int8")


def main() -> None:
    vela = shutil.which("vela")
    if vela is None:
        raise SystemExit("vela is not installed (pip install ethos-u-vela)")
    with tempfile.TemporaryDirectory() as tmp:
        for model in MODELS:
            for suffix, options in BUILDS.items():
                out = Path(tmp) / suffix
                subprocess.run([vela, str(SAMPLES / f"{model}.tflite"), *options, "--output-dir", str(out)], check=True)
                shutil.copyfile(out / f"{model}_vela.tflite", HERE / f"{model}_{suffix}_vela.tflite")


if __name__ == "__main__":
    main()
