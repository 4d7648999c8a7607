; kernel: tflite_memplan.planners.offset.exact._search
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: a42b064134698bb86044cb4a478e8db712b75fcde037282a02c740accbcfb310
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
  %xtraiter79 = and i64 %arg.floor.5.0, 3
  %const_mat = add i64 %const, -4
  %unroll_iter84 = and i64 %arg.floor.5.0, %const_mat
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
  br label %B102

B102:                                             ; preds = %B3012.endif, %B3012.endif.thread, %B4172, %B4146, %B3608.critedge, %B0
  %d.3.1 = phi i64 [ %.516, %B0 ], [ %.5774, %B3012.endif.thread ], [ %.5774, %B3012.endif ], [ %.5774, %B3608.critedge ], [ %.8819, %B4146 ], [ %.8819, %B4172 ]
  %expand.5.1 = phi i64 [ %.549, %B0 ], [ 1, %B3012.endif.thread ], [ %., %B3012.endif ], [ 2, %B3608.critedge ], [ %expand.6.3, %B4146 ], [ %expand.6.3, %B4172 ]
  %nodes.2.1 = phi i64 [ 0, %B0 ], [ %nodes.3.25145, %B3012.endif.thread ], [ %nodes.3.25145, %B3012.endif ], [ %nodes.3.25145, %B3608.critedge ], [ %nodes.3.25144, %B4146 ], [ %nodes.3.25144, %B4172 ]
  switch i64 %expand.5.1, label %B1262.lr.ph [
    i64 1, label %B116
    i64 2, label %B3616
  ]

B116:                                             ; preds = %B102
  %.595 = icmp eq i64 %d.3.1, %arg.size.5.0
  br i1 %.595, label %B128, label %B182

common.ret:                                       ; preds = %B3628, %B3542, %B194, %B128
  %.sink = phi i64 [ 1, %B3628 ], [ 3, %B3542 ], [ 2, %B194 ], [ 0, %B128 ]
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
  %sunkaddr174 = getelementptr i8, ptr %arg.st.4, i64 8
  store i64 1, ptr %sunkaddr174, align 8
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
  %lowest_top.2.34915 = phi i64 [ %lowest_top.3.4, %B560 ], [ %.1244, %B400.preheader ]
  %k.3.34914 = phi i64 [ %k.4.4, %B560 ], [ 0, %B400.preheader ]
  %.145449104912 = phi i64 [ %.1461, %B560 ], [ 0, %B400.preheader ]
  %.1461 = add nuw nsw i64 %.145449104912, 1
  %20 = getelementptr i8, ptr %arg.placed.4, i64 %.145449104912
  %.1527 = load i8, ptr %20, align 1
  %.1530 = icmp eq i8 %.1527, 0
  br i1 %.1530, label %B418, label %B560

B418:                                             ; preds = %B400
  %21 = shl i64 %.145449104912, 3
  %scevgep112 = getelementptr i8, ptr %arg.minoff.4, i64 %21
  %.1576 = load i64, ptr %scevgep112, align 8
  %scevgep = getelementptr i8, ptr %arg.size.4, i64 %21
  %.1607 = load i64, ptr %scevgep, align 8
  %.1608 = add nsw i64 %.1607, %.1576
  %spec.select = tail call i64 @llvm.smin.i64(i64 %.1608, i64 %lowest_top.2.34915)
  %.1718 = mul nsw i64 %.1576, %arg.size.5.0
  %22 = add i64 %.145449104912, %.1718
  %.1728 = icmp sgt i64 %22, %after.2.3
  br i1 %.1728, label %B534, label %B560

B534:                                             ; preds = %B418
  %.1737 = add nsw i64 %k.3.34914, %.1239
  %.1752 = icmp slt i64 %.1737, 0
  %.1753 = select i1 %.1752, i64 %arg.order.5.0, i64 0
  %23 = getelementptr i64, ptr %arg.order.4, i64 %.1737
  %.1767 = getelementptr i64, ptr %23, i64 %.1753
  store i64 %22, ptr %.1767, align 8
  %.1772 = add nsw i64 %k.3.34914, 1
  br label %B560

B560:                                             ; preds = %B534, %B418, %B400
  %k.4.4 = phi i64 [ %k.3.34914, %B418 ], [ %.1772, %B534 ], [ %k.3.34914, %B400 ]
  %lowest_top.3.4 = phi i64 [ %spec.select, %B418 ], [ %spec.select, %B534 ], [ %lowest_top.2.34915, %B400 ]
  %exitcond.not = icmp eq i64 %arg.size.5.0, %.1461
  br i1 %exitcond.not, label %B562.endif, label %B400

B598:                                             ; preds = %B598.lr.ph, %B680
  %lsr.iv115 = phi i64 [ %k.4.4, %B598.lr.ph ], [ %lsr.iv.next116, %B680 ]
  %lsr.iv = phi i64 [ %.1239, %B598.lr.ph ], [ %lsr.iv.next, %B680 ]
  %kept.2.34924 = phi i64 [ 0, %B598.lr.ph ], [ %kept.3.4, %B680 ]
  %.1947 = icmp slt i64 %lsr.iv, 0
  %24 = select i1 %.1947, i64 %1, i64 0
  %scevgep113 = getelementptr i8, ptr %arg.order.4, i64 %24
  %25 = shl i64 %lsr.iv, 3
  %scevgep114 = getelementptr i8, ptr %scevgep113, i64 %25
  %.1963 = load i64, ptr %scevgep114, align 8
  %.1967 = icmp slt i64 %.1963, %.1966
  br i1 %.1967, label %B636, label %B680

B636:                                             ; preds = %B598
  %.2006 = add nsw i64 %kept.2.34924, %.1239
  %.2020 = icmp slt i64 %.2006, 0
  %.2021 = select i1 %.2020, i64 %arg.order.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.order.4, i64 %.2006
  %.2035 = getelementptr i64, ptr %26, i64 %.2021
  store i64 %.1963, ptr %.2035, align 8
  %.2038 = add nsw i64 %kept.2.34924, 1
  br label %B680

B680:                                             ; preds = %B636, %B598
  %kept.3.4 = phi i64 [ %.2038, %B636 ], [ %kept.2.34924, %B598 ]
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next116 = add nsw i64 %lsr.iv115, -1
  %exitcond5129.not = icmp eq i64 %lsr.iv.next116, 0
  br i1 %exitcond5129.not, label %B682.else.if, label %B598

B740:                                             ; preds = %B740.lr.ph, %B1098
  %.219549354937 = phi i64 [ 0, %B740.lr.ph ], [ %.2202, %B1098 ]
  %.2202 = add nuw nsw i64 %.219549354937, 1
  %27 = xor i64 %.219549354937, -1
  %.2237 = add i64 %.2070.1, %27
  %.2243.not = icmp sgt i64 %.2070.1, %.219549354937
  br i1 %.2243.not, label %B858, label %B774

B774:                                             ; preds = %B740
  %.2249.neg = sub i64 %.2070.1, %.219549354937
  %.2252 = add i64 %.2249.neg, %.2246
  %.2256 = add nsw i64 %.2252, %.1239
  %.2270 = icmp slt i64 %.2256, 0
  %.2271 = select i1 %.2270, i64 %arg.order.5.0, i64 0
  %28 = getelementptr i64, ptr %arg.order.4, i64 %.2256
  %.2285 = getelementptr i64, ptr %28, i64 %.2271
  %.2286 = load i64, ptr %.2285, align 8
  %sunkaddr175 = getelementptr inbounds i8, ptr %182, i64 %sunkaddr211
  %.2317 = load i64, ptr %sunkaddr175, align 8
  store i64 %.2286, ptr %sunkaddr175, align 8
  store i64 %.2317, ptr %.2285, align 8
  br label %B858

B858:                                             ; preds = %B774, %B740
  %end.2.4 = phi i64 [ %.2252, %B774 ], [ %kept.2.3.lcssa, %B740 ]
  %parent.4.4 = phi i64 [ 0, %B774 ], [ %.2237, %B740 ]
  %.23944928 = shl nsw i64 %parent.4.4, 1
  %.23954929 = or disjoint i64 %.23944928, 1
  %.2401.not4930 = icmp slt i64 %.23954929, %end.2.4
  br i1 %.2401.not4930, label %B890.preheader, label %B1098

B890.preheader:                                   ; preds = %B858
  br label %B890

B890:                                             ; preds = %B890.preheader, %B1022
  %.23954933 = phi i64 [ %.2395, %B1022 ], [ %.23954929, %B890.preheader ]
  %.23944932 = phi i64 [ %.2394, %B1022 ], [ %.23944928, %B890.preheader ]
  %parent.3.44931 = phi i64 [ %child.2.6, %B1022 ], [ %parent.4.4, %B890.preheader ]
  %.2415 = add nsw i64 %.23944932, 2
  %.2417 = icmp slt i64 %.2415, %end.2.4
  br i1 %.2417, label %B908, label %B972

B908:                                             ; preds = %B890
  %.2424 = add nsw i64 %.23954933, %.1239
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
  %spec.select4864 = select i1 %.2489, i64 %.2415, i64 %.23954933
  br label %B972

B972:                                             ; preds = %B908, %B890
  %child.2.6 = phi i64 [ %.23954933, %B890 ], [ %spec.select4864, %B908 ]
  %.2502 = add nsw i64 %parent.3.44931, %.1239
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
  %sunkaddr213 = shl i64 %.2517, 3
  %sunkaddr214 = getelementptr inbounds i8, ptr %31, i64 %sunkaddr213
  store i64 %.2565, ptr %sunkaddr214, align 8
  %sunkaddr215 = shl i64 %.2550, 3
  %sunkaddr216 = getelementptr inbounds i8, ptr %32, i64 %sunkaddr215
  store i64 %.2532, ptr %sunkaddr216, align 8
  %.2394 = shl nsw i64 %child.2.6, 1
  %.2395 = or disjoint i64 %.2394, 1
  %.2401.not = icmp slt i64 %.2395, %end.2.4
  br i1 %.2401.not, label %B890, label %B1098

B1098:                                            ; preds = %B1022, %B972, %B858
  %exitcond5130.not = icmp eq i64 %.2202, %183
  br i1 %exitcond5130.not, label %B1100.endif, label %B740

B1132:                                            ; preds = %B1132.preheader, %B1132.endif
  %lsr.iv121 = phi i64 [ %lsr.iv.next122, %B1132.endif ], [ %kept.2.3.lcssa, %B1132.preheader ]
  %lsr.iv118 = phi i64 [ %lsr.iv.next119, %B1132.endif ], [ %.1239, %B1132.preheader ]
  %33 = icmp ne i64 %arg.size.5.0, 0
  %34 = icmp ne i64 %arg.size.5.0, -1
  %.2853 = icmp slt i64 %lsr.iv118, 0
  %35 = select i1 %.2853, i64 %1, i64 0
  %scevgep117 = getelementptr i8, ptr %arg.order.4, i64 %35
  %36 = shl i64 %lsr.iv118, 3
  %scevgep120 = getelementptr i8, ptr %scevgep117, i64 %36
  %.2869 = load i64, ptr %scevgep120, align 8
  %.2884 = icmp ne i64 %.2869, %const
  %.2886.not = or i1 %34, %.2884
  %or.cond5107 = select i1 %33, i1 %.2886.not, i1 false, !prof !3
  br i1 %or.cond5107, label %B1132.else.if, label %B1132.endif, !prof !3

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
  store i64 %lowest_top.2.3.lcssa5162, ptr %.3054, align 8
  %.3073 = select i1 %37, i64 %arg.pos.5.0, i64 0
  %41 = getelementptr i64, ptr %arg.pos.4, i64 %d.3.1
  %.3087 = getelementptr i64, ptr %41, i64 %.3073
  store i64 0, ptr %.3087, align 8
  br label %B1262.lr.ph

