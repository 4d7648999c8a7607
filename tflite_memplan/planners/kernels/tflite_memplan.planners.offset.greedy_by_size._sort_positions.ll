; kernel: tflite_memplan.planners.offset.greedy_by_size._sort_positions
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: 64376757fea256448c882dff287ee6fed19a80ea02dd6e609ddf7785c986adad
; entry: cfunc._ZN13_3cdynamic_3e5entryB3v40B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2axxx
; ModuleID = 'entry'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv13_3cdynamic_3e5entryB3v40B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2axxx = common local_unnamed_addr global ptr null
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v2B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8int64_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6offset14greedy_by_size15_sort_positionsB3v41B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx9introsortB3v42B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx11_bit_lengthB3v43B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx15_introsort_loopB3v44B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx10_heap_sortB3v45B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = global i8 zeroinitializer
@PyExc_StopIteration = global i8 zeroinitializer
@PyExc_SystemError = global i8 zeroinitializer
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx5_siftB3v46B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx24_partition_around_medianB3v47B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan10_libstdcxx21_final_insertion_sortB3v48B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN13_3cdynamic_3e5entryB3v40B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2axxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr captures(none) %arg.ranks_at, i64 %arg.ranks_len, ptr captures(none) %arg.positions_at, i64 %arg.positions_len, ptr captures(none) %arg.stack_at, i64 %arg.stack_len, i64 %arg.count, i64 %arg.threshold) local_unnamed_addr {
B0.endif.endif.endif:
  %.132 = alloca ptr, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.142 = call i32 @_ZN14tflite_memplan8planners6offset14greedy_by_size15_sort_positionsB3v41B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr nonnull %.132, ptr nonnull %excinfo.4, ptr null, ptr null, i64 %arg.ranks_len, i64 8, ptr %arg.ranks_at, i64 %arg.ranks_len, i64 8, ptr null, ptr null, i64 %arg.positions_len, i64 8, ptr %arg.positions_at, i64 %arg.positions_len, i64 8, ptr null, ptr null, i64 %arg.stack_len, i64 8, ptr %arg.stack_at, i64 %arg.stack_len, i64 8, i64 %arg.count, i64 %arg.threshold)
  %cond = icmp eq i32 %.142, 0
  br i1 %cond, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if.if, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if.if, %B0.endif.endif.endif.endif
  ret i32 %.142

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  store i64 0, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  %.150 = icmp sgt i32 %.142, 0
  %.143 = load ptr, ptr %excinfo.4, align 8
  %.151 = select i1 %.150, ptr %.143, ptr undef
  store ptr %.151, ptr %excinfo, align 8
  br label %common.ret
}

define i64 @cfunc._ZN13_3cdynamic_3e5entryB3v40B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2axxx(ptr captures(none) %.1, i64 %.2, ptr captures(none) %.3, i64 %.4, ptr captures(none) %.5, i64 %.6, i64 %.7, i64 %.8) local_unnamed_addr {
entry:
  %.10 = alloca i64, align 8
  store i64 0, ptr %.10, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.14 = call i32 @_ZN13_3cdynamic_3e5entryB3v40B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2axxx(ptr nonnull %.10, ptr nonnull %excinfo, ptr %.1, i64 %.2, ptr %.3, i64 %.4, ptr %.5, i64 %.6, i64 %.7, i64 %.8) #1
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load i64, ptr %.10, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.22 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(ptr nonnull %.26)
  br i1 %.22, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret i64 %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %.29
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

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6offset14greedy_by_size15_sort_positionsB3v41B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.ranks.0, ptr readnone captures(none) %arg.ranks.1, i64 %arg.ranks.2, i64 %arg.ranks.3, ptr captures(none) %arg.ranks.4, i64 %arg.ranks.5.0, i64 %arg.ranks.6.0, ptr %arg.positions.0, ptr readnone captures(none) %arg.positions.1, i64 %arg.positions.2, i64 %arg.positions.3, ptr captures(none) %arg.positions.4, i64 %arg.positions.5.0, i64 %arg.positions.6.0, ptr %arg.stack.0, ptr readnone captures(none) %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr captures(none) %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.count, i64 %arg.threshold) local_unnamed_addr {
B0:
  %.42 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.ranks.0)
  tail call void @NRT_incref(ptr %arg.positions.0)
  tail call void @NRT_incref(ptr %arg.stack.0)
  %.52 = call i32 @_ZN14tflite_memplan10_libstdcxx9introsortB3v42B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr nonnull %.42, ptr nonnull %excinfo.1, ptr %arg.ranks.0, ptr %arg.ranks.1, i64 %arg.ranks.2, i64 %arg.ranks.3, ptr %arg.ranks.4, i64 %arg.ranks.5.0, i64 %arg.ranks.6.0, ptr %arg.positions.0, ptr %arg.positions.1, i64 %arg.positions.2, i64 %arg.positions.3, ptr %arg.positions.4, i64 %arg.positions.5.0, i64 %arg.positions.6.0, ptr %arg.stack.0, ptr %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.count, i64 %arg.threshold)
  %cond = icmp eq i32 %.52, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

common.ret:                                       ; preds = %B0.if.if, %B0.endif
  ret i32 %.52

B0.endif:                                         ; preds = %B0
  tail call void @NRT_decref(ptr %arg.stack.0)
  tail call void @NRT_decref(ptr %arg.ranks.0)
  tail call void @NRT_decref(ptr %arg.positions.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B0.if.if:                                         ; preds = %B0
  %.60 = icmp sgt i32 %.52, 0
  %.53 = load ptr, ptr %excinfo.1, align 8
  %.61 = select i1 %.60, ptr %.53, ptr undef
  store ptr %.61, ptr %excinfo, align 8
  br label %common.ret
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

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan10_libstdcxx9introsortB3v42B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, ptr %arg.stack.0, ptr readnone captures(none) %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr captures(none) %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.n, i64 %arg.threshold) local_unnamed_addr {
B0:
  %.70 = alloca ptr, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.103 = alloca ptr, align 8
  %excinfo.3 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.k.0)
  tail call void @NRT_incref(ptr %arg.v.0)
  tail call void @NRT_incref(ptr %arg.stack.0)
  %.14.not.i = icmp eq i64 %arg.n, 0
  br i1 %.14.not.i, label %B0.split, label %B12.i.preheader

B12.i.preheader:                                  ; preds = %B0
  br label %B12.i

