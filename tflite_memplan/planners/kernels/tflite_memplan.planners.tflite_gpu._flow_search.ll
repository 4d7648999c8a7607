; kernel: tflite_memplan.planners.tflite_gpu._flow_search
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: c675d56dbb57afdf63a3cc84d7438a057d431171e1300ad2cd455e09c33f96a3
; entry: cfunc._ZN13_3cdynamic_3e5entryB2v5B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax7bool_2ax8int64_2ax7bool_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax
; ModuleID = 'entry'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv13_3cdynamic_3e5entryB2v5B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax7bool_2ax8int64_2ax7bool_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax = common local_unnamed_addr global ptr null
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v2B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8int64_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v3B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE7bool_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners10tflite_gpu12_flow_searchB2v6B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = global i8 zeroinitializer
@PyExc_StopIteration = global i8 zeroinitializer
@PyExc_SystemError = global i8 zeroinitializer
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v7B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners10tflite_gpu5_pushB2v8B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN13_3cdynamic_3e5entryB2v5B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax7bool_2ax8int64_2ax7bool_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.size_at, i64 %arg.size_len, ptr readonly captures(none) %arg.reusable_from_at, i64 %arg.reusable_from_len, ptr captures(none) %arg.opened_at, i64 %arg.opened_len, ptr captures(none) %arg.follows_at, i64 %arg.follows_len, ptr captures(none) %arg.src_left_at, i64 %arg.src_left_len, ptr captures(none) %arg.to_sink_at, i64 %arg.to_sink_len, ptr captures(none) %arg.followed_at, i64 %arg.followed_len, ptr captures(none) %arg.dist_at, i64 %arg.dist_len, ptr captures(none) %arg.prev_at, i64 %arg.prev_len, ptr captures(none) %arg.mark_at, i64 %arg.mark_len, ptr captures(none) %arg.current_at, i64 %arg.current_len, ptr captures(none) %arg.following_at, i64 %arg.following_len, ptr captures(none) %arg.lowered_at, i64 %arg.lowered_len, ptr captures(none) %arg.offers_at, i64 %arg.offers_len, ptr captures(none) %arg.top_at, i64 %arg.top_len, ptr captures(none) %arg.top_less_at, i64 %arg.top_less_len) local_unnamed_addr {
B0.endif.endif.endif.endi...endif.2.endif.endif:
  %.663 = alloca ptr, align 8
  %excinfo.17 = alloca ptr, align 8
  %.699 = call i32 @_ZN14tflite_memplan8planners10tflite_gpu12_flow_searchB2v6B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.663, ptr nonnull %excinfo.17, ptr null, ptr null, i64 %arg.size_len, i64 8, ptr %arg.size_at, i64 %arg.size_len, i64 8, ptr null, ptr null, i64 %arg.reusable_from_len, i64 8, ptr %arg.reusable_from_at, i64 %arg.reusable_from_len, i64 8, ptr null, ptr null, i64 %arg.opened_len, i64 1, ptr %arg.opened_at, i64 %arg.opened_len, i64 1, ptr null, ptr null, i64 %arg.follows_len, i64 8, ptr %arg.follows_at, i64 %arg.follows_len, i64 8, ptr null, ptr null, i64 %arg.src_left_len, i64 1, ptr %arg.src_left_at, i64 %arg.src_left_len, i64 1, ptr null, ptr null, i64 %arg.to_sink_len, i64 1, ptr %arg.to_sink_at, i64 %arg.to_sink_len, i64 1, ptr null, ptr null, i64 %arg.followed_len, i64 8, ptr %arg.followed_at, i64 %arg.followed_len, i64 8, ptr null, ptr null, i64 %arg.dist_len, i64 8, ptr %arg.dist_at, i64 %arg.dist_len, i64 8, ptr null, ptr null, i64 %arg.prev_len, i64 8, ptr %arg.prev_at, i64 %arg.prev_len, i64 8, ptr null, ptr null, i64 %arg.mark_len, i64 8, ptr %arg.mark_at, i64 %arg.mark_len, i64 8, ptr null, ptr null, i64 %arg.current_len, i64 8, ptr %arg.current_at, i64 %arg.current_len, i64 8, ptr null, ptr null, i64 %arg.following_len, i64 8, ptr %arg.following_at, i64 %arg.following_len, i64 8, ptr null, ptr null, i64 %arg.lowered_len, i64 8, ptr %arg.lowered_at, i64 %arg.lowered_len, i64 8, ptr null, ptr null, i64 %arg.offers_len, i64 8, ptr %arg.offers_at, i64 %arg.offers_len, i64 8, ptr null, ptr null, i64 %arg.top_len, i64 8, ptr %arg.top_at, i64 %arg.top_len, i64 8, ptr null, ptr null, i64 %arg.top_less_len, i64 8, ptr %arg.top_less_at, i64 %arg.top_less_len, i64 8)
  %cond = icmp eq i32 %.699, 0
  br i1 %cond, label %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, label %B0.endif.endif.endif.endi...endif.2.endif.endif.if.if, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.if.if, %B0.endif.endif.endif.endi...endif.2.endif.endif.endif
  ret i32 %.699

B0.endif.endif.endif.endi...endif.2.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store i64 0, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.2.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

define i64 @cfunc._ZN13_3cdynamic_3e5entryB2v5B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax7bool_2ax8int64_2ax7bool_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax(ptr readonly captures(none) %.1, i64 %.2, ptr readonly captures(none) %.3, i64 %.4, ptr captures(none) %.5, i64 %.6, ptr captures(none) %.7, i64 %.8, ptr captures(none) %.9, i64 %.10, ptr captures(none) %.11, i64 %.12, ptr captures(none) %.13, i64 %.14, ptr captures(none) %.15, i64 %.16, ptr captures(none) %.17, i64 %.18, ptr captures(none) %.19, i64 %.20, ptr captures(none) %.21, i64 %.22, ptr captures(none) %.23, i64 %.24, ptr captures(none) %.25, i64 %.26, ptr captures(none) %.27, i64 %.28, ptr captures(none) %.29, i64 %.30, ptr captures(none) %.31, i64 %.32) local_unnamed_addr {
entry:
  %.34 = alloca i64, align 8
  store i64 0, ptr %.34, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.38 = call i32 @_ZN13_3cdynamic_3e5entryB2v5B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax7bool_2ax8int64_2ax7bool_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax(ptr nonnull %.34, ptr nonnull %excinfo, ptr %.1, i64 %.2, ptr %.3, i64 %.4, ptr %.5, i64 %.6, ptr %.7, i64 %.8, ptr %.9, i64 %.10, ptr %.11, i64 %.12, ptr %.13, i64 %.14, ptr %.15, i64 %.16, ptr %.17, i64 %.18, ptr %.19, i64 %.20, ptr %.21, i64 %.22, ptr %.23, i64 %.24, ptr %.25, i64 %.26, ptr %.27, i64 %.28, ptr %.29, i64 %.30, ptr %.31, i64 %.32) #2
  %.39 = load ptr, ptr %excinfo, align 8
  %.48 = load i64, ptr %.34, align 8
  %.50 = alloca i32, align 4
  store i32 0, ptr %.50, align 4
  %cond = icmp eq i32 %.38, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.46 = icmp sgt i32 %.38, 0
  call void @numba_gil_ensure(ptr nonnull %.50)
  br i1 %.46, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.53, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.48, %.53 ], [ %.48, %entry ]
  ret i64 %common.ret.op

.53:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.101 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.101)
  call void @Py_DecRef(ptr %.101)
  call void @numba_gil_release(ptr nonnull %.50)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.56 = load { ptr, i32, ptr, ptr, i32 }, ptr %.39, align 8
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.56, 4
  %.58 = icmp sgt i32 %.57, 0
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.56, 0
  %.63 = extractvalue { ptr, i32, ptr, ptr, i32 } %.56, 1
  br i1 %.58, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.38, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.53
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.64 = sext i32 %.63 to i64
  %.65 = call ptr @PyBytes_FromStringAndSize(ptr %.61, i64 %.64)
  %.66 = load { ptr, i32, ptr, ptr, i32 }, ptr %.39, align 8
  %.67 = extractvalue { ptr, i32, ptr, ptr, i32 } %.66, 2
  %.69 = extractvalue { ptr, i32, ptr, ptr, i32 } %.66, 3
  %.71 = call ptr %.69(ptr %.67)
  %.72 = icmp eq ptr %.71, null
  br i1 %.72, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.56, 2
  %.86 = call ptr @numba_unpickle(ptr %.61, i32 %.63, ptr %.85)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.88 = phi ptr [ %.76, %entry.if.if.if.endif ], [ %.86, %entry.if.if.else ]
  %.89.not = icmp eq ptr %.88, null
  br i1 %.89.not, label %.53, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.76 = call ptr @numba_runtime_build_excinfo_struct(ptr %.65, ptr nonnull %.71)
  call void @NRT_Free(ptr nonnull %.39)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.88)
  br label %.53

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.53

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %.53
}

define void @numba_gil_ensure(ptr) {
  call void @llvm.trap()
  unreachable
}

