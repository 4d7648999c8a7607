; kernel: tflite_memplan.planners.offset.exact._search
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: b1038cdbf302a3ecae47b68d1360ea4c6ff9aa6ea5f6f38f1d761c27077a1430
; entry: cfunc._ZN13_3cdynamic_3e5entryB2v1B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxx8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axx
; ModuleID = 'entry'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv13_3cdynamic_3e5entryB2v1B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxx8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axx = common local_unnamed_addr global ptr null
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = global i8 zeroinitializer
@PyExc_SystemError = global i8 zeroinitializer
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v2B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8int64_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v3B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE7bool_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6offset5exact7_searchB2v4B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = global i8 zeroinitializer

define range(i32 -1, -2) i32 @_ZN13_3cdynamic_3e5entryB2v1B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxx8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr captures(none) %arg.st_at, i64 %arg.st_len, ptr readonly captures(none) %arg.size_at, i64 %arg.size_len, ptr readonly captures(none) %arg.top_of_at, i64 %arg.top_of_len, ptr readonly captures(none) %arg.fixed_at, i64 %arg.fixed_len, ptr readonly captures(none) %arg.nbr_ptr_at, i64 %arg.nbr_ptr_len, ptr readonly captures(none) %arg.nbr_at, i64 %arg.nbr_len, ptr readonly captures(none) %arg.sec_lo_at, i64 %arg.sec_lo_len, ptr readonly captures(none) %arg.sec_hi_at, i64 %arg.sec_hi_len, ptr readonly captures(none) %arg.sec_ptr_at, i64 %arg.sec_ptr_len, ptr readonly captures(none) %arg.sec_buf_at, i64 %arg.sec_buf_len, i64 %arg.capacity, i64 %arg.slack, ptr captures(none) %arg.minoff_at, i64 %arg.minoff_len, ptr captures(none) %arg.placed_at, i64 %arg.placed_len, ptr captures(none) %arg.offset_at, i64 %arg.offset_len, ptr captures(none) %arg.floor_at, i64 %arg.floor_len, ptr captures(none) %arg.total_at, i64 %arg.total_len, ptr captures(none) %arg.chosen_at, i64 %arg.chosen_len, ptr captures(none) %arg.pos_at, i64 %arg.pos_len, ptr captures(none) %arg.hat_at, i64 %arg.hat_len, ptr captures(none) %arg.order_at, i64 %arg.order_len, ptr captures(none) %arg.ord_start_at, i64 %arg.ord_start_len, ptr captures(none) %arg.ord_len_at, i64 %arg.ord_len_len, ptr captures(none) %arg.min_height_at, i64 %arg.min_height_len, ptr captures(none) %arg.mlog_j_at, i64 %arg.mlog_j_len, ptr captures(none) %arg.mlog_v_at, i64 %arg.mlog_v_len, ptr captures(none) %arg.mlog_at_at, i64 %arg.mlog_at_len, ptr captures(none) %arg.slog_s_at, i64 %arg.slog_s_len, ptr captures(none) %arg.slog_v_at, i64 %arg.slog_v_len, ptr captures(none) %arg.slog_at_at, i64 %arg.slog_at_len, ptr captures(none) %arg.stamp_at, i64 %arg.stamp_len, ptr captures(none) %arg.cut_at, i64 %arg.cut_len, ptr captures(none) %arg.max_total_at, i64 %arg.max_total_len, ptr captures(none) %arg.max_where_at, i64 %arg.max_where_len, i64 %arg.budget) local_unnamed_addr {
B0.endif.endif.endif.endi...endif.6.endif.endif:
  %.1584 = alloca i64, align 8
  %excinfo.33 = alloca ptr, align 8
  store i64 0, ptr %.1584, align 8
  %.1652 = call i32 @_ZN14tflite_memplan8planners6offset5exact7_searchB2v4B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.1584, ptr nonnull %excinfo.33, ptr null, ptr null, i64 %arg.st_len, i64 8, ptr %arg.st_at, i64 %arg.st_len, i64 8, ptr null, ptr null, i64 %arg.size_len, i64 8, ptr %arg.size_at, i64 %arg.size_len, i64 8, ptr null, ptr null, i64 %arg.top_of_len, i64 8, ptr %arg.top_of_at, i64 %arg.top_of_len, i64 8, ptr null, ptr null, i64 %arg.fixed_len, i64 8, ptr %arg.fixed_at, i64 %arg.fixed_len, i64 8, ptr null, ptr null, i64 %arg.nbr_ptr_len, i64 8, ptr %arg.nbr_ptr_at, i64 %arg.nbr_ptr_len, i64 8, ptr null, ptr null, i64 %arg.nbr_len, i64 8, ptr %arg.nbr_at, i64 %arg.nbr_len, i64 8, ptr null, ptr null, i64 %arg.sec_lo_len, i64 8, ptr %arg.sec_lo_at, i64 %arg.sec_lo_len, i64 8, ptr null, ptr null, i64 %arg.sec_hi_len, i64 8, ptr %arg.sec_hi_at, i64 %arg.sec_hi_len, i64 8, ptr null, ptr null, i64 %arg.sec_ptr_len, i64 8, ptr %arg.sec_ptr_at, i64 %arg.sec_ptr_len, i64 8, ptr null, ptr null, i64 %arg.sec_buf_len, i64 8, ptr %arg.sec_buf_at, i64 %arg.sec_buf_len, i64 8, i64 %arg.capacity, i64 %arg.slack, ptr null, ptr null, i64 %arg.minoff_len, i64 8, ptr %arg.minoff_at, i64 %arg.minoff_len, i64 8, ptr null, ptr null, i64 %arg.placed_len, i64 1, ptr %arg.placed_at, i64 %arg.placed_len, i64 1, ptr null, ptr null, i64 %arg.offset_len, i64 8, ptr %arg.offset_at, i64 %arg.offset_len, i64 8, ptr null, ptr null, i64 %arg.floor_len, i64 8, ptr %arg.floor_at, i64 %arg.floor_len, i64 8, ptr null, ptr null, i64 %arg.total_len, i64 8, ptr %arg.total_at, i64 %arg.total_len, i64 8, ptr null, ptr null, i64 %arg.chosen_len, i64 8, ptr %arg.chosen_at, i64 %arg.chosen_len, i64 8, ptr null, ptr null, i64 %arg.pos_len, i64 8, ptr %arg.pos_at, i64 %arg.pos_len, i64 8, ptr null, ptr null, i64 %arg.hat_len, i64 1, ptr %arg.hat_at, i64 %arg.hat_len, i64 1, ptr null, ptr null, i64 %arg.order_len, i64 8, ptr %arg.order_at, i64 %arg.order_len, i64 8, ptr null, ptr null, i64 %arg.ord_start_len, i64 8, ptr %arg.ord_start_at, i64 %arg.ord_start_len, i64 8, ptr null, ptr null, i64 %arg.ord_len_len, i64 8, ptr %arg.ord_len_at, i64 %arg.ord_len_len, i64 8, ptr null, ptr null, i64 %arg.min_height_len, i64 8, ptr %arg.min_height_at, i64 %arg.min_height_len, i64 8, ptr null, ptr null, i64 %arg.mlog_j_len, i64 8, ptr %arg.mlog_j_at, i64 %arg.mlog_j_len, i64 8, ptr null, ptr null, i64 %arg.mlog_v_len, i64 8, ptr %arg.mlog_v_at, i64 %arg.mlog_v_len, i64 8, ptr null, ptr null, i64 %arg.mlog_at_len, i64 8, ptr %arg.mlog_at_at, i64 %arg.mlog_at_len, i64 8, ptr null, ptr null, i64 %arg.slog_s_len, i64 8, ptr %arg.slog_s_at, i64 %arg.slog_s_len, i64 8, ptr null, ptr null, i64 %arg.slog_v_len, i64 8, ptr %arg.slog_v_at, i64 %arg.slog_v_len, i64 8, ptr null, ptr null, i64 %arg.slog_at_len, i64 8, ptr %arg.slog_at_at, i64 %arg.slog_at_len, i64 8, ptr null, ptr null, i64 %arg.stamp_len, i64 8, ptr %arg.stamp_at, i64 %arg.stamp_len, i64 8, ptr null, ptr null, i64 %arg.cut_len, i64 8, ptr %arg.cut_at, i64 %arg.cut_len, i64 8, ptr null, ptr null, i64 %arg.max_total_len, i64 8, ptr %arg.max_total_at, i64 %arg.max_total_len, i64 8, ptr null, ptr null, i64 %arg.max_where_len, i64 8, ptr %arg.max_where_at, i64 %arg.max_where_len, i64 8, i64 %arg.budget)
  switch i32 %.1652, label %B0.endif.endif.endif.endi...endif.6.endif.endif.if.if [
    i32 -2, label %B0.endif.endif.endif.endi...endif.6.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endi...endif.6.endif.endif.endif
  ], !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.6.endif.endif.if.if, %B0.endif.endif.endif.endi...endif.6.endif.endif.endif
  %common.ret.op = phi i32 [ %.1652, %B0.endif.endif.endif.endi...endif.6.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endi...endif.6.endif.endif.endif ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endi...endif.6.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.6.endif.endif, %B0.endif.endif.endif.endi...endif.6.endif.endif
  %.1662 = load i64, ptr %.1584, align 8
  store i64 %.1662, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.6.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endi...endif.6.endif.endif
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define i64 @cfunc._ZN13_3cdynamic_3e5entryB2v1B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxx8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axx(ptr captures(none) %.1, i64 %.2, ptr readonly captures(none) %.3, i64 %.4, ptr readonly captures(none) %.5, i64 %.6, ptr readonly captures(none) %.7, i64 %.8, ptr readonly captures(none) %.9, i64 %.10, ptr readonly captures(none) %.11, i64 %.12, ptr readonly captures(none) %.13, i64 %.14, ptr readonly captures(none) %.15, i64 %.16, ptr readonly captures(none) %.17, i64 %.18, ptr readonly captures(none) %.19, i64 %.20, i64 %.21, i64 %.22, ptr captures(none) %.23, i64 %.24, ptr captures(none) %.25, i64 %.26, ptr captures(none) %.27, i64 %.28, ptr captures(none) %.29, i64 %.30, ptr captures(none) %.31, i64 %.32, ptr captures(none) %.33, i64 %.34, ptr captures(none) %.35, i64 %.36, ptr captures(none) %.37, i64 %.38, ptr captures(none) %.39, i64 %.40, ptr captures(none) %.41, i64 %.42, ptr captures(none) %.43, i64 %.44, ptr captures(none) %.45, i64 %.46, ptr captures(none) %.47, i64 %.48, ptr captures(none) %.49, i64 %.50, ptr captures(none) %.51, i64 %.52, ptr captures(none) %.53, i64 %.54, ptr captures(none) %.55, i64 %.56, ptr captures(none) %.57, i64 %.58, ptr captures(none) %.59, i64 %.60, ptr captures(none) %.61, i64 %.62, ptr captures(none) %.63, i64 %.64, ptr captures(none) %.65, i64 %.66, i64 %.67) local_unnamed_addr {
entry:
  %.69 = alloca i64, align 8
  store i64 0, ptr %.69, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.73 = call i32 @_ZN13_3cdynamic_3e5entryB2v1B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxx8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax7bool_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axx(ptr nonnull %.69, ptr nonnull %excinfo, ptr %.1, i64 %.2, ptr %.3, i64 %.4, ptr %.5, i64 %.6, ptr %.7, i64 %.8, ptr %.9, i64 %.10, ptr %.11, i64 %.12, ptr %.13, i64 %.14, ptr %.15, i64 %.16, ptr %.17, i64 %.18, ptr %.19, i64 %.20, i64 %.21, i64 %.22, ptr %.23, i64 %.24, ptr %.25, i64 %.26, ptr %.27, i64 %.28, ptr %.29, i64 %.30, ptr %.31, i64 %.32, ptr %.33, i64 %.34, ptr %.35, i64 %.36, ptr %.37, i64 %.38, ptr %.39, i64 %.40, ptr %.41, i64 %.42, ptr %.43, i64 %.44, ptr %.45, i64 %.46, ptr %.47, i64 %.48, ptr %.49, i64 %.50, ptr %.51, i64 %.52, ptr %.53, i64 %.54, ptr %.55, i64 %.56, ptr %.57, i64 %.58, ptr %.59, i64 %.60, ptr %.61, i64 %.62, ptr %.63, i64 %.64, ptr %.65, i64 %.66, i64 %.67) #2
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load i64, ptr %.69, align 8
  %.85 = alloca i32, align 4
  store i32 0, ptr %.85, align 4
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !1

entry.if:                                         ; preds = %entry
  %.81 = icmp sgt i32 %.73, 0
  call void @numba_gil_ensure(ptr nonnull %.85)
  br i1 %.81, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.88, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.83, %.88 ], [ %.83, %entry ]
  ret i64 %common.ret.op

.88:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.136 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.136)
  call void @Py_DecRef(ptr %.136)
  call void @numba_gil_release(ptr nonnull %.85)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.91 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.92 = extractvalue { ptr, i32, ptr, ptr, i32 } %.91, 4
  %.93 = icmp sgt i32 %.92, 0
  %.96 = extractvalue { ptr, i32, ptr, ptr, i32 } %.91, 0
  %.98 = extractvalue { ptr, i32, ptr, ptr, i32 } %.91, 1
  br i1 %.93, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.73, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.88
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.99 = sext i32 %.98 to i64
  %.100 = call ptr @PyBytes_FromStringAndSize(ptr %.96, i64 %.99)
  %.101 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.102 = extractvalue { ptr, i32, ptr, ptr, i32 } %.101, 2
  %.104 = extractvalue { ptr, i32, ptr, ptr, i32 } %.101, 3
  %.106 = call ptr %.104(ptr %.102)
  %.107 = icmp eq ptr %.106, null
  br i1 %.107, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if.if
  %.120 = extractvalue { ptr, i32, ptr, ptr, i32 } %.91, 2
  %.121 = call ptr @numba_unpickle(ptr %.96, i32 %.98, ptr %.120)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.123 = phi ptr [ %.111, %entry.if.if.if.endif ], [ %.121, %entry.if.if.else ]
  %.124.not = icmp eq ptr %.123, null
  br i1 %.124.not, label %.88, label %entry.if.if.endif.if, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.111 = call ptr @numba_runtime_build_excinfo_struct(ptr %.100, ptr nonnull %.106)
  call void @NRT_Free(ptr nonnull %.74)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.123)
  br label %.88

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.88

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %.88
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

