"""One-operator models the tflite-micro interpreter refuses, and where (tests only).

Each row is a one-operator row of :mod:`kernel_models`'s manifest format, then where the wheel's
interpreter stops: ``resolve`` (no kernel), ``prepare`` (AllocateTensors) or ``invoke`` (the
first Invoke, on zero inputs). ``tests/test_runnable.py`` checks memplan predicts the same stop
for each, and, where the runtime is installed, that the interpreter really stops there. A row
is one refusal read from a kernel's source (see ``tflite_memplan/semantics/tflm/accepts.py``).
"""

from __future__ import annotations

from tests.kernel_models import build, one_op

X = "[1,4,4,4]"
POOL = {"padding": "VALID", "stride_w": 2, "stride_h": 2, "filter_width": 2, "filter_height": 2}
TCONV = {"padding": "SAME", "stride_w": 2, "stride_h": 2}


def lstm_row(name, hidden="h f32[1,4] var", cell="c f32[1,4] var", extra=None, stop="prepare"):
    """A float UNIDIRECTIONAL_SEQUENCE_LSTM row (steps 2, features 3, units 4) with one part changed:
    the hidden or cell state, or ``extra`` inputs by position (a peephole, a projection)."""
    inputs = [None] * 24
    inputs[0] = "x f32[1,2,3]"
    for k in range(1, 5):
        inputs[k] = f"iw{k} f32[4,3] rand=iw{k}"
        inputs[k + 4] = f"rw{k + 4} f32[4,4] rand=rw{k + 4}"
        inputs[k + 11] = f"b{k + 11} f32[4] rand=b{k + 11}"
    inputs[18], inputs[19] = hidden, cell
    for position, text in (extra or {}).items():
        inputs[position] = text
    options = {"fused_activation_function": "TANH", "time_major": False}
    return (name, "UNIDIRECTIONAL_SEQUENCE_LSTM", inputs, ["y f32[1,2,4]"], options, stop)