B0.split:                                         ; preds = %B0
  %.801 = call i32 @_ZN14tflite_memplan10_libstdcxx15_introsort_loopB3v44B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.70, ptr nonnull %excinfo.2, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 0, i64 0, i64 -2, ptr %arg.stack.0, ptr %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.threshold)
  br label %B0.endif

B12.i:                                            ; preds = %B12.i.preheader, %B12.i
  %lsr.iv = phi i64 [ %lsr.iv.next, %B12.i ], [ -2, %B12.i.preheader ]
  %n.2.0.i = phi i64 [ %.17.i, %B12.i ], [ %arg.n, %B12.i.preheader ]
  %.17.i = ashr i64 %n.2.0.i, 1
  %.26.not.i = icmp eq i64 %.17.i, 0
  %lsr.iv.next = add i64 %lsr.iv, 2
  br i1 %.26.not.i, label %B12.i.split, label %B12.i

B12.i.split:                                      ; preds = %B12.i
  %.802 = call i32 @_ZN14tflite_memplan10_libstdcxx15_introsort_loopB3v44B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.70, ptr nonnull %excinfo.2, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 0, i64 %arg.n, i64 %lsr.iv.next, ptr %arg.stack.0, ptr %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.threshold)
  br label %B0.endif

B0.endif:                                         ; preds = %B12.i.split, %B0.split
  %phi.call = phi i32 [ %.801, %B0.split ], [ %.802, %B12.i.split ]
  %cond = icmp eq i32 %phi.call, 0
  br i1 %cond, label %B0.endif.endif, label %B0.endif.if.if, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.if.if, %B0.endif.endif.endif, %B0.endif.if.if
  %common.ret.op = phi i32 [ %.111, %B0.endif.endif.if.if ], [ %phi.call, %B0.endif.if.if ], [ 0, %B0.endif.endif.endif ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif
  tail call void @NRT_decref(ptr %arg.stack.0)
  %.111 = call i32 @_ZN14tflite_memplan10_libstdcxx21_final_insertion_sortB3v48B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr nonnull %.103, ptr nonnull %excinfo.3, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.n, i64 %arg.threshold)
  switch i32 %.111, label %B0.endif.endif.if.if [
    i32 -2, label %B0.endif.endif.endif
    i32 0, label %B0.endif.endif.endif
  ], !prof !2

B0.endif.if.if:                                   ; preds = %B0.endif
  %.88 = icmp sgt i32 %phi.call, 0
  %.81 = load ptr, ptr %excinfo.2, align 8
  %.89 = select i1 %.88, ptr %.81, ptr undef
  store ptr %.89, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif, %B0.endif.endif
  tail call void @NRT_decref(ptr %arg.v.0)
  tail call void @NRT_decref(ptr %arg.k.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr null, ptr %excinfo, align 8
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

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #2

define void @NRT_MemInfo_call_dtor(ptr) {
  call void @llvm.trap()
  unreachable
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan10_libstdcxx15_introsort_loopB3v44B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx5ArrayIxLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.first, i64 %arg.last, i64 %arg.depth, ptr %arg.stack.0, ptr readnone captures(none) %arg.stack.1, i64 %arg.stack.2, i64 %arg.stack.3, ptr captures(none) %arg.stack.4, i64 %arg.stack.5.0, i64 %arg.stack.6.0, i64 %arg.threshold) local_unnamed_addr {
B0:
  %.112 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.k.0)
  tail call void @NRT_incref(ptr %arg.v.0)
  tail call void @NRT_incref(ptr %arg.stack.0)
  %0 = shl i64 %arg.k.5.0, 3
  %scevgep = getelementptr i8, ptr %arg.k.4, i64 8
  br label %B10

B10:                                              ; preds = %B208, %B0
  %first.3.0 = phi i64 [ %arg.first, %B0 ], [ %.364, %B208 ]
  %last.2.0 = phi i64 [ %arg.last, %B0 ], [ %.395, %B208 ]
  %depth.4.0 = phi i64 [ %arg.depth, %B0 ], [ %.426, %B208 ]
  %top.4.0 = phi i64 [ 0, %B0 ], [ %.330, %B208 ]
  %.87 = sub nsw i64 %last.2.0, %first.3.0
  %.91 = icmp sgt i64 %.87, %arg.threshold
  br i1 %.91, label %B28.preheader, label %B200

B28.preheader:                                    ; preds = %B10
  %.86.i = add nsw i64 %last.2.0, -1
  %.205.inv.i = icmp sgt i64 %last.2.0, 0
  %1 = getelementptr i64, ptr %arg.k.4, i64 %.86.i
  %sunkaddr = select i1 %.205.inv.i, i64 0, i64 %0
  br label %B28

B28:                                              ; preds = %B78.endif, %B28.preheader
  %first.4.1 = phi i64 [ %lo.5.2.i, %B78.endif ], [ %first.3.0, %B28.preheader ]
  %depth.3.1 = phi i64 [ %.148, %B78.endif ], [ %depth.4.0, %B28.preheader ]
  %top.3.1 = phi i64 [ %.280, %B78.endif ], [ %top.4.0, %B28.preheader ]
  %.99 = icmp eq i64 %depth.3.1, 0
  br i1 %.99, label %B40, label %B78

B40:                                              ; preds = %B28
  %.120 = call i32 @_ZN14tflite_memplan10_libstdcxx10_heap_sortB3v45B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr nonnull %.112, ptr nonnull %excinfo.1, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %first.4.1, i64 %last.2.0)
  %cond = icmp eq i32 %.120, 0
  br i1 %cond, label %B200, label %B40.if.if, !prof !0

B78:                                              ; preds = %B28
  %.39.i = add nsw i64 %first.4.1, 1
  %.42.i = sub nsw i64 %last.2.0, %first.4.1
  %.50.1.i = ashr i64 %.42.i, 1
  %.84.i = add nsw i64 %.50.1.i, %first.4.1
  %.110.i = icmp slt i64 %first.4.1, -1
  %.111.i = select i1 %.110.i, i64 %arg.k.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.k.4, i64 %.39.i
  %.125.i = getelementptr i64, ptr %2, i64 %.111.i
  %.126.i = load i64, ptr %.125.i, align 8, !noalias !3
  %.141.i = icmp slt i64 %.84.i, 0
  %.142.i = select i1 %.141.i, i64 %arg.k.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.k.4, i64 %.84.i
  %.156.i = getelementptr i64, ptr %3, i64 %.142.i
  %.157.i = load i64, ptr %.156.i, align 8, !noalias !3
  %.158.i = icmp slt i64 %.126.i, %.157.i
  %sunkaddr15 = getelementptr inbounds i8, ptr %1, i64 %sunkaddr
  %.221.i = load i64, ptr %sunkaddr15, align 8, !noalias !3
  br i1 %.158.i, label %B82.i, label %B168.i