define linkonce_odr noundef i32 @_ZN14tflite_memplan8planners6offset5exact7_searchB2v4B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIbLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.st.0, ptr readnone captures(none) %arg.st.1, i64 %arg.st.2, i64 %arg.st.3, ptr captures(none) %arg.st.4, i64 %arg.st.5.0, i64 %arg.st.6.0, ptr %arg.size.0, ptr readnone captures(none) %arg.size.1, i64 %arg.size.2, i64 %arg.size.3, ptr readonly captures(none) %arg.size.4, i64 %arg.size.5.0, i64 %arg.size.6.0, ptr %arg.top_of.0, ptr readnone captures(none) %arg.top_of.1, i64 %arg.top_of.2, i64 %arg.top_of.3, ptr readonly captures(none) %arg.top_of.4, i64 %arg.top_of.5.0, i64 %arg.top_of.6.0, ptr %arg.fixed.0, ptr readnone captures(none) %arg.fixed.1, i64 %arg.fixed.2, i64 %arg.fixed.3, ptr readonly captures(none) %arg.fixed.4, i64 %arg.fixed.5.0, i64 %arg.fixed.6.0, ptr %arg.nbr_ptr.0, ptr readnone captures(none) %arg.nbr_ptr.1, i64 %arg.nbr_ptr.2, i64 %arg.nbr_ptr.3, ptr readonly captures(none) %arg.nbr_ptr.4, i64 %arg.nbr_ptr.5.0, i64 %arg.nbr_ptr.6.0, ptr %arg.nbr.0, ptr readnone captures(none) %arg.nbr.1, i64 %arg.nbr.2, i64 %arg.nbr.3, ptr readonly captures(none) %arg.nbr.4, i64 %arg.nbr.5.0, i64 %arg.nbr.6.0, ptr %arg.sec_lo.0, ptr readnone captures(none) %arg.sec_lo.1, i64 %arg.sec_lo.2, i64 %arg.sec_lo.3, ptr readonly captures(none) %arg.sec_lo.4, i64 %arg.sec_lo.5.0, i64 %arg.sec_lo.6.0, ptr %arg.sec_hi.0, ptr readnone captures(none) %arg.sec_hi.1, i64 %arg.sec_hi.2, i64 %arg.sec_hi.3, ptr readonly captures(none) %arg.sec_hi.4, i64 %arg.sec_hi.5.0, i64 %arg.sec_hi.6.0, ptr %arg.sec_ptr.0, ptr readnone captures(none) %arg.sec_ptr.1, i64 %arg.sec_ptr.2, i64 %arg.sec_ptr.3, ptr readonly captures(none) %arg.sec_ptr.4, i64 %arg.sec_ptr.5.0, i64 %arg.sec_ptr.6.0, ptr %arg.sec_buf.0, ptr readnone captures(none) %arg.sec_buf.1, i64 %arg.sec_buf.2, i64 %arg.sec_buf.3, ptr readonly captures(none) %arg.sec_buf.4, i64 %arg.sec_buf.5.0, i64 %arg.sec_buf.6.0, i64 %arg.capacity, i64 %arg.slack, ptr %arg.minoff.0, ptr readnone captures(none) %arg.minoff.1, i64 %arg.minoff.2, i64 %arg.minoff.3, ptr captures(none) %arg.minoff.4, i64 %arg.minoff.5.0, i64 %arg.minoff.6.0, ptr %arg.placed.0, ptr readnone captures(none) %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr captures(none) %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.offset.0, ptr readnone captures(none) %arg.offset.1, i64 %arg.offset.2, i64 %arg.offset.3, ptr captures(none) %arg.offset.4, i64 %arg.offset.5.0, i64 %arg.offset.6.0, ptr %arg.floor.0, ptr readnone captures(none) %arg.floor.1, i64 %arg.floor.2, i64 %arg.floor.3, ptr captures(none) %arg.floor.4, i64 %arg.floor.5.0, i64 %arg.floor.6.0, ptr %arg.total.0, ptr readnone captures(none) %arg.total.1, i64 %arg.total.2, i64 %arg.total.3, ptr captures(none) %arg.total.4, i64 %arg.total.5.0, i64 %arg.total.6.0, ptr %arg.chosen.0, ptr readnone captures(none) %arg.chosen.1, i64 %arg.chosen.2, i64 %arg.chosen.3, ptr captures(none) %arg.chosen.4, i64 %arg.chosen.5.0, i64 %arg.chosen.6.0, ptr %arg.pos.0, ptr readnone captures(none) %arg.pos.1, i64 %arg.pos.2, i64 %arg.pos.3, ptr captures(none) %arg.pos.4, i64 %arg.pos.5.0, i64 %arg.pos.6.0, ptr %arg.hat.0, ptr readnone captures(none) %arg.hat.1, i64 %arg.hat.2, i64 %arg.hat.3, ptr captures(none) %arg.hat.4, i64 %arg.hat.5.0, i64 %arg.hat.6.0, ptr %arg.order.0, ptr readnone captures(none) %arg.order.1, i64 %arg.order.2, i64 %arg.order.3, ptr captures(none) %arg.order.4, i64 %arg.order.5.0, i64 %arg.order.6.0, ptr %arg.ord_start.0, ptr readnone captures(none) %arg.ord_start.1, i64 %arg.ord_start.2, i64 %arg.ord_start.3, ptr captures(none) %arg.ord_start.4, i64 %arg.ord_start.5.0, i64 %arg.ord_start.6.0, ptr %arg.ord_len.0, ptr readnone captures(none) %arg.ord_len.1, i64 %arg.ord_len.2, i64 %arg.ord_len.3, ptr captures(none) %arg.ord_len.4, i64 %arg.ord_len.5.0, i64 %arg.ord_len.6.0, ptr %arg.min_height.0, ptr readnone captures(none) %arg.min_height.1, i64 %arg.min_height.2, i64 %arg.min_height.3, ptr captures(none) %arg.min_height.4, i64 %arg.min_height.5.0, i64 %arg.min_height.6.0, ptr %arg.mlog_j.0, ptr readnone captures(none) %arg.mlog_j.1, i64 %arg.mlog_j.2, i64 %arg.mlog_j.3, ptr captures(none) %arg.mlog_j.4, i64 %arg.mlog_j.5.0, i64 %arg.mlog_j.6.0, ptr %arg.mlog_v.0, ptr readnone captures(none) %arg.mlog_v.1, i64 %arg.mlog_v.2, i64 %arg.mlog_v.3, ptr captures(none) %arg.mlog_v.4, i64 %arg.mlog_v.5.0, i64 %arg.mlog_v.6.0, ptr %arg.mlog_at.0, ptr readnone captures(none) %arg.mlog_at.1, i64 %arg.mlog_at.2, i64 %arg.mlog_at.3, ptr captures(none) %arg.mlog_at.4, i64 %arg.mlog_at.5.0, i64 %arg.mlog_at.6.0, ptr %arg.slog_s.0, ptr readnone captures(none) %arg.slog_s.1, i64 %arg.slog_s.2, i64 %arg.slog_s.3, ptr captures(none) %arg.slog_s.4, i64 %arg.slog_s.5.0, i64 %arg.slog_s.6.0, ptr %arg.slog_v.0, ptr readnone captures(none) %arg.slog_v.1, i64 %arg.slog_v.2, i64 %arg.slog_v.3, ptr captures(none) %arg.slog_v.4, i64 %arg.slog_v.5.0, i64 %arg.slog_v.6.0, ptr %arg.slog_at.0, ptr readnone captures(none) %arg.slog_at.1, i64 %arg.slog_at.2, i64 %arg.slog_at.3, ptr captures(none) %arg.slog_at.4, i64 %arg.slog_at.5.0, i64 %arg.slog_at.6.0, ptr %arg.stamp.0, ptr readnone captures(none) %arg.stamp.1, i64 %arg.stamp.2, i64 %arg.stamp.3, ptr captures(none) %arg.stamp.4, i64 %arg.stamp.5.0, i64 %arg.stamp.6.0, ptr %arg.cut.0, ptr readnone captures(none) %arg.cut.1, i64 %arg.cut.2, i64 %arg.cut.3, ptr captures(none) %arg.cut.4, i64 %arg.cut.5.0, i64 %arg.cut.6.0, ptr %arg.max_total.0, ptr readnone captures(none) %arg.max_total.1, i64 %arg.max_total.2, i64 %arg.max_total.3, ptr captures(none) %arg.max_total.4, i64 %arg.max_total.5.0, i64 %arg.max_total.6.0, ptr %arg.max_where.0, ptr readnone captures(none) %arg.max_where.1, i64 %arg.max_where.2, i64 %arg.max_where.3, ptr captures(none) %arg.max_where.4, i64 %arg.max_where.5.0, i64 %arg.max_where.6.0, i64 %arg.budget) local_unnamed_addr {
B0:
  %const = bitcast i64 -9223372036854775808 to i64
  tail call void @NRT_incref(ptr %arg.st.0)
  tail call void @NRT_incref(ptr %arg.size.0)
  tail call void @NRT_incref(ptr %arg.top_of.0)
  tail call void @NRT_incref(ptr %arg.fixed.0)
  tail call void @NRT_incref(ptr %arg.nbr_ptr.0)
  tail call void @NRT_incref(ptr %arg.nbr.0)
  tail call void @NRT_incref(ptr %arg.sec_lo.0)
  tail call void @NRT_incref(ptr %arg.sec_hi.0)
  tail call void @NRT_incref(ptr %arg.sec_ptr.0)
  tail call void @NRT_incref(ptr %arg.sec_buf.0)
  tail call void @NRT_incref(ptr %arg.minoff.0)
  tail call void @NRT_incref(ptr %arg.placed.0)
  tail call void @NRT_incref(ptr %arg.offset.0)
  tail call void @NRT_incref(ptr %arg.floor.0)
  tail call void @NRT_incref(ptr %arg.total.0)
  tail call void @NRT_incref(ptr %arg.chosen.0)
  tail call void @NRT_incref(ptr %arg.pos.0)
  tail call void @NRT_incref(ptr %arg.hat.0)
  tail call void @NRT_incref(ptr %arg.order.0)
  tail call void @NRT_incref(ptr %arg.ord_start.0)
  tail call void @NRT_incref(ptr %arg.ord_len.0)
  tail call void @NRT_incref(ptr %arg.min_height.0)
  tail call void @NRT_incref(ptr %arg.mlog_j.0)
  tail call void @NRT_incref(ptr %arg.mlog_v.0)
  tail call void @NRT_incref(ptr %arg.mlog_at.0)
  tail call void @NRT_incref(ptr %arg.slog_s.0)
  tail call void @NRT_incref(ptr %arg.slog_v.0)
  tail call void @NRT_incref(ptr %arg.slog_at.0)
  tail call void @NRT_incref(ptr %arg.stamp.0)
  tail call void @NRT_incref(ptr %arg.cut.0)
  tail call void @NRT_incref(ptr %arg.max_total.0)
  tail call void @NRT_incref(ptr %arg.max_where.0)
  %.516 = load i64, ptr %arg.st.4, align 8
  %.548 = getelementptr i8, ptr %arg.st.4, i64 8
  %.549 = load i64, ptr %.548, align 8
  %.1244 = add nsw i64 %arg.capacity, 1
  %.5916 = add nsw i64 %arg.slack, 1
  %0 = add i64 %arg.floor.5.0, -1
  %xtraiter510 = and i64 %arg.floor.5.0, 3
  %const_mat = add i64 %const, -4
  %unroll_iter515 = and i64 %arg.floor.5.0, %const_mat
  %1 = shl i64 %arg.order.5.0, 3
  %2 = trunc nuw i64 %arg.size.5.0 to i32
  %3 = shl i64 %arg.ord_start.5.0, 3
  %4 = shl i64 %arg.min_height.5.0, 3
  %5 = shl i64 %arg.total.5.0, 3
  %6 = shl i64 %arg.nbr.5.0, 3
  %7 = shl i64 %arg.slog_s.5.0, 3
  %8 = shl i64 %arg.floor.5.0, 3
  %9 = shl i64 %arg.slog_v.5.0, 3
  %10 = shl i64 %arg.cut.5.0, 3
  %11 = trunc nuw i64 %.5916 to i32
  %12 = shl i64 %arg.sec_buf.5.0, 3
  %13 = shl i64 %arg.mlog_v.5.0, 3
  %14 = shl i64 %arg.mlog_j.5.0, 3
  %15 = shl i64 %arg.size.5.0, 3
  %16 = shl i64 %arg.top_of.5.0, 3
  %scevgep754 = getelementptr i8, ptr %arg.nbr.4, i64 8
  br label %B102

B102:                                             ; preds = %B2992.endif, %B2992.endif.thread, %B4152, %B4126, %B3588.critedge, %B0
  %d.3.1 = phi i64 [ %.516, %B0 ], [ %.5774, %B2992.endif.thread ], [ %.5774, %B2992.endif ], [ %.5774, %B3588.critedge ], [ %.8788, %B4126 ], [ %.8788, %B4152 ]
  %expand.5.1 = phi i64 [ %.549, %B0 ], [ 1, %B2992.endif.thread ], [ %., %B2992.endif ], [ 2, %B3588.critedge ], [ %expand.7.3, %B4126 ], [ %expand.7.3, %B4152 ]
  %nodes.2.1 = phi i64 [ 0, %B0 ], [ %nodes.4.25134, %B2992.endif.thread ], [ %nodes.4.25134, %B2992.endif ], [ %nodes.4.25134, %B3588.critedge ], [ %nodes.4.25133, %B4126 ], [ %nodes.4.25133, %B4152 ]
  switch i64 %expand.5.1, label %B1262.lr.ph [
    i64 1, label %B116
    i64 2, label %B3596
  ]

B116:                                             ; preds = %B102
  %.595 = icmp eq i64 %d.3.1, %arg.size.5.0
  br i1 %.595, label %B128, label %B182

common.ret:                                       ; preds = %B3608, %B3522, %B194, %B128
  %.sink = phi i64 [ 1, %B3608 ], [ 3, %B3522 ], [ 2, %B194 ], [ 0, %B128 ]
  tail call void @NRT_decref(ptr %arg.st.0)
  store i64 %.sink, ptr %retptr, align 8
  ret i32 0

B128:                                             ; preds = %B116
  tail call void @NRT_decref(ptr %arg.total.0)
  tail call void @NRT_decref(ptr %arg.top_of.0)
  tail call void @NRT_decref(ptr %arg.stamp.0)
  tail call void @NRT_decref(ptr %arg.slog_v.0)
  tail call void @NRT_decref(ptr %arg.slog_s.0)
  tail call void @NRT_decref(ptr %arg.slog_at.0)
  tail call void @NRT_decref(ptr %arg.size.0)
  tail call void @NRT_decref(ptr %arg.sec_ptr.0)
  tail call void @NRT_decref(ptr %arg.sec_lo.0)
  tail call void @NRT_decref(ptr %arg.sec_hi.0)
  tail call void @NRT_decref(ptr %arg.sec_buf.0)
  tail call void @NRT_decref(ptr %arg.pos.0)
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.order.0)
  tail call void @NRT_decref(ptr %arg.ord_start.0)
  tail call void @NRT_decref(ptr %arg.ord_len.0)
  tail call void @NRT_decref(ptr %arg.offset.0)
  tail call void @NRT_decref(ptr %arg.nbr_ptr.0)
  tail call void @NRT_decref(ptr %arg.nbr.0)
  tail call void @NRT_decref(ptr %arg.mlog_v.0)
  tail call void @NRT_decref(ptr %arg.mlog_j.0)
  tail call void @NRT_decref(ptr %arg.mlog_at.0)
  tail call void @NRT_decref(ptr %arg.minoff.0)
  tail call void @NRT_decref(ptr %arg.min_height.0)
  tail call void @NRT_decref(ptr %arg.max_where.0)
  tail call void @NRT_decref(ptr %arg.max_total.0)
  tail call void @NRT_decref(ptr %arg.hat.0)
  tail call void @NRT_decref(ptr %arg.floor.0)
  tail call void @NRT_decref(ptr %arg.fixed.0)
  tail call void @NRT_decref(ptr %arg.cut.0)
  tail call void @NRT_decref(ptr %arg.chosen.0)
  %.790 = getelementptr i8, ptr %arg.st.4, i64 16
  %.791 = load i64, ptr %.790, align 8
  %.793 = add nsw i64 %.791, %nodes.2.1
  store i64 %arg.size.5.0, ptr %arg.st.4, align 8
  %sunkaddr = getelementptr i8, ptr %arg.st.4, i64 8
  store i64 1, ptr %sunkaddr, align 8
  store i64 %.793, ptr %.790, align 8
  br label %common.ret

B182:                                             ; preds = %B116
  %.898.not = icmp slt i64 %nodes.2.1, %arg.budget
  br i1 %.898.not, label %B248, label %B194

B194:                                             ; preds = %B182
  tail call void @NRT_decref(ptr %arg.total.0)
  tail call void @NRT_decref(ptr %arg.top_of.0)
  tail call void @NRT_decref(ptr %arg.stamp.0)
  tail call void @NRT_decref(ptr %arg.slog_v.0)
  tail call void @NRT_decref(ptr %arg.slog_s.0)
  tail call void @NRT_decref(ptr %arg.slog_at.0)
  tail call void @NRT_decref(ptr %arg.size.0)
  tail call void @NRT_decref(ptr %arg.sec_ptr.0)
  tail call void @NRT_decref(ptr %arg.sec_lo.0)
  tail call void @NRT_decref(ptr %arg.sec_hi.0)
  tail call void @NRT_decref(ptr %arg.sec_buf.0)
  tail call void @NRT_decref(ptr %arg.pos.0)
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.order.0)
  tail call void @NRT_decref(ptr %arg.ord_start.0)
  tail call void @NRT_decref(ptr %arg.ord_len.0)
  tail call void @NRT_decref(ptr %arg.offset.0)
  tail call void @NRT_decref(ptr %arg.nbr_ptr.0)
  tail call void @NRT_decref(ptr %arg.nbr.0)
  tail call void @NRT_decref(ptr %arg.mlog_v.0)
  tail call void @NRT_decref(ptr %arg.mlog_j.0)
  tail call void @NRT_decref(ptr %arg.mlog_at.0)
  tail call void @NRT_decref(ptr %arg.minoff.0)
  tail call void @NRT_decref(ptr %arg.min_height.0)
  tail call void @NRT_decref(ptr %arg.max_where.0)
  tail call void @NRT_decref(ptr %arg.max_total.0)
  tail call void @NRT_decref(ptr %arg.hat.0)
  tail call void @NRT_decref(ptr %arg.floor.0)
  tail call void @NRT_decref(ptr %arg.fixed.0)
  tail call void @NRT_decref(ptr %arg.cut.0)
  tail call void @NRT_decref(ptr %arg.chosen.0)
  %.1093 = getelementptr i8, ptr %arg.st.4, i64 16
  %.1094 = load i64, ptr %.1093, align 8
  %.1096 = add nsw i64 %.1094, %nodes.2.1
  store i64 %d.3.1, ptr %arg.st.4, align 8
  %sunkaddr785 = getelementptr i8, ptr %arg.st.4, i64 8
  store i64 1, ptr %sunkaddr785, align 8
  store i64 %.1096, ptr %.1093, align 8
  br label %common.ret

B248:                                             ; preds = %B182
  %.1200 = add nsw i64 %nodes.2.1, 1
  %.1223 = icmp slt i64 %d.3.1, 0
  %.1224 = select i1 %.1223, i64 %arg.ord_start.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.ord_start.4, i64 %d.3.1
  %.1238 = getelementptr i64, ptr %17, i64 %.1224
  %.1239 = load i64, ptr %.1238, align 8
  %.1252 = icmp sgt i64 %d.3.1, 0
  br i1 %.1252, label %B304, label %B368.endif

B304:                                             ; preds = %B248
  %18 = getelementptr i64, ptr %arg.chosen.4, i64 %d.3.1
  %.1284 = getelementptr i8, ptr %18, i64 -8
  %.1285 = load i64, ptr %.1284, align 8
  %.1299 = icmp slt i64 %.1285, 0
  %.1300 = select i1 %.1299, i64 %arg.offset.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.offset.4, i64 %.1285
  %.1314 = getelementptr i64, ptr %19, i64 %.1300
  %.1315 = load i64, ptr %.1314, align 8
  %.1317 = mul nsw i64 %.1315, %arg.size.5.0
  %.1350 = add nsw i64 %.1317, %.1285
  br label %B368.endif

B400:                                             ; preds = %B400.preheader, %B560
  %lowest_top.2.34904 = phi i64 [ %lowest_top.3.4, %B560 ], [ %.1244, %B400.preheader ]
  %k.3.34903 = phi i64 [ %k.4.4, %B560 ], [ 0, %B400.preheader ]
  %.145448994901 = phi i64 [ %.1461, %B560 ], [ 0, %B400.preheader ]
  %.1461 = add nuw nsw i64 %.145448994901, 1
  %20 = getelementptr i8, ptr %arg.placed.4, i64 %.145448994901
  %.1527 = load i8, ptr %20, align 1
  %.1530 = icmp eq i8 %.1527, 0
  br i1 %.1530, label %B418, label %B560

B418:                                             ; preds = %B400
  %21 = shl i64 %.145448994901, 3
  %scevgep592 = getelementptr i8, ptr %arg.minoff.4, i64 %21
  %.1576 = load i64, ptr %scevgep592, align 8
  %scevgep = getelementptr i8, ptr %arg.size.4, i64 %21
  %.1607 = load i64, ptr %scevgep, align 8
  %.1608 = add nsw i64 %.1607, %.1576
  %spec.select = tail call i64 @llvm.smin.i64(i64 %.1608, i64 %lowest_top.2.34904)
  %.1718 = mul nsw i64 %.1576, %arg.size.5.0
  %22 = add i64 %.145448994901, %.1718
  %.1728 = icmp sgt i64 %22, %after.2.3
  br i1 %.1728, label %B534, label %B560

B534:                                             ; preds = %B418
  %.1737 = add nsw i64 %k.3.34903, %.1239
  %.1752 = icmp slt i64 %.1737, 0
  %.1753 = select i1 %.1752, i64 %arg.order.5.0, i64 0
  %23 = getelementptr i64, ptr %arg.order.4, i64 %.1737
  %.1767 = getelementptr i64, ptr %23, i64 %.1753
  store i64 %22, ptr %.1767, align 8
  %.1772 = add nsw i64 %k.3.34903, 1
  br label %B560

B560:                                             ; preds = %B534, %B418, %B400
  %k.4.4 = phi i64 [ %k.3.34903, %B418 ], [ %.1772, %B534 ], [ %k.3.34903, %B400 ]
  %lowest_top.3.4 = phi i64 [ %spec.select, %B418 ], [ %spec.select, %B534 ], [ %lowest_top.2.34904, %B400 ]
  %exitcond.not = icmp eq i64 %arg.size.5.0, %.1461
  br i1 %exitcond.not, label %B562.endif, label %B400

B598:                                             ; preds = %B598.lr.ph, %B680
  %lsr.iv595 = phi i64 [ %k.4.4, %B598.lr.ph ], [ %lsr.iv.next596, %B680 ]
  %lsr.iv = phi i64 [ %.1239, %B598.lr.ph ], [ %lsr.iv.next, %B680 ]
  %kept.2.34913 = phi i64 [ 0, %B598.lr.ph ], [ %kept.3.4, %B680 ]
  %.1947 = icmp slt i64 %lsr.iv, 0
  %24 = select i1 %.1947, i64 %1, i64 0
  %scevgep593 = getelementptr i8, ptr %arg.order.4, i64 %24
  %25 = shl i64 %lsr.iv, 3
  %scevgep594 = getelementptr i8, ptr %scevgep593, i64 %25
  %.1963 = load i64, ptr %scevgep594, align 8
  %.1967 = icmp slt i64 %.1963, %.1966
  br i1 %.1967, label %B636, label %B680

B636:                                             ; preds = %B598
  %.2006 = add nsw i64 %kept.2.34913, %.1239
  %.2020 = icmp slt i64 %.2006, 0
  %.2021 = select i1 %.2020, i64 %arg.order.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.order.4, i64 %.2006
  %.2035 = getelementptr i64, ptr %26, i64 %.2021
  store i64 %.1963, ptr %.2035, align 8
  %.2038 = add nsw i64 %kept.2.34913, 1
  br label %B680

B680:                                             ; preds = %B636, %B598
  %kept.3.4 = phi i64 [ %.2038, %B636 ], [ %kept.2.34913, %B598 ]
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next596 = add nsw i64 %lsr.iv595, -1
  %exitcond5118.not = icmp eq i64 %lsr.iv.next596, 0
  br i1 %exitcond5118.not, label %B682.else.if, label %B598