define ptr @PyUnicode_FromString(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @PyErr_WriteUnraisable(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @Py_DecRef(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @numba_gil_release(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @PyErr_Clear() {
  call void @llvm.trap()
  unreachable
}

define ptr @PyBytes_FromStringAndSize(ptr, i64) {
  call void @llvm.trap()
  unreachable
}

define ptr @numba_unpickle(ptr, i32, ptr) {
  call void @llvm.trap()
  unreachable
}

define void @PyErr_SetString(ptr, ptr) {
  call void @llvm.trap()
  unreachable
}

define ptr @numba_runtime_build_excinfo_struct(ptr, ptr) {
  call void @llvm.trap()
  unreachable
}

define void @NRT_Free(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @numba_do_raise(ptr) {
  call void @llvm.trap()
  unreachable
}

define void @PyErr_SetNone(ptr) {
  call void @llvm.trap()
  unreachable
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners10tflite_gpu12_flow_searchB2v6B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.size.0, ptr readnone captures(none) %arg.size.1, i64 %arg.size.2, i64 %arg.size.3, ptr readonly captures(none) %arg.size.4, i64 %arg.size.5.0, i64 %arg.size.6.0, ptr %arg.reusable_from.0, ptr readnone captures(none) %arg.reusable_from.1, i64 %arg.reusable_from.2, i64 %arg.reusable_from.3, ptr readonly captures(none) %arg.reusable_from.4, i64 %arg.reusable_from.5.0, i64 %arg.reusable_from.6.0, ptr %arg.opened.0, ptr readnone captures(none) %arg.opened.1, i64 %arg.opened.2, i64 %arg.opened.3, ptr captures(none) %arg.opened.4, i64 %arg.opened.5.0, i64 %arg.opened.6.0, ptr %arg.follows.0, ptr readnone captures(none) %arg.follows.1, i64 %arg.follows.2, i64 %arg.follows.3, ptr captures(none) %arg.follows.4, i64 %arg.follows.5.0, i64 %arg.follows.6.0, ptr %arg.src_left.0, ptr readnone captures(none) %arg.src_left.1, i64 %arg.src_left.2, i64 %arg.src_left.3, ptr captures(none) %arg.src_left.4, i64 %arg.src_left.5.0, i64 %arg.src_left.6.0, ptr %arg.to_sink.0, ptr readnone captures(none) %arg.to_sink.1, i64 %arg.to_sink.2, i64 %arg.to_sink.3, ptr captures(none) %arg.to_sink.4, i64 %arg.to_sink.5.0, i64 %arg.to_sink.6.0, ptr %arg.followed.0, ptr readnone captures(none) %arg.followed.1, i64 %arg.followed.2, i64 %arg.followed.3, ptr captures(none) %arg.followed.4, i64 %arg.followed.5.0, i64 %arg.followed.6.0, ptr %arg.dist.0, ptr readnone captures(none) %arg.dist.1, i64 %arg.dist.2, i64 %arg.dist.3, ptr captures(none) %arg.dist.4, i64 %arg.dist.5.0, i64 %arg.dist.6.0, ptr %arg.prev.0, ptr readnone captures(none) %arg.prev.1, i64 %arg.prev.2, i64 %arg.prev.3, ptr captures(none) %arg.prev.4, i64 %arg.prev.5.0, i64 %arg.prev.6.0, ptr %arg.mark.0, ptr readnone captures(none) %arg.mark.1, i64 %arg.mark.2, i64 %arg.mark.3, ptr captures(none) %arg.mark.4, i64 %arg.mark.5.0, i64 %arg.mark.6.0, ptr %arg.current.0, ptr readnone captures(none) %arg.current.1, i64 %arg.current.2, i64 %arg.current.3, ptr captures(none) %arg.current.4, i64 %arg.current.5.0, i64 %arg.current.6.0, ptr %arg.following.0, ptr readnone captures(none) %arg.following.1, i64 %arg.following.2, i64 %arg.following.3, ptr captures(none) %arg.following.4, i64 %arg.following.5.0, i64 %arg.following.6.0, ptr %arg.lowered.0, ptr readnone captures(none) %arg.lowered.1, i64 %arg.lowered.2, i64 %arg.lowered.3, ptr captures(none) %arg.lowered.4, i64 %arg.lowered.5.0, i64 %arg.lowered.6.0, ptr %arg.offers.0, ptr readnone captures(none) %arg.offers.1, i64 %arg.offers.2, i64 %arg.offers.3, ptr captures(none) %arg.offers.4, i64 %arg.offers.5.0, i64 %arg.offers.6.0, ptr %arg.top.0, ptr readnone captures(none) %arg.top.1, i64 %arg.top.2, i64 %arg.top.3, ptr captures(none) %arg.top.4, i64 %arg.top.5.0, i64 %arg.top.6.0, ptr %arg.top_less.0, ptr readnone captures(none) %arg.top_less.1, i64 %arg.top_less.2, i64 %arg.top_less.3, ptr captures(none) %arg.top_less.4, i64 %arg.top_less.5.0, i64 %arg.top_less.6.0) local_unnamed_addr {
B0.else.if:
  %const = bitcast i64 9223372036854775804 to i64
  tail call void @NRT_incref(ptr %arg.size.0)
  tail call void @NRT_incref(ptr %arg.reusable_from.0)
  tail call void @NRT_incref(ptr %arg.opened.0)
  tail call void @NRT_incref(ptr %arg.follows.0)
  tail call void @NRT_incref(ptr %arg.src_left.0)
  tail call void @NRT_incref(ptr %arg.to_sink.0)
  tail call void @NRT_incref(ptr %arg.followed.0)
  tail call void @NRT_incref(ptr %arg.dist.0)
  tail call void @NRT_incref(ptr %arg.prev.0)
  tail call void @NRT_incref(ptr %arg.mark.0)
  tail call void @NRT_incref(ptr %arg.current.0)
  tail call void @NRT_incref(ptr %arg.following.0)
  tail call void @NRT_incref(ptr %arg.lowered.0)
  tail call void @NRT_incref(ptr %arg.offers.0)
  tail call void @NRT_incref(ptr %arg.top.0)
  tail call void @NRT_incref(ptr %arg.top_less.0)
  %.263 = shl nsw i64 %arg.size.5.0, 1
  %.268 = or disjoint i64 %.263, 1
  %.293.1 = ashr i64 %arg.top.5.0, 1
  %.636 = add nsw i64 %.293.1, %arg.size.5.0
  %.832 = icmp slt i64 %.636, 0
  %.833 = select i1 %.832, i64 %arg.top.5.0, i64 0
  %.834 = add i64 %.833, %.636
  %.1134 = icmp slt i64 %.293.1, 0
  %.1135 = select i1 %.1134, i64 %arg.top_less.5.0, i64 0
  %.1136 = add i64 %.1135, %.293.1
  %.1468 = icmp slt i64 %arg.size.5.0, 0
  %0 = getelementptr i64, ptr %arg.dist.4, i64 %.263
  %1 = getelementptr i64, ptr %arg.mark.4, i64 %.263
  %2 = getelementptr i64, ptr %arg.dist.4, i64 %.268
  %.4490 = sub i64 %.293.1, %arg.size.5.0
  %3 = getelementptr i64, ptr %arg.prev.4, i64 %.268
  %n.vec85 = and i64 %arg.dist.5.0, %const
  %const_mat = add i64 %const, 2
  %unroll_iter = and i64 %arg.size.5.0, %const_mat
  %scevgep112 = getelementptr i8, ptr %arg.top.4, i64 16
  %scevgep118 = getelementptr i8, ptr %arg.top_less.4, i64 16
  %4 = shl i64 %.293.1, 3
  %scevgep128 = getelementptr i8, ptr %arg.top_less.4, i64 %4
  %5 = shl i64 %arg.size.5.0, 3
  %scevgep134 = getelementptr i8, ptr %arg.dist.4, i64 %5
  %6 = shl i64 %arg.dist.5.0, 3
  %sunkaddr163 = select i1 %.1468, i64 %6, i64 0
  %7 = shl i64 %arg.mark.5.0, 3
  %sunkaddr151 = select i1 %.1468, i64 %7, i64 0
  %8 = shl i64 %arg.lowered.5.0, 3
  %9 = shl i64 %arg.offers.5.0, 3
  %10 = shl i64 %arg.top_less.5.0, 3
  %11 = shl i64 %arg.prev.5.0, 3
  %sunkaddr165 = select i1 %.1468, i64 %11, i64 0
  %.1393.epil = add nsw i64 %unroll_iter, %.293.1
  %.1407.epil = icmp slt i64 %.1393.epil, 0
  %.1408.epil = select i1 %.1407.epil, i64 %arg.top_less.5.0, i64 0
  %12 = getelementptr i64, ptr %arg.top_less.4, i64 %.1393.epil
  %13 = add nsw i64 %.293.1, 1
  br label %B102.else.endif

B182:                                             ; preds = %B182.preheader61, %B182
  %lsr.iv65 = phi ptr [ %scevgep128, %B182.preheader61 ], [ %scevgep66, %B182 ]
  %.132820222024 = phi i64 [ %.1335.1, %B182 ], [ 0, %B182.preheader61 ]
  %sunkaddr74 = mul i64 %.132820222024, 8
  %sunkaddr75 = getelementptr i8, ptr %arg.size.4, i64 %sunkaddr74
  %.1389 = load i64, ptr %sunkaddr75, align 8
  %.1391 = sub nsw i64 2147483647, %.1389
  %14 = add i64 %.293.1, %.132820222024
  %.1407 = icmp slt i64 %14, 0
  %15 = select i1 %.1407, i64 %10, i64 0
  %scevgep68 = getelementptr i8, ptr %lsr.iv65, i64 %15
  store i64 %.1391, ptr %scevgep68, align 8
  %.1335.1 = add nuw i64 %.132820222024, 2
  %sunkaddr = mul i64 %.132820222024, 8
  %sunkaddr76 = getelementptr i8, ptr %arg.size.4, i64 %sunkaddr
  %sunkaddr77 = getelementptr i8, ptr %sunkaddr76, i64 8
  %.1389.1 = load i64, ptr %sunkaddr77, align 8
  %.1391.1 = sub nsw i64 2147483647, %.1389.1
  %16 = add i64 %13, %.132820222024
  %.1407.1 = icmp slt i64 %16, 0
  %17 = select i1 %.1407.1, i64 %10, i64 0
  %18 = add i64 %17, 8
  %scevgep67 = getelementptr i8, ptr %lsr.iv65, i64 %18
  store i64 %.1391.1, ptr %scevgep67, align 8
  %scevgep66 = getelementptr i8, ptr %lsr.iv65, i64 16
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.1335.1
  br i1 %niter.ncmp.1, label %B220.loopexit.unr-lcssa, label %B182

B220.loopexit.unr-lcssa:                          ; preds = %B182
  %19 = and i64 %arg.size.5.0, 1
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %B220, label %B182.epil.preheader

B182.epil.preheader:                              ; preds = %B182.preheader, %B220.loopexit.unr-lcssa
  %sunkaddr78 = mul i64 %unroll_iter, 8
  %sunkaddr79 = getelementptr i8, ptr %arg.size.4, i64 %sunkaddr78
  %.1389.epil = load i64, ptr %sunkaddr79, align 8
  %.1391.epil = sub nsw i64 2147483647, %.1389.epil
  %sunkaddr80 = mul i64 %.1408.epil, 8
  %sunkaddr81 = getelementptr inbounds i8, ptr %12, i64 %sunkaddr80
  store i64 %.1391.epil, ptr %sunkaddr81, align 8
  br label %B220

B220:                                             ; preds = %.1194.endif, %B182.epil.preheader, %B220.loopexit.unr-lcssa
  %sunkaddr82 = getelementptr inbounds i8, ptr %0, i64 %sunkaddr163
  store i64 0, ptr %sunkaddr82, align 8
  %.1486 = add nsw i64 %it.3.0, 1
  %sunkaddr83 = getelementptr inbounds i8, ptr %1, i64 %sunkaddr151
  store i64 %.1486, ptr %sunkaddr83, align 8
  store i64 %.263, ptr %current.2.sroa.36.0, align 8
  br label %B270.endif

B316.loopexit:                                    ; preds = %B1918, %B1658.endif, %B608.endif, %B368.endif
  %queued.2.3.lcssa = phi i64 [ %queued.3.22055, %B1658.endif ], [ %queued.3.22055, %B608.endif ], [ %queued.3.22055, %B368.endif ], [ %queued.4.4, %B1918 ]
  %exitcond.not60 = icmp eq i64 %count.2.1, %.1685
  br i1 %exitcond.not60, label %B1924, label %B318

B318:                                             ; preds = %B318.preheader, %B316.loopexit
  %.1615.0 = phi i64 [ %.1685, %B316.loopexit ], [ 0, %B318.preheader ]
  %queued.3.22055 = phi i64 [ %queued.2.3.lcssa, %B316.loopexit ], [ 0, %B318.preheader ]
  %.1685 = add nuw nsw i64 %.1615.0, 1
  %21 = getelementptr i64, ptr %current.4.sroa.36.1, i64 %.1615.0
  %.1739 = load i64, ptr %21, align 8
  %.1757 = icmp slt i64 %.1739, 0
  %.1758 = select i1 %.1757, i64 %arg.dist.5.0, i64 0
  %22 = getelementptr i64, ptr %arg.dist.4, i64 %.1739
  %.1772 = getelementptr i64, ptr %22, i64 %.1758
  %.1773 = load i64, ptr %.1772, align 8
  %.1782 = icmp eq i64 %.1739, %.263
  br i1 %.1782, label %B368.endif, label %B596

B400:                                             ; preds = %B400.preheader, %B590
  %c.8.32044 = phi i64 [ %c.9.4, %B590 ], [ 0, %B400.preheader ]
  %.187620402042 = phi i64 [ %.1883, %B590 ], [ 0, %B400.preheader ]
  %.1883 = add nuw nsw i64 %.187620402042, 1
  %23 = getelementptr i8, ptr %arg.src_left.4, i64 %.187620402042
  %.1945 = load i8, ptr %23, align 1
  %.1948 = icmp eq i8 %.1945, 0
  br i1 %.1948, label %B472, label %B418

B418:                                             ; preds = %B400
  %24 = shl i64 %.187620402042, 3
  %scevgep137 = getelementptr i8, ptr %arg.dist.4, i64 %24
  %.1989 = load i64, ptr %scevgep137, align 8
  %.1991 = icmp slt i64 %.1773, %.1989
  br i1 %.1991, label %B442, label %B472

B442:                                             ; preds = %B418
  %.2008 = icmp slt i64 %c.8.32044, 0
  %.2009 = select i1 %.2008, i64 %arg.lowered.5.0, i64 0
  %25 = getelementptr i64, ptr %arg.lowered.4, i64 %c.8.32044
  %.2023 = getelementptr i64, ptr %25, i64 %.2009
  store i64 %.187620402042, ptr %.2023, align 8
  %.2041 = select i1 %.2008, i64 %arg.offers.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.offers.4, i64 %c.8.32044
  %.2055 = getelementptr i64, ptr %26, i64 %.2041
  store i64 %.1773, ptr %.2055, align 8
  %.2058 = add nsw i64 %c.8.32044, 1
  br label %B472

B472:                                             ; preds = %B442, %B418, %B400
  %c.10.4 = phi i64 [ %.2058, %B442 ], [ %c.8.32044, %B418 ], [ %c.8.32044, %B400 ]
  %27 = getelementptr i8, ptr %arg.opened.4, i64 %.187620402042
  %.2100 = load i8, ptr %27, align 1
  %.2103 = icmp eq i8 %.2100, 0
  br i1 %.2103, label %B488, label %B590

B488:                                             ; preds = %B472
  %28 = add i64 %arg.size.5.0, %.187620402042
  %29 = shl i64 %.187620402042, 3
  %scevgep136 = getelementptr i8, ptr %arg.size.4, i64 %29
  %.2144 = load i64, ptr %scevgep136, align 8
  %.2146 = add nsw i64 %.2144, %.1773
  %.2163 = icmp slt i64 %28, 0
  %30 = select i1 %.2163, i64 %6, i64 0
  %scevgep139 = getelementptr i8, ptr %scevgep134, i64 %30
  %31 = shl i64 %.187620402042, 3
  %scevgep73 = getelementptr i8, ptr %scevgep139, i64 %31
  %.2179 = load i64, ptr %scevgep73, align 8
  %.2180 = icmp slt i64 %.2146, %.2179
  br i1 %.2180, label %B536, label %B590

B536:                                             ; preds = %B488
  %.2199 = icmp slt i64 %c.10.4, 0
  %.2200 = select i1 %.2199, i64 %arg.lowered.5.0, i64 0
  %32 = getelementptr i64, ptr %arg.lowered.4, i64 %c.10.4
  %.2214 = getelementptr i64, ptr %32, i64 %.2200
  store i64 %28, ptr %.2214, align 8
  %sunkaddr84 = mul i64 %.187620402042, 8
  %sunkaddr85 = getelementptr i8, ptr %arg.size.4, i64 %sunkaddr84
  %.2246 = load i64, ptr %sunkaddr85, align 8
  %.2250 = add nsw i64 %.2246, %.1773
  %.2266 = select i1 %.2199, i64 %arg.offers.5.0, i64 0
  %33 = getelementptr i64, ptr %arg.offers.4, i64 %c.10.4
  %.2280 = getelementptr i64, ptr %33, i64 %.2266
  store i64 %.2250, ptr %.2280, align 8
  %.2283 = add nsw i64 %c.10.4, 1
  br label %B590

B590:                                             ; preds = %B536, %B488, %B472
  %c.9.4 = phi i64 [ %c.10.4, %B488 ], [ %.2283, %B536 ], [ %c.10.4, %B472 ]
  %exitcond2108.not = icmp eq i64 %arg.size.5.0, %.1883
  br i1 %exitcond2108.not, label %B1658.endif, label %B400

B596:                                             ; preds = %B318
  %.2314 = icmp eq i64 %.1739, %.268
  br i1 %.2314, label %B608.endif, label %B730

B640:                                             ; preds = %B640.preheader, %B724
  %c.11.42035 = phi i64 [ %c.12.5, %B724 ], [ 0, %B640.preheader ]
  %.240820312033 = phi i64 [ %.2415, %B724 ], [ 0, %B640.preheader ]
  %.2415 = add nuw nsw i64 %.240820312033, 1
  %34 = getelementptr i8, ptr %arg.to_sink.4, i64 %.240820312033
  %.2477 = load i8, ptr %34, align 1
  %.2480 = icmp eq i8 %.2477, 0
  br i1 %.2480, label %B658, label %B724

B658:                                             ; preds = %B640
  %35 = shl i64 %.240820312033, 3
  %scevgep135 = getelementptr i8, ptr %scevgep134, i64 %35
  %.2523 = load i64, ptr %scevgep135, align 8
  %.2525 = icmp slt i64 %.1773, %.2523
  br i1 %.2525, label %B688, label %B724

B688:                                             ; preds = %B658
  %36 = add i64 %arg.size.5.0, %.240820312033
  %.2546 = icmp slt i64 %c.11.42035, 0
  %.2547 = select i1 %.2546, i64 %arg.lowered.5.0, i64 0
  %37 = getelementptr i64, ptr %arg.lowered.4, i64 %c.11.42035
  %.2561 = getelementptr i64, ptr %37, i64 %.2547
  store i64 %36, ptr %.2561, align 8
  %.2579 = select i1 %.2546, i64 %arg.offers.5.0, i64 0
  %38 = getelementptr i64, ptr %arg.offers.4, i64 %c.11.42035
  %.2593 = getelementptr i64, ptr %38, i64 %.2579
  store i64 %.1773, ptr %.2593, align 8
  %.2596 = add nsw i64 %c.11.42035, 1
  br label %B724

B724:                                             ; preds = %B688, %B658, %B640
  %c.12.5 = phi i64 [ %c.11.42035, %B658 ], [ %.2596, %B688 ], [ %c.11.42035, %B640 ]
  %exitcond2107.not = icmp eq i64 %arg.size.5.0, %.2415
  br i1 %exitcond2107.not, label %B1658.endif, label %B640

B730:                                             ; preds = %B596
  %.2624 = icmp slt i64 %.1739, %arg.size.5.0
  br i1 %.2624, label %B744, label %B1368

B744:                                             ; preds = %B730
  %39 = icmp slt i64 %.1739, 0
  %.2645 = select i1 %39, i64 %arg.src_left.5.0, i64 0
  %40 = getelementptr i8, ptr %arg.src_left.4, i64 %.1739
  %.2659 = getelementptr i8, ptr %40, i64 %.2645
  %.2660 = load i8, ptr %.2659, align 1
  %.2663 = icmp eq i8 %.2660, 0
  br i1 %.2663, label %B760, label %B814

B760:                                             ; preds = %B744
  %sunkaddr86 = getelementptr inbounds i8, ptr %0, i64 %sunkaddr163
  %.2704 = load i64, ptr %sunkaddr86, align 8
  %.2706 = icmp slt i64 %.1773, %.2704
  br i1 %.2706, label %B784, label %B814

B784:                                             ; preds = %B760
  store i64 %.263, ptr %arg.lowered.4, align 8
  store i64 %.1773, ptr %arg.offers.4, align 8
  br label %B814

B814:                                             ; preds = %B784, %B760, %B744
  %c.16.4 = phi i64 [ 0, %B760 ], [ 1, %B784 ], [ 0, %B744 ]
  %41 = icmp slt i64 %.1739, 0
  %.2802 = select i1 %41, i64 %arg.reusable_from.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.reusable_from.4, i64 %.1739
  %.2816 = getelementptr i64, ptr %42, i64 %.2802
  %.2817 = load i64, ptr %.2816, align 8
  %.2836 = select i1 %41, i64 %arg.size.5.0, i64 0
  %43 = getelementptr i64, ptr %arg.size.4, i64 %.1739
  %.2850 = getelementptr i64, ptr %43, i64 %.2836
  %.2851 = load i64, ptr %.2850, align 8
  %.2853 = sub nsw i64 %.1773, %.2851
  %.2872 = select i1 %41, i64 %arg.follows.5.0, i64 0
  %44 = getelementptr i64, ptr %arg.follows.4, i64 %.1739
  %.2886 = getelementptr i64, ptr %44, i64 %.2872
  %.2887 = load i64, ptr %.2886, align 8
  %.2916 = icmp slt i64 %.2817, %arg.size.5.0
  br i1 %.2916, label %B890.preheader.preheader, label %B1658.endif

B890.preheader.preheader:                         ; preds = %B814
  %.2893 = add nsw i64 %.2817, %.293.1
  br label %B890.outer

B890.outer:                                       ; preds = %B1330, %B890.preheader.preheader
  %c.13.5.ph = phi i64 [ %c.16.4, %B890.preheader.preheader ], [ %c.14.7, %B1330 ]
  %k.4.5.ph = phi i64 [ %.2893, %B890.preheader.preheader ], [ %.3620, %B1330 ]
  %.29418 = icmp slt i64 %k.4.5.ph, 0
  %.29429 = select i1 %.29418, i64 %arg.top.5.0, i64 0
  %45 = getelementptr i64, ptr %arg.top.4, i64 %k.4.5.ph
  %.295610 = getelementptr i64, ptr %45, i64 %.29429
  %.295711 = load i64, ptr %.295610, align 8
  %.295912 = icmp sgt i64 %.295711, %.1773
  br i1 %.295912, label %B914.preheader, label %B1140

B914.preheader:                                   ; preds = %B890.outer
  br label %B914

B914:                                             ; preds = %B914.preheader, %B950
  %.294214 = phi i64 [ %.2942, %B950 ], [ %.29429, %B914.preheader ]
  %k.4.513 = phi i64 [ %.3010, %B950 ], [ %k.4.5.ph, %B914.preheader ]
  %46 = icmp slt i64 %k.4.513, 0
  %.2979 = select i1 %46, i64 %arg.top_less.5.0, i64 0
  %47 = getelementptr i64, ptr %arg.top_less.4, i64 %k.4.513
  %.2993 = getelementptr i64, ptr %47, i64 %.2979
  %.2994 = load i64, ptr %.2993, align 8
  %.2996 = icmp sgt i64 %.2994, %.2853
  br i1 %.2996, label %B938, label %B1140

B938:                                             ; preds = %B914
  %.3002 = icmp slt i64 %k.4.513, %.293.1
  br i1 %.3002, label %B950, label %B962

B950:                                             ; preds = %B938
  %48 = icmp slt i64 %k.4.513, 0
  %.3010 = shl nsw i64 %k.4.513, 1
  %.2942 = select i1 %48, i64 %arg.top.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.top.4, i64 %.3010
  %.2956 = getelementptr i64, ptr %49, i64 %.2942
  %.2957 = load i64, ptr %.2956, align 8
  %.2959 = icmp sgt i64 %.2957, %.1773
  br i1 %.2959, label %B914, label %B1140

B962:                                             ; preds = %B938
  %.3021 = sub nsw i64 %k.4.513, %.293.1
  %.3027.not = icmp eq i64 %.3021, %.2887
  br i1 %.3027.not, label %B1140, label %B984.endif

B1140:                                            ; preds = %B950, %B914, %B890.outer, %B984.endif, %B962
  %k.4.56 = phi i64 [ %k.4.513, %B984.endif ], [ %k.4.513, %B962 ], [ %k.4.5.ph, %B890.outer ], [ %.3010, %B950 ], [ %k.4.513, %B914 ]
  %c.14.7 = phi i64 [ %.3157, %B984.endif ], [ %c.13.5.ph, %B962 ], [ %c.13.5.ph, %B890.outer ], [ %c.13.5.ph, %B950 ], [ %c.13.5.ph, %B914 ]
  %.3334 = and i64 %k.4.56, 1
  %.3337.not = icmp eq i64 %.3334, 0
  br i1 %.3337.not, label %B1330, label %B1150.endif.endif.preheader

B1150.endif.endif.preheader:                      ; preds = %B1140
  br label %B1150.endif.endif

B1330:                                            ; preds = %B1150.endif.endif, %B1140
  %k.7.8 = phi i64 [ %k.4.56, %B1140 ], [ %.3340, %B1150.endif.endif ]
  %.3593 = icmp eq i64 %k.7.8, 0
  %.3620 = add nsw i64 %k.7.8, 1
  br i1 %.3593, label %B1658.endif, label %B890.outer

B1368:                                            ; preds = %B730
  %.3658 = sub nsw i64 %.1739, %arg.size.5.0
  %.3691 = getelementptr i8, ptr %arg.to_sink.4, i64 %.3658
  %.3692 = load i8, ptr %.3691, align 1
  %.3695 = icmp eq i8 %.3692, 0
  br i1 %.3695, label %B1448, label %B1394

B1394:                                            ; preds = %B1368
  %sunkaddr87 = getelementptr inbounds i8, ptr %2, i64 %sunkaddr163
  %.3736 = load i64, ptr %sunkaddr87, align 8
  %.3738 = icmp slt i64 %.1773, %.3736
  br i1 %.3738, label %B1418, label %B1448

B1418:                                            ; preds = %B1394
  store i64 %.268, ptr %arg.lowered.4, align 8
  store i64 %.1773, ptr %arg.offers.4, align 8
  br label %B1448

B1448:                                            ; preds = %B1418, %B1394, %B1368
  %c.17.4 = phi i64 [ 1, %B1418 ], [ 0, %B1394 ], [ 0, %B1368 ]
  %50 = getelementptr i8, ptr %arg.opened.4, i64 %.3658
  %.3843 = load i8, ptr %50, align 1
  %.3846 = icmp eq i8 %.3843, 0
  br i1 %.3846, label %B1492, label %B1592

B1492:                                            ; preds = %B1448
  %51 = getelementptr i64, ptr %arg.followed.4, i64 %.3658
  %.3929 = load i64, ptr %51, align 8
  %.3934 = icmp sgt i64 %.3929, -1
  br i1 %.3934, label %B1520, label %B1658.endif

B1520:                                            ; preds = %B1492
  %.3965 = getelementptr i64, ptr %arg.size.4, i64 %.3658
  %.3966 = load i64, ptr %.3965, align 8
  %.3998 = getelementptr i64, ptr %arg.size.4, i64 %.3929
  %.3999 = load i64, ptr %.3998, align 8
  %.4000 = sub nsw i64 %.3966, %.3999
  %.13.i49 = tail call i64 @llvm.smax.i64(i64 %.4000, i64 0)
  br label %B1604

B1592:                                            ; preds = %B1448
  %52 = icmp sgt i64 %arg.size.5.0, -1
  br i1 %52, label %B1592.B1604_crit_edge, label %B1658.endif

B1592.B1604_crit_edge:                            ; preds = %B1592
  %.3887 = getelementptr i64, ptr %arg.size.4, i64 %.3658
  %.4019.pn.pre = load i64, ptr %.3887, align 8
  br label %B1604

B1604:                                            ; preds = %B1592.B1604_crit_edge, %B1520
  %.4019.pn = phi i64 [ %.4019.pn.pre, %B1592.B1604_crit_edge ], [ %.13.i49, %B1520 ]
  %u.3.41917 = phi i64 [ %.263, %B1592.B1604_crit_edge ], [ %.3929, %B1520 ]
  %offer.2.41918 = sub nsw i64 %.1773, %.4019.pn
  %.4094 = getelementptr i64, ptr %arg.dist.4, i64 %u.3.41917
  %.4095 = load i64, ptr %.4094, align 8
  %.4097 = icmp slt i64 %offer.2.41918, %.4095
  br i1 %.4097, label %B1658.endif.thread2113, label %B1658.endif

B1658.endif.thread2113:                           ; preds = %B1604
  %.4129 = getelementptr i64, ptr %arg.lowered.4, i64 %c.17.4
  store i64 %u.3.41917, ptr %.4129, align 8
  %.4163 = getelementptr i64, ptr %arg.offers.4, i64 %c.17.4
  store i64 %offer.2.41918, ptr %.4163, align 8
  %.4168 = add nuw nsw i64 %c.17.4, 1
  br label %B1690.preheader

B1690.preheader:                                  ; preds = %B1658.endif, %B1658.endif.thread2113
  %.42672051.ph = phi i64 [ %c.18.3, %B1658.endif ], [ %.4168, %B1658.endif.thread2113 ]
  %53 = add nuw i64 %.42672051.ph, 1
  br label %B1690

B1690:                                            ; preds = %B1918, %B1690.preheader
  %lsr.iv = phi i64 [ %53, %B1690.preheader ], [ %lsr.iv.next, %B1918 ]
  %.4212.0 = phi i64 [ 0, %B1690.preheader ], [ %.4281, %B1918 ]
  %queued.2.32050 = phi i64 [ %queued.3.22055, %B1690.preheader ], [ %queued.4.4, %B1918 ]
  %.4323 = icmp slt i64 %.4212.0, 0
  %54 = select i1 %.4323, i64 %8, i64 0
  %scevgep143 = getelementptr i8, ptr %arg.lowered.4, i64 %54
  %55 = shl i64 %.4212.0, 3
  %scevgep144 = getelementptr i8, ptr %scevgep143, i64 %55
  %.4339 = load i64, ptr %scevgep144, align 8
  %56 = select i1 %.4323, i64 %9, i64 0
  %scevgep141 = getelementptr i8, ptr %arg.offers.4, i64 %56
  %scevgep142 = getelementptr i8, ptr %scevgep141, i64 %55
  %.4373 = load i64, ptr %scevgep142, align 8
  %.4388 = icmp slt i64 %.4339, 0
  %.4389 = select i1 %.4388, i64 %arg.dist.5.0, i64 0
  %57 = getelementptr i64, ptr %arg.dist.4, i64 %.4339
  %.4403 = getelementptr i64, ptr %57, i64 %.4389
  store i64 %.4373, ptr %.4403, align 8
  %.4421 = select i1 %.4388, i64 %arg.prev.5.0, i64 0
  %58 = getelementptr i64, ptr %arg.prev.4, i64 %.4339
  %.4435 = getelementptr i64, ptr %58, i64 %.4421
  store i64 %.1739, ptr %.4435, align 8
  %.4439 = icmp sge i64 %.4339, %arg.size.5.0
  %.4447 = icmp slt i64 %.4339, %.263
  %or.cond = select i1 %.4439, i1 %.4447, i1 false
  br i1 %or.cond, label %B1772, label %B1864

B1772:                                            ; preds = %B1690
  %sunkaddr88 = mul i64 %.4212.0, 8
  %sunkaddr89 = getelementptr i8, ptr %scevgep141, i64 %sunkaddr88
  %.4487 = load i64, ptr %sunkaddr89, align 8
  %.4492 = add i64 %.4339, %.4490
  %.4506 = icmp slt i64 %.4492, 0
  %.4507 = select i1 %.4506, i64 %arg.top.5.0, i64 0
  %59 = getelementptr i64, ptr %arg.top.4, i64 %.4492
  %.4521 = getelementptr i64, ptr %59, i64 %.4507
  store i64 %.4487, ptr %.4521, align 8
  %.4558 = sub nsw i64 %.4339, %arg.size.5.0
  %.4587 = getelementptr i64, ptr %arg.size.4, i64 %.4558
  %.4588 = load i64, ptr %.4587, align 8
  %.4589 = sub nsw i64 %.4487, %.4588
  %.4609 = select i1 %.4506, i64 %arg.top_less.5.0, i64 0
  %60 = getelementptr i64, ptr %arg.top_less.4, i64 %.4492
  %.4623 = getelementptr i64, ptr %60, i64 %.4609
  store i64 %.4589, ptr %.4623, align 8
  br label %B1864

B1864:                                            ; preds = %B1772, %B1690
  %61 = icmp slt i64 %.4339, 0
  %.4647 = select i1 %61, i64 %arg.mark.5.0, i64 0
  %62 = getelementptr i64, ptr %arg.mark.4, i64 %.4339
  %.4661 = getelementptr i64, ptr %62, i64 %.4647
  %.4662 = load i64, ptr %.4661, align 8
  %.4664.not = icmp eq i64 %.4662, %.1580
  br i1 %.4664.not, label %B1918, label %B1888

B1888:                                            ; preds = %B1864
  %sunkaddr161 = shl i64 %.4647, 3
  %sunkaddr162 = getelementptr inbounds i8, ptr %62, i64 %sunkaddr161
  store i64 %.1580, ptr %sunkaddr162, align 8
  %.4713 = icmp slt i64 %queued.2.32050, 0
  %.4714 = select i1 %.4713, i64 %following.2.sroa.45.1, i64 0
  %63 = getelementptr i64, ptr %following.2.sroa.36.1, i64 %queued.2.32050
  %.4728 = getelementptr i64, ptr %63, i64 %.4714
  store i64 %.4339, ptr %.4728, align 8
  %.4733 = add nsw i64 %queued.2.32050, 1
  br label %B1918

B1918:                                            ; preds = %B1888, %B1864
  %queued.4.4 = phi i64 [ %.4733, %B1888 ], [ %queued.2.32050, %B1864 ]
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.4281 = add nuw i64 %.4212.0, 1
  %.4268 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.4268, label %B1690, label %B316.loopexit

B1924:                                            ; preds = %B316.loopexit, %B270.endif
  %queued.3.2.lcssa = phi i64 [ 0, %B270.endif ], [ %queued.2.3.lcssa, %B316.loopexit ]
  tail call void @NRT_incref(ptr %following.2.sroa.0.1)
  tail call void @NRT_incref(ptr %current.4.sroa.0.1)
  %.4813.not = icmp eq i64 %queued.3.2.lcssa, 0
  br i1 %.4813.not, label %B1942, label %B270.endif

B1942:                                            ; preds = %B1924
  %sunkaddr90 = getelementptr i8, ptr %2, i64 %sunkaddr163
  %.4900 = load i64, ptr %sunkaddr90, align 8
  %.4902 = icmp eq i64 %.4900, 2147483647
  tail call void @NRT_decref(ptr %current.4.sroa.0.1)
  tail call void @NRT_decref(ptr %following.2.sroa.0.1)
  br i1 %.4902, label %common.ret, label %B1970

common.ret:                                       ; preds = %B1942
  tail call void @NRT_decref(ptr %arg.top_less.0)
  tail call void @NRT_decref(ptr %arg.top.0)
  tail call void @NRT_decref(ptr %arg.to_sink.0)
  tail call void @NRT_decref(ptr %arg.src_left.0)
  tail call void @NRT_decref(ptr %arg.size.0)
  tail call void @NRT_decref(ptr %arg.reusable_from.0)
  tail call void @NRT_decref(ptr %arg.prev.0)
  tail call void @NRT_decref(ptr %arg.opened.0)
  tail call void @NRT_decref(ptr %arg.offers.0)
  tail call void @NRT_decref(ptr %arg.mark.0)
  tail call void @NRT_decref(ptr %arg.lowered.0)
  tail call void @NRT_decref(ptr %arg.follows.0)
  tail call void @NRT_decref(ptr %current.4.sroa.0.1)
  tail call void @NRT_decref(ptr %arg.followed.0)
  tail call void @NRT_decref(ptr %arg.dist.0)
  tail call void @NRT_decref(ptr %following.2.sroa.0.1)
  store ptr null, ptr %retptr, align 8
  ret i32 0

B1970:                                            ; preds = %B1942
  %sunkaddr91 = getelementptr inbounds i8, ptr %3, i64 %sunkaddr165
  %.1414.i = load i64, ptr %sunkaddr91, align 8, !noalias !2
  %.1475.i = icmp eq i64 %.1414.i, %.263
  br i1 %.1475.i, label %B68.i, label %B164.i.preheader

B164.i.preheader:                                 ; preds = %B1970
  br label %B164.i

B68.i:                                            ; preds = %B356.i, %B1970
  %u.2.0.lcssa.i = phi i64 [ %.268, %B1970 ], [ %.1418.i, %B356.i ]
  %.125.lcssa.i = phi i1 [ %.1468, %B1970 ], [ %.125.i, %B356.i ]
  %.151.i = icmp slt i64 %u.2.0.lcssa.i, %arg.size.5.0
  br i1 %.151.i, label %B80.i, label %B92.i

B80.i:                                            ; preds = %B68.i
  %.168.i = select i1 %.125.lcssa.i, i64 %arg.src_left.5.0, i64 0
  %64 = getelementptr i8, ptr %arg.src_left.4, i64 %u.2.0.lcssa.i
  %.182.i = getelementptr i8, ptr %64, i64 %.168.i
  store i8 0, ptr %.182.i, align 1, !noalias !2
  br label %B102.else.endif

B92.i:                                            ; preds = %B68.i
  %.190.i = sub nsw i64 %u.2.0.lcssa.i, %arg.size.5.0
  %.221.i = getelementptr i8, ptr %arg.opened.4, i64 %.190.i
  store i8 1, ptr %.221.i, align 1, !noalias !2
  br label %B102.else.endif

B164.i:                                           ; preds = %B164.i.preheader, %B356.i
  %.1418.i = phi i64 [ %.141.i, %B356.i ], [ %.1414.i, %B164.i.preheader ]
  %.1257.i = phi i1 [ %.125.i, %B356.i ], [ %.1468, %B164.i.preheader ]
  %u.2.06.i = phi i64 [ %.1418.i, %B356.i ], [ %.268, %B164.i.preheader ]
  %.305.i = icmp eq i64 %u.2.06.i, %.268
  br i1 %.305.i, label %B176.i, label %B194.i

B176.i:                                           ; preds = %B164.i
  %.311.i = sub nsw i64 %.1418.i, %arg.size.5.0
  %.325.i = icmp slt i64 %.311.i, 0
  %.326.i = select i1 %.325.i, i64 %arg.to_sink.5.0, i64 0
  %65 = getelementptr i8, ptr %arg.to_sink.4, i64 %.311.i
  %.340.i = getelementptr i8, ptr %65, i64 %.326.i
  store i8 0, ptr %.340.i, align 1, !noalias !2
  br label %B356.i

B194.i:                                           ; preds = %B164.i
  %.346.i = icmp eq i64 %.1418.i, %.268
  br i1 %.346.i, label %B206.i, label %B224.i

B206.i:                                           ; preds = %B194.i
  %.350.i = sub nsw i64 %u.2.06.i, %arg.size.5.0
  %.366.i = icmp slt i64 %.350.i, 0
  %.367.i = select i1 %.366.i, i64 %arg.to_sink.5.0, i64 0
  %66 = getelementptr i8, ptr %arg.to_sink.4, i64 %.350.i
  %.381.i = getelementptr i8, ptr %66, i64 %.367.i
  store i8 1, ptr %.381.i, align 1, !noalias !2
  br label %B356.i

B224.i:                                           ; preds = %B194.i
  %.387.i = icmp slt i64 %.1418.i, %arg.size.5.0
  br i1 %.387.i, label %B236.i, label %B270.i

B236.i:                                           ; preds = %B224.i
  %.391.i = sub nsw i64 %u.2.06.i, %arg.size.5.0
  %.406.i = icmp slt i64 %.1418.i, 0
  %.407.i = select i1 %.406.i, i64 %arg.follows.5.0, i64 0
  %67 = getelementptr i64, ptr %arg.follows.4, i64 %.1418.i
  %.421.i = getelementptr i64, ptr %67, i64 %.407.i
  store i64 %.391.i, ptr %.421.i, align 8, !noalias !2
  %.442.i = icmp slt i64 %.391.i, 0
  %.443.i = select i1 %.442.i, i64 %arg.followed.5.0, i64 0
  %68 = getelementptr i64, ptr %arg.followed.4, i64 %.391.i
  %.457.i = getelementptr i64, ptr %68, i64 %.443.i
  store i64 %.1418.i, ptr %.457.i, align 8, !noalias !2
  br label %B356.i

B270.i:                                           ; preds = %B224.i
  %.475.i = select i1 %.1257.i, i64 %arg.follows.5.0, i64 0
  %69 = getelementptr i64, ptr %arg.follows.4, i64 %u.2.06.i
  %.489.i = getelementptr i64, ptr %69, i64 %.475.i
  %.490.i = load i64, ptr %.489.i, align 8, !noalias !2
  %.493.i = sub nsw i64 %.1418.i, %arg.size.5.0
  %.494.i = icmp eq i64 %.490.i, %.493.i
  br i1 %.494.i, label %B300.i, label %B310.i

B300.i:                                           ; preds = %B270.i
  %sunkaddr.i = shl i64 %.475.i, 3
  %sunkaddr16.i = getelementptr inbounds i8, ptr %69, i64 %sunkaddr.i
  store i64 -1, ptr %sunkaddr16.i, align 8, !noalias !2
  br label %B310.i

B310.i:                                           ; preds = %B300.i, %B270.i
  %70 = getelementptr i64, ptr %arg.followed.4, i64 %.493.i
  %.560.i = load i64, ptr %70, align 8, !noalias !2
  %.562.i = icmp eq i64 %.560.i, %u.2.06.i
  br i1 %.562.i, label %B340.i, label %B356.i

B340.i:                                           ; preds = %B310.i
  %sunkaddr17.i = shl i64 %.493.i, 3
  %sunkaddr18.i = getelementptr i8, ptr %arg.followed.4, i64 %sunkaddr17.i
  store i64 -1, ptr %sunkaddr18.i, align 8, !noalias !2
  br label %B356.i

B356.i:                                           ; preds = %B340.i, %B310.i, %B236.i, %B206.i, %B176.i
  %.125.i = icmp slt i64 %.1418.i, 0
  %.126.i = select i1 %.125.i, i64 %arg.prev.5.0, i64 0
  %71 = getelementptr i64, ptr %arg.prev.4, i64 %.1418.i
  %.140.i = getelementptr i64, ptr %71, i64 %.126.i
  %.141.i = load i64, ptr %.140.i, align 8, !noalias !2
  %.147.i = icmp eq i64 %.141.i, %.263
  br i1 %.147.i, label %B68.i, label %B164.i

B102.else.endif:                                  ; preds = %B92.i, %B80.i, %B0.else.if
  %current.2.sroa.45.0 = phi i64 [ %arg.current.5.0, %B0.else.if ], [ %following.2.sroa.45.1, %B80.i ], [ %following.2.sroa.45.1, %B92.i ]
  %current.2.sroa.36.0 = phi ptr [ %arg.current.4, %B0.else.if ], [ %following.2.sroa.36.1, %B80.i ], [ %following.2.sroa.36.1, %B92.i ]
  %current.2.sroa.0.0 = phi ptr [ %arg.current.0, %B0.else.if ], [ %following.2.sroa.0.1, %B80.i ], [ %following.2.sroa.0.1, %B92.i ]
  %following.3.sroa.40.0 = phi i64 [ %arg.following.5.0, %B0.else.if ], [ %current.4.sroa.45.1, %B80.i ], [ %current.4.sroa.45.1, %B92.i ]
  %following.3.sroa.32.0 = phi ptr [ %arg.following.4, %B0.else.if ], [ %current.4.sroa.36.1, %B80.i ], [ %current.4.sroa.36.1, %B92.i ]
  %following.3.sroa.0.0 = phi ptr [ %arg.following.0, %B0.else.if ], [ %current.4.sroa.0.1, %B80.i ], [ %current.4.sroa.0.1, %B92.i ]
  %it.3.0 = phi i64 [ 0, %B0.else.if ], [ %.1580, %B80.i ], [ %.1580, %B92.i ]
  %72 = icmp slt i64 %arg.dist.5.0, 1
  br i1 %72, label %.588.else, label %.587.endif.preheader, !prof !1

.587.endif.preheader:                             ; preds = %B102.else.endif
  %73 = icmp ult i64 %arg.dist.5.0, 4
  br i1 %73, label %.587.endif.preheader50, label %vector.body86.preheader, !prof !5

vector.body86.preheader:                          ; preds = %.587.endif.preheader
  br label %vector.body86

vector.body86:                                    ; preds = %vector.body86.preheader, %vector.body86
  %index87 = phi i64 [ %index.next88, %vector.body86 ], [ 0, %vector.body86.preheader ]
  %sunkaddr92 = mul i64 %index87, 8
  %sunkaddr93 = getelementptr i8, ptr %arg.dist.4, i64 %sunkaddr92
  store <2 x i64> splat (i64 2147483647), ptr %sunkaddr93, align 8
  %sunkaddr94 = mul i64 %index87, 8
  %sunkaddr95 = getelementptr i8, ptr %arg.dist.4, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, ptr %sunkaddr95, i64 16
  store <2 x i64> splat (i64 2147483647), ptr %sunkaddr96, align 8
  %index.next88 = add nuw nsw i64 %index87, 4
  %74 = icmp eq i64 %n.vec85, %index.next88
  br i1 %74, label %middle.block89, label %vector.body86, !prof !6, !llvm.loop !7

middle.block89:                                   ; preds = %vector.body86
  %75 = icmp eq i64 %arg.dist.5.0, %n.vec85
  br i1 %75, label %.588.else, label %.587.endif.preheader50, !prof !11

.587.endif.preheader50:                           ; preds = %middle.block89, %.587.endif.preheader
  %.583.02016.ph = phi i64 [ %n.vec85, %middle.block89 ], [ 0, %.587.endif.preheader ]
  br label %.587.endif

.587.endif:                                       ; preds = %.587.endif.preheader50, %.587.endif
  %.583.02016 = phi i64 [ %.628, %.587.endif ], [ %.583.02016.ph, %.587.endif.preheader50 ]
  %76 = shl i64 %.583.02016, 3
  %scevgep111 = getelementptr i8, ptr %arg.dist.4, i64 %76
  store i64 2147483647, ptr %scevgep111, align 8
  %.628 = add nuw nsw i64 %.583.02016, 1
  %exitcond.not = icmp eq i64 %arg.dist.5.0, %.628
  br i1 %exitcond.not, label %.588.else, label %.587.endif, !prof !12, !llvm.loop !13

.588.else:                                        ; preds = %.587.endif, %middle.block89, %B102.else.endif
  %77 = icmp slt i64 %arg.top.5.0, 2
  br i1 %77, label %.588.endif.else.endif.if, label %.588.endif.else.endif.endif, !prof !1

.588.endif.endif:                                 ; preds = %.588.endif.else.endif.endif.endif.if, %.588.endif.else.endif.endif.endif
  %.800.sroa.13.0 = phi i64 [ %.800.sroa.13.1, %.588.endif.else.endif.endif.endif ], [ %arg.top.5.0, %.588.endif.else.endif.endif.endif.if ]
  %.921.not2017 = icmp sgt i64 %.800.sroa.13.0, %.800.sroa.0.3
  br i1 %.921.not2017, label %.891.endif.preheader, label %.892.else.endif, !prof !15

.891.endif.preheader:                             ; preds = %.588.endif.endif
  %78 = sub i64 %.800.sroa.13.0, %.800.sroa.0.3
  %min.iters.check70 = icmp ult i64 %78, 4
  br i1 %min.iters.check70, label %.891.endif.preheader49, label %vector.ph71, !prof !5

.891.endif.preheader49:                           ; preds = %middle.block78, %.891.endif.preheader
  %.887.02018.ph = phi i64 [ %82, %middle.block78 ], [ %.800.sroa.0.3, %.891.endif.preheader ]
  br label %.891.endif

vector.ph71:                                      ; preds = %.891.endif.preheader
  %n.vec73 = and i64 %78, -4
  %79 = shl i64 %.800.sroa.0.3, 3
  %scevgep113 = getelementptr i8, ptr %scevgep112, i64 %79
  br label %vector.body74

vector.body74:                                    ; preds = %vector.body74, %vector.ph71
  %index75 = phi i64 [ 0, %vector.ph71 ], [ %index.next77, %vector.body74 ]
  %80 = shl i64 %index75, 3
  %scevgep115 = getelementptr i8, ptr %scevgep113, i64 %80
  %scevgep116 = getelementptr i8, ptr %scevgep115, i64 -16
  store <2 x i64> splat (i64 2147483647), ptr %scevgep116, align 8
  store <2 x i64> splat (i64 2147483647), ptr %scevgep115, align 8
  %index.next77 = add nuw i64 %index75, 4
  %81 = icmp eq i64 %n.vec73, %index.next77
  br i1 %81, label %middle.block78, label %vector.body74, !prof !6, !llvm.loop !16

middle.block78:                                   ; preds = %vector.body74
  %82 = add i64 %n.vec73, %.800.sroa.0.3
  %cmp.n79 = icmp eq i64 %78, %n.vec73
  br i1 %cmp.n79, label %.892.else.endif, label %.891.endif.preheader49, !prof !11

.588.endif.else.endif.if:                         ; preds = %.588.else
  br label %.588.endif.else.endif.endif

.588.endif.else.endif.endif:                      ; preds = %.588.endif.else.endif.if, %.588.else
  %.800.sroa.0.3 = phi i64 [ %arg.top.5.0, %.588.endif.else.endif.if ], [ 1, %.588.else ]
  %83 = icmp slt i64 %.834, 0
  br i1 %83, label %.588.endif.else.endif.endif.if, label %.588.endif.else.endif.endif.endif, !prof !1

.588.endif.else.endif.endif.if:                   ; preds = %.588.endif.else.endif.endif
  br label %.588.endif.else.endif.endif.endif

.588.endif.else.endif.endif.endif:                ; preds = %.588.endif.else.endif.endif.if, %.588.endif.else.endif.endif
  %.800.sroa.13.1 = phi i64 [ 0, %.588.endif.else.endif.endif.if ], [ %.834, %.588.endif.else.endif.endif ]
  %84 = icmp slt i64 %.834, %arg.top.5.0
  br i1 %84, label %.588.endif.endif, label %.588.endif.else.endif.endif.endif.if, !prof !17

.588.endif.else.endif.endif.endif.if:             ; preds = %.588.endif.else.endif.endif.endif
  br label %.588.endif.endif

.891.endif:                                       ; preds = %.891.endif.preheader49, %.891.endif
  %.887.02018 = phi i64 [ %.932, %.891.endif ], [ %.887.02018.ph, %.891.endif.preheader49 ]
  %85 = shl i64 %.887.02018, 3
  %scevgep117 = getelementptr i8, ptr %arg.top.4, i64 %85
  store i64 2147483647, ptr %scevgep117, align 8
  %.932 = add nsw i64 %.887.02018, 1
  %exitcond2104.not = icmp eq i64 %.800.sroa.13.0, %.932
  br i1 %exitcond2104.not, label %.892.else.endif, label %.891.endif, !prof !12, !llvm.loop !18

.892.else.endif:                                  ; preds = %.891.endif, %middle.block78, %.588.endif.endif
  %86 = icmp slt i64 %arg.top_less.5.0, 2
  br i1 %86, label %.892.endif.else.endif.if, label %.892.endif.else.endif.endif, !prof !1

.892.endif.endif:                                 ; preds = %.892.endif.else.endif.endif.endif.if, %.892.endif.else.endif.endif.endif
  %.1102.sroa.13.0 = phi i64 [ %.1102.sroa.13.1, %.892.endif.else.endif.endif.endif ], [ %arg.top_less.5.0, %.892.endif.else.endif.endif.endif.if ]
  %.1223.not2019 = icmp sgt i64 %.1102.sroa.13.0, %.1102.sroa.0.3
  br i1 %.1223.not2019, label %.1193.endif.preheader, label %.1194.endif, !prof !15

.1193.endif.preheader:                            ; preds = %.892.endif.endif
  %87 = sub i64 %.1102.sroa.13.0, %.1102.sroa.0.3
  %min.iters.check = icmp ult i64 %87, 4
  br i1 %min.iters.check, label %.1193.endif.preheader48, label %vector.ph, !prof !5

.1193.endif.preheader48:                          ; preds = %middle.block, %.1193.endif.preheader
  %.1189.02020.ph = phi i64 [ %91, %middle.block ], [ %.1102.sroa.0.3, %.1193.endif.preheader ]
  br label %.1193.endif

vector.ph:                                        ; preds = %.1193.endif.preheader
  %n.vec = and i64 %87, -4
  %88 = shl i64 %.1102.sroa.0.3, 3
  %scevgep119 = getelementptr i8, ptr %scevgep118, i64 %88
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %89 = shl i64 %index, 3
  %scevgep121 = getelementptr i8, ptr %scevgep119, i64 %89
  %scevgep122 = getelementptr i8, ptr %scevgep121, i64 -16
  store <2 x i64> splat (i64 2147483647), ptr %scevgep122, align 8
  store <2 x i64> splat (i64 2147483647), ptr %scevgep121, align 8
  %index.next = add nuw i64 %index, 4
  %90 = icmp eq i64 %n.vec, %index.next
  br i1 %90, label %middle.block, label %vector.body, !prof !6, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %91 = add i64 %n.vec, %.1102.sroa.0.3
  %cmp.n = icmp eq i64 %87, %n.vec
  br i1 %cmp.n, label %.1194.endif, label %.1193.endif.preheader48, !prof !11

.892.endif.else.endif.if:                         ; preds = %.892.else.endif
  br label %.892.endif.else.endif.endif

.892.endif.else.endif.endif:                      ; preds = %.892.endif.else.endif.if, %.892.else.endif
  %.1102.sroa.0.3 = phi i64 [ %arg.top_less.5.0, %.892.endif.else.endif.if ], [ 1, %.892.else.endif ]
  %92 = icmp slt i64 %.1136, 0
  br i1 %92, label %.892.endif.else.endif.endif.if, label %.892.endif.else.endif.endif.endif, !prof !1

.892.endif.else.endif.endif.if:                   ; preds = %.892.endif.else.endif.endif
  br label %.892.endif.else.endif.endif.endif

.892.endif.else.endif.endif.endif:                ; preds = %.892.endif.else.endif.endif.if, %.892.endif.else.endif.endif
  %.1102.sroa.13.1 = phi i64 [ 0, %.892.endif.else.endif.endif.if ], [ %.1136, %.892.endif.else.endif.endif ]
  %93 = icmp slt i64 %.1136, %arg.top_less.5.0
  br i1 %93, label %.892.endif.endif, label %.892.endif.else.endif.endif.endif.if, !prof !17

.892.endif.else.endif.endif.endif.if:             ; preds = %.892.endif.else.endif.endif.endif
  br label %.892.endif.endif

.1193.endif:                                      ; preds = %.1193.endif.preheader48, %.1193.endif
  %.1189.02020 = phi i64 [ %.1234, %.1193.endif ], [ %.1189.02020.ph, %.1193.endif.preheader48 ]
  %94 = shl i64 %.1189.02020, 3
  %scevgep123 = getelementptr i8, ptr %arg.top_less.4, i64 %94
  store i64 2147483647, ptr %scevgep123, align 8
  %.1234 = add nsw i64 %.1189.02020, 1
  %exitcond2105.not = icmp eq i64 %.1102.sroa.13.0, %.1234
  br i1 %exitcond2105.not, label %.1194.endif, label %.1193.endif, !prof !12, !llvm.loop !20

.1194.endif:                                      ; preds = %.1193.endif, %middle.block, %.892.endif.endif
  %95 = icmp sgt i64 %arg.size.5.0, 0
  br i1 %95, label %B182.preheader, label %B220

B182.preheader:                                   ; preds = %.1194.endif
  %96 = icmp eq i64 %arg.size.5.0, 1
  br i1 %96, label %B182.epil.preheader, label %B182.preheader61

B182.preheader61:                                 ; preds = %B182.preheader
  br label %B182

B270.endif:                                       ; preds = %B1924, %B220
  %current.4.sroa.45.1 = phi i64 [ %current.2.sroa.45.0, %B220 ], [ %following.2.sroa.45.1, %B1924 ]
  %current.4.sroa.36.1 = phi ptr [ %current.2.sroa.36.0, %B220 ], [ %following.2.sroa.36.1, %B1924 ]
  %current.4.sroa.0.1 = phi ptr [ %current.2.sroa.0.0, %B220 ], [ %following.2.sroa.0.1, %B1924 ]
  %following.2.sroa.45.1 = phi i64 [ %following.3.sroa.40.0, %B220 ], [ %current.4.sroa.45.1, %B1924 ]
  %following.2.sroa.36.1 = phi ptr [ %following.3.sroa.32.0, %B220 ], [ %current.4.sroa.36.1, %B1924 ]
  %following.2.sroa.0.1 = phi ptr [ %following.3.sroa.0.0, %B220 ], [ %current.4.sroa.0.1, %B1924 ]
  %it.5.1 = phi i64 [ %.1486, %B220 ], [ %.1580, %B1924 ]
  %count.2.1 = phi i64 [ 1, %B220 ], [ %queued.3.2.lcssa, %B1924 ]
  %following.1.sroa.0.1 = phi ptr [ null, %B220 ], [ %current.4.sroa.0.1, %B1924 ]
  %current.1.sroa.0.1 = phi ptr [ null, %B220 ], [ %following.2.sroa.0.1, %B1924 ]
  tail call void @NRT_decref(ptr %following.1.sroa.0.1)
  tail call void @NRT_decref(ptr %current.1.sroa.0.1)
  %.1580 = add nsw i64 %it.5.1, 1
  %.count.2.1 = tail call i64 @llvm.smax.i64(i64 %count.2.1, i64 0)
  %.16722054.not = icmp eq i64 %.count.2.1, 0
  br i1 %.16722054.not, label %B1924, label %B318.preheader

B318.preheader:                                   ; preds = %B270.endif
  br label %B318

B368.endif:                                       ; preds = %B318
  %97 = icmp slt i64 %arg.size.5.0, 1
  br i1 %97, label %B316.loopexit, label %B400.preheader

B400.preheader:                                   ; preds = %B368.endif
  br label %B400

B608.endif:                                       ; preds = %B596
  %98 = icmp slt i64 %arg.size.5.0, 1
  br i1 %98, label %B316.loopexit, label %B640.preheader

B640.preheader:                                   ; preds = %B608.endif
  br label %B640

B984.endif:                                       ; preds = %B962
  %99 = getelementptr i64, ptr %arg.top.4, i64 %k.4.513
  %.3031 = add i64 %.3021, %arg.size.5.0
  %.3046 = icmp slt i64 %c.13.5.ph, 0
  %.3047 = select i1 %.3046, i64 %arg.lowered.5.0, i64 0
  %100 = getelementptr i64, ptr %arg.lowered.4, i64 %c.13.5.ph
  %.3061 = getelementptr i64, ptr %100, i64 %.3047
  store i64 %.3031, ptr %.3061, align 8
  %.3092 = getelementptr i64, ptr %arg.size.4, i64 %.3021
  %.3093 = load i64, ptr %.3092, align 8
  %.3095 = add nsw i64 %.3093, %.2853
  %.13.i = tail call i64 @llvm.smax.i64(i64 %.3095, i64 %.1773)
  %.3140 = select i1 %.3046, i64 %arg.offers.5.0, i64 0
  %101 = getelementptr i64, ptr %arg.offers.4, i64 %c.13.5.ph
  %.3154 = getelementptr i64, ptr %101, i64 %.3140
  store i64 %.13.i, ptr %.3154, align 8
  %.3157 = add nsw i64 %c.13.5.ph, 1
  %sunkaddr172 = shl i64 %.294214, 3
  %sunkaddr173 = getelementptr i8, ptr %99, i64 %sunkaddr172
  store i64 %.13.i, ptr %sunkaddr173, align 8
  %.3254 = load i64, ptr %.3154, align 8
  %.3285 = load i64, ptr %.3092, align 8
  %.3288 = sub nsw i64 %.3254, %.3285
  %sunkaddr174 = shl i64 %.2979, 3
  %sunkaddr175 = getelementptr i8, ptr %47, i64 %sunkaddr174
  store i64 %.3288, ptr %sunkaddr175, align 8
  br label %B1140

B1150.endif.endif:                                ; preds = %B1150.endif.endif.preheader, %B1150.endif.endif
  %k.6.7 = phi i64 [ %.3340, %B1150.endif.endif ], [ %k.4.56, %B1150.endif.endif.preheader ]
  %.3340 = ashr i64 %k.6.7, 1
  %.3345 = and i64 %k.6.7, -2
  %.3359 = icmp slt i64 %k.6.7, 0
  %.3360 = select i1 %.3359, i64 %arg.top.5.0, i64 0
  %102 = getelementptr i64, ptr %arg.top.4, i64 %.3345
  %.3374 = getelementptr i64, ptr %102, i64 %.3360
  %.3375 = load i64, ptr %.3374, align 8
  %.3377 = or i64 %k.6.7, 1
  %103 = getelementptr i64, ptr %arg.top.4, i64 %.3377
  %.3406 = getelementptr i64, ptr %103, i64 %.3360
  %.3407 = load i64, ptr %.3406, align 8
  %.13.i48 = tail call i64 @llvm.smax.i64(i64 %.3407, i64 %.3375)
  %.3449 = icmp slt i64 %.3340, 0
  %.3450 = select i1 %.3449, i64 %arg.top.5.0, i64 0
  %104 = getelementptr i64, ptr %arg.top.4, i64 %.3340
  %.3464 = getelementptr i64, ptr %104, i64 %.3450
  store i64 %.13.i48, ptr %.3464, align 8
  %.3481 = select i1 %.3359, i64 %arg.top_less.5.0, i64 0
  %105 = getelementptr i64, ptr %arg.top_less.4, i64 %.3345
  %.3495 = getelementptr i64, ptr %105, i64 %.3481
  %.3496 = load i64, ptr %.3495, align 8
  %106 = getelementptr i64, ptr %arg.top_less.4, i64 %.3377
  %.3527 = getelementptr i64, ptr %106, i64 %.3481
  %.3528 = load i64, ptr %.3527, align 8
  %.13.i50 = tail call i64 @llvm.smax.i64(i64 %.3528, i64 %.3496)
  %.3571 = select i1 %.3449, i64 %arg.top_less.5.0, i64 0
  %107 = getelementptr i64, ptr %arg.top_less.4, i64 %.3340
  %.3585 = getelementptr i64, ptr %107, i64 %.3571
  store i64 %.13.i50, ptr %.3585, align 8
  %108 = and i64 %k.6.7, 2
  %.3588.not = icmp eq i64 %108, 0
  br i1 %.3588.not, label %B1330, label %B1150.endif.endif

B1658.endif:                                      ; preds = %B1330, %B724, %B590, %B1604, %B1592, %B1492, %B814
  %c.18.3 = phi i64 [ %c.17.4, %B1592 ], [ %c.16.4, %B814 ], [ %c.9.4, %B590 ], [ %c.17.4, %B1492 ], [ %c.17.4, %B1604 ], [ %c.12.5, %B724 ], [ %c.14.7, %B1330 ]
  %.42682049.not = icmp slt i64 %c.18.3, 1
  br i1 %.42682049.not, label %B316.loopexit, label %B1690.preheader
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

define void @NRT_MemInfo_call_dtor(ptr) {
  call void @llvm.trap()
  unreachable
}

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3}
!3 = distinct !{!3, !4, !"_ZN14tflite_memplan8planners10tflite_gpu5_pushB2v8B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!4 = distinct !{!4, !"_ZN14tflite_memplan8planners10tflite_gpu5_pushB2v8B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE"}
!5 = !{!"branch_weights", i32 1, i32 127}
!6 = !{!"branch_weights", i32 127, i32 3048}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{!"llvm.loop.estimated_trip_count", i32 25}
!11 = !{!"branch_weights", i32 1, i32 3}
!12 = !{!"branch_weights", i32 1, i32 0}
!13 = distinct !{!13, !9, !8, !14}
!14 = !{!"llvm.loop.estimated_trip_count", i32 0}
!15 = !{!"branch_weights", i32 127, i32 1}
!16 = distinct !{!16, !8, !9, !10}
!17 = !{!"branch_weights", i32 99, i32 1}
!18 = distinct !{!18, !9, !8, !14}
!19 = distinct !{!19, !8, !9, !10}
!20 = distinct !{!20, !9, !8, !14}

declare void @llvm.trap()