B82.i:                                            ; preds = %B78
  %.222.i = icmp slt i64 %.157.i, %.221.i
  br i1 %.222.i, label %B252.i, label %B122.i

B122.i:                                           ; preds = %B82.i
  %.299.i = icmp slt i64 %.126.i, %.221.i
  %spec.select.i = select i1 %.299.i, i64 %.86.i, i64 %.39.i
  br label %B252.i

B168.i:                                           ; preds = %B78
  %.386.i = icmp slt i64 %.126.i, %.221.i
  br i1 %.386.i, label %B252.i, label %B208.i

B208.i:                                           ; preds = %B168.i
  %.463.i = icmp slt i64 %.157.i, %.221.i
  %spec.select514.i = select i1 %.463.i, i64 %.86.i, i64 %.84.i
  br label %B252.i

B252.i:                                           ; preds = %B208.i, %B168.i, %B122.i, %B82.i
  %median.2.0.i = phi i64 [ %.39.i, %B168.i ], [ %spec.select514.i, %B208.i ], [ %.84.i, %B82.i ], [ %spec.select.i, %B122.i ]
  %.501.i = icmp slt i64 %median.2.0.i, 0
  %.502.i = select i1 %.501.i, i64 %arg.k.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.k.4, i64 %median.2.0.i
  %.516.i = getelementptr i64, ptr %4, i64 %.502.i
  %.517.i = load i64, ptr %.516.i, align 8, !noalias !3
  %.532.i = icmp slt i64 %first.4.1, 0
  %.533.i = select i1 %.532.i, i64 %arg.k.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.k.4, i64 %first.4.1
  %.547.i = getelementptr i64, ptr %5, i64 %.533.i
  %.548.i = load i64, ptr %.547.i, align 8, !noalias !3
  store i64 %.517.i, ptr %.547.i, align 8, !noalias !3
  store i64 %.548.i, ptr %.516.i, align 8, !noalias !3
  %.626.i = select i1 %.501.i, i64 %arg.v.5.0, i64 0
  %6 = getelementptr i64, ptr %arg.v.4, i64 %median.2.0.i
  %.640.i = getelementptr i64, ptr %6, i64 %.626.i
  %.641.i = load i64, ptr %.640.i, align 8, !noalias !3
  %.657.i = select i1 %.532.i, i64 %arg.v.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.v.4, i64 %first.4.1
  %.671.i = getelementptr i64, ptr %7, i64 %.657.i
  %.672.i = load i64, ptr %.671.i, align 8, !noalias !3
  store i64 %.641.i, ptr %.671.i, align 8, !noalias !3
  store i64 %.672.i, ptr %.640.i, align 8, !noalias !3
  %.767.i = load i64, ptr %.547.i, align 8, !noalias !3
  br label %B376.i

B376.i:                                           ; preds = %B518.i, %B252.i
  %hi.3.0.i = phi i64 [ %last.2.0, %B252.i ], [ %hi.4.2.i, %B518.i ]
  %lo.3.0.i = phi i64 [ %.39.i, %B252.i ], [ %.1231.i, %B518.i ]
  %.807.i = icmp slt i64 %lo.3.0.i, 0
  %.808.i = select i1 %.807.i, i64 %arg.k.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.k.4, i64 %lo.3.0.i
  %.822.i = getelementptr i64, ptr %8, i64 %.808.i
  %.823.i = load i64, ptr %.822.i, align 8, !noalias !3
  %.827.i = icmp slt i64 %.823.i, %.767.i
  br i1 %.827.i, label %B400.i.preheader, label %B434.i

B400.i.preheader:                                 ; preds = %B376.i
  br label %B400.i

B400.i:                                           ; preds = %B400.i.preheader, %B400.i
  %lo.4.1.i = phi i64 [ %.830.i, %B400.i ], [ %lo.3.0.i, %B400.i.preheader ]
  %.830.i = add i64 %lo.4.1.i, 1
  %.848.i = icmp slt i64 %lo.4.1.i, -1
  %9 = select i1 %.848.i, i64 %0, i64 0
  %10 = shl i64 %lo.4.1.i, 3
  %scevgep18 = getelementptr i8, ptr %scevgep, i64 %9
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 %10
  %.864.i = load i64, ptr %scevgep19, align 8, !noalias !3
  %.866.i = icmp slt i64 %.864.i, %.767.i
  br i1 %.866.i, label %B400.i, label %B434.i

B434.i:                                           ; preds = %B400.i, %B376.i
  %lo.5.2.i = phi i64 [ %lo.3.0.i, %B376.i ], [ %.830.i, %B400.i ]
  %.871.i = add nsw i64 %hi.3.0.i, -1
  %.893.inv.i = icmp sgt i64 %hi.3.0.i, 0
  %.894.i = select i1 %.893.inv.i, i64 0, i64 %arg.k.5.0
  %11 = getelementptr i64, ptr %arg.k.4, i64 %.871.i
  %.908.i = getelementptr i64, ptr %11, i64 %.894.i
  %.909.i = load i64, ptr %.908.i, align 8, !noalias !3
  %.911.i = icmp slt i64 %.767.i, %.909.i
  br i1 %.911.i, label %B468.i.preheader, label %B502.i

B468.i.preheader:                                 ; preds = %B434.i
  br label %B468.i

B468.i:                                           ; preds = %B468.i.preheader, %B468.i
  %hi.5.1.i = phi i64 [ %.914.i, %B468.i ], [ %.871.i, %B468.i.preheader ]
  %.914.i = add i64 %hi.5.1.i, -1
  %.932.inv.i = icmp sgt i64 %hi.5.1.i, 0
  %12 = select i1 %.932.inv.i, i64 0, i64 %0
  %scevgep3.i = getelementptr i8, ptr %arg.k.4, i64 %12
  %13 = shl i64 %hi.5.1.i, 3
  %scevgep4.i = getelementptr i8, ptr %scevgep3.i, i64 %13
  %scevgep5.i = getelementptr i8, ptr %scevgep4.i, i64 -8
  %.948.i = load i64, ptr %scevgep5.i, align 8, !noalias !3
  %.950.i = icmp slt i64 %.767.i, %.948.i
  br i1 %.950.i, label %B468.i, label %B502.i