B1262.lr.ph:                                      ; preds = %B102, %B1232.thread
  %spec.select48655147 = phi i64 [ 0, %B1232.thread ], [ %expand.5.1, %B102 ]
  %nodes.3.25145 = phi i64 [ %.1200, %B1232.thread ], [ %nodes.2.1, %B102 ]
  %.3150 = icmp slt i64 %d.3.1, 0
  %.3151 = select i1 %.3150, i64 %arg.pos.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.pos.4, i64 %d.3.1
  %.3165 = getelementptr i64, ptr %42, i64 %.3151
  %.3182 = select i1 %.3150, i64 %arg.ord_len.5.0, i64 0
  %43 = getelementptr i64, ptr %arg.ord_len.4, i64 %d.3.1
  %.3196 = getelementptr i64, ptr %43, i64 %.3182
  %44 = getelementptr i64, ptr %arg.chosen.4, i64 %d.3.1
  %.3166.pre = load i64, ptr %.3165, align 8
  %.319710 = load i64, ptr %.3196, align 8
  %.319811 = icmp slt i64 %.3166.pre, %.319710
  br i1 %.319811, label %B1300.preheader, label %B3616

B1300.preheader:                                  ; preds = %B1262.lr.ph
  %45 = icmp slt i64 %d.3.1, 0
  %46 = getelementptr i64, ptr %arg.min_height.4, i64 %d.3.1
  %47 = getelementptr i64, ptr %arg.ord_start.4, i64 %d.3.1
  %sunkaddr217 = select i1 %45, i64 %3, i64 0
  %sunkaddr222 = select i1 %45, i64 %4, i64 0
  br label %B1300

B1300:                                            ; preds = %B1300.preheader, %B4195
  %.316612 = phi i64 [ %.31665134, %B4195 ], [ %.3166.pre, %B1300.preheader ]
  %48 = icmp sgt i64 %d.3.1, 0
  %sunkaddr176 = getelementptr inbounds i8, ptr %47, i64 %sunkaddr217
  %.3236 = load i64, ptr %sunkaddr176, align 8
  %.3268 = add nsw i64 %.3236, %.316612
  %.3282 = icmp slt i64 %.3268, 0
  %.3283 = select i1 %.3282, i64 %arg.order.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.order.4, i64 %.3268
  %.3297 = getelementptr i64, ptr %49, i64 %.3283
  %.3298 = load i64, ptr %.3297, align 8
  %.3333 = add nsw i64 %.316612, 1
  %sunkaddr177 = mul i64 %.3151, 8
  %sunkaddr178 = getelementptr i8, ptr %42, i64 %sunkaddr177
  store i64 %.3333, ptr %sunkaddr178, align 8
  %.3379 = icmp slt i64 %.3298, 0
  %.3380 = select i1 %.3379, i64 %arg.minoff.5.0, i64 0
  %50 = getelementptr i64, ptr %arg.minoff.4, i64 %.3298
  %.3394 = getelementptr i64, ptr %50, i64 %.3380
  %.3395 = load i64, ptr %.3394, align 8
  br i1 %48, label %B1406, label %B1490

B1406:                                            ; preds = %B1300
  %sunkaddr179 = getelementptr i8, ptr %44, i64 -8
  %.3433 = load i64, ptr %sunkaddr179, align 8
  %.3451 = icmp slt i64 %.3433, 0
  %.3452 = select i1 %.3451, i64 %arg.offset.5.0, i64 0
  %51 = getelementptr i64, ptr %arg.offset.4, i64 %.3433
  %.3466 = getelementptr i64, ptr %51, i64 %.3452
  %.3467 = load i64, ptr %.3466, align 8
  %.3469 = icmp slt i64 %.3395, %.3467
  br i1 %.3469, label %B4195, label %B1452

B1452:                                            ; preds = %B1406
  %.3503 = icmp eq i64 %.3395, %.3467
  %.3507 = icmp slt i64 %.3298, %.3433
  %or.cond = and i1 %.3507, %.3503
  br i1 %or.cond, label %B4195, label %B1490

B1490:                                            ; preds = %B1452, %B1300
  %sunkaddr180 = getelementptr inbounds i8, ptr %46, i64 %sunkaddr222
  %.3550 = load i64, ptr %sunkaddr180, align 8
  %.3552.not = icmp slt i64 %.3395, %.3550
  br i1 %.3552.not, label %B1516, label %B4195

B1516:                                            ; preds = %B1490
  %52 = icmp slt i64 %.3298, 0
  %.3574 = select i1 %52, i64 %arg.fixed.5.0, i64 0
  %53 = getelementptr i64, ptr %arg.fixed.4, i64 %.3298
  %.3588 = getelementptr i64, ptr %53, i64 %.3574
  %.3589 = load i64, ptr %.3588, align 8
  %.3590 = icmp sgt i64 %.3589, -1
  %.3624 = icmp ne i64 %.3395, %.3589
  %or.cond4866 = select i1 %.3590, i1 %.3624, i1 false
  br i1 %or.cond4866, label %B4195, label %B1566.endif

B1626:                                            ; preds = %B1566.endif, %B1628
  %.37854949 = phi i64 [ %.3792, %B1628 ], [ %.3664, %B1566.endif ]
  %.37784948 = phi i64 [ %.3788, %B1628 ], [ %..3732, %B1566.endif ]
  %.3779 = icmp sgt i64 %.37784948, 0
  br i1 %.3779, label %B1628, label %B1904.endif

B1628:                                            ; preds = %B1626
  %.3788 = add nsw i64 %.37784948, -1
  %.3792 = add i64 %.37854949, 1
  %sunkaddr181 = getelementptr inbounds i8, ptr %206, i64 %sunkaddr224
  %.3852 = load i64, ptr %sunkaddr181, align 8
  %.3854 = add nsw i64 %.3852, %.3395
  %.3876 = icmp slt i64 %.37854949, 0
  %54 = select i1 %.3876, i64 %5, i64 0
  %scevgep123 = getelementptr i8, ptr %arg.total.4, i64 %54
  %55 = shl i64 %.37854949, 3
  %scevgep124 = getelementptr i8, ptr %scevgep123, i64 %55
  %.3892 = load i64, ptr %scevgep124, align 8
  %sunkaddr182 = getelementptr inbounds i8, ptr %207, i64 %sunkaddr226
  %.3923 = load i64, ptr %sunkaddr182, align 8
  %.3924 = sub nsw i64 %.3892, %.3923
  %.3925 = icmp sgt i64 %.3924, 0
  %.3993 = sub nsw i64 %.3924, %arg.slack
  %.3995 = select i1 %.3925, i64 %.3993, i64 0
  %f.4.6 = add nsw i64 %.3854, %.3995
  %.4007 = icmp sgt i64 %f.4.6, %arg.capacity
  br i1 %.4007, label %B1766.endif, label %B1626

B1832:                                            ; preds = %B1766.endif, %B1834
  %.41884951 = phi i64 [ %.4195, %B1834 ], [ %.4064, %B1766.endif ]
  %.41814950 = phi i64 [ %.4191, %B1834 ], [ %..4135, %B1766.endif ]
  %.4182 = icmp sgt i64 %.41814950, 0
  br i1 %.4182, label %B1834, label %B1878

B1834:                                            ; preds = %B1832
  %.4191 = add nsw i64 %.41814950, -1
  %.4195 = add i64 %.41884951, 1
  %.4235 = icmp slt i64 %.41884951, 0
  %56 = select i1 %.4235, i64 %6, i64 0
  %scevgep125 = getelementptr i8, ptr %arg.nbr.4, i64 %56
  %57 = shl i64 %.41884951, 3
  %scevgep126 = getelementptr i8, ptr %scevgep125, i64 %57
  %.4251 = load i64, ptr %scevgep126, align 8
  %.4265 = icmp slt i64 %.4251, 0
  %.4266 = select i1 %.4265, i64 %arg.placed.5.0, i64 0
  %58 = getelementptr i8, ptr %arg.placed.4, i64 %.4251
  %.4280 = getelementptr i8, ptr %58, i64 %.4266
  %.4281 = load i8, ptr %.4280, align 1
  %.4284 = icmp eq i8 %.4281, 0
  br i1 %.4284, label %B4195, label %B1832

B1878:                                            ; preds = %B1832
  %sunkaddr183 = mul i64 %.3182, 8
  %sunkaddr184 = getelementptr i8, ptr %43, i64 %sunkaddr183
  %.4340 = load i64, ptr %sunkaddr184, align 8
  %sunkaddr185 = mul i64 %.3151, 8
  %sunkaddr186 = getelementptr i8, ptr %42, i64 %sunkaddr185
  store i64 %.4340, ptr %sunkaddr186, align 8
  br label %B4195

B2008:                                            ; preds = %B2008.preheader, %B2008
  %lsr.iv131 = phi i64 [ %216, %B2008.preheader ], [ %lsr.iv.next132, %B2008 ]
  %sl.3.34984 = phi i64 [ %.4506, %B2008.preheader ], [ %.4782, %B2008 ]
  %.465749804982 = phi i64 [ %.4540, %B2008.preheader ], [ %.4664, %B2008 ]
  %.4664 = add i64 %.465749804982, 1
  %.4703 = icmp slt i64 %sl.3.34984, 0
  %59 = select i1 %.4703, i64 %7, i64 0
  %scevgep127 = getelementptr i8, ptr %arg.slog_s.4, i64 %59
  %60 = shl i64 %sl.3.34984, 3
  %scevgep128 = getelementptr i8, ptr %scevgep127, i64 %60
  store i64 %.465749804982, ptr %scevgep128, align 8
  %.4733 = icmp slt i64 %.465749804982, 0
  %61 = select i1 %.4733, i64 %8, i64 0
  %scevgep135 = getelementptr i8, ptr %arg.floor.4, i64 %61
  %62 = shl i64 %.465749804982, 3
  %scevgep136 = getelementptr i8, ptr %scevgep135, i64 %62
  %.4749 = load i64, ptr %scevgep136, align 8
  %63 = select i1 %.4703, i64 %9, i64 0
  %scevgep129 = getelementptr i8, ptr %arg.slog_v.4, i64 %63
  %64 = shl i64 %sl.3.34984, 3
  %scevgep115 = getelementptr i8, ptr %scevgep129, i64 %64
  store i64 %.4749, ptr %scevgep115, align 8
  %.4782 = add i64 %sl.3.34984, 1
  %sunkaddr187 = getelementptr i8, ptr %206, i64 %sunkaddr224
  %.4815 = load i64, ptr %sunkaddr187, align 8
  %.4817 = add nsw i64 %.4815, %.3395
  store i64 %.4817, ptr %scevgep136, align 8
  %65 = select i1 %.4733, i64 %5, i64 0
  %scevgep133 = getelementptr i8, ptr %arg.total.4, i64 %65
  %66 = shl i64 %.465749804982, 3
  %scevgep116 = getelementptr i8, ptr %scevgep133, i64 %66
  %.4877 = load i64, ptr %scevgep116, align 8
  %sunkaddr188 = getelementptr i8, ptr %207, i64 %sunkaddr226
  %.4908 = load i64, ptr %sunkaddr188, align 8
  %.4909 = sub nsw i64 %.4877, %.4908
  store i64 %.4909, ptr %scevgep116, align 8
  %lsr.iv.next132 = add i64 %lsr.iv131, -1
  %.4651 = icmp samesign ugt i64 %lsr.iv.next132, 1
  br i1 %.4651, label %B2008, label %B2126.endif.loopexit

B2194:                                            ; preds = %B2194.preheader.new, %B2194
  %lsr.iv117 = phi i64 [ %223, %B2194.preheader.new ], [ %lsr.iv.next118, %B2194 ]
  %split.2.34993 = phi i1 [ %spec.select4867.1, %B2194 ], [ false, %B2194.preheader.new ]
  %.509649894991 = phi i64 [ %75, %B2194 ], [ %.4978, %B2194.preheader.new ]
  %.5147 = icmp slt i64 %.509649894991, 0
  %67 = select i1 %.5147, i64 %10, i64 0
  %scevgep137 = getelementptr i8, ptr %arg.cut.4, i64 %67
  %68 = shl i64 %.509649894991, 3
  %scevgep138 = getelementptr i8, ptr %scevgep137, i64 %68
  %.5163 = load i64, ptr %scevgep138, align 8
  %.5164 = add nsw i64 %.5163, -1
  store i64 %.5164, ptr %scevgep138, align 8
  %.5225 = icmp eq i64 %.5164, 0
  %69 = add i64 %.509649894991, 1
  %.5147.1 = icmp slt i64 %69, 0
  %70 = select i1 %.5147.1, i64 %10, i64 0
  %71 = add i64 %70, 8
  %scevgep119 = getelementptr i8, ptr %arg.cut.4, i64 %71
  %72 = shl i64 %.509649894991, 3
  %scevgep121 = getelementptr i8, ptr %scevgep119, i64 %72
  %.5163.1 = load i64, ptr %scevgep121, align 8
  %.5164.1 = add nsw i64 %.5163.1, -1
  store i64 %.5164.1, ptr %scevgep121, align 8
  %.5225.1 = icmp eq i64 %.5164.1, 0
  %73 = select i1 %.5225.1, i1 true, i1 %.5225
  %spec.select4867.1 = select i1 %73, i1 true, i1 %split.2.34993
  %74 = add i64 %.509649894991, 2
  %lsr.iv.next118 = add i64 %lsr.iv117, 2
  %niter.ncmp.1.not = icmp eq i64 %lsr.iv.next118, 0
  %75 = add i64 %69, 1
  br i1 %niter.ncmp.1.not, label %B2258.loopexit.unr-lcssa, label %B2194