B740:                                             ; preds = %B740.lr.ph, %B1098
  %.219549244926 = phi i64 [ 0, %B740.lr.ph ], [ %.2202, %B1098 ]
  %.2202 = add nuw nsw i64 %.219549244926, 1
  %27 = xor i64 %.219549244926, -1
  %.2237 = add i64 %.2070.1, %27
  %.2243.not = icmp sgt i64 %.2070.1, %.219549244926
  br i1 %.2243.not, label %B858, label %B774

B774:                                             ; preds = %B740
  %.2249.neg = sub i64 %.2070.1, %.219549244926
  %.2252 = add i64 %.2249.neg, %.2246
  %.2256 = add nsw i64 %.2252, %.1239
  %.2270 = icmp slt i64 %.2256, 0
  %.2271 = select i1 %.2270, i64 %arg.order.5.0, i64 0
  %28 = getelementptr i64, ptr %arg.order.4, i64 %.2256
  %.2285 = getelementptr i64, ptr %28, i64 %.2271
  %.2286 = load i64, ptr %.2285, align 8
  %sunkaddr786 = getelementptr inbounds i8, ptr %200, i64 %sunkaddr696
  %.2317 = load i64, ptr %sunkaddr786, align 8
  store i64 %.2286, ptr %sunkaddr786, align 8
  store i64 %.2317, ptr %.2285, align 8
  br label %B858

B858:                                             ; preds = %B774, %B740
  %end.2.4 = phi i64 [ %.2252, %B774 ], [ %kept.2.3.lcssa, %B740 ]
  %parent.4.4 = phi i64 [ 0, %B774 ], [ %.2237, %B740 ]
  %.23944917 = shl nsw i64 %parent.4.4, 1
  %.23954918 = or disjoint i64 %.23944917, 1
  %.2401.not4919 = icmp slt i64 %.23954918, %end.2.4
  br i1 %.2401.not4919, label %B890.preheader, label %B1098

B890.preheader:                                   ; preds = %B858
  br label %B890

B890:                                             ; preds = %B890.preheader, %B1022
  %.23954922 = phi i64 [ %.2395, %B1022 ], [ %.23954918, %B890.preheader ]
  %.23944921 = phi i64 [ %.2394, %B1022 ], [ %.23944917, %B890.preheader ]
  %parent.3.44920 = phi i64 [ %child.2.6, %B1022 ], [ %parent.4.4, %B890.preheader ]
  %.2415 = add nsw i64 %.23944921, 2
  %.2417 = icmp slt i64 %.2415, %end.2.4
  br i1 %.2417, label %B908, label %B972

B908:                                             ; preds = %B890
  %.2424 = add nsw i64 %.23954922, %.1239
  %.2439 = icmp slt i64 %.2424, -1
  %.2440 = select i1 %.2439, i64 %arg.order.5.0, i64 0
  %29 = getelementptr i64, ptr %arg.order.4, i64 %.2424
  %30 = getelementptr i8, ptr %29, i64 8
  %.2454 = getelementptr i64, ptr %30, i64 %.2440
  %.2455 = load i64, ptr %.2454, align 8
  %.2472 = icmp slt i64 %.2424, 0
  %.2473 = select i1 %.2472, i64 %arg.order.5.0, i64 0
  %.2487 = getelementptr i64, ptr %29, i64 %.2473
  %.2488 = load i64, ptr %.2487, align 8
  %.2489 = icmp sgt i64 %.2455, %.2488
  %spec.select4852 = select i1 %.2489, i64 %.2415, i64 %.23954922
  br label %B972

B972:                                             ; preds = %B908, %B890
  %child.2.6 = phi i64 [ %.23954922, %B890 ], [ %spec.select4852, %B908 ]
  %.2502 = add nsw i64 %parent.3.44920, %.1239
  %.2516 = icmp slt i64 %.2502, 0
  %.2517 = select i1 %.2516, i64 %arg.order.5.0, i64 0
  %31 = getelementptr i64, ptr %arg.order.4, i64 %.2502
  %.2531 = getelementptr i64, ptr %31, i64 %.2517
  %.2532 = load i64, ptr %.2531, align 8
  %.2535 = add nsw i64 %child.2.6, %.1239
  %.2549 = icmp slt i64 %.2535, 0
  %.2550 = select i1 %.2549, i64 %arg.order.5.0, i64 0
  %32 = getelementptr i64, ptr %arg.order.4, i64 %.2535
  %.2564 = getelementptr i64, ptr %32, i64 %.2550
  %.2565 = load i64, ptr %.2564, align 8
  %.2566.not = icmp slt i64 %.2532, %.2565
  br i1 %.2566.not, label %B1022, label %B1098

B1022:                                            ; preds = %B972
  %sunkaddr698 = shl i64 %.2517, 3
  %sunkaddr699 = getelementptr inbounds i8, ptr %31, i64 %sunkaddr698
  store i64 %.2565, ptr %sunkaddr699, align 8
  %sunkaddr700 = shl i64 %.2550, 3
  %sunkaddr701 = getelementptr inbounds i8, ptr %32, i64 %sunkaddr700
  store i64 %.2532, ptr %sunkaddr701, align 8
  %.2394 = shl nsw i64 %child.2.6, 1
  %.2395 = or disjoint i64 %.2394, 1
  %.2401.not = icmp slt i64 %.2395, %end.2.4
  br i1 %.2401.not, label %B890, label %B1098

B1098:                                            ; preds = %B1022, %B972, %B858
  %exitcond5119.not = icmp eq i64 %.2202, %201
  br i1 %exitcond5119.not, label %B1100.endif, label %B740

B1132:                                            ; preds = %B1132.preheader, %B1132.endif
  %lsr.iv601 = phi i64 [ %lsr.iv.next602, %B1132.endif ], [ %kept.2.3.lcssa, %B1132.preheader ]
  %lsr.iv598 = phi i64 [ %lsr.iv.next599, %B1132.endif ], [ %.1239, %B1132.preheader ]
  %33 = icmp ne i64 %arg.size.5.0, 0
  %34 = icmp ne i64 %arg.size.5.0, -1
  %.2853 = icmp slt i64 %lsr.iv598, 0
  %35 = select i1 %.2853, i64 %1, i64 0
  %scevgep597 = getelementptr i8, ptr %arg.order.4, i64 %35
  %36 = shl i64 %lsr.iv598, 3
  %scevgep600 = getelementptr i8, ptr %scevgep597, i64 %36
  %.2869 = load i64, ptr %scevgep600, align 8
  %.2884 = icmp ne i64 %.2869, %const
  %.2886.not = or i1 %34, %.2884
  %or.cond5096 = select i1 %33, i1 %.2886.not, i1 false, !prof !3
  br i1 %or.cond5096, label %B1132.else.if, label %B1132.endif, !prof !3

B1232.thread:                                     ; preds = %B1132.endif, %B1100.endif
  %37 = icmp slt i64 %d.3.1, 0
  %.2969 = select i1 %37, i64 %arg.ord_len.5.0, i64 0
  %38 = getelementptr i64, ptr %arg.ord_len.4, i64 %d.3.1
  %.2983 = getelementptr i64, ptr %38, i64 %.2969
  store i64 %kept.2.3.lcssa, ptr %.2983, align 8
  %.2987 = add nsw i64 %kept.2.3.lcssa, %.1239
  %.3007 = icmp slt i64 %d.3.1, -1
  %.3008 = select i1 %.3007, i64 %arg.ord_start.5.0, i64 0
  %39 = getelementptr i8, ptr %17, i64 8
  %.3022 = getelementptr i64, ptr %39, i64 %.3008
  store i64 %.2987, ptr %.3022, align 8
  %.3040 = select i1 %37, i64 %arg.min_height.5.0, i64 0
  %40 = getelementptr i64, ptr %arg.min_height.4, i64 %d.3.1
  %.3054 = getelementptr i64, ptr %40, i64 %.3040
  store i64 %lowest_top.2.3.lcssa5151, ptr %.3054, align 8
  %.3073 = select i1 %37, i64 %arg.pos.5.0, i64 0
  %41 = getelementptr i64, ptr %arg.pos.4, i64 %d.3.1
  %.3087 = getelementptr i64, ptr %41, i64 %.3073
  store i64 0, ptr %.3087, align 8
  br label %B1262.lr.ph

B1262.lr.ph:                                      ; preds = %B102, %B1232.thread
  %spec.select48535136 = phi i64 [ 0, %B1232.thread ], [ %expand.5.1, %B102 ]
  %nodes.4.25134 = phi i64 [ %.1200, %B1232.thread ], [ %nodes.2.1, %B102 ]
  %.3150 = icmp slt i64 %d.3.1, 0
  %.3151 = select i1 %.3150, i64 %arg.pos.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.pos.4, i64 %d.3.1
  %.3165 = getelementptr i64, ptr %42, i64 %.3151
  %.3182 = select i1 %.3150, i64 %arg.ord_len.5.0, i64 0
  %43 = getelementptr i64, ptr %arg.ord_len.4, i64 %d.3.1
  %.3196 = getelementptr i64, ptr %43, i64 %.3182
  %44 = getelementptr i64, ptr %arg.chosen.4, i64 %d.3.1
  %.3166.pre = load i64, ptr %.3165, align 8
  %.319738 = load i64, ptr %.3196, align 8
  %.319839 = icmp slt i64 %.3166.pre, %.319738
  br i1 %.319839, label %B1300.preheader, label %B3596

B1300.preheader:                                  ; preds = %B1262.lr.ph
  %45 = icmp slt i64 %d.3.1, 0
  %46 = getelementptr i64, ptr %arg.min_height.4, i64 %d.3.1
  %47 = getelementptr i64, ptr %arg.ord_start.4, i64 %d.3.1
  %sunkaddr702 = select i1 %45, i64 %3, i64 0
  %sunkaddr707 = select i1 %45, i64 %4, i64 0
  br label %B1300

B1300:                                            ; preds = %B1300.preheader, %B4175
  %.316640 = phi i64 [ %.31665123, %B4175 ], [ %.3166.pre, %B1300.preheader ]
  %48 = icmp sgt i64 %d.3.1, 0
  %sunkaddr787 = getelementptr inbounds i8, ptr %47, i64 %sunkaddr702
  %.3236 = load i64, ptr %sunkaddr787, align 8
  %.3268 = add nsw i64 %.3236, %.316640
  %.3282 = icmp slt i64 %.3268, 0
  %.3283 = select i1 %.3282, i64 %arg.order.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.order.4, i64 %.3268
  %.3297 = getelementptr i64, ptr %49, i64 %.3283
  %.3298 = load i64, ptr %.3297, align 8
  %.3333 = add nsw i64 %.316640, 1
  %sunkaddr788 = mul i64 %.3151, 8
  %sunkaddr789 = getelementptr i8, ptr %42, i64 %sunkaddr788
  store i64 %.3333, ptr %sunkaddr789, align 8
  %.3379 = icmp slt i64 %.3298, 0
  %.3380 = select i1 %.3379, i64 %arg.minoff.5.0, i64 0
  %50 = getelementptr i64, ptr %arg.minoff.4, i64 %.3298
  %.3394 = getelementptr i64, ptr %50, i64 %.3380
  %.3395 = load i64, ptr %.3394, align 8
  br i1 %48, label %B1406, label %B1490

B1406:                                            ; preds = %B1300
  %sunkaddr790 = getelementptr i8, ptr %44, i64 -8
  %.3433 = load i64, ptr %sunkaddr790, align 8
  %.3451 = icmp slt i64 %.3433, 0
  %.3452 = select i1 %.3451, i64 %arg.offset.5.0, i64 0
  %51 = getelementptr i64, ptr %arg.offset.4, i64 %.3433
  %.3466 = getelementptr i64, ptr %51, i64 %.3452
  %.3467 = load i64, ptr %.3466, align 8
  %.3469 = icmp slt i64 %.3395, %.3467
  br i1 %.3469, label %B4175, label %B1452

B1452:                                            ; preds = %B1406
  %.3503 = icmp eq i64 %.3395, %.3467
  %.3507 = icmp slt i64 %.3298, %.3433
  %or.cond = and i1 %.3507, %.3503
  br i1 %or.cond, label %B4175, label %B1490

B1490:                                            ; preds = %B1452, %B1300
  %sunkaddr791 = getelementptr inbounds i8, ptr %46, i64 %sunkaddr707
  %.3550 = load i64, ptr %sunkaddr791, align 8
  %.3552.not = icmp slt i64 %.3395, %.3550
  br i1 %.3552.not, label %B1516, label %B4175

B1516:                                            ; preds = %B1490
  %52 = icmp slt i64 %.3298, 0
  %.3574 = select i1 %52, i64 %arg.fixed.5.0, i64 0
  %53 = getelementptr i64, ptr %arg.fixed.4, i64 %.3298
  %.3588 = getelementptr i64, ptr %53, i64 %.3574
  %.3589 = load i64, ptr %.3588, align 8
  %.3590 = icmp sgt i64 %.3589, -1
  %.3624 = icmp ne i64 %.3395, %.3589
  %or.cond4854 = select i1 %.3590, i1 %.3624, i1 false
  br i1 %or.cond4854, label %B4175, label %B1566.endif

B1626:                                            ; preds = %B1566.endif, %B1628
  %.37854938 = phi i64 [ %.3792, %B1628 ], [ %.3664, %B1566.endif ]
  %.37784937 = phi i64 [ %.3788, %B1628 ], [ %..3732, %B1566.endif ]
  %.3779 = icmp sgt i64 %.37784937, 0
  br i1 %.3779, label %B1628, label %B1904.endif

B1628:                                            ; preds = %B1626
  %.3788 = add nsw i64 %.37784937, -1
  %.3792 = add i64 %.37854938, 1
  %sunkaddr792 = getelementptr inbounds i8, ptr %224, i64 %sunkaddr709
  %.3852 = load i64, ptr %sunkaddr792, align 8
  %.3854 = add nsw i64 %.3852, %.3395
  %.3876 = icmp slt i64 %.37854938, 0
  %54 = select i1 %.3876, i64 %5, i64 0
  %scevgep603 = getelementptr i8, ptr %arg.total.4, i64 %54
  %55 = shl i64 %.37854938, 3
  %scevgep604 = getelementptr i8, ptr %scevgep603, i64 %55
  %.3892 = load i64, ptr %scevgep604, align 8
  %sunkaddr793 = getelementptr inbounds i8, ptr %225, i64 %sunkaddr711
  %.3923 = load i64, ptr %sunkaddr793, align 8
  %.3924 = sub nsw i64 %.3892, %.3923
  %.3925 = icmp sgt i64 %.3924, 0
  %.3993 = sub nsw i64 %.3924, %arg.slack
  %.3995 = select i1 %.3925, i64 %.3993, i64 0
  %f.4.6 = add nsw i64 %.3854, %.3995
  %.4007 = icmp sgt i64 %f.4.6, %arg.capacity
  br i1 %.4007, label %B1766.endif, label %B1626

B1832:                                            ; preds = %B1766.endif, %B1834
  %.41884940 = phi i64 [ %.4195, %B1834 ], [ %.4064, %B1766.endif ]
  %.41814939 = phi i64 [ %.4191, %B1834 ], [ %..4135, %B1766.endif ]
  %.4182 = icmp sgt i64 %.41814939, 0
  br i1 %.4182, label %B1834, label %B1878

B1834:                                            ; preds = %B1832
  %.4191 = add nsw i64 %.41814939, -1
  %.4195 = add i64 %.41884940, 1
  %.4235 = icmp slt i64 %.41884940, 0
  %56 = select i1 %.4235, i64 %6, i64 0
  %scevgep605 = getelementptr i8, ptr %arg.nbr.4, i64 %56
  %57 = shl i64 %.41884940, 3
  %scevgep606 = getelementptr i8, ptr %scevgep605, i64 %57
  %.4251 = load i64, ptr %scevgep606, align 8
  %.4265 = icmp slt i64 %.4251, 0
  %.4266 = select i1 %.4265, i64 %arg.placed.5.0, i64 0
  %58 = getelementptr i8, ptr %arg.placed.4, i64 %.4251
  %.4280 = getelementptr i8, ptr %58, i64 %.4266
  %.4281 = load i8, ptr %.4280, align 1
  %.4284 = icmp eq i8 %.4281, 0
  br i1 %.4284, label %B4175, label %B1832

B1878:                                            ; preds = %B1832
  %sunkaddr794 = mul i64 %.3182, 8
  %sunkaddr795 = getelementptr i8, ptr %43, i64 %sunkaddr794
  %.4340 = load i64, ptr %sunkaddr795, align 8
  %sunkaddr796 = mul i64 %.3151, 8
  %sunkaddr797 = getelementptr i8, ptr %42, i64 %sunkaddr796
  store i64 %.4340, ptr %sunkaddr797, align 8
  br label %B4175

B2008:                                            ; preds = %B2008.preheader, %B2008
  %lsr.iv611 = phi i64 [ %234, %B2008.preheader ], [ %lsr.iv.next612, %B2008 ]
  %sl.3.34973 = phi i64 [ %.4506, %B2008.preheader ], [ %.4782, %B2008 ]
  %.465749694971 = phi i64 [ %.4540, %B2008.preheader ], [ %.4664, %B2008 ]
  %.4664 = add i64 %.465749694971, 1
  %.4703 = icmp slt i64 %sl.3.34973, 0
  %59 = select i1 %.4703, i64 %7, i64 0
  %scevgep607 = getelementptr i8, ptr %arg.slog_s.4, i64 %59
  %60 = shl i64 %sl.3.34973, 3
  %scevgep608 = getelementptr i8, ptr %scevgep607, i64 %60
  store i64 %.465749694971, ptr %scevgep608, align 8
  %.4733 = icmp slt i64 %.465749694971, 0
  %61 = select i1 %.4733, i64 %8, i64 0
  %scevgep615 = getelementptr i8, ptr %arg.floor.4, i64 %61
  %62 = shl i64 %.465749694971, 3
  %scevgep616 = getelementptr i8, ptr %scevgep615, i64 %62
  %.4749 = load i64, ptr %scevgep616, align 8
  %63 = select i1 %.4703, i64 %9, i64 0
  %scevgep609 = getelementptr i8, ptr %arg.slog_v.4, i64 %63
  %64 = shl i64 %sl.3.34973, 3
  %scevgep738 = getelementptr i8, ptr %scevgep609, i64 %64
  store i64 %.4749, ptr %scevgep738, align 8
  %.4782 = add i64 %sl.3.34973, 1
  %sunkaddr798 = getelementptr i8, ptr %224, i64 %sunkaddr709
  %.4815 = load i64, ptr %sunkaddr798, align 8
  %.4817 = add nsw i64 %.4815, %.3395
  store i64 %.4817, ptr %scevgep616, align 8
  %65 = select i1 %.4733, i64 %5, i64 0
  %scevgep613 = getelementptr i8, ptr %arg.total.4, i64 %65
  %66 = shl i64 %.465749694971, 3
  %scevgep739 = getelementptr i8, ptr %scevgep613, i64 %66
  %.4877 = load i64, ptr %scevgep739, align 8
  %sunkaddr799 = getelementptr i8, ptr %225, i64 %sunkaddr711
  %.4908 = load i64, ptr %sunkaddr799, align 8
  %.4909 = sub nsw i64 %.4877, %.4908
  store i64 %.4909, ptr %scevgep739, align 8
  %lsr.iv.next612 = add i64 %lsr.iv611, -1
  %.4651 = icmp samesign ugt i64 %lsr.iv.next612, 1
  br i1 %.4651, label %B2008, label %B2126.endif.loopexit