B502.i:                                           ; preds = %B468.i, %B434.i
  %hi.4.2.i = phi i64 [ %.871.i, %B434.i ], [ %.914.i, %B468.i ]
  %.956.not.i = icmp slt i64 %lo.5.2.i, %hi.4.2.i
  br i1 %.956.not.i, label %B518.i, label %B78.endif

B518.i:                                           ; preds = %B502.i
  %.994.i = icmp slt i64 %hi.4.2.i, 0
  %.995.i = select i1 %.994.i, i64 %arg.k.5.0, i64 0
  %14 = getelementptr i64, ptr %arg.k.4, i64 %hi.4.2.i
  %.1009.i = getelementptr i64, ptr %14, i64 %.995.i
  %.1010.i = load i64, ptr %.1009.i, align 8, !noalias !3
  %.1025.i = icmp slt i64 %lo.5.2.i, 0
  %.1026.i = select i1 %.1025.i, i64 %arg.k.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.k.4, i64 %lo.5.2.i
  %.1040.i = getelementptr i64, ptr %15, i64 %.1026.i
  %.1041.i = load i64, ptr %.1040.i, align 8, !noalias !3
  store i64 %.1010.i, ptr %.1040.i, align 8, !noalias !3
  store i64 %.1041.i, ptr %.1009.i, align 8, !noalias !3
  %.1119.i = select i1 %.994.i, i64 %arg.v.5.0, i64 0
  %16 = getelementptr i64, ptr %arg.v.4, i64 %hi.4.2.i
  %.1133.i = getelementptr i64, ptr %16, i64 %.1119.i
  %.1134.i = load i64, ptr %.1133.i, align 8, !noalias !3
  %.1150.i = select i1 %.1025.i, i64 %arg.v.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.v.4, i64 %lo.5.2.i
  %.1164.i = getelementptr i64, ptr %17, i64 %.1150.i
  %.1165.i = load i64, ptr %.1164.i, align 8, !noalias !3
  store i64 %.1134.i, ptr %.1164.i, align 8, !noalias !3
  store i64 %.1165.i, ptr %.1133.i, align 8, !noalias !3
  %.1231.i = add nsw i64 %lo.5.2.i, 1
  br label %B376.i

B200:                                             ; preds = %B78.endif, %B40, %B10
  %top.5.2 = phi i64 [ %top.4.0, %B10 ], [ %top.3.1, %B40 ], [ %.280, %B78.endif ]
  %.306.not = icmp eq i64 %top.5.2, 0
  br i1 %.306.not, label %B204, label %B208

common.ret:                                       ; preds = %B40.if.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ %.120, %B40.if.if ]
  ret i32 %common.ret.op

B204:                                             ; preds = %B200
  tail call void @NRT_decref(ptr %arg.v.0)
  tail call void @NRT_decref(ptr %arg.stack.0)
  tail call void @NRT_decref(ptr %arg.k.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B208:                                             ; preds = %B200
  %.330 = add nsw i64 %top.5.2, -3
  %.348 = icmp slt i64 %top.5.2, 3
  %.349 = select i1 %.348, i64 %arg.stack.5.0, i64 0
  %18 = getelementptr i64, ptr %arg.stack.4, i64 %.330
  %.363 = getelementptr i64, ptr %18, i64 %.349
  %.364 = load i64, ptr %.363, align 8
  %.379 = icmp slt i64 %top.5.2, 2
  %.380 = select i1 %.379, i64 %arg.stack.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.stack.4, i64 %top.5.2
  %20 = getelementptr i8, ptr %19, i64 -16
  %.394 = getelementptr i64, ptr %20, i64 %.380
  %.395 = load i64, ptr %.394, align 8
  %.410.inv = icmp sgt i64 %top.5.2, 0
  %.411 = select i1 %.410.inv, i64 0, i64 %arg.stack.5.0
  %21 = getelementptr i8, ptr %19, i64 -8
  %.425 = getelementptr i64, ptr %21, i64 %.411
  %.426 = load i64, ptr %.425, align 8
  br label %B10

B40.if.if:                                        ; preds = %B40
  %.128 = icmp sgt i32 %.120, 0
  %.121 = load ptr, ptr %excinfo.1, align 8
  %.129 = select i1 %.128, ptr %.121, ptr undef
  store ptr %.129, ptr %excinfo, align 8
  br label %common.ret

B78.endif:                                        ; preds = %B502.i
  %.148 = add nsw i64 %depth.3.1, -1
  %.198 = icmp slt i64 %top.3.1, 0
  %.199 = select i1 %.198, i64 %arg.stack.5.0, i64 0
  %22 = getelementptr i64, ptr %arg.stack.4, i64 %top.3.1
  %.213 = getelementptr i64, ptr %22, i64 %.199
  store i64 %first.4.1, ptr %.213, align 8
  %.230 = icmp slt i64 %top.3.1, -1
  %.231 = select i1 %.230, i64 %arg.stack.5.0, i64 0
  %23 = getelementptr i8, ptr %22, i64 8
  %.245 = getelementptr i64, ptr %23, i64 %.231
  store i64 %lo.5.2.i, ptr %.245, align 8
  %.262 = icmp slt i64 %top.3.1, -2
  %.263 = select i1 %.262, i64 %arg.stack.5.0, i64 0
  %24 = getelementptr i8, ptr %22, i64 16
  %.277 = getelementptr i64, ptr %24, i64 %.263
  store i64 %.148, ptr %.277, align 8
  %.280 = add nsw i64 %top.3.1, 3
  %.288 = sub nsw i64 %last.2.0, %lo.5.2.i
  %.290 = icmp sgt i64 %.288, %arg.threshold
  br i1 %.290, label %B28, label %B200
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef i32 @_ZN14tflite_memplan10_libstdcxx21_final_insertion_sortB3v48B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr readnone captures(none) %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.n, i64 %arg.threshold) local_unnamed_addr #3 {
B0.endif:
  %.72 = add i64 %arg.n, -1
  %.117377.not = icmp slt i64 %.72, 1
  br i1 %.117377.not, label %B424, label %B38.preheader

B38.preheader:                                    ; preds = %B0.endif
  %0 = shl i64 %arg.k.5.0, 3
  %1 = shl i64 %arg.v.5.0, 3
  %scevgep4 = getelementptr i8, ptr %arg.v.4, i64 8
  %2 = add i64 %0, 8
  %3 = add i64 %0, -8
  br label %B38