B2258.loopexit.unr-lcssa:                         ; preds = %B2194
  %76 = and i64 %.5047, 1
  %lcmp.mod.not = icmp eq i64 %76, 0
  br i1 %lcmp.mod.not, label %B2258.loopexit, label %B2194.epil.preheader

B2194.epil.preheader:                             ; preds = %B2258.loopexit.unr-lcssa, %B2194.preheader
  %split.2.34993.epil.init = phi i1 [ false, %B2194.preheader ], [ %spec.select4867.1, %B2258.loopexit.unr-lcssa ]
  %.509649894991.epil.init = phi i64 [ %.4978, %B2194.preheader ], [ %74, %B2258.loopexit.unr-lcssa ]
  %.5147.epil = icmp slt i64 %.509649894991.epil.init, 0
  %.5148.epil = select i1 %.5147.epil, i64 %arg.cut.5.0, i64 0
  %77 = getelementptr i64, ptr %arg.cut.4, i64 %.509649894991.epil.init
  %.5162.epil = getelementptr i64, ptr %77, i64 %.5148.epil
  %.5163.epil = load i64, ptr %.5162.epil, align 8
  %.5164.epil = add nsw i64 %.5163.epil, -1
  store i64 %.5164.epil, ptr %.5162.epil, align 8
  %.5225.epil = icmp eq i64 %.5164.epil, 0
  %spec.select4867.epil = select i1 %.5225.epil, i1 true, i1 %split.2.34993.epil.init
  br label %B2258.loopexit

B2258.loopexit:                                   ; preds = %B2194.epil.preheader, %B2258.loopexit.unr-lcssa
  %spec.select4867.lcssa = phi i1 [ %spec.select4867.1, %B2258.loopexit.unr-lcssa ], [ %spec.select4867.epil, %B2194.epil.preheader ]
  %sunkaddr236 = shl i64 %.3649, 3
  %sunkaddr237 = getelementptr i8, ptr %204, i64 %sunkaddr236
  %.5345.pre = load i64, ptr %sunkaddr237, align 8
  br label %B2258

B2258:                                            ; preds = %B2126.endif, %B2258.loopexit
  %.5345 = phi i64 [ %.4978, %B2126.endif ], [ %.5345.pre, %B2258.loopexit ]
  %split.2.3.lcssa = phi i1 [ false, %B2126.endif ], [ %spec.select4867.lcssa, %B2258.loopexit ]
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
  %sunkaddr238 = shl i64 %.3680, 3
  %sunkaddr239 = getelementptr i8, ptr %205, i64 %sunkaddr238
  %.5382 = load i64, ptr %sunkaddr239, align 8
  %.5384 = icmp slt i64 %.5307, %.5382
  %spec.select4868 = select i1 %.5384, i64 -1, i64 %.5307
  br label %B2350

B2350:                                            ; preds = %B2318, %B2258
  %where.3.3 = phi i64 [ %.5307, %B2258 ], [ %spec.select4868, %B2318 ]
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
  br i1 %82, label %B2434.epil.preheader, label %B2434.preheader114

B2434.preheader114:                               ; preds = %B2434.preheader
  br label %B2434

B2434:                                            ; preds = %B2434.preheader114, %B2434
  %bound.3.55003 = phi i64 [ %spec.select4869.3, %B2434 ], [ 0, %B2434.preheader114 ]
  %where.6.55002 = phi i64 [ %spec.select4870.3, %B2434 ], [ %where.3.3, %B2434.preheader114 ]
  %.556649985000 = phi i64 [ %86, %B2434 ], [ 0, %B2434.preheader114 ]
  %sunkaddr189 = mul i64 %.556649985000, 8
  %sunkaddr190 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr189
  %.5645 = load i64, ptr %sunkaddr190, align 8
  %.5647 = icmp sgt i64 %.5645, %bound.3.55003
  %spec.select4869 = tail call i64 @llvm.smax.i64(i64 %.5645, i64 %bound.3.55003)
  %spec.select4870 = select i1 %.5647, i64 %.556649985000, i64 %where.6.55002
  %sunkaddr191 = mul i64 %.556649985000, 8
  %sunkaddr192 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr191
  %sunkaddr193 = getelementptr i8, ptr %sunkaddr192, i64 8
  %.5645.1 = load i64, ptr %sunkaddr193, align 8
  %.5647.1 = icmp sgt i64 %.5645.1, %spec.select4869
  %spec.select4869.1 = tail call i64 @llvm.smax.i64(i64 %.5645.1, i64 %spec.select4869)
  %83 = add i64 %.556649985000, 1
  %spec.select4870.1 = select i1 %.5647.1, i64 %83, i64 %spec.select4870
  %sunkaddr194 = mul i64 %.556649985000, 8
  %sunkaddr195 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr194
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 16
  %.5645.2 = load i64, ptr %sunkaddr196, align 8
  %.5647.2 = icmp sgt i64 %.5645.2, %spec.select4869.1
  %spec.select4869.2 = tail call i64 @llvm.smax.i64(i64 %.5645.2, i64 %spec.select4869.1)
  %84 = add i64 %83, 1
  %spec.select4870.2 = select i1 %.5647.2, i64 %84, i64 %spec.select4870.1
  %sunkaddr197 = mul i64 %.556649985000, 8
  %sunkaddr198 = getelementptr i8, ptr %arg.total.4, i64 %sunkaddr197
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 24
  %.5645.3 = load i64, ptr %sunkaddr199, align 8
  %.5647.3 = icmp sgt i64 %.5645.3, %spec.select4869.2
  %spec.select4869.3 = tail call i64 @llvm.smax.i64(i64 %.5645.3, i64 %spec.select4869.2)
  %85 = add i64 %84, 1
  %spec.select4870.3 = select i1 %.5647.3, i64 %85, i64 %spec.select4870.2
  %86 = add i64 %85, 1
  %niter85.ncmp.3 = icmp eq i64 %86, %unroll_iter84
  br i1 %niter85.ncmp.3, label %B2482.unr-lcssa, label %B2434

B2482.unr-lcssa:                                  ; preds = %B2434
  %87 = icmp eq i64 %xtraiter79, 0
  br i1 %87, label %B2482, label %B2434.epil.preheader

B2434.epil.preheader:                             ; preds = %B2482.unr-lcssa, %B2434.preheader
  %bound.3.55003.epil.ph = phi i64 [ 0, %B2434.preheader ], [ %spec.select4869.3, %B2482.unr-lcssa ]
  %where.6.55002.epil.ph = phi i64 [ %where.3.3, %B2434.preheader ], [ %spec.select4870.3, %B2482.unr-lcssa ]
  %.556649985000.epil.ph = phi i64 [ 0, %B2434.preheader ], [ %unroll_iter84, %B2482.unr-lcssa ]
  br label %B2434.epil

B2434.epil:                                       ; preds = %B2434.epil.preheader, %B2434.epil
  %lsr.iv153 = phi i64 [ %lsr.iv.next154, %B2434.epil ], [ %xtraiter79, %B2434.epil.preheader ]
  %bound.3.55003.epil = phi i64 [ %spec.select4869.epil, %B2434.epil ], [ %bound.3.55003.epil.ph, %B2434.epil.preheader ]
  %where.6.55002.epil = phi i64 [ %spec.select4870.epil, %B2434.epil ], [ %where.6.55002.epil.ph, %B2434.epil.preheader ]
  %.556649985000.epil = phi i64 [ %.5573.epil, %B2434.epil ], [ %.556649985000.epil.ph, %B2434.epil.preheader ]
  %.5573.epil = add nuw nsw i64 %.556649985000.epil, 1
  %88 = shl i64 %.556649985000.epil, 3
  %scevgep152 = getelementptr i8, ptr %arg.total.4, i64 %88
  %.5645.epil = load i64, ptr %scevgep152, align 8
  %.5647.epil = icmp sgt i64 %.5645.epil, %bound.3.55003.epil
  %spec.select4869.epil = tail call i64 @llvm.smax.i64(i64 %.5645.epil, i64 %bound.3.55003.epil)
  %spec.select4870.epil = select i1 %.5647.epil, i64 %.556649985000.epil, i64 %where.6.55002.epil
  %lsr.iv.next154 = add nsw i64 %lsr.iv153, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next154, 0
  br i1 %epil.iter.cmp.not, label %B2482, label %B2434.epil, !llvm.loop !4

B2482:                                            ; preds = %B2434.epil, %B2482.unr-lcssa
  %spec.select4869.lcssa = phi i64 [ %spec.select4869.3, %B2482.unr-lcssa ], [ %spec.select4869.epil, %B2434.epil ]
  %spec.select4870.lcssa = phi i64 [ %spec.select4870.3, %B2482.unr-lcssa ], [ %spec.select4870.epil, %B2434.epil ]
  %.5723 = icmp sgt i64 %spec.select4869.lcssa, 0
  br i1 %.5723, label %B2482.B2494_crit_edge, label %B2522

B2482.B2494_crit_edge:                            ; preds = %B2482
  %.pre = add i64 %spec.select4869.lcssa, %.5436
  %89 = icmp sle i64 %.pre, %arg.capacity
  br label %B2522

B2522:                                            ; preds = %B2482.B2494_crit_edge, %B2482, %B2386, %B2362, %B2350
  %ok.5.3 = phi i1 [ true, %B2350 ], [ %not..5459, %B2386 ], [ true, %B2482 ], [ true, %B2362 ], [ %89, %B2482.B2494_crit_edge ]
  %bound.6.3 = phi i64 [ %.5273, %B2350 ], [ %.5273.mux, %B2386 ], [ 0, %B2482 ], [ %.5273, %B2362 ], [ %spec.select4869.lcssa, %B2482.B2494_crit_edge ]
  %where.4.3 = phi i64 [ %where.3.3, %B2350 ], [ %where.3.3, %B2386 ], [ %spec.select4870.lcssa, %B2482 ], [ %where.3.3, %B2362 ], [ %spec.select4870.lcssa, %B2482.B2494_crit_edge ]
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
  %sunkaddr200 = getelementptr i8, ptr %206, i64 %sunkaddr224
  %.5910 = load i64, ptr %sunkaddr200, align 8
  %.5912 = add i64 %.3395, %arg.slack
  %.5914 = add i64 %.5912, %.5910
  %.5930 = icmp ne i64 %.5914, %const
  %.5932.not = or i1 %92, %.5930
  %or.cond5108 = select i1 %91, i1 %.5932.not, i1 false, !prof !3
  br i1 %or.cond5108, label %B2522.else.if, label %B2522.endif.endif, !prof !3