B2194:                                            ; preds = %B2194.preheader.new, %B2194
  %lsr.iv740 = phi i64 [ %241, %B2194.preheader.new ], [ %lsr.iv.next741, %B2194 ]
  %split.2.34982 = phi i1 [ %spec.select4855.1, %B2194 ], [ false, %B2194.preheader.new ]
  %.509649784980 = phi i64 [ %75, %B2194 ], [ %.4978, %B2194.preheader.new ]
  %.5147 = icmp slt i64 %.509649784980, 0
  %67 = select i1 %.5147, i64 %10, i64 0
  %scevgep617 = getelementptr i8, ptr %arg.cut.4, i64 %67
  %68 = shl i64 %.509649784980, 3
  %scevgep618 = getelementptr i8, ptr %scevgep617, i64 %68
  %.5163 = load i64, ptr %scevgep618, align 8
  %.5164 = add nsw i64 %.5163, -1
  store i64 %.5164, ptr %scevgep618, align 8
  %.5225 = icmp eq i64 %.5164, 0
  %69 = add i64 %.509649784980, 1
  %.5147.1 = icmp slt i64 %69, 0
  %70 = select i1 %.5147.1, i64 %10, i64 0
  %71 = add i64 %70, 8
  %scevgep742 = getelementptr i8, ptr %arg.cut.4, i64 %71
  %72 = shl i64 %.509649784980, 3
  %scevgep743 = getelementptr i8, ptr %scevgep742, i64 %72
  %.5163.1 = load i64, ptr %scevgep743, align 8
  %.5164.1 = add nsw i64 %.5163.1, -1
  store i64 %.5164.1, ptr %scevgep743, align 8
  %.5225.1 = icmp eq i64 %.5164.1, 0
  %73 = select i1 %.5225.1, i1 true, i1 %.5225
  %spec.select4855.1 = select i1 %73, i1 true, i1 %split.2.34982
  %74 = add i64 %.509649784980, 2
  %lsr.iv.next741 = add i64 %lsr.iv740, 2
  %niter.ncmp.1.not = icmp eq i64 %lsr.iv.next741, 0
  %75 = add i64 %69, 1
  br i1 %niter.ncmp.1.not, label %B2258.loopexit.unr-lcssa, label %B2194

B2258.loopexit.unr-lcssa:                         ; preds = %B2194
  %76 = and i64 %.5047, 1
  %lcmp.mod.not = icmp eq i64 %76, 0
  br i1 %lcmp.mod.not, label %B2258.loopexit, label %B2194.epil.preheader

B2194.epil.preheader:                             ; preds = %B2258.loopexit.unr-lcssa, %B2194.preheader
  %split.2.34982.epil.init = phi i1 [ false, %B2194.preheader ], [ %spec.select4855.1, %B2258.loopexit.unr-lcssa ]
  %.509649784980.epil.init = phi i64 [ %.4978, %B2194.preheader ], [ %74, %B2258.loopexit.unr-lcssa ]
  %.5147.epil = icmp slt i64 %.509649784980.epil.init, 0
  %.5148.epil = select i1 %.5147.epil, i64 %arg.cut.5.0, i64 0
  %77 = getelementptr i64, ptr %arg.cut.4, i64 %.509649784980.epil.init
  %.5162.epil = getelementptr i64, ptr %77, i64 %.5148.epil
  %.5163.epil = load i64, ptr %.5162.epil, align 8
  %.5164.epil = add nsw i64 %.5163.epil, -1
  store i64 %.5164.epil, ptr %.5162.epil, align 8
  %.5225.epil = icmp eq i64 %.5164.epil, 0
  %spec.select4855.epil = select i1 %.5225.epil, i1 true, i1 %split.2.34982.epil.init
  br label %B2258.loopexit

B2258.loopexit:                                   ; preds = %B2194.epil.preheader, %B2258.loopexit.unr-lcssa
  %spec.select4855.lcssa = phi i1 [ %spec.select4855.1, %B2258.loopexit.unr-lcssa ], [ %spec.select4855.epil, %B2194.epil.preheader ]
  %sunkaddr721 = shl i64 %.3649, 3
  %sunkaddr722 = getelementptr i8, ptr %222, i64 %sunkaddr721
  %.5345.pre = load i64, ptr %sunkaddr722, align 8
  br label %B2258

B2258:                                            ; preds = %B2126.endif, %B2258.loopexit
  %.5345 = phi i64 [ %.4978, %B2126.endif ], [ %.5345.pre, %B2258.loopexit ]
  %split.2.3.lcssa = phi i1 [ false, %B2126.endif ], [ %spec.select4855.lcssa, %B2258.loopexit ]
  %78 = icmp slt i64 %d.3.1, 0
  %.5258 = select i1 %78, i64 %arg.max_total.5.0, i64 0
  %79 = getelementptr i64, ptr %arg.max_total.4, i64 %d.3.1
  %.5272 = getelementptr i64, ptr %79, i64 %.5258
  %.5273 = load i64, ptr %.5272, align 8
  %.5292 = select i1 %78, i64 %arg.max_where.5.0, i64 0
  %80 = getelementptr i64, ptr %arg.max_where.4, i64 %d.3.1
  %.5306 = getelementptr i64, ptr %80, i64 %.5292
  %.5307 = load i64, ptr %.5306, align 8
  %.5347.not = icmp slt i64 %.5307, %.5345
  br i1 %.5347.not, label %B2350, label %B2318

B2318:                                            ; preds = %B2258
  %sunkaddr723 = shl i64 %.3680, 3
  %sunkaddr724 = getelementptr i8, ptr %223, i64 %sunkaddr723
  %.5382 = load i64, ptr %sunkaddr724, align 8
  %.5384 = icmp slt i64 %.5307, %.5382
  %spec.select4856 = select i1 %.5384, i64 -1, i64 %.5307
  br label %B2350

B2350:                                            ; preds = %B2318, %B2258
  %where.3.3 = phi i64 [ %.5307, %B2258 ], [ %spec.select4856, %B2318 ]
  %.5423 = icmp sgt i64 %.5273, 0
  br i1 %.5423, label %B2362, label %B2522

B2362:                                            ; preds = %B2350
  %.5436 = sub i64 %.3395, %arg.slack
  %.5438 = add i64 %.5273, %.5436
  %.5440 = icmp sgt i64 %.5438, %arg.capacity
  br i1 %.5440, label %B2386, label %B2522

B2386:                                            ; preds = %B2362
  %81 = icmp slt i64 %arg.floor.5.0, 1
  %.5459 = icmp sgt i64 %where.3.3, -1
  %brmerge = select i1 %.5459, i1 true, i1 %81
  %not..5459 = xor i1 %.5459, true
  %.5273.mux = select i1 %.5459, i64 %.5273, i64 0
  br i1 %brmerge, label %B2522, label %B2434.preheader

B2434.preheader:                                  ; preds = %B2386
  %82 = icmp ult i64 %0, 3
  br i1 %82, label %B2434.epil.preheader, label %B2434.preheader737

B2434.preheader737:                               ; preds = %B2434.preheader
  br label %B2434

B2434:                                            ; preds = %B2434.preheader737, %B2434
  %bound.3.54992 = phi i64 [ %spec.select4857.3, %B2434 ], [ 0, %B2434.preheader737 ]
  %where.6.54991 = phi i64 [ %spec.select4858.3, %B2434 ], [ %where.3.3, %B2434.preheader737 ]
  %.556649874989 = phi i64 [ %86, %B2434 ], [ 0, %B2434.preheader737 ]
  %sunkaddr800 = mul i64 %.556649874989, 8
  %sunkaddr801 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr800
  %.5645 = load i64, ptr %sunkaddr801, align 8
  %.5647 = icmp sgt i64 %.5645, %bound.3.54992
  %spec.select4857 = tail call i64 @llvm.smax.i64(i64 %.5645, i64 %bound.3.54992)
  %spec.select4858 = select i1 %.5647, i64 %.556649874989, i64 %where.6.54991
  %sunkaddr802 = mul i64 %.556649874989, 8
  %sunkaddr803 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, ptr %sunkaddr803, i64 8
  %.5645.1 = load i64, ptr %sunkaddr804, align 8
  %.5647.1 = icmp sgt i64 %.5645.1, %spec.select4857
  %spec.select4857.1 = tail call i64 @llvm.smax.i64(i64 %.5645.1, i64 %spec.select4857)
  %83 = add i64 %.556649874989, 1
  %spec.select4858.1 = select i1 %.5647.1, i64 %83, i64 %spec.select4858
  %sunkaddr805 = mul i64 %.556649874989, 8
  %sunkaddr806 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, ptr %sunkaddr806, i64 16
  %.5645.2 = load i64, ptr %sunkaddr807, align 8
  %.5647.2 = icmp sgt i64 %.5645.2, %spec.select4857.1
  %spec.select4857.2 = tail call i64 @llvm.smax.i64(i64 %.5645.2, i64 %spec.select4857.1)
  %84 = add i64 %83, 1
  %spec.select4858.2 = select i1 %.5647.2, i64 %84, i64 %spec.select4858.1
  %sunkaddr808 = mul i64 %.556649874989, 8
  %sunkaddr809 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, ptr %sunkaddr809, i64 24
  %.5645.3 = load i64, ptr %sunkaddr810, align 8
  %.5647.3 = icmp sgt i64 %.5645.3, %spec.select4857.2
  %spec.select4857.3 = tail call i64 @llvm.smax.i64(i64 %.5645.3, i64 %spec.select4857.2)
  %85 = add i64 %84, 1
  %spec.select4858.3 = select i1 %.5647.3, i64 %85, i64 %spec.select4858.2
  %86 = add i64 %85, 1
  %niter516.ncmp.3 = icmp eq i64 %86, %unroll_iter515
  br i1 %niter516.ncmp.3, label %B2482.unr-lcssa, label %B2434

B2482.unr-lcssa:                                  ; preds = %B2434
  %87 = icmp eq i64 %xtraiter510, 0
  br i1 %87, label %B2482, label %B2434.epil.preheader

B2434.epil.preheader:                             ; preds = %B2482.unr-lcssa, %B2434.preheader
  %bound.3.54992.epil.ph = phi i64 [ 0, %B2434.preheader ], [ %spec.select4857.3, %B2482.unr-lcssa ]
  %where.6.54991.epil.ph = phi i64 [ %where.3.3, %B2434.preheader ], [ %spec.select4858.3, %B2482.unr-lcssa ]
  %.556649874989.epil.ph = phi i64 [ 0, %B2434.preheader ], [ %unroll_iter515, %B2482.unr-lcssa ]
  br label %B2434.epil

B2434.epil:                                       ; preds = %B2434.epil.preheader, %B2434.epil
  %lsr.iv633 = phi i64 [ %lsr.iv.next634, %B2434.epil ], [ %xtraiter510, %B2434.epil.preheader ]
  %bound.3.54992.epil = phi i64 [ %spec.select4857.epil, %B2434.epil ], [ %bound.3.54992.epil.ph, %B2434.epil.preheader ]
  %where.6.54991.epil = phi i64 [ %spec.select4858.epil, %B2434.epil ], [ %where.6.54991.epil.ph, %B2434.epil.preheader ]
  %.556649874989.epil = phi i64 [ %.5573.epil, %B2434.epil ], [ %.556649874989.epil.ph, %B2434.epil.preheader ]
  %.5573.epil = add nuw nsw i64 %.556649874989.epil, 1
  %88 = shl i64 %.556649874989.epil, 3
  %scevgep632 = getelementptr i8, ptr %arg.total.4, i64 %88
  %.5645.epil = load i64, ptr %scevgep632, align 8
  %.5647.epil = icmp sgt i64 %.5645.epil, %bound.3.54992.epil
  %spec.select4857.epil = tail call i64 @llvm.smax.i64(i64 %.5645.epil, i64 %bound.3.54992.epil)
  %spec.select4858.epil = select i1 %.5647.epil, i64 %.556649874989.epil, i64 %where.6.54991.epil
  %lsr.iv.next634 = add nsw i64 %lsr.iv633, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next634, 0
  br i1 %epil.iter.cmp.not, label %B2482, label %B2434.epil, !llvm.loop !4

B2482:                                            ; preds = %B2434.epil, %B2482.unr-lcssa
  %spec.select4857.lcssa = phi i64 [ %spec.select4857.3, %B2482.unr-lcssa ], [ %spec.select4857.epil, %B2434.epil ]
  %spec.select4858.lcssa = phi i64 [ %spec.select4858.3, %B2482.unr-lcssa ], [ %spec.select4858.epil, %B2434.epil ]
  %.5723 = icmp sgt i64 %spec.select4857.lcssa, 0
  br i1 %.5723, label %B2482.B2494_crit_edge, label %B2522

B2482.B2494_crit_edge:                            ; preds = %B2482
  %.pre = add i64 %spec.select4857.lcssa, %.5436
  %89 = icmp sle i64 %.pre, %arg.capacity
  br label %B2522

B2522:                                            ; preds = %B2482.B2494_crit_edge, %B2482, %B2386, %B2362, %B2350
  %ok.7.3 = phi i1 [ true, %B2350 ], [ %not..5459, %B2386 ], [ true, %B2482 ], [ true, %B2362 ], [ %89, %B2482.B2494_crit_edge ]
  %bound.6.3 = phi i64 [ %.5273, %B2350 ], [ %.5273.mux, %B2386 ], [ 0, %B2482 ], [ %.5273, %B2362 ], [ %spec.select4857.lcssa, %B2482.B2494_crit_edge ]
  %where.4.3 = phi i64 [ %where.3.3, %B2350 ], [ %where.3.3, %B2386 ], [ %spec.select4858.lcssa, %B2482 ], [ %where.3.3, %B2362 ], [ %spec.select4858.lcssa, %B2482.B2494_crit_edge ]
  %90 = icmp slt i64 %d.3.1, 0
  %91 = icmp ne i64 %.5916, 0
  %92 = icmp ne i64 %.5916, -1
  %.5774 = add nsw i64 %d.3.1, 1
  %.5789 = icmp slt i64 %d.3.1, -1
  %.5790 = select i1 %.5789, i64 %arg.max_total.5.0, i64 0
  %93 = getelementptr i64, ptr %arg.max_total.4, i64 %.5774
  %.5804 = getelementptr i64, ptr %93, i64 %.5790
  store i64 %bound.6.3, ptr %.5804, align 8
  %.5825 = select i1 %.5789, i64 %arg.max_where.5.0, i64 0
  %94 = getelementptr i64, ptr %arg.max_where.4, i64 %.5774
  %.5839 = getelementptr i64, ptr %94, i64 %.5825
  store i64 %where.4.3, ptr %.5839, align 8
  %.5861 = select i1 %90, i64 %arg.mlog_at.5.0, i64 0
  %95 = getelementptr i64, ptr %arg.mlog_at.4, i64 %d.3.1
  %.5875 = getelementptr i64, ptr %95, i64 %.5861
  %.5876 = load i64, ptr %.5875, align 8
  %sunkaddr811 = getelementptr i8, ptr %224, i64 %sunkaddr709
  %.5910 = load i64, ptr %sunkaddr811, align 8
  %.5912 = add i64 %.3395, %arg.slack
  %.5914 = add i64 %.5912, %.5910
  %.5930 = icmp ne i64 %.5914, %const
  %.5932.not = or i1 %92, %.5930
  %or.cond5097 = select i1 %91, i1 %.5932.not, i1 false, !prof !3
  br i1 %or.cond5097, label %B2522.else.if, label %B2522.endif.endif, !prof !3

B2690:                                            ; preds = %B4177.thread
  %.6164 = icmp slt i64 %99, 0
  %96 = select i1 %.6164, i64 %6, i64 0
  %scevgep755 = getelementptr i8, ptr %scevgep754, i64 %96
  %97 = shl i64 %lsr.iv752, 3
  %scevgep756 = getelementptr i8, ptr %scevgep755, i64 %97
  %.6180 = load i64, ptr %scevgep756, align 8
  %.6198 = icmp slt i64 %.6180, 0
  %.6199 = select i1 %.6198, i64 %arg.placed.5.0, i64 0
  %98 = getelementptr i8, ptr %arg.placed.4, i64 %.6180
  %.6213 = getelementptr i8, ptr %98, i64 %.6199
  %.6214 = load i8, ptr %.6213, align 1
  %.6217 = icmp eq i8 %.6214, 0
  %lsr.iv.next638 = add i64 %lsr.iv637, -1
  %lsr.iv.next753 = add i64 %lsr.iv752, 1
  br i1 %.6217, label %B2738, label %B4177.thread62.loopexit, !llvm.loop !6

B2738:                                            ; preds = %B2738.preheader, %B2690
  %lsr.iv752 = phi i64 [ %.61244214862185, %B2738.preheader ], [ %lsr.iv.next753, %B2690 ]
  %lsr.iv637 = phi i64 [ %lsr.iv.next638, %B2690 ], [ %.61204114763184, %B2738.preheader ]
  %.619857 = phi i1 [ %.6198, %B2690 ], [ %.6198.peel, %B2738.preheader ]
  %.618056 = phi i64 [ %.6180, %B2690 ], [ %.6180.peel, %B2738.preheader ]
  %99 = add i64 %lsr.iv752, 1
  %.6286 = select i1 %.619857, i64 %arg.minoff.5.0, i64 0
  %100 = getelementptr i64, ptr %arg.minoff.4, i64 %.618056
  %.6300 = getelementptr i64, ptr %100, i64 %.6286
  %.6301 = load i64, ptr %.6300, align 8
  %.6303 = icmp slt i64 %.6301, %quot.2.0
  br i1 %.6303, label %B2762.loopexit, label %B4177.thread

B2762.loopexit:                                   ; preds = %B2738
  %101 = add i64 %lsr.iv637, -1
  %102 = add i64 %lsr.iv752, 1
  br label %B2762

B2762:                                            ; preds = %B2738.peel.preheader, %B2726.preheader.backedge, %B2762.loopexit
  %.6286.lcssa = phi i64 [ %.6286, %B2762.loopexit ], [ %.6286.peel, %B2726.preheader.backedge ], [ %.6286.peel179, %B2738.peel.preheader ]
  %.619857.lcssa178 = phi i1 [ %.619857, %B2762.loopexit ], [ %.619847150.be, %B2726.preheader.backedge ], [ %.619847140432213, %B2738.peel.preheader ]
  %.618056.lcssa175 = phi i64 [ %.618056, %B2762.loopexit ], [ %.618046149.be, %B2726.preheader.backedge ], [ %.618046139431212, %B2738.peel.preheader ]
  %.612455.lcssa172 = phi i64 [ %102, %B2762.loopexit ], [ %.612442148.be, %B2726.preheader.backedge ], [ %.612442135427211, %B2738.peel.preheader ]
  %.612054.lcssa169 = phi i64 [ %101, %B2762.loopexit ], [ %.612041147.be, %B2726.preheader.backedge ], [ %.612041134426210, %B2738.peel.preheader ]
  %.61104997500153.lcssa166 = phi i64 [ %lsr.iv637, %B2762.loopexit ], [ %.611049975001.ph146.be, %B2726.preheader.backedge ], [ %.611049975001.ph.ph.ph209, %B2738.peel.preheader ]
  %103 = getelementptr i64, ptr %arg.minoff.4, i64 %.618056.lcssa175
  %.6300.le = getelementptr i64, ptr %103, i64 %.6286.lcssa
  %.6323 = icmp slt i64 %mt.2.35004.ph.ph.ph.ph.ph, 0
  %.6324 = select i1 %.6323, i64 %arg.mlog_j.5.0, i64 0
  %104 = getelementptr i64, ptr %arg.mlog_j.4, i64 %mt.2.35004.ph.ph.ph.ph.ph
  %.6338 = getelementptr i64, ptr %104, i64 %.6324
  store i64 %.618056.lcssa175, ptr %.6338, align 8
  %.6370 = load i64, ptr %.6300.le, align 8
  %.6386 = select i1 %.6323, i64 %arg.mlog_v.5.0, i64 0
  %105 = getelementptr i64, ptr %arg.mlog_v.4, i64 %mt.2.35004.ph.ph.ph.ph.ph
  %.6400 = getelementptr i64, ptr %105, i64 %.6386
  store i64 %.6370, ptr %.6400, align 8
  %.6403 = add nsw i64 %mt.2.35004.ph.ph.ph.ph.ph, 1
  store i64 %quot.2.0, ptr %.6300.le, align 8
  %.6459 = select i1 %.619857.lcssa178, i64 %arg.fixed.5.0, i64 0
  %106 = getelementptr i64, ptr %arg.fixed.4, i64 %.618056.lcssa175
  %.6473 = getelementptr i64, ptr %106, i64 %.6459
  %.6474 = load i64, ptr %.6473, align 8
  %.6475 = icmp slt i64 %.6474, 0
  %.6519 = icmp sle i64 %quot.2.0, %.6474
  %or.cond4860.not = select i1 %.6475, i1 true, i1 %.6519
  br label %B4177

