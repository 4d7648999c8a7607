; kernel: tflite_memplan.planners.offset.strip_packing._skyline
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: 431d5baac96043377769a8abd05eb244782aa8a2c6ba2507fbb56371da82e613
; entry: cfunc._ZN13_3cdynamic_3e5entryB2v9B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxx
; ModuleID = 'entry'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv13_3cdynamic_3e5entryB2v9B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxx = common local_unnamed_addr global ptr null
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v2B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8int64_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6offset13strip_packing8_skylineB3v10B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = global i8 zeroinitializer
@_ZN08NumbaEnv14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6offset13strip_packing19_array_heap_pushpopB3v13B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@PyExc_StopIteration = global i8 zeroinitializer
@PyExc_SystemError = global i8 zeroinitializer
@_ZN08NumbaEnv14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6offset13strip_packing16_array_heap_pushB3v14B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN13_3cdynamic_3e5entryB2v9B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr captures(none) %arg.rank_at, i64 %arg.rank_len, ptr captures(none) %arg.min_last_at, i64 %arg.min_last_len, ptr captures(none) %arg.max_last_at, i64 %arg.max_last_len, ptr captures(none) %arg.key_of_at, i64 %arg.key_of_len, ptr captures(none) %arg.hi_of_at, i64 %arg.hi_of_len, ptr captures(none) %arg.lo_of_at, i64 %arg.lo_of_len, ptr %arg.heap_at, i64 %arg.heap_len, ptr captures(none) %arg.partial_at, i64 %arg.partial_len, ptr readonly captures(none) %arg.from_span_at, i64 %arg.from_span_len, ptr readonly captures(none) %arg.to_span_at, i64 %arg.to_span_len, ptr readonly captures(none) %arg.record_at_at, i64 %arg.record_at_len, ptr readonly captures(none) %arg.first_at_at, i64 %arg.first_at_len, ptr readonly captures(none) %arg.last_at_at, i64 %arg.last_at_len, ptr readonly captures(none) %arg.height_at_at, i64 %arg.height_at_len, ptr readonly captures(none) %arg.leaf_at_at, i64 %arg.leaf_at_len, ptr writeonly captures(none) %arg.offsets_at, i64 %arg.offsets_len, i64 %arg.leaves, i64 %arg.shift, i64 %arg.final, i64 %arg.count, i64 %arg.remaining) local_unnamed_addr {
B0.endif.endif.endif.endi...endif.2.endif.endif:
  %.668 = alloca ptr, align 8
  %excinfo.17 = alloca ptr, align 8
  %.704 = call i32 @_ZN14tflite_memplan8planners6offset13strip_packing8_skylineB3v10B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx(ptr nonnull %.668, ptr nonnull %excinfo.17, ptr null, ptr null, i64 %arg.rank_len, i64 8, ptr %arg.rank_at, i64 %arg.rank_len, i64 8, ptr null, ptr null, i64 %arg.min_last_len, i64 8, ptr %arg.min_last_at, i64 %arg.min_last_len, i64 8, ptr null, ptr null, i64 %arg.max_last_len, i64 8, ptr %arg.max_last_at, i64 %arg.max_last_len, i64 8, ptr null, ptr null, i64 %arg.key_of_len, i64 8, ptr %arg.key_of_at, i64 %arg.key_of_len, i64 8, ptr null, ptr null, i64 %arg.hi_of_len, i64 8, ptr %arg.hi_of_at, i64 %arg.hi_of_len, i64 8, ptr null, ptr null, i64 %arg.lo_of_len, i64 8, ptr %arg.lo_of_at, i64 %arg.lo_of_len, i64 8, ptr null, ptr null, i64 %arg.heap_len, i64 8, ptr %arg.heap_at, i64 %arg.heap_len, i64 8, ptr null, ptr null, i64 %arg.partial_len, i64 8, ptr %arg.partial_at, i64 %arg.partial_len, i64 8, ptr null, ptr null, i64 %arg.from_span_len, i64 8, ptr %arg.from_span_at, i64 %arg.from_span_len, i64 8, ptr null, ptr null, i64 %arg.to_span_len, i64 8, ptr %arg.to_span_at, i64 %arg.to_span_len, i64 8, ptr null, ptr null, i64 %arg.record_at_len, i64 8, ptr %arg.record_at_at, i64 %arg.record_at_len, i64 8, ptr null, ptr null, i64 %arg.first_at_len, i64 8, ptr %arg.first_at_at, i64 %arg.first_at_len, i64 8, ptr null, ptr null, i64 %arg.last_at_len, i64 8, ptr %arg.last_at_at, i64 %arg.last_at_len, i64 8, ptr null, ptr null, i64 %arg.height_at_len, i64 8, ptr %arg.height_at_at, i64 %arg.height_at_len, i64 8, ptr null, ptr null, i64 %arg.leaf_at_len, i64 8, ptr %arg.leaf_at_at, i64 %arg.leaf_at_len, i64 8, ptr null, ptr null, i64 %arg.offsets_len, i64 8, ptr %arg.offsets_at, i64 %arg.offsets_len, i64 8, i64 %arg.leaves, i64 %arg.shift, i64 %arg.final, i64 %arg.count, i64 %arg.remaining)
  %cond = icmp eq i32 %.704, 0
  br i1 %cond, label %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, label %B0.endif.endif.endif.endi...endif.2.endif.endif.if.if, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.if.if, %B0.endif.endif.endif.endi...endif.2.endif.endif.endif
  ret i32 %.704

B0.endif.endif.endif.endi...endif.2.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store i64 0, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.2.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

define i64 @cfunc._ZN13_3cdynamic_3e5entryB2v9B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxx(ptr captures(none) %.1, i64 %.2, ptr captures(none) %.3, i64 %.4, ptr captures(none) %.5, i64 %.6, ptr captures(none) %.7, i64 %.8, ptr captures(none) %.9, i64 %.10, ptr captures(none) %.11, i64 %.12, ptr %.13, i64 %.14, ptr captures(none) %.15, i64 %.16, ptr readonly captures(none) %.17, i64 %.18, ptr readonly captures(none) %.19, i64 %.20, ptr readonly captures(none) %.21, i64 %.22, ptr readonly captures(none) %.23, i64 %.24, ptr readonly captures(none) %.25, i64 %.26, ptr readonly captures(none) %.27, i64 %.28, ptr readonly captures(none) %.29, i64 %.30, ptr writeonly captures(none) %.31, i64 %.32, i64 %.33, i64 %.34, i64 %.35, i64 %.36, i64 %.37) local_unnamed_addr {
entry:
  %.39 = alloca i64, align 8
  store i64 0, ptr %.39, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.43 = call i32 @_ZN13_3cdynamic_3e5entryB2v9B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxx(ptr nonnull %.39, ptr nonnull %excinfo, ptr %.1, i64 %.2, ptr %.3, i64 %.4, ptr %.5, i64 %.6, ptr %.7, i64 %.8, ptr %.9, i64 %.10, ptr %.11, i64 %.12, ptr %.13, i64 %.14, ptr %.15, i64 %.16, ptr %.17, i64 %.18, ptr %.19, i64 %.20, ptr %.21, i64 %.22, ptr %.23, i64 %.24, ptr %.25, i64 %.26, ptr %.27, i64 %.28, ptr %.29, i64 %.30, ptr %.31, i64 %.32, i64 %.33, i64 %.34, i64 %.35, i64 %.36, i64 %.37) #1
  %.44 = load ptr, ptr %excinfo, align 8
  %.53 = load i64, ptr %.39, align 8
  %.55 = alloca i32, align 4
  store i32 0, ptr %.55, align 4
  %cond = icmp eq i32 %.43, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.51 = icmp sgt i32 %.43, 0
  call void @numba_gil_ensure(ptr nonnull %.55)
  br i1 %.51, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.58, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.53, %.58 ], [ %.53, %entry ]
  ret i64 %common.ret.op

.58:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.106 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.106)
  call void @Py_DecRef(ptr %.106)
  call void @numba_gil_release(ptr nonnull %.55)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.61 = load { ptr, i32, ptr, ptr, i32 }, ptr %.44, align 8
  %.62 = extractvalue { ptr, i32, ptr, ptr, i32 } %.61, 4
  %.63 = icmp sgt i32 %.62, 0
  %.66 = extractvalue { ptr, i32, ptr, ptr, i32 } %.61, 0
  %.68 = extractvalue { ptr, i32, ptr, ptr, i32 } %.61, 1
  br i1 %.63, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.43, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.58
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.69 = sext i32 %.68 to i64
  %.70 = call ptr @PyBytes_FromStringAndSize(ptr %.66, i64 %.69)
  %.71 = load { ptr, i32, ptr, ptr, i32 }, ptr %.44, align 8
  %.72 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 2
  %.74 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 3
  %.76 = call ptr %.74(ptr %.72)
  %.77 = icmp eq ptr %.76, null
  br i1 %.77, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.90 = extractvalue { ptr, i32, ptr, ptr, i32 } %.61, 2
  %.91 = call ptr @numba_unpickle(ptr %.66, i32 %.68, ptr %.90)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.93 = phi ptr [ %.81, %entry.if.if.if.endif ], [ %.91, %entry.if.if.else ]
  %.94.not = icmp eq ptr %.93, null
  br i1 %.94.not, label %.58, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.81 = call ptr @numba_runtime_build_excinfo_struct(ptr %.70, ptr nonnull %.76)
  call void @NRT_Free(ptr nonnull %.44)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.93)
  br label %.58

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.58

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %.58
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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6offset13strip_packing8_skylineB3v10B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.rank.0, ptr readnone captures(none) %arg.rank.1, i64 %arg.rank.2, i64 %arg.rank.3, ptr captures(none) %arg.rank.4, i64 %arg.rank.5.0, i64 %arg.rank.6.0, ptr %arg.min_last.0, ptr readnone captures(none) %arg.min_last.1, i64 %arg.min_last.2, i64 %arg.min_last.3, ptr captures(none) %arg.min_last.4, i64 %arg.min_last.5.0, i64 %arg.min_last.6.0, ptr %arg.max_last.0, ptr readnone captures(none) %arg.max_last.1, i64 %arg.max_last.2, i64 %arg.max_last.3, ptr captures(none) %arg.max_last.4, i64 %arg.max_last.5.0, i64 %arg.max_last.6.0, ptr %arg.key_of.0, ptr readnone captures(none) %arg.key_of.1, i64 %arg.key_of.2, i64 %arg.key_of.3, ptr captures(none) %arg.key_of.4, i64 %arg.key_of.5.0, i64 %arg.key_of.6.0, ptr %arg.hi_of.0, ptr readnone captures(none) %arg.hi_of.1, i64 %arg.hi_of.2, i64 %arg.hi_of.3, ptr captures(none) %arg.hi_of.4, i64 %arg.hi_of.5.0, i64 %arg.hi_of.6.0, ptr %arg.lo_of.0, ptr readnone captures(none) %arg.lo_of.1, i64 %arg.lo_of.2, i64 %arg.lo_of.3, ptr captures(none) %arg.lo_of.4, i64 %arg.lo_of.5.0, i64 %arg.lo_of.6.0, ptr %arg.heap.0, ptr readnone captures(none) %arg.heap.1, i64 %arg.heap.2, i64 %arg.heap.3, ptr %arg.heap.4, i64 %arg.heap.5.0, i64 %arg.heap.6.0, ptr %arg.partial.0, ptr readnone captures(none) %arg.partial.1, i64 %arg.partial.2, i64 %arg.partial.3, ptr captures(none) %arg.partial.4, i64 %arg.partial.5.0, i64 %arg.partial.6.0, ptr %arg.from_span.0, ptr readnone captures(none) %arg.from_span.1, i64 %arg.from_span.2, i64 %arg.from_span.3, ptr readonly captures(none) %arg.from_span.4, i64 %arg.from_span.5.0, i64 %arg.from_span.6.0, ptr %arg.to_span.0, ptr readnone captures(none) %arg.to_span.1, i64 %arg.to_span.2, i64 %arg.to_span.3, ptr readonly captures(none) %arg.to_span.4, i64 %arg.to_span.5.0, i64 %arg.to_span.6.0, ptr %arg.record_at.0, ptr readnone captures(none) %arg.record_at.1, i64 %arg.record_at.2, i64 %arg.record_at.3, ptr readonly captures(none) %arg.record_at.4, i64 %arg.record_at.5.0, i64 %arg.record_at.6.0, ptr %arg.first_at.0, ptr readnone captures(none) %arg.first_at.1, i64 %arg.first_at.2, i64 %arg.first_at.3, ptr readonly captures(none) %arg.first_at.4, i64 %arg.first_at.5.0, i64 %arg.first_at.6.0, ptr %arg.last_at.0, ptr readnone captures(none) %arg.last_at.1, i64 %arg.last_at.2, i64 %arg.last_at.3, ptr readonly captures(none) %arg.last_at.4, i64 %arg.last_at.5.0, i64 %arg.last_at.6.0, ptr %arg.height_at.0, ptr readnone captures(none) %arg.height_at.1, i64 %arg.height_at.2, i64 %arg.height_at.3, ptr readonly captures(none) %arg.height_at.4, i64 %arg.height_at.5.0, i64 %arg.height_at.6.0, ptr %arg.leaf_at.0, ptr readnone captures(none) %arg.leaf_at.1, i64 %arg.leaf_at.2, i64 %arg.leaf_at.3, ptr readonly captures(none) %arg.leaf_at.4, i64 %arg.leaf_at.5.0, i64 %arg.leaf_at.6.0, ptr %arg.offsets.0, ptr readnone captures(none) %arg.offsets.1, i64 %arg.offsets.2, i64 %arg.offsets.3, ptr writeonly captures(none) %arg.offsets.4, i64 %arg.offsets.5.0, i64 %arg.offsets.6.0, i64 %arg.leaves, i64 %arg.shift, i64 %arg.final, i64 %arg.count, i64 %arg.remaining) local_unnamed_addr {
B0:
  %arg.count.fr = freeze i64 %arg.count
  tail call void @NRT_incref(ptr %arg.rank.0)
  tail call void @NRT_incref(ptr %arg.min_last.0)
  tail call void @NRT_incref(ptr %arg.max_last.0)
  tail call void @NRT_incref(ptr %arg.key_of.0)
  tail call void @NRT_incref(ptr %arg.hi_of.0)
  tail call void @NRT_incref(ptr %arg.lo_of.0)
  tail call void @NRT_incref(ptr %arg.heap.0)
  tail call void @NRT_incref(ptr %arg.partial.0)
  tail call void @NRT_incref(ptr %arg.from_span.0)
  tail call void @NRT_incref(ptr %arg.to_span.0)
  tail call void @NRT_incref(ptr %arg.record_at.0)
  tail call void @NRT_incref(ptr %arg.first_at.0)
  tail call void @NRT_incref(ptr %arg.last_at.0)
  tail call void @NRT_incref(ptr %arg.height_at.0)
  tail call void @NRT_incref(ptr %arg.leaf_at.0)
  tail call void @NRT_incref(ptr %arg.offsets.0)
  %notmask = shl nsw i64 -1, %arg.shift
  %.244 = xor i64 %notmask, -1
  tail call void @NRT_incref(ptr %arg.heap.0), !noalias !2
  %.48.i = load i64, ptr %arg.heap.4, align 8, !noalias !2
  %.52.i = add i64 %arg.count.fr, -1
  %.57.not.i = icmp eq i64 %.52.i, 0
  br i1 %.57.not.i, label %B0.endif, label %B34.i

B34.i:                                            ; preds = %B0
  %.73.inv.i = icmp sgt i64 %arg.count.fr, 0
  %.74.i = select i1 %.73.inv.i, i64 0, i64 %arg.heap.5.0
  %0 = getelementptr i64, ptr %arg.heap.4, i64 %.52.i
  %.88.i = getelementptr i64, ptr %0, i64 %.74.i
  %.89.i = load i64, ptr %.88.i, align 8, !noalias !2
  %.36.not113.i.i = icmp sgt i64 %arg.count.fr, 2
  br i1 %.36.not113.i.i, label %B40.i.i.preheader, label %B34.endif.i

B40.i.i.preheader:                                ; preds = %B34.i
  br label %B40.i.i

B40.i.i:                                          ; preds = %B40.i.i.preheader, %B136.i.i
  %.30116.i.i = phi i64 [ %.30.i.i, %B136.i.i ], [ 1, %B40.i.i.preheader ]
  %.29115.i.i = phi i64 [ %.29.i.i, %B136.i.i ], [ 0, %B40.i.i.preheader ]
  %i.2.0114.i.i = phi i64 [ %child.2.1.i.i, %B136.i.i ], [ 0, %B40.i.i.preheader ]
  %.48.i.i = add nsw i64 %.29115.i.i, 2
  %.50.i.i = icmp slt i64 %.48.i.i, %.52.i
  br i1 %.50.i.i, label %B58.i.i, label %B110.i.i

B58.i.i:                                          ; preds = %B40.i.i
  %.70.i.i = icmp slt i64 %i.2.0114.i.i, -1
  %.71.i.i = select i1 %.70.i.i, i64 %arg.heap.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.heap.4, i64 %.48.i.i
  %.85.i.i = getelementptr i64, ptr %1, i64 %.71.i.i
  %.86.i.i = load i64, ptr %.85.i.i, align 8, !noalias !5
  %.101.i.i = icmp slt i64 %i.2.0114.i.i, 0
  %.102.i.i = select i1 %.101.i.i, i64 %arg.heap.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.heap.4, i64 %.30116.i.i
  %.116.i.i = getelementptr i64, ptr %2, i64 %.102.i.i
  %.117.i.i = load i64, ptr %.116.i.i, align 8, !noalias !5
  %.118.i.i = icmp slt i64 %.86.i.i, %.117.i.i
  %spec.select.i.i = select i1 %.118.i.i, i64 %.48.i.i, i64 %.30116.i.i
  br label %B110.i.i

B110.i.i:                                         ; preds = %B58.i.i, %B40.i.i
  %child.2.1.i.i = phi i64 [ %.30116.i.i, %B40.i.i ], [ %spec.select.i.i, %B58.i.i ]
  %.143.i.i = icmp slt i64 %child.2.1.i.i, 0
  %.144.i.i = select i1 %.143.i.i, i64 %arg.heap.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.heap.4, i64 %child.2.1.i.i
  %.158.i.i = getelementptr i64, ptr %3, i64 %.144.i.i
  %.159.i.i = load i64, ptr %.158.i.i, align 8, !noalias !5
  %.161.not.i.i = icmp slt i64 %.159.i.i, %.89.i
  br i1 %.161.not.i.i, label %B136.i.i, label %B164.i.i

B136.i.i:                                         ; preds = %B110.i.i
  %.213.i.i = icmp slt i64 %i.2.0114.i.i, 0
  %.214.i.i = select i1 %.213.i.i, i64 %arg.heap.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0114.i.i
  %.228.i.i = getelementptr i64, ptr %4, i64 %.214.i.i
  store i64 %.159.i.i, ptr %.228.i.i, align 8, !noalias !5
  %.29.i.i = shl nsw i64 %child.2.1.i.i, 1
  %.30.i.i = or disjoint i64 %.29.i.i, 1
  %.36.not.i.i = icmp slt i64 %.30.i.i, %.52.i
  br i1 %.36.not.i.i, label %B40.i.i, label %B164.i.i

B164.i.i:                                         ; preds = %B136.i.i, %B110.i.i
  %i.2.0.lcssa.i.i = phi i64 [ %i.2.0114.i.i, %B110.i.i ], [ %child.2.1.i.i, %B136.i.i ]
  %i.2.0.lcssa.fr.i.i = freeze i64 %i.2.0.lcssa.i.i
  %.251.i.i = icmp slt i64 %i.2.0.lcssa.fr.i.i, 0
  %spec.select122.i.i = select i1 %.251.i.i, i64 %arg.heap.5.0, i64 0
  br label %B34.endif.i

B34.endif.i:                                      ; preds = %B164.i.i, %B34.i
  %i.2.0.lcssa121.i.i = phi i64 [ 0, %B34.i ], [ %i.2.0.lcssa.fr.i.i, %B164.i.i ]
  %5 = phi i64 [ 0, %B34.i ], [ %spec.select122.i.i, %B164.i.i ]
  %6 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.lcssa121.i.i
  %.266.i.i = getelementptr i64, ptr %6, i64 %5
  store i64 %.89.i, ptr %.266.i.i, align 8, !noalias !5
  tail call void @NRT_decref(ptr %arg.heap.0), !noalias !2
  br label %B0.endif

B62:                                              ; preds = %B1086.endif, %B98.endif, %B36.endif.i, %B8.i, %B1150, %B0.endif
  %remaining.3.0 = phi i64 [ %arg.remaining, %B0.endif ], [ %remaining.2.1.lcssa, %B98.endif ], [ %remaining.2.11697, %B1086.endif ], [ %remaining.2.11697, %B1150 ], [ %remaining.2.11697, %B8.i ], [ %remaining.2.11697, %B36.endif.i ]
  %key.9.0.in.sroa.speculated = phi i64 [ %.48.i, %B0.endif ], [ %.48.i37, %B98.endif ], [ %.48.i87, %B1086.endif ], [ %.2073, %B1150 ], [ %.2073, %B8.i ], [ %.56.i, %B36.endif.i ]
  %count.1.10.0 = phi i64 [ %.52.i, %B0.endif ], [ %.52.i38, %B98.endif ], [ %.52.i88, %B1086.endif ], [ 0, %B1150 ], [ %count.1.6.11699, %B8.i ], [ %count.1.6.11699, %B36.endif.i ]
  %.3061693 = and i64 %key.9.0.in.sroa.speculated, %.244
  %.3391694 = getelementptr i64, ptr %arg.key_of.4, i64 %.3061693
  %.3401695 = load i64, ptr %.3391694, align 8
  %.342.not1696 = icmp eq i64 %.3401695, %key.9.0.in.sroa.speculated
  br i1 %.342.not1696, label %B142.preheader, label %B98

B142.preheader:                                   ; preds = %B62
  br label %B142

B98:                                              ; preds = %B2272, %B62
  %remaining.2.1.lcssa = phi i64 [ %remaining.3.0, %B62 ], [ %.2336, %B2272 ]
  %count.1.6.1.lcssa = phi i64 [ %count.1.10.0, %B62 ], [ %count.1.7.2, %B2272 ]
  tail call void @NRT_incref(ptr %arg.heap.0), !noalias !8
  %.48.i37 = load i64, ptr %arg.heap.4, align 8, !noalias !8
  %.52.i38 = add i64 %count.1.6.1.lcssa, -1
  %.57.not.i39 = icmp eq i64 %.52.i38, 0
  br i1 %.57.not.i39, label %B98.endif, label %B34.i40

B34.i40:                                          ; preds = %B98
  %.73.inv.i41 = icmp sgt i64 %count.1.6.1.lcssa, 0
  %.74.i42 = select i1 %.73.inv.i41, i64 0, i64 %arg.heap.5.0
  %7 = getelementptr i64, ptr %arg.heap.4, i64 %.52.i38
  %.88.i43 = getelementptr i64, ptr %7, i64 %.74.i42
  %.89.i44 = load i64, ptr %.88.i43, align 8, !noalias !8
  %.36.not113.i.i45 = icmp sgt i64 %count.1.6.1.lcssa, 2
  br i1 %.36.not113.i.i45, label %B40.i.i50.preheader, label %B34.endif.i46

B40.i.i50.preheader:                              ; preds = %B34.i40
  br label %B40.i.i50

B40.i.i50:                                        ; preds = %B40.i.i50.preheader, %B136.i.i68
  %.30116.i.i51 = phi i64 [ %.30.i.i73, %B136.i.i68 ], [ 1, %B40.i.i50.preheader ]
  %.29115.i.i52 = phi i64 [ %.29.i.i72, %B136.i.i68 ], [ 0, %B40.i.i50.preheader ]
  %i.2.0114.i.i53 = phi i64 [ %child.2.1.i.i57, %B136.i.i68 ], [ 0, %B40.i.i50.preheader ]
  %.48.i.i54 = add nsw i64 %.29115.i.i52, 2
  %.50.i.i55 = icmp slt i64 %.48.i.i54, %.52.i38
  br i1 %.50.i.i55, label %B58.i.i75, label %B110.i.i56

B58.i.i75:                                        ; preds = %B40.i.i50
  %.70.i.i76 = icmp slt i64 %i.2.0114.i.i53, -1
  %.71.i.i77 = select i1 %.70.i.i76, i64 %arg.heap.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.heap.4, i64 %.48.i.i54
  %.85.i.i78 = getelementptr i64, ptr %8, i64 %.71.i.i77
  %.86.i.i79 = load i64, ptr %.85.i.i78, align 8, !noalias !11
  %.101.i.i80 = icmp slt i64 %i.2.0114.i.i53, 0
  %.102.i.i81 = select i1 %.101.i.i80, i64 %arg.heap.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.heap.4, i64 %.30116.i.i51
  %.116.i.i82 = getelementptr i64, ptr %9, i64 %.102.i.i81
  %.117.i.i83 = load i64, ptr %.116.i.i82, align 8, !noalias !11
  %.118.i.i84 = icmp slt i64 %.86.i.i79, %.117.i.i83
  %spec.select.i.i85 = select i1 %.118.i.i84, i64 %.48.i.i54, i64 %.30116.i.i51
  br label %B110.i.i56

B110.i.i56:                                       ; preds = %B58.i.i75, %B40.i.i50
  %child.2.1.i.i57 = phi i64 [ %.30116.i.i51, %B40.i.i50 ], [ %spec.select.i.i85, %B58.i.i75 ]
  %.143.i.i58 = icmp slt i64 %child.2.1.i.i57, 0
  %.144.i.i59 = select i1 %.143.i.i58, i64 %arg.heap.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.heap.4, i64 %child.2.1.i.i57
  %.158.i.i60 = getelementptr i64, ptr %10, i64 %.144.i.i59
  %.159.i.i61 = load i64, ptr %.158.i.i60, align 8, !noalias !11
  %.161.not.i.i62 = icmp slt i64 %.159.i.i61, %.89.i44
  br i1 %.161.not.i.i62, label %B136.i.i68, label %B164.i.i63

B136.i.i68:                                       ; preds = %B110.i.i56
  %.213.i.i69 = icmp slt i64 %i.2.0114.i.i53, 0
  %.214.i.i70 = select i1 %.213.i.i69, i64 %arg.heap.5.0, i64 0
  %11 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0114.i.i53
  %.228.i.i71 = getelementptr i64, ptr %11, i64 %.214.i.i70
  store i64 %.159.i.i61, ptr %.228.i.i71, align 8, !noalias !11
  %.29.i.i72 = shl nsw i64 %child.2.1.i.i57, 1
  %.30.i.i73 = or disjoint i64 %.29.i.i72, 1
  %.36.not.i.i74 = icmp slt i64 %.30.i.i73, %.52.i38
  br i1 %.36.not.i.i74, label %B40.i.i50, label %B164.i.i63

B164.i.i63:                                       ; preds = %B136.i.i68, %B110.i.i56
  %i.2.0.lcssa.i.i64 = phi i64 [ %i.2.0114.i.i53, %B110.i.i56 ], [ %child.2.1.i.i57, %B136.i.i68 ]
  %i.2.0.lcssa.fr.i.i65 = freeze i64 %i.2.0.lcssa.i.i64
  %.251.i.i66 = icmp slt i64 %i.2.0.lcssa.fr.i.i65, 0
  %spec.select122.i.i67 = select i1 %.251.i.i66, i64 %arg.heap.5.0, i64 0
  br label %B34.endif.i46

B34.endif.i46:                                    ; preds = %B164.i.i63, %B34.i40
  %i.2.0.lcssa121.i.i47 = phi i64 [ 0, %B34.i40 ], [ %i.2.0.lcssa.fr.i.i65, %B164.i.i63 ]
  %12 = phi i64 [ 0, %B34.i40 ], [ %spec.select122.i.i67, %B164.i.i63 ]
  %13 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.lcssa121.i.i47
  %.266.i.i48 = getelementptr i64, ptr %13, i64 %12
  store i64 %.89.i44, ptr %.266.i.i48, align 8, !noalias !11
  tail call void @NRT_decref(ptr %arg.heap.0), !noalias !8
  br label %B98.endif

B142:                                             ; preds = %B142.preheader, %B2272
  %.3391702 = phi ptr [ %.339, %B2272 ], [ %.3391694, %B142.preheader ]
  %.3061700 = phi i64 [ %.306, %B2272 ], [ %.3061693, %B142.preheader ]
  %count.1.6.11699 = phi i64 [ %count.1.7.2, %B2272 ], [ %count.1.10.0, %B142.preheader ]
  %key.7.11698 = phi i64 [ %key.8.2, %B2272 ], [ %key.9.0.in.sroa.speculated, %B142.preheader ]
  %remaining.2.11697 = phi i64 [ %.2336, %B2272 ], [ %remaining.3.0, %B142.preheader ]
  %.416 = getelementptr i64, ptr %arg.hi_of.4, i64 %.3061700
  %.417 = load i64, ptr %.416, align 8
  %.462 = getelementptr i64, ptr %arg.from_span.4, i64 %.3061700
  %.463 = load i64, ptr %.462, align 8
  %.483 = icmp slt i64 %.417, 0
  %.484 = select i1 %.483, i64 %arg.to_span.5.0, i64 0
  %14 = getelementptr i64, ptr %arg.to_span.4, i64 %.417
  %.498 = getelementptr i64, ptr %14, i64 %.484
  %.499 = load i64, ptr %.498, align 8
  %.505 = icmp slt i64 %.463, %.499
  br i1 %.505, label %B232.preheader, label %B862

B232.preheader:                                   ; preds = %B142
  %.501 = add nsw i64 %.499, %arg.leaves
  %.465 = add nsw i64 %.463, %arg.leaves
  br label %B232

B232:                                             ; preds = %B476, %B232.preheader
  %best.5.2 = phi i64 [ %best.6.4, %B476 ], [ %const, %B232.preheader ]
  %searching.6.2 = phi i64 [ %searching.7.4, %B476 ], [ 0, %B232.preheader ]
  %a.3.2 = phi i64 [ %.995, %B476 ], [ %.465, %B232.preheader ]
  %b.3.2 = phi i64 [ %.1001, %B476 ], [ %.501, %B232.preheader ]
  %.527 = and i64 %a.3.2, 1
  %.528.not = icmp eq i64 %.527, 0
  br i1 %.528.not, label %B354, label %B242

B242:                                             ; preds = %B232
  %.558 = icmp slt i64 %a.3.2, 0
  %.559 = select i1 %.558, i64 %arg.rank.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.rank.4, i64 %a.3.2
  %.573 = getelementptr i64, ptr %15, i64 %.559
  %.574 = load i64, ptr %.573, align 8
  %.580 = icmp slt i64 %.574, %best.5.2
  br i1 %.580, label %B270, label %B344

B270:                                             ; preds = %B242
  %16 = icmp slt i64 %a.3.2, 0
  %.601 = select i1 %16, i64 %arg.max_last.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.max_last.4, i64 %a.3.2
  %.615 = getelementptr i64, ptr %17, i64 %.601
  %.616 = load i64, ptr %.615, align 8
  %.618.not = icmp sgt i64 %.616, %.417
  br i1 %.618.not, label %B300, label %B344

B300:                                             ; preds = %B270
  %18 = icmp slt i64 %a.3.2, 0
  %.656 = select i1 %18, i64 %arg.min_last.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.min_last.4, i64 %a.3.2
  %.670 = getelementptr i64, ptr %19, i64 %.656
  %.671 = load i64, ptr %.670, align 8
  %.673.not = icmp sgt i64 %.671, %.417
  br i1 %.673.not, label %B344, label %B324

B324:                                             ; preds = %B300
  %.695 = icmp slt i64 %searching.6.2, 0
  %.696 = select i1 %.695, i64 %arg.partial.5.0, i64 0
  %20 = getelementptr i64, ptr %arg.partial.4, i64 %searching.6.2
  %.710 = getelementptr i64, ptr %20, i64 %.696
  store i64 %a.3.2, ptr %.710, align 8
  %.713 = add nsw i64 %searching.6.2, 1
  br label %B344

B344:                                             ; preds = %B324, %B300, %B270, %B242
  %best.8.5 = phi i64 [ %best.5.2, %B242 ], [ %best.5.2, %B324 ], [ %best.5.2, %B300 ], [ %.574, %B270 ]
  %searching.9.5 = phi i64 [ %searching.6.2, %B242 ], [ %.713, %B324 ], [ %searching.6.2, %B300 ], [ %searching.6.2, %B270 ]
  %.736 = add nsw i64 %a.3.2, 1
  br label %B354

B354:                                             ; preds = %B344, %B232
  %best.7.4 = phi i64 [ %best.8.5, %B344 ], [ %best.5.2, %B232 ]
  %searching.8.4 = phi i64 [ %searching.9.5, %B344 ], [ %searching.6.2, %B232 ]
  %a.4.4 = phi i64 [ %.736, %B344 ], [ %a.3.2, %B232 ]
  %.761 = and i64 %b.3.2, 1
  %.762.not = icmp eq i64 %.761, 0
  br i1 %.762.not, label %B476, label %B364

B364:                                             ; preds = %B354
  %.771 = add nsw i64 %b.3.2, -1
  %.794.inv = icmp sgt i64 %b.3.2, 0
  %.795 = select i1 %.794.inv, i64 0, i64 %arg.rank.5.0
  %21 = getelementptr i64, ptr %arg.rank.4, i64 %.771
  %.809 = getelementptr i64, ptr %21, i64 %.795
  %.810 = load i64, ptr %.809, align 8
  %.816 = icmp slt i64 %.810, %best.7.4
  br i1 %.816, label %B402, label %B476

B402:                                             ; preds = %B364
  %22 = icmp sgt i64 %b.3.2, 0
  %.839 = select i1 %22, i64 0, i64 %arg.max_last.5.0
  %23 = getelementptr i64, ptr %arg.max_last.4, i64 %.771
  %.853 = getelementptr i64, ptr %23, i64 %.839
  %.854 = load i64, ptr %.853, align 8
  %.856.not = icmp sgt i64 %.854, %.417
  br i1 %.856.not, label %B432, label %B476

B432:                                             ; preds = %B402
  %24 = icmp sgt i64 %b.3.2, 0
  %.902 = select i1 %24, i64 0, i64 %arg.min_last.5.0
  %25 = getelementptr i64, ptr %arg.min_last.4, i64 %.771
  %.916 = getelementptr i64, ptr %25, i64 %.902
  %.917 = load i64, ptr %.916, align 8
  %.919.not = icmp sgt i64 %.917, %.417
  br i1 %.919.not, label %B476, label %B456

B456:                                             ; preds = %B432
  %.944 = icmp slt i64 %searching.8.4, 0
  %.945 = select i1 %.944, i64 %arg.partial.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.partial.4, i64 %searching.8.4
  %.959 = getelementptr i64, ptr %26, i64 %.945
  store i64 %.771, ptr %.959, align 8
  %.964 = add nsw i64 %searching.8.4, 1
  br label %B476

B476:                                             ; preds = %B456, %B432, %B402, %B364, %B354
  %best.6.4 = phi i64 [ %best.7.4, %B354 ], [ %best.7.4, %B456 ], [ %best.7.4, %B432 ], [ %best.7.4, %B364 ], [ %.810, %B402 ]
  %searching.7.4 = phi i64 [ %searching.8.4, %B354 ], [ %.964, %B456 ], [ %searching.8.4, %B432 ], [ %searching.8.4, %B364 ], [ %searching.8.4, %B402 ]
  %b.4.4 = phi i64 [ %b.3.2, %B354 ], [ %.771, %B456 ], [ %.771, %B432 ], [ %.771, %B364 ], [ %.771, %B402 ]
  %.995 = ashr i64 %a.4.4, 1
  %.1001 = ashr i64 %b.4.4, 1
  %.1006 = icmp slt i64 %.995, %.1001
  br i1 %.1006, label %B232, label %B508.preheader

B508.preheader:                                   ; preds = %B476
  %.1036.not1690 = icmp eq i64 %searching.7.4, 0
  br i1 %.1036.not1690, label %B830, label %B512.preheader

B512.preheader:                                   ; preds = %B508.preheader
  br label %B512

B512:                                             ; preds = %B2273, %B826, %B512.preheader
  %best.9.3 = phi i64 [ %best.6.4, %B512.preheader ], [ %best.12.3, %B2273 ], [ %best.10.5, %B826 ]
  %searching.11.3 = phi i64 [ %searching.7.4, %B512.preheader ], [ %.1046, %B2273 ], [ %searching.12.5, %B826 ]
  %.1046 = add nsw i64 %searching.11.3, -1
  %.1066.inv = icmp sgt i64 %searching.11.3, 0
  %.1067 = select i1 %.1066.inv, i64 0, i64 %arg.partial.5.0
  %27 = getelementptr i64, ptr %arg.partial.4, i64 %.1046
  %.1081 = getelementptr i64, ptr %27, i64 %.1067
  %.1082 = load i64, ptr %.1081, align 8
  %.1100 = icmp slt i64 %.1082, 0
  %.1101 = select i1 %.1100, i64 %arg.rank.5.0, i64 0
  %28 = getelementptr i64, ptr %arg.rank.4, i64 %.1082
  %.1115 = getelementptr i64, ptr %28, i64 %.1101
  %.1116 = load i64, ptr %.1115, align 8
  %.1118.not = icmp slt i64 %.1116, %best.9.3
  br i1 %.1118.not, label %B564, label %B2273

B564:                                             ; preds = %B512
  %.1131 = shl nsw i64 %.1082, 1
  %29 = getelementptr i64, ptr %arg.rank.4, i64 %.1131
  %.1170 = getelementptr i64, ptr %29, i64 %.1101
  %.1171 = load i64, ptr %.1170, align 8
  %.1180 = or disjoint i64 %.1131, 1
  %30 = getelementptr i64, ptr %arg.rank.4, i64 %.1180
  %.1209 = getelementptr i64, ptr %30, i64 %.1101
  %.1210 = load i64, ptr %.1209, align 8
  %.1220 = icmp slt i64 %.1210, %.1171
  %v.5.6 = select i1 %.1220, i64 %.1180, i64 %.1131
  %r.6.6 = tail call i64 @llvm.smin.i64(i64 %.1210, i64 %.1171)
  %r2.2.6 = tail call i64 @llvm.smax.i64(i64 %.1210, i64 %.1171)
  %.1247.not = icmp slt i64 %r.6.6, %best.9.3
  br i1 %.1247.not, label %B656, label %B2273

B656:                                             ; preds = %B564
  %.1275 = icmp slt i64 %v.5.6, 0
  %.1276 = select i1 %.1275, i64 %arg.max_last.5.0, i64 0
  %31 = getelementptr i64, ptr %arg.max_last.4, i64 %v.5.6
  %.1290 = getelementptr i64, ptr %31, i64 %.1276
  %.1291 = load i64, ptr %.1290, align 8
  %.1293.not = icmp sgt i64 %.1291, %.417
  br i1 %.1293.not, label %B686, label %B2273

B686:                                             ; preds = %B656
  %.1318 = xor i64 %v.5.6, 1
  %.1324 = icmp slt i64 %r2.2.6, %best.9.3
  br i1 %.1324, label %B708, label %B782

B708:                                             ; preds = %B686
  %32 = getelementptr i64, ptr %arg.max_last.4, i64 %.1318
  %.1359 = getelementptr i64, ptr %32, i64 %.1276
  %.1360 = load i64, ptr %.1359, align 8
  %.1362.not = icmp sgt i64 %.1360, %.417
  br i1 %.1362.not, label %B738, label %B782

B738:                                             ; preds = %B708
  %33 = icmp slt i64 %v.5.6, 0
  %.1402 = select i1 %33, i64 %arg.min_last.5.0, i64 0
  %34 = getelementptr i64, ptr %arg.min_last.4, i64 %.1318
  %.1416 = getelementptr i64, ptr %34, i64 %.1402
  %.1417 = load i64, ptr %.1416, align 8
  %.1419.not = icmp sgt i64 %.1417, %.417
  br i1 %.1419.not, label %B782, label %B762

B762:                                             ; preds = %B738
  %sunkaddr = shl i64 %.1067, 3
  %sunkaddr338 = getelementptr inbounds i8, ptr %27, i64 %sunkaddr
  store i64 %.1318, ptr %sunkaddr338, align 8
  br label %B782

B782:                                             ; preds = %B762, %B738, %B708, %B686
  %best.10.5 = phi i64 [ %best.9.3, %B686 ], [ %best.9.3, %B762 ], [ %best.9.3, %B738 ], [ %r2.2.6, %B708 ]
  %searching.13.5 = phi i64 [ %.1046, %B686 ], [ %searching.11.3, %B762 ], [ %.1046, %B738 ], [ %.1046, %B708 ]
  %35 = icmp slt i64 %v.5.6, 0
  %.1494 = select i1 %35, i64 %arg.min_last.5.0, i64 0
  %36 = getelementptr i64, ptr %arg.min_last.4, i64 %v.5.6
  %.1508 = getelementptr i64, ptr %36, i64 %.1494
  %.1509 = load i64, ptr %.1508, align 8
  %.1511.not = icmp sgt i64 %.1509, %.417
  br i1 %.1511.not, label %B826, label %B806

B806:                                             ; preds = %B782
  %.1528 = icmp slt i64 %searching.13.5, 0
  %.1529 = select i1 %.1528, i64 %arg.partial.5.0, i64 0
  %37 = getelementptr i64, ptr %arg.partial.4, i64 %searching.13.5
  %.1543 = getelementptr i64, ptr %37, i64 %.1529
  store i64 %v.5.6, ptr %.1543, align 8
  %.1548 = add nsw i64 %searching.13.5, 1
  br label %B826

B826:                                             ; preds = %B806, %B782
  %searching.12.5 = phi i64 [ %.1548, %B806 ], [ %searching.13.5, %B782 ]
  %.1570.not = icmp eq i64 %searching.12.5, 0
  br i1 %.1570.not, label %B830, label %B512

B830:                                             ; preds = %B2273, %B826, %B508.preheader
  %best.13.4 = phi i64 [ %best.6.4, %B508.preheader ], [ %best.12.3, %B2273 ], [ %best.10.5, %B826 ]
  %.1585 = ashr i64 %key.7.11698, %arg.shift
  %.1590 = icmp eq i64 %best.13.4, %const
  br i1 %.1590, label %B862, label %B1288

B862:                                             ; preds = %B830, %B142
  %.1599.not = icmp eq i64 %.3061700, 0
  br i1 %.1599.not, label %B1150, label %B866

B866:                                             ; preds = %B862
  %.1603 = icmp eq i64 %.417, %arg.final
  %.phi.trans.insert = getelementptr i64, ptr %arg.lo_of.4, i64 %.3061700
  %.1739.phi.trans.insert = getelementptr i8, ptr %.phi.trans.insert, i64 -8
  %.1740.pre = load i64, ptr %.1739.phi.trans.insert, align 8
  br i1 %.1603, label %B950, label %B878

B878:                                             ; preds = %B866
  %.1650 = icmp slt i64 %.1740.pre, 0
  %.1651 = select i1 %.1650, i64 %arg.key_of.5.0, i64 0
  %38 = getelementptr i64, ptr %arg.key_of.4, i64 %.1740.pre
  %.1665 = getelementptr i64, ptr %38, i64 %.1651
  %.1666 = load i64, ptr %.1665, align 8
  %.1668 = ashr i64 %.1666, %arg.shift
  %.1684 = icmp slt i64 %.417, -1
  %.1685 = select i1 %.1684, i64 %arg.key_of.5.0, i64 0
  %39 = getelementptr i64, ptr %arg.key_of.4, i64 %.417
  %40 = getelementptr i8, ptr %39, i64 8
  %.1699 = getelementptr i64, ptr %40, i64 %.1685
  %.1700 = load i64, ptr %.1699, align 8
  %.1702 = ashr i64 %.1700, %arg.shift
  %.1703.not = icmp sgt i64 %.1668, %.1702
  br i1 %.1703.not, label %B1150, label %B950

B950:                                             ; preds = %B878, %B866
  store i64 -1, ptr %.3391702, align 8
  %.1779 = icmp slt i64 %.417, %arg.final
  br i1 %.1779, label %B994, label %B1086

B994:                                             ; preds = %B950
  %.1785 = add nsw i64 %.417, 1
  %.1799 = icmp slt i64 %.417, -1
  %.1800 = select i1 %.1799, i64 %arg.key_of.5.0, i64 0
  %41 = getelementptr i64, ptr %arg.key_of.4, i64 %.1785
  %.1814 = getelementptr i64, ptr %41, i64 %.1800
  %.1815 = load i64, ptr %.1814, align 8
  %.1817 = ashr i64 %.1815, %arg.shift
  %.1832 = icmp slt i64 %.1740.pre, 0
  %.1833 = select i1 %.1832, i64 %arg.key_of.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.key_of.4, i64 %.1740.pre
  %.1847 = getelementptr i64, ptr %42, i64 %.1833
  %.1848 = load i64, ptr %.1847, align 8
  %.1850 = ashr i64 %.1848, %arg.shift
  %.1851 = icmp eq i64 %.1817, %.1850
  br i1 %.1851, label %B1048, label %B1086

B1048:                                            ; preds = %B994
  %43 = icmp slt i64 %.417, -1
  %sunkaddr339 = shl i64 %.1800, 3
  %sunkaddr340 = getelementptr inbounds i8, ptr %41, i64 %sunkaddr339
  store i64 -1, ptr %sunkaddr340, align 8
  %.1903 = select i1 %43, i64 %arg.hi_of.5.0, i64 0
  %44 = getelementptr i64, ptr %arg.hi_of.4, i64 %.1785
  %.1917 = getelementptr i64, ptr %44, i64 %.1903
  %.1918 = load i64, ptr %.1917, align 8
  br label %B1086

B1086:                                            ; preds = %B1048, %B994, %B950
  %hi.3.1 = phi i64 [ %.1918, %B1048 ], [ %.417, %B994 ], [ %.417, %B950 ]
  %.1939 = icmp slt i64 %.1740.pre, 0
  %.1940 = select i1 %.1939, i64 %arg.hi_of.5.0, i64 0
  %45 = getelementptr i64, ptr %arg.hi_of.4, i64 %.1740.pre
  %.1954 = getelementptr i64, ptr %45, i64 %.1940
  store i64 %hi.3.1, ptr %.1954, align 8
  %.1971 = icmp slt i64 %hi.3.1, 0
  %.1972 = select i1 %.1971, i64 %arg.lo_of.5.0, i64 0
  %46 = getelementptr i64, ptr %arg.lo_of.4, i64 %hi.3.1
  %.1986 = getelementptr i64, ptr %46, i64 %.1972
  store i64 %.1740.pre, ptr %.1986, align 8
  tail call void @NRT_incref(ptr %arg.heap.0), !noalias !14
  %.48.i87 = load i64, ptr %arg.heap.4, align 8, !noalias !14
  %.52.i88 = add i64 %count.1.6.11699, -1
  %.57.not.i89 = icmp eq i64 %.52.i88, 0
  br i1 %.57.not.i89, label %B1086.endif, label %B34.i90

B34.i90:                                          ; preds = %B1086
  %.73.inv.i91 = icmp sgt i64 %count.1.6.11699, 0
  %.74.i92 = select i1 %.73.inv.i91, i64 0, i64 %arg.heap.5.0
  %47 = getelementptr i64, ptr %arg.heap.4, i64 %.52.i88
  %.88.i93 = getelementptr i64, ptr %47, i64 %.74.i92
  %.89.i94 = load i64, ptr %.88.i93, align 8, !noalias !14
  %.36.not113.i.i95 = icmp sgt i64 %count.1.6.11699, 2
  br i1 %.36.not113.i.i95, label %B40.i.i100.preheader, label %B34.endif.i96

B40.i.i100.preheader:                             ; preds = %B34.i90
  br label %B40.i.i100

B40.i.i100:                                       ; preds = %B40.i.i100.preheader, %B136.i.i118
  %.30116.i.i101 = phi i64 [ %.30.i.i123, %B136.i.i118 ], [ 1, %B40.i.i100.preheader ]
  %.29115.i.i102 = phi i64 [ %.29.i.i122, %B136.i.i118 ], [ 0, %B40.i.i100.preheader ]
  %i.2.0114.i.i103 = phi i64 [ %child.2.1.i.i107, %B136.i.i118 ], [ 0, %B40.i.i100.preheader ]
  %.48.i.i104 = add nsw i64 %.29115.i.i102, 2
  %.50.i.i105 = icmp slt i64 %.48.i.i104, %.52.i88
  br i1 %.50.i.i105, label %B58.i.i125, label %B110.i.i106

B58.i.i125:                                       ; preds = %B40.i.i100
  %.70.i.i126 = icmp slt i64 %i.2.0114.i.i103, -1
  %.71.i.i127 = select i1 %.70.i.i126, i64 %arg.heap.5.0, i64 0
  %48 = getelementptr i64, ptr %arg.heap.4, i64 %.48.i.i104
  %.85.i.i128 = getelementptr i64, ptr %48, i64 %.71.i.i127
  %.86.i.i129 = load i64, ptr %.85.i.i128, align 8, !noalias !17
  %.101.i.i130 = icmp slt i64 %i.2.0114.i.i103, 0
  %.102.i.i131 = select i1 %.101.i.i130, i64 %arg.heap.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.heap.4, i64 %.30116.i.i101
  %.116.i.i132 = getelementptr i64, ptr %49, i64 %.102.i.i131
  %.117.i.i133 = load i64, ptr %.116.i.i132, align 8, !noalias !17
  %.118.i.i134 = icmp slt i64 %.86.i.i129, %.117.i.i133
  %spec.select.i.i135 = select i1 %.118.i.i134, i64 %.48.i.i104, i64 %.30116.i.i101
  br label %B110.i.i106

B110.i.i106:                                      ; preds = %B58.i.i125, %B40.i.i100
  %child.2.1.i.i107 = phi i64 [ %.30116.i.i101, %B40.i.i100 ], [ %spec.select.i.i135, %B58.i.i125 ]
  %.143.i.i108 = icmp slt i64 %child.2.1.i.i107, 0
  %.144.i.i109 = select i1 %.143.i.i108, i64 %arg.heap.5.0, i64 0
  %50 = getelementptr i64, ptr %arg.heap.4, i64 %child.2.1.i.i107
  %.158.i.i110 = getelementptr i64, ptr %50, i64 %.144.i.i109
  %.159.i.i111 = load i64, ptr %.158.i.i110, align 8, !noalias !17
  %.161.not.i.i112 = icmp slt i64 %.159.i.i111, %.89.i94
  br i1 %.161.not.i.i112, label %B136.i.i118, label %B164.i.i113

B136.i.i118:                                      ; preds = %B110.i.i106
  %.213.i.i119 = icmp slt i64 %i.2.0114.i.i103, 0
  %.214.i.i120 = select i1 %.213.i.i119, i64 %arg.heap.5.0, i64 0
  %51 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0114.i.i103
  %.228.i.i121 = getelementptr i64, ptr %51, i64 %.214.i.i120
  store i64 %.159.i.i111, ptr %.228.i.i121, align 8, !noalias !17
  %.29.i.i122 = shl nsw i64 %child.2.1.i.i107, 1
  %.30.i.i123 = or disjoint i64 %.29.i.i122, 1
  %.36.not.i.i124 = icmp slt i64 %.30.i.i123, %.52.i88
  br i1 %.36.not.i.i124, label %B40.i.i100, label %B164.i.i113

B164.i.i113:                                      ; preds = %B136.i.i118, %B110.i.i106
  %i.2.0.lcssa.i.i114 = phi i64 [ %i.2.0114.i.i103, %B110.i.i106 ], [ %child.2.1.i.i107, %B136.i.i118 ]
  %i.2.0.lcssa.fr.i.i115 = freeze i64 %i.2.0.lcssa.i.i114
  %.251.i.i116 = icmp slt i64 %i.2.0.lcssa.fr.i.i115, 0
  %spec.select122.i.i117 = select i1 %.251.i.i116, i64 %arg.heap.5.0, i64 0
  br label %B34.endif.i96

B34.endif.i96:                                    ; preds = %B164.i.i113, %B34.i90
  %i.2.0.lcssa121.i.i97 = phi i64 [ 0, %B34.i90 ], [ %i.2.0.lcssa.fr.i.i115, %B164.i.i113 ]
  %52 = phi i64 [ 0, %B34.i90 ], [ %spec.select122.i.i117, %B164.i.i113 ]
  %53 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.lcssa121.i.i97
  %.266.i.i98 = getelementptr i64, ptr %53, i64 %52
  store i64 %.89.i94, ptr %.266.i.i98, align 8, !noalias !17
  tail call void @NRT_decref(ptr %arg.heap.0), !noalias !14
  br label %B1086.endif

B1150:                                            ; preds = %B862, %B878
  %.2035 = add nsw i64 %.417, 1
  %.2051 = icmp slt i64 %.417, -1
  %.2052 = select i1 %.2051, i64 %arg.key_of.5.0, i64 0
  %54 = getelementptr i64, ptr %arg.key_of.4, i64 %.2035
  %.2066 = getelementptr i64, ptr %54, i64 %.2052
  %.2067 = load i64, ptr %.2066, align 8
  %.2071 = and i64 %.2067, %notmask
  %.2073 = or i64 %.2071, %.3061700
  store i64 -1, ptr %.2066, align 8
  %.2118 = select i1 %.2051, i64 %arg.hi_of.5.0, i64 0
  %55 = getelementptr i64, ptr %arg.hi_of.4, i64 %.2035
  %.2132 = getelementptr i64, ptr %55, i64 %.2118
  %.2133 = load i64, ptr %.2132, align 8
  store i64 %.2073, ptr %.3391702, align 8
  %sunkaddr341 = shl i64 %.3061700, 3
  %sunkaddr342 = getelementptr i8, ptr %arg.hi_of.4, i64 %sunkaddr341
  store i64 %.2133, ptr %sunkaddr342, align 8
  %.2210 = icmp slt i64 %.2133, 0
  %.2211 = select i1 %.2210, i64 %arg.lo_of.5.0, i64 0
  %56 = getelementptr i64, ptr %arg.lo_of.4, i64 %.2133
  %.2225 = getelementptr i64, ptr %56, i64 %.2211
  store i64 %.3061700, ptr %.2225, align 8
  %.25.not.i = icmp eq i64 %count.1.6.11699, 0
  br i1 %.25.not.i, label %B62, label %B8.i

B8.i:                                             ; preds = %B1150
  %.56.i = load i64, ptr %arg.heap.4, align 8, !noalias !20
  %.58.not.i = icmp sgt i64 %.2073, %.56.i
  br i1 %.58.not.i, label %B36.i, label %B62

B36.i:                                            ; preds = %B8.i
  %.36.not113.i.i137 = icmp sgt i64 %count.1.6.11699, 1
  br i1 %.36.not113.i.i137, label %B40.i.i140.preheader, label %B36.endif.i

B40.i.i140.preheader:                             ; preds = %B36.i
  br label %B40.i.i140

B40.i.i140:                                       ; preds = %B40.i.i140.preheader, %B136.i.i158
  %.30116.i.i141 = phi i64 [ %.30.i.i163, %B136.i.i158 ], [ 1, %B40.i.i140.preheader ]
  %.29115.i.i142 = phi i64 [ %.29.i.i162, %B136.i.i158 ], [ 0, %B40.i.i140.preheader ]
  %i.2.0114.i.i143 = phi i64 [ %child.2.1.i.i147, %B136.i.i158 ], [ 0, %B40.i.i140.preheader ]
  %.48.i.i144 = add nsw i64 %.29115.i.i142, 2
  %.50.i.i145 = icmp slt i64 %.48.i.i144, %count.1.6.11699
  br i1 %.50.i.i145, label %B58.i.i165, label %B110.i.i146

B58.i.i165:                                       ; preds = %B40.i.i140
  %.70.i.i166 = icmp slt i64 %i.2.0114.i.i143, -1
  %.71.i.i167 = select i1 %.70.i.i166, i64 %arg.heap.5.0, i64 0
  %57 = getelementptr i64, ptr %arg.heap.4, i64 %.48.i.i144
  %.85.i.i168 = getelementptr i64, ptr %57, i64 %.71.i.i167
  %.86.i.i169 = load i64, ptr %.85.i.i168, align 8, !noalias !23
  %.101.i.i170 = icmp slt i64 %i.2.0114.i.i143, 0
  %.102.i.i171 = select i1 %.101.i.i170, i64 %arg.heap.5.0, i64 0
  %58 = getelementptr i64, ptr %arg.heap.4, i64 %.30116.i.i141
  %.116.i.i172 = getelementptr i64, ptr %58, i64 %.102.i.i171
  %.117.i.i173 = load i64, ptr %.116.i.i172, align 8, !noalias !23
  %.118.i.i174 = icmp slt i64 %.86.i.i169, %.117.i.i173
  %spec.select.i.i175 = select i1 %.118.i.i174, i64 %.48.i.i144, i64 %.30116.i.i141
  br label %B110.i.i146

B110.i.i146:                                      ; preds = %B58.i.i165, %B40.i.i140
  %child.2.1.i.i147 = phi i64 [ %.30116.i.i141, %B40.i.i140 ], [ %spec.select.i.i175, %B58.i.i165 ]
  %.143.i.i148 = icmp slt i64 %child.2.1.i.i147, 0
  %.144.i.i149 = select i1 %.143.i.i148, i64 %arg.heap.5.0, i64 0
  %59 = getelementptr i64, ptr %arg.heap.4, i64 %child.2.1.i.i147
  %.158.i.i150 = getelementptr i64, ptr %59, i64 %.144.i.i149
  %.159.i.i151 = load i64, ptr %.158.i.i150, align 8, !noalias !23
  %.161.not.i.i152 = icmp slt i64 %.159.i.i151, %.2073
  br i1 %.161.not.i.i152, label %B136.i.i158, label %B164.i.i153

B136.i.i158:                                      ; preds = %B110.i.i146
  %.213.i.i159 = icmp slt i64 %i.2.0114.i.i143, 0
  %.214.i.i160 = select i1 %.213.i.i159, i64 %arg.heap.5.0, i64 0
  %60 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0114.i.i143
  %.228.i.i161 = getelementptr i64, ptr %60, i64 %.214.i.i160
  store i64 %.159.i.i151, ptr %.228.i.i161, align 8, !noalias !23
  %.29.i.i162 = shl nsw i64 %child.2.1.i.i147, 1
  %.30.i.i163 = or disjoint i64 %.29.i.i162, 1
  %.36.not.i.i164 = icmp slt i64 %.30.i.i163, %count.1.6.11699
  br i1 %.36.not.i.i164, label %B40.i.i140, label %B164.i.i153

B164.i.i153:                                      ; preds = %B136.i.i158, %B110.i.i146
  %i.2.0.lcssa.i.i154 = phi i64 [ %i.2.0114.i.i143, %B110.i.i146 ], [ %child.2.1.i.i147, %B136.i.i158 ]
  %i.2.0.lcssa.fr.i.i155 = freeze i64 %i.2.0.lcssa.i.i154
  %.251.i.i156 = icmp slt i64 %i.2.0.lcssa.fr.i.i155, 0
  %spec.select122.i.i157 = select i1 %.251.i.i156, i64 %arg.heap.5.0, i64 0
  br label %B36.endif.i

B36.endif.i:                                      ; preds = %B164.i.i153, %B36.i
  %i.2.0.lcssa121.i.i138 = phi i64 [ 0, %B36.i ], [ %i.2.0.lcssa.fr.i.i155, %B164.i.i153 ]
  %61 = phi i64 [ 0, %B36.i ], [ %spec.select122.i.i157, %B164.i.i153 ]
  %62 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.lcssa121.i.i138
  %.266.i.i139 = getelementptr i64, ptr %62, i64 %61
  store i64 %.2073, ptr %.266.i.i139, align 8, !noalias !23
  br label %B62

B1288:                                            ; preds = %B830
  %.2287 = icmp slt i64 %best.13.4, 0
  %.2288 = select i1 %.2287, i64 %arg.record_at.5.0, i64 0
  %63 = getelementptr i64, ptr %arg.record_at.4, i64 %best.13.4
  %.2302 = getelementptr i64, ptr %63, i64 %.2288
  %.2303 = load i64, ptr %.2302, align 8
  %.2318 = icmp slt i64 %.2303, 0
  %.2319 = select i1 %.2318, i64 %arg.offsets.5.0, i64 0
  %64 = getelementptr i64, ptr %arg.offsets.4, i64 %.2303
  %.2333 = getelementptr i64, ptr %64, i64 %.2319
  store i64 %.1585, ptr %.2333, align 8
  %.2336 = add nsw i64 %remaining.2.11697, -1
  %.2343.not = icmp eq i64 %.2336, 0
  br i1 %.2343.not, label %common.ret, label %B1328

common.ret:                                       ; preds = %B1288
  tail call void @NRT_decref(ptr %arg.to_span.0)
  tail call void @NRT_decref(ptr %arg.record_at.0)
  tail call void @NRT_decref(ptr %arg.rank.0)
  tail call void @NRT_decref(ptr %arg.partial.0)
  tail call void @NRT_decref(ptr %arg.offsets.0)
  tail call void @NRT_decref(ptr %arg.min_last.0)
  tail call void @NRT_decref(ptr %arg.max_last.0)
  tail call void @NRT_decref(ptr %arg.lo_of.0)
  tail call void @NRT_decref(ptr %arg.leaf_at.0)
  tail call void @NRT_decref(ptr %arg.last_at.0)
  tail call void @NRT_decref(ptr %arg.key_of.0)
  tail call void @NRT_decref(ptr %arg.hi_of.0)
  tail call void @NRT_decref(ptr %arg.height_at.0)
  tail call void @NRT_decref(ptr %arg.heap.0)
  tail call void @NRT_decref(ptr %arg.from_span.0)
  tail call void @NRT_decref(ptr %arg.first_at.0)
  store ptr null, ptr %retptr, align 8
  ret i32 0

B1328:                                            ; preds = %B1288
  %65 = icmp slt i64 %best.13.4, 0
  %.2464 = select i1 %65, i64 %arg.leaf_at.5.0, i64 0
  %66 = getelementptr i64, ptr %arg.leaf_at.4, i64 %best.13.4
  %.2478 = getelementptr i64, ptr %66, i64 %.2464
  %.2479 = load i64, ptr %.2478, align 8
  %.2481 = add nsw i64 %.2479, %arg.leaves
  %.2498 = icmp slt i64 %.2481, 0
  %.2499 = select i1 %.2498, i64 %arg.rank.5.0, i64 0
  %67 = getelementptr i64, ptr %arg.rank.4, i64 %.2481
  %.2513 = getelementptr i64, ptr %67, i64 %.2499
  store i64 %const, ptr %.2513, align 8
  %.2532 = select i1 %.2498, i64 %arg.min_last.5.0, i64 0
  %68 = getelementptr i64, ptr %arg.min_last.4, i64 %.2481
  %.2546 = getelementptr i64, ptr %68, i64 %.2532
  store i64 %const, ptr %.2546, align 8
  %.2565 = select i1 %.2498, i64 %arg.max_last.5.0, i64 0
  %69 = getelementptr i64, ptr %arg.max_last.4, i64 %.2481
  %.2579 = getelementptr i64, ptr %69, i64 %.2565
  store i64 -1, ptr %.2579, align 8
  %.2584 = icmp sgt i64 %.2481, 1
  br i1 %.2584, label %B1424.preheader, label %B1656

B1424.preheader:                                  ; preds = %B1328
  br label %B1424

B1424:                                            ; preds = %B1424.preheader, %B1614
  %v.6.2 = phi i64 [ %.2753, %B1614 ], [ %.2481, %B1424.preheader ]
  %r.7.2 = phi i64 [ %spec.select, %B1614 ], [ %const, %B1424.preheader ]
  %low.2.2 = phi i64 [ %low.3.4, %B1614 ], [ %const, %B1424.preheader ]
  %high.2.2 = phi i64 [ %high.3.4, %B1614 ], [ -1, %B1424.preheader ]
  %.2594 = xor i64 %v.6.2, 1
  %.2627 = getelementptr i64, ptr %arg.rank.4, i64 %.2594
  %.2628 = load i64, ptr %.2627, align 8
  %spec.select = tail call i64 @llvm.smin.i64(i64 %.2628, i64 %r.7.2)
  %.2679 = getelementptr i64, ptr %arg.min_last.4, i64 %.2594
  %.2680 = load i64, ptr %.2679, align 8
  %low.3.4 = tail call i64 @llvm.smin.i64(i64 %.2680, i64 %low.2.2)
  %.2731 = getelementptr i64, ptr %arg.max_last.4, i64 %.2594
  %.2732 = load i64, ptr %.2731, align 8
  %high.3.4 = tail call i64 @llvm.smax.i64(i64 %.2732, i64 %high.2.2)
  %.2753 = lshr i64 %v.6.2, 1
  %.2788 = getelementptr i64, ptr %arg.rank.4, i64 %.2753
  %.2789 = load i64, ptr %.2788, align 8
  %.2791 = icmp eq i64 %spec.select, %.2789
  br i1 %.2791, label %B1564, label %B1614

B1564:                                            ; preds = %B1424
  %.2822 = getelementptr i64, ptr %arg.min_last.4, i64 %.2753
  %.2823 = load i64, ptr %.2822, align 8
  %.2825 = icmp eq i64 %low.3.4, %.2823
  br i1 %.2825, label %B1588, label %B1614

B1588:                                            ; preds = %B1564
  %.2856 = getelementptr i64, ptr %arg.max_last.4, i64 %.2753
  %.2857 = load i64, ptr %.2856, align 8
  %.2859 = icmp eq i64 %high.3.4, %.2857
  br i1 %.2859, label %B1656, label %B1614

B1614:                                            ; preds = %B1588, %B1564, %B1424
  %sunkaddr343 = shl i64 %.2753, 3
  %sunkaddr344 = getelementptr i8, ptr %arg.rank.4, i64 %sunkaddr343
  store i64 %spec.select, ptr %sunkaddr344, align 8
  %.2946 = getelementptr i64, ptr %arg.min_last.4, i64 %.2753
  store i64 %low.3.4, ptr %.2946, align 8
  %.2980 = getelementptr i64, ptr %arg.max_last.4, i64 %.2753
  store i64 %high.3.4, ptr %.2980, align 8
  %.2985 = icmp samesign ugt i64 %v.6.2, 3
  br i1 %.2985, label %B1424, label %B1656

B1656:                                            ; preds = %B1614, %B1588, %B1328
  %70 = icmp slt i64 %best.13.4, 0
  %.3017 = select i1 %70, i64 %arg.first_at.5.0, i64 0
  %71 = getelementptr i64, ptr %arg.first_at.4, i64 %best.13.4
  %.3031 = getelementptr i64, ptr %71, i64 %.3017
  %.3032 = load i64, ptr %.3031, align 8
  %.3051 = select i1 %70, i64 %arg.last_at.5.0, i64 0
  %72 = getelementptr i64, ptr %arg.last_at.4, i64 %best.13.4
  %.3065 = getelementptr i64, ptr %72, i64 %.3051
  %.3066 = load i64, ptr %.3065, align 8
  %.3085 = select i1 %70, i64 %arg.height_at.5.0, i64 0
  %73 = getelementptr i64, ptr %arg.height_at.4, i64 %best.13.4
  %.3099 = getelementptr i64, ptr %73, i64 %.3085
  %.3100 = load i64, ptr %.3099, align 8
  %.3104 = add nsw i64 %.3100, %.1585
  %.3118 = icmp eq i64 %.3066, %.417
  %.3125 = icmp slt i64 %.417, %arg.final
  %or.cond = select i1 %.3118, i1 %.3125, i1 false
  br i1 %or.cond, label %B1738, label %B1812

B1738:                                            ; preds = %B1656
  %.3133 = add nsw i64 %.417, 1
  %.3147 = icmp slt i64 %.417, -1
  %.3148 = select i1 %.3147, i64 %arg.key_of.5.0, i64 0
  %74 = getelementptr i64, ptr %arg.key_of.4, i64 %.3133
  %.3162 = getelementptr i64, ptr %74, i64 %.3148
  %.3163 = load i64, ptr %.3162, align 8
  %.3165 = ashr i64 %.3163, %arg.shift
  %.3167 = icmp eq i64 %.3165, %.3104
  br i1 %.3167, label %B1774, label %B1812

B1774:                                            ; preds = %B1738
  %75 = icmp slt i64 %.417, -1
  %.3185 = select i1 %75, i64 %arg.hi_of.5.0, i64 0
  %76 = getelementptr i64, ptr %arg.hi_of.4, i64 %.3133
  %.3199 = getelementptr i64, ptr %76, i64 %.3185
  %.3200 = load i64, ptr %.3199, align 8
  %sunkaddr345 = shl i64 %.3148, 3
  %sunkaddr346 = getelementptr inbounds i8, ptr %74, i64 %sunkaddr345
  store i64 -1, ptr %sunkaddr346, align 8
  br label %B1812

B1812:                                            ; preds = %B1774, %B1738, %B1656
  %mid_hi.2.2 = phi i64 [ %.3200, %B1774 ], [ %.417, %B1738 ], [ %.3066, %B1656 ]
  %.3240 = icmp eq i64 %.3032, %.3061700
  %.3243 = icmp ne i64 %.3061700, 0
  %or.cond1657 = and i1 %.3243, %.3240
  br i1 %or.cond1657, label %B1828, label %B1930

B1828:                                            ; preds = %B1812
  %77 = getelementptr i64, ptr %arg.lo_of.4, i64 %.3061700
  %.3275 = getelementptr i8, ptr %77, i64 -8
  %.3276 = load i64, ptr %.3275, align 8
  %.3290 = icmp slt i64 %.3276, 0
  %.3291 = select i1 %.3290, i64 %arg.key_of.5.0, i64 0
  %78 = getelementptr i64, ptr %arg.key_of.4, i64 %.3276
  %.3305 = getelementptr i64, ptr %78, i64 %.3291
  %.3306 = load i64, ptr %.3305, align 8
  %.3308 = ashr i64 %.3306, %arg.shift
  %.3310 = icmp eq i64 %.3308, %.3104
  br i1 %.3310, label %B1876, label %B1930

B1876:                                            ; preds = %B1828
  %79 = icmp slt i64 %.3276, 0
  store i64 -1, ptr %.3391702, align 8
  %.3398 = select i1 %79, i64 %arg.hi_of.5.0, i64 0
  %80 = getelementptr i64, ptr %arg.hi_of.4, i64 %.3276
  %.3412 = getelementptr i64, ptr %80, i64 %.3398
  store i64 %mid_hi.2.2, ptr %.3412, align 8
  %.3428 = icmp slt i64 %mid_hi.2.2, 0
  %.3429 = select i1 %.3428, i64 %arg.lo_of.5.0, i64 0
  %81 = getelementptr i64, ptr %arg.lo_of.4, i64 %mid_hi.2.2
  %.3443 = getelementptr i64, ptr %81, i64 %.3429
  store i64 %.3276, ptr %.3443, align 8
  br label %B2028

B1930:                                            ; preds = %B1828, %B1812
  %.3450 = shl i64 %.3104, %arg.shift
  %.3452 = or i64 %.3450, %.3032
  %.3467 = icmp slt i64 %.3032, 0
  %.3468 = select i1 %.3467, i64 %arg.key_of.5.0, i64 0
  %82 = getelementptr i64, ptr %arg.key_of.4, i64 %.3032
  %.3482 = getelementptr i64, ptr %82, i64 %.3468
  store i64 %.3452, ptr %.3482, align 8
  %.3500 = select i1 %.3467, i64 %arg.hi_of.5.0, i64 0
  %83 = getelementptr i64, ptr %arg.hi_of.4, i64 %.3032
  %.3514 = getelementptr i64, ptr %83, i64 %.3500
  store i64 %mid_hi.2.2, ptr %.3514, align 8
  %.3531 = icmp slt i64 %mid_hi.2.2, 0
  %.3532 = select i1 %.3531, i64 %arg.lo_of.5.0, i64 0
  %84 = getelementptr i64, ptr %arg.lo_of.4, i64 %mid_hi.2.2
  %.3546 = getelementptr i64, ptr %84, i64 %.3532
  store i64 %.3032, ptr %.3546, align 8
  %.28.not.i = icmp eq i64 %count.1.6.11699, 0
  br i1 %.28.not.i, label %B1930.endif, label %B12.i.preheader

B12.i.preheader:                                  ; preds = %B1930
  br label %B12.i

B12.i:                                            ; preds = %B12.i.preheader, %B54.i
  %i.2.0.i = phi i64 [ %.37.i, %B54.i ], [ %count.1.6.11699, %B12.i.preheader ]
  %.36.i = add i64 %i.2.0.i, -1
  %.37.i = ashr i64 %.36.i, 1
  %.55.i = icmp slt i64 %.37.i, 0
  %.56.i176 = select i1 %.55.i, i64 %arg.heap.5.0, i64 0
  %85 = getelementptr i64, ptr %arg.heap.4, i64 %.37.i
  %.70.i = getelementptr i64, ptr %85, i64 %.56.i176
  %.71.i = load i64, ptr %.70.i, align 8, !noalias !26
  %.73.not.i = icmp sgt i64 %.71.i, %.3452
  %.128.i = icmp slt i64 %i.2.0.i, 0
  %.129.i = select i1 %.128.i, i64 %arg.heap.5.0, i64 0
  br i1 %.73.not.i, label %B54.i, label %B1930.endif

B54.i:                                            ; preds = %B12.i
  %86 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.i
  %.143.i = getelementptr i64, ptr %86, i64 %.129.i
  store i64 %.71.i, ptr %.143.i, align 8, !noalias !26
  %.152.not.i = icmp eq i64 %.37.i, 0
  br i1 %.152.not.i, label %B1930.endif, label %B12.i

B2028:                                            ; preds = %B1930.endif, %B1876
  %count.1.8.2 = phi i64 [ %count.1.6.11699, %B1876 ], [ %.3586, %B1930.endif ]
  %arg.count.fr.i177 = freeze i64 %count.1.8.2
  %.3594 = shl i64 %.1585, %arg.shift
  %.3598 = add nsw i64 %.3066, 1
  %.3599 = or i64 %.3598, %.3594
  %.3605 = icmp slt i64 %.3066, %.417
  br i1 %.3605, label %B2110, label %B2110.thread

B2110:                                            ; preds = %B2028
  %87 = icmp slt i64 %.417, 0
  %.3623 = icmp slt i64 %.3066, -1
  %.3624 = select i1 %.3623, i64 %arg.key_of.5.0, i64 0
  %88 = getelementptr i64, ptr %arg.key_of.4, i64 %.3598
  %.3638 = getelementptr i64, ptr %88, i64 %.3624
  store i64 %.3599, ptr %.3638, align 8
  %.3657 = select i1 %.3623, i64 %arg.hi_of.5.0, i64 0
  %89 = getelementptr i64, ptr %arg.hi_of.4, i64 %.3598
  %.3671 = getelementptr i64, ptr %89, i64 %.3657
  store i64 %.417, ptr %.3671, align 8
  %.3690 = select i1 %87, i64 %arg.lo_of.5.0, i64 0
  %90 = getelementptr i64, ptr %arg.lo_of.4, i64 %.417
  %.3704 = getelementptr i64, ptr %90, i64 %.3690
  store i64 %.3598, ptr %.3704, align 8
  %.3709 = icmp sgt i64 %.3032, %.3061700
  br i1 %.3709, label %B2166, label %B2272

B2110.thread:                                     ; preds = %B2028
  %.37091656 = icmp sgt i64 %.3032, %.3061700
  br i1 %.37091656, label %B2122, label %B2230

B2122:                                            ; preds = %B2110.thread
  %.3716 = add nsw i64 %.3032, -1
  %sunkaddr347 = shl i64 %.3061700, 3
  %sunkaddr348 = getelementptr i8, ptr %arg.hi_of.4, i64 %sunkaddr347
  store i64 %.3716, ptr %sunkaddr348, align 8
  %91 = getelementptr i64, ptr %arg.lo_of.4, i64 %.3716
  store i64 %.3061700, ptr %91, align 8
  br label %B2272

B2166:                                            ; preds = %B2110
  %.37161748 = add nsw i64 %.3032, -1
  %sunkaddr349 = shl i64 %.3061700, 3
  %sunkaddr350 = getelementptr i8, ptr %arg.hi_of.4, i64 %sunkaddr349
  store i64 %.37161748, ptr %sunkaddr350, align 8
  %92 = getelementptr i64, ptr %arg.lo_of.4, i64 %.37161748
  store i64 %.3061700, ptr %92, align 8
  %.28.not.i178 = icmp eq i64 %arg.count.fr.i177, 0
  br i1 %.28.not.i178, label %B2166.endif, label %B12.i179.preheader

B12.i179.preheader:                               ; preds = %B2166
  br label %B12.i179

B12.i179:                                         ; preds = %B12.i179.preheader, %B54.i192
  %i.2.0.i180 = phi i64 [ %.37.i182, %B54.i192 ], [ %arg.count.fr.i177, %B12.i179.preheader ]
  %.36.i181 = add i64 %i.2.0.i180, -1
  %.37.i182 = ashr i64 %.36.i181, 1
  %.55.i183 = icmp slt i64 %.37.i182, 0
  %.56.i184 = select i1 %.55.i183, i64 %arg.heap.5.0, i64 0
  %93 = getelementptr i64, ptr %arg.heap.4, i64 %.37.i182
  %.70.i185 = getelementptr i64, ptr %93, i64 %.56.i184
  %.71.i186 = load i64, ptr %.70.i185, align 8, !noalias !29
  %.73.not.i187 = icmp sgt i64 %.71.i186, %.3599
  %.128.i188 = icmp slt i64 %i.2.0.i180, 0
  %.129.i189 = select i1 %.128.i188, i64 %arg.heap.5.0, i64 0
  br i1 %.73.not.i187, label %B54.i192, label %B2166.endif

B54.i192:                                         ; preds = %B12.i179
  %94 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.i180
  %.143.i193 = getelementptr i64, ptr %94, i64 %.129.i189
  store i64 %.71.i186, ptr %.143.i193, align 8, !noalias !29
  %.152.not.i194 = icmp eq i64 %.37.i182, 0
  br i1 %.152.not.i194, label %B2166.endif, label %B12.i179

B2230:                                            ; preds = %B2110.thread
  tail call void @NRT_incref(ptr %arg.heap.0), !noalias !32
  %.48.i196 = load i64, ptr %arg.heap.4, align 8, !noalias !32
  %.52.i197 = add i64 %arg.count.fr.i177, -1
  %.57.not.i198 = icmp eq i64 %.52.i197, 0
  br i1 %.57.not.i198, label %B2230.endif, label %B34.i199

B34.i199:                                         ; preds = %B2230
  %.73.inv.i200 = icmp sgt i64 %arg.count.fr.i177, 0
  %.74.i201 = select i1 %.73.inv.i200, i64 0, i64 %arg.heap.5.0
  %95 = getelementptr i64, ptr %arg.heap.4, i64 %.52.i197
  %.88.i202 = getelementptr i64, ptr %95, i64 %.74.i201
  %.89.i203 = load i64, ptr %.88.i202, align 8, !noalias !32
  %.36.not113.i.i204 = icmp sgt i64 %arg.count.fr.i177, 2
  br i1 %.36.not113.i.i204, label %B40.i.i209.preheader, label %B34.endif.i205

B40.i.i209.preheader:                             ; preds = %B34.i199
  br label %B40.i.i209

B40.i.i209:                                       ; preds = %B40.i.i209.preheader, %B136.i.i227
  %.30116.i.i210 = phi i64 [ %.30.i.i232, %B136.i.i227 ], [ 1, %B40.i.i209.preheader ]
  %.29115.i.i211 = phi i64 [ %.29.i.i231, %B136.i.i227 ], [ 0, %B40.i.i209.preheader ]
  %i.2.0114.i.i212 = phi i64 [ %child.2.1.i.i216, %B136.i.i227 ], [ 0, %B40.i.i209.preheader ]
  %.48.i.i213 = add nsw i64 %.29115.i.i211, 2
  %.50.i.i214 = icmp slt i64 %.48.i.i213, %.52.i197
  br i1 %.50.i.i214, label %B58.i.i234, label %B110.i.i215

B58.i.i234:                                       ; preds = %B40.i.i209
  %.70.i.i235 = icmp slt i64 %i.2.0114.i.i212, -1
  %.71.i.i236 = select i1 %.70.i.i235, i64 %arg.heap.5.0, i64 0
  %96 = getelementptr i64, ptr %arg.heap.4, i64 %.48.i.i213
  %.85.i.i237 = getelementptr i64, ptr %96, i64 %.71.i.i236
  %.86.i.i238 = load i64, ptr %.85.i.i237, align 8, !noalias !35
  %.101.i.i239 = icmp slt i64 %i.2.0114.i.i212, 0
  %.102.i.i240 = select i1 %.101.i.i239, i64 %arg.heap.5.0, i64 0
  %97 = getelementptr i64, ptr %arg.heap.4, i64 %.30116.i.i210
  %.116.i.i241 = getelementptr i64, ptr %97, i64 %.102.i.i240
  %.117.i.i242 = load i64, ptr %.116.i.i241, align 8, !noalias !35
  %.118.i.i243 = icmp slt i64 %.86.i.i238, %.117.i.i242
  %spec.select.i.i244 = select i1 %.118.i.i243, i64 %.48.i.i213, i64 %.30116.i.i210
  br label %B110.i.i215

B110.i.i215:                                      ; preds = %B58.i.i234, %B40.i.i209
  %child.2.1.i.i216 = phi i64 [ %.30116.i.i210, %B40.i.i209 ], [ %spec.select.i.i244, %B58.i.i234 ]
  %.143.i.i217 = icmp slt i64 %child.2.1.i.i216, 0
  %.144.i.i218 = select i1 %.143.i.i217, i64 %arg.heap.5.0, i64 0
  %98 = getelementptr i64, ptr %arg.heap.4, i64 %child.2.1.i.i216
  %.158.i.i219 = getelementptr i64, ptr %98, i64 %.144.i.i218
  %.159.i.i220 = load i64, ptr %.158.i.i219, align 8, !noalias !35
  %.161.not.i.i221 = icmp slt i64 %.159.i.i220, %.89.i203
  br i1 %.161.not.i.i221, label %B136.i.i227, label %B164.i.i222

B136.i.i227:                                      ; preds = %B110.i.i215
  %.213.i.i228 = icmp slt i64 %i.2.0114.i.i212, 0
  %.214.i.i229 = select i1 %.213.i.i228, i64 %arg.heap.5.0, i64 0
  %99 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0114.i.i212
  %.228.i.i230 = getelementptr i64, ptr %99, i64 %.214.i.i229
  store i64 %.159.i.i220, ptr %.228.i.i230, align 8, !noalias !35
  %.29.i.i231 = shl nsw i64 %child.2.1.i.i216, 1
  %.30.i.i232 = or disjoint i64 %.29.i.i231, 1
  %.36.not.i.i233 = icmp slt i64 %.30.i.i232, %.52.i197
  br i1 %.36.not.i.i233, label %B40.i.i209, label %B164.i.i222

B164.i.i222:                                      ; preds = %B136.i.i227, %B110.i.i215
  %i.2.0.lcssa.i.i223 = phi i64 [ %i.2.0114.i.i212, %B110.i.i215 ], [ %child.2.1.i.i216, %B136.i.i227 ]
  %i.2.0.lcssa.fr.i.i224 = freeze i64 %i.2.0.lcssa.i.i223
  %.251.i.i225 = icmp slt i64 %i.2.0.lcssa.fr.i.i224, 0
  %spec.select122.i.i226 = select i1 %.251.i.i225, i64 %arg.heap.5.0, i64 0
  br label %B34.endif.i205

B34.endif.i205:                                   ; preds = %B164.i.i222, %B34.i199
  %i.2.0.lcssa121.i.i206 = phi i64 [ 0, %B34.i199 ], [ %i.2.0.lcssa.fr.i.i224, %B164.i.i222 ]
  %100 = phi i64 [ 0, %B34.i199 ], [ %spec.select122.i.i226, %B164.i.i222 ]
  %101 = getelementptr i64, ptr %arg.heap.4, i64 %i.2.0.lcssa121.i.i206
  %.266.i.i207 = getelementptr i64, ptr %101, i64 %100
  store i64 %.89.i203, ptr %.266.i.i207, align 8, !noalias !35
  tail call void @NRT_decref(ptr %arg.heap.0), !noalias !32
  br label %B2230.endif

B2272:                                            ; preds = %B2230.endif, %B2166.endif, %B2122, %B2110
  %key.8.2 = phi i64 [ %.48.i196, %B2230.endif ], [ %key.7.11698, %B2122 ], [ %key.7.11698, %B2166.endif ], [ %.3599, %B2110 ]
  %count.1.7.2 = phi i64 [ %.52.i197, %B2230.endif ], [ %arg.count.fr.i177, %B2122 ], [ %.3825, %B2166.endif ], [ %arg.count.fr.i177, %B2110 ]
  %.306 = and i64 %key.8.2, %.244
  %.339 = getelementptr i64, ptr %arg.key_of.4, i64 %.306
  %.340 = load i64, ptr %.339, align 8
  %.342.not = icmp eq i64 %.340, %key.8.2
  br i1 %.342.not, label %B142, label %B98

B2273:                                            ; preds = %B656, %B564, %B512
  %best.12.3 = phi i64 [ %best.9.3, %B564 ], [ %best.9.3, %B512 ], [ %r.6.6, %B656 ]
  %.1036.not = icmp eq i64 %.1046, 0
  br i1 %.1036.not, label %B830, label %B512

B0.endif:                                         ; preds = %B34.endif.i, %B0
  %heap.sroa.0.0.i = phi ptr [ null, %B34.endif.i ], [ %arg.heap.0, %B0 ]
  %const = bitcast i64 4611686018427387904 to i64
  tail call void @NRT_decref(ptr %heap.sroa.0.0.i), !noalias !2
  br label %B62

B98.endif:                                        ; preds = %B34.endif.i46, %B98
  %heap.sroa.0.0.i49 = phi ptr [ null, %B34.endif.i46 ], [ %arg.heap.0, %B98 ]
  tail call void @NRT_decref(ptr %heap.sroa.0.0.i49), !noalias !8
  br label %B62

B1086.endif:                                      ; preds = %B34.endif.i96, %B1086
  %heap.sroa.0.0.i99 = phi ptr [ null, %B34.endif.i96 ], [ %arg.heap.0, %B1086 ]
  tail call void @NRT_decref(ptr %heap.sroa.0.0.i99), !noalias !14
  br label %B62

B1930.endif:                                      ; preds = %B54.i, %B12.i, %B1930
  %i.3.181.i = phi i64 [ 0, %B1930 ], [ 0, %B54.i ], [ %i.2.0.i, %B12.i ]
  %102 = phi i64 [ 0, %B1930 ], [ 0, %B54.i ], [ %.129.i, %B12.i ]
  %103 = getelementptr i64, ptr %arg.heap.4, i64 %i.3.181.i
  %.191.i = getelementptr i64, ptr %103, i64 %102
  store i64 %.3452, ptr %.191.i, align 8, !noalias !26
  %.3586 = add i64 %count.1.6.11699, 1
  br label %B2028

B2166.endif:                                      ; preds = %B54.i192, %B12.i179, %B2166
  %i.3.181.i190 = phi i64 [ 0, %B2166 ], [ 0, %B54.i192 ], [ %i.2.0.i180, %B12.i179 ]
  %104 = phi i64 [ 0, %B2166 ], [ 0, %B54.i192 ], [ %.129.i189, %B12.i179 ]
  %105 = getelementptr i64, ptr %arg.heap.4, i64 %i.3.181.i190
  %.191.i191 = getelementptr i64, ptr %105, i64 %104
  store i64 %.3599, ptr %.191.i191, align 8, !noalias !29
  %.3825 = add i64 %arg.count.fr.i177, 1
  br label %B2272

B2230.endif:                                      ; preds = %B34.endif.i205, %B2230
  %heap.sroa.0.0.i208 = phi ptr [ null, %B34.endif.i205 ], [ %arg.heap.0, %B2230 ]
  tail call void @NRT_decref(ptr %heap.sroa.0.0.i208), !noalias !32
  br label %B2272
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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

define void @NRT_MemInfo_call_dtor(ptr) {
  call void @llvm.trap()
  unreachable
}

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3}
!3 = distinct !{!3, !4, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!4 = distinct !{!4, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!5 = !{!6, !3}
!6 = distinct !{!6, !7, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!7 = distinct !{!7, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!10 = distinct !{!10, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!11 = !{!12, !9}
!12 = distinct !{!12, !13, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!13 = distinct !{!13, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!16 = distinct !{!16, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!17 = !{!18, !15}
!18 = distinct !{!18, !19, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!19 = distinct !{!19, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN14tflite_memplan8planners6offset13strip_packing19_array_heap_pushpopB3v13B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!22 = distinct !{!22, !"_ZN14tflite_memplan8planners6offset13strip_packing19_array_heap_pushpopB3v13B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!23 = !{!24, !21}
!24 = distinct !{!24, !25, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!25 = distinct !{!25, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN14tflite_memplan8planners6offset13strip_packing16_array_heap_pushB3v14B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!28 = distinct !{!28, !"_ZN14tflite_memplan8planners6offset13strip_packing16_array_heap_pushB3v14B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN14tflite_memplan8planners6offset13strip_packing16_array_heap_pushB3v14B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!31 = distinct !{!31, !"_ZN14tflite_memplan8planners6offset13strip_packing16_array_heap_pushB3v14B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!34 = distinct !{!34, !"_ZN14tflite_memplan8planners6offset13strip_packing15_array_heap_popB3v11B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!35 = !{!36, !33}
!36 = distinct !{!36, !37, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!37 = distinct !{!37, !"_ZN14tflite_memplan8planners6offset13strip_packing10_sift_downB3v12B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}

declare void @llvm.trap()