B2690:                                            ; preds = %B2690.preheader, %B4196
  %lsr.iv155 = phi i64 [ %253, %B2690.preheader ], [ %lsr.iv.next156, %B4196 ]
  %mt.2.35015 = phi i64 [ %.5876, %B2690.preheader ], [ %mt.3.4, %B4196 ]
  %hatless.6.35014 = phi i1 [ true, %B2690.preheader ], [ %hatless.7.4, %B4196 ]
  %ok.4.35013 = phi i1 [ %ok.5.3, %B2690.preheader ], [ %ok.6.4, %B4196 ]
  %.611550095011 = phi i64 [ %.5993, %B2690.preheader ], [ %.6122, %B4196 ]
  %.6162 = icmp slt i64 %.611550095011, 0
  %96 = select i1 %.6162, i64 %6, i64 0
  %scevgep157 = getelementptr i8, ptr %arg.nbr.4, i64 %96
  %97 = shl i64 %.611550095011, 3
  %scevgep158 = getelementptr i8, ptr %scevgep157, i64 %97
  %.6178 = load i64, ptr %scevgep158, align 8
  %.6196 = icmp slt i64 %.6178, 0
  %.6197 = select i1 %.6196, i64 %arg.placed.5.0, i64 0
  %98 = getelementptr i8, ptr %arg.placed.4, i64 %.6178
  %.6211 = getelementptr i8, ptr %98, i64 %.6197
  %.6212 = load i8, ptr %.6211, align 1
  %.6215 = icmp eq i8 %.6212, 0
  br i1 %.6215, label %B2726, label %B4196

B2726:                                            ; preds = %B2690
  br i1 %ok.4.35013, label %B2738, label %B3494.critedge

B2738:                                            ; preds = %B2726
  %99 = icmp slt i64 %.6178, 0
  %.6278 = select i1 %99, i64 %arg.fixed.5.0, i64 0
  %100 = getelementptr i64, ptr %arg.fixed.4, i64 %.6178
  %.6292 = getelementptr i64, ptr %100, i64 %.6278
  %.6293 = load i64, ptr %.6292, align 8
  %.6294 = icmp sgt i64 %.6293, -1
  br i1 %.6294, label %B2762, label %B2810

B2762:                                            ; preds = %B2738
  %sunkaddr201 = getelementptr i8, ptr %206, i64 %sunkaddr224
  %.6332 = load i64, ptr %sunkaddr201, align 8
  %.6334 = add nsw i64 %.6332, %.3395
  %.6368 = icmp sle i64 %.6334, %.6293
  br label %B4196

B2810:                                            ; preds = %B2738
  %101 = icmp slt i64 %.6178, 0
  %.6408 = select i1 %101, i64 %arg.minoff.5.0, i64 0
  %102 = getelementptr i64, ptr %arg.minoff.4, i64 %.6178
  %.6422 = getelementptr i64, ptr %102, i64 %.6408
  %.6423 = load i64, ptr %.6422, align 8
  %.6425 = icmp slt i64 %.6423, %quot.2.0
  br i1 %.6425, label %B2834, label %B4196

B2834:                                            ; preds = %B2810
  %.6442 = icmp slt i64 %mt.2.35015, 0
  %.6443 = select i1 %.6442, i64 %arg.mlog_j.5.0, i64 0
  %103 = getelementptr i64, ptr %arg.mlog_j.4, i64 %mt.2.35015
  %.6457 = getelementptr i64, ptr %103, i64 %.6443
  store i64 %.6178, ptr %.6457, align 8
  %sunkaddr255 = shl i64 %.6408, 3
  %sunkaddr256 = getelementptr inbounds i8, ptr %102, i64 %sunkaddr255
  %.6489 = load i64, ptr %sunkaddr256, align 8
  %.6505 = select i1 %.6442, i64 %arg.mlog_v.5.0, i64 0
  %104 = getelementptr i64, ptr %arg.mlog_v.4, i64 %mt.2.35015
  %.6519 = getelementptr i64, ptr %104, i64 %.6505
  store i64 %.6489, ptr %.6519, align 8
  %.6522 = add nsw i64 %mt.2.35015, 1
  store i64 %quot.2.0, ptr %sunkaddr256, align 8
  br label %B4196

B3012.loopexit:                                   ; preds = %B4197, %B3014.endif
  %sl.4.5.lcssa = phi i64 [ %sl.7.45069, %B3014.endif ], [ %sl.5.6, %B4197 ]
  %ok.10.5.lcssa = phi i1 [ %ok.9.45070, %B3014.endif ], [ %180, %B4197 ]
  %.6897 = icmp sgt i64 %.689650565068, 1
  br i1 %.6897, label %B3014.endif, label %B3012.endif

B3090:                                            ; preds = %B3090.preheader, %B4197
  %ok.10.55049 = phi i1 [ %180, %B4197 ], [ %ok.9.45070, %B3090.preheader ]
  %sl.4.55048 = phi i64 [ %sl.5.6, %B4197 ], [ %sl.7.45069, %B3090.preheader ]
  %.711950355047 = phi i64 [ %.7129, %B4197 ], [ %.7077, %B3090.preheader ]
  %.712650365046 = phi i64 [ %.7133, %B4197 ], [ %.7010, %B3090.preheader ]
  %.7129 = add nsw i64 %.711950355047, -1
  %.7133 = add i64 %.712650365046, 1
  %.7175 = icmp slt i64 %.712650365046, 0
  %.7176 = select i1 %.7175, i64 %arg.stamp.5.0, i64 0
  %105 = getelementptr i64, ptr %arg.stamp.4, i64 %.712650365046
  %.7190 = getelementptr i64, ptr %105, i64 %.7176
  %.7191 = load i64, ptr %.7190, align 8
  %.7193 = icmp eq i64 %.7191, %.6714
  br i1 %.7193, label %B4197, label %B3118

B3118:                                            ; preds = %B3090
  %106 = icmp slt i64 %.712650365046, 0
  %sunkaddr257 = shl i64 %.7176, 3
  %sunkaddr258 = getelementptr inbounds i8, ptr %105, i64 %sunkaddr257
  store i64 %.6714, ptr %sunkaddr258, align 8
  %.7261 = select i1 %106, i64 %arg.floor.5.0, i64 0
  %107 = getelementptr i64, ptr %arg.floor.4, i64 %.712650365046
  %.7275 = getelementptr i64, ptr %107, i64 %.7261
  %.7276 = load i64, ptr %.7275, align 8
  %.7278.not = icmp slt i64 %.7276, %quot.2.0
  br i1 %.7278.not, label %B3158.endif, label %B4197

B3222:                                            ; preds = %B3222.preheader, %B3324
  %lsr.iv159 = phi i64 [ %274, %B3222.preheader ], [ %lsr.iv.next160, %B3324 ]
  %lowest.2.75028 = phi i64 [ %quot.2.0, %B3222.preheader ], [ %lowest.3.8, %B3324 ]
  %.745350235026 = phi i64 [ %.7331, %B3222.preheader ], [ %.7460, %B3324 ]
  %.7504 = icmp slt i64 %.745350235026, 0
  %108 = select i1 %.7504, i64 %12, i64 0
  %scevgep161 = getelementptr i8, ptr %arg.sec_buf.4, i64 %108
  %109 = shl i64 %.745350235026, 3
  %scevgep162 = getelementptr i8, ptr %scevgep161, i64 %109
  %.7520 = load i64, ptr %scevgep162, align 8
  %.7538 = icmp slt i64 %.7520, 0
  %.7539 = select i1 %.7538, i64 %arg.placed.5.0, i64 0
  %110 = getelementptr i8, ptr %arg.placed.4, i64 %.7520
  %.7553 = getelementptr i8, ptr %110, i64 %.7539
  %.7554 = load i8, ptr %.7553, align 1
  %.7557 = icmp eq i8 %.7554, 0
  br i1 %.7557, label %B3256, label %B3324

B3256:                                            ; preds = %B3222
  %111 = icmp slt i64 %.7520, 0
  %.7583 = select i1 %111, i64 %arg.minoff.5.0, i64 0
  %112 = getelementptr i64, ptr %arg.minoff.4, i64 %.7520
  %.7597 = getelementptr i64, ptr %112, i64 %.7583
  %.7598 = load i64, ptr %.7597, align 8
  %.7600 = icmp slt i64 %.7598, %lowest.2.75028
  br i1 %.7600, label %B3280, label %B3324

B3280:                                            ; preds = %B3256
  %.7675.not = icmp sgt i64 %.7598, %.7276
  br i1 %.7675.not, label %B3324, label %B3326

B3324:                                            ; preds = %B3280, %B3256, %B3222
  %lowest.3.8 = phi i64 [ %lowest.2.75028, %B3256 ], [ %.7598, %B3280 ], [ %lowest.2.75028, %B3222 ]
  %lsr.iv.next160 = add i64 %lsr.iv159, -1
  %.7460 = add i64 %.745350235026, 1
  %.7447 = icmp samesign ugt i64 %lsr.iv.next160, 1
  br i1 %.7447, label %B3222, label %B3326

B3326:                                            ; preds = %B3324, %B3280, %B3158.endif
  %lowest.4.8 = phi i64 [ %quot.2.0, %B3158.endif ], [ %lowest.3.8, %B3324 ], [ %.7598, %B3280 ]
  %.7743 = icmp sgt i64 %lowest.4.8, %.7276
  br i1 %.7743, label %B3350, label %B4197

B3350:                                            ; preds = %B3326
  %113 = icmp slt i64 %.712650365046, 0
  %.7764 = icmp slt i64 %sl.4.55048, 0
  %.7765 = select i1 %.7764, i64 %arg.slog_s.5.0, i64 0
  %114 = getelementptr i64, ptr %arg.slog_s.4, i64 %sl.4.55048
  %.7779 = getelementptr i64, ptr %114, i64 %.7765
  store i64 %.712650365046, ptr %.7779, align 8
  %sunkaddr259 = shl i64 %.7261, 3
  %sunkaddr260 = getelementptr inbounds i8, ptr %107, i64 %sunkaddr259
  %.7811 = load i64, ptr %sunkaddr260, align 8
  %.7827 = select i1 %.7764, i64 %arg.slog_v.5.0, i64 0
  %115 = getelementptr i64, ptr %arg.slog_v.4, i64 %sl.4.55048
  %.7841 = getelementptr i64, ptr %115, i64 %.7827
  store i64 %.7811, ptr %.7841, align 8
  %.7844 = add nsw i64 %sl.4.55048, 1
  store i64 %lowest.4.8, ptr %sunkaddr260, align 8
  %spec.select4873 = tail call i64 @llvm.smax.i64(i64 %lowest.4.8, i64 %.3395)
  %.7924 = select i1 %113, i64 %arg.total.5.0, i64 0
  %116 = getelementptr i64, ptr %arg.total.4, i64 %.712650365046
  %.7938 = getelementptr i64, ptr %116, i64 %.7924
  %.7939 = load i64, ptr %.7938, align 8
  %.7940 = icmp sgt i64 %.7939, 0
  %.7976 = sub nsw i64 %.7939, %arg.slack
  %.7978 = select i1 %.7940, i64 %.7976, i64 0
  %f.5.8 = add nsw i64 %.7978, %spec.select4873
  %.7998 = icmp sle i64 %f.5.8, %arg.capacity
  %spec.select4876 = select i1 %.7998, i1 %ok.10.55049, i1 false
  br label %B4197

B3494.critedge:                                   ; preds = %B2726
  %117 = icmp slt i64 %d.3.1, -1
  %118 = icmp slt i64 %d.3.1, 0
  %.6615.c = select i1 %117, i64 %arg.mlog_at.5.0, i64 0
  %119 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.6629.c = getelementptr i64, ptr %119, i64 %.6615.c
  store i64 %mt.2.35015, ptr %.6629.c, align 8
  %.6647.c = select i1 %118, i64 %arg.hat.5.0, i64 0
  %120 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.6661.c = getelementptr i8, ptr %120, i64 %.6647.c
  store i8 0, ptr %.6661.c, align 1
  br label %B3608.critedge

B3542:                                            ; preds = %B3012.endif, %B3012.endif.thread
  %121 = icmp slt i64 %d.3.1, -1
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
  %.8316 = select i1 %121, i64 %arg.pos.5.0, i64 0
  %122 = getelementptr i64, ptr %arg.pos.4, i64 %.5774
  %.8330 = getelementptr i64, ptr %122, i64 %.8316
  store i64 0, ptr %.8330, align 8
  tail call void @NRT_decref(ptr %arg.pos.0)
  %.8365 = getelementptr i8, ptr %arg.st.4, i64 16
  %.8366 = load i64, ptr %.8365, align 8
  %.8368 = add nsw i64 %.8366, %nodes.3.25145
  store i64 %.5774, ptr %arg.st.4, align 8
  %sunkaddr202 = getelementptr i8, ptr %arg.st.4, i64 8
  store i64 1, ptr %sunkaddr202, align 8
  store i64 %.8368, ptr %.8365, align 8
  br label %common.ret