B2992.loopexit:                                   ; preds = %B4176, %B2994.endif
  %sl.4.5.lcssa = phi i64 [ %sl.7.45058, %B2994.endif ], [ %sl.5.6, %B4176 ]
  %ok.10.5.lcssa = phi i1 [ %ok.9.45059, %B2994.endif ], [ %182, %B4176 ]
  %.6866 = icmp sgt i64 %.686550455057, 1
  br i1 %.6866, label %B2994.endif, label %B2992.endif

B3070:                                            ; preds = %B3070.preheader, %B4176
  %ok.10.55038 = phi i1 [ %182, %B4176 ], [ %ok.9.45059, %B3070.preheader ]
  %sl.4.55037 = phi i64 [ %sl.5.6, %B4176 ], [ %sl.7.45058, %B3070.preheader ]
  %.708850245036 = phi i64 [ %.7098, %B4176 ], [ %.7046, %B3070.preheader ]
  %.709550255035 = phi i64 [ %.7102, %B4176 ], [ %.6979, %B3070.preheader ]
  %.7098 = add nsw i64 %.708850245036, -1
  %.7102 = add i64 %.709550255035, 1
  %.7144 = icmp slt i64 %.709550255035, 0
  %.7145 = select i1 %.7144, i64 %arg.stamp.5.0, i64 0
  %107 = getelementptr i64, ptr %arg.stamp.4, i64 %.709550255035
  %.7159 = getelementptr i64, ptr %107, i64 %.7145
  %.7160 = load i64, ptr %.7159, align 8
  %.7162 = icmp eq i64 %.7160, %.6683
  br i1 %.7162, label %B4176, label %B3098

B3098:                                            ; preds = %B3070
  %108 = icmp slt i64 %.709550255035, 0
  %sunkaddr738 = shl i64 %.7145, 3
  %sunkaddr739 = getelementptr inbounds i8, ptr %107, i64 %sunkaddr738
  store i64 %.6683, ptr %sunkaddr739, align 8
  %.7230 = select i1 %108, i64 %arg.floor.5.0, i64 0
  %109 = getelementptr i64, ptr %arg.floor.4, i64 %.709550255035
  %.7244 = getelementptr i64, ptr %109, i64 %.7230
  %.7245 = load i64, ptr %.7244, align 8
  %.7247.not = icmp slt i64 %.7245, %quot.2.0
  br i1 %.7247.not, label %B3138.endif, label %B4176

B3202:                                            ; preds = %B3202.preheader, %B3304
  %lsr.iv644 = phi i64 [ %295, %B3202.preheader ], [ %lsr.iv.next645, %B3304 ]
  %lowest.2.75017 = phi i64 [ %quot.2.0, %B3202.preheader ], [ %lowest.3.8, %B3304 ]
  %.742250125015 = phi i64 [ %.7300, %B3202.preheader ], [ %.7429, %B3304 ]
  %.7473 = icmp slt i64 %.742250125015, 0
  %110 = select i1 %.7473, i64 %12, i64 0
  %scevgep646 = getelementptr i8, ptr %arg.sec_buf.4, i64 %110
  %111 = shl i64 %.742250125015, 3
  %scevgep647 = getelementptr i8, ptr %scevgep646, i64 %111
  %.7489 = load i64, ptr %scevgep647, align 8
  %.7507 = icmp slt i64 %.7489, 0
  %.7508 = select i1 %.7507, i64 %arg.placed.5.0, i64 0
  %112 = getelementptr i8, ptr %arg.placed.4, i64 %.7489
  %.7522 = getelementptr i8, ptr %112, i64 %.7508
  %.7523 = load i8, ptr %.7522, align 1
  %.7526 = icmp eq i8 %.7523, 0
  br i1 %.7526, label %B3236, label %B3304

B3236:                                            ; preds = %B3202
  %113 = icmp slt i64 %.7489, 0
  %.7552 = select i1 %113, i64 %arg.minoff.5.0, i64 0
  %114 = getelementptr i64, ptr %arg.minoff.4, i64 %.7489
  %.7566 = getelementptr i64, ptr %114, i64 %.7552
  %.7567 = load i64, ptr %.7566, align 8
  %.7569 = icmp slt i64 %.7567, %lowest.2.75017
  br i1 %.7569, label %B3260, label %B3304

B3260:                                            ; preds = %B3236
  %.7644.not = icmp sgt i64 %.7567, %.7245
  br i1 %.7644.not, label %B3304, label %B3306

B3304:                                            ; preds = %B3260, %B3236, %B3202
  %lowest.3.8 = phi i64 [ %lowest.2.75017, %B3236 ], [ %.7567, %B3260 ], [ %lowest.2.75017, %B3202 ]
  %lsr.iv.next645 = add i64 %lsr.iv644, -1
  %.7429 = add i64 %.742250125015, 1
  %.7416 = icmp samesign ugt i64 %lsr.iv.next645, 1
  br i1 %.7416, label %B3202, label %B3306

B3306:                                            ; preds = %B3304, %B3260, %B3138.endif
  %lowest.4.8 = phi i64 [ %quot.2.0, %B3138.endif ], [ %lowest.3.8, %B3304 ], [ %.7567, %B3260 ]
  %.7712 = icmp sgt i64 %lowest.4.8, %.7245
  br i1 %.7712, label %B3330, label %B4176

B3330:                                            ; preds = %B3306
  %115 = icmp slt i64 %.709550255035, 0
  %.7733 = icmp slt i64 %sl.4.55037, 0
  %.7734 = select i1 %.7733, i64 %arg.slog_s.5.0, i64 0
  %116 = getelementptr i64, ptr %arg.slog_s.4, i64 %sl.4.55037
  %.7748 = getelementptr i64, ptr %116, i64 %.7734
  store i64 %.709550255035, ptr %.7748, align 8
  %sunkaddr740 = shl i64 %.7230, 3
  %sunkaddr741 = getelementptr inbounds i8, ptr %109, i64 %sunkaddr740
  %.7780 = load i64, ptr %sunkaddr741, align 8
  %.7796 = select i1 %.7733, i64 %arg.slog_v.5.0, i64 0
  %117 = getelementptr i64, ptr %arg.slog_v.4, i64 %sl.4.55037
  %.7810 = getelementptr i64, ptr %117, i64 %.7796
  store i64 %.7780, ptr %.7810, align 8
  %.7813 = add nsw i64 %sl.4.55037, 1
  store i64 %lowest.4.8, ptr %sunkaddr741, align 8
  %spec.select4861 = tail call i64 @llvm.smax.i64(i64 %lowest.4.8, i64 %.3395)
  %.7893 = select i1 %115, i64 %arg.total.5.0, i64 0
  %118 = getelementptr i64, ptr %arg.total.4, i64 %.709550255035
  %.7907 = getelementptr i64, ptr %118, i64 %.7893
  %.7908 = load i64, ptr %.7907, align 8
  %.7909 = icmp sgt i64 %.7908, 0
  %.7945 = sub nsw i64 %.7908, %arg.slack
  %.7947 = select i1 %.7909, i64 %.7945, i64 0
  %f.5.8 = add nsw i64 %.7947, %spec.select4861
  %.7967 = icmp sle i64 %f.5.8, %arg.capacity
  %spec.select4865 = select i1 %.7967, i1 %ok.10.55038, i1 false
  br label %B4176

B3474.critedge:                                   ; preds = %B2726.preheader.preheader
  %119 = icmp slt i64 %d.3.1, -1
  %120 = icmp slt i64 %d.3.1, 0
  %.6584.c = select i1 %119, i64 %arg.mlog_at.5.0, i64 0
  %121 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.6598.c = getelementptr i64, ptr %121, i64 %.6584.c
  store i64 %mt.2.35004.ph.ph.ph.ph.ph, ptr %.6598.c, align 8
  %.6616.c = select i1 %120, i64 %arg.hat.5.0, i64 0
  %122 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.6630.c = getelementptr i8, ptr %122, i64 %.6616.c
  store i8 0, ptr %.6630.c, align 1
  br label %B3588.critedge

B3522:                                            ; preds = %B2992.endif, %B2992.endif.thread
  %123 = icmp slt i64 %d.3.1, -1
  tail call void @NRT_decref(ptr %arg.total.0)
  tail call void @NRT_decref(ptr %arg.top_of.0)
  tail call void @NRT_decref(ptr %arg.stamp.0)
  tail call void @NRT_decref(ptr %arg.slog_v.0)
  tail call void @NRT_decref(ptr %arg.slog_s.0)
  tail call void @NRT_decref(ptr %arg.slog_at.0)
  tail call void @NRT_decref(ptr %arg.size.0)
  tail call void @NRT_decref(ptr %arg.sec_ptr.0)
  tail call void @NRT_decref(ptr %arg.sec_lo.0)
  tail call void @NRT_decref(ptr %arg.sec_hi.0)
  tail call void @NRT_decref(ptr %arg.sec_buf.0)
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.order.0)
  tail call void @NRT_decref(ptr %arg.ord_start.0)
  tail call void @NRT_decref(ptr %arg.ord_len.0)
  tail call void @NRT_decref(ptr %arg.offset.0)
  tail call void @NRT_decref(ptr %arg.nbr_ptr.0)
  tail call void @NRT_decref(ptr %arg.nbr.0)
  tail call void @NRT_decref(ptr %arg.mlog_v.0)
  tail call void @NRT_decref(ptr %arg.mlog_j.0)
  tail call void @NRT_decref(ptr %arg.mlog_at.0)
  tail call void @NRT_decref(ptr %arg.minoff.0)
  tail call void @NRT_decref(ptr %arg.min_height.0)
  tail call void @NRT_decref(ptr %arg.max_where.0)
  tail call void @NRT_decref(ptr %arg.max_total.0)
  tail call void @NRT_decref(ptr %arg.hat.0)
  tail call void @NRT_decref(ptr %arg.floor.0)
  tail call void @NRT_decref(ptr %arg.fixed.0)
  tail call void @NRT_decref(ptr %arg.cut.0)
  tail call void @NRT_decref(ptr %arg.chosen.0)
  %.8285 = select i1 %123, i64 %arg.pos.5.0, i64 0
  %124 = getelementptr i64, ptr %arg.pos.4, i64 %.5774
  %.8299 = getelementptr i64, ptr %124, i64 %.8285
  store i64 0, ptr %.8299, align 8
  tail call void @NRT_decref(ptr %arg.pos.0)
  %.8334 = getelementptr i8, ptr %arg.st.4, i64 16
  %.8335 = load i64, ptr %.8334, align 8
  %.8337 = add nsw i64 %.8335, %nodes.4.25134
  store i64 %.5774, ptr %arg.st.4, align 8
  %sunkaddr812 = getelementptr i8, ptr %arg.st.4, i64 8
  store i64 1, ptr %sunkaddr812, align 8
  store i64 %.8337, ptr %.8334, align 8
  br label %common.ret

B3588.critedge:                                   ; preds = %B2688.endif, %B2688.endif.loopexit, %B3474.critedge
  %125 = icmp slt i64 %d.3.1, -1
  %.8052.c = select i1 %125, i64 %arg.slog_at.5.0, i64 0
  %126 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.8066.c = getelementptr i64, ptr %126, i64 %.8052.c
  store i64 %sl.3.3.lcssa, ptr %.8066.c, align 8
  br label %B102

B3596:                                            ; preds = %B4175, %B1262.lr.ph, %B102
  %nodes.4.25133 = phi i64 [ %nodes.2.1, %B102 ], [ %nodes.4.25134, %B1262.lr.ph ], [ %nodes.4.25134, %B4175 ]
  %expand.7.3 = phi i64 [ 0, %B102 ], [ %spec.select48535136, %B1262.lr.ph ], [ %spec.select48535136, %B4175 ]
  %.8485 = icmp eq i64 %d.3.1, 0
  br i1 %.8485, label %B3608, label %B3662.endif

B3608:                                            ; preds = %B3596
  tail call void @NRT_decref(ptr %arg.total.0)
  tail call void @NRT_decref(ptr %arg.top_of.0)
  tail call void @NRT_decref(ptr %arg.stamp.0)
  tail call void @NRT_decref(ptr %arg.slog_v.0)
  tail call void @NRT_decref(ptr %arg.slog_s.0)
  tail call void @NRT_decref(ptr %arg.slog_at.0)
  tail call void @NRT_decref(ptr %arg.size.0)
  tail call void @NRT_decref(ptr %arg.sec_ptr.0)
  tail call void @NRT_decref(ptr %arg.sec_lo.0)
  tail call void @NRT_decref(ptr %arg.sec_hi.0)
  tail call void @NRT_decref(ptr %arg.sec_buf.0)
  tail call void @NRT_decref(ptr %arg.pos.0)
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.order.0)
  tail call void @NRT_decref(ptr %arg.ord_start.0)
  tail call void @NRT_decref(ptr %arg.ord_len.0)
  tail call void @NRT_decref(ptr %arg.offset.0)
  tail call void @NRT_decref(ptr %arg.nbr_ptr.0)
  tail call void @NRT_decref(ptr %arg.nbr.0)
  tail call void @NRT_decref(ptr %arg.mlog_v.0)
  tail call void @NRT_decref(ptr %arg.mlog_j.0)
  tail call void @NRT_decref(ptr %arg.mlog_at.0)
  tail call void @NRT_decref(ptr %arg.minoff.0)
  tail call void @NRT_decref(ptr %arg.min_height.0)
  tail call void @NRT_decref(ptr %arg.max_where.0)
  tail call void @NRT_decref(ptr %arg.max_total.0)
  tail call void @NRT_decref(ptr %arg.hat.0)
  tail call void @NRT_decref(ptr %arg.floor.0)
  tail call void @NRT_decref(ptr %arg.fixed.0)
  tail call void @NRT_decref(ptr %arg.cut.0)
  tail call void @NRT_decref(ptr %arg.chosen.0)
  %.8684 = getelementptr i8, ptr %arg.st.4, i64 16
  %.8685 = load i64, ptr %.8684, align 8
  %.8687 = add nsw i64 %.8685, %nodes.4.25133
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %arg.st.4, i8 0, i64 16, i1 false)
  store i64 %.8687, ptr %.8684, align 8
  br label %common.ret

B3766:                                            ; preds = %B3766.preheader590, %B3766
  %lsr.iv648 = phi i64 [ 0, %B3766.preheader590 ], [ %lsr.iv.next649, %B3766 ]
  %127 = add i64 %.897850695071.in.unr, %lsr.iv648
  %128 = add i64 %127, -1
  %.9023 = icmp slt i64 %128, 0
  %129 = select i1 %.9023, i64 %9, i64 0
  %130 = shl i64 %lsr.iv648, 3
  %131 = add i64 %129, -8
  %scevgep765 = getelementptr i8, ptr %scevgep654, i64 %131
  %scevgep766 = getelementptr i8, ptr %scevgep765, i64 %130
  %.9039 = load i64, ptr %scevgep766, align 8
  %132 = select i1 %.9023, i64 %7, i64 0
  %133 = add i64 %132, -8
  %scevgep763 = getelementptr i8, ptr %scevgep650, i64 %133
  %134 = shl i64 %lsr.iv648, 3
  %scevgep764 = getelementptr i8, ptr %scevgep763, i64 %134
  %.9069 = load i64, ptr %scevgep764, align 8
  %.9083 = icmp slt i64 %.9069, 0
  %.9084 = select i1 %.9083, i64 %arg.floor.5.0, i64 0
  %135 = getelementptr i64, ptr %arg.floor.4, i64 %.9069
  %.9098 = getelementptr i64, ptr %135, i64 %.9084
  store i64 %.9039, ptr %.9098, align 8
  %136 = add i64 %.897850695071.in.unr, %lsr.iv648
  %137 = add i64 %136, -2
  %.9023.1 = icmp slt i64 %137, 0
  %138 = select i1 %.9023.1, i64 %9, i64 0
  %139 = add i64 %138, -16
  %scevgep761 = getelementptr i8, ptr %scevgep654, i64 %139
  %140 = shl i64 %lsr.iv648, 3
  %scevgep762 = getelementptr i8, ptr %scevgep761, i64 %140
  %.9039.1 = load i64, ptr %scevgep762, align 8
  %141 = select i1 %.9023.1, i64 %7, i64 0
  %142 = add i64 %141, -16
  %scevgep759 = getelementptr i8, ptr %scevgep650, i64 %142
  %143 = shl i64 %lsr.iv648, 3
  %scevgep760 = getelementptr i8, ptr %scevgep759, i64 %143
  %.9069.1 = load i64, ptr %scevgep760, align 8
  %.9083.1 = icmp slt i64 %.9069.1, 0
  %.9084.1 = select i1 %.9083.1, i64 %arg.floor.5.0, i64 0
  %144 = getelementptr i64, ptr %arg.floor.4, i64 %.9069.1
  %.9098.1 = getelementptr i64, ptr %144, i64 %.9084.1
  store i64 %.9039.1, ptr %.9098.1, align 8
  %lsr.iv.next649 = add nsw i64 %lsr.iv648, -2
  %145 = add i64 %304, %lsr.iv.next649
  %.8972.1 = icmp sgt i64 %145, 2
  br i1 %.8972.1, label %B3766, label %B3804.endif

B3862:                                            ; preds = %B3862.preheader, %B3862
  %lsr.iv768 = phi ptr [ %scevgep767, %B3862.preheader ], [ %scevgep769, %B3862 ]
  %lsr.iv664 = phi i64 [ %311, %B3862.preheader ], [ %lsr.iv.next665, %B3862 ]
  %.925250765078 = phi i64 [ %.925250765078.unr, %B3862.preheader ], [ %150, %B3862 ]
  %.9297 = icmp slt i64 %.925250765078, 0
  %146 = select i1 %.9297, i64 %5, i64 0
  %scevgep771 = getelementptr i8, ptr %lsr.iv768, i64 %146
  %.9313 = load i64, ptr %scevgep771, align 8
  %sunkaddr813 = mul i64 %.9329, 8
  %sunkaddr814 = getelementptr i8, ptr %308, i64 %sunkaddr813
  %.9344 = load i64, ptr %sunkaddr814, align 8
  %.9345 = add nsw i64 %.9344, %.9313
  store i64 %.9345, ptr %scevgep771, align 8
  %147 = add i64 %.925250765078, 1
  %.9297.1 = icmp slt i64 %147, 0
  %148 = select i1 %.9297.1, i64 %5, i64 0
  %149 = add i64 %148, 8
  %scevgep770 = getelementptr i8, ptr %lsr.iv768, i64 %149
  %.9313.1 = load i64, ptr %scevgep770, align 8
  %.9344.1 = load i64, ptr %sunkaddr814, align 8
  %.9345.1 = add nsw i64 %.9344.1, %.9313.1
  store i64 %.9345.1, ptr %scevgep770, align 8
  %lsr.iv.next665 = add i64 %lsr.iv664, -2
  %scevgep769 = getelementptr i8, ptr %lsr.iv768, i64 16
  %.9246.1 = icmp samesign ugt i64 %lsr.iv.next665, 2
  %150 = add i64 %147, 1
  br i1 %.9246.1, label %B3862, label %B3910.endif.loopexit