B38:                                              ; preds = %B425, %B38.preheader
  %lsr.iv48 = phi ptr [ %scevgep49, %B425 ], [ %arg.k.4, %B38.preheader ]
  %lsr.iv39 = phi ptr [ %scevgep40, %B425 ], [ %arg.v.4, %B38.preheader ]
  %indvar = phi i64 [ %indvar.next, %B425 ], [ 0, %B38.preheader ]
  %.123370380 = phi i64 [ %.130, %B425 ], [ 1, %B38.preheader ]
  %4 = lshr i64 %.123370380, 2
  %5 = mul nsw i64 %4, -4
  %6 = shl i64 %indvar, 3
  %7 = add i64 %6, 16
  %scevgep = getelementptr i8, ptr %arg.k.4, i64 %7
  %scevgep6 = getelementptr i8, ptr %arg.v.4, i64 %7
  %.130 = add nuw i64 %.123370380, 1
  %8 = getelementptr i64, ptr %arg.k.4, i64 %.123370380
  %.188 = load i64, ptr %8, align 8
  %.193 = add nsw i64 %.123370380, -1
  %9 = getelementptr i64, ptr %arg.k.4, i64 %.193
  %.223 = load i64, ptr %9, align 8
  %.225 = icmp slt i64 %.188, %.223
  br i1 %.225, label %B88, label %B425

B88:                                              ; preds = %B38
  %10 = getelementptr i64, ptr %arg.v.4, i64 %.123370380
  %.262 = load i64, ptr %10, align 8
  %.268 = icmp slt i64 %.123370380, %arg.threshold
  br i1 %.268, label %B116, label %B296.preheader

B296.preheader:                                   ; preds = %B116, %B88
  br label %B296

B116:                                             ; preds = %B88
  %.299 = load i64, ptr %arg.k.4, align 8
  %.301 = icmp slt i64 %.188, %.299
  br i1 %.301, label %B176.preheader, label %B296.preheader

B176.preheader:                                   ; preds = %B116
  %min.iters.check = icmp samesign ult i64 %.123370380, 4
  br i1 %min.iters.check, label %B176.preheader4, label %vector.memcheck

vector.memcheck:                                  ; preds = %B176.preheader
  %bound0 = icmp ult ptr %arg.k.4, %scevgep6
  %bound1 = icmp ult ptr %arg.v.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B176.preheader4, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.memcheck
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body ], [ 0, %vector.body.preheader ]
  %11 = shl i64 %lsr.iv, 3
  %scevgep55 = getelementptr i8, ptr %lsr.iv48, i64 %11
  %scevgep56 = getelementptr i8, ptr %scevgep55, i64 -8
  %scevgep54 = getelementptr i8, ptr %scevgep55, i64 -24
  %wide.load = load <2 x i64>, ptr %scevgep56, align 8, !alias.scope !6, !noalias !9
  %wide.load7 = load <2 x i64>, ptr %scevgep54, align 8, !alias.scope !6, !noalias !9
  %12 = shl i64 %lsr.iv, 3
  %scevgep38 = getelementptr i8, ptr %lsr.iv39, i64 %12
  %scevgep41 = getelementptr i8, ptr %scevgep38, i64 -8
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 -24
  %wide.load9 = load <2 x i64>, ptr %scevgep41, align 8, !alias.scope !9
  %wide.load10 = load <2 x i64>, ptr %scevgep39, align 8, !alias.scope !9
  %13 = shl i64 %lsr.iv, 3
  %scevgep42 = getelementptr i8, ptr %lsr.iv48, i64 %13
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 -16
  store <2 x i64> %wide.load, ptr %scevgep55, align 8, !alias.scope !6, !noalias !9
  store <2 x i64> %wide.load7, ptr %scevgep43, align 8, !alias.scope !6, !noalias !9
  %14 = shl i64 %lsr.iv, 3
  %scevgep35 = getelementptr i8, ptr %lsr.iv39, i64 %14
  %scevgep37 = getelementptr i8, ptr %scevgep35, i64 -16
  store <2 x i64> %wide.load9, ptr %scevgep38, align 8, !alias.scope !9
  store <2 x i64> %wide.load10, ptr %scevgep37, align 8, !alias.scope !9
  %lsr.iv.next = add i64 %lsr.iv, -4
  %15 = icmp eq i64 %5, %lsr.iv.next
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %16 = and i64 %.123370380, 3
  %cmp.n = icmp eq i64 %16, 0
  br i1 %cmp.n, label %B238, label %middle.block.B176.preheader17_crit_edge

middle.block.B176.preheader17_crit_edge:          ; preds = %middle.block
  %.pre = add nuw nsw i64 %16, 1
  br label %B176.preheader4

B176.preheader4:                                  ; preds = %middle.block.B176.preheader17_crit_edge, %vector.memcheck, %B176.preheader
  %lsr.iv57.ph = phi i64 [ %.130, %B176.preheader ], [ %.130, %vector.memcheck ], [ %.pre, %middle.block.B176.preheader17_crit_edge ]
  br label %B176

B176:                                             ; preds = %B176.preheader4, %B176
  %lsr.iv57 = phi i64 [ %lsr.iv.next58, %B176 ], [ %lsr.iv57.ph, %B176.preheader4 ]
  %sunkaddr = mul i64 %lsr.iv57, 8
  %sunkaddr53 = getelementptr i8, ptr %arg.k.4, i64 %sunkaddr
  %sunkaddr54 = getelementptr i8, ptr %sunkaddr53, i64 -16
  %.453 = load i64, ptr %sunkaddr54, align 8
  %sunkaddr55 = mul i64 %lsr.iv57, 8
  %sunkaddr56 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr55
  %sunkaddr57 = getelementptr i8, ptr %sunkaddr56, i64 -16
  %.484 = load i64, ptr %sunkaddr57, align 8
  %sunkaddr58 = mul i64 %lsr.iv57, 8
  %sunkaddr59 = getelementptr i8, ptr %arg.k.4, i64 %sunkaddr58
  %sunkaddr60 = getelementptr i8, ptr %sunkaddr59, i64 -8
  store i64 %.453, ptr %sunkaddr60, align 8
  %sunkaddr61 = mul i64 %lsr.iv57, 8
  %sunkaddr62 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr61
  %sunkaddr63 = getelementptr i8, ptr %sunkaddr62, i64 -8
  store i64 %.484, ptr %sunkaddr63, align 8
  %lsr.iv.next58 = add i64 %lsr.iv57, -1
  %.385 = icmp sgt i64 %lsr.iv.next58, 1
  br i1 %.385, label %B176, label %B238, !llvm.loop !14

B238:                                             ; preds = %B176, %middle.block
  store i64 %.188, ptr %arg.k.4, align 8
  store i64 %.262, ptr %arg.v.4, align 8
  br label %B425