B3608.critedge:                                   ; preds = %B2688.endif, %B2688.endif.loopexit, %B3494.critedge
  %123 = icmp slt i64 %d.3.1, -1
  %.8083.c = select i1 %123, i64 %arg.slog_at.5.0, i64 0
  %124 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.8097.c = getelementptr i64, ptr %124, i64 %.8083.c
  store i64 %sl.3.3.lcssa, ptr %.8097.c, align 8
  br label %B102

B3616:                                            ; preds = %B4195, %B1262.lr.ph, %B102
  %nodes.3.25144 = phi i64 [ %nodes.2.1, %B102 ], [ %nodes.3.25145, %B1262.lr.ph ], [ %nodes.3.25145, %B4195 ]
  %expand.6.3 = phi i64 [ 0, %B102 ], [ %spec.select48655147, %B1262.lr.ph ], [ %spec.select48655147, %B4195 ]
  %.8516 = icmp eq i64 %d.3.1, 0
  br i1 %.8516, label %B3628, label %B3682.endif

B3628:                                            ; preds = %B3616
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
  %.8715 = getelementptr i8, ptr %arg.st.4, i64 16
  %.8716 = load i64, ptr %.8715, align 8
  %.8718 = add nsw i64 %.8716, %nodes.3.25144
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %arg.st.4, i8 0, i64 16, i1 false)
  store i64 %.8718, ptr %.8715, align 8
  br label %common.ret

B3786:                                            ; preds = %B3786.preheader110, %B3786
  %lsr.iv163 = phi i64 [ 0, %B3786.preheader110 ], [ %lsr.iv.next164, %B3786 ]
  %125 = add i64 %.900950805082.in.unr, %lsr.iv163
  %126 = add i64 %125, -1
  %.9054 = icmp slt i64 %126, 0
  %127 = select i1 %.9054, i64 %9, i64 0
  %128 = shl i64 %lsr.iv163, 3
  %129 = add i64 %127, -8
  %scevgep148 = getelementptr i8, ptr %scevgep169, i64 %129
  %scevgep149 = getelementptr i8, ptr %scevgep148, i64 %128
  %.9070 = load i64, ptr %scevgep149, align 8
  %130 = select i1 %.9054, i64 %7, i64 0
  %131 = add i64 %130, -8
  %scevgep146 = getelementptr i8, ptr %scevgep165, i64 %131
  %132 = shl i64 %lsr.iv163, 3
  %scevgep147 = getelementptr i8, ptr %scevgep146, i64 %132
  %.9100 = load i64, ptr %scevgep147, align 8
  %.9114 = icmp slt i64 %.9100, 0
  %.9115 = select i1 %.9114, i64 %arg.floor.5.0, i64 0
  %133 = getelementptr i64, ptr %arg.floor.4, i64 %.9100
  %.9129 = getelementptr i64, ptr %133, i64 %.9115
  store i64 %.9070, ptr %.9129, align 8
  %134 = add i64 %.900950805082.in.unr, %lsr.iv163
  %135 = add i64 %134, -2
  %.9054.1 = icmp slt i64 %135, 0
  %136 = select i1 %.9054.1, i64 %9, i64 0
  %137 = add i64 %136, -16
  %scevgep144 = getelementptr i8, ptr %scevgep169, i64 %137
  %138 = shl i64 %lsr.iv163, 3
  %scevgep145 = getelementptr i8, ptr %scevgep144, i64 %138
  %.9070.1 = load i64, ptr %scevgep145, align 8
  %139 = select i1 %.9054.1, i64 %7, i64 0
  %140 = add i64 %139, -16
  %scevgep142 = getelementptr i8, ptr %scevgep165, i64 %140
  %141 = shl i64 %lsr.iv163, 3
  %scevgep143 = getelementptr i8, ptr %scevgep142, i64 %141
  %.9100.1 = load i64, ptr %scevgep143, align 8
  %.9114.1 = icmp slt i64 %.9100.1, 0
  %.9115.1 = select i1 %.9114.1, i64 %arg.floor.5.0, i64 0
  %142 = getelementptr i64, ptr %arg.floor.4, i64 %.9100.1
  %.9129.1 = getelementptr i64, ptr %142, i64 %.9115.1
  store i64 %.9070.1, ptr %.9129.1, align 8
  %lsr.iv.next164 = add nsw i64 %lsr.iv163, -2
  %143 = add i64 %283, %lsr.iv.next164
  %.9003.1 = icmp sgt i64 %143, 2
  br i1 %.9003.1, label %B3786, label %B3824.endif

B3882:                                            ; preds = %B3882.preheader, %B3882
  %lsr.iv151 = phi ptr [ %scevgep150, %B3882.preheader ], [ %scevgep153, %B3882 ]
  %lsr.iv179 = phi i64 [ %290, %B3882.preheader ], [ %lsr.iv.next180, %B3882 ]
  %.928350875089 = phi i64 [ %.928350875089.unr, %B3882.preheader ], [ %148, %B3882 ]
  %.9328 = icmp slt i64 %.928350875089, 0
  %144 = select i1 %.9328, i64 %5, i64 0
  %scevgep155 = getelementptr i8, ptr %lsr.iv151, i64 %144
  %.9344 = load i64, ptr %scevgep155, align 8
  %sunkaddr203 = mul i64 %.9360, 8
  %sunkaddr204 = getelementptr i8, ptr %287, i64 %sunkaddr203
  %.9375 = load i64, ptr %sunkaddr204, align 8
  %.9376 = add nsw i64 %.9375, %.9344
  store i64 %.9376, ptr %scevgep155, align 8
  %145 = add i64 %.928350875089, 1
  %.9328.1 = icmp slt i64 %145, 0
  %146 = select i1 %.9328.1, i64 %5, i64 0
  %147 = add i64 %146, 8
  %scevgep154 = getelementptr i8, ptr %lsr.iv151, i64 %147
  %.9344.1 = load i64, ptr %scevgep154, align 8
  %.9375.1 = load i64, ptr %sunkaddr204, align 8
  %.9376.1 = add nsw i64 %.9375.1, %.9344.1
  store i64 %.9376.1, ptr %scevgep154, align 8
  %lsr.iv.next180 = add i64 %lsr.iv179, -2
  %scevgep153 = getelementptr i8, ptr %lsr.iv151, i64 16
  %.9277.1 = icmp samesign ugt i64 %lsr.iv.next180, 2
  %148 = add i64 %145, 1
  br i1 %.9277.1, label %B3882, label %B3930.endif.loopexit

B3994:                                            ; preds = %B3994.preheader109, %B3994
  %lsr.iv157 = phi ptr [ %scevgep156, %B3994.preheader109 ], [ %scevgep159, %B3994 ]
  %lsr.iv186 = phi i64 [ %296, %B3994.preheader109 ], [ %lsr.iv.next187, %B3994 ]
  %.956050945096 = phi i64 [ %.956050945096.unr, %B3994.preheader109 ], [ %153, %B3994 ]
  %.9605 = icmp slt i64 %.956050945096, 0
  %149 = select i1 %.9605, i64 %10, i64 0
  %scevgep163 = getelementptr i8, ptr %lsr.iv157, i64 %149
  %.9621 = load i64, ptr %scevgep163, align 8
  %.9622 = add nsw i64 %.9621, 1
  store i64 %.9622, ptr %scevgep163, align 8
  %150 = add i64 %.956050945096, 1
  %.9605.1 = icmp slt i64 %150, 0
  %151 = select i1 %.9605.1, i64 %10, i64 0
  %152 = add i64 %151, 8
  %scevgep160 = getelementptr i8, ptr %lsr.iv157, i64 %152
  %.9621.1 = load i64, ptr %scevgep160, align 8
  %.9622.1 = add nsw i64 %.9621.1, 1
  store i64 %.9622.1, ptr %scevgep160, align 8
  %lsr.iv.next187 = add i64 %lsr.iv186, -2
  %scevgep159 = getelementptr i8, ptr %lsr.iv157, i64 16
  %.9554.1 = icmp samesign ugt i64 %lsr.iv.next187, 2
  %153 = add i64 %150, 1
  br i1 %.9554.1, label %B3994, label %B4030.endif

B4108:                                            ; preds = %B4108.preheader108, %B4108
  %lsr.iv193 = phi i64 [ 0, %B4108.preheader108 ], [ %lsr.iv.next194, %B4108 ]
  %154 = add i64 %.980851015103.in.unr, %lsr.iv193
  %155 = add i64 %154, -1
  %.9853 = icmp slt i64 %155, 0
  %156 = select i1 %.9853, i64 %13, i64 0
  %157 = shl i64 %lsr.iv193, 3
  %158 = add i64 %156, -8
  %scevgep172 = getelementptr i8, ptr %scevgep199, i64 %158
  %scevgep173 = getelementptr i8, ptr %scevgep172, i64 %157
  %.9869 = load i64, ptr %scevgep173, align 8
  %159 = select i1 %.9853, i64 %14, i64 0
  %160 = add i64 %159, -8
  %scevgep170 = getelementptr i8, ptr %scevgep195, i64 %160
  %161 = shl i64 %lsr.iv193, 3
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 %161
  %.9899 = load i64, ptr %scevgep171, align 8
  %.9913 = icmp slt i64 %.9899, 0
  %.9914 = select i1 %.9913, i64 %arg.minoff.5.0, i64 0
  %162 = getelementptr i64, ptr %arg.minoff.4, i64 %.9899
  %.9928 = getelementptr i64, ptr %162, i64 %.9914
  store i64 %.9869, ptr %.9928, align 8
  %163 = add i64 %.980851015103.in.unr, %lsr.iv193
  %164 = add i64 %163, -2
  %.9853.1 = icmp slt i64 %164, 0
  %165 = select i1 %.9853.1, i64 %13, i64 0
  %166 = add i64 %165, -16
  %scevgep167 = getelementptr i8, ptr %scevgep199, i64 %166
  %167 = shl i64 %lsr.iv193, 3
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 %167
  %.9869.1 = load i64, ptr %scevgep168, align 8
  %168 = select i1 %.9853.1, i64 %14, i64 0
  %169 = add i64 %168, -16
  %scevgep164 = getelementptr i8, ptr %scevgep195, i64 %169
  %170 = shl i64 %lsr.iv193, 3
  %scevgep166 = getelementptr i8, ptr %scevgep164, i64 %170
  %.9899.1 = load i64, ptr %scevgep166, align 8
  %.9913.1 = icmp slt i64 %.9899.1, 0
  %.9914.1 = select i1 %.9913.1, i64 %arg.minoff.5.0, i64 0
  %171 = getelementptr i64, ptr %arg.minoff.4, i64 %.9899.1
  %.9928.1 = getelementptr i64, ptr %171, i64 %.9914.1
  store i64 %.9869.1, ptr %.9928.1, align 8
  %lsr.iv.next194 = add nsw i64 %lsr.iv193, -2
  %172 = add i64 %306, %lsr.iv.next194
  %.9802.1 = icmp sgt i64 %172, 2
  br i1 %.9802.1, label %B4108, label %B4146

B4146:                                            ; preds = %B4108, %B4108.prol.loopexit, %B4030.endif
  %173 = icmp sgt i64 %d.3.1, 0
  %174 = icmp slt i64 %.8855, 0
  %.9950 = select i1 %174, i64 %arg.placed.5.0, i64 0
  %175 = getelementptr i8, ptr %arg.placed.4, i64 %.8855
  %.9964 = getelementptr i8, ptr %175, i64 %.9950
  store i8 0, ptr %.9964, align 1
  %.9984 = select i1 %173, i64 0, i64 %arg.hat.5.0
  %176 = getelementptr i8, ptr %arg.hat.4, i64 %.8819
  %.9998 = getelementptr i8, ptr %176, i64 %.9984
  %.9999 = load i8, ptr %.9998, align 1
  %.10002 = icmp eq i8 %.9999, 0
  br i1 %.10002, label %B102, label %B4172