B3974:                                            ; preds = %B3974.preheader589, %B3974
  %lsr.iv773 = phi ptr [ %scevgep772, %B3974.preheader589 ], [ %scevgep774, %B3974 ]
  %lsr.iv671 = phi i64 [ %317, %B3974.preheader589 ], [ %lsr.iv.next672, %B3974 ]
  %.952950835085 = phi i64 [ %.952950835085.unr, %B3974.preheader589 ], [ %155, %B3974 ]
  %.9574 = icmp slt i64 %.952950835085, 0
  %151 = select i1 %.9574, i64 %10, i64 0
  %scevgep776 = getelementptr i8, ptr %lsr.iv773, i64 %151
  %.9590 = load i64, ptr %scevgep776, align 8
  %.9591 = add nsw i64 %.9590, 1
  store i64 %.9591, ptr %scevgep776, align 8
  %152 = add i64 %.952950835085, 1
  %.9574.1 = icmp slt i64 %152, 0
  %153 = select i1 %.9574.1, i64 %10, i64 0
  %154 = add i64 %153, 8
  %scevgep775 = getelementptr i8, ptr %lsr.iv773, i64 %154
  %.9590.1 = load i64, ptr %scevgep775, align 8
  %.9591.1 = add nsw i64 %.9590.1, 1
  store i64 %.9591.1, ptr %scevgep775, align 8
  %lsr.iv.next672 = add i64 %lsr.iv671, -2
  %scevgep774 = getelementptr i8, ptr %lsr.iv773, i64 16
  %.9523.1 = icmp samesign ugt i64 %lsr.iv.next672, 2
  %155 = add i64 %152, 1
  br i1 %.9523.1, label %B3974, label %B4010.endif

B4088:                                            ; preds = %B4088.preheader588, %B4088
  %lsr.iv678 = phi i64 [ 0, %B4088.preheader588 ], [ %lsr.iv.next679, %B4088 ]
  %156 = add i64 %.977750905092.in.unr, %lsr.iv678
  %157 = add i64 %156, -1
  %.9822 = icmp slt i64 %157, 0
  %158 = select i1 %.9822, i64 %13, i64 0
  %159 = shl i64 %lsr.iv678, 3
  %160 = add i64 %158, -8
  %scevgep783 = getelementptr i8, ptr %scevgep684, i64 %160
  %scevgep784 = getelementptr i8, ptr %scevgep783, i64 %159
  %.9838 = load i64, ptr %scevgep784, align 8
  %161 = select i1 %.9822, i64 %14, i64 0
  %162 = add i64 %161, -8
  %scevgep781 = getelementptr i8, ptr %scevgep680, i64 %162
  %163 = shl i64 %lsr.iv678, 3
  %scevgep782 = getelementptr i8, ptr %scevgep781, i64 %163
  %.9868 = load i64, ptr %scevgep782, align 8
  %.9882 = icmp slt i64 %.9868, 0
  %.9883 = select i1 %.9882, i64 %arg.minoff.5.0, i64 0
  %164 = getelementptr i64, ptr %arg.minoff.4, i64 %.9868
  %.9897 = getelementptr i64, ptr %164, i64 %.9883
  store i64 %.9838, ptr %.9897, align 8
  %165 = add i64 %.977750905092.in.unr, %lsr.iv678
  %166 = add i64 %165, -2
  %.9822.1 = icmp slt i64 %166, 0
  %167 = select i1 %.9822.1, i64 %13, i64 0
  %168 = add i64 %167, -16
  %scevgep779 = getelementptr i8, ptr %scevgep684, i64 %168
  %169 = shl i64 %lsr.iv678, 3
  %scevgep780 = getelementptr i8, ptr %scevgep779, i64 %169
  %.9838.1 = load i64, ptr %scevgep780, align 8
  %170 = select i1 %.9822.1, i64 %14, i64 0
  %171 = add i64 %170, -16
  %scevgep777 = getelementptr i8, ptr %scevgep680, i64 %171
  %172 = shl i64 %lsr.iv678, 3
  %scevgep778 = getelementptr i8, ptr %scevgep777, i64 %172
  %.9868.1 = load i64, ptr %scevgep778, align 8
  %.9882.1 = icmp slt i64 %.9868.1, 0
  %.9883.1 = select i1 %.9882.1, i64 %arg.minoff.5.0, i64 0
  %173 = getelementptr i64, ptr %arg.minoff.4, i64 %.9868.1
  %.9897.1 = getelementptr i64, ptr %173, i64 %.9883.1
  store i64 %.9838.1, ptr %.9897.1, align 8
  %lsr.iv.next679 = add nsw i64 %lsr.iv678, -2
  %174 = add i64 %327, %lsr.iv.next679
  %.9771.1 = icmp sgt i64 %174, 2
  br i1 %.9771.1, label %B4088, label %B4126

B4126:                                            ; preds = %B4088, %B4088.prol.loopexit, %B4010.endif
  %175 = icmp sgt i64 %d.3.1, 0
  %176 = icmp slt i64 %.8824, 0
  %.9919 = select i1 %176, i64 %arg.placed.5.0, i64 0
  %177 = getelementptr i8, ptr %arg.placed.4, i64 %.8824
  %.9933 = getelementptr i8, ptr %177, i64 %.9919
  store i8 0, ptr %.9933, align 1
  %.9953 = select i1 %175, i64 0, i64 %arg.hat.5.0
  %178 = getelementptr i8, ptr %arg.hat.4, i64 %.8788
  %.9967 = getelementptr i8, ptr %178, i64 %.9953
  %.9968 = load i8, ptr %.9967, align 1
  %.9971 = icmp eq i8 %.9968, 0
  br i1 %.9971, label %B102, label %B4152

B4152:                                            ; preds = %B4126
  %179 = icmp slt i64 %d.3.1, 1
  %.9994 = select i1 %179, i64 %arg.ord_len.5.0, i64 0
  %180 = getelementptr i64, ptr %arg.ord_len.4, i64 %.8788
  %.10008 = getelementptr i64, ptr %180, i64 %.9994
  %.10009 = load i64, ptr %.10008, align 8
  %.10025 = select i1 %179, i64 %arg.pos.5.0, i64 0
  %181 = getelementptr i64, ptr %arg.pos.4, i64 %.8788
  %.10039 = getelementptr i64, ptr %181, i64 %.10025
  store i64 %.10009, ptr %.10039, align 8
  br label %B102

B4175:                                            ; preds = %B1834, %B1878, %B1516, %B1490, %B1452, %B1406
  %.31665123 = phi i64 [ %.3333, %B1406 ], [ %.3333, %B1516 ], [ %.3333, %B1452 ], [ %.4340, %B1878 ], [ %.3333, %B1490 ], [ %.3333, %B1834 ]
  %sunkaddr815 = mul i64 %.3182, 8
  %sunkaddr816 = getelementptr i8, ptr %43, i64 %sunkaddr815
  %.3197 = load i64, ptr %sunkaddr816, align 8
  %.3198 = icmp slt i64 %.31665123, %.3197
  br i1 %.3198, label %B1300, label %B3596

B4176:                                            ; preds = %B3330, %B3306, %B3098, %B3070
  %sl.5.6 = phi i64 [ %sl.4.55037, %B3098 ], [ %sl.4.55037, %B3070 ], [ %sl.4.55037, %B3306 ], [ %.7813, %B3330 ]
  %ok.11.6 = phi i1 [ %ok.10.55038, %B3098 ], [ %ok.10.55038, %B3070 ], [ %ok.10.55038, %B3306 ], [ %spec.select4865, %B3330 ]
  %182 = freeze i1 %ok.11.6
  %.7089 = icmp sgt i64 %.708850245036, 1
  br i1 %.7089, label %B3070, label %B2992.loopexit

B4177:                                            ; preds = %B2690.outer.outer.outer.outer, %B2690.outer.outer.outer.outer.outer, %B2762
  %.61104997500126 = phi i64 [ %.61104997500153.lcssa166, %B2762 ], [ %.611049975001.ph.ph.ph.ph.ph, %B2690.outer.outer.outer.outer.outer ], [ %.612041134426, %B2690.outer.outer.outer.outer ]
  %.612022 = phi i64 [ %.612054.lcssa169, %B2762 ], [ %.612041134426197563, %B2690.outer.outer.outer.outer.outer ], [ %.612041134426197, %B2690.outer.outer.outer.outer ]
  %.612418 = phi i64 [ %.612455.lcssa172, %B2762 ], [ %.612442135427198564, %B2690.outer.outer.outer.outer.outer ], [ %.612442135427198, %B2690.outer.outer.outer.outer ]
  %hatless.7.4 = phi i1 [ false, %B2762 ], [ %hatless.6.35003.ph.ph.ph.ph.ph, %B2690.outer.outer.outer.outer.outer ], [ false, %B2690.outer.outer.outer.outer ]
  %ok.5.4 = phi i1 [ %or.cond4860.not, %B2762 ], [ %ok.4.35002.ph.ph.ph.ph.ph, %B2690.outer.outer.outer.outer.outer ], [ true, %B2690.outer.outer.outer.outer ]
  %mt.3.4 = phi i64 [ %.6403, %B2762 ], [ %mt.2.35004.ph.ph.ph.ph.ph, %B2690.outer.outer.outer.outer.outer ], [ %mt.2.35004.ph.ph.ph.ph.ph, %B2690.outer.outer.outer.outer ]
  %.6111 = icmp samesign ugt i64 %.61104997500126, 1
  br i1 %.6111, label %B2690.outer.outer.outer.outer.outer, label %B2688.endif.loopexit

B2690.outer.outer.outer.outer.outer:              ; preds = %B2690.outer.outer.outer.outer.outer.preheader, %B4177
  %mt.2.35004.ph.ph.ph.ph.ph = phi i64 [ %mt.3.4, %B4177 ], [ %.5876, %B2690.outer.outer.outer.outer.outer.preheader ]
  %hatless.6.35003.ph.ph.ph.ph.ph = phi i1 [ %hatless.7.4, %B4177 ], [ true, %B2690.outer.outer.outer.outer.outer.preheader ]
  %ok.4.35002.ph.ph.ph.ph.ph = phi i1 [ %ok.5.4, %B4177 ], [ %ok.7.3, %B2690.outer.outer.outer.outer.outer.preheader ]
  %.611049975001.ph.ph.ph.ph.ph = phi i64 [ %.612022, %B4177 ], [ %.6064, %B2690.outer.outer.outer.outer.outer.preheader ]
  %.611749985000.ph.ph.ph.ph.ph = phi i64 [ %.612418, %B4177 ], [ %.5993, %B2690.outer.outer.outer.outer.outer.preheader ]
  %.612041134426197563 = add nsw i64 %.611049975001.ph.ph.ph.ph.ph, -1
  %.612442135427198564 = add i64 %.611749985000.ph.ph.ph.ph.ph, 1
  %.616443136428199565 = icmp slt i64 %.611749985000.ph.ph.ph.ph.ph, 0
  %.616544137429200566 = select i1 %.616443136428199565, i64 %arg.nbr.5.0, i64 0
  %183 = getelementptr i64, ptr %arg.nbr.4, i64 %.611749985000.ph.ph.ph.ph.ph
  %.617945138430201567 = getelementptr i64, ptr %183, i64 %.616544137429200566
  %.618046139431202568 = load i64, ptr %.617945138430201567, align 8
  %.619847140432203569 = icmp slt i64 %.618046139431202568, 0
  %.619948141433204570 = select i1 %.619847140432203569, i64 %arg.placed.5.0, i64 0
  %184 = getelementptr i8, ptr %arg.placed.4, i64 %.618046139431202568
  %.621349142434205571 = getelementptr i8, ptr %184, i64 %.619948141433204570
  %.621450143435206572 = load i8, ptr %.621349142434205571, align 1
  %.621751144436207573 = icmp eq i8 %.621450143435206572, 0
  br i1 %.621751144436207573, label %B2726.preheader.preheader.preheader, label %B4177

B2726.preheader.preheader.preheader:              ; preds = %B2690.outer.outer.outer.outer.outer
  br label %B2726.preheader.preheader

B4177.thread300:                                  ; preds = %B2690.outer.outer.outer
  %.6111307.not = icmp eq i64 %.612054.lcssa171, 4
  br i1 %.6111307.not, label %B2900.endif.sink.split440, label %B2690.outer.outer.outer.outer

B2690.outer.outer.outer.outer:                    ; preds = %B4177.thread300
  %.612041134426197 = add nsw i64 %.612054.lcssa171, -5
  %.612442135427198 = add i64 %.612455.lcssa174, 5
  %.616443136428199 = icmp slt i64 %.612442135427, 0
  %.616544137429200 = select i1 %.616443136428199, i64 %arg.nbr.5.0, i64 0
  %185 = getelementptr i64, ptr %arg.nbr.4, i64 %.612442135427
  %.617945138430201 = getelementptr i64, ptr %185, i64 %.616544137429200
  %.618046139431202 = load i64, ptr %.617945138430201, align 8
  %.619847140432203 = icmp slt i64 %.618046139431202, 0
  %.619948141433204 = select i1 %.619847140432203, i64 %arg.placed.5.0, i64 0
  %186 = getelementptr i8, ptr %arg.placed.4, i64 %.618046139431202
  %.621349142434205 = getelementptr i8, ptr %186, i64 %.619948141433204
  %.621450143435206 = load i8, ptr %.621349142434205, align 1
  %.621751144436207 = icmp eq i8 %.621450143435206, 0
  br i1 %.621751144436207, label %B2726.preheader.preheader, label %B4177

B4177.thread68:                                   ; preds = %B2690.outer.outer
  %.611175 = icmp sgt i64 %.612054.lcssa171, 3
  br i1 %.611175, label %B2690.outer.outer.outer, label %B2900.endif.sink.split440

B2690.outer.outer.outer:                          ; preds = %B4177.thread68
  %.612041134426 = add nsw i64 %.612054.lcssa171, -4
  %.612442135427 = add i64 %.612455.lcssa174, 4
  %.616443136428 = icmp slt i64 %.612442135, 0
  %.616544137429 = select i1 %.616443136428, i64 %arg.nbr.5.0, i64 0
  %187 = getelementptr i64, ptr %arg.nbr.4, i64 %.612442135
  %.617945138430 = getelementptr i64, ptr %187, i64 %.616544137429
  %.618046139431 = load i64, ptr %.617945138430, align 8
  %.619847140432 = icmp slt i64 %.618046139431, 0
  %.619948141433 = select i1 %.619847140432, i64 %arg.placed.5.0, i64 0
  %188 = getelementptr i8, ptr %arg.placed.4, i64 %.618046139431
  %.621349142434 = getelementptr i8, ptr %188, i64 %.619948141433
  %.621450143435 = load i8, ptr %.621349142434, align 1
  %.621751144436 = icmp eq i8 %.621450143435, 0
  br i1 %.621751144436, label %B2726.preheader.preheader, label %B4177.thread300

B2726.preheader.preheader:                        ; preds = %B2690.outer.outer.outer.outer, %B2690.outer.outer.outer, %B2726.preheader.preheader.preheader
  %.619847140432213 = phi i1 [ %.619847140432203569, %B2726.preheader.preheader.preheader ], [ %.619847140432, %B2690.outer.outer.outer ], [ %.619847140432203, %B2690.outer.outer.outer.outer ]
  %.618046139431212 = phi i64 [ %.618046139431202568, %B2726.preheader.preheader.preheader ], [ %.618046139431, %B2690.outer.outer.outer ], [ %.618046139431202, %B2690.outer.outer.outer.outer ]
  %.612442135427211 = phi i64 [ %.612442135427198564, %B2726.preheader.preheader.preheader ], [ %.612442135427, %B2690.outer.outer.outer ], [ %.612442135427198, %B2690.outer.outer.outer.outer ]
  %.612041134426210 = phi i64 [ %.612041134426197563, %B2726.preheader.preheader.preheader ], [ %.612041134426, %B2690.outer.outer.outer ], [ %.612041134426197, %B2690.outer.outer.outer.outer ]
  %.611049975001.ph.ph.ph209 = phi i64 [ %.611049975001.ph.ph.ph.ph.ph, %B2726.preheader.preheader.preheader ], [ %.612041134, %B2690.outer.outer.outer ], [ %.612041134426, %B2690.outer.outer.outer.outer ]
  %ok.4.35002.ph.ph.ph208 = phi i1 [ %ok.4.35002.ph.ph.ph.ph.ph, %B2726.preheader.preheader.preheader ], [ true, %B2690.outer.outer.outer ], [ true, %B2690.outer.outer.outer.outer ]
  br i1 %ok.4.35002.ph.ph.ph208, label %B2738.peel.preheader, label %B3474.critedge

B2738.peel.preheader:                             ; preds = %B2726.preheader.preheader
  %.6286.peel179 = select i1 %.619847140432213, i64 %arg.minoff.5.0, i64 0
  %189 = getelementptr i64, ptr %arg.minoff.4, i64 %.618046139431212
  %.6300.peel180 = getelementptr i64, ptr %189, i64 %.6286.peel179
  %.6301.peel181 = load i64, ptr %.6300.peel180, align 8
  %.6303.peel182 = icmp slt i64 %.6301.peel181, %quot.2.0
  br i1 %.6303.peel182, label %B2762, label %B4177.thread.peel.preheader

B4177.thread.peel.preheader:                      ; preds = %B2738.peel.preheader
  br label %B4177.thread.peel

B4177.thread204:                                  ; preds = %B2690.outer
  %.6111211 = icmp samesign ugt i64 %.6120.lcssa, 1
  br i1 %.6111211, label %B2690.outer.outer, label %B2900.endif.sink.split440

B2690.outer.outer:                                ; preds = %B4177.thread204
  %.612041134 = add nsw i64 %.612054.lcssa171, -3
  %.612442135 = add i64 %.612455.lcssa174, 3
  %.616443136 = icmp slt i64 %.612442, 0
  %.616544137 = select i1 %.616443136, i64 %arg.nbr.5.0, i64 0
  %190 = getelementptr i64, ptr %arg.nbr.4, i64 %.612442
  %.617945138 = getelementptr i64, ptr %190, i64 %.616544137
  %.618046139 = load i64, ptr %.617945138, align 8
  %.619847140 = icmp slt i64 %.618046139, 0
  %.619948141 = select i1 %.619847140, i64 %arg.placed.5.0, i64 0
  %191 = getelementptr i8, ptr %arg.placed.4, i64 %.618046139
  %.621349142 = getelementptr i8, ptr %191, i64 %.619948141
  %.621450143 = load i8, ptr %.621349142, align 1
  %.621751144 = icmp eq i8 %.621450143, 0
  br i1 %.621751144, label %B2726.preheader.backedge, label %B4177.thread68

B2726.preheader.backedge:                         ; preds = %B2690.outer.outer, %B2690.outer
  %.619847150.be = phi i1 [ %.619847, %B2690.outer ], [ %.619847140, %B2690.outer.outer ]
  %.618046149.be = phi i64 [ %.618046, %B2690.outer ], [ %.618046139, %B2690.outer.outer ]
  %.612442148.be = phi i64 [ %.612442, %B2690.outer ], [ %.612442135, %B2690.outer.outer ]
  %.612041147.be = phi i64 [ %.612041, %B2690.outer ], [ %.612041134, %B2690.outer.outer ]
  %.611049975001.ph146.be = phi i64 [ %.6120.lcssa, %B2690.outer ], [ %.612041, %B2690.outer.outer ]
  %.6286.peel = select i1 %.619847150.be, i64 %arg.minoff.5.0, i64 0
  %192 = getelementptr i64, ptr %arg.minoff.4, i64 %.618046149.be
  %.6300.peel = getelementptr i64, ptr %192, i64 %.6286.peel
  %.6301.peel = load i64, ptr %.6300.peel, align 8
  %.6303.peel = icmp slt i64 %.6301.peel, %quot.2.0
  br i1 %.6303.peel, label %B2762, label %B4177.thread.peel