B296:                                             ; preds = %B296.preheader, %B296
  %j.3.2 = phi i64 [ %.787, %B296 ], [ %.193, %B296.preheader ]
  %.674 = icmp slt i64 %j.3.2, 0
  %17 = select i1 %.674, i64 %0, i64 0
  %18 = shl i64 %j.3.2, 3
  %19 = add i64 %17, 8
  %scevgep14 = getelementptr i8, ptr %arg.k.4, i64 %19
  %scevgep17 = getelementptr i8, ptr %scevgep14, i64 %18
  %scevgep19 = getelementptr i8, ptr %scevgep17, i64 -8
  %.690 = load i64, ptr %scevgep19, align 8
  %20 = select i1 %.674, i64 %1, i64 0
  %scevgep8 = getelementptr i8, ptr %scevgep4, i64 %20
  %21 = shl i64 %j.3.2, 3
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 %21
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 -8
  %.721 = load i64, ptr %scevgep10, align 8
  %.737 = icmp slt i64 %j.3.2, -1
  %22 = select i1 %.737, i64 %2, i64 8
  %scevgep28 = getelementptr i8, ptr %arg.k.4, i64 %22
  %23 = shl i64 %j.3.2, 3
  %scevgep30 = getelementptr i8, ptr %scevgep28, i64 %23
  store i64 %.690, ptr %scevgep30, align 8
  %24 = select i1 %.737, i64 %1, i64 0
  %scevgep18 = getelementptr i8, ptr %scevgep4, i64 %24
  %25 = shl i64 %j.3.2, 3
  %scevgep25 = getelementptr i8, ptr %scevgep18, i64 %25
  store i64 %.721, ptr %scevgep25, align 8
  %.787 = add i64 %j.3.2, -1
  %.805.inv = icmp sgt i64 %j.3.2, 0
  %26 = select i1 %.805.inv, i64 -8, i64 %3
  %scevgep16 = getelementptr i8, ptr %arg.k.4, i64 %26
  %27 = shl i64 %j.3.2, 3
  %scevgep23 = getelementptr i8, ptr %scevgep16, i64 %27
  %.821 = load i64, ptr %scevgep23, align 8
  %.823 = icmp slt i64 %.188, %.821
  br i1 %.823, label %B296, label %B388

B388:                                             ; preds = %B296
  %28 = shl i64 %.787, 3
  %29 = add i64 %17, 8
  %scevgep11 = getelementptr i8, ptr %arg.k.4, i64 %29
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 %28
  %scevgep5 = getelementptr i8, ptr %scevgep4, i64 %20
  %scevgep7 = getelementptr i8, ptr %scevgep5, i64 %28
  store i64 %.188, ptr %scevgep12, align 8
  store i64 %.262, ptr %scevgep7, align 8
  br label %B425

B424:                                             ; preds = %B425, %B0.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0

B425:                                             ; preds = %B388, %B238, %B38
  %indvar.next = add nuw nsw i64 %indvar, 1
  %scevgep40 = getelementptr i8, ptr %lsr.iv39, i64 8
  %scevgep49 = getelementptr i8, ptr %lsr.iv48, i64 8
  %exitcond.not = icmp eq i64 %.130, %arg.n
  br i1 %exitcond.not, label %B424, label %B38
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan10_libstdcxx10_heap_sortB3v45B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.first, i64 %arg.last) local_unnamed_addr {
B0.else.if:
  %.270 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  %.617 = alloca ptr, align 8
  %excinfo.2 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.k.0)
  tail call void @NRT_incref(ptr %arg.v.0)
  %.37 = sub nsw i64 %arg.last, %arg.first
  %.42 = add i64 %.37, -2
  %.50.1 = ashr i64 %.42, 1
  %.164239 = icmp sgt i64 %.50.1, -1
  br i1 %.164239, label %B62.preheader, label %B334

B62.preheader:                                    ; preds = %B0.else.if
  %0 = shl i64 %arg.first, 3
  %scevgep22 = getelementptr i8, ptr %arg.v.4, i64 %0
  %scevgep25 = getelementptr i8, ptr %arg.k.4, i64 %0
  %1 = shl i64 %arg.k.5.0, 3
  %2 = shl i64 %arg.v.5.0, 3
  br label %B62

B62:                                              ; preds = %B60.backedge, %B62.preheader
  %.170238240 = phi i64 [ %.177, %B60.backedge ], [ %.50.1, %B62.preheader ]
  %3 = add i64 %arg.first, %.170238240
  %.217 = icmp slt i64 %3, 0
  %4 = select i1 %.217, i64 %1, i64 0
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 %4
  %5 = shl i64 %.170238240, 3
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 %5
  %.233 = load i64, ptr %scevgep27, align 8
  %6 = select i1 %.217, i64 %2, i64 0
  %scevgep23 = getelementptr i8, ptr %scevgep22, i64 %6
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 %5
  %.265 = load i64, ptr %scevgep24, align 8
  %.278 = call i32 @_ZN14tflite_memplan10_libstdcxx5_siftB3v46B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx(ptr nonnull %.270, ptr nonnull %excinfo.1, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.first, i64 %.170238240, i64 %.37, i64 %.233, i64 %.265)
  switch i32 %.278, label %common.ret.loopexit20 [
    i32 -2, label %B60.backedge
    i32 0, label %B60.backedge
  ], !prof !2

B60.backedge:                                     ; preds = %B62, %B62
  %.177 = add nsw i64 %.170238240, -1
  %7 = add i64 %.177, 1
  %.164 = icmp sgt i64 %7, 0
  br i1 %.164, label %B62, label %B144.endif