B4172:                                            ; preds = %B4146
  %177 = icmp slt i64 %d.3.1, 1
  %.10025 = select i1 %177, i64 %arg.ord_len.5.0, i64 0
  %178 = getelementptr i64, ptr %arg.ord_len.4, i64 %.8819
  %.10039 = getelementptr i64, ptr %178, i64 %.10025
  %.10040 = load i64, ptr %.10039, align 8
  %.10056 = select i1 %177, i64 %arg.pos.5.0, i64 0
  %179 = getelementptr i64, ptr %arg.pos.4, i64 %.8819
  %.10070 = getelementptr i64, ptr %179, i64 %.10056
  store i64 %.10040, ptr %.10070, align 8
  br label %B102

B4195:                                            ; preds = %B1834, %B1878, %B1516, %B1490, %B1452, %B1406
  %.31665134 = phi i64 [ %.3333, %B1406 ], [ %.3333, %B1516 ], [ %.3333, %B1452 ], [ %.4340, %B1878 ], [ %.3333, %B1490 ], [ %.3333, %B1834 ]
  %sunkaddr205 = mul i64 %.3182, 8
  %sunkaddr206 = getelementptr i8, ptr %43, i64 %sunkaddr205
  %.3197 = load i64, ptr %sunkaddr206, align 8
  %.3198 = icmp slt i64 %.31665134, %.3197
  br i1 %.3198, label %B1300, label %B3616

B4196:                                            ; preds = %B2834, %B2810, %B2762, %B2690
  %hatless.7.4 = phi i1 [ false, %B2762 ], [ false, %B2810 ], [ %hatless.6.35014, %B2690 ], [ false, %B2834 ]
  %ok.6.4 = phi i1 [ %.6368, %B2762 ], [ true, %B2810 ], [ %ok.4.35013, %B2690 ], [ true, %B2834 ]
  %mt.3.4 = phi i64 [ %mt.2.35015, %B2762 ], [ %mt.2.35015, %B2810 ], [ %mt.2.35015, %B2690 ], [ %.6522, %B2834 ]
  %lsr.iv.next156 = add i64 %lsr.iv155, -1
  %.6122 = add i64 %.611550095011, 1
  %.6109 = icmp samesign ugt i64 %lsr.iv.next156, 1
  br i1 %.6109, label %B2690, label %B2688.endif.loopexit

B4197:                                            ; preds = %B3350, %B3326, %B3118, %B3090
  %sl.5.6 = phi i64 [ %sl.4.55048, %B3118 ], [ %sl.4.55048, %B3090 ], [ %sl.4.55048, %B3326 ], [ %.7844, %B3350 ]
  %ok.11.6 = phi i1 [ %ok.10.55049, %B3118 ], [ %ok.10.55049, %B3090 ], [ %ok.10.55049, %B3326 ], [ %spec.select4876, %B3350 ]
  %180 = freeze i1 %ok.11.6
  %.7120 = icmp sgt i64 %.711950355047, 1
  br i1 %.7120, label %B3090, label %B3012.loopexit

B368.endif:                                       ; preds = %B304, %B248
  %after.2.3 = phi i64 [ %.1350, %B304 ], [ -1, %B248 ]
  %181 = icmp slt i64 %arg.size.5.0, 1
  br i1 %181, label %B682.else.if, label %B400.preheader

B400.preheader:                                   ; preds = %B368.endif
  br label %B400

B562.endif:                                       ; preds = %B560
  %.18864921.not = icmp slt i64 %k.4.4, 1
  br i1 %.18864921.not, label %B682.else.if, label %B598.lr.ph

B598.lr.ph:                                       ; preds = %B562.endif
  %.1966 = mul nsw i64 %lowest_top.3.4, %arg.size.5.0
  br label %B598

B682.else.if:                                     ; preds = %B680, %B562.endif, %B368.endif
  %lowest_top.2.3.lcssa5162 = phi i64 [ %lowest_top.3.4, %B562.endif ], [ %.1244, %B368.endif ], [ %lowest_top.3.4, %B680 ]
  %kept.2.3.lcssa = phi i64 [ 0, %B562.endif ], [ 0, %B368.endif ], [ %kept.3.4, %B680 ]
  %.2070.1 = ashr i64 %kept.2.3.lcssa, 1
  %.2108 = add nsw i64 %.2070.1, %kept.2.3.lcssa
  %.21894936 = icmp sgt i64 %.2108, 1
  br i1 %.21894936, label %B740.lr.ph, label %B1100.endif

B740.lr.ph:                                       ; preds = %B682.else.if
  %.2246 = add i64 %kept.2.3.lcssa, -1
  %.2301 = icmp slt i64 %.1239, 0
  %182 = getelementptr i64, ptr %arg.order.4, i64 %.1239
  %183 = add i64 %.2246, %.2070.1
  %sunkaddr211 = select i1 %.2301, i64 %1, i64 0
  br label %B740

B1100.endif:                                      ; preds = %B1098, %B682.else.if
  %.28004943.not = icmp slt i64 %kept.2.3.lcssa, 1
  br i1 %.28004943.not, label %B1232.thread, label %B1132.preheader

B1132.preheader:                                  ; preds = %B1100.endif
  br label %B1132

B1132.endif:                                      ; preds = %201, %B1132
  %rem.1.0 = phi i64 [ 0, %B1132 ], [ %spec.select4874, %201 ]
  %sunkaddr207 = mul i64 %lsr.iv118, 8
  %sunkaddr208 = getelementptr i8, ptr %scevgep117, i64 %sunkaddr207
  store i64 %rem.1.0, ptr %sunkaddr208, align 8
  %lsr.iv.next119 = add i64 %lsr.iv118, 1
  %lsr.iv.next122 = add nsw i64 %lsr.iv121, -1
  %exitcond5131.not = icmp eq i64 %lsr.iv.next122, 0
  br i1 %exitcond5131.not, label %B1232.thread, label %B1132

B1132.else.if:                                    ; preds = %B1132
  %184 = or i64 %.2869, %arg.size.5.0
  %185 = icmp ult i64 %184, 4294967296
  br i1 %185, label %186, label %190

186:                                              ; preds = %B1132.else.if
  %187 = trunc nuw i64 %.2869 to i32
  %188 = urem i32 %187, %2
  %189 = zext i32 %188 to i64
  br label %201

190:                                              ; preds = %B1132.else.if
  %191 = or i64 %.2869, %arg.size.5.0
  %192 = and i64 %191, -4294967296
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %194, label %199

194:                                              ; preds = %190
  %195 = trunc i64 %arg.size.5.0 to i32
  %196 = trunc i64 %.2869 to i32
  %197 = urem i32 %196, %195
  %198 = zext i32 %197 to i64
  br label %201

199:                                              ; preds = %190
  %200 = srem i64 %.2869, %arg.size.5.0
  br label %201

201:                                              ; preds = %194, %199, %186
  %202 = phi i64 [ %189, %186 ], [ %198, %194 ], [ %200, %199 ]
  %.2891 = xor i64 %202, %arg.size.5.0
  %.2892 = icmp slt i64 %.2891, 0
  %.2893 = icmp ne i64 %202, 0
  %.2894 = and i1 %.2893, %.2892
  %.2901 = select i1 %.2894, i64 %arg.size.5.0, i64 0
  %spec.select4874 = add i64 %.2901, %202
  br label %B1132.endif

B1566.endif:                                      ; preds = %B1516
  %203 = icmp slt i64 %.3298, 0
  %.3649 = select i1 %203, i64 %arg.sec_lo.5.0, i64 0
  %204 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.3298
  %.3663 = getelementptr i64, ptr %204, i64 %.3649
  %.3664 = load i64, ptr %.3663, align 8
  %.3680 = select i1 %203, i64 %arg.sec_hi.5.0, i64 0
  %205 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.3298
  %.3694 = getelementptr i64, ptr %205, i64 %.3680
  %.3695 = load i64, ptr %.3694, align 8
  %.3732 = sub i64 %.3695, %.3664
  %..3732 = tail call i64 @llvm.smax.i64(i64 %.3732, i64 0)
  %206 = getelementptr i64, ptr %arg.size.4, i64 %.3298
  %207 = getelementptr i64, ptr %arg.top_of.4, i64 %.3298
  %sunkaddr224 = select i1 %203, i64 %15, i64 0
  %sunkaddr226 = select i1 %203, i64 %16, i64 0
  br label %B1626

B1766.endif:                                      ; preds = %B1628
  %208 = icmp slt i64 %.3298, 0
  %.4049 = select i1 %208, i64 %arg.nbr_ptr.5.0, i64 0
  %209 = getelementptr i64, ptr %arg.nbr_ptr.4, i64 %.3298
  %.4063 = getelementptr i64, ptr %209, i64 %.4049
  %.4064 = load i64, ptr %.4063, align 8
  %.4082 = icmp slt i64 %.3298, -1
  %.4083 = select i1 %.4082, i64 %arg.nbr_ptr.5.0, i64 0
  %210 = getelementptr i8, ptr %209, i64 8
  %.4097 = getelementptr i64, ptr %210, i64 %.4083
  %.4098 = load i64, ptr %.4097, align 8
  %.4135 = sub i64 %.4098, %.4064
  %..4135 = tail call i64 @llvm.smax.i64(i64 %.4135, i64 0)
  br label %B1832

B1904.endif:                                      ; preds = %B1626
  %211 = icmp slt i64 %.3298, 0
  %212 = icmp slt i64 %d.3.1, 0
  %.3663.le = getelementptr i64, ptr %204, i64 %.3649
  %.3694.le = getelementptr i64, ptr %205, i64 %.3680
  %.4395 = select i1 %211, i64 %arg.placed.5.0, i64 0
  %213 = getelementptr i8, ptr %arg.placed.4, i64 %.3298
  %.4409 = getelementptr i8, ptr %213, i64 %.4395
  store i8 1, ptr %.4409, align 1
  %.4428 = select i1 %211, i64 %arg.offset.5.0, i64 0
  %214 = getelementptr i64, ptr %arg.offset.4, i64 %.3298
  %.4442 = getelementptr i64, ptr %214, i64 %.4428
  store i64 %.3395, ptr %.4442, align 8
  %.4460 = select i1 %212, i64 %arg.chosen.5.0, i64 0
  %.4474 = getelementptr i64, ptr %44, i64 %.4460
  store i64 %.3298, ptr %.4474, align 8
  %.4491 = select i1 %212, i64 %arg.slog_at.5.0, i64 0
  %215 = getelementptr i64, ptr %arg.slog_at.4, i64 %d.3.1
  %.4505 = getelementptr i64, ptr %215, i64 %.4491
  %.4506 = load i64, ptr %.4505, align 8
  %.4540 = load i64, ptr %.3663.le, align 8
  %.4571 = load i64, ptr %.3694.le, align 8
  %.4608 = sub i64 %.4571, %.4540
  %.46514981.not = icmp slt i64 %.4608, 1
  br i1 %.46514981.not, label %B2126.endif, label %B2008.preheader

B2008.preheader:                                  ; preds = %B1904.endif
  %216 = add nuw i64 %.4608, 1
  br label %B2008

B2126.endif.loopexit:                             ; preds = %B2008
  %sunkaddr268 = shl i64 %.3649, 3
  %sunkaddr269 = getelementptr i8, ptr %204, i64 %sunkaddr268
  %.4978.pre = load i64, ptr %sunkaddr269, align 8
  %sunkaddr270 = shl i64 %.3680, 3
  %sunkaddr271 = getelementptr i8, ptr %205, i64 %sunkaddr270
  %.5009.pre = load i64, ptr %sunkaddr271, align 8
  br label %B2126.endif

B2126.endif:                                      ; preds = %B2126.endif.loopexit, %B1904.endif
  %.5009 = phi i64 [ %.4571, %B1904.endif ], [ %.5009.pre, %B2126.endif.loopexit ]
  %.4978 = phi i64 [ %.4540, %B1904.endif ], [ %.4978.pre, %B2126.endif.loopexit ]
  %sl.3.3.lcssa = phi i64 [ %.4506, %B1904.endif ], [ %.4782, %B2126.endif.loopexit ]
  %217 = xor i64 %.4978, -1
  %.5047 = add i64 %.5009, %217
  %.50904990.not = icmp slt i64 %.5047, 1
  br i1 %.50904990.not, label %B2258, label %B2194.preheader

B2194.preheader:                                  ; preds = %B2126.endif
  %218 = add i64 %.5009, -2
  %219 = icmp eq i64 %218, %.4978
  br i1 %219, label %B2194.epil.preheader, label %B2194.preheader.new

