"""Recurrent Keras models converted with TensorFlow's converter, as users' models are.

Keras converts a GRU or SimpleRNN layer to a WHILE loop (a condition and a body
subgraph); a GRU whose outputs feed another recurrent layer keeps its sequence in a
TensorList that the converter lowers to SLICE and CONCATENATION on computed bounds,
so LiteRT sizes those tensors only while running and keeps the loop's state on the
heap. The fidelity tests read what LiteRT allocates for them.

Run with TensorFlow installed (not a memplan dependency; written with tensorflow-cpu
2.21.0): ``python tests/models/make_keras_models.py``. Both files are committed.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import tensorflow as tf

HERE = Path(__file__).parent


def save(model: tf.keras.Model, name: str) -> None:
    (HERE / name).write_bytes(tf.lite.TFLiteConverter.from_keras_model(model).convert())


def main() -> None:
    inputs = tf.keras.Input(shape=(10, 8), batch_size=1)
    save(tf.keras.Model(inputs, tf.keras.layers.Dense(4)(tf.keras.layers.GRU(16)(inputs))), "keras_gru.tflite")
    inputs = tf.keras.Input(shape=(10, 8), batch_size=1)
    x = tf.keras.layers.GRU(16, return_sequences=True)(inputs)
    x = tf.keras.layers.SimpleRNN(12)(x)
    save(tf.keras.Model(inputs, tf.keras.layers.Dense(4)(x)), "keras_gru_then_rnn.tflite")


if __name__ == "__main__":
    main()