B4177.thread62.loopexit:                          ; preds = %B2690
  %193 = add i64 %lsr.iv.next638, -1
  %194 = add i64 %lsr.iv.next753, 1
  br label %B4177.thread62

B4177.thread62:                                   ; preds = %B2690.peel, %B4177.thread62.loopexit
  %.6120.lcssa = phi i64 [ %.6120.peel, %B2690.peel ], [ %193, %B4177.thread62.loopexit ]
  %.6124.lcssa = phi i64 [ %.6124.peel, %B2690.peel ], [ %194, %B4177.thread62.loopexit ]
  %.612455.lcssa174 = phi i64 [ %.61244214862185, %B2690.peel ], [ %lsr.iv.next753, %B4177.thread62.loopexit ]
  %.612054.lcssa171 = phi i64 [ %.61204114763184, %B2690.peel ], [ %lsr.iv.next638, %B4177.thread62.loopexit ]
  %.611169 = icmp samesign ugt i64 %.612054.lcssa171, 1
  br i1 %.611169, label %B2690.outer, label %B2900.endif.sink.split440

B2690.outer:                                      ; preds = %B4177.thread62
  %.612041 = add nsw i64 %.612054.lcssa171, -2
  %.612442 = add i64 %.612455.lcssa174, 2
  %.616443 = icmp slt i64 %.6124.lcssa, 0
  %.616544 = select i1 %.616443, i64 %arg.nbr.5.0, i64 0
  %195 = getelementptr i64, ptr %arg.nbr.4, i64 %.6124.lcssa
  %.617945 = getelementptr i64, ptr %195, i64 %.616544
  %.618046 = load i64, ptr %.617945, align 8
  %.619847 = icmp slt i64 %.618046, 0
  %.619948 = select i1 %.619847, i64 %arg.placed.5.0, i64 0
  %196 = getelementptr i8, ptr %arg.placed.4, i64 %.618046
  %.621349 = getelementptr i8, ptr %196, i64 %.619948
  %.621450 = load i8, ptr %.621349, align 1
  %.621751 = icmp eq i8 %.621450, 0
  br i1 %.621751, label %B2726.preheader.backedge, label %B4177.thread204

B4177.thread.peel:                                ; preds = %B4177.thread.peel.preheader, %B2726.preheader.backedge
  %.61244214862185 = phi i64 [ %.612442148.be, %B2726.preheader.backedge ], [ %.612442135427211, %B4177.thread.peel.preheader ]
  %.61204114763184 = phi i64 [ %.612041147.be, %B2726.preheader.backedge ], [ %.612041134426210, %B4177.thread.peel.preheader ]
  %.611049975001.ph14664183 = phi i64 [ %.611049975001.ph146.be, %B2726.preheader.backedge ], [ %.611049975001.ph.ph.ph209, %B4177.thread.peel.preheader ]
  %.61115165.peel = icmp samesign ugt i64 %.611049975001.ph14664183, 1
  br i1 %.61115165.peel, label %B2690.peel, label %B2900.endif.sink.split440

B2690.peel:                                       ; preds = %B4177.thread.peel
  %.6120.peel = add nsw i64 %.61204114763184, -1
  %.6124.peel = add i64 %.61244214862185, 1
  %.6164.peel = icmp slt i64 %.61244214862185, 0
  %.6165.peel = select i1 %.6164.peel, i64 %arg.nbr.5.0, i64 0
  %197 = getelementptr i64, ptr %arg.nbr.4, i64 %.61244214862185
  %.6179.peel = getelementptr i64, ptr %197, i64 %.6165.peel
  %.6180.peel = load i64, ptr %.6179.peel, align 8
  %.6198.peel = icmp slt i64 %.6180.peel, 0
  %.6199.peel = select i1 %.6198.peel, i64 %arg.placed.5.0, i64 0
  %198 = getelementptr i8, ptr %arg.placed.4, i64 %.6180.peel
  %.6213.peel = getelementptr i8, ptr %198, i64 %.6199.peel
  %.6214.peel = load i8, ptr %.6213.peel, align 1
  %.6217.peel = icmp eq i8 %.6214.peel, 0
  br i1 %.6217.peel, label %B2738.preheader, label %B4177.thread62

B2738.preheader:                                  ; preds = %B2690.peel
  br label %B2738

B4177.thread:                                     ; preds = %B2738
  %.61115165 = icmp samesign ugt i64 %lsr.iv637, 1
  br i1 %.61115165, label %B2690, label %B2900.endif.sink.split440

B368.endif:                                       ; preds = %B304, %B248
  %after.2.3 = phi i64 [ %.1350, %B304 ], [ -1, %B248 ]
  %199 = icmp slt i64 %arg.size.5.0, 1
  br i1 %199, label %B682.else.if, label %B400.preheader

B400.preheader:                                   ; preds = %B368.endif
  br label %B400

B562.endif:                                       ; preds = %B560
  %.18864910.not = icmp slt i64 %k.4.4, 1
  br i1 %.18864910.not, label %B682.else.if, label %B598.lr.ph

B598.lr.ph:                                       ; preds = %B562.endif
  %.1966 = mul nsw i64 %lowest_top.3.4, %arg.size.5.0
  br label %B598

B682.else.if:                                     ; preds = %B680, %B562.endif, %B368.endif
  %lowest_top.2.3.lcssa5151 = phi i64 [ %lowest_top.3.4, %B562.endif ], [ %.1244, %B368.endif ], [ %lowest_top.3.4, %B680 ]
  %kept.2.3.lcssa = phi i64 [ 0, %B562.endif ], [ 0, %B368.endif ], [ %kept.3.4, %B680 ]
  %.2070.1 = ashr i64 %kept.2.3.lcssa, 1
  %.2108 = add nsw i64 %.2070.1, %kept.2.3.lcssa
  %.21894925 = icmp sgt i64 %.2108, 1
  br i1 %.21894925, label %B740.lr.ph, label %B1100.endif

B740.lr.ph:                                       ; preds = %B682.else.if
  %.2246 = add i64 %kept.2.3.lcssa, -1
  %.2301 = icmp slt i64 %.1239, 0
  %200 = getelementptr i64, ptr %arg.order.4, i64 %.1239
  %201 = add i64 %.2246, %.2070.1
  %sunkaddr696 = select i1 %.2301, i64 %1, i64 0
  br label %B740

B1100.endif:                                      ; preds = %B1098, %B682.else.if
  %.28004932.not = icmp slt i64 %kept.2.3.lcssa, 1
  br i1 %.28004932.not, label %B1232.thread, label %B1132.preheader

B1132.preheader:                                  ; preds = %B1100.endif
  br label %B1132

B1132.endif:                                      ; preds = %219, %B1132
  %rem.1.0 = phi i64 [ 0, %B1132 ], [ %spec.select4862, %219 ]
  %sunkaddr817 = mul i64 %lsr.iv598, 8
  %sunkaddr818 = getelementptr i8, ptr %scevgep597, i64 %sunkaddr817
  store i64 %rem.1.0, ptr %sunkaddr818, align 8
  %lsr.iv.next599 = add i64 %lsr.iv598, 1
  %lsr.iv.next602 = add nsw i64 %lsr.iv601, -1
  %exitcond5120.not = icmp eq i64 %lsr.iv.next602, 0
  br i1 %exitcond5120.not, label %B1232.thread, label %B1132

B1132.else.if:                                    ; preds = %B1132
  %202 = or i64 %.2869, %arg.size.5.0
  %203 = icmp ult i64 %202, 4294967296
  br i1 %203, label %204, label %208

204:                                              ; preds = %B1132.else.if
  %205 = trunc nuw i64 %.2869 to i32
  %206 = urem i32 %205, %2
  %207 = zext i32 %206 to i64
  br label %219

208:                                              ; preds = %B1132.else.if
  %209 = or i64 %.2869, %arg.size.5.0
  %210 = and i64 %209, -4294967296
  %211 = icmp eq i64 %210, 0
  br i1 %211, label %212, label %217

212:                                              ; preds = %208
  %213 = trunc i64 %arg.size.5.0 to i32
  %214 = trunc i64 %.2869 to i32
  %215 = urem i32 %214, %213
  %216 = zext i32 %215 to i64
  br label %219

217:                                              ; preds = %208
  %218 = srem i64 %.2869, %arg.size.5.0
  br label %219

219:                                              ; preds = %212, %217, %204
  %220 = phi i64 [ %207, %204 ], [ %216, %212 ], [ %218, %217 ]
  %.2891 = xor i64 %220, %arg.size.5.0
  %.2892 = icmp slt i64 %.2891, 0
  %.2893 = icmp ne i64 %220, 0
  %.2894 = and i1 %.2893, %.2892
  %.2901 = select i1 %.2894, i64 %arg.size.5.0, i64 0
  %spec.select4862 = add i64 %.2901, %220
  br label %B1132.endif

B1566.endif:                                      ; preds = %B1516
  %221 = icmp slt i64 %.3298, 0
  %.3649 = select i1 %221, i64 %arg.sec_lo.5.0, i64 0
  %222 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.3298
  %.3663 = getelementptr i64, ptr %222, i64 %.3649
  %.3664 = load i64, ptr %.3663, align 8
  %.3680 = select i1 %221, i64 %arg.sec_hi.5.0, i64 0
  %223 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.3298
  %.3694 = getelementptr i64, ptr %223, i64 %.3680
  %.3695 = load i64, ptr %.3694, align 8
  %.3732 = sub i64 %.3695, %.3664
  %..3732 = tail call i64 @llvm.smax.i64(i64 %.3732, i64 0)
  %224 = getelementptr i64, ptr %arg.size.4, i64 %.3298
  %225 = getelementptr i64, ptr %arg.top_of.4, i64 %.3298
  %sunkaddr709 = select i1 %221, i64 %15, i64 0
  %sunkaddr711 = select i1 %221, i64 %16, i64 0
  br label %B1626

B1766.endif:                                      ; preds = %B1628
  %226 = icmp slt i64 %.3298, 0
  %.4049 = select i1 %226, i64 %arg.nbr_ptr.5.0, i64 0
  %227 = getelementptr i64, ptr %arg.nbr_ptr.4, i64 %.3298
  %.4063 = getelementptr i64, ptr %227, i64 %.4049
  %.4064 = load i64, ptr %.4063, align 8
  %.4082 = icmp slt i64 %.3298, -1
  %.4083 = select i1 %.4082, i64 %arg.nbr_ptr.5.0, i64 0
  %228 = getelementptr i8, ptr %227, i64 8
  %.4097 = getelementptr i64, ptr %228, i64 %.4083
  %.4098 = load i64, ptr %.4097, align 8
  %.4135 = sub i64 %.4098, %.4064
  %..4135 = tail call i64 @llvm.smax.i64(i64 %.4135, i64 0)
  br label %B1832

B1904.endif:                                      ; preds = %B1626
  %229 = icmp slt i64 %.3298, 0
  %230 = icmp slt i64 %d.3.1, 0
  %.3663.le = getelementptr i64, ptr %222, i64 %.3649
  %.3694.le = getelementptr i64, ptr %223, i64 %.3680
  %.4395 = select i1 %229, i64 %arg.placed.5.0, i64 0
  %231 = getelementptr i8, ptr %arg.placed.4, i64 %.3298
  %.4409 = getelementptr i8, ptr %231, i64 %.4395
  store i8 1, ptr %.4409, align 1
  %.4428 = select i1 %229, i64 %arg.offset.5.0, i64 0
  %232 = getelementptr i64, ptr %arg.offset.4, i64 %.3298
  %.4442 = getelementptr i64, ptr %232, i64 %.4428
  store i64 %.3395, ptr %.4442, align 8
  %.4460 = select i1 %230, i64 %arg.chosen.5.0, i64 0
  %.4474 = getelementptr i64, ptr %44, i64 %.4460
  store i64 %.3298, ptr %.4474, align 8
  %.4491 = select i1 %230, i64 %arg.slog_at.5.0, i64 0
  %233 = getelementptr i64, ptr %arg.slog_at.4, i64 %d.3.1
  %.4505 = getelementptr i64, ptr %233, i64 %.4491
  %.4506 = load i64, ptr %.4505, align 8
  %.4540 = load i64, ptr %.3663.le, align 8
  %.4571 = load i64, ptr %.3694.le, align 8
  %.4608 = sub i64 %.4571, %.4540
  %.46514970.not = icmp slt i64 %.4608, 1
  br i1 %.46514970.not, label %B2126.endif, label %B2008.preheader

B2008.preheader:                                  ; preds = %B1904.endif
  %234 = add nuw i64 %.4608, 1
  br label %B2008

B2126.endif.loopexit:                             ; preds = %B2008
  %sunkaddr749 = shl i64 %.3649, 3
  %sunkaddr750 = getelementptr i8, ptr %222, i64 %sunkaddr749
  %.4978.pre = load i64, ptr %sunkaddr750, align 8
  %sunkaddr751 = shl i64 %.3680, 3
  %sunkaddr752 = getelementptr i8, ptr %223, i64 %sunkaddr751
  %.5009.pre = load i64, ptr %sunkaddr752, align 8
  br label %B2126.endif

B2126.endif:                                      ; preds = %B2126.endif.loopexit, %B1904.endif
  %.5009 = phi i64 [ %.4571, %B1904.endif ], [ %.5009.pre, %B2126.endif.loopexit ]
  %.4978 = phi i64 [ %.4540, %B1904.endif ], [ %.4978.pre, %B2126.endif.loopexit ]
  %sl.3.3.lcssa = phi i64 [ %.4506, %B1904.endif ], [ %.4782, %B2126.endif.loopexit ]
  %235 = xor i64 %.4978, -1
  %.5047 = add i64 %.5009, %235
  %.50904979.not = icmp slt i64 %.5047, 1
  br i1 %.50904979.not, label %B2258, label %B2194.preheader

B2194.preheader:                                  ; preds = %B2126.endif
  %236 = add i64 %.5009, -2
  %237 = icmp eq i64 %236, %.4978
  br i1 %237, label %B2194.epil.preheader, label %B2194.preheader.new

B2194.preheader.new:                              ; preds = %B2194.preheader
  %238 = lshr i64 %.5047, 1
  %239 = trunc i64 %238 to i62
  %240 = zext i62 %239 to i64
  %241 = mul nsw i64 %240, -2
  br label %B2194

B2522.else.if:                                    ; preds = %B2522
  %242 = or i64 %.5914, %.5916
  %243 = icmp ult i64 %242, 4294967296
  br i1 %243, label %244, label %250

244:                                              ; preds = %B2522.else.if
  %245 = trunc nuw i64 %.5914 to i32
  %246 = udiv i32 %245, %11
  %247 = urem i32 %245, %11
  %248 = zext i32 %246 to i64
  %249 = zext i32 %247 to i64
  br label %264

250:                                              ; preds = %B2522.else.if
  %251 = or i64 %.5914, %.5916
  %252 = and i64 %251, -4294967296
  %253 = icmp eq i64 %252, 0
  br i1 %253, label %254, label %261

254:                                              ; preds = %250
  %255 = trunc i64 %.5916 to i32
  %256 = trunc i64 %.5914 to i32
  %257 = udiv i32 %256, %255
  %258 = urem i32 %256, %255
  %259 = zext i32 %257 to i64
  %260 = zext i32 %258 to i64
  br label %264

261:                                              ; preds = %250
  %262 = sdiv i64 %.5914, %.5916
  %263 = srem i64 %.5914, %.5916
  br label %264

264:                                              ; preds = %254, %261, %244
  %265 = phi i64 [ %248, %244 ], [ %259, %254 ], [ %262, %261 ]
  %266 = phi i64 [ %249, %244 ], [ %260, %254 ], [ %263, %261 ]
  %.5937 = xor i64 %266, %.5916
  %.5938 = icmp slt i64 %.5937, 0
  %.5939 = icmp ne i64 %266, 0
  %.5940 = and i1 %.5939, %.5938
  %.5945 = sext i1 %.5940 to i64
  %spec.select4863 = add i64 %265, %.5945
  %267 = mul nsw i64 %spec.select4863, %.5916
  br label %B2522.endif.endif

B2522.endif.endif:                                ; preds = %264, %B2522
  %quot.2.0 = phi i64 [ 0, %B2522 ], [ %267, %264 ]
  %268 = icmp slt i64 %.3298, 0
  %.5978 = select i1 %268, i64 %arg.nbr_ptr.5.0, i64 0
  %269 = getelementptr i64, ptr %arg.nbr_ptr.4, i64 %.3298
  %.5992 = getelementptr i64, ptr %269, i64 %.5978
  %.5993 = load i64, ptr %.5992, align 8
  %.6011 = icmp slt i64 %.3298, -1
  %.6012 = select i1 %.6011, i64 %arg.nbr_ptr.5.0, i64 0
  %270 = getelementptr i8, ptr %269, i64 8
  %.6026 = getelementptr i64, ptr %270, i64 %.6012
  %.6027 = load i64, ptr %.6026, align 8
  %.6064 = sub i64 %.6027, %.5993
  %.61114999.not = icmp slt i64 %.6064, 1
  br i1 %.61114999.not, label %B2688.endif, label %B2690.outer.outer.outer.outer.outer.preheader

B2690.outer.outer.outer.outer.outer.preheader:    ; preds = %B2522.endif.endif
  br label %B2690.outer.outer.outer.outer.outer

B2688.endif.loopexit:                             ; preds = %B4177
  %271 = icmp slt i64 %d.3.1, -1
  %272 = icmp slt i64 %d.3.1, 0
  %273 = zext i1 %hatless.7.4 to i8
  %.65845152 = select i1 %271, i64 %arg.mlog_at.5.0, i64 0
  %274 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.65985153 = getelementptr i64, ptr %274, i64 %.65845152
  store i64 %mt.3.4, ptr %.65985153, align 8
  %.66165154 = select i1 %272, i64 %arg.hat.5.0, i64 0
  %275 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.66305155 = getelementptr i8, ptr %275, i64 %.66165154
  store i8 %273, ptr %.66305155, align 1
  br i1 %ok.5.4, label %B2900.endif, label %B3588.critedge

B2688.endif:                                      ; preds = %B2522.endif.endif
  %276 = icmp slt i64 %d.3.1, -1
  %277 = icmp slt i64 %d.3.1, 0
  %.6584 = select i1 %276, i64 %arg.mlog_at.5.0, i64 0
  %278 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.6598 = getelementptr i64, ptr %278, i64 %.6584
  store i64 %.5876, ptr %.6598, align 8
  %.6616 = select i1 %277, i64 %arg.hat.5.0, i64 0
  %279 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.6630 = getelementptr i8, ptr %279, i64 %.6616
  store i8 1, ptr %.6630, align 1
  br i1 %ok.7.3, label %B2900.endif, label %B3588.critedge

B2900.endif.sink.split440:                        ; preds = %B4177.thread300, %B4177.thread68, %B4177.thread204, %B4177.thread62, %B4177.thread.peel, %B4177.thread
  %280 = icmp slt i64 %d.3.1, -1
  %281 = icmp slt i64 %d.3.1, 0
  %.65845152315 = select i1 %280, i64 %arg.mlog_at.5.0, i64 0
  %282 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.65985153316 = getelementptr i64, ptr %282, i64 %.65845152315
  store i64 %mt.2.35004.ph.ph.ph.ph.ph, ptr %.65985153316, align 8
  %.66165154317 = select i1 %281, i64 %arg.hat.5.0, i64 0
  %283 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.66305155318 = getelementptr i8, ptr %283, i64 %.66165154317
  store i8 0, ptr %.66305155318, align 1
  br label %B2900.endif