B2194.preheader.new:                              ; preds = %B2194.preheader
  %220 = lshr i64 %.5047, 1
  %221 = trunc i64 %220 to i62
  %222 = zext i62 %221 to i64
  %223 = mul nsw i64 %222, -2
  br label %B2194

B2522.else.if:                                    ; preds = %B2522
  %224 = or i64 %.5914, %.5916
  %225 = icmp ult i64 %224, 4294967296
  br i1 %225, label %226, label %232

226:                                              ; preds = %B2522.else.if
  %227 = trunc nuw i64 %.5914 to i32
  %228 = udiv i32 %227, %11
  %229 = urem i32 %227, %11
  %230 = zext i32 %228 to i64
  %231 = zext i32 %229 to i64
  br label %246

232:                                              ; preds = %B2522.else.if
  %233 = or i64 %.5914, %.5916
  %234 = and i64 %233, -4294967296
  %235 = icmp eq i64 %234, 0
  br i1 %235, label %236, label %243

236:                                              ; preds = %232
  %237 = trunc i64 %.5916 to i32
  %238 = trunc i64 %.5914 to i32
  %239 = udiv i32 %238, %237
  %240 = urem i32 %238, %237
  %241 = zext i32 %239 to i64
  %242 = zext i32 %240 to i64
  br label %246

243:                                              ; preds = %232
  %244 = sdiv i64 %.5914, %.5916
  %245 = srem i64 %.5914, %.5916
  br label %246

246:                                              ; preds = %236, %243, %226
  %247 = phi i64 [ %230, %226 ], [ %241, %236 ], [ %244, %243 ]
  %248 = phi i64 [ %231, %226 ], [ %242, %236 ], [ %245, %243 ]
  %.5937 = xor i64 %248, %.5916
  %.5938 = icmp slt i64 %.5937, 0
  %.5939 = icmp ne i64 %248, 0
  %.5940 = and i1 %.5939, %.5938
  %.5945 = sext i1 %.5940 to i64
  %spec.select4875 = add i64 %247, %.5945
  %249 = mul nsw i64 %spec.select4875, %.5916
  br label %B2522.endif.endif

B2522.endif.endif:                                ; preds = %246, %B2522
  %quot.2.0 = phi i64 [ 0, %B2522 ], [ %249, %246 ]
  %250 = icmp slt i64 %.3298, 0
  %.5978 = select i1 %250, i64 %arg.nbr_ptr.5.0, i64 0
  %251 = getelementptr i64, ptr %arg.nbr_ptr.4, i64 %.3298
  %.5992 = getelementptr i64, ptr %251, i64 %.5978
  %.5993 = load i64, ptr %.5992, align 8
  %.6009 = icmp slt i64 %.3298, -1
  %.6010 = select i1 %.6009, i64 %arg.nbr_ptr.5.0, i64 0
  %252 = getelementptr i8, ptr %251, i64 8
  %.6024 = getelementptr i64, ptr %252, i64 %.6010
  %.6025 = load i64, ptr %.6024, align 8
  %.6062 = sub i64 %.6025, %.5993
  %.61095010.not = icmp slt i64 %.6062, 1
  br i1 %.61095010.not, label %B2688.endif, label %B2690.preheader

B2690.preheader:                                  ; preds = %B2522.endif.endif
  %253 = add nuw i64 %.6062, 1
  br label %B2690

B2688.endif.loopexit:                             ; preds = %B4196
  %254 = icmp slt i64 %d.3.1, -1
  %255 = icmp slt i64 %d.3.1, 0
  %256 = zext i1 %hatless.7.4 to i8
  %.66155163 = select i1 %254, i64 %arg.mlog_at.5.0, i64 0
  %257 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.66295164 = getelementptr i64, ptr %257, i64 %.66155163
  store i64 %mt.3.4, ptr %.66295164, align 8
  %.66475165 = select i1 %255, i64 %arg.hat.5.0, i64 0
  %258 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.66615166 = getelementptr i8, ptr %258, i64 %.66475165
  store i8 %256, ptr %.66615166, align 1
  br i1 %ok.6.4, label %B2920.endif, label %B3608.critedge

B2688.endif:                                      ; preds = %B2522.endif.endif
  %259 = icmp slt i64 %d.3.1, -1
  %260 = icmp slt i64 %d.3.1, 0
  %.6615 = select i1 %259, i64 %arg.mlog_at.5.0, i64 0
  %261 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.5774
  %.6629 = getelementptr i64, ptr %261, i64 %.6615
  store i64 %.5876, ptr %.6629, align 8
  %.6647 = select i1 %260, i64 %arg.hat.5.0, i64 0
  %262 = getelementptr i8, ptr %arg.hat.4, i64 %d.3.1
  %.6661 = getelementptr i8, ptr %262, i64 %.6647
  store i8 1, ptr %.6661, align 1
  br i1 %ok.5.3, label %B2920.endif, label %B3608.critedge

B2920.endif:                                      ; preds = %B2688.endif, %B2688.endif.loopexit
  %mt.2.3.lcssa5167 = phi i64 [ %mt.3.4, %B2688.endif.loopexit ], [ %.5876, %B2688.endif ]
  %sunkaddr210 = getelementptr i8, ptr %arg.st.4, i64 24
  %.6713 = load i64, ptr %sunkaddr210, align 8
  %.6714 = add nsw i64 %.6713, 1
  store i64 %.6714, ptr %sunkaddr210, align 8
  %sunkaddr274 = shl i64 %.5861, 3
  %sunkaddr275 = getelementptr inbounds i8, ptr %95, i64 %sunkaddr274
  %.6808 = load i64, ptr %sunkaddr275, align 8
  %.6848 = sub i64 %mt.2.3.lcssa5167, %.6808
  %.68975064.not = icmp slt i64 %.6848, 1
  br i1 %.68975064.not, label %B3012.endif.thread, label %B3014.endif.preheader

B3014.endif.preheader:                            ; preds = %B2920.endif
  br label %B3014.endif

B3012.endif.thread:                               ; preds = %B2920.endif
  %263 = icmp slt i64 %d.3.1, -1
  %.80835170 = select i1 %263, i64 %arg.slog_at.5.0, i64 0
  %264 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.80975171 = getelementptr i64, ptr %264, i64 %.80835170
  store i64 %sl.3.3.lcssa, ptr %.80975171, align 8
  br i1 %split.2.3.lcssa, label %B3542, label %B102

B3012.endif:                                      ; preds = %B3012.loopexit
  %265 = icmp slt i64 %d.3.1, -1
  %.8083 = select i1 %265, i64 %arg.slog_at.5.0, i64 0
  %266 = getelementptr i64, ptr %arg.slog_at.4, i64 %.5774
  %.8097 = getelementptr i64, ptr %266, i64 %.8083
  store i64 %sl.4.5.lcssa, ptr %.8097, align 8
  %267 = select i1 %ok.10.5.lcssa, i1 %split.2.3.lcssa, i1 false
  %. = select i1 %ok.10.5.lcssa, i64 1, i64 2
  br i1 %267, label %B3542, label %B102

B3014.endif:                                      ; preds = %B3014.endif.preheader, %B3012.loopexit
  %ok.9.45070 = phi i1 [ %ok.10.5.lcssa, %B3012.loopexit ], [ true, %B3014.endif.preheader ]
  %sl.7.45069 = phi i64 [ %sl.4.5.lcssa, %B3012.loopexit ], [ %sl.3.3.lcssa, %B3014.endif.preheader ]
  %.689650565068 = phi i64 [ %.6906, %B3012.loopexit ], [ %.6848, %B3014.endif.preheader ]
  %.690350575067 = phi i64 [ %.6910, %B3012.loopexit ], [ %.6808, %B3014.endif.preheader ]
  %.6906 = add nsw i64 %.689650565068, -1
  %.6910 = add i64 %.690350575067, 1
  %.6964 = icmp slt i64 %.690350575067, 0
  %.6965 = select i1 %.6964, i64 %arg.mlog_j.5.0, i64 0
  %268 = getelementptr i64, ptr %arg.mlog_j.4, i64 %.690350575067
  %.6979 = getelementptr i64, ptr %268, i64 %.6965
  %.6980 = load i64, ptr %.6979, align 8
  %.6994 = icmp slt i64 %.6980, 0
  %.6995 = select i1 %.6994, i64 %arg.sec_lo.5.0, i64 0
  %269 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.6980
  %.7009 = getelementptr i64, ptr %269, i64 %.6995
  %.7010 = load i64, ptr %.7009, align 8
  %.7025 = select i1 %.6994, i64 %arg.sec_hi.5.0, i64 0
  %270 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.6980
  %.7039 = getelementptr i64, ptr %270, i64 %.7025
  %.7040 = load i64, ptr %.7039, align 8
  %.7077 = sub i64 %.7040, %.7010
  %.71205043.not = icmp slt i64 %.7077, 1
  br i1 %.71205043.not, label %B3012.loopexit, label %B3090.preheader

B3090.preheader:                                  ; preds = %B3014.endif
  br label %B3090

B3158.endif:                                      ; preds = %B3118
  %271 = icmp slt i64 %.712650365046, 0
  %.7316 = select i1 %271, i64 %arg.sec_ptr.5.0, i64 0
  %272 = getelementptr i64, ptr %arg.sec_ptr.4, i64 %.712650365046
  %.7330 = getelementptr i64, ptr %272, i64 %.7316
  %.7331 = load i64, ptr %.7330, align 8
  %.7347 = icmp slt i64 %.712650365046, -1
  %.7348 = select i1 %.7347, i64 %arg.sec_ptr.5.0, i64 0
  %273 = getelementptr i8, ptr %272, i64 8
  %.7362 = getelementptr i64, ptr %273, i64 %.7348
  %.7363 = load i64, ptr %.7362, align 8
  %.7400 = sub i64 %.7363, %.7331
  %.74475025.not = icmp slt i64 %.7400, 1
  br i1 %.74475025.not, label %B3326, label %B3222.preheader

B3222.preheader:                                  ; preds = %B3158.endif
  %274 = add nuw i64 %.7400, 1
  br label %B3222

B3682.endif:                                      ; preds = %B3616
  %.8819 = add nsw i64 %d.3.1, -1
  %.8839 = icmp slt i64 %d.3.1, 1
  %.8840 = select i1 %.8839, i64 %arg.chosen.5.0, i64 0
  %275 = getelementptr i64, ptr %arg.chosen.4, i64 %.8819
  %.8854 = getelementptr i64, ptr %275, i64 %.8840
  %.8855 = load i64, ptr %.8854, align 8
  %.8874 = icmp slt i64 %d.3.1, 0
  %.8875 = select i1 %.8874, i64 %arg.slog_at.5.0, i64 0
  %276 = getelementptr i64, ptr %arg.slog_at.4, i64 %d.3.1
  %.8889 = getelementptr i64, ptr %276, i64 %.8875
  %.8890 = load i64, ptr %.8889, align 8
  %.8907 = select i1 %.8839, i64 %arg.slog_at.5.0, i64 0
  %277 = getelementptr i64, ptr %arg.slog_at.4, i64 %.8819
  %.8921 = getelementptr i64, ptr %277, i64 %.8907
  %.8922 = load i64, ptr %.8921, align 8
  %.8960 = sub i64 %.8922, %.8890
  %.8961 = icmp slt i64 %.8960, 1
  %.8960.nonneg4861 = sub i64 0, %.8960
  %.900350815182 = icmp sgt i64 %.8960.nonneg4861, 0
  %.90035081 = and i1 %.8961, %.900350815182
  br i1 %.90035081, label %B3786.preheader, label %B3824.endif

B3786.preheader:                                  ; preds = %B3682.endif
  %.neg = add i64 %.8922, 1
  %xtraiter86 = and i64 %.8960.nonneg4861, 1
  %lcmp.mod87.not = icmp eq i64 %xtraiter86, 0
  br i1 %lcmp.mod87.not, label %B3786.prol.loopexit, label %B3786.prol