# (name, opcode, inputs, outputs, options, stop)
# fmt: off
REFUSED = [
    # no kernel: a builtin TFLM lacks, a custom operator it does not ship
    ("gelu_f32", "GELU", [f"x f32{X}"], [f"y f32{X}"], None, "resolve"),
    ("custom_unknown", "MyCustomOp", [f"x f32{X}"], [f"y f32{X}"], None, "resolve"),
    # tensors AllocateTensors cannot size
    # ----------------------------------------------------------------- kernels ABS .. LOGISTIC
    ("dequantize_f16", "DEQUANTIZE", ["w float16[4] fill=1"], ["y f32[4]"], None, "prepare"),
    # ----------------------------------------------------------------- kernels LOG_SOFTMAX .. ZEROS_LIKE, signal
    ("log_softmax_i16", "LOG_SOFTMAX", [f"x q16{X}"], [f"y q16{X}"], None, "invoke"),
    ("log_softmax_i8_f32", "LOG_SOFTMAX", [f"x q8{X}"], [f"y f32{X}"], None, "prepare"),
    ("log_softmax_shapes", "LOG_SOFTMAX", ["x f32[1,4]"], ["y f32[1,8]"], None, "prepare"),
    ("log_softmax_i8_scale", "LOG_SOFTMAX", [f"x q8{X}"], [f"y q8{X} q=0.05,0"], None, "prepare"),
    ("maximum_bool", "MAXIMUM", [f"a bool{X}", f"b bool{X}"], [f"y bool{X}"], None, "invoke"),
    ("minimum_u8", "MINIMUM", [f"a uint8{X}", f"b uint8{X}"], [f"y uint8{X}"], None, "invoke"),
    ("max_pool_2d_i32", "MAX_POOL_2D", ["x i32[1,8,8,4]"], [f"y i32{X}"], POOL, "prepare"),
    ("max_pool_2d_i8_rescale", "MAX_POOL_2D", ["x q8[1,8,8,4]"], [f"y q8{X} q=0.1,0"], POOL, "prepare"),
    ("mean_i32", "MEAN", [f"x i32{X}", "axis i32[2] =1,2"], ["y i32[1,1,1,4]"], {"keep_dims": True}, "invoke"),
    ("mean_axis_i64", "MEAN", [f"x f32{X}", "axis int64[2] =1,2"], ["y f32[1,1,1,4]"], {"keep_dims": True},
     "prepare"),
    ("mirror_pad_i16", "MIRROR_PAD", [f"x q16{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y q16[1,6,6,4]"],
     {"mode": "REFLECT"}, "invoke"),
    ("mirror_pad_rows", "MIRROR_PAD", [f"x f32{X}", "pads i32[3,2] =0,0,1,1,1,1"], ["y f32[1,6,6,4]"],
     {"mode": "REFLECT"}, "prepare"),
    ("mul_i8_i16", "MUL", [f"a q8{X}", f"b q16{X}"], [f"y q8{X}"], None, "prepare"),
    ("mul_i64", "MUL", [f"a int64{X}", f"b int64{X}"], [f"y int64{X}"], None, "invoke"),
    ("mul_i16_zero_point", "MUL", [f"a q16{X} q=1/4096,1", f"b q16{X}"], [f"y q16{X}"], None, "prepare"),
    ("pack_bool", "PACK", ["a bool[2,3]", "b bool[2,3]"], ["y bool[2,2,3]"], {"axis": 0, "values_count": 2},
     "invoke"),
    ("pad_i8_f32", "PAD", [f"x q8{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y f32[1,6,6,4]"], None, "prepare"),
    ("pad_rank6", "PAD", ["x f32[1,1,1,4,4,4]", "pads i32[6,2] =0,0,0,0,0,0,0,0,1,1,0,0"], ["y f32[1,1,1,4,6,4]"],
     None, "prepare"),
    ("pad_pads_input", "PAD", [f"x f32{X}", "pads i32[4,2]"], ["y f32[1,6,6,4]"], None, "prepare"),
    ("pad_pads_count", "PAD", [f"x f32{X}", "pads i32[3,2] =0,0,1,1,1,1"], ["y f32[1,6,6,4]"], None, "prepare"),
    ("pad_bool", "PAD", [f"x bool{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y bool[1,6,6,4]"], None, "invoke"),
    ("pad_i8_zero_point", "PAD", [f"x q8{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y q8[1,6,6,4] q=0.05,200"],
     None, "prepare"),
    ("padv2_value_type", "PADV2", [f"x f32{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0", "v i32[1] =0"],
     ["y f32[1,6,6,4]"], None, "prepare"),
    ("padv2_i8_value_quant", "PADV2", [f"x q8{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0", "v q8[1] q=0.1,0 =0"],
     ["y q8[1,6,6,4]"], None, "prepare"),
    ("prelu_i16_alpha_i16", "PRELU", [f"x q16{X}", "alpha q16[4] fill=1"], [f"y q16{X}"], None, "prepare"),
    ("prelu_i32", "PRELU", [f"x i32{X}", "alpha i32[4] fill=1"], [f"y i32{X}"], None, "invoke"),
    ("quantize_f32_f32", "QUANTIZE", [f"x f32{X}"], [f"y f32{X} q=0.05,0"], None, "prepare"),
    ("quantize_f32_i32", "QUANTIZE", [f"x f32{X}"], [f"y i32{X} q=0.05,0"], None, "invoke"),
    ("quantize_per_channel", "QUANTIZE", [f"x f32{X}"], [f"y q8{X} q=[0.05,0.1,0.05,0.1],0 dim=3"], None,
     "prepare"),
    ("quantize_unquantized", "QUANTIZE", [f"x f32{X}"], [f"y int8{X}"], None, "prepare"),
    ("reduce_all_f32", "REDUCE_ALL", [f"x f32{X}", "axis i32[1] =3"], ["y f32[1,4,4]"], {"keep_dims": False},
     "prepare"),
    ("reduce_max_i16", "REDUCE_MAX", [f"x q16{X}", "axis i32[1] =3"], ["y q16[1,4,4]"], {"keep_dims": False},
     "invoke"),
    ("reduce_max_axis_i64", "REDUCE_MAX", [f"x f32{X}", "axis int64[1] =3"], ["y f32[1,4,4]"],
     {"keep_dims": False}, "prepare"),
    ("reduce_min_f32_i8", "REDUCE_MIN", [f"x f32{X}", "axis i32[1] =3"], ["y q8[1,4,4]"], {"keep_dims": False},
     "invoke"),
    ("relu_i32", "RELU", [f"x i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("relu_i16_zero_point", "RELU", [f"x q16{X} q=1/4096,2"], [f"y q16{X}"], None, "prepare"),
    ("relu6_i32", "RELU6", [f"x i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("reshape_f32_i32", "RESHAPE", [f"x f32{X}", "shape i32[2] =1,64"], ["y i32[1,64]"], {"new_shape": [1, 64]},
     "prepare"),
    ("resize_bilinear_i16", "RESIZE_BILINEAR", [f"x q16{X}", "size i32[2] =8,8"], ["y q16[1,8,8,4]"], None,
     "invoke"),
    ("resize_bilinear_rank3", "RESIZE_BILINEAR", ["x f32[4,4,4]", "size i32[2] =8,8"], ["y f32[8,8,4]"], None,
     "prepare"),
    ("resize_bilinear_size_input", "RESIZE_BILINEAR", [f"x f32{X}", "size i32[2]"], ["y f32[1,8,8,4]"], None,
     "prepare"),
    ("resize_bilinear_size_i64", "RESIZE_BILINEAR", [f"x f32{X}", "size int64[2] =8,8"], ["y f32[1,8,8,4]"], None,
     "prepare"),
    ("resize_bilinear_both_flags", "RESIZE_BILINEAR", [f"x f32{X}", "size i32[2] =8,8"], ["y f32[1,8,8,4]"],
     {"align_corners": True, "half_pixel_centers": True}, "prepare"),
    ("resize_nearest_i32", "RESIZE_NEAREST_NEIGHBOR", [f"x i32{X}", "size i32[2] =8,8"], ["y i32[1,8,8,4]"], None,
     "invoke"),
    ("resize_nearest_size3", "RESIZE_NEAREST_NEIGHBOR", [f"x f32{X}", "size i32[3] =8,8,4"], ["y f32[1,8,8,4]"],
     None, "prepare"),
    ("resize_nearest_rank3", "RESIZE_NEAREST_NEIGHBOR", ["x f32[4,4,4]", "size i32[2] =8,8"], ["y f32[8,8,4]"],
     None, "prepare"),
    ("resize_nearest_size_input", "RESIZE_NEAREST_NEIGHBOR", [f"x f32{X}", "size i32[2]"], ["y f32[1,8,8,4]"],
     None, "prepare"),
    ("reverse_v2_f16", "REVERSE_V2", [f"x float16{X}", "axis i32[1] =1"], [f"y float16{X}"], None, "prepare"),
    ("reverse_v2_axis_i64", "REVERSE_V2", [f"x f32{X}", "axis int64[1] =1"], [f"y f32{X}"], None, "prepare"),
    ("reverse_v2_f32_i32", "REVERSE_V2", [f"x f32{X}", "axis i32[1] =1"], [f"y i32{X}"], None, "prepare"),
    ("reverse_v2_rank7", "REVERSE_V2", ["x f32[1,1,1,1,1,2,2]", "axis i32[1] =5"], ["y f32[1,1,1,1,1,2,2]"], None,
     "prepare"),
    ("reverse_v2_axis_matrix", "REVERSE_V2", [f"x f32{X}", "axis i32[1,1] =1"], [f"y f32{X}"], None, "prepare"),
    ("reverse_v2_gap", "REVERSE_V2", [f"x f32{X}", "axis i32[2] =1,3"], [f"y f32{X}"], None, "invoke"),
    ("reverse_v2_axis_range", "REVERSE_V2", [f"x f32{X}", "axis i32[1] =5"], [f"y f32{X}"], None, "invoke"),
    ("round_i8", "ROUND", [f"x q8{X}"], [f"y q8{X}"], None, "prepare"),
    ("rsqrt_i32", "RSQRT", [f"x i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("rsqrt_f32_i8", "RSQRT", [f"x f32{X}"], [f"y q8{X}"], None, "prepare"),
    ("rsqrt_i8_unquantized", "RSQRT", [f"x int8{X}"], [f"y int8{X}"], None, "prepare"),
    ("rsqrt_i16_zero_point", "RSQRT", [f"x q16{X} q=1/4096,3"], [f"y q16{X}"], None, "prepare"),
    ("select_v2_cond_i8", "SELECT_V2", [f"c int8{X}", f"a f32{X}", f"b f32{X}"], [f"y f32{X}"], None, "prepare"),
    ("select_v2_f32_i32", "SELECT_V2", [f"c bool{X}", f"a f32{X}", f"b i32{X}"], [f"y f32{X}"], None, "prepare"),
    ("select_v2_i32", "SELECT_V2", [f"c bool{X}", f"a i32{X}", f"b i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("shape_i64", "SHAPE", [f"x f32{X}"], ["y int64[4]"], {"out_type": "INT64"}, "invoke"),
    ("sin_i8", "SIN", [f"x q8{X}"], [f"y q8{X}"], None, "invoke"),
    ("sin_f32_i32", "SIN", [f"x f32{X}"], [f"y i32{X}"], None, "prepare"),
    ("sqrt_i32", "SQRT", [f"x i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("square_f32_i32", "SQUARE", [f"x f32{X}"], [f"y i32{X}"], None, "prepare"),
    ("slice_i64", "SLICE", [f"x int64{X}", "begin i32[4] =0,1,1,0", "size i32[4] =1,2,2,4"], ["y int64[1,2,2,4]"],
     None, "invoke"),
    ("softmax_i32", "SOFTMAX", [f"x i32{X}"], [f"y i32{X}"], {"beta": 1.0}, "prepare"),
    ("softmax_i16_i8", "SOFTMAX", [f"x q16{X} q=1/2048,0"], [f"y q8{X} q=1/256,-128"], {"beta": 1.0}, "prepare"),
    ("softmax_scalar", "SOFTMAX", ["x f32[]"], ["y f32[]"], {"beta": 1.0}, "prepare"),
    ("softmax_i8_scale", "SOFTMAX", [f"x q8{X}"], [f"y q8{X} q=0.05,0"], {"beta": 1.0}, "prepare"),
    ("softmax_i16_scale", "SOFTMAX", [f"x q16{X} q=1/2048,0"], [f"y q16{X} q=1/4096,0"], {"beta": 1.0}, "prepare"),
    ("softmax_i8_i16_zero_point", "SOFTMAX", [f"x q8{X}"], [f"y q16{X} q=1/65536,0"], {"beta": 1.0}, "prepare"),
    ("space_to_batch_nd_i16", "SPACE_TO_BATCH_ND", ["x q16[1,4,4,1]", "block i32[2] =2,2", "pads i32[2,2] =0,0,0,0"],
     ["y q16[4,2,2,1]"], None, "invoke"),
    ("space_to_batch_nd_rank2", "SPACE_TO_BATCH_ND", ["x f32[4,4]", "block i32[1] =2", "pads i32[1,2] =0,0"],
     ["y f32[8,2]"], None, "prepare"),
    ("space_to_batch_nd_f32_i32", "SPACE_TO_BATCH_ND",
     ["x f32[1,4,4,1]", "block i32[2] =2,2", "pads i32[2,2] =0,0,0,0"], ["y i32[4,2,2,1]"], None, "prepare"),
    ("space_to_depth_i16", "SPACE_TO_DEPTH", ["x q16[1,4,4,2]"], ["y q16[1,2,2,8]"], {"block_size": 2}, "prepare"),
    ("space_to_depth_rank3", "SPACE_TO_DEPTH", ["x f32[4,4,2]"], ["y f32[2,2,8]"], {"block_size": 2}, "prepare"),
    ("split_axis_input", "SPLIT", ["axis i32[1]", "x f32[1,2,2,8]"], ["a f32[1,2,2,4]", "b f32[1,2,2,4]"],
     {"num_splits": 2}, "prepare"),
    ("split_i64", "SPLIT", ["axis i32[1] =3", "x int64[1,2,2,8]"], ["a int64[1,2,2,4]", "b int64[1,2,2,4]"],
     {"num_splits": 2}, "invoke"),
    ("split_axis_range", "SPLIT", ["axis i32[1] =4", "x f32[1,2,2,8]"], ["a f32[1,2,2,4]", "b f32[1,2,2,4]"],
     {"num_splits": 2}, "invoke"),
    ("split_v_axis_input", "SPLIT_V", ["x f32[1,2,2,8]", "sizes i32[2] =4,4", "axis i32[1]"],
     ["a f32[1,2,2,4]", "b f32[1,2,2,4]"], {"num_splits": 2}, "prepare"),
    ("split_v_bool", "SPLIT_V", ["x bool[1,2,2,8]", "sizes i32[2] =4,4", "axis i32[1] =3"],
     ["a bool[1,2,2,4]", "b bool[1,2,2,4]"], {"num_splits": 2}, "invoke"),
    ("split_v_axis_range", "SPLIT_V", ["x f32[1,2,2,8]", "sizes i32[2] =4,4", "axis i32[1] =-5"],
     ["a f32[1,2,2,4]", "b f32[1,2,2,4]"], {"num_splits": 2}, "invoke"),
    ("squared_difference_f32_i32", "SQUARED_DIFFERENCE", [f"a f32{X}", f"b i32{X}"], [f"y f32{X}"], None,
     "prepare"),
    ("squared_difference_bool", "SQUARED_DIFFERENCE", [f"a bool{X}", f"b bool{X}"], [f"y bool{X}"], None,
     "invoke"),
    ("squared_difference_i16_zero_point", "SQUARED_DIFFERENCE", [f"a q16{X}", f"b q16{X} q=1/4096,5"],
     [f"y q16{X}"], None, "prepare"),
    ("squared_difference_i8_zero_point", "SQUARED_DIFFERENCE", [f"a q8{X} q=0.05,300", f"b q8{X}"], [f"y q8{X}"],
     None, "prepare"),
    ("squeeze_not_one", "SQUEEZE", ["x f32[1,2,8]"], ["y f32[1,8]"], {"squeeze_dims": [1]}, "prepare"),
    ("squeeze_rank9", "SQUEEZE", ["x f32[1,1,1,1,1,1,1,2,2]"], ["y f32[2,2]"], None, "prepare"),
    ("strided_slice_rank5", "STRIDED_SLICE",
     ["x f32[1,1,4,4,4]", "begin i32[5] =0,0,0,0,0", "end i32[5] =1,1,4,4,4", "strides i32[5] =1,1,2,2,1"],
     ["y f32[1,1,2,2,4]"], None, "prepare"),
    ("strided_slice_begin_input", "STRIDED_SLICE",
     [f"x f32{X}", "begin i32[4]", "end i32[4] =1,4,4,4", "strides i32[4] =1,2,2,1"], ["y f32[1,2,2,4]"], None,
     "prepare"),
    ("strided_slice_i64", "STRIDED_SLICE",
     [f"x int64{X}", "begin i32[4] =0,0,0,0", "end i32[4] =1,4,4,4", "strides i32[4] =1,2,2,1"],
     ["y int64[1,2,2,4]"], None, "invoke"),
    ("sub_i64", "SUB", [f"a int64{X}", f"b int64{X}"], [f"y int64{X}"], None, "invoke"),
    ("sub_i32_quantized", "SUB", [f"a i32{X} q=0.5,0", f"b i32{X}"], [f"y i32{X}"], None, "prepare"),
    ("sum_i32", "SUM", [f"x i32{X}", "axis i32[1] =3"], ["y i32[1,4,4]"], {"keep_dims": False}, "invoke"),
    ("sum_f32_i8", "SUM", [f"x f32{X}", "axis i32[1] =3"], ["y q8[1,4,4]"], {"keep_dims": False}, "invoke"),
    ("svdf_f32_i8_weights", "SVDF", ["x f32[1,16]", "wf q8[4,16] rand=s1", "wt f32[4,4] rand=s2", "b f32[4] rand=s3",
                                     "state f32[1,16] var"], ["y f32[1,4]"], {"rank": 1}, "prepare"),
    ("svdf_i16", "SVDF", ["x q16[1,16]", "wf q8[4,16] rand=s1", "wt q16[4,4]", "b int32[4] fill=0",
                          "state q16[1,16] var"], ["y q16[1,4]"], {"rank": 1}, "prepare"),
    ("svdf_state_not_variable", "SVDF", ["x f32[1,16]", "wf f32[4,16] rand=s1", "wt f32[4,4] rand=s2",
                                         "b f32[4] rand=s3", "state f32[1,16] fill=0"], ["y f32[1,4]"], {"rank": 1},
     "prepare"),
    ("svdf_rank3", "SVDF", ["x f32[1,16]", "wf f32[4,16] rand=s1", "wt f32[4,4] rand=s2", "b f32[1] rand=s3",
                            "state f32[1,16] var"], ["y f32[1,1]"], {"rank": 3}, "prepare"),
    ("svdf_input_rank3", "SVDF", ["x f32[1,1,16]", "wf f32[4,16] rand=s1", "wt f32[4,4] rand=s2", "b f32[4] rand=s3",
                                  "state f32[1,16] var"], ["y f32[1,4]"], {"rank": 1}, "prepare"),
    ("svdf_four_inputs", "SVDF", ["x f32[1,16]", "wf f32[4,16] rand=s1", "wt f32[4,4] rand=s2", "b f32[4] rand=s3"],
     ["y f32[1,4]"], {"rank": 1}, "prepare"),
    ("svdf_i8_bias_scale", "SVDF", ["x q8[1,16]", "wf q8[4,16] q=0.01,0 rand=s1", "wt q16[4,4] rand=s2",
                                    "b int32[4] fill=0 q=0.5,0", "state q16[1,16] q=1/256,0 var"],
     ["y q8[1,4] q=0.05,-128"], {"rank": 1}, "prepare"),
    ("tanh_i32", "TANH", [f"x i32{X}"], [f"y i32{X}"], None, "invoke"),
    ("tanh_f32_i8", "TANH", [f"x f32{X}"], [f"y q8{X}"], None, "prepare"),
    ("tanh_i16_scale", "TANH", [f"x q16{X}"], [f"y q16{X} q=1/4096,0"], None, "prepare"),
    ("tanh_i16_zero_point", "TANH", [f"x q16{X} q=1/4096,1"], [f"y q16{X} q=1/32768,0"], None, "prepare"),
    ("decode_one_input", "TFLM_DECODE", ["x int8[16] fill=1"], ["y int8[16]"], None, "prepare"),
    ("decode_input_not_constant", "TFLM_DECODE", ["x int8[16]", "a uint8[16] fill=1"], ["y int8[16]"], None,
     "prepare"),
    ("transpose_i32", "TRANSPOSE", ["x i32[1,2,3,4]", "perm i32[4] =0,3,1,2"], ["y i32[1,4,2,3]"], None, "invoke"),
    ("transpose_rank6", "TRANSPOSE", ["x f32[1,1,1,2,3,4]", "perm i32[6] =0,1,2,5,3,4"], ["y f32[1,1,1,4,2,3]"],
     None, "prepare"),
    ("transpose_f32_i32", "TRANSPOSE", ["x f32[1,2,3,4]", "perm i32[4] =0,3,1,2"], ["y i32[1,4,2,3]"], None,
     "prepare"),
    ("transpose_perm_input", "TRANSPOSE", ["x f32[1,2,3,4]", "perm i32[4]"], ["y f32[1,4,2,3]"], None, "prepare"),
    ("transpose_perm_short", "TRANSPOSE", ["x f32[1,2,3,4]", "perm i32[3] =0,2,1"], ["y f32[1,3,2,4]"], None,
     "prepare"),
    ("transpose_perm_range", "TRANSPOSE", ["x f32[1,2,3,4]", "perm i32[4] =0,4,1,2"], ["y f32[1,4,2,3]"], None,
     "prepare"),
    ("transpose_conv_hybrid", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w q8[2,3,3,4] q=0.02,0 rand=th", "x f32[1,4,4,4]"], ["y f32[1,8,8,2]"], TCONV,
     "prepare"),
    ("transpose_conv_i8_i16", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w q8[2,3,3,4] q=0.02,0 rand=th", "x q8[1,4,4,4]", "b int32[2] fill=0 q=0.001,0"],
     ["y q16[1,8,8,2] q=1/1024,0"], TCONV, "invoke"),
    ("transpose_conv_scales", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w q8[2,3,3,4] q=[0.01,0.02,0.03],0 rand=th", "x q8[1,4,4,4]"],
     ["y q8[1,8,8,2] q=0.1,0"], TCONV, "prepare"),
    ("transpose_conv_unquantized", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w int8[2,3,3,4] rand=th", "x int8[1,4,4,4]"], ["y int8[1,8,8,2]"], TCONV,
     "prepare"),
    ("transpose_conv_five_inputs", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w f32[2,3,3,4] rand=th", "x f32[1,4,4,4]", "b f32[2] rand=tb", "e f32[2] rand=tb"],
     ["y f32[1,8,8,2]"], TCONV, "prepare"),
    lstm_row("lstm_cell_f16", cell="c float16[1,4] var", stop="prepare"),
    lstm_row("lstm_hidden_not_variable", hidden="h f32[1,4] fill=0", stop="prepare"),
    lstm_row("lstm_peephole", extra={9: "p f32[4] rand=p9"}, stop="prepare"),
    ("signal_delay_f32", "SignalDelay", ["x f32[16]"], ["y f32[16]"], {"delay_length": 4}, "prepare"),
    ("signal_energy_i32", "SignalEnergy", ["x i32[32]"], ["y uint32[16]"], {"end_index": 16, "start_index": 0},
     "prepare"),
    ("signal_energy_rank2", "SignalEnergy", ["x q16[2,32]"], ["y uint32[2,16]"], {"end_index": 16, "start_index": 0},
     "prepare"),
    ("signal_fft_auto_scale_i32", "SignalFftAutoScale", ["x i32[32]"], ["y i32[32]", "scale_bit i32[]"], {},
     "prepare"),
    ("signal_filter_bank_i32", "SignalFilterBank",
     ["x i32[33]", "w int16[33] fill=1", "uw int16[33] fill=1", "cfs int16[5] mod=5,0", "cws int16[5] mod=5,0",
      "cw int16[5] fill=1"], ["y uint64[4]"], {"num_channels": 4}, "prepare"),
    ("signal_filter_bank_log_i32", "SignalFilterBankLog", ["x i32[16]"], ["y q16[16]"],
     {"input_correction_bits": 3, "output_scale": 1600}, "prepare"),
    ("signal_filter_bank_spectral_subtraction_i32", "SignalFilterBankSpectralSubtraction", ["x i32[8]"],
     ["y i32[8]", "noise i32[8]"],
     {"alternate_one_minus_smoothing": 0, "alternate_smoothing": 0, "clamping": False, "min_signal_remaining": 655,
      "num_channels": 8, "one_minus_smoothing": 15729, "smoothing": 655, "smoothing_bits": 0,
      "spectral_subtraction_bits": 14}, "prepare"),
    ("signal_filter_bank_square_root_u32", "SignalFilterBankSquareRoot", ["x uint32[16]", "bits i32[]"],
     ["y uint32[16]"], None, "prepare"),
    ("signal_framer_f32", "SignalFramer", ["x f32[16]"], ["y f32[4,8]", "valid bool[]"],
     {"frame_size": 8, "frame_step": 4, "prefill": False}, "prepare"),
    ("signal_irfft_t_mismatch", "SignalIrfft", ["x i32[66]"], ["y i32[64]"], {"T": 7, "fft_length": 64},
     "prepare"),
    ("signal_overlap_add_t_mismatch", "SignalOverlapAdd", ["x f32[2,16]"], ["y f32[16]"],
     {"T": 7, "frame_step": 8}, "prepare"),
    ("signal_pcan_i32", "SignalPCAN", ["x i32[16]", "noise uint32[16]", "lut int16[125] fill=1"], ["y uint32[16]"],
     {"snr_shift": 6}, "prepare"),
    ("signal_rfft_t_mismatch", "SignalRfft", ["x q16[64]"], ["y q16[66]"], {"T": 0, "fft_length": 64}, "prepare"),
    ("signal_stacker_f32", "SignalStacker", ["x f32[4]"], ["y f32[12]", "valid bool[]"],
     {"num_channels": 4, "stacker_left_context": 2, "stacker_right_context": 0, "stacker_step": 1}, "prepare"),
    ("signal_window_i32", "SignalWindow", ["x i32[16]", "w int16[16] fill=1000"], ["y i32[16]"], {"shift": 12},
     "prepare"),
]

# Kernel models (tests/kernel_models.py) the interpreter does not get through, and why:
# where memplan must predict the same stop, or "data" where only the zero inputs the test
# invokes with make Eval fail (a division by zero): memplan then predicts the model runs.
KERNEL_STOPS = {
    "ethosu_stub": "resolve",  # the wheel's AddEthosU registers nothing without an NPU build
    # ----------------------------------------------------------------- kernels ABS .. LOGISTIC
    # ----------------------------------------------------------------- kernels LOG_SOFTMAX .. ZEROS_LIKE, signal
    "neg_i8": "invoke",  # NEG's Eval takes float32 only
    "square_i8": "invoke",  # SQUARE's Eval takes float32 only
    "reduce_max_i8_keep": "invoke",  # int8 input and output quantization differ
    "reduce_min_i8_keep": "invoke",
    "rsqrt_i16": "data",  # only the zero inputs make its Eval fail
}
# fmt: on


def refused_models() -> dict[str, tuple[bytes, str]]:
    """Every refused model's bytes and where the interpreter stops, by name."""
    out = {}
    for name, opcode, inputs, outputs, options, stop in REFUSED:
        out[name] = (build(one_op(name, opcode, "refused", opcode, inputs, outputs, options)), stop)
    if len(out) != len(REFUSED):
        raise ValueError("two refused models have the same name")
    return out
