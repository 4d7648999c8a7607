"""Float32 models of the kinds the TFLite memory blog measures, built from Keras and converted.

The blog's tables ("Optimizing TensorFlow Lite Runtime Memory", 2020) plan the
intermediate tensors of float32 vision models. Memory planning depends only on the
graph and the tensor shapes, never on the weights, so the models are built with
random weights (``weights=None``, seeded): nothing is fetched but TensorFlow itself.

- ``mobilenet_v1``, ``mobilenet_v2``, ``inception_v3``: ``keras.applications`` as
  shipped, with their default input sizes (224, 224, 299) and 1000 classes.
- ``deeplab_v3_mnv2``: a DeepLab v3 head of our own (image pooling and a 1×1 branch,
  concatenated, projected, 21 classes, bilinearly upsampled back to the input) on
  ``MobileNetV2`` features at output stride 16, input 257×257, as TFLite's example
  segmentation model is sized. A model of the kind, not Google's file.
- ``posenet_mnv1``: PoseNet's four 1×1 heads (17 heatmaps, 34 offsets, 32 forward
  and 32 backward displacements) on ``MobileNet`` (v1) features, input 257×257,
  output stride 32. Likewise a model of the kind.

Every model has batch 1. Run in a scratch virtual environment outside the repository
with TensorFlow from PyPI (written with ``tensorflow-cpu==2.21.0``, Keras 3.15.1):

    python -m venv /tmp/blogtf && /tmp/blogtf/bin/pip install tensorflow-cpu==2.21.0
    /tmp/blogtf/bin/python tests/blog/make_models.py [OUT_DIR]

``OUT_DIR`` defaults to ``$MEMPLAN_BLOG_MODELS`` or ``~/.cache/memplan-blog``. The
models are never committed: their usage records are (``python -m tests.blog.records
--write`` with memplan, PROVENANCE.md).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import tensorflow as tf

keras = tf.keras


def _input(size: int) -> keras.KerasTensor:
    return keras.Input(shape=(size, size, 3), batch_size=1)


def mobilenet_v1() -> keras.Model:
    return keras.applications.MobileNet(input_tensor=_input(224), weights=None)


def mobilenet_v2() -> keras.Model:
    return keras.applications.MobileNetV2(input_tensor=_input(224), weights=None)


def inception_v3() -> keras.Model:
    return keras.applications.InceptionV3(input_tensor=_input(299), weights=None)


def deeplab_v3_mnv2() -> keras.Model:
    inputs = _input(257)
    backbone = keras.applications.MobileNetV2(input_tensor=inputs, weights=None, include_top=False)
    features = backbone.get_layer("block_13_expand_relu").output  # output stride 16
    layers = keras.layers
    pooled = layers.GlobalAveragePooling2D(keepdims=True)(features)
    pooled = layers.ReLU()(layers.BatchNormalization()(layers.Conv2D(256, 1, use_bias=False)(pooled)))
    pooled = layers.UpSampling2D(size=features.shape[1:3], interpolation="bilinear")(pooled)
    branch = layers.ReLU()(layers.BatchNormalization()(layers.Conv2D(256, 1, use_bias=False)(features)))
    x = layers.Concatenate()([pooled, branch])
    x = layers.ReLU()(layers.BatchNormalization()(layers.Conv2D(256, 1, use_bias=False)(x)))
    x = layers.Conv2D(21, 1)(x)
    x = layers.Resizing(257, 257, interpolation="bilinear")(x)
    return keras.Model(inputs, x, name="deeplab_v3_mnv2")


def posenet_mnv1() -> keras.Model:
    inputs = _input(257)
    features = keras.applications.MobileNet(input_tensor=inputs, weights=None, include_top=False).output
    heads = [keras.layers.Conv2D(n, 1, name=name)(features) for name, n in
             (("heatmap", 17), ("offsets", 34), ("displacement_fwd", 32), ("displacement_bwd", 32))]  # fmt: skip
    return keras.Model(inputs, heads, name="posenet_mnv1")


MODELS: dict[str, Callable[[], keras.Model]] = {
    f.__name__: f for f in (mobilenet_v1, mobilenet_v2, inception_v3, deeplab_v3_mnv2, posenet_mnv1)
}


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("MEMPLAN_BLOG_MODELS", "~/.cache/memplan-blog"))
    out = out.expanduser()
    out.mkdir(parents=True, exist_ok=True)
    for name, build in MODELS.items():
        keras.utils.set_random_seed(0)
        data = tf.lite.TFLiteConverter.from_keras_model(build()).convert()
        (out / f"{name}.tflite").write_bytes(data)
        print(f"{name}.tflite {len(data)} {hashlib.sha256(data).hexdigest()}")
    print(f"tensorflow {tf.__version__}, keras {keras.__version__}")


if __name__ == "__main__":
    main()