B3786.prol:                                       ; preds = %B3786.preheader
  %.900950805082.prol = add i64 %.8890, -1
  %.9012.prol = xor i64 %.8960, -1
  %.9054.prol = icmp slt i64 %.900950805082.prol, 0
  %.9055.prol = select i1 %.9054.prol, i64 %arg.slog_v.5.0, i64 0
  %278 = getelementptr i64, ptr %arg.slog_v.4, i64 %.900950805082.prol
  %.9069.prol = getelementptr i64, ptr %278, i64 %.9055.prol
  %.9070.prol = load i64, ptr %.9069.prol, align 8
  %.9085.prol = select i1 %.9054.prol, i64 %arg.slog_s.5.0, i64 0
  %279 = getelementptr i64, ptr %arg.slog_s.4, i64 %.900950805082.prol
  %.9099.prol = getelementptr i64, ptr %279, i64 %.9085.prol
  %.9100.prol = load i64, ptr %.9099.prol, align 8
  %.9114.prol = icmp slt i64 %.9100.prol, 0
  %.9115.prol = select i1 %.9114.prol, i64 %arg.floor.5.0, i64 0
  %280 = getelementptr i64, ptr %arg.floor.4, i64 %.9100.prol
  %.9129.prol = getelementptr i64, ptr %280, i64 %.9115.prol
  store i64 %.9070.prol, ptr %.9129.prol, align 8
  br label %B3786.prol.loopexit

B3786.prol.loopexit:                              ; preds = %B3786.prol, %B3786.preheader
  %.900250795083.unr = phi i64 [ %.8960.nonneg4861, %B3786.preheader ], [ %.9012.prol, %B3786.prol ]
  %.900950805082.in.unr = phi i64 [ %.8890, %B3786.preheader ], [ %.900950805082.prol, %B3786.prol ]
  %281 = icmp eq i64 %.8890, %.neg
  br i1 %281, label %B3824.endif, label %B3786.preheader110

B3786.preheader110:                               ; preds = %B3786.prol.loopexit
  %282 = shl i64 %.900950805082.in.unr, 3
  %scevgep165 = getelementptr i8, ptr %arg.slog_s.4, i64 %282
  %scevgep169 = getelementptr i8, ptr %arg.slog_v.4, i64 %282
  %283 = add i64 %.900250795083.unr, 2
  br label %B3786

B3824.endif:                                      ; preds = %B3786, %B3786.prol.loopexit, %B3682.endif
  %.9150 = icmp slt i64 %.8855, 0
  %.9151 = select i1 %.9150, i64 %arg.sec_lo.5.0, i64 0
  %284 = getelementptr i64, ptr %arg.sec_lo.4, i64 %.8855
  %.9165 = getelementptr i64, ptr %284, i64 %.9151
  %.9166 = load i64, ptr %.9165, align 8
  %.9182 = select i1 %.9150, i64 %arg.sec_hi.5.0, i64 0
  %285 = getelementptr i64, ptr %arg.sec_hi.4, i64 %.8855
  %.9196 = getelementptr i64, ptr %285, i64 %.9182
  %.9197 = load i64, ptr %.9196, align 8
  %.9234 = sub i64 %.9197, %.9166
  %.92775088.not = icmp slt i64 %.9234, 1
  br i1 %.92775088.not, label %B3930.endif, label %B3882.lr.ph

B3882.lr.ph:                                      ; preds = %B3824.endif
  %286 = icmp slt i64 %.8855, 0
  %.9360 = select i1 %286, i64 %arg.top_of.5.0, i64 0
  %287 = getelementptr i64, ptr %arg.top_of.4, i64 %.8855
  %.neg94 = add i64 %.9166, 1
  %xtraiter88 = and i64 %.9234, 1
  %lcmp.mod89.not = icmp eq i64 %xtraiter88, 0
  br i1 %lcmp.mod89.not, label %B3882.prol.loopexit, label %B3882.prol

B3882.prol:                                       ; preds = %B3882.lr.ph
  %.9286.prol = add nsw i64 %.9234, -1
  %.9328.prol = icmp slt i64 %.9166, 0
  %.9329.prol = select i1 %.9328.prol, i64 %arg.total.5.0, i64 0
  %288 = getelementptr i64, ptr %arg.total.4, i64 %.9166
  %.9343.prol = getelementptr i64, ptr %288, i64 %.9329.prol
  %.9344.prol = load i64, ptr %.9343.prol, align 8
  %sunkaddr276 = shl i64 %.9360, 3
  %sunkaddr277 = getelementptr i8, ptr %287, i64 %sunkaddr276
  %.9375.prol = load i64, ptr %sunkaddr277, align 8
  %.9376.prol = add nsw i64 %.9375.prol, %.9344.prol
  store i64 %.9376.prol, ptr %.9343.prol, align 8
  br label %B3882.prol.loopexit

B3882.prol.loopexit:                              ; preds = %B3882.prol, %B3882.lr.ph
  %.927650865090.unr = phi i64 [ %.9234, %B3882.lr.ph ], [ %.9286.prol, %B3882.prol ]
  %.928350875089.unr = phi i64 [ %.9166, %B3882.lr.ph ], [ %.neg94, %B3882.prol ]
  %289 = icmp eq i64 %.9197, %.neg94
  br i1 %289, label %B3930.endif.loopexit, label %B3882.preheader

B3882.preheader:                                  ; preds = %B3882.prol.loopexit
  %290 = add nuw i64 %.927650865090.unr, 2
  %291 = shl i64 %.928350875089.unr, 3
  %scevgep150 = getelementptr i8, ptr %arg.total.4, i64 %291
  br label %B3882

B3930.endif.loopexit:                             ; preds = %B3882, %B3882.prol.loopexit
  %sunkaddr278 = shl i64 %.9151, 3
  %sunkaddr279 = getelementptr inbounds i8, ptr %284, i64 %sunkaddr278
  %.9442.pre = load i64, ptr %sunkaddr279, align 8
  %sunkaddr280 = shl i64 %.9182, 3
  %sunkaddr281 = getelementptr inbounds i8, ptr %285, i64 %sunkaddr280
  %.9473.pre = load i64, ptr %sunkaddr281, align 8
  br label %B3930.endif

B3930.endif:                                      ; preds = %B3930.endif.loopexit, %B3824.endif
  %.9473 = phi i64 [ %.9473.pre, %B3930.endif.loopexit ], [ %.9197, %B3824.endif ]
  %.9442 = phi i64 [ %.9442.pre, %B3930.endif.loopexit ], [ %.9166, %B3824.endif ]
  %292 = xor i64 %.9442, -1
  %.9511 = add i64 %.9473, %292
  %.95545095.not = icmp slt i64 %.9511, 1
  br i1 %.95545095.not, label %B4030.endif, label %B3994.preheader

B3994.preheader:                                  ; preds = %B3930.endif
  %293 = add i64 %.9473, -2
  %xtraiter90 = and i64 %.9511, 1
  %lcmp.mod91.not = icmp eq i64 %xtraiter90, 0
  br i1 %lcmp.mod91.not, label %B3994.prol.loopexit, label %B3994.prol

B3994.prol:                                       ; preds = %B3994.preheader
  %.9563.prol = add nsw i64 %.9511, -1
  %.9567.prol = add i64 %.9442, 1
  %.9605.prol = icmp slt i64 %.9442, 0
  %.9606.prol = select i1 %.9605.prol, i64 %arg.cut.5.0, i64 0
  %294 = getelementptr i64, ptr %arg.cut.4, i64 %.9442
  %.9620.prol = getelementptr i64, ptr %294, i64 %.9606.prol
  %.9621.prol = load i64, ptr %.9620.prol, align 8
  %.9622.prol = add nsw i64 %.9621.prol, 1
  store i64 %.9622.prol, ptr %.9620.prol, align 8
  br label %B3994.prol.loopexit

B3994.prol.loopexit:                              ; preds = %B3994.prol, %B3994.preheader
  %.955350935097.unr = phi i64 [ %.9511, %B3994.preheader ], [ %.9563.prol, %B3994.prol ]
  %.956050945096.unr = phi i64 [ %.9442, %B3994.preheader ], [ %.9567.prol, %B3994.prol ]
  %295 = icmp eq i64 %293, %.9442
  br i1 %295, label %B4030.endif, label %B3994.preheader109

B3994.preheader109:                               ; preds = %B3994.prol.loopexit
  %296 = add nuw i64 %.955350935097.unr, 2
  %297 = shl i64 %.956050945096.unr, 3
  %scevgep156 = getelementptr i8, ptr %arg.cut.4, i64 %297
  br label %B3994

B4030.endif:                                      ; preds = %B3994, %B3994.prol.loopexit, %B3930.endif
  %298 = icmp slt i64 %d.3.1, 0
  %.9674 = select i1 %298, i64 %arg.mlog_at.5.0, i64 0
  %299 = getelementptr i64, ptr %arg.mlog_at.4, i64 %d.3.1
  %.9688 = getelementptr i64, ptr %299, i64 %.9674
  %.9689 = load i64, ptr %.9688, align 8
  %.inv = icmp sgt i64 %d.3.1, 0
  %.9706 = select i1 %.inv, i64 0, i64 %arg.mlog_at.5.0
  %300 = getelementptr i64, ptr %arg.mlog_at.4, i64 %.8819
  %.9720 = getelementptr i64, ptr %300, i64 %.9706
  %.9721 = load i64, ptr %.9720, align 8
  %.9759 = sub i64 %.9721, %.9689
  %.9760 = icmp slt i64 %.9759, 1
  %.9759.nonneg4856 = sub i64 0, %.9759
  %.980251025183 = icmp sgt i64 %.9759.nonneg4856, 0
  %.98025102 = and i1 %.9760, %.980251025183
  br i1 %.98025102, label %B4108.preheader, label %B4146

B4108.preheader:                                  ; preds = %B4030.endif
  %.neg95 = add i64 %.9721, 1
  %xtraiter92 = and i64 %.9759.nonneg4856, 1
  %lcmp.mod93.not = icmp eq i64 %xtraiter92, 0
  br i1 %lcmp.mod93.not, label %B4108.prol.loopexit, label %B4108.prol

B4108.prol:                                       ; preds = %B4108.preheader
  %.980851015103.prol = add i64 %.9689, -1
  %.9811.prol = xor i64 %.9759, -1
  %.9853.prol = icmp slt i64 %.980851015103.prol, 0
  %.9854.prol = select i1 %.9853.prol, i64 %arg.mlog_v.5.0, i64 0
  %301 = getelementptr i64, ptr %arg.mlog_v.4, i64 %.980851015103.prol
  %.9868.prol = getelementptr i64, ptr %301, i64 %.9854.prol
  %.9869.prol = load i64, ptr %.9868.prol, align 8
  %.9884.prol = select i1 %.9853.prol, i64 %arg.mlog_j.5.0, i64 0
  %302 = getelementptr i64, ptr %arg.mlog_j.4, i64 %.980851015103.prol
  %.9898.prol = getelementptr i64, ptr %302, i64 %.9884.prol
  %.9899.prol = load i64, ptr %.9898.prol, align 8
  %.9913.prol = icmp slt i64 %.9899.prol, 0
  %.9914.prol = select i1 %.9913.prol, i64 %arg.minoff.5.0, i64 0
  %303 = getelementptr i64, ptr %arg.minoff.4, i64 %.9899.prol
  %.9928.prol = getelementptr i64, ptr %303, i64 %.9914.prol
  store i64 %.9869.prol, ptr %.9928.prol, align 8
  br label %B4108.prol.loopexit

B4108.prol.loopexit:                              ; preds = %B4108.prol, %B4108.preheader
  %.980151005104.unr = phi i64 [ %.9759.nonneg4856, %B4108.preheader ], [ %.9811.prol, %B4108.prol ]
  %.980851015103.in.unr = phi i64 [ %.9689, %B4108.preheader ], [ %.980851015103.prol, %B4108.prol ]
  %304 = icmp eq i64 %.9689, %.neg95
  br i1 %304, label %B4146, label %B4108.preheader108

B4108.preheader108:                               ; preds = %B4108.prol.loopexit
  %305 = shl i64 %.980851015103.in.unr, 3
  %scevgep195 = getelementptr i8, ptr %arg.mlog_j.4, i64 %305
  %scevgep199 = getelementptr i8, ptr %arg.mlog_v.4, i64 %305
  %306 = add i64 %.980151005104.unr, 2
  br label %B4108
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

declare void @llvm.trap()