B186:                                             ; preds = %B186.lr.ph, %B184.backedge
  %lsr.iv = phi i64 [ %17, %B186.lr.ph ], [ %lsr.iv.next, %B184.backedge ]
  %8 = add i64 %18, %lsr.iv
  %.439 = icmp slt i64 %lsr.iv, 0
  %9 = select i1 %.439, i64 %1, i64 0
  %scevgep20 = getelementptr i8, ptr %arg.k.4, i64 %9
  %10 = shl i64 %lsr.iv, 3
  %scevgep30 = getelementptr i8, ptr %scevgep20, i64 %10
  %.455 = load i64, ptr %scevgep30, align 8
  %11 = select i1 %.439, i64 %2, i64 0
  %scevgep = getelementptr i8, ptr %arg.v.4, i64 %11
  %12 = shl i64 %lsr.iv, 3
  %scevgep21 = getelementptr i8, ptr %scevgep, i64 %12
  %.487 = load i64, ptr %scevgep21, align 8
  %sunkaddr32 = getelementptr inbounds i8, ptr %15, i64 %sunkaddr
  %.518 = load i64, ptr %sunkaddr32, align 8
  %sunkaddr33 = getelementptr inbounds i8, ptr %16, i64 %sunkaddr29
  %.549 = load i64, ptr %sunkaddr33, align 8
  store i64 %.518, ptr %scevgep30, align 8
  store i64 %.549, ptr %scevgep21, align 8
  %.625 = call i32 @_ZN14tflite_memplan10_libstdcxx5_siftB3v46B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx(ptr nonnull %.617, ptr nonnull %excinfo.2, ptr %arg.k.0, ptr %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr nonnull %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr %arg.v.0, ptr %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr nonnull %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.first, i64 0, i64 %8, i64 %.455, i64 %.487)
  switch i32 %.625, label %common.ret.loopexit [
    i32 -2, label %B184.backedge
    i32 0, label %B184.backedge
  ], !prof !2

B184.backedge:                                    ; preds = %B186, %B186
  %lsr.iv.next = add i64 %lsr.iv, -1
  %13 = add i64 %18, %lsr.iv.next
  %14 = add i64 %13, 1
  %.386 = icmp sgt i64 %14, 1
  br i1 %.386, label %B186, label %B334

common.ret.loopexit:                              ; preds = %B186
  br label %common.ret

common.ret.loopexit20:                            ; preds = %B62
  br label %common.ret

common.ret:                                       ; preds = %common.ret.loopexit20, %common.ret.loopexit, %B334
  %excinfo.sink = phi ptr [ %excinfo, %common.ret.loopexit ], [ %retptr, %B334 ], [ %excinfo, %common.ret.loopexit20 ]
  %common.ret.op = phi i32 [ %.625, %common.ret.loopexit ], [ 0, %B334 ], [ %.278, %common.ret.loopexit20 ]
  store ptr null, ptr %excinfo.sink, align 8
  ret i32 %common.ret.op

B334:                                             ; preds = %B184.backedge, %B144.endif, %B0.else.if
  tail call void @NRT_decref(ptr %arg.v.0)
  tail call void @NRT_decref(ptr %arg.k.0)
  br label %common.ret

B144.endif:                                       ; preds = %B60.backedge
  %.386245 = icmp ult i64 %.42, 9223372036854775807
  br i1 %.386245, label %B186.lr.ph, label %B334

B186.lr.ph:                                       ; preds = %B144.endif
  %.502 = icmp slt i64 %arg.first, 0
  %15 = getelementptr i64, ptr %arg.k.4, i64 %arg.first
  %16 = getelementptr i64, ptr %arg.v.4, i64 %arg.first
  %sunkaddr = select i1 %.502, i64 %1, i64 0
  %sunkaddr29 = select i1 %.502, i64 %2, i64 0
  %17 = add i64 %arg.last, -1
  %18 = sub i64 0, %arg.first
  br label %B186
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef i32 @_ZN14tflite_memplan10_libstdcxx5_siftB3v46B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0, ptr readnone captures(none) %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0, i64 %arg.base, i64 %arg.hole, i64 %arg.n, i64 %arg.key, i64 %arg.value) local_unnamed_addr #3 {
B0.else.if:
  %.61 = add nsw i64 %arg.n, -1
  %.69.1 = ashr i64 %.61, 1
  %.102 = icmp slt i64 %arg.hole, %.69.1
  br i1 %.102, label %B36.preheader, label %B214.else.if

B36.preheader:                                    ; preds = %B0.else.if
  br label %B36

B36:                                              ; preds = %B36.preheader, %B36
  %hole.4.0 = phi i64 [ %spec.select, %B36 ], [ %arg.hole, %B36.preheader ]
  %.112 = shl i64 %hole.4.0, 1
  %.115 = add i64 %.112, 2
  %.125 = add nsw i64 %.115, %arg.base
  %.139 = icmp slt i64 %.125, 0
  %.140 = select i1 %.139, i64 %arg.k.5.0, i64 0
  %0 = getelementptr i64, ptr %arg.k.4, i64 %.125
  %.154 = getelementptr i64, ptr %0, i64 %.140
  %.155 = load i64, ptr %.154, align 8
  %.173.inv = icmp sgt i64 %.125, 0
  %.174 = select i1 %.173.inv, i64 0, i64 %arg.k.5.0
  %1 = getelementptr i8, ptr %0, i64 -8
  %.188 = getelementptr i64, ptr %1, i64 %.174
  %.189 = load i64, ptr %.188, align 8
  %.190 = icmp slt i64 %.155, %.189
  %.193 = or disjoint i64 %.112, 1
  %spec.select = select i1 %.190, i64 %.193, i64 %.115
  %.209 = add nsw i64 %spec.select, %arg.base
  %.223 = icmp slt i64 %.209, 0
  %.224 = select i1 %.223, i64 %arg.k.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.k.4, i64 %.209
  %.238 = getelementptr i64, ptr %2, i64 %.224
  %.239 = load i64, ptr %.238, align 8
  %.257 = select i1 %.223, i64 %arg.v.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.v.4, i64 %.209
  %.271 = getelementptr i64, ptr %3, i64 %.257
  %.272 = load i64, ptr %.271, align 8
  %.275 = add nsw i64 %hole.4.0, %arg.base
  %.289 = icmp slt i64 %.275, 0
  %.290 = select i1 %.289, i64 %arg.k.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.k.4, i64 %.275
  %.304 = getelementptr i64, ptr %4, i64 %.290
  store i64 %.239, ptr %.304, align 8
  %.323 = select i1 %.289, i64 %arg.v.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.v.4, i64 %.275
  %.337 = getelementptr i64, ptr %5, i64 %.323
  store i64 %.272, ptr %.337, align 8
  %.387 = icmp slt i64 %spec.select, %.69.1
  br i1 %.387, label %B36, label %B214.else.if