B2900.endif:                                      ; preds = %B2900.endif.sink.split440, %B2688.endif, %B2688.endif.loopexit
  %mt.2.3.lcssa5156 = phi i64 [ %mt.3.4, %B2688.endif.loopexit ], [ %.5876, %B2688.endif ], [ %mt.2.35004.ph.ph.ph.ph.ph, %B2900.endif.sink.split440 ]
  %sunkaddr820 = getelementptr i8, ptr %arg.st.4, i64 24
  %.6682 = load i64, ptr %sunkaddr820, align 8
  %.6683 = add nsw i64 %.6682, 1
  store i64 %.6683, ptr %sunkaddr820, align 8
  %sunkaddr755 = shl i64 %.5861, 3
  %sunkaddr756 = getelementptr inbounds i8, ptr %95, i64 %sunkaddr755
  %.6777 = load i64, ptr %sunkaddr756, align 8
  %.6817 = sub i64 %mt.2.3.lcssa5156, %.6777
  %.68665053.not = icmp slt i64 %.6817, 1
  br i1 %.68665053.not, label %B2992.endif.thread, label %B2994.endif.preheader

B2994.endif.preheader:                            ; preds = %B2900.endif
  br label %B2994.endif

B2992.endif.thread:                               ; preds = %B2900.endif
  %284 = icmp slt i64 %d.3.1, -1
  %.80525159 = select i1 %284, i64 %arg.slog_at.5.0, i64 0
  %285 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.80665160 = getelementptr i64, ptr %285, i64 %.80525159
  store i64 %sl.3.3.lcssa, ptr %.80665160, align 8
  br i1 %split.2.3.lcssa, label %B3522, label %B102

B2992.endif:                                      ; preds = %B2992.loopexit
  %286 = icmp slt i64 %d.3.1, -1
  %.8052 = select i1 %286, i64 %arg.slog_at.5.0, i64 0
  %287 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.8066 = getelementptr i64, ptr %287, i64 %.8052
  store i64 %sl.4.5.lcssa, ptr %.8066, align 8
  %288 = select i1 %ok.10.5.lcssa, i1 %split.2.3.lcssa, i1 false
  %. = select i1 %ok.10.5.lcssa, i64 1, i64 2
  br i1 %288, label %B3522, label %B102

B2994.endif:                                      ; preds = %B2994.endif.preheader, %B2992.loopexit
  %ok.9.45059 = phi i1 [ %ok.10.5.lcssa, %B2992.loopexit ], [ true, %B2994.endif.preheader ]
  %sl.7.45058 = phi i64 [ %sl.4.5.lcssa, %B2992.loopexit ], [ %sl.3.3.lcssa, %B2994.endif.preheader ]
  %.686550455057 = phi i64 [ %.6875, %B2992.loopexit ], [ %.6817, %B2994.endif.preheader ]
  %.687250465056 = phi i64 [ %.6879, %B2992.loopexit ], [ %.6777, %B2994.endif.preheader ]
  %.6875 = add nsw i64 %.686550455057, -1
  %.6879 = add i64 %.687250465056, 1
  %.6933 = icmp slt i64 %.687250465056, 0
  %.6934 = select i1 %.6933, i64 %arg.mlog_j.5.0, i64 0
  %289 = getelementptr i64, ptr %arg.mlog_j.4, i64 %.687250465056
  %.6948 = getelementptr i64, ptr %289, i64 %.6934
  %.6949 = load i64, ptr %.6948, align 8
  %.6963 = icmp slt i64 %.6949, 0
  %.6964 = select i1 %.6963, i64 %arg.sec_lo.5.0, i64 0
  %290 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.6949
  %.6978 = getelementptr i64, ptr %290, i64 %.6964
  %.6979 = load i64, ptr %.6978, align 8
  %.6994 = select i1 %.6963, i64 %arg.sec_hi.5.0, i64 0
  %291 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.6949
  %.7008 = getelementptr i64, ptr %291, i64 %.6994
  %.7009 = load i64, ptr %.7008, align 8
  %.7046 = sub i64 %.7009, %.6979
  %.70895032.not = icmp slt i64 %.7046, 1
  br i1 %.70895032.not, label %B2992.loopexit, label %B3070.preheader

B3070.preheader:                                  ; preds = %B2994.endif
  br label %B3070

B3138.endif:                                      ; preds = %B3098
  %292 = icmp slt i64 %.709550255035, 0
  %.7285 = select i1 %292, i64 %arg.sec_ptr.5.0, i64 0
  %293 = getelementptr i64, ptr %arg.sec_ptr.4, i64 %.709550255035
  %.7299 = getelementptr i64, ptr %293, i64 %.7285
  %.7300 = load i64, ptr %.7299, align 8
  %.7316 = icmp slt i64 %.709550255035, -1
  %.7317 = select i1 %.7316, i64 %arg.sec_ptr.5.0, i64 0
  %294 = getelementptr i8, ptr %293, i64 8
  %.7331 = getelementptr i64, ptr %294, i64 %.7317
  %.7332 = load i64, ptr %.7331, align 8
  %.7369 = sub i64 %.7332, %.7300
  %.74165014.not = icmp slt i64 %.7369, 1
  br i1 %.74165014.not, label %B3306, label %B3202.preheader

B3202.preheader:                                  ; preds = %B3138.endif
  %295 = add nuw i64 %.7369, 1
  br label %B3202

B3662.endif:                                      ; preds = %B3596
  %.8788 = add nsw i64 %d.3.1, -1
  %.8808 = icmp slt i64 %d.3.1, 1
  %.8809 = select i1 %.8808, i64 %arg.chosen.5.0, i64 0
  %296 = getelementptr i64, ptr %arg.chosen.4, i64 %.8788
  %.8823 = getelementptr i64, ptr %296, i64 %.8809
  %.8824 = load i64, ptr %.8823, align 8
  %.8843 = icmp slt i64 %d.3.1, 0
  %.8844 = select i1 %.8843, i64 %arg.slog_at.5.0, i64 0
  %297 = getelementptr i64, ptr %arg.slog_at.4, i64 %d.3.1
  %.8858 = getelementptr i64, ptr %297, i64 %.8844
  %.8859 = load i64, ptr %.8858, align 8
  %.8876 = select i1 %.8808, i64 %arg.slog_at.5.0, i64 0
  %298 = getelementptr i64, ptr %arg.slog_at.4, i64 %.8788
  %.8890 = getelementptr i64, ptr %298, i64 %.8876
  %.8891 = load i64, ptr %.8890, align 8
  %.8929 = sub i64 %.8891, %.8859
  %.8930 = icmp slt i64 %.8929, 1
  %.8929.nonneg4849 = sub i64 0, %.8929
  %.897250705212 = icmp sgt i64 %.8929.nonneg4849, 0
  %.89725070 = and i1 %.8930, %.897250705212
  br i1 %.89725070, label %B3766.preheader, label %B3804.endif

B3766.preheader:                                  ; preds = %B3662.endif
  %.neg = add i64 %.8891, 1
  %xtraiter517 = and i64 %.8929.nonneg4849, 1
  %lcmp.mod518.not = icmp eq i64 %xtraiter517, 0
  br i1 %lcmp.mod518.not, label %B3766.prol.loopexit, label %B3766.prol

B3766.prol:                                       ; preds = %B3766.preheader
  %.897850695071.prol = add i64 %.8859, -1
  %.8981.prol = xor i64 %.8929, -1
  %.9023.prol = icmp slt i64 %.897850695071.prol, 0
  %.9024.prol = select i1 %.9023.prol, i64 %arg.slog_v.5.0, i64 0
  %299 = getelementptr i64, ptr %arg.slog_v.4, i64 %.897850695071.prol
  %.9038.prol = getelementptr i64, ptr %299, i64 %.9024.prol
  %.9039.prol = load i64, ptr %.9038.prol, align 8
  %.9054.prol = select i1 %.9023.prol, i64 %arg.slog_s.5.0, i64 0
  %300 = getelementptr i64, ptr %arg.slog_s.4, i64 %.897850695071.prol
  %.9068.prol = getelementptr i64, ptr %300, i64 %.9054.prol
  %.9069.prol = load i64, ptr %.9068.prol, align 8
  %.9083.prol = icmp slt i64 %.9069.prol, 0
  %.9084.prol = select i1 %.9083.prol, i64 %arg.floor.5.0, i64 0
  %301 = getelementptr i64, ptr %arg.floor.4, i64 %.9069.prol
  %.9098.prol = getelementptr i64, ptr %301, i64 %.9084.prol
  store i64 %.9039.prol, ptr %.9098.prol, align 8
  br label %B3766.prol.loopexit

B3766.prol.loopexit:                              ; preds = %B3766.prol, %B3766.preheader
  %.897150685072.unr = phi i64 [ %.8929.nonneg4849, %B3766.preheader ], [ %.8981.prol, %B3766.prol ]
  %.897850695071.in.unr = phi i64 [ %.8859, %B3766.preheader ], [ %.897850695071.prol, %B3766.prol ]
  %302 = icmp eq i64 %.8859, %.neg
  br i1 %302, label %B3804.endif, label %B3766.preheader590

B3766.preheader590:                               ; preds = %B3766.prol.loopexit
  %303 = shl i64 %.897850695071.in.unr, 3
  %scevgep650 = getelementptr i8, ptr %arg.slog_s.4, i64 %303
  %scevgep654 = getelementptr i8, ptr %arg.slog_v.4, i64 %303
  %304 = add i64 %.897150685072.unr, 2
  br label %B3766

B3804.endif:                                      ; preds = %B3766, %B3766.prol.loopexit, %B3662.endif
  %.9119 = icmp slt i64 %.8824, 0
  %.9120 = select i1 %.9119, i64 %arg.sec_lo.5.0, i64 0
  %305 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.8824
  %.9134 = getelementptr i64, ptr %305, i64 %.9120
  %.9135 = load i64, ptr %.9134, align 8
  %.9151 = select i1 %.9119, i64 %arg.sec_hi.5.0, i64 0
  %306 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.8824
  %.9165 = getelementptr i64, ptr %306, i64 %.9151
  %.9166 = load i64, ptr %.9165, align 8
  %.9203 = sub i64 %.9166, %.9135
  %.92465077.not = icmp slt i64 %.9203, 1
  br i1 %.92465077.not, label %B3910.endif, label %B3862.lr.ph

B3862.lr.ph:                                      ; preds = %B3804.endif
  %307 = icmp slt i64 %.8824, 0
  %.9329 = select i1 %307, i64 %arg.top_of.5.0, i64 0
  %308 = getelementptr i64, ptr %arg.top_of.4, i64 %.8824
  %.neg525 = add i64 %.9135, 1
  %xtraiter519 = and i64 %.9203, 1
  %lcmp.mod520.not = icmp eq i64 %xtraiter519, 0
  br i1 %lcmp.mod520.not, label %B3862.prol.loopexit, label %B3862.prol

B3862.prol:                                       ; preds = %B3862.lr.ph
  %.9255.prol = add nsw i64 %.9203, -1
  %.9297.prol = icmp slt i64 %.9135, 0
  %.9298.prol = select i1 %.9297.prol, i64 %arg.total.5.0, i64 0
  %309 = getelementptr i64, ptr %arg.total.4, i64 %.9135
  %.9312.prol = getelementptr i64, ptr %309, i64 %.9298.prol
  %.9313.prol = load i64, ptr %.9312.prol, align 8
  %sunkaddr757 = shl i64 %.9329, 3
  %sunkaddr758 = getelementptr i8, ptr %308, i64 %sunkaddr757
  %.9344.prol = load i64, ptr %sunkaddr758, align 8
  %.9345.prol = add nsw i64 %.9344.prol, %.9313.prol
  store i64 %.9345.prol, ptr %.9312.prol, align 8
  br label %B3862.prol.loopexit

B3862.prol.loopexit:                              ; preds = %B3862.prol, %B3862.lr.ph
  %.924550755079.unr = phi i64 [ %.9203, %B3862.lr.ph ], [ %.9255.prol, %B3862.prol ]
  %.925250765078.unr = phi i64 [ %.9135, %B3862.lr.ph ], [ %.neg525, %B3862.prol ]
  %310 = icmp eq i64 %.9166, %.neg525
  br i1 %310, label %B3910.endif.loopexit, label %B3862.preheader

B3862.preheader:                                  ; preds = %B3862.prol.loopexit
  %311 = add nuw i64 %.924550755079.unr, 2
  %312 = shl i64 %.925250765078.unr, 3
  %scevgep767 = getelementptr i8, ptr %arg.total.4, i64 %312
  br label %B3862

B3910.endif.loopexit:                             ; preds = %B3862, %B3862.prol.loopexit
  %sunkaddr759 = shl i64 %.9120, 3
  %sunkaddr760 = getelementptr inbounds i8, ptr %305, i64 %sunkaddr759
  %.9411.pre = load i64, ptr %sunkaddr760, align 8
  %sunkaddr761 = shl i64 %.9151, 3
  %sunkaddr762 = getelementptr inbounds i8, ptr %306, i64 %sunkaddr761
  %.9442.pre = load i64, ptr %sunkaddr762, align 8
  br label %B3910.endif

B3910.endif:                                      ; preds = %B3910.endif.loopexit, %B3804.endif
  %.9442 = phi i64 [ %.9442.pre, %B3910.endif.loopexit ], [ %.9166, %B3804.endif ]
  %.9411 = phi i64 [ %.9411.pre, %B3910.endif.loopexit ], [ %.9135, %B3804.endif ]
  %313 = xor i64 %.9411, -1
  %.9480 = add i64 %.9442, %313
  %.95235084.not = icmp slt i64 %.9480, 1
  br i1 %.95235084.not, label %B4010.endif, label %B3974.preheader

B3974.preheader:                                  ; preds = %B3910.endif
  %314 = add i64 %.9442, -2
  %xtraiter521 = and i64 %.9480, 1
  %lcmp.mod522.not = icmp eq i64 %xtraiter521, 0
  br i1 %lcmp.mod522.not, label %B3974.prol.loopexit, label %B3974.prol

B3974.prol:                                       ; preds = %B3974.preheader
  %.9532.prol = add nsw i64 %.9480, -1
  %.9536.prol = add i64 %.9411, 1
  %.9574.prol = icmp slt i64 %.9411, 0
  %.9575.prol = select i1 %.9574.prol, i64 %arg.cut.5.0, i64 0
  %315 = getelementptr i64, ptr %arg.cut.4, i64 %.9411
  %.9589.prol = getelementptr i64, ptr %315, i64 %.9575.prol
  %.9590.prol = load i64, ptr %.9589.prol, align 8
  %.9591.prol = add nsw i64 %.9590.prol, 1
  store i64 %.9591.prol, ptr %.9589.prol, align 8
  br label %B3974.prol.loopexit

B3974.prol.loopexit:                              ; preds = %B3974.prol, %B3974.preheader
  %.952250825086.unr = phi i64 [ %.9480, %B3974.preheader ], [ %.9532.prol, %B3974.prol ]
  %.952950835085.unr = phi i64 [ %.9411, %B3974.preheader ], [ %.9536.prol, %B3974.prol ]
  %316 = icmp eq i64 %314, %.9411
  br i1 %316, label %B4010.endif, label %B3974.preheader589

B3974.preheader589:                               ; preds = %B3974.prol.loopexit
  %317 = add nuw i64 %.952250825086.unr, 2
  %318 = shl i64 %.952950835085.unr, 3
  %scevgep772 = getelementptr i8, ptr %arg.cut.4, i64 %318
  br label %B3974

B4010.endif:                                      ; preds = %B3974, %B3974.prol.loopexit, %B3910.endif
  %319 = icmp slt i64 %d.3.1, 0
  %.9643 = select i1 %319, i64 %arg.mlog_at.5.0, i64 0
  %320 = getelementptr i64, ptr %arg.mlog_at.4, i64 %d.3.1
  %.9657 = getelementptr i64, ptr %320, i64 %.9643
  %.9658 = load i64, ptr %.9657, align 8
  %.inv = icmp sgt i64 %d.3.1, 0
  %.9675 = select i1 %.inv, i64 0, i64 %arg.mlog_at.5.0
  %321 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.8788
  %.9689 = getelementptr i64, ptr %321, i64 %.9675
  %.9690 = load i64, ptr %.9689, align 8
  %.9728 = sub i64 %.9690, %.9658
  %.9729 = icmp slt i64 %.9728, 1
  %.9728.nonneg4844 = sub i64 0, %.9728
  %.977150915213 = icmp sgt i64 %.9728.nonneg4844, 0
  %.97715091 = and i1 %.9729, %.977150915213
  br i1 %.97715091, label %B4088.preheader, label %B4126

B4088.preheader:                                  ; preds = %B4010.endif
  %.neg526 = add i64 %.9690, 1
  %xtraiter523 = and i64 %.9728.nonneg4844, 1
  %lcmp.mod524.not = icmp eq i64 %xtraiter523, 0
  br i1 %lcmp.mod524.not, label %B4088.prol.loopexit, label %B4088.prol

B4088.prol:                                       ; preds = %B4088.preheader
  %.977750905092.prol = add i64 %.9658, -1
  %.9780.prol = xor i64 %.9728, -1
  %.9822.prol = icmp slt i64 %.977750905092.prol, 0
  %.9823.prol = select i1 %.9822.prol, i64 %arg.mlog_v.5.0, i64 0
  %322 = getelementptr i64, ptr %arg.mlog_v.4, i64 %.977750905092.prol
  %.9837.prol = getelementptr i64, ptr %322, i64 %.9823.prol
  %.9838.prol = load i64, ptr %.9837.prol, align 8
  %.9853.prol = select i1 %.9822.prol, i64 %arg.mlog_j.5.0, i64 0
  %323 = getelementptr i64, ptr %arg.mlog_j.4, i64 %.977750905092.prol
  %.9867.prol = getelementptr i64, ptr %323, i64 %.9853.prol
  %.9868.prol = load i64, ptr %.9867.prol, align 8
  %.9882.prol = icmp slt i64 %.9868.prol, 0
  %.9883.prol = select i1 %.9882.prol, i64 %arg.minoff.5.0, i64 0
  %324 = getelementptr i64, ptr %arg.minoff.4, i64 %.9868.prol
  %.9897.prol = getelementptr i64, ptr %324, i64 %.9883.prol
  store i64 %.9838.prol, ptr %.9897.prol, align 8
  br label %B4088.prol.loopexit

B4088.prol.loopexit:                              ; preds = %B4088.prol, %B4088.preheader
  %.977050895093.unr = phi i64 [ %.9728.nonneg4844, %B4088.preheader ], [ %.9780.prol, %B4088.prol ]
  %.977750905092.in.unr = phi i64 [ %.9658, %B4088.preheader ], [ %.977750905092.prol, %B4088.prol ]
  %325 = icmp eq i64 %.9658, %.neg526
  br i1 %325, label %B4126, label %B4088.preheader588

B4088.preheader588:                               ; preds = %B4088.prol.loopexit
  %326 = shl i64 %.977750905092.in.unr, 3
  %scevgep680 = getelementptr i8, ptr %arg.mlog_j.4, i64 %326
  %scevgep684 = getelementptr i8, ptr %arg.mlog_v.4, i64 %326
  %327 = add i64 %.977050895093.unr, 2
  br label %B4088
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

define void @NRT_MemInfo_call_dtor(ptr) {
  call void @llvm.trap()
  unreachable
}

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 49, i32 49}
!1 = !{!"branch_weights", i32 49, i32 1}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 9801, i32 199}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.peeled.count", i32 1}

declare void @llvm.trap()