B256:                                             ; preds = %B232.else.if
  %.498 = shl nsw i64 %hole.5.1, 1
  %.501 = add i64 %arg.base, 2
  %.503 = add i64 %.501, %.498
  %.504 = add nsw i64 %.503, -1
  %.518 = icmp slt i64 %.503, 1
  %.519 = select i1 %.518, i64 %arg.k.5.0, i64 0
  %6 = getelementptr i64, ptr %arg.k.4, i64 %.504
  %.533 = getelementptr i64, ptr %6, i64 %.519
  %.534 = load i64, ptr %.533, align 8
  %.552 = select i1 %.518, i64 %arg.v.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.v.4, i64 %.504
  %.566 = getelementptr i64, ptr %7, i64 %.552
  %.567 = load i64, ptr %.566, align 8
  %.570 = add nsw i64 %hole.5.1, %arg.base
  %.584 = icmp slt i64 %.570, 0
  %.585 = select i1 %.584, i64 %arg.k.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.k.4, i64 %.570
  %.599 = getelementptr i64, ptr %8, i64 %.585
  store i64 %.534, ptr %.599, align 8
  %.620 = select i1 %.584, i64 %arg.v.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.v.4, i64 %.570
  %.634 = getelementptr i64, ptr %9, i64 %.620
  store i64 %.567, ptr %.634, align 8
  %.636 = or disjoint i64 %.498, 1
  br label %B364.else.if

B392:                                             ; preds = %B364.else.if
  %.651 = add nsw i64 %hole.6.0, -1
  %.659.1 = ashr i64 %.651, 1
  %.714 = add nsw i64 %.659.1, %arg.base
  %.730 = icmp slt i64 %.714, 0
  %.731 = select i1 %.730, i64 %arg.k.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.k.4, i64 %.714
  %.745 = getelementptr i64, ptr %10, i64 %.731
  %.746 = load i64, ptr %.745, align 8
  %.748 = icmp slt i64 %.746, %arg.key
  br i1 %.748, label %B422.else.if.preheader, label %B554

B422.else.if.preheader:                           ; preds = %B392
  br label %B422.else.if

B524:                                             ; preds = %B422.else.if
  %.897 = add nsw i64 %parent.2.0, -1
  %.905.1 = ashr i64 %.897, 1
  %.958 = add nsw i64 %.905.1, %arg.base
  %.974 = icmp slt i64 %.958, 0
  %.975 = select i1 %.974, i64 %arg.k.5.0, i64 0
  %11 = getelementptr i64, ptr %arg.k.4, i64 %.958
  %.989 = getelementptr i64, ptr %11, i64 %.975
  %.990 = load i64, ptr %.989, align 8
  %.992 = icmp slt i64 %.990, %arg.key
  br i1 %.992, label %B422.else.if, label %B554

B554:                                             ; preds = %B422.else.if, %B524, %B364.else.if, %B392
  %hole.8.1 = phi i64 [ %hole.6.0, %B392 ], [ %hole.6.0, %B364.else.if ], [ %parent.2.0, %B524 ], [ %parent.2.0, %B422.else.if ]
  %.1015 = add nsw i64 %hole.8.1, %arg.base
  %.1030 = icmp slt i64 %.1015, 0
  %.1031 = select i1 %.1030, i64 %arg.k.5.0, i64 0
  %12 = getelementptr i64, ptr %arg.k.4, i64 %.1015
  %.1045 = getelementptr i64, ptr %12, i64 %.1031
  store i64 %arg.key, ptr %.1045, align 8
  %.1076 = select i1 %.1030, i64 %arg.v.5.0, i64 0
  %13 = getelementptr i64, ptr %arg.v.4, i64 %.1015
  %.1090 = getelementptr i64, ptr %13, i64 %.1076
  store i64 %arg.value, ptr %.1090, align 8
  store ptr null, ptr %retptr, align 8
  ret i32 0

B214.else.if:                                     ; preds = %B36, %B0.else.if
  %hole.5.1 = phi i64 [ %arg.hole, %B0.else.if ], [ %spec.select, %B36 ]
  %14 = and i64 %arg.n, 1
  %.445 = icmp eq i64 %14, 0
  br i1 %.445, label %B232.else.if, label %B364.else.if

B232.else.if:                                     ; preds = %B214.else.if
  %.451 = add nsw i64 %arg.n, -2
  %.472 = ashr exact i64 %.451, 1
  %.495 = icmp eq i64 %hole.5.1, %.472
  br i1 %.495, label %B256, label %B364.else.if

B364.else.if:                                     ; preds = %B232.else.if, %B214.else.if, %B256
  %hole.6.0 = phi i64 [ %.636, %B256 ], [ %hole.5.1, %B232.else.if ], [ %hole.5.1, %B214.else.if ]
  %.697 = icmp sgt i64 %hole.6.0, %arg.hole
  br i1 %.697, label %B392, label %B554

B422.else.if:                                     ; preds = %B422.else.if.preheader, %B524
  %hole.7.0 = phi i64 [ %parent.2.0, %B524 ], [ %hole.6.0, %B422.else.if.preheader ]
  %parent.2.0 = phi i64 [ %.905.1, %B524 ], [ %.659.1, %B422.else.if.preheader ]
  %.755 = add nsw i64 %parent.2.0, %arg.base
  %.769 = icmp slt i64 %.755, 0
  %.770 = select i1 %.769, i64 %arg.k.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.k.4, i64 %.755
  %.784 = getelementptr i64, ptr %15, i64 %.770
  %.785 = load i64, ptr %.784, align 8
  %.803 = select i1 %.769, i64 %arg.v.5.0, i64 0
  %16 = getelementptr i64, ptr %arg.v.4, i64 %.755
  %.817 = getelementptr i64, ptr %16, i64 %.803
  %.818 = load i64, ptr %.817, align 8
  %.821 = add nsw i64 %hole.7.0, %arg.base
  %.835 = icmp slt i64 %.821, 0
  %.836 = select i1 %.835, i64 %arg.k.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.k.4, i64 %.821
  %.850 = getelementptr i64, ptr %17, i64 %.836
  store i64 %.785, ptr %.850, align 8
  %.871 = select i1 %.835, i64 %arg.v.5.0, i64 0
  %18 = getelementptr i64, ptr %arg.v.4, i64 %.821
  %.885 = getelementptr i64, ptr %18, i64 %.871
  store i64 %.818, ptr %.885, align 8
  %.943 = icmp sgt i64 %parent.2.0, %arg.hole
  br i1 %.943, label %B524, label %B554
}

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline }
attributes #2 = { nounwind }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 1, i32 49, i32 49}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN14tflite_memplan10_libstdcxx24_partition_around_medianB3v47B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!5 = distinct !{!5, !"_ZN14tflite_memplan10_libstdcxx24_partition_around_medianB3v47B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx"}
!6 = !{!7}
!7 = distinct !{!7, !8}
!8 = distinct !{!8, !"LVerDomain"}
!9 = !{!10}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !12}

declare void @llvm.trap()
