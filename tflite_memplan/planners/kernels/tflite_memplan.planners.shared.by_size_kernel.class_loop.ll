; kernel: tflite_memplan.planners.shared.by_size_kernel.class_loop
; made by: numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0), CPU generic
; triple: x86_64-unknown-linux-gnu
; source: 88d35cac54b24d1dc99b9b770dded73bfb6e8b79d6766eb6a6056d073caa9e2d
; entry: cfunc._ZN13_3cdynamic_3e5entryB3v15B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxxxxx
; ModuleID = 'entry'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv13_3cdynamic_3e5entryB3v15B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxxxxx = common local_unnamed_addr global ptr null
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11impl_carray12_3clocals_3e4implB2v2B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8int64_2a8UniTupleIxLi1EE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel10class_loopB3v16B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxxxxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel5_skipB3v19B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel12_first_aboveB3v20B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel6_clearB3v21B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB3v22B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel11_last_aboveB3v24B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel3_atB3v29B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel4_popB3v31B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel10_sift_downB3v32B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel5_lessB3v27B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel15_best_neighbourB3v34B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel7_replayB3v35B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxxxxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = global i8 zeroinitializer
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel5_sortB3v36B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@PyExc_StopIteration = global i8 zeroinitializer
@PyExc_SystemError = global i8 zeroinitializer
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel9_sift_maxB3v37B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v38B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv14tflite_memplan8planners6shared14by_size_kernel6_placeB3v39B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN13_3cdynamic_3e5entryB3v15B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.firsts_at, i64 %arg.firsts_len, ptr readonly captures(none) %arg.lasts_at, i64 %arg.lasts_len, ptr readonly captures(none) %arg.sizes_at, i64 %arg.sizes_len, ptr readonly captures(none) %arg.sorted_firsts_at, i64 %arg.sorted_firsts_len, ptr readonly captures(none) %arg.sorted_lasts_at, i64 %arg.sorted_lasts_len, ptr readonly captures(none) %arg.by_first_at, i64 %arg.by_first_len, ptr readonly captures(none) %arg.by_last_at, i64 %arg.by_last_len, ptr captures(none) %arg.object_of_at, i64 %arg.object_of_len, ptr captures(none) %arg.placed_at_at, i64 %arg.placed_at_len, ptr captures(none) %arg.placed_at, i64 %arg.placed_len, ptr captures(none) %arg.after_at, i64 %arg.after_len, ptr captures(none) %arg.before_at, i64 %arg.before_len, ptr captures(none) %arg.changed_at, i64 %arg.changed_len, ptr writeonly captures(none) %arg.heads_at, i64 %arg.heads_len, ptr captures(none) %arg.object_sizes_at, i64 %arg.object_sizes_len, ptr writeonly captures(none) %arg.touched_at, i64 %arg.touched_len, ptr readonly captures(none) %arg.members_at, i64 %arg.members_len, ptr readonly captures(none) %arg.live_from_at, i64 %arg.live_from_len, ptr readonly captures(none) %arg.live_to_at, i64 %arg.live_to_len, ptr readonly captures(none) %arg.later_from_at, i64 %arg.later_from_len, ptr readonly captures(none) %arg.later_to_at, i64 %arg.later_to_len, ptr readonly captures(none) %arg.class_by_first_at, i64 %arg.class_by_first_len, ptr readonly captures(none) %arg.class_firsts_at, i64 %arg.class_firsts_len, ptr readonly captures(none) %arg.class_by_last_at, i64 %arg.class_by_last_len, ptr readonly captures(none) %arg.class_lasts_at, i64 %arg.class_lasts_len, ptr readonly captures(none) %arg.homeless_at, i64 %arg.homeless_len, ptr readonly captures(none) %arg.slot_by_first_at, i64 %arg.slot_by_first_len, ptr readonly captures(none) %arg.slot_by_last_at, i64 %arg.slot_by_last_len, ptr captures(none) %arg.next_free_at, i64 %arg.next_free_len, ptr captures(none) %arg.previous_free_at, i64 %arg.previous_free_len, ptr captures(none) %arg.lasts_tree_at, i64 %arg.lasts_tree_len, ptr captures(none) %arg.firsts_tree_at, i64 %arg.firsts_tree_len, ptr %arg.heap_at, i64 %arg.heap_len, ptr readonly captures(none) %arg.tree_sides_at, i64 %arg.tree_sides_len, ptr captures(none) %arg.close_at, i64 %arg.close_len, ptr captures(none) %arg.later_at, i64 %arg.later_len, ptr captures(none) %arg.event_round_at, i64 %arg.event_round_len, ptr captures(none) %arg.event_gap_at, i64 %arg.event_gap_len, ptr captures(none) %arg.event_object_at, i64 %arg.event_object_len, ptr captures(none) %arg.marks_at, i64 %arg.marks_len, ptr captures(none) %arg.usable_at, i64 %arg.usable_len, ptr captures(none) %arg.state_at, i64 %arg.state_len, i64 %arg.count, i64 %arg.n, i64 %arg.tree_size, i64 %arg.heap_count, i64 %arg.n_tree_sides, i64 %arg.close_records, i64 %arg.recent_placements, i64 %arg.unbounded) local_unnamed_addr {
B0.endif.endif.endif.endi...endif.9:
  %.2089 = alloca ptr, align 8
  %excinfo.43 = alloca ptr, align 8
  store ptr null, ptr %excinfo.43, align 8
  %.2177 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10class_loopB3v16B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxxxxx(ptr nonnull %.2089, ptr nonnull %excinfo.43, ptr null, ptr null, i64 %arg.firsts_len, i64 8, ptr %arg.firsts_at, i64 %arg.firsts_len, i64 8, ptr null, ptr null, i64 %arg.lasts_len, i64 8, ptr %arg.lasts_at, i64 %arg.lasts_len, i64 8, ptr null, ptr null, i64 %arg.sizes_len, i64 8, ptr %arg.sizes_at, i64 %arg.sizes_len, i64 8, ptr null, ptr null, i64 %arg.sorted_firsts_len, i64 8, ptr %arg.sorted_firsts_at, i64 %arg.sorted_firsts_len, i64 8, ptr null, ptr null, i64 %arg.sorted_lasts_len, i64 8, ptr %arg.sorted_lasts_at, i64 %arg.sorted_lasts_len, i64 8, ptr null, ptr null, i64 %arg.by_first_len, i64 8, ptr %arg.by_first_at, i64 %arg.by_first_len, i64 8, ptr null, ptr null, i64 %arg.by_last_len, i64 8, ptr %arg.by_last_at, i64 %arg.by_last_len, i64 8, ptr null, ptr null, i64 %arg.object_of_len, i64 8, ptr %arg.object_of_at, i64 %arg.object_of_len, i64 8, ptr null, ptr null, i64 %arg.placed_at_len, i64 8, ptr %arg.placed_at_at, i64 %arg.placed_at_len, i64 8, ptr null, ptr null, i64 %arg.placed_len, i64 8, ptr %arg.placed_at, i64 %arg.placed_len, i64 8, ptr null, ptr null, i64 %arg.after_len, i64 8, ptr %arg.after_at, i64 %arg.after_len, i64 8, ptr null, ptr null, i64 %arg.before_len, i64 8, ptr %arg.before_at, i64 %arg.before_len, i64 8, ptr null, ptr null, i64 %arg.changed_len, i64 8, ptr %arg.changed_at, i64 %arg.changed_len, i64 8, ptr null, ptr null, i64 %arg.heads_len, i64 8, ptr %arg.heads_at, i64 %arg.heads_len, i64 8, ptr null, ptr null, i64 %arg.object_sizes_len, i64 8, ptr %arg.object_sizes_at, i64 %arg.object_sizes_len, i64 8, ptr null, ptr null, i64 %arg.touched_len, i64 8, ptr %arg.touched_at, i64 %arg.touched_len, i64 8, ptr null, ptr null, i64 %arg.members_len, i64 8, ptr %arg.members_at, i64 %arg.members_len, i64 8, ptr null, ptr null, i64 %arg.live_from_len, i64 8, ptr %arg.live_from_at, i64 %arg.live_from_len, i64 8, ptr null, ptr null, i64 %arg.live_to_len, i64 8, ptr %arg.live_to_at, i64 %arg.live_to_len, i64 8, ptr null, ptr null, i64 %arg.later_from_len, i64 8, ptr %arg.later_from_at, i64 %arg.later_from_len, i64 8, ptr null, ptr null, i64 %arg.later_to_len, i64 8, ptr %arg.later_to_at, i64 %arg.later_to_len, i64 8, ptr null, ptr null, i64 %arg.class_by_first_len, i64 8, ptr %arg.class_by_first_at, i64 %arg.class_by_first_len, i64 8, ptr null, ptr null, i64 %arg.class_firsts_len, i64 8, ptr %arg.class_firsts_at, i64 %arg.class_firsts_len, i64 8, ptr null, ptr null, i64 %arg.class_by_last_len, i64 8, ptr %arg.class_by_last_at, i64 %arg.class_by_last_len, i64 8, ptr null, ptr null, i64 %arg.class_lasts_len, i64 8, ptr %arg.class_lasts_at, i64 %arg.class_lasts_len, i64 8, ptr null, ptr null, i64 %arg.homeless_len, i64 8, ptr %arg.homeless_at, i64 %arg.homeless_len, i64 8, ptr null, ptr null, i64 %arg.slot_by_first_len, i64 8, ptr %arg.slot_by_first_at, i64 %arg.slot_by_first_len, i64 8, ptr null, ptr null, i64 %arg.slot_by_last_len, i64 8, ptr %arg.slot_by_last_at, i64 %arg.slot_by_last_len, i64 8, ptr null, ptr null, i64 %arg.next_free_len, i64 8, ptr %arg.next_free_at, i64 %arg.next_free_len, i64 8, ptr null, ptr null, i64 %arg.previous_free_len, i64 8, ptr %arg.previous_free_at, i64 %arg.previous_free_len, i64 8, ptr null, ptr null, i64 %arg.lasts_tree_len, i64 8, ptr %arg.lasts_tree_at, i64 %arg.lasts_tree_len, i64 8, ptr null, ptr null, i64 %arg.firsts_tree_len, i64 8, ptr %arg.firsts_tree_at, i64 %arg.firsts_tree_len, i64 8, ptr null, ptr null, i64 %arg.heap_len, i64 8, ptr %arg.heap_at, i64 %arg.heap_len, i64 8, ptr null, ptr null, i64 %arg.tree_sides_len, i64 8, ptr %arg.tree_sides_at, i64 %arg.tree_sides_len, i64 8, ptr null, ptr null, i64 %arg.close_len, i64 8, ptr %arg.close_at, i64 %arg.close_len, i64 8, ptr null, ptr null, i64 %arg.later_len, i64 8, ptr %arg.later_at, i64 %arg.later_len, i64 8, ptr null, ptr null, i64 %arg.event_round_len, i64 8, ptr %arg.event_round_at, i64 %arg.event_round_len, i64 8, ptr null, ptr null, i64 %arg.event_gap_len, i64 8, ptr %arg.event_gap_at, i64 %arg.event_gap_len, i64 8, ptr null, ptr null, i64 %arg.event_object_len, i64 8, ptr %arg.event_object_at, i64 %arg.event_object_len, i64 8, ptr null, ptr null, i64 %arg.marks_len, i64 8, ptr %arg.marks_at, i64 %arg.marks_len, i64 8, ptr null, ptr null, i64 %arg.usable_len, i64 8, ptr %arg.usable_at, i64 %arg.usable_len, i64 8, ptr null, ptr null, i64 %arg.state_len, i64 8, ptr %arg.state_at, i64 %arg.state_len, i64 8, i64 %arg.count, i64 %arg.n, i64 %arg.tree_size, i64 %arg.heap_count, i64 %arg.n_tree_sides, i64 %arg.close_records, i64 %arg.recent_placements, i64 %arg.unbounded)
  %cond = icmp eq i32 %.2177, 0
  br i1 %cond, label %B0.endif.endif.endif.endi...endif.9.endif, label %B0.endif.endif.endif.endi...endif.9.if.if, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.9.if.if, %B0.endif.endif.endif.endi...endif.9.endif
  ret i32 %.2177

B0.endif.endif.endif.endi...endif.9.endif:        ; preds = %B0.endif.endif.endif.endi...endif.9
  store i64 0, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.9.if.if:        ; preds = %B0.endif.endif.endif.endi...endif.9
  %.2185 = icmp sgt i32 %.2177, 0
  %.2178 = load ptr, ptr %excinfo.43, align 8
  %.2186 = select i1 %.2185, ptr %.2178, ptr undef
  store ptr %.2186, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define i64 @cfunc._ZN13_3cdynamic_3e5entryB3v15B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxxxxx(ptr readonly captures(none) %.1, i64 %.2, ptr readonly captures(none) %.3, i64 %.4, ptr readonly captures(none) %.5, i64 %.6, ptr readonly captures(none) %.7, i64 %.8, ptr readonly captures(none) %.9, i64 %.10, ptr readonly captures(none) %.11, i64 %.12, ptr readonly captures(none) %.13, i64 %.14, ptr captures(none) %.15, i64 %.16, ptr captures(none) %.17, i64 %.18, ptr captures(none) %.19, i64 %.20, ptr captures(none) %.21, i64 %.22, ptr captures(none) %.23, i64 %.24, ptr captures(none) %.25, i64 %.26, ptr writeonly captures(none) %.27, i64 %.28, ptr captures(none) %.29, i64 %.30, ptr writeonly captures(none) %.31, i64 %.32, ptr readonly captures(none) %.33, i64 %.34, ptr readonly captures(none) %.35, i64 %.36, ptr readonly captures(none) %.37, i64 %.38, ptr readonly captures(none) %.39, i64 %.40, ptr readonly captures(none) %.41, i64 %.42, ptr readonly captures(none) %.43, i64 %.44, ptr readonly captures(none) %.45, i64 %.46, ptr readonly captures(none) %.47, i64 %.48, ptr readonly captures(none) %.49, i64 %.50, ptr readonly captures(none) %.51, i64 %.52, ptr readonly captures(none) %.53, i64 %.54, ptr readonly captures(none) %.55, i64 %.56, ptr captures(none) %.57, i64 %.58, ptr captures(none) %.59, i64 %.60, ptr captures(none) %.61, i64 %.62, ptr captures(none) %.63, i64 %.64, ptr %.65, i64 %.66, ptr readonly captures(none) %.67, i64 %.68, ptr captures(none) %.69, i64 %.70, ptr captures(none) %.71, i64 %.72, ptr captures(none) %.73, i64 %.74, ptr captures(none) %.75, i64 %.76, ptr captures(none) %.77, i64 %.78, ptr captures(none) %.79, i64 %.80, ptr captures(none) %.81, i64 %.82, ptr captures(none) %.83, i64 %.84, i64 %.85, i64 %.86, i64 %.87, i64 %.88, i64 %.89, i64 %.90, i64 %.91, i64 %.92) local_unnamed_addr {
entry:
  %.94 = alloca i64, align 8
  store i64 0, ptr %.94, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.98 = call i32 @_ZN13_3cdynamic_3e5entryB3v15B56c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAg6cJqBrMeIZJFEGM0QQAE8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2ax8int64_2axxxxxxxxx(ptr nonnull %.94, ptr nonnull %excinfo, ptr %.1, i64 %.2, ptr %.3, i64 %.4, ptr %.5, i64 %.6, ptr %.7, i64 %.8, ptr %.9, i64 %.10, ptr %.11, i64 %.12, ptr %.13, i64 %.14, ptr %.15, i64 %.16, ptr %.17, i64 %.18, ptr %.19, i64 %.20, ptr %.21, i64 %.22, ptr %.23, i64 %.24, ptr %.25, i64 %.26, ptr %.27, i64 %.28, ptr %.29, i64 %.30, ptr %.31, i64 %.32, ptr %.33, i64 %.34, ptr %.35, i64 %.36, ptr %.37, i64 %.38, ptr %.39, i64 %.40, ptr %.41, i64 %.42, ptr %.43, i64 %.44, ptr %.45, i64 %.46, ptr %.47, i64 %.48, ptr %.49, i64 %.50, ptr %.51, i64 %.52, ptr %.53, i64 %.54, ptr %.55, i64 %.56, ptr %.57, i64 %.58, ptr %.59, i64 %.60, ptr %.61, i64 %.62, ptr %.63, i64 %.64, ptr %.65, i64 %.66, ptr %.67, i64 %.68, ptr %.69, i64 %.70, ptr %.71, i64 %.72, ptr %.73, i64 %.74, ptr %.75, i64 %.76, ptr %.77, i64 %.78, ptr %.79, i64 %.80, ptr %.81, i64 %.82, ptr %.83, i64 %.84, i64 %.85, i64 %.86, i64 %.87, i64 %.88, i64 %.89, i64 %.90, i64 %.91, i64 %.92) #2
  %.99 = load ptr, ptr %excinfo, align 8
  %.108 = load i64, ptr %.94, align 8
  %.110 = alloca i32, align 4
  store i32 0, ptr %.110, align 4
  %cond = icmp eq i32 %.98, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.106 = icmp sgt i32 %.98, 0
  call void @numba_gil_ensure(ptr nonnull %.110)
  br i1 %.106, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.113, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.108, %.113 ], [ %.108, %entry ]
  ret i64 %common.ret.op

.113:                                             ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.161 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.161)
  call void @Py_DecRef(ptr %.161)
  call void @numba_gil_release(ptr nonnull %.110)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.116 = load { ptr, i32, ptr, ptr, i32 }, ptr %.99, align 8
  %.117 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 4
  %.118 = icmp sgt i32 %.117, 0
  %.121 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 0
  %.123 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 1
  br i1 %.118, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.98, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.113
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.124 = sext i32 %.123 to i64
  %.125 = call ptr @PyBytes_FromStringAndSize(ptr %.121, i64 %.124)
  %.126 = load { ptr, i32, ptr, ptr, i32 }, ptr %.99, align 8
  %.127 = extractvalue { ptr, i32, ptr, ptr, i32 } %.126, 2
  %.129 = extractvalue { ptr, i32, ptr, ptr, i32 } %.126, 3
  %.131 = call ptr %.129(ptr %.127)
  %.132 = icmp eq ptr %.131, null
  br i1 %.132, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.145 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 2
  %.146 = call ptr @numba_unpickle(ptr %.121, i32 %.123, ptr %.145)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.148 = phi ptr [ %.136, %entry.if.if.if.endif ], [ %.146, %entry.if.if.else ]
  %.149.not = icmp eq ptr %.148, null
  br i1 %.149.not, label %.113, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.136 = call ptr @numba_runtime_build_excinfo_struct(ptr %.125, ptr nonnull %.131)
  call void @NRT_Free(ptr nonnull %.99)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.148)
  br label %.113

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.113

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %.113
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

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10class_loopB3v16B44c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAK4JIagIAE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxxxxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.firsts.0, ptr readnone captures(none) %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr readonly captures(none) %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr readnone captures(none) %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr readonly captures(none) %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr readnone captures(none) %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr readonly captures(none) %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.sorted_firsts.0, ptr readnone captures(none) %arg.sorted_firsts.1, i64 %arg.sorted_firsts.2, i64 %arg.sorted_firsts.3, ptr readonly captures(none) %arg.sorted_firsts.4, i64 %arg.sorted_firsts.5.0, i64 %arg.sorted_firsts.6.0, ptr %arg.sorted_lasts.0, ptr readnone captures(none) %arg.sorted_lasts.1, i64 %arg.sorted_lasts.2, i64 %arg.sorted_lasts.3, ptr readonly captures(none) %arg.sorted_lasts.4, i64 %arg.sorted_lasts.5.0, i64 %arg.sorted_lasts.6.0, ptr %arg.by_first.0, ptr readnone captures(none) %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr readonly captures(none) %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr readnone captures(none) %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr readonly captures(none) %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr readnone captures(none) %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr captures(none) %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr readnone captures(none) %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr captures(none) %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.placed.0, ptr readnone captures(none) %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr captures(none) %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.after.0, ptr readnone captures(none) %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr captures(none) %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr readnone captures(none) %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr captures(none) %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr readnone captures(none) %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr captures(none) %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.heads.0, ptr readnone captures(none) %arg.heads.1, i64 %arg.heads.2, i64 %arg.heads.3, ptr writeonly captures(none) %arg.heads.4, i64 %arg.heads.5.0, i64 %arg.heads.6.0, ptr %arg.object_sizes.0, ptr readnone captures(none) %arg.object_sizes.1, i64 %arg.object_sizes.2, i64 %arg.object_sizes.3, ptr captures(none) %arg.object_sizes.4, i64 %arg.object_sizes.5.0, i64 %arg.object_sizes.6.0, ptr %arg.touched.0, ptr readnone captures(none) %arg.touched.1, i64 %arg.touched.2, i64 %arg.touched.3, ptr writeonly captures(none) %arg.touched.4, i64 %arg.touched.5.0, i64 %arg.touched.6.0, ptr %arg.members.0, ptr readnone captures(none) %arg.members.1, i64 %arg.members.2, i64 %arg.members.3, ptr readonly captures(none) %arg.members.4, i64 %arg.members.5.0, i64 %arg.members.6.0, ptr %arg.live_from.0, ptr readnone captures(none) %arg.live_from.1, i64 %arg.live_from.2, i64 %arg.live_from.3, ptr readonly captures(none) %arg.live_from.4, i64 %arg.live_from.5.0, i64 %arg.live_from.6.0, ptr %arg.live_to.0, ptr readnone captures(none) %arg.live_to.1, i64 %arg.live_to.2, i64 %arg.live_to.3, ptr readonly captures(none) %arg.live_to.4, i64 %arg.live_to.5.0, i64 %arg.live_to.6.0, ptr %arg.later_from.0, ptr readnone captures(none) %arg.later_from.1, i64 %arg.later_from.2, i64 %arg.later_from.3, ptr readonly captures(none) %arg.later_from.4, i64 %arg.later_from.5.0, i64 %arg.later_from.6.0, ptr %arg.later_to.0, ptr readnone captures(none) %arg.later_to.1, i64 %arg.later_to.2, i64 %arg.later_to.3, ptr readonly captures(none) %arg.later_to.4, i64 %arg.later_to.5.0, i64 %arg.later_to.6.0, ptr %arg.class_by_first.0, ptr readnone captures(none) %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr readonly captures(none) %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr readnone captures(none) %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr readonly captures(none) %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr readnone captures(none) %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr readonly captures(none) %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr readnone captures(none) %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr readonly captures(none) %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.homeless.0, ptr readnone captures(none) %arg.homeless.1, i64 %arg.homeless.2, i64 %arg.homeless.3, ptr readonly captures(none) %arg.homeless.4, i64 %arg.homeless.5.0, i64 %arg.homeless.6.0, ptr %arg.slot_by_first.0, ptr readnone captures(none) %arg.slot_by_first.1, i64 %arg.slot_by_first.2, i64 %arg.slot_by_first.3, ptr readonly captures(none) %arg.slot_by_first.4, i64 %arg.slot_by_first.5.0, i64 %arg.slot_by_first.6.0, ptr %arg.slot_by_last.0, ptr readnone captures(none) %arg.slot_by_last.1, i64 %arg.slot_by_last.2, i64 %arg.slot_by_last.3, ptr readonly captures(none) %arg.slot_by_last.4, i64 %arg.slot_by_last.5.0, i64 %arg.slot_by_last.6.0, ptr %arg.next_free.0, ptr readnone captures(none) %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr captures(none) %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr readnone captures(none) %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr captures(none) %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr readnone captures(none) %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr captures(none) %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr readnone captures(none) %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr captures(none) %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, ptr %arg.heap.0, ptr readnone captures(none) %arg.heap.1, i64 %arg.heap.2, i64 %arg.heap.3, ptr %arg.heap.4, i64 %arg.heap.5.0, i64 %arg.heap.6.0, ptr %arg.tree_sides.0, ptr readnone captures(none) %arg.tree_sides.1, i64 %arg.tree_sides.2, i64 %arg.tree_sides.3, ptr readonly captures(none) %arg.tree_sides.4, i64 %arg.tree_sides.5.0, i64 %arg.tree_sides.6.0, ptr %arg.close.0, ptr readnone captures(none) %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr captures(none) %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %arg.later.0, ptr readnone captures(none) %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr captures(none) %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr readnone captures(none) %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr captures(none) %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr readnone captures(none) %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr captures(none) %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr readnone captures(none) %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr captures(none) %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr readnone captures(none) %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr captures(none) %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr readnone captures(none) %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr captures(none) %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr readnone captures(none) %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr captures(none) %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0, i64 %arg.count, i64 %arg.n, i64 %arg.tree_size, i64 %arg.heap_count, i64 %arg.n_tree_sides, i64 %arg.close_records, i64 %arg.recent_placements, i64 %arg.unbounded) local_unnamed_addr {
B0.endif:
  %.786 = alloca [5 x i64], align 8
  %arg.heap_count.fr = freeze i64 %arg.heap_count
  %excinfo.1 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.786, i8 0, i64 40, i1 false)
  store ptr null, ptr %excinfo.1, align 8
  %.1616 = alloca [5 x i64], align 8
  %excinfo.7 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.1616, i8 0, i64 40, i1 false)
  store ptr null, ptr %excinfo.7, align 8
  %.1693 = alloca i64, align 8
  store i64 0, ptr %.1693, align 8
  %excinfo.8 = alloca ptr, align 8
  store ptr null, ptr %excinfo.8, align 8
  %.1888 = alloca i64, align 8
  store i64 0, ptr %.1888, align 8
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.1987 = alloca i64, align 8
  store i64 0, ptr %.1987, align 8
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  %.2379 = alloca ptr, align 8
  store ptr null, ptr %.2379, align 8
  %excinfo.13 = alloca ptr, align 8
  store ptr null, ptr %excinfo.13, align 8
  %.2670 = alloca [5 x i64], align 8
  %excinfo.14 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.2670, i8 0, i64 40, i1 false)
  store ptr null, ptr %excinfo.14, align 8
  %.2851 = alloca [5 x i64], align 8
  %excinfo.15 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.2851, i8 0, i64 40, i1 false)
  store ptr null, ptr %excinfo.15, align 8
  tail call void @NRT_incref(ptr %arg.firsts.0)
  tail call void @NRT_incref(ptr %arg.lasts.0)
  tail call void @NRT_incref(ptr %arg.sizes.0)
  tail call void @NRT_incref(ptr %arg.sorted_firsts.0)
  tail call void @NRT_incref(ptr %arg.sorted_lasts.0)
  tail call void @NRT_incref(ptr %arg.by_first.0)
  tail call void @NRT_incref(ptr %arg.by_last.0)
  tail call void @NRT_incref(ptr %arg.object_of.0)
  tail call void @NRT_incref(ptr %arg.placed_at.0)
  tail call void @NRT_incref(ptr %arg.placed.0)
  tail call void @NRT_incref(ptr %arg.after.0)
  tail call void @NRT_incref(ptr %arg.before.0)
  tail call void @NRT_incref(ptr %arg.changed.0)
  tail call void @NRT_incref(ptr %arg.heads.0)
  tail call void @NRT_incref(ptr %arg.object_sizes.0)
  tail call void @NRT_incref(ptr %arg.touched.0)
  tail call void @NRT_incref(ptr %arg.members.0)
  tail call void @NRT_incref(ptr %arg.live_from.0)
  tail call void @NRT_incref(ptr %arg.live_to.0)
  tail call void @NRT_incref(ptr %arg.later_from.0)
  tail call void @NRT_incref(ptr %arg.later_to.0)
  tail call void @NRT_incref(ptr %arg.class_by_first.0)
  tail call void @NRT_incref(ptr %arg.class_firsts.0)
  tail call void @NRT_incref(ptr %arg.class_by_last.0)
  tail call void @NRT_incref(ptr %arg.class_lasts.0)
  tail call void @NRT_incref(ptr %arg.homeless.0)
  tail call void @NRT_incref(ptr %arg.slot_by_first.0)
  tail call void @NRT_incref(ptr %arg.slot_by_last.0)
  tail call void @NRT_incref(ptr %arg.next_free.0)
  tail call void @NRT_incref(ptr %arg.previous_free.0)
  tail call void @NRT_incref(ptr %arg.lasts_tree.0)
  tail call void @NRT_incref(ptr %arg.firsts_tree.0)
  tail call void @NRT_incref(ptr %arg.heap.0)
  tail call void @NRT_incref(ptr %arg.tree_sides.0)
  tail call void @NRT_incref(ptr %arg.close.0)
  tail call void @NRT_incref(ptr %arg.later.0)
  tail call void @NRT_incref(ptr %arg.event_round.0)
  tail call void @NRT_incref(ptr %arg.event_gap.0)
  tail call void @NRT_incref(ptr %arg.event_object.0)
  tail call void @NRT_incref(ptr %arg.marks.0)
  tail call void @NRT_incref(ptr %arg.usable.0)
  tail call void @NRT_incref(ptr %arg.state.0)
  %.6962332.not = icmp slt i64 %arg.n_tree_sides, 1
  br i1 %.6962332.not, label %B180.endif, label %B36.preheader

B36.preheader:                                    ; preds = %B0.endif
  br label %B36

B36:                                              ; preds = %B36.preheader, %B178
  %heap_count.8.02335 = phi i64 [ %heap_count.9.1, %B178 ], [ %arg.heap_count.fr, %B36.preheader ]
  %.70223302333 = phi i64 [ %.709, %B178 ], [ 0, %B36.preheader ]
  %.709 = add nuw nsw i64 %.70223302333, 1
  %0 = getelementptr i64, ptr %arg.tree_sides.4, i64 %.70223302333
  %.767 = load i64, ptr %0, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.786, i8 0, i64 40, i1 false)
  %.820 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr nonnull %.786, ptr nonnull %excinfo.1, i64 %.767, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.class_by_first.0, ptr %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.next_free.0, ptr %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, i64 %arg.count, i64 %arg.tree_size, i64 %arg.unbounded)
  %.830.fca.0.load = load i64, ptr %.786, align 8
  %sunkaddr158 = getelementptr inbounds i8, ptr %.786, i64 8
  %.830.fca.1.load = load i64, ptr %sunkaddr158, align 8
  %sunkaddr = getelementptr inbounds i8, ptr %.786, i64 16
  %.830.fca.2.load = load i64, ptr %sunkaddr, align 8
  %sunkaddr159 = getelementptr inbounds i8, ptr %.786, i64 24
  %.830.fca.3.load = load i64, ptr %sunkaddr159, align 8
  %sunkaddr160 = getelementptr inbounds i8, ptr %.786, i64 32
  %.830.fca.4.load = load i64, ptr %sunkaddr160, align 8
  %cond319 = icmp eq i32 %.820, 0
  br i1 %cond319, label %B36.endif, label %B36.if.if, !prof !0

B144:                                             ; preds = %B36.endif
  %.45.not.i = icmp eq i64 %heap_count.8.02335, 0
  br i1 %.45.not.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit, label %B12.endif.i.preheader

B12.endif.i.preheader:                            ; preds = %B144
  br label %B12.endif.i

B136.i:                                           ; preds = %B12.endif.endif.endif.i, %switch.end.1.4.i.i
  %.85.i13.i = icmp slt i64 %.547.sink.i, 0
  %spec.select.i = select i1 %.85.i13.i, i64 %arg.heap.5.0, i64 0
  %1 = mul i64 %.547.sink.i, 40
  br label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit

B12.endif.i:                                      ; preds = %B12.endif.i.preheader, %B94.endif.i
  %.547.sink.i = phi i64 [ %.547.i, %B94.endif.i ], [ %heap_count.8.02335, %B12.endif.i.preheader ]
  %.536.i = add i64 %.547.sink.i, -1
  %.547.i = ashr i64 %.536.i, 1
  %.30.i21.i = icmp slt i64 %.547.i, 0
  %.31.i22.i = select i1 %.30.i21.i, i64 %arg.heap.5.0, i64 0
  %.idx.i23.i = mul i64 %.547.i, 40
  %2 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i23.i
  %.45.i24.i = getelementptr i64, ptr %2, i64 %.31.i22.i
  %3 = getelementptr i8, ptr %2, i64 8
  %.75.i26.i = getelementptr i64, ptr %3, i64 %.31.i22.i
  %4 = getelementptr i8, ptr %2, i64 16
  %.105.i28.i = getelementptr i64, ptr %4, i64 %.31.i22.i
  %5 = getelementptr i8, ptr %2, i64 24
  %.135.i30.i = getelementptr i64, ptr %5, i64 %.31.i22.i
  %6 = getelementptr i8, ptr %2, i64 32
  %.165.i32.i = getelementptr i64, ptr %6, i64 %.31.i22.i
  %.60.sroa.0.0.i = load i64, ptr %.45.i24.i, align 8, !noalias !2
  %.60.sroa.5.0.i = load i64, ptr %.75.i26.i, align 8, !noalias !2
  %.60.sroa.8.0.i = load i64, ptr %.105.i28.i, align 8, !noalias !2
  %.60.sroa.11.0.i = load i64, ptr %.135.i30.i, align 8, !noalias !2
  %.60.sroa.14.0.i = load i64, ptr %.165.i32.i, align 8, !noalias !2
  %.198.not.i.i = icmp eq i64 %.830.fca.0.load, %.60.sroa.0.0.i
  br i1 %.198.not.i.i, label %switch.end.1.1.i.i, label %B12.endif.endif.endif.i

switch.end.1.1.i.i:                               ; preds = %B12.endif.i
  %.198.not.1.i.i = icmp eq i64 %.830.fca.1.load, %.60.sroa.5.0.i
  br i1 %.198.not.1.i.i, label %switch.end.1.2.i.i, label %B12.endif.endif.endif.i

switch.end.1.2.i.i:                               ; preds = %switch.end.1.1.i.i
  %.198.not.2.i.i = icmp eq i64 %.830.fca.2.load, %.60.sroa.8.0.i
  br i1 %.198.not.2.i.i, label %switch.end.1.3.i.i, label %B12.endif.endif.endif.i

switch.end.1.3.i.i:                               ; preds = %switch.end.1.2.i.i
  %.198.not.3.i.i = icmp eq i64 %.830.fca.3.load, %.60.sroa.11.0.i
  br i1 %.198.not.3.i.i, label %switch.end.1.4.i.i, label %B12.endif.endif.endif.i

switch.end.1.4.i.i:                               ; preds = %switch.end.1.3.i.i
  %.198.not.4.i.i = icmp eq i64 %.830.fca.4.load, %.60.sroa.14.0.i
  br i1 %.198.not.4.i.i, label %B136.i, label %B12.endif.endif.endif.i

B12.endif.endif.endif.i:                          ; preds = %switch.end.1.4.i.i, %switch.end.1.3.i.i, %switch.end.1.2.i.i, %switch.end.1.1.i.i, %B12.endif.i
  %.210148.i.i = phi i64 [ %.830.fca.3.load, %switch.end.1.3.i.i ], [ %.830.fca.4.load, %switch.end.1.4.i.i ], [ %.830.fca.1.load, %switch.end.1.1.i.i ], [ %.830.fca.2.load, %switch.end.1.2.i.i ], [ %.830.fca.0.load, %B12.endif.i ]
  %.236.i.i = phi i64 [ %.60.sroa.11.0.i, %switch.end.1.3.i.i ], [ %.60.sroa.14.0.i, %switch.end.1.4.i.i ], [ %.60.sroa.5.0.i, %switch.end.1.1.i.i ], [ %.60.sroa.8.0.i, %switch.end.1.2.i.i ], [ %.60.sroa.0.0.i, %B12.endif.i ]
  %.256.i.not.i = icmp slt i64 %.210148.i.i, %.236.i.i
  br i1 %.256.i.not.i, label %B94.endif.i, label %B136.i

B94.endif.i:                                      ; preds = %B12.endif.endif.endif.i
  %.85.i.i = icmp slt i64 %.547.sink.i, 0
  %.86.i.i = select i1 %.85.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i = mul i64 %.547.sink.i, 40
  %7 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i
  %.100.i.i = getelementptr i64, ptr %7, i64 %.86.i.i
  store i64 %.60.sroa.0.0.i, ptr %.100.i.i, align 8, !noalias !5
  %8 = getelementptr i8, ptr %7, i64 8
  %.130.i.i = getelementptr i64, ptr %8, i64 %.86.i.i
  store i64 %.60.sroa.5.0.i, ptr %.130.i.i, align 8, !noalias !5
  %9 = getelementptr i8, ptr %7, i64 16
  %.160.i.i = getelementptr i64, ptr %9, i64 %.86.i.i
  store i64 %.60.sroa.8.0.i, ptr %.160.i.i, align 8, !noalias !5
  %10 = getelementptr i8, ptr %7, i64 24
  %.190.i.i = getelementptr i64, ptr %10, i64 %.86.i.i
  store i64 %.60.sroa.11.0.i, ptr %.190.i.i, align 8, !noalias !5
  %11 = getelementptr i8, ptr %7, i64 32
  %.220.i.i = getelementptr i64, ptr %11, i64 %.86.i.i
  store i64 %.60.sroa.14.0.i, ptr %.220.i.i, align 8, !noalias !5
  %.205.not.i = icmp eq i64 %.547.i, 0
  br i1 %.205.not.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit, label %B12.endif.i

_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit: ; preds = %B94.endif.i, %B136.i, %B144
  %i.3.146.i = phi i64 [ %1, %B136.i ], [ 0, %B144 ], [ 0, %B94.endif.i ]
  %12 = phi i64 [ %spec.select.i, %B136.i ], [ 0, %B144 ], [ 0, %B94.endif.i ]
  %13 = getelementptr i8, ptr %arg.heap.4, i64 %i.3.146.i
  %.100.i16.i = getelementptr i64, ptr %13, i64 %12
  store i64 %.830.fca.0.load, ptr %.100.i16.i, align 8, !noalias !8
  %14 = getelementptr i8, ptr %13, i64 8
  %.130.i17.i = getelementptr i64, ptr %14, i64 %12
  store i64 %.830.fca.1.load, ptr %.130.i17.i, align 8, !noalias !8
  %15 = getelementptr i8, ptr %13, i64 16
  %.160.i18.i = getelementptr i64, ptr %15, i64 %12
  store i64 %.830.fca.2.load, ptr %.160.i18.i, align 8, !noalias !8
  %16 = getelementptr i8, ptr %13, i64 24
  %.190.i19.i = getelementptr i64, ptr %16, i64 %12
  store i64 %.830.fca.3.load, ptr %.190.i19.i, align 8, !noalias !8
  %17 = getelementptr i8, ptr %13, i64 32
  %.220.i20.i = getelementptr i64, ptr %17, i64 %12
  store i64 %.830.fca.4.load, ptr %.220.i20.i, align 8, !noalias !8
  %.263.i = add i64 %heap_count.8.02335, 1
  br label %B178

B178:                                             ; preds = %B36.endif, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit
  %heap_count.9.1 = phi i64 [ %heap_count.8.02335, %B36.endif ], [ %.263.i, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit ]
  %exitcond.not = icmp eq i64 %arg.n_tree_sides, %.709
  br i1 %exitcond.not, label %B180.endif, label %B36

B222:                                             ; preds = %B222.preheader, %B1629
  %next_homeless.2.02381 = phi i64 [ %next_homeless.3.1, %B1629 ], [ 0, %B222.preheader ]
  %fresh.6.sroa.0.02380 = phi i64 [ %fresh.7.sroa.0.1, %B1629 ], [ -1, %B222.preheader ]
  %fresh.6.sroa.19.02379 = phi i64 [ %fresh.7.sroa.10.1, %B1629 ], [ 0, %B222.preheader ]
  %fresh.6.sroa.38.02378 = phi i64 [ %fresh.7.sroa.20.1, %B1629 ], [ -1, %B222.preheader ]
  %fresh.6.sroa.57.02377 = phi i64 [ %fresh.7.sroa.30.1, %B1629 ], [ 0, %B222.preheader ]
  %fresh.6.sroa.76.02376 = phi i64 [ %fresh.7.sroa.40.1, %B1629 ], [ 0, %B222.preheader ]
  %heap_count.10.02375 = phi i64 [ %heap_count.11.1, %B1629 ], [ %heap_count.8.0.lcssa, %B222.preheader ]
  %.103723402374 = phi i64 [ %.1047, %B1629 ], [ %arg.count, %B222.preheader ]
  %.1047 = add nsw i64 %.103723402374, -1
  %.1098 = icmp sgt i64 %fresh.6.sroa.38.02378, -1
  br i1 %.1098, label %B260, label %B404

B260:                                             ; preds = %B222
  %.1101 = icmp eq i64 %heap_count.10.02375, 0
  br i1 %.1101, label %B724, label %B272.endif

B136.i87:                                         ; preds = %B12.endif.endif.endif.i83, %switch.end.1.4.i.i113
  %.85.i13.i88 = icmp slt i64 %.547.sink.i66, 0
  %spec.select.i89 = select i1 %.85.i13.i88, i64 %arg.heap.5.0, i64 0
  %18 = mul i64 %.547.sink.i66, 40
  br label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115

B12.endif.i65:                                    ; preds = %B12.endif.i65.preheader, %B94.endif.i97
  %.547.sink.i66 = phi i64 [ %.547.i68, %B94.endif.i97 ], [ %heap_count.10.02375, %B12.endif.i65.preheader ]
  %.536.i67 = add i64 %.547.sink.i66, -1
  %.547.i68 = ashr i64 %.536.i67, 1
  %.30.i21.i69 = icmp slt i64 %.547.i68, 0
  %.31.i22.i70 = select i1 %.30.i21.i69, i64 %arg.heap.5.0, i64 0
  %.idx.i23.i71 = mul i64 %.547.i68, 40
  %19 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i23.i71
  %.45.i24.i72 = getelementptr i64, ptr %19, i64 %.31.i22.i70
  %20 = getelementptr i8, ptr %19, i64 8
  %.75.i26.i73 = getelementptr i64, ptr %20, i64 %.31.i22.i70
  %21 = getelementptr i8, ptr %19, i64 16
  %.105.i28.i74 = getelementptr i64, ptr %21, i64 %.31.i22.i70
  %22 = getelementptr i8, ptr %19, i64 24
  %.135.i30.i75 = getelementptr i64, ptr %22, i64 %.31.i22.i70
  %23 = getelementptr i8, ptr %19, i64 32
  %.165.i32.i76 = getelementptr i64, ptr %23, i64 %.31.i22.i70
  %.60.sroa.0.0.i77 = load i64, ptr %.45.i24.i72, align 8, !noalias !11
  %.60.sroa.5.0.i78 = load i64, ptr %.75.i26.i73, align 8, !noalias !11
  %.60.sroa.8.0.i79 = load i64, ptr %.105.i28.i74, align 8, !noalias !11
  %.60.sroa.11.0.i80 = load i64, ptr %.135.i30.i75, align 8, !noalias !11
  %.60.sroa.14.0.i81 = load i64, ptr %.165.i32.i76, align 8, !noalias !11
  %.198.not.i.i82 = icmp eq i64 %fresh.6.sroa.0.02380, %.60.sroa.0.0.i77
  br i1 %.198.not.i.i82, label %switch.end.1.1.i.i107, label %B12.endif.endif.endif.i83

switch.end.1.1.i.i107:                            ; preds = %B12.endif.i65
  %.198.not.1.i.i108 = icmp eq i64 %fresh.6.sroa.19.02379, %.60.sroa.5.0.i78
  br i1 %.198.not.1.i.i108, label %switch.end.1.2.i.i109, label %B12.endif.endif.endif.i83

switch.end.1.2.i.i109:                            ; preds = %switch.end.1.1.i.i107
  %.198.not.2.i.i110 = icmp eq i64 %fresh.6.sroa.38.02378, %.60.sroa.8.0.i79
  br i1 %.198.not.2.i.i110, label %switch.end.1.3.i.i111, label %B12.endif.endif.endif.i83

switch.end.1.3.i.i111:                            ; preds = %switch.end.1.2.i.i109
  %.198.not.3.i.i112 = icmp eq i64 %fresh.6.sroa.57.02377, %.60.sroa.11.0.i80
  br i1 %.198.not.3.i.i112, label %switch.end.1.4.i.i113, label %B12.endif.endif.endif.i83

switch.end.1.4.i.i113:                            ; preds = %switch.end.1.3.i.i111
  %.198.not.4.i.i114 = icmp eq i64 %fresh.6.sroa.76.02376, %.60.sroa.14.0.i81
  br i1 %.198.not.4.i.i114, label %B136.i87, label %B12.endif.endif.endif.i83

B12.endif.endif.endif.i83:                        ; preds = %switch.end.1.4.i.i113, %switch.end.1.3.i.i111, %switch.end.1.2.i.i109, %switch.end.1.1.i.i107, %B12.endif.i65
  %.210148.i.i84 = phi i64 [ %fresh.6.sroa.57.02377, %switch.end.1.3.i.i111 ], [ %fresh.6.sroa.76.02376, %switch.end.1.4.i.i113 ], [ %fresh.6.sroa.19.02379, %switch.end.1.1.i.i107 ], [ %fresh.6.sroa.38.02378, %switch.end.1.2.i.i109 ], [ %fresh.6.sroa.0.02380, %B12.endif.i65 ]
  %.236.i.i85 = phi i64 [ %.60.sroa.11.0.i80, %switch.end.1.3.i.i111 ], [ %.60.sroa.14.0.i81, %switch.end.1.4.i.i113 ], [ %.60.sroa.5.0.i78, %switch.end.1.1.i.i107 ], [ %.60.sroa.8.0.i79, %switch.end.1.2.i.i109 ], [ %.60.sroa.0.0.i77, %B12.endif.i65 ]
  %.256.i.not.i86 = icmp slt i64 %.210148.i.i84, %.236.i.i85
  br i1 %.256.i.not.i86, label %B94.endif.i97, label %B136.i87

B94.endif.i97:                                    ; preds = %B12.endif.endif.endif.i83
  %.85.i.i98 = icmp slt i64 %.547.sink.i66, 0
  %.86.i.i99 = select i1 %.85.i.i98, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i100 = mul i64 %.547.sink.i66, 40
  %24 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i100
  %.100.i.i101 = getelementptr i64, ptr %24, i64 %.86.i.i99
  store i64 %.60.sroa.0.0.i77, ptr %.100.i.i101, align 8, !noalias !14
  %25 = getelementptr i8, ptr %24, i64 8
  %.130.i.i102 = getelementptr i64, ptr %25, i64 %.86.i.i99
  store i64 %.60.sroa.5.0.i78, ptr %.130.i.i102, align 8, !noalias !14
  %26 = getelementptr i8, ptr %24, i64 16
  %.160.i.i103 = getelementptr i64, ptr %26, i64 %.86.i.i99
  store i64 %.60.sroa.8.0.i79, ptr %.160.i.i103, align 8, !noalias !14
  %27 = getelementptr i8, ptr %24, i64 24
  %.190.i.i104 = getelementptr i64, ptr %27, i64 %.86.i.i99
  store i64 %.60.sroa.11.0.i80, ptr %.190.i.i104, align 8, !noalias !14
  %28 = getelementptr i8, ptr %24, i64 32
  %.220.i.i105 = getelementptr i64, ptr %28, i64 %.86.i.i99
  store i64 %.60.sroa.14.0.i81, ptr %.220.i.i105, align 8, !noalias !14
  %.205.not.i106 = icmp eq i64 %.547.i68, 0
  br i1 %.205.not.i106, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115, label %B12.endif.i65

_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115: ; preds = %B94.endif.i97, %B136.i87
  %i.3.146.i90 = phi i64 [ %18, %B136.i87 ], [ 0, %B94.endif.i97 ]
  %29 = phi i64 [ %spec.select.i89, %B136.i87 ], [ 0, %B94.endif.i97 ]
  %30 = getelementptr i8, ptr %arg.heap.4, i64 %i.3.146.i90
  %.100.i16.i91 = getelementptr i64, ptr %30, i64 %29
  store i64 %fresh.6.sroa.0.02380, ptr %.100.i16.i91, align 8, !noalias !17
  %31 = getelementptr i8, ptr %30, i64 8
  %.130.i17.i92 = getelementptr i64, ptr %31, i64 %29
  store i64 %fresh.6.sroa.19.02379, ptr %.130.i17.i92, align 8, !noalias !17
  %32 = getelementptr i8, ptr %30, i64 16
  %.160.i18.i93 = getelementptr i64, ptr %32, i64 %29
  store i64 %fresh.6.sroa.38.02378, ptr %.160.i18.i93, align 8, !noalias !17
  %33 = getelementptr i8, ptr %30, i64 24
  %.190.i19.i94 = getelementptr i64, ptr %33, i64 %29
  store i64 %fresh.6.sroa.57.02377, ptr %.190.i19.i94, align 8, !noalias !17
  %34 = getelementptr i8, ptr %30, i64 32
  %.220.i20.i95 = getelementptr i64, ptr %34, i64 %29
  store i64 %fresh.6.sroa.76.02376, ptr %.220.i20.i95, align 8, !noalias !17
  %.263.i96 = add nsw i64 %heap_count.10.02375, 1
  br label %B404

B404:                                             ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115, %B222
  %fresh.6.sroa.76.2 = phi i64 [ %fresh.6.sroa.76.02376, %B222 ], [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %fresh.6.sroa.57.2 = phi i64 [ %fresh.6.sroa.57.02377, %B222 ], [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %fresh.6.sroa.19.2 = phi i64 [ %fresh.6.sroa.19.02379, %B222 ], [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %heap_count.17.2 = phi i64 [ %heap_count.10.02375, %B222 ], [ %.263.i96, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %fresh.10.sroa.24.2 = phi i64 [ %fresh.6.sroa.38.02378, %B222 ], [ -1, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %fresh.10.sroa.0.2 = phi i64 [ %fresh.6.sroa.0.02380, %B222 ], [ -1, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit115 ]
  %.1405 = icmp sgt i64 %heap_count.17.2, 0
  br i1 %.1405, label %B416.endif.preheader, label %B966

B416.endif.preheader:                             ; preds = %B404
  br label %B416.endif

B500:                                             ; preds = %B416.endif
  %sunkaddr161 = getelementptr i8, ptr %arg.heap.4, i64 32
  %.166.i120 = load i64, ptr %sunkaddr161, align 8, !noalias !20
  %.1520 = icmp slt i64 %.136.i119, 0
  %.1521 = select i1 %.1520, i64 %arg.changed.5.0, i64 0
  %35 = getelementptr i64, ptr %arg.changed.4, i64 %.136.i119
  %.1535 = getelementptr i64, ptr %35, i64 %.1521
  %.1536 = load i64, ptr %.1535, align 8
  %.1539 = icmp eq i64 %.1536, %.166.i120
  br i1 %.1539, label %B724.loopexit, label %B546

B546:                                             ; preds = %B416.endif, %B500
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.1616, i8 0, i64 40, i1 false)
  %.1650 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr nonnull %.1616, ptr nonnull %excinfo.7, i64 %.136.i119, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr nonnull %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.class_by_first.0, ptr %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.next_free.0, ptr %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, i64 %arg.count, i64 %arg.tree_size, i64 %arg.unbounded)
  %.1660.fca.0.load = load i64, ptr %.1616, align 8
  %sunkaddr162 = getelementptr inbounds i8, ptr %.1616, i64 8
  %.1660.fca.1.load = load i64, ptr %sunkaddr162, align 8
  %sunkaddr163 = getelementptr inbounds i8, ptr %.1616, i64 16
  %.1660.fca.2.load = load i64, ptr %sunkaddr163, align 8
  %sunkaddr164 = getelementptr inbounds i8, ptr %.1616, i64 24
  %.1660.fca.3.load = load i64, ptr %sunkaddr164, align 8
  %sunkaddr165 = getelementptr inbounds i8, ptr %.1616, i64 32
  %.1660.fca.4.load = load i64, ptr %sunkaddr165, align 8
  %cond317 = icmp eq i32 %.1650, 0
  br i1 %cond317, label %B546.endif, label %B546.if.if, !prof !0

B636:                                             ; preds = %B546.endif
  store i64 0, ptr %.1693, align 8
  %.1699 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel4_popB3v31B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.1693, ptr nonnull %excinfo.8, ptr %arg.heap.0, ptr %arg.heap.1, i64 %arg.heap.2, i64 %arg.heap.3, ptr nonnull %arg.heap.4, i64 %arg.heap.5.0, i64 %arg.heap.6.0, i64 %heap_count.15.2)
  %.1709 = load i64, ptr %.1693, align 8
  %cond318 = icmp eq i32 %.1699, 0
  br i1 %cond318, label %B704, label %B636.if.if, !prof !0

B670:                                             ; preds = %B546.endif
  %.50.not219.i.i = icmp samesign ugt i64 %heap_count.15.2, 1
  br i1 %.50.not219.i.i, label %B40.endif.i.i.preheader, label %_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit

B40.endif.i.i.preheader:                          ; preds = %B670
  br label %B40.endif.i.i

B160.i.i:                                         ; preds = %B90.endif.endif.endif.i.i
  br label %B174.i.i

B174.i.i:                                         ; preds = %B90.endif.endif.endif.i.i, %switch.end.1.4.i49.i.i, %B40.endif.i.i, %B160.i.i
  %child.2.1.i.i = phi i64 [ %.114.i.i, %B160.i.i ], [ %.44222.i.i, %B90.endif.endif.endif.i.i ], [ %.44222.i.i, %B40.endif.i.i ], [ %.44222.i.i, %switch.end.1.4.i49.i.i ]
  %c.2.sroa.52.1.i.i = phi i64 [ %.166.i22.i.i, %B160.i.i ], [ %.166.i.i.i, %B90.endif.endif.endif.i.i ], [ %.166.i.i.i, %B40.endif.i.i ], [ %.166.i.i.i, %switch.end.1.4.i49.i.i ]
  %c.2.sroa.39.1.i.i = phi i64 [ %.136.i20.i.i, %B160.i.i ], [ %.136.i.i.i, %B90.endif.endif.endif.i.i ], [ %.136.i.i.i, %B40.endif.i.i ], [ %.136.i.i.i, %switch.end.1.4.i49.i.i ]
  %c.2.sroa.26.1.i.i = phi i64 [ %.106.i18.i.i, %B160.i.i ], [ %.106.i.i.i, %B90.endif.endif.endif.i.i ], [ %.106.i.i.i, %B40.endif.i.i ], [ %.106.i.i.i, %switch.end.1.4.i49.i.i ]
  %c.2.sroa.13.1.i.i = phi i64 [ %.76.i16.i.i, %B160.i.i ], [ %.76.i.i.i, %B90.endif.endif.endif.i.i ], [ %.76.i.i.i, %B40.endif.i.i ], [ %.76.i.i.i, %switch.end.1.4.i49.i.i ]
  %c.2.sroa.0.1.i.i = phi i64 [ %.46.i14.i.i, %B160.i.i ], [ %.46.i.i.i, %B90.endif.endif.endif.i.i ], [ %.46.i.i.i, %B40.endif.i.i ], [ %.46.i.i.i, %switch.end.1.4.i49.i.i ]
  %.198.not.i.i.i = icmp eq i64 %c.2.sroa.0.1.i.i, %.1660.fca.0.load
  br i1 %.198.not.i.i.i, label %switch.end.1.1.i.i.i, label %B174.endif.endif.i.i

switch.end.1.1.i.i.i:                             ; preds = %B174.i.i
  %.198.not.1.i.i.i = icmp eq i64 %c.2.sroa.13.1.i.i, %.1660.fca.1.load
  br i1 %.198.not.1.i.i.i, label %switch.end.1.2.i.i.i, label %B174.endif.endif.i.i

switch.end.1.2.i.i.i:                             ; preds = %switch.end.1.1.i.i.i
  %.198.not.2.i.i.i = icmp eq i64 %c.2.sroa.26.1.i.i, %.1660.fca.2.load
  br i1 %.198.not.2.i.i.i, label %switch.end.1.3.i.i.i, label %B174.endif.endif.i.i

switch.end.1.3.i.i.i:                             ; preds = %switch.end.1.2.i.i.i
  %.198.not.3.i.i.i = icmp eq i64 %c.2.sroa.39.1.i.i, %.1660.fca.3.load
  br i1 %.198.not.3.i.i.i, label %switch.end.1.4.i.i.i, label %B174.endif.endif.i.i

switch.end.1.4.i.i.i:                             ; preds = %switch.end.1.3.i.i.i
  %.198.not.4.i.i.i = icmp eq i64 %c.2.sroa.52.1.i.i, %.1660.fca.4.load
  br i1 %.198.not.4.i.i.i, label %B248.i.i, label %B174.endif.endif.i.i

B248.i.i:                                         ; preds = %B208.endif.i.i, %B174.endif.endif.i.i, %switch.end.1.4.i.i.i
  %i.2.0.lcssa.i.i = phi i64 [ %i.2.0220.i.i, %B174.endif.endif.i.i ], [ %child.2.1.i.i, %B208.endif.i.i ], [ %i.2.0220.i.i, %switch.end.1.4.i.i.i ]
  %i.2.0.lcssa.fr.i.i = freeze i64 %i.2.0.lcssa.i.i
  %.85.i28.i.i = icmp slt i64 %i.2.0.lcssa.fr.i.i, 0
  %spec.select.i.i = select i1 %.85.i28.i.i, i64 %arg.heap.5.0, i64 0
  %36 = mul i64 %i.2.0.lcssa.fr.i.i, 40
  br label %_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit

B40.endif.i.i:                                    ; preds = %B40.endif.i.i.preheader, %B208.endif.i.i
  %.44222.i.i = phi i64 [ %.44.i.i, %B208.endif.i.i ], [ 1, %B40.endif.i.i.preheader ]
  %.43221.i.i = phi i64 [ %.43.i.i, %B208.endif.i.i ], [ 0, %B40.endif.i.i.preheader ]
  %i.2.0220.i.i = phi i64 [ %child.2.1.i.i, %B208.endif.i.i ], [ 0, %B40.endif.i.i.preheader ]
  %.30.i.i.i = icmp slt i64 %.44222.i.i, 0
  %.31.i.i.i = select i1 %.30.i.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i.i.i = mul i64 %.44222.i.i, 40
  %37 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i.i.i
  %.45.i.i.i = getelementptr i64, ptr %37, i64 %.31.i.i.i
  %.46.i.i.i = load i64, ptr %.45.i.i.i, align 8, !noalias !23
  %38 = getelementptr i8, ptr %37, i64 8
  %.75.i.i.i = getelementptr i64, ptr %38, i64 %.31.i.i.i
  %.76.i.i.i = load i64, ptr %.75.i.i.i, align 8, !noalias !23
  %39 = getelementptr i8, ptr %37, i64 16
  %.105.i.i.i = getelementptr i64, ptr %39, i64 %.31.i.i.i
  %.106.i.i.i = load i64, ptr %.105.i.i.i, align 8, !noalias !23
  %40 = getelementptr i8, ptr %37, i64 24
  %.135.i.i.i = getelementptr i64, ptr %40, i64 %.31.i.i.i
  %.136.i.i.i = load i64, ptr %.135.i.i.i, align 8, !noalias !23
  %41 = getelementptr i8, ptr %37, i64 32
  %.165.i.i.i = getelementptr i64, ptr %41, i64 %.31.i.i.i
  %.166.i.i.i = load i64, ptr %.165.i.i.i, align 8, !noalias !23
  %.114.i.i = add nsw i64 %.43221.i.i, 2
  %.116.i.i = icmp slt i64 %.114.i.i, %heap_count.15.2
  br i1 %.116.i.i, label %B90.endif.i.i, label %B174.i.i

B90.endif.i.i:                                    ; preds = %B40.endif.i.i
  %.30.i10.i.i = icmp slt i64 %.43221.i.i, -2
  %.31.i11.i.i = select i1 %.30.i10.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i.i = mul i64 %.114.i.i, 40
  %42 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i.i
  %.45.i13.i.i = getelementptr i64, ptr %42, i64 %.31.i11.i.i
  %.46.i14.i.i = load i64, ptr %.45.i13.i.i, align 8, !noalias !30
  %43 = getelementptr i8, ptr %42, i64 8
  %.75.i15.i.i = getelementptr i64, ptr %43, i64 %.31.i11.i.i
  %.76.i16.i.i = load i64, ptr %.75.i15.i.i, align 8, !noalias !30
  %44 = getelementptr i8, ptr %42, i64 16
  %.105.i17.i.i = getelementptr i64, ptr %44, i64 %.31.i11.i.i
  %.106.i18.i.i = load i64, ptr %.105.i17.i.i, align 8, !noalias !30
  %45 = getelementptr i8, ptr %42, i64 24
  %.135.i19.i.i = getelementptr i64, ptr %45, i64 %.31.i11.i.i
  %.136.i20.i.i = load i64, ptr %.135.i19.i.i, align 8, !noalias !30
  %46 = getelementptr i8, ptr %42, i64 32
  %.165.i21.i.i = getelementptr i64, ptr %46, i64 %.31.i11.i.i
  %.166.i22.i.i = load i64, ptr %.165.i21.i.i, align 8, !noalias !30
  %.198.not.i36.i.i = icmp eq i64 %.46.i14.i.i, %.46.i.i.i
  br i1 %.198.not.i36.i.i, label %switch.end.1.1.i43.i.i, label %B90.endif.endif.endif.i.i

switch.end.1.1.i43.i.i:                           ; preds = %B90.endif.i.i
  %.198.not.1.i44.i.i = icmp eq i64 %.76.i16.i.i, %.76.i.i.i
  br i1 %.198.not.1.i44.i.i, label %switch.end.1.2.i45.i.i, label %B90.endif.endif.endif.i.i

switch.end.1.2.i45.i.i:                           ; preds = %switch.end.1.1.i43.i.i
  %.198.not.2.i46.i.i = icmp eq i64 %.106.i18.i.i, %.106.i.i.i
  br i1 %.198.not.2.i46.i.i, label %switch.end.1.3.i47.i.i, label %B90.endif.endif.endif.i.i

switch.end.1.3.i47.i.i:                           ; preds = %switch.end.1.2.i45.i.i
  %.198.not.3.i48.i.i = icmp eq i64 %.136.i20.i.i, %.136.i.i.i
  br i1 %.198.not.3.i48.i.i, label %switch.end.1.4.i49.i.i, label %B90.endif.endif.endif.i.i

switch.end.1.4.i49.i.i:                           ; preds = %switch.end.1.3.i47.i.i
  %.198.not.4.i50.i.i = icmp eq i64 %.166.i22.i.i, %.166.i.i.i
  br i1 %.198.not.4.i50.i.i, label %B174.i.i, label %B90.endif.endif.endif.i.i

B90.endif.endif.endif.i.i:                        ; preds = %switch.end.1.4.i49.i.i, %switch.end.1.3.i47.i.i, %switch.end.1.2.i45.i.i, %switch.end.1.1.i43.i.i, %B90.endif.i.i
  %.210148.i38.i.i = phi i64 [ %.136.i20.i.i, %switch.end.1.3.i47.i.i ], [ %.166.i22.i.i, %switch.end.1.4.i49.i.i ], [ %.76.i16.i.i, %switch.end.1.1.i43.i.i ], [ %.106.i18.i.i, %switch.end.1.2.i45.i.i ], [ %.46.i14.i.i, %B90.endif.i.i ]
  %.236.i39.i.i = phi i64 [ %.136.i.i.i, %switch.end.1.3.i47.i.i ], [ %.166.i.i.i, %switch.end.1.4.i49.i.i ], [ %.76.i.i.i, %switch.end.1.1.i43.i.i ], [ %.106.i.i.i, %switch.end.1.2.i45.i.i ], [ %.46.i.i.i, %B90.endif.i.i ]
  %.256.i40.not.i.i = icmp slt i64 %.210148.i38.i.i, %.236.i39.i.i
  br i1 %.256.i40.not.i.i, label %B160.i.i, label %B174.i.i

B174.endif.endif.i.i:                             ; preds = %switch.end.1.4.i.i.i, %switch.end.1.3.i.i.i, %switch.end.1.2.i.i.i, %switch.end.1.1.i.i.i, %B174.i.i
  %.210148.i.i.i = phi i64 [ %c.2.sroa.39.1.i.i, %switch.end.1.3.i.i.i ], [ %c.2.sroa.52.1.i.i, %switch.end.1.4.i.i.i ], [ %c.2.sroa.13.1.i.i, %switch.end.1.1.i.i.i ], [ %c.2.sroa.26.1.i.i, %switch.end.1.2.i.i.i ], [ %c.2.sroa.0.1.i.i, %B174.i.i ]
  %.236.i.i.i = phi i64 [ %.1660.fca.3.load, %switch.end.1.3.i.i.i ], [ %.1660.fca.4.load, %switch.end.1.4.i.i.i ], [ %.1660.fca.1.load, %switch.end.1.1.i.i.i ], [ %.1660.fca.2.load, %switch.end.1.2.i.i.i ], [ %.1660.fca.0.load, %B174.i.i ]
  %.256.i.not.i.i = icmp slt i64 %.210148.i.i.i, %.236.i.i.i
  br i1 %.256.i.not.i.i, label %B208.endif.i.i, label %B248.i.i

B208.endif.i.i:                                   ; preds = %B174.endif.endif.i.i
  %.85.i.i.i = icmp slt i64 %i.2.0220.i.i, 0
  %.86.i.i.i = select i1 %.85.i.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i27.i.i = mul i64 %i.2.0220.i.i, 40
  %47 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i27.i.i
  %.100.i.i.i = getelementptr i64, ptr %47, i64 %.86.i.i.i
  store i64 %c.2.sroa.0.1.i.i, ptr %.100.i.i.i, align 8, !noalias !33
  %48 = getelementptr i8, ptr %47, i64 8
  %.130.i.i.i = getelementptr i64, ptr %48, i64 %.86.i.i.i
  store i64 %c.2.sroa.13.1.i.i, ptr %.130.i.i.i, align 8, !noalias !33
  %49 = getelementptr i8, ptr %47, i64 16
  %.160.i.i.i = getelementptr i64, ptr %49, i64 %.86.i.i.i
  store i64 %c.2.sroa.26.1.i.i, ptr %.160.i.i.i, align 8, !noalias !33
  %50 = getelementptr i8, ptr %47, i64 24
  %.190.i.i.i = getelementptr i64, ptr %50, i64 %.86.i.i.i
  store i64 %c.2.sroa.39.1.i.i, ptr %.190.i.i.i, align 8, !noalias !33
  %51 = getelementptr i8, ptr %47, i64 32
  %.220.i.i.i = getelementptr i64, ptr %51, i64 %.86.i.i.i
  store i64 %c.2.sroa.52.1.i.i, ptr %.220.i.i.i, align 8, !noalias !33
  %.43.i.i = shl nsw i64 %child.2.1.i.i, 1
  %.44.i.i = or disjoint i64 %.43.i.i, 1
  %.50.not.i.i = icmp slt i64 %.44.i.i, %heap_count.15.2
  br i1 %.50.not.i.i, label %B40.endif.i.i, label %B248.i.i

_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit: ; preds = %B248.i.i, %B670
  %i.2.0.lcssa55.i.i = phi i64 [ %36, %B248.i.i ], [ 0, %B670 ]
  %52 = phi i64 [ %spec.select.i.i, %B248.i.i ], [ 0, %B670 ]
  %53 = getelementptr i8, ptr %arg.heap.4, i64 %i.2.0.lcssa55.i.i
  %.100.i31.i.i = getelementptr i64, ptr %53, i64 %52
  store i64 %.1660.fca.0.load, ptr %.100.i31.i.i, align 8, !noalias !36
  %54 = getelementptr i8, ptr %53, i64 8
  %.130.i32.i.i = getelementptr i64, ptr %54, i64 %52
  store i64 %.1660.fca.1.load, ptr %.130.i32.i.i, align 8, !noalias !36
  %55 = getelementptr i8, ptr %53, i64 16
  %.160.i33.i.i = getelementptr i64, ptr %55, i64 %52
  store i64 %.1660.fca.2.load, ptr %.160.i33.i.i, align 8, !noalias !36
  %56 = getelementptr i8, ptr %53, i64 24
  %.190.i34.i.i = getelementptr i64, ptr %56, i64 %52
  store i64 %.1660.fca.3.load, ptr %.190.i34.i.i, align 8, !noalias !36
  %57 = getelementptr i8, ptr %53, i64 32
  %.220.i35.i.i = getelementptr i64, ptr %57, i64 %52
  store i64 %.1660.fca.4.load, ptr %.220.i35.i.i, align 8, !noalias !36
  br label %B704

B704:                                             ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit, %B636
  %heap_count.16.3 = phi i64 [ %.1709, %B636 ], [ %heap_count.15.2, %_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit ]
  %.1818 = icmp sgt i64 %heap_count.16.3, 0
  br i1 %.1818, label %B416.endif, label %B966

B724.loopexit:                                    ; preds = %B500
  %.46.i116 = load i64, ptr %arg.heap.4, align 8, !noalias !20
  %sunkaddr166 = getelementptr i8, ptr %arg.heap.4, i64 8
  %.76.i117 = load i64, ptr %sunkaddr166, align 8, !noalias !20
  br label %B724

B724:                                             ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299, %B724.loopexit, %B260
  %heap_count.14.1.ph = phi i64 [ %heap_count.10.02375, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ 0, %B260 ], [ %heap_count.15.2, %B724.loopexit ]
  %from_heap.2.1.ph = phi i1 [ false, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ false, %B260 ], [ true, %B724.loopexit ]
  %top.2.sroa.92.1.ph = phi i64 [ %fresh.6.sroa.76.02376, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ %fresh.6.sroa.76.02376, %B260 ], [ %.166.i120, %B724.loopexit ]
  %top.2.sroa.69.1.ph = phi i64 [ %fresh.6.sroa.57.02377, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ %fresh.6.sroa.57.02377, %B260 ], [ %.136.i119, %B724.loopexit ]
  %top.2.sroa.46.1.ph = phi i64 [ %fresh.6.sroa.38.02378, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ %fresh.6.sroa.38.02378, %B260 ], [ %.106.i118, %B724.loopexit ]
  %top.2.sroa.23.1.ph = phi i64 [ %fresh.6.sroa.19.02379, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ %fresh.6.sroa.19.02379, %B260 ], [ %.76.i117, %B724.loopexit ]
  %top.2.sroa.0.1.ph = phi i64 [ %fresh.6.sroa.0.02380, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ %fresh.6.sroa.0.02380, %B260 ], [ %.46.i116, %B724.loopexit ]
  %fresh.9.sroa.64.1.ph = phi i64 [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ 0, %B260 ], [ %fresh.6.sroa.76.2, %B724.loopexit ]
  %fresh.9.sroa.48.1.ph = phi i64 [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ 0, %B260 ], [ %fresh.6.sroa.57.2, %B724.loopexit ]
  %fresh.9.sroa.32.1.ph = phi i64 [ -1, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ -1, %B260 ], [ %fresh.10.sroa.24.2, %B724.loopexit ]
  %fresh.9.sroa.16.1.ph = phi i64 [ 0, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ 0, %B260 ], [ %fresh.6.sroa.19.2, %B724.loopexit ]
  %fresh.9.sroa.0.1.ph = phi i64 [ -1, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299 ], [ -1, %B260 ], [ %fresh.10.sroa.0.2, %B724.loopexit ]
  %arg.count.fr.i125 = freeze i64 %heap_count.14.1.ph
  store i64 0, ptr %.1888, align 8
  %.1940 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel15_best_neighbourB3v34B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr nonnull %.1888, ptr nonnull %excinfo.10, i64 %top.2.sroa.46.1.ph, i64 %top.2.sroa.0.1.ph, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sorted_firsts.0, ptr %arg.sorted_firsts.1, i64 %arg.sorted_firsts.2, i64 %arg.sorted_firsts.3, ptr %arg.sorted_firsts.4, i64 %arg.sorted_firsts.5.0, i64 %arg.sorted_firsts.6.0, ptr %arg.sorted_lasts.0, ptr %arg.sorted_lasts.1, i64 %arg.sorted_lasts.2, i64 %arg.sorted_lasts.3, ptr %arg.sorted_lasts.4, i64 %arg.sorted_lasts.5.0, i64 %arg.sorted_lasts.6.0, ptr %arg.by_first.0, ptr %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.placed.0, ptr %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.members.0, ptr %arg.members.1, i64 %arg.members.2, i64 %arg.members.3, ptr %arg.members.4, i64 %arg.members.5.0, i64 %arg.members.6.0, ptr %arg.live_from.0, ptr %arg.live_from.1, i64 %arg.live_from.2, i64 %arg.live_from.3, ptr %arg.live_from.4, i64 %arg.live_from.5.0, i64 %arg.live_from.6.0, ptr %arg.live_to.0, ptr %arg.live_to.1, i64 %arg.live_to.2, i64 %arg.live_to.3, ptr %arg.live_to.4, i64 %arg.live_to.5.0, i64 %arg.live_to.6.0, ptr %arg.later_from.0, ptr %arg.later_from.1, i64 %arg.later_from.2, i64 %arg.later_from.3, ptr %arg.later_from.4, i64 %arg.later_from.5.0, i64 %arg.later_from.6.0, ptr %arg.later_to.0, ptr %arg.later_to.1, i64 %arg.later_to.2, i64 %arg.later_to.3, ptr %arg.later_to.4, i64 %arg.later_to.5.0, i64 %arg.later_to.6.0, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %arg.later.0, ptr %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0, i64 %arg.n, i64 %arg.close_records, i64 %arg.recent_placements)
  %.1950 = load i64, ptr %.1888, align 8
  %cond = icmp eq i32 %.1940, 0
  br i1 %cond, label %B724.endif, label %B724.if.if, !prof !0

B888:                                             ; preds = %B724.endif
  br i1 %from_heap.2.1.ph, label %B892, label %B1082

B892:                                             ; preds = %B888
  store i64 0, ptr %.1987, align 8
  %.1993 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel4_popB3v31B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.1987, ptr nonnull %excinfo.11, ptr %arg.heap.0, ptr %arg.heap.1, i64 %arg.heap.2, i64 %arg.heap.3, ptr %arg.heap.4, i64 %arg.heap.5.0, i64 %arg.heap.6.0, i64 %arg.count.fr.i125)
  %.2003 = load i64, ptr %.1987, align 8
  %cond314 = icmp eq i32 %.1993, 0
  br i1 %cond314, label %B1082, label %B892.if.if, !prof !0

B926:                                             ; preds = %B724.endif
  br i1 %from_heap.2.1.ph, label %B1082, label %B930

B930:                                             ; preds = %B926
  %.45.not.i126 = icmp eq i64 %arg.count.fr.i125, 0
  br i1 %.45.not.i126, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177, label %B12.endif.i127.preheader

B12.endif.i127.preheader:                         ; preds = %B930
  br label %B12.endif.i127

B136.i149:                                        ; preds = %B12.endif.endif.endif.i145, %switch.end.1.4.i.i175
  %.85.i13.i150 = icmp slt i64 %.547.sink.i128, 0
  %spec.select.i151 = select i1 %.85.i13.i150, i64 %arg.heap.5.0, i64 0
  %58 = mul i64 %.547.sink.i128, 40
  br label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177

B12.endif.i127:                                   ; preds = %B12.endif.i127.preheader, %B94.endif.i159
  %.547.sink.i128 = phi i64 [ %.547.i130, %B94.endif.i159 ], [ %arg.count.fr.i125, %B12.endif.i127.preheader ]
  %.536.i129 = add i64 %.547.sink.i128, -1
  %.547.i130 = ashr i64 %.536.i129, 1
  %.30.i21.i131 = icmp slt i64 %.547.i130, 0
  %.31.i22.i132 = select i1 %.30.i21.i131, i64 %arg.heap.5.0, i64 0
  %.idx.i23.i133 = mul i64 %.547.i130, 40
  %59 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i23.i133
  %.45.i24.i134 = getelementptr i64, ptr %59, i64 %.31.i22.i132
  %60 = getelementptr i8, ptr %59, i64 8
  %.75.i26.i135 = getelementptr i64, ptr %60, i64 %.31.i22.i132
  %61 = getelementptr i8, ptr %59, i64 16
  %.105.i28.i136 = getelementptr i64, ptr %61, i64 %.31.i22.i132
  %62 = getelementptr i8, ptr %59, i64 24
  %.135.i30.i137 = getelementptr i64, ptr %62, i64 %.31.i22.i132
  %63 = getelementptr i8, ptr %59, i64 32
  %.165.i32.i138 = getelementptr i64, ptr %63, i64 %.31.i22.i132
  %.60.sroa.0.0.i139 = load i64, ptr %.45.i24.i134, align 8, !noalias !39
  %.60.sroa.5.0.i140 = load i64, ptr %.75.i26.i135, align 8, !noalias !39
  %.60.sroa.8.0.i141 = load i64, ptr %.105.i28.i136, align 8, !noalias !39
  %.60.sroa.11.0.i142 = load i64, ptr %.135.i30.i137, align 8, !noalias !39
  %.60.sroa.14.0.i143 = load i64, ptr %.165.i32.i138, align 8, !noalias !39
  %.198.not.i.i144 = icmp eq i64 %top.2.sroa.0.1.ph, %.60.sroa.0.0.i139
  br i1 %.198.not.i.i144, label %switch.end.1.1.i.i169, label %B12.endif.endif.endif.i145

switch.end.1.1.i.i169:                            ; preds = %B12.endif.i127
  %.198.not.1.i.i170 = icmp eq i64 %top.2.sroa.23.1.ph, %.60.sroa.5.0.i140
  br i1 %.198.not.1.i.i170, label %switch.end.1.2.i.i171, label %B12.endif.endif.endif.i145

switch.end.1.2.i.i171:                            ; preds = %switch.end.1.1.i.i169
  %.198.not.2.i.i172 = icmp eq i64 %top.2.sroa.46.1.ph, %.60.sroa.8.0.i141
  br i1 %.198.not.2.i.i172, label %switch.end.1.3.i.i173, label %B12.endif.endif.endif.i145

switch.end.1.3.i.i173:                            ; preds = %switch.end.1.2.i.i171
  %.198.not.3.i.i174 = icmp eq i64 %top.2.sroa.69.1.ph, %.60.sroa.11.0.i142
  br i1 %.198.not.3.i.i174, label %switch.end.1.4.i.i175, label %B12.endif.endif.endif.i145

switch.end.1.4.i.i175:                            ; preds = %switch.end.1.3.i.i173
  %.198.not.4.i.i176 = icmp eq i64 %top.2.sroa.92.1.ph, %.60.sroa.14.0.i143
  br i1 %.198.not.4.i.i176, label %B136.i149, label %B12.endif.endif.endif.i145

B12.endif.endif.endif.i145:                       ; preds = %switch.end.1.4.i.i175, %switch.end.1.3.i.i173, %switch.end.1.2.i.i171, %switch.end.1.1.i.i169, %B12.endif.i127
  %.210148.i.i146 = phi i64 [ %top.2.sroa.69.1.ph, %switch.end.1.3.i.i173 ], [ %top.2.sroa.92.1.ph, %switch.end.1.4.i.i175 ], [ %top.2.sroa.23.1.ph, %switch.end.1.1.i.i169 ], [ %top.2.sroa.46.1.ph, %switch.end.1.2.i.i171 ], [ %top.2.sroa.0.1.ph, %B12.endif.i127 ]
  %.236.i.i147 = phi i64 [ %.60.sroa.11.0.i142, %switch.end.1.3.i.i173 ], [ %.60.sroa.14.0.i143, %switch.end.1.4.i.i175 ], [ %.60.sroa.5.0.i140, %switch.end.1.1.i.i169 ], [ %.60.sroa.8.0.i141, %switch.end.1.2.i.i171 ], [ %.60.sroa.0.0.i139, %B12.endif.i127 ]
  %.256.i.not.i148 = icmp slt i64 %.210148.i.i146, %.236.i.i147
  br i1 %.256.i.not.i148, label %B94.endif.i159, label %B136.i149

B94.endif.i159:                                   ; preds = %B12.endif.endif.endif.i145
  %.85.i.i160 = icmp slt i64 %.547.sink.i128, 0
  %.86.i.i161 = select i1 %.85.i.i160, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i162 = mul i64 %.547.sink.i128, 40
  %64 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i162
  %.100.i.i163 = getelementptr i64, ptr %64, i64 %.86.i.i161
  store i64 %.60.sroa.0.0.i139, ptr %.100.i.i163, align 8, !noalias !42
  %65 = getelementptr i8, ptr %64, i64 8
  %.130.i.i164 = getelementptr i64, ptr %65, i64 %.86.i.i161
  store i64 %.60.sroa.5.0.i140, ptr %.130.i.i164, align 8, !noalias !42
  %66 = getelementptr i8, ptr %64, i64 16
  %.160.i.i165 = getelementptr i64, ptr %66, i64 %.86.i.i161
  store i64 %.60.sroa.8.0.i141, ptr %.160.i.i165, align 8, !noalias !42
  %67 = getelementptr i8, ptr %64, i64 24
  %.190.i.i166 = getelementptr i64, ptr %67, i64 %.86.i.i161
  store i64 %.60.sroa.11.0.i142, ptr %.190.i.i166, align 8, !noalias !42
  %68 = getelementptr i8, ptr %64, i64 32
  %.220.i.i167 = getelementptr i64, ptr %68, i64 %.86.i.i161
  store i64 %.60.sroa.14.0.i143, ptr %.220.i.i167, align 8, !noalias !42
  %.205.not.i168 = icmp eq i64 %.547.i130, 0
  br i1 %.205.not.i168, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177, label %B12.endif.i127

_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177: ; preds = %B94.endif.i159, %B136.i149, %B930
  %i.3.146.i152 = phi i64 [ %58, %B136.i149 ], [ 0, %B930 ], [ 0, %B94.endif.i159 ]
  %69 = phi i64 [ %spec.select.i151, %B136.i149 ], [ 0, %B930 ], [ 0, %B94.endif.i159 ]
  %70 = getelementptr i8, ptr %arg.heap.4, i64 %i.3.146.i152
  %.100.i16.i153 = getelementptr i64, ptr %70, i64 %69
  store i64 %top.2.sroa.0.1.ph, ptr %.100.i16.i153, align 8, !noalias !45
  %71 = getelementptr i8, ptr %70, i64 8
  %.130.i17.i154 = getelementptr i64, ptr %71, i64 %69
  store i64 %top.2.sroa.23.1.ph, ptr %.130.i17.i154, align 8, !noalias !45
  %72 = getelementptr i8, ptr %70, i64 16
  %.160.i18.i155 = getelementptr i64, ptr %72, i64 %69
  store i64 %top.2.sroa.46.1.ph, ptr %.160.i18.i155, align 8, !noalias !45
  %73 = getelementptr i8, ptr %70, i64 24
  %.190.i19.i156 = getelementptr i64, ptr %73, i64 %69
  store i64 %top.2.sroa.69.1.ph, ptr %.190.i19.i156, align 8, !noalias !45
  %74 = getelementptr i8, ptr %70, i64 32
  %.220.i20.i157 = getelementptr i64, ptr %74, i64 %69
  store i64 %top.2.sroa.92.1.ph, ptr %.220.i20.i157, align 8, !noalias !45
  %.263.i158 = add nsw i64 %arg.count.fr.i125, 1
  br label %B1082

B966:                                             ; preds = %B704, %B404
  %heap_count.14.1 = phi i64 [ %heap_count.17.2, %B404 ], [ %heap_count.16.3, %B704 ]
  %.2184 = icmp slt i64 %next_homeless.2.02381, 0
  %.2185 = select i1 %.2184, i64 %arg.homeless.5.0, i64 0
  %75 = getelementptr i64, ptr %arg.homeless.4, i64 %next_homeless.2.02381
  %.2199 = getelementptr i64, ptr %75, i64 %.2185
  %.2200 = load i64, ptr %.2199, align 8
  %.2216 = icmp slt i64 %.2200, 0
  %.2217 = select i1 %.2216, i64 %arg.object_of.5.0, i64 0
  %76 = getelementptr i64, ptr %arg.object_of.4, i64 %.2200
  %.2231 = getelementptr i64, ptr %76, i64 %.2217
  %.2232 = load i64, ptr %.2231, align 8
  %.2233 = icmp sgt i64 %.2232, -1
  br i1 %.2233, label %B1002.preheader, label %B1048

B1002.preheader:                                  ; preds = %B966
  br label %B1002

B1002:                                            ; preds = %B1002.preheader, %B1002
  %next_homeless.5.2 = phi i64 [ %.2236, %B1002 ], [ %next_homeless.2.02381, %B1002.preheader ]
  %.2236 = add i64 %next_homeless.5.2, 1
  %.2254 = icmp slt i64 %next_homeless.5.2, -1
  %77 = select i1 %.2254, i64 %114, i64 0
  %78 = shl i64 %next_homeless.5.2, 3
  %scevgep156 = getelementptr i8, ptr %scevgep155, i64 %77
  %scevgep157 = getelementptr i8, ptr %scevgep156, i64 %78
  %.2270 = load i64, ptr %scevgep157, align 8
  %.2284 = icmp slt i64 %.2270, 0
  %.2285 = select i1 %.2284, i64 %arg.object_of.5.0, i64 0
  %79 = getelementptr i64, ptr %arg.object_of.4, i64 %.2270
  %.2299 = getelementptr i64, ptr %79, i64 %.2285
  %.2300 = load i64, ptr %.2299, align 8
  %.2301 = icmp sgt i64 %.2300, -1
  br i1 %.2301, label %B1002, label %B1048

B1048:                                            ; preds = %B1002, %B966
  %next_homeless.4.3 = phi i64 [ %next_homeless.2.02381, %B966 ], [ %.2236, %B1002 ]
  %.2327 = icmp slt i64 %next_homeless.4.3, 0
  %.2328 = select i1 %.2327, i64 %arg.homeless.5.0, i64 0
  %80 = getelementptr i64, ptr %arg.homeless.4, i64 %next_homeless.4.3
  %.2342 = getelementptr i64, ptr %80, i64 %.2328
  %.2343 = load i64, ptr %.2342, align 8
  br label %B1082

B1082:                                            ; preds = %B1048, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177, %B926, %B892, %B888
  %fresh.9.sroa.0.12194 = phi i64 [ %fresh.10.sroa.0.2, %B1048 ], [ %fresh.9.sroa.0.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %fresh.9.sroa.0.1.ph, %B888 ], [ %fresh.9.sroa.0.1.ph, %B892 ], [ %fresh.9.sroa.0.1.ph, %B926 ]
  %fresh.9.sroa.16.12192 = phi i64 [ %fresh.6.sroa.19.2, %B1048 ], [ %fresh.9.sroa.16.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %fresh.9.sroa.16.1.ph, %B888 ], [ %fresh.9.sroa.16.1.ph, %B892 ], [ %fresh.9.sroa.16.1.ph, %B926 ]
  %fresh.9.sroa.32.12190 = phi i64 [ %fresh.10.sroa.24.2, %B1048 ], [ %fresh.9.sroa.32.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %fresh.9.sroa.32.1.ph, %B888 ], [ %fresh.9.sroa.32.1.ph, %B892 ], [ %fresh.9.sroa.32.1.ph, %B926 ]
  %fresh.9.sroa.48.12188 = phi i64 [ %fresh.6.sroa.57.2, %B1048 ], [ %fresh.9.sroa.48.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %fresh.9.sroa.48.1.ph, %B888 ], [ %fresh.9.sroa.48.1.ph, %B892 ], [ %fresh.9.sroa.48.1.ph, %B926 ]
  %fresh.9.sroa.64.12186 = phi i64 [ %fresh.6.sroa.76.2, %B1048 ], [ %fresh.9.sroa.64.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %fresh.9.sroa.64.1.ph, %B888 ], [ %fresh.9.sroa.64.1.ph, %B892 ], [ %fresh.9.sroa.64.1.ph, %B926 ]
  %heap_count.13.1 = phi i64 [ %heap_count.14.1, %B1048 ], [ %.263.i158, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %arg.count.fr.i125, %B888 ], [ %.2003, %B892 ], [ %arg.count.fr.i125, %B926 ]
  %next_homeless.3.1 = phi i64 [ %next_homeless.4.3, %B1048 ], [ %next_homeless.2.02381, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %next_homeless.2.02381, %B888 ], [ %next_homeless.2.02381, %B892 ], [ %next_homeless.2.02381, %B926 ]
  %far.2.1 = phi i1 [ true, %B1048 ], [ false, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ false, %B888 ], [ false, %B892 ], [ false, %B926 ]
  %distance.2.1 = phi i64 [ 0, %B1048 ], [ %top.2.sroa.0.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %top.2.sroa.0.1.ph, %B888 ], [ %top.2.sroa.0.1.ph, %B892 ], [ %top.2.sroa.0.1.ph, %B926 ]
  %pick.2.1 = phi i64 [ %.2343, %B1048 ], [ %top.2.sroa.46.1.ph, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %top.2.sroa.46.1.ph, %B888 ], [ %top.2.sroa.46.1.ph, %B892 ], [ %top.2.sroa.46.1.ph, %B926 ]
  %neighbour.2.1 = phi i64 [ -1, %B1048 ], [ %.1950, %_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE.exit177 ], [ %.1950, %B888 ], [ %.1950, %B892 ], [ %.1950, %B926 ]
  %arg.count.fr.i178 = freeze i64 %heap_count.13.1
  %.2409 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel6_placeB3v39B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.2379, ptr nonnull %excinfo.13, i64 %pick.2.1, i64 %neighbour.2.1, i64 %arg.n, ptr %arg.sizes.0, ptr %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.placed.0, ptr %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.heads.0, ptr %arg.heads.1, i64 %arg.heads.2, i64 %arg.heads.3, ptr %arg.heads.4, i64 %arg.heads.5.0, i64 %arg.heads.6.0, ptr %arg.object_sizes.0, ptr %arg.object_sizes.1, i64 %arg.object_sizes.2, i64 %arg.object_sizes.3, ptr %arg.object_sizes.4, i64 %arg.object_sizes.5.0, i64 %arg.object_sizes.6.0, ptr %arg.touched.0, ptr %arg.touched.1, i64 %arg.touched.2, i64 %arg.touched.3, ptr %arg.touched.4, i64 %arg.touched.5.0, i64 %arg.touched.6.0, ptr %arg.state.0, ptr %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0)
  switch i32 %.2409, label %B1082.if.if [
    i32 -2, label %B1082.endif
    i32 0, label %B1082.endif
  ], !prof !48

B1222:                                            ; preds = %B1082.endif
  %81 = icmp slt i64 %pick.2.1, 0
  %.2593 = icmp slt i64 %neighbour.2.1, 0
  %.2594 = select i1 %.2593, i64 %arg.lasts.5.0, i64 0
  %82 = getelementptr i64, ptr %arg.lasts.4, i64 %neighbour.2.1
  %.2608 = getelementptr i64, ptr %82, i64 %.2594
  %.2609 = load i64, ptr %.2608, align 8
  %.2625 = select i1 %81, i64 %arg.firsts.5.0, i64 0
  %83 = getelementptr i64, ptr %arg.firsts.4, i64 %pick.2.1
  %.2639 = getelementptr i64, ptr %83, i64 %.2625
  %.2640 = load i64, ptr %.2639, align 8
  %.2641 = icmp slt i64 %.2609, %.2640
  br i1 %.2641, label %B1258, label %B1346

B1258:                                            ; preds = %B1082.endif, %B1222
  %.2651 = shl nsw i64 %pick.2.1, 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.2670, i8 0, i64 40, i1 false)
  %.2704 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr nonnull %.2670, ptr nonnull %excinfo.14, i64 %.2651, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.class_by_first.0, ptr %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.next_free.0, ptr %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr nonnull %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr nonnull %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, i64 %arg.count, i64 %arg.tree_size, i64 %arg.unbounded)
  %cond315 = icmp eq i32 %.2704, 0
  br i1 %cond315, label %B1330, label %B1258.if.if, !prof !0

B1330:                                            ; preds = %B1258
  %sunkaddr167 = getelementptr inbounds i8, ptr %.2670, i64 32
  %.2714.fca.4.load = load i64, ptr %sunkaddr167, align 8
  %sunkaddr168 = getelementptr inbounds i8, ptr %.2670, i64 24
  %.2714.fca.3.load = load i64, ptr %sunkaddr168, align 8
  %sunkaddr169 = getelementptr inbounds i8, ptr %.2670, i64 16
  %.2714.fca.2.load = load i64, ptr %sunkaddr169, align 8
  %sunkaddr170 = getelementptr inbounds i8, ptr %.2670, i64 8
  %.2714.fca.1.load = load i64, ptr %sunkaddr170, align 8
  %.2714.fca.0.load = load i64, ptr %.2670, align 8
  br i1 %or.cond2266, label %B1382, label %B1346

B1346:                                            ; preds = %B1330, %B1222
  %fresh.8.sroa.60.222272252 = phi i64 [ %fresh.9.sroa.64.12186, %B1222 ], [ %.2714.fca.4.load, %B1330 ]
  %fresh.8.sroa.45.222302251 = phi i64 [ %fresh.9.sroa.48.12188, %B1222 ], [ %.2714.fca.3.load, %B1330 ]
  %fresh.8.sroa.30.222332250 = phi i64 [ %fresh.9.sroa.32.12190, %B1222 ], [ %.2714.fca.2.load, %B1330 ]
  %fresh.8.sroa.15.222362249 = phi i64 [ %fresh.9.sroa.16.12192, %B1222 ], [ %.2714.fca.1.load, %B1330 ]
  %fresh.8.sroa.0.222392248 = phi i64 [ %fresh.9.sroa.0.12194, %B1222 ], [ %.2714.fca.0.load, %B1330 ]
  %84 = icmp slt i64 %pick.2.1, 0
  %.2769 = icmp slt i64 %neighbour.2.1, 0
  %.2770 = select i1 %.2769, i64 %arg.lasts.5.0, i64 0
  %85 = getelementptr i64, ptr %arg.lasts.4, i64 %neighbour.2.1
  %.2784 = getelementptr i64, ptr %85, i64 %.2770
  %.2785 = load i64, ptr %.2784, align 8
  %.2803 = select i1 %84, i64 %arg.lasts.5.0, i64 0
  %86 = getelementptr i64, ptr %arg.lasts.4, i64 %pick.2.1
  %.2817 = getelementptr i64, ptr %86, i64 %.2803
  %.2818 = load i64, ptr %.2817, align 8
  %.2819 = icmp sgt i64 %.2785, %.2818
  br i1 %.2819, label %B1346.B1382_crit_edge, label %B1629

B1346.B1382_crit_edge:                            ; preds = %B1346
  %.pre = shl nsw i64 %pick.2.1, 1
  br label %B1382

B1382:                                            ; preds = %B1346.B1382_crit_edge, %B1330
  %.2829.pre-phi = phi i64 [ %.pre, %B1346.B1382_crit_edge ], [ %.2651, %B1330 ]
  %fresh.8.sroa.0.22240 = phi i64 [ %fresh.8.sroa.0.222392248, %B1346.B1382_crit_edge ], [ %.2714.fca.0.load, %B1330 ]
  %fresh.8.sroa.15.22237 = phi i64 [ %fresh.8.sroa.15.222362249, %B1346.B1382_crit_edge ], [ %.2714.fca.1.load, %B1330 ]
  %fresh.8.sroa.30.22234 = phi i64 [ %fresh.8.sroa.30.222332250, %B1346.B1382_crit_edge ], [ %.2714.fca.2.load, %B1330 ]
  %fresh.8.sroa.45.22231 = phi i64 [ %fresh.8.sroa.45.222302251, %B1346.B1382_crit_edge ], [ %.2714.fca.3.load, %B1330 ]
  %fresh.8.sroa.60.22228 = phi i64 [ %fresh.8.sroa.60.222272252, %B1346.B1382_crit_edge ], [ %.2714.fca.4.load, %B1330 ]
  %.2832 = or disjoint i64 %.2829.pre-phi, 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.2851, i8 0, i64 40, i1 false)
  %.2885 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr nonnull %.2851, ptr nonnull %excinfo.15, i64 %.2832, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.class_by_first.0, ptr %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.next_free.0, ptr %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr nonnull %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr nonnull %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, i64 %arg.count, i64 %arg.tree_size, i64 %arg.unbounded)
  %.2895.fca.0.load = load i64, ptr %.2851, align 8
  %sunkaddr171 = getelementptr inbounds i8, ptr %.2851, i64 8
  %.2895.fca.1.load = load i64, ptr %sunkaddr171, align 8
  %sunkaddr172 = getelementptr inbounds i8, ptr %.2851, i64 16
  %.2895.fca.2.load = load i64, ptr %sunkaddr172, align 8
  %sunkaddr173 = getelementptr inbounds i8, ptr %.2851, i64 24
  %.2895.fca.3.load = load i64, ptr %sunkaddr173, align 8
  %sunkaddr174 = getelementptr inbounds i8, ptr %.2851, i64 32
  %.2895.fca.4.load = load i64, ptr %sunkaddr174, align 8
  %cond316 = icmp eq i32 %.2885, 0
  br i1 %cond316, label %B1382.endif, label %B1382.if.if, !prof !0

B1484:                                            ; preds = %B1382.endif
  %.2921 = icmp slt i64 %fresh.8.sroa.30.22234, 0
  br i1 %.2921, label %B1629, label %B1516

B1516:                                            ; preds = %B1484
  %.198.not.i = icmp eq i64 %.2895.fca.0.load, %fresh.8.sroa.0.22240
  br i1 %.198.not.i, label %switch.end.1.1.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit

switch.end.1.1.i:                                 ; preds = %B1516
  %.198.not.1.i = icmp eq i64 %.2895.fca.1.load, %fresh.8.sroa.15.22237
  br i1 %.198.not.1.i, label %switch.end.1.2.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit

switch.end.1.2.i:                                 ; preds = %switch.end.1.1.i
  %.198.not.2.i = icmp eq i64 %.2895.fca.2.load, %fresh.8.sroa.30.22234
  br i1 %.198.not.2.i, label %switch.end.1.3.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit

switch.end.1.3.i:                                 ; preds = %switch.end.1.2.i
  %.198.not.3.i = icmp eq i64 %.2895.fca.3.load, %fresh.8.sroa.45.22231
  br i1 %.198.not.3.i, label %switch.end.1.4.i, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit

switch.end.1.4.i:                                 ; preds = %switch.end.1.3.i
  %.198.not.4.i = icmp eq i64 %.2895.fca.4.load, %fresh.8.sroa.60.22228
  br i1 %.198.not.4.i, label %B1590, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit

_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit: ; preds = %switch.end.1.4.i, %switch.end.1.3.i, %switch.end.1.2.i, %switch.end.1.1.i, %B1516
  %.210148.i = phi i64 [ %.2895.fca.3.load, %switch.end.1.3.i ], [ %.2895.fca.4.load, %switch.end.1.4.i ], [ %.2895.fca.1.load, %switch.end.1.1.i ], [ %.2895.fca.2.load, %switch.end.1.2.i ], [ %.2895.fca.0.load, %B1516 ]
  %.236.i = phi i64 [ %fresh.8.sroa.45.22231, %switch.end.1.3.i ], [ %fresh.8.sroa.60.22228, %switch.end.1.4.i ], [ %fresh.8.sroa.15.22237, %switch.end.1.1.i ], [ %fresh.8.sroa.30.22234, %switch.end.1.2.i ], [ %fresh.8.sroa.0.22240, %B1516 ]
  %.256.i.not = icmp slt i64 %.210148.i, %.236.i
  br i1 %.256.i.not, label %B1548, label %B1590

B1548:                                            ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit
  %.45.not.i179 = icmp eq i64 %arg.count.fr.i178, 0
  br i1 %.45.not.i179, label %B1629.sink.split, label %B12.endif.i180.preheader

B12.endif.i180.preheader:                         ; preds = %B1548
  br label %B12.endif.i180

B136.i202:                                        ; preds = %B12.endif.endif.endif.i198, %switch.end.1.4.i.i228
  %.85.i13.i203 = icmp slt i64 %.547.sink.i181, 0
  %spec.select.i204 = select i1 %.85.i13.i203, i64 %arg.heap.5.0, i64 0
  %87 = mul i64 %.547.sink.i181, 40
  br label %B1629.sink.split

B12.endif.i180:                                   ; preds = %B12.endif.i180.preheader, %B94.endif.i212
  %.547.sink.i181 = phi i64 [ %.547.i183, %B94.endif.i212 ], [ %arg.count.fr.i178, %B12.endif.i180.preheader ]
  %.536.i182 = add i64 %.547.sink.i181, -1
  %.547.i183 = ashr i64 %.536.i182, 1
  %.30.i21.i184 = icmp slt i64 %.547.i183, 0
  %.31.i22.i185 = select i1 %.30.i21.i184, i64 %arg.heap.5.0, i64 0
  %.idx.i23.i186 = mul i64 %.547.i183, 40
  %88 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i23.i186
  %.45.i24.i187 = getelementptr i64, ptr %88, i64 %.31.i22.i185
  %89 = getelementptr i8, ptr %88, i64 8
  %.75.i26.i188 = getelementptr i64, ptr %89, i64 %.31.i22.i185
  %90 = getelementptr i8, ptr %88, i64 16
  %.105.i28.i189 = getelementptr i64, ptr %90, i64 %.31.i22.i185
  %91 = getelementptr i8, ptr %88, i64 24
  %.135.i30.i190 = getelementptr i64, ptr %91, i64 %.31.i22.i185
  %92 = getelementptr i8, ptr %88, i64 32
  %.165.i32.i191 = getelementptr i64, ptr %92, i64 %.31.i22.i185
  %.60.sroa.0.0.i192 = load i64, ptr %.45.i24.i187, align 8, !noalias !49
  %.60.sroa.5.0.i193 = load i64, ptr %.75.i26.i188, align 8, !noalias !49
  %.60.sroa.8.0.i194 = load i64, ptr %.105.i28.i189, align 8, !noalias !49
  %.60.sroa.11.0.i195 = load i64, ptr %.135.i30.i190, align 8, !noalias !49
  %.60.sroa.14.0.i196 = load i64, ptr %.165.i32.i191, align 8, !noalias !49
  %.198.not.i.i197 = icmp eq i64 %fresh.8.sroa.0.22240, %.60.sroa.0.0.i192
  br i1 %.198.not.i.i197, label %switch.end.1.1.i.i222, label %B12.endif.endif.endif.i198

switch.end.1.1.i.i222:                            ; preds = %B12.endif.i180
  %.198.not.1.i.i223 = icmp eq i64 %fresh.8.sroa.15.22237, %.60.sroa.5.0.i193
  br i1 %.198.not.1.i.i223, label %switch.end.1.2.i.i224, label %B12.endif.endif.endif.i198

switch.end.1.2.i.i224:                            ; preds = %switch.end.1.1.i.i222
  %.198.not.2.i.i225 = icmp eq i64 %fresh.8.sroa.30.22234, %.60.sroa.8.0.i194
  br i1 %.198.not.2.i.i225, label %switch.end.1.3.i.i226, label %B12.endif.endif.endif.i198

switch.end.1.3.i.i226:                            ; preds = %switch.end.1.2.i.i224
  %.198.not.3.i.i227 = icmp eq i64 %fresh.8.sroa.45.22231, %.60.sroa.11.0.i195
  br i1 %.198.not.3.i.i227, label %switch.end.1.4.i.i228, label %B12.endif.endif.endif.i198

switch.end.1.4.i.i228:                            ; preds = %switch.end.1.3.i.i226
  %.198.not.4.i.i229 = icmp eq i64 %fresh.8.sroa.60.22228, %.60.sroa.14.0.i196
  br i1 %.198.not.4.i.i229, label %B136.i202, label %B12.endif.endif.endif.i198

B12.endif.endif.endif.i198:                       ; preds = %switch.end.1.4.i.i228, %switch.end.1.3.i.i226, %switch.end.1.2.i.i224, %switch.end.1.1.i.i222, %B12.endif.i180
  %.210148.i.i199 = phi i64 [ %fresh.8.sroa.45.22231, %switch.end.1.3.i.i226 ], [ %fresh.8.sroa.60.22228, %switch.end.1.4.i.i228 ], [ %fresh.8.sroa.15.22237, %switch.end.1.1.i.i222 ], [ %fresh.8.sroa.30.22234, %switch.end.1.2.i.i224 ], [ %fresh.8.sroa.0.22240, %B12.endif.i180 ]
  %.236.i.i200 = phi i64 [ %.60.sroa.11.0.i195, %switch.end.1.3.i.i226 ], [ %.60.sroa.14.0.i196, %switch.end.1.4.i.i228 ], [ %.60.sroa.5.0.i193, %switch.end.1.1.i.i222 ], [ %.60.sroa.8.0.i194, %switch.end.1.2.i.i224 ], [ %.60.sroa.0.0.i192, %B12.endif.i180 ]
  %.256.i.not.i201 = icmp slt i64 %.210148.i.i199, %.236.i.i200
  br i1 %.256.i.not.i201, label %B94.endif.i212, label %B136.i202

B94.endif.i212:                                   ; preds = %B12.endif.endif.endif.i198
  %.85.i.i213 = icmp slt i64 %.547.sink.i181, 0
  %.86.i.i214 = select i1 %.85.i.i213, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i215 = mul i64 %.547.sink.i181, 40
  %93 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i215
  %.100.i.i216 = getelementptr i64, ptr %93, i64 %.86.i.i214
  store i64 %.60.sroa.0.0.i192, ptr %.100.i.i216, align 8, !noalias !52
  %94 = getelementptr i8, ptr %93, i64 8
  %.130.i.i217 = getelementptr i64, ptr %94, i64 %.86.i.i214
  store i64 %.60.sroa.5.0.i193, ptr %.130.i.i217, align 8, !noalias !52
  %95 = getelementptr i8, ptr %93, i64 16
  %.160.i.i218 = getelementptr i64, ptr %95, i64 %.86.i.i214
  store i64 %.60.sroa.8.0.i194, ptr %.160.i.i218, align 8, !noalias !52
  %96 = getelementptr i8, ptr %93, i64 24
  %.190.i.i219 = getelementptr i64, ptr %96, i64 %.86.i.i214
  store i64 %.60.sroa.11.0.i195, ptr %.190.i.i219, align 8, !noalias !52
  %97 = getelementptr i8, ptr %93, i64 32
  %.220.i.i220 = getelementptr i64, ptr %97, i64 %.86.i.i214
  store i64 %.60.sroa.14.0.i196, ptr %.220.i.i220, align 8, !noalias !52
  %.205.not.i221 = icmp eq i64 %.547.i183, 0
  br i1 %.205.not.i221, label %B1629.sink.split, label %B12.endif.i180

B1590:                                            ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit, %switch.end.1.4.i
  %.45.not.i232 = icmp eq i64 %arg.count.fr.i178, 0
  br i1 %.45.not.i232, label %B1629.sink.split, label %B12.endif.i233.preheader

B12.endif.i233.preheader:                         ; preds = %B1590
  br label %B12.endif.i233

B136.i255:                                        ; preds = %B12.endif.endif.endif.i251, %switch.end.1.4.i.i281
  %.85.i13.i256 = icmp slt i64 %.547.sink.i234, 0
  %spec.select.i257 = select i1 %.85.i13.i256, i64 %arg.heap.5.0, i64 0
  %98 = mul i64 %.547.sink.i234, 40
  br label %B1629.sink.split

B12.endif.i233:                                   ; preds = %B12.endif.i233.preheader, %B94.endif.i265
  %.547.sink.i234 = phi i64 [ %.547.i236, %B94.endif.i265 ], [ %arg.count.fr.i178, %B12.endif.i233.preheader ]
  %.536.i235 = add i64 %.547.sink.i234, -1
  %.547.i236 = ashr i64 %.536.i235, 1
  %.30.i21.i237 = icmp slt i64 %.547.i236, 0
  %.31.i22.i238 = select i1 %.30.i21.i237, i64 %arg.heap.5.0, i64 0
  %.idx.i23.i239 = mul i64 %.547.i236, 40
  %99 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i23.i239
  %.45.i24.i240 = getelementptr i64, ptr %99, i64 %.31.i22.i238
  %100 = getelementptr i8, ptr %99, i64 8
  %.75.i26.i241 = getelementptr i64, ptr %100, i64 %.31.i22.i238
  %101 = getelementptr i8, ptr %99, i64 16
  %.105.i28.i242 = getelementptr i64, ptr %101, i64 %.31.i22.i238
  %102 = getelementptr i8, ptr %99, i64 24
  %.135.i30.i243 = getelementptr i64, ptr %102, i64 %.31.i22.i238
  %103 = getelementptr i8, ptr %99, i64 32
  %.165.i32.i244 = getelementptr i64, ptr %103, i64 %.31.i22.i238
  %.60.sroa.0.0.i245 = load i64, ptr %.45.i24.i240, align 8, !noalias !55
  %.60.sroa.5.0.i246 = load i64, ptr %.75.i26.i241, align 8, !noalias !55
  %.60.sroa.8.0.i247 = load i64, ptr %.105.i28.i242, align 8, !noalias !55
  %.60.sroa.11.0.i248 = load i64, ptr %.135.i30.i243, align 8, !noalias !55
  %.60.sroa.14.0.i249 = load i64, ptr %.165.i32.i244, align 8, !noalias !55
  %.198.not.i.i250 = icmp eq i64 %.2895.fca.0.load, %.60.sroa.0.0.i245
  br i1 %.198.not.i.i250, label %switch.end.1.1.i.i275, label %B12.endif.endif.endif.i251

switch.end.1.1.i.i275:                            ; preds = %B12.endif.i233
  %.198.not.1.i.i276 = icmp eq i64 %.2895.fca.1.load, %.60.sroa.5.0.i246
  br i1 %.198.not.1.i.i276, label %switch.end.1.2.i.i277, label %B12.endif.endif.endif.i251

switch.end.1.2.i.i277:                            ; preds = %switch.end.1.1.i.i275
  %.198.not.2.i.i278 = icmp eq i64 %.2895.fca.2.load, %.60.sroa.8.0.i247
  br i1 %.198.not.2.i.i278, label %switch.end.1.3.i.i279, label %B12.endif.endif.endif.i251

switch.end.1.3.i.i279:                            ; preds = %switch.end.1.2.i.i277
  %.198.not.3.i.i280 = icmp eq i64 %.2895.fca.3.load, %.60.sroa.11.0.i248
  br i1 %.198.not.3.i.i280, label %switch.end.1.4.i.i281, label %B12.endif.endif.endif.i251

switch.end.1.4.i.i281:                            ; preds = %switch.end.1.3.i.i279
  %.198.not.4.i.i282 = icmp eq i64 %.2895.fca.4.load, %.60.sroa.14.0.i249
  br i1 %.198.not.4.i.i282, label %B136.i255, label %B12.endif.endif.endif.i251

B12.endif.endif.endif.i251:                       ; preds = %switch.end.1.4.i.i281, %switch.end.1.3.i.i279, %switch.end.1.2.i.i277, %switch.end.1.1.i.i275, %B12.endif.i233
  %.210148.i.i252 = phi i64 [ %.2895.fca.3.load, %switch.end.1.3.i.i279 ], [ %.2895.fca.4.load, %switch.end.1.4.i.i281 ], [ %.2895.fca.1.load, %switch.end.1.1.i.i275 ], [ %.2895.fca.2.load, %switch.end.1.2.i.i277 ], [ %.2895.fca.0.load, %B12.endif.i233 ]
  %.236.i.i253 = phi i64 [ %.60.sroa.11.0.i248, %switch.end.1.3.i.i279 ], [ %.60.sroa.14.0.i249, %switch.end.1.4.i.i281 ], [ %.60.sroa.5.0.i246, %switch.end.1.1.i.i275 ], [ %.60.sroa.8.0.i247, %switch.end.1.2.i.i277 ], [ %.60.sroa.0.0.i245, %B12.endif.i233 ]
  %.256.i.not.i254 = icmp slt i64 %.210148.i.i252, %.236.i.i253
  br i1 %.256.i.not.i254, label %B94.endif.i265, label %B136.i255

B94.endif.i265:                                   ; preds = %B12.endif.endif.endif.i251
  %.85.i.i266 = icmp slt i64 %.547.sink.i234, 0
  %.86.i.i267 = select i1 %.85.i.i266, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i268 = mul i64 %.547.sink.i234, 40
  %104 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i268
  %.100.i.i269 = getelementptr i64, ptr %104, i64 %.86.i.i267
  store i64 %.60.sroa.0.0.i245, ptr %.100.i.i269, align 8, !noalias !58
  %105 = getelementptr i8, ptr %104, i64 8
  %.130.i.i270 = getelementptr i64, ptr %105, i64 %.86.i.i267
  store i64 %.60.sroa.5.0.i246, ptr %.130.i.i270, align 8, !noalias !58
  %106 = getelementptr i8, ptr %104, i64 16
  %.160.i.i271 = getelementptr i64, ptr %106, i64 %.86.i.i267
  store i64 %.60.sroa.8.0.i247, ptr %.160.i.i271, align 8, !noalias !58
  %107 = getelementptr i8, ptr %104, i64 24
  %.190.i.i272 = getelementptr i64, ptr %107, i64 %.86.i.i267
  store i64 %.60.sroa.11.0.i248, ptr %.190.i.i272, align 8, !noalias !58
  %108 = getelementptr i8, ptr %104, i64 32
  %.220.i.i273 = getelementptr i64, ptr %108, i64 %.86.i.i267
  store i64 %.60.sroa.14.0.i249, ptr %.220.i.i273, align 8, !noalias !58
  %.205.not.i274 = icmp eq i64 %.547.i236, 0
  br i1 %.205.not.i274, label %B1629.sink.split, label %B12.endif.i233

common.ret:                                       ; preds = %B1382.if.if, %B1258.if.if, %B1082.if.if, %B892.if.if, %B724.if.if, %B636.if.if, %B546.if.if, %B36.if.if, %B1628
  %common.ret.op = phi i32 [ 0, %B1628 ], [ %.820, %B36.if.if ], [ %.2409, %B1082.if.if ], [ %.1940, %B724.if.if ], [ %.1993, %B892.if.if ], [ %.2885, %B1382.if.if ], [ %.2704, %B1258.if.if ], [ %.1650, %B546.if.if ], [ %.1699, %B636.if.if ]
  ret i32 %common.ret.op

B1628:                                            ; preds = %B1629, %B180.endif
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.touched.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.sorted_lasts.0)
  tail call void @NRT_decref(ptr %arg.sorted_firsts.0)
  tail call void @NRT_decref(ptr %arg.slot_by_last.0)
  tail call void @NRT_decref(ptr %arg.slot_by_first.0)
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.previous_free.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.object_sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.next_free.0)
  tail call void @NRT_decref(ptr %arg.members.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.live_to.0)
  tail call void @NRT_decref(ptr %arg.live_from.0)
  tail call void @NRT_decref(ptr %arg.later_to.0)
  tail call void @NRT_decref(ptr %arg.later_from.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.homeless.0)
  tail call void @NRT_decref(ptr %arg.heap.0)
  tail call void @NRT_decref(ptr %arg.heads.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.close.0)
  tail call void @NRT_decref(ptr %arg.class_lasts.0)
  tail call void @NRT_decref(ptr %arg.class_firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B1629.sink.split:                                 ; preds = %B94.endif.i212, %B94.endif.i265, %B136.i255, %B1590, %B136.i202, %B1548
  %i.3.146.i258.sink = phi i64 [ 0, %B94.endif.i265 ], [ %87, %B136.i202 ], [ 0, %B1548 ], [ %98, %B136.i255 ], [ 0, %B1590 ], [ 0, %B94.endif.i212 ]
  %.sink391 = phi i64 [ 0, %B94.endif.i265 ], [ %spec.select.i204, %B136.i202 ], [ 0, %B1548 ], [ %spec.select.i257, %B136.i255 ], [ 0, %B1590 ], [ 0, %B94.endif.i212 ]
  %.2895.fca.0.load.sink = phi i64 [ %.2895.fca.0.load, %B94.endif.i265 ], [ %fresh.8.sroa.0.22240, %B136.i202 ], [ %fresh.8.sroa.0.22240, %B1548 ], [ %.2895.fca.0.load, %B136.i255 ], [ %.2895.fca.0.load, %B1590 ], [ %fresh.8.sroa.0.22240, %B94.endif.i212 ]
  %.2895.fca.1.load.sink = phi i64 [ %.2895.fca.1.load, %B94.endif.i265 ], [ %fresh.8.sroa.15.22237, %B136.i202 ], [ %fresh.8.sroa.15.22237, %B1548 ], [ %.2895.fca.1.load, %B136.i255 ], [ %.2895.fca.1.load, %B1590 ], [ %fresh.8.sroa.15.22237, %B94.endif.i212 ]
  %.2895.fca.2.load.sink = phi i64 [ %.2895.fca.2.load, %B94.endif.i265 ], [ %fresh.8.sroa.30.22234, %B136.i202 ], [ %fresh.8.sroa.30.22234, %B1548 ], [ %.2895.fca.2.load, %B136.i255 ], [ %.2895.fca.2.load, %B1590 ], [ %fresh.8.sroa.30.22234, %B94.endif.i212 ]
  %.2895.fca.3.load.sink = phi i64 [ %.2895.fca.3.load, %B94.endif.i265 ], [ %fresh.8.sroa.45.22231, %B136.i202 ], [ %fresh.8.sroa.45.22231, %B1548 ], [ %.2895.fca.3.load, %B136.i255 ], [ %.2895.fca.3.load, %B1590 ], [ %fresh.8.sroa.45.22231, %B94.endif.i212 ]
  %.2895.fca.4.load.sink = phi i64 [ %.2895.fca.4.load, %B94.endif.i265 ], [ %fresh.8.sroa.60.22228, %B136.i202 ], [ %fresh.8.sroa.60.22228, %B1548 ], [ %.2895.fca.4.load, %B136.i255 ], [ %.2895.fca.4.load, %B1590 ], [ %fresh.8.sroa.60.22228, %B94.endif.i212 ]
  %fresh.7.sroa.40.1.ph = phi i64 [ %fresh.8.sroa.60.22228, %B94.endif.i265 ], [ %.2895.fca.4.load, %B136.i202 ], [ %.2895.fca.4.load, %B1548 ], [ %fresh.8.sroa.60.22228, %B136.i255 ], [ %fresh.8.sroa.60.22228, %B1590 ], [ %.2895.fca.4.load, %B94.endif.i212 ]
  %fresh.7.sroa.30.1.ph = phi i64 [ %fresh.8.sroa.45.22231, %B94.endif.i265 ], [ %.2895.fca.3.load, %B136.i202 ], [ %.2895.fca.3.load, %B1548 ], [ %fresh.8.sroa.45.22231, %B136.i255 ], [ %fresh.8.sroa.45.22231, %B1590 ], [ %.2895.fca.3.load, %B94.endif.i212 ]
  %fresh.7.sroa.20.1.ph = phi i64 [ %fresh.8.sroa.30.22234, %B94.endif.i265 ], [ %.2895.fca.2.load, %B136.i202 ], [ %.2895.fca.2.load, %B1548 ], [ %fresh.8.sroa.30.22234, %B136.i255 ], [ %fresh.8.sroa.30.22234, %B1590 ], [ %.2895.fca.2.load, %B94.endif.i212 ]
  %fresh.7.sroa.10.1.ph = phi i64 [ %fresh.8.sroa.15.22237, %B94.endif.i265 ], [ %.2895.fca.1.load, %B136.i202 ], [ %.2895.fca.1.load, %B1548 ], [ %fresh.8.sroa.15.22237, %B136.i255 ], [ %fresh.8.sroa.15.22237, %B1590 ], [ %.2895.fca.1.load, %B94.endif.i212 ]
  %fresh.7.sroa.0.1.ph = phi i64 [ %fresh.8.sroa.0.22240, %B94.endif.i265 ], [ %.2895.fca.0.load, %B136.i202 ], [ %.2895.fca.0.load, %B1548 ], [ %fresh.8.sroa.0.22240, %B136.i255 ], [ %fresh.8.sroa.0.22240, %B1590 ], [ %.2895.fca.0.load, %B94.endif.i212 ]
  %109 = getelementptr i8, ptr %arg.heap.4, i64 %i.3.146.i258.sink
  %.100.i16.i259 = getelementptr i64, ptr %109, i64 %.sink391
  store i64 %.2895.fca.0.load.sink, ptr %.100.i16.i259, align 8, !noalias !61
  %110 = getelementptr i8, ptr %109, i64 8
  %.130.i17.i260 = getelementptr i64, ptr %110, i64 %.sink391
  store i64 %.2895.fca.1.load.sink, ptr %.130.i17.i260, align 8, !noalias !61
  %111 = getelementptr i8, ptr %109, i64 16
  %.160.i18.i261 = getelementptr i64, ptr %111, i64 %.sink391
  store i64 %.2895.fca.2.load.sink, ptr %.160.i18.i261, align 8, !noalias !61
  %112 = getelementptr i8, ptr %109, i64 24
  %.190.i19.i262 = getelementptr i64, ptr %112, i64 %.sink391
  store i64 %.2895.fca.3.load.sink, ptr %.190.i19.i262, align 8, !noalias !61
  %113 = getelementptr i8, ptr %109, i64 32
  %.220.i20.i263 = getelementptr i64, ptr %113, i64 %.sink391
  store i64 %.2895.fca.4.load.sink, ptr %.220.i20.i263, align 8, !noalias !61
  %.263.i264 = add i64 %arg.count.fr.i178, 1
  br label %B1629

B1629:                                            ; preds = %B1382.endif, %B1629.sink.split, %B1484, %B1346
  %heap_count.11.1 = phi i64 [ %arg.count.fr.i178, %B1346 ], [ %arg.count.fr.i178, %B1484 ], [ %arg.count.fr.i178, %B1382.endif ], [ %.263.i264, %B1629.sink.split ]
  %fresh.7.sroa.40.1 = phi i64 [ %fresh.8.sroa.60.222272252, %B1346 ], [ %.2895.fca.4.load, %B1484 ], [ %fresh.8.sroa.60.22228, %B1382.endif ], [ %fresh.7.sroa.40.1.ph, %B1629.sink.split ]
  %fresh.7.sroa.30.1 = phi i64 [ %fresh.8.sroa.45.222302251, %B1346 ], [ %.2895.fca.3.load, %B1484 ], [ %fresh.8.sroa.45.22231, %B1382.endif ], [ %fresh.7.sroa.30.1.ph, %B1629.sink.split ]
  %fresh.7.sroa.20.1 = phi i64 [ %fresh.8.sroa.30.222332250, %B1346 ], [ %.2895.fca.2.load, %B1484 ], [ %fresh.8.sroa.30.22234, %B1382.endif ], [ %fresh.7.sroa.20.1.ph, %B1629.sink.split ]
  %fresh.7.sroa.10.1 = phi i64 [ %fresh.8.sroa.15.222362249, %B1346 ], [ %.2895.fca.1.load, %B1484 ], [ %fresh.8.sroa.15.22237, %B1382.endif ], [ %fresh.7.sroa.10.1.ph, %B1629.sink.split ]
  %fresh.7.sroa.0.1 = phi i64 [ %fresh.8.sroa.0.222392248, %B1346 ], [ %.2895.fca.0.load, %B1484 ], [ %fresh.8.sroa.0.22240, %B1382.endif ], [ %fresh.7.sroa.0.1.ph, %B1629.sink.split ]
  %.1038 = icmp sgt i64 %.103723402374, 1
  br i1 %.1038, label %B222, label %B1628

B36.endif:                                        ; preds = %B36
  %.850 = icmp sgt i64 %.830.fca.2.load, -1
  br i1 %.850, label %B144, label %B178

B36.if.if:                                        ; preds = %B36
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B180.endif:                                       ; preds = %B178, %B0.endif
  %heap_count.8.0.lcssa = phi i64 [ %arg.heap_count.fr, %B0.endif ], [ %heap_count.9.1, %B178 ]
  tail call void @NRT_decref(ptr %arg.tree_sides.0)
  %.10382372.not = icmp slt i64 %arg.count, 1
  br i1 %.10382372.not, label %B1628, label %B222.preheader

B222.preheader:                                   ; preds = %B180.endif
  %114 = shl i64 %arg.homeless.5.0, 3
  %scevgep155 = getelementptr i8, ptr %arg.homeless.4, i64 8
  br label %B222

B272.endif:                                       ; preds = %B260
  %.46.i = load i64, ptr %arg.heap.4, align 8, !noalias !62
  %sunkaddr175 = getelementptr i8, ptr %arg.heap.4, i64 16
  %.106.i = load i64, ptr %sunkaddr175, align 8, !noalias !62
  %sunkaddr176 = getelementptr i8, ptr %arg.heap.4, i64 24
  %.136.i = load i64, ptr %sunkaddr176, align 8, !noalias !62
  %sunkaddr177 = getelementptr i8, ptr %arg.heap.4, i64 32
  %.166.i = load i64, ptr %sunkaddr177, align 8, !noalias !62
  %.198.not.i284 = icmp eq i64 %fresh.6.sroa.0.02380, %.46.i
  br i1 %.198.not.i284, label %switch.end.1.1.i291, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299

switch.end.1.1.i291:                              ; preds = %B272.endif
  %sunkaddr178 = getelementptr i8, ptr %arg.heap.4, i64 8
  %.76.i = load i64, ptr %sunkaddr178, align 8, !noalias !62
  %.198.not.1.i292 = icmp eq i64 %fresh.6.sroa.19.02379, %.76.i
  br i1 %.198.not.1.i292, label %switch.end.1.2.i293, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299

switch.end.1.2.i293:                              ; preds = %switch.end.1.1.i291
  %.198.not.2.i294 = icmp eq i64 %fresh.6.sroa.38.02378, %.106.i
  br i1 %.198.not.2.i294, label %switch.end.1.3.i295, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299

switch.end.1.3.i295:                              ; preds = %switch.end.1.2.i293
  %.198.not.3.i296 = icmp eq i64 %fresh.6.sroa.57.02377, %.136.i
  br i1 %.198.not.3.i296, label %switch.end.1.4.i297, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299

switch.end.1.4.i297:                              ; preds = %switch.end.1.3.i295
  %.198.not.4.i298 = icmp eq i64 %fresh.6.sroa.76.02376, %.166.i
  br i1 %.198.not.4.i298, label %B12.endif.i65.preheader, label %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299

B12.endif.i65.preheader:                          ; preds = %_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299, %switch.end.1.4.i297
  br label %B12.endif.i65

_ZN14tflite_memplan8planners6shared14by_size_kernel5_lessB3v30B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE8UniTupleIxLi5EE8UniTupleIxLi5EE.exit299: ; preds = %switch.end.1.4.i297, %switch.end.1.3.i295, %switch.end.1.2.i293, %switch.end.1.1.i291, %B272.endif
  %.210148.i286 = phi i64 [ %fresh.6.sroa.57.02377, %switch.end.1.3.i295 ], [ %fresh.6.sroa.76.02376, %switch.end.1.4.i297 ], [ %fresh.6.sroa.19.02379, %switch.end.1.1.i291 ], [ %fresh.6.sroa.38.02378, %switch.end.1.2.i293 ], [ %fresh.6.sroa.0.02380, %B272.endif ]
  %.236.i287 = phi i64 [ %.136.i, %switch.end.1.3.i295 ], [ %.166.i, %switch.end.1.4.i297 ], [ %.76.i, %switch.end.1.1.i291 ], [ %.106.i, %switch.end.1.2.i293 ], [ %.46.i, %B272.endif ]
  %.256.i288.not = icmp slt i64 %.210148.i286, %.236.i287
  br i1 %.256.i288.not, label %B724, label %B12.endif.i65.preheader

B416.endif:                                       ; preds = %B416.endif.preheader, %B704
  %heap_count.15.2 = phi i64 [ %heap_count.16.3, %B704 ], [ %heap_count.17.2, %B416.endif.preheader ]
  %sunkaddr179 = getelementptr i8, ptr %arg.heap.4, i64 16
  %.106.i118 = load i64, ptr %sunkaddr179, align 8, !noalias !20
  %sunkaddr180 = getelementptr i8, ptr %arg.heap.4, i64 24
  %.136.i119 = load i64, ptr %sunkaddr180, align 8, !noalias !20
  %.1487 = icmp slt i64 %.106.i118, 0
  %.1488 = select i1 %.1487, i64 %arg.object_of.5.0, i64 0
  %115 = getelementptr i64, ptr %arg.object_of.4, i64 %.106.i118
  %.1502 = getelementptr i64, ptr %115, i64 %.1488
  %.1503 = load i64, ptr %.1502, align 8
  %.1504 = icmp slt i64 %.1503, 0
  br i1 %.1504, label %B500, label %B546

B546.endif:                                       ; preds = %B546
  %.1682 = icmp slt i64 %.1660.fca.2.load, 0
  br i1 %.1682, label %B636, label %B670

B546.if.if:                                       ; preds = %B546
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B636.if.if:                                       ; preds = %B636
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B724.endif:                                       ; preds = %B724
  %.1963 = ashr i64 %top.2.sroa.69.1.ph, 1
  %.1965 = icmp eq i64 %.1950, %.1963
  %.1968 = icmp slt i64 %top.2.sroa.0.1.ph, 2
  %or.cond = select i1 %.1965, i1 %.1968, i1 false
  br i1 %or.cond, label %B888, label %B926

B724.if.if:                                       ; preds = %B724
  %.1948 = icmp sgt i32 %.1940, 0
  %.1941 = load ptr, ptr %excinfo.10, align 8
  %.1949 = select i1 %.1948, ptr %.1941, ptr undef
  store ptr %.1949, ptr %excinfo, align 8
  br label %common.ret

B892.if.if:                                       ; preds = %B892
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B1082.endif:                                      ; preds = %B1082, %B1082
  %.2443 = icmp slt i64 %pick.2.1, 0
  %.2444 = select i1 %.2443, i64 %arg.slot_by_first.5.0, i64 0
  %116 = getelementptr i64, ptr %arg.slot_by_first.4, i64 %pick.2.1
  %.2458 = getelementptr i64, ptr %116, i64 %.2444
  %.2459 = load i64, ptr %.2458, align 8
  %.2460 = add nsw i64 %.2459, 1
  %.2474 = icmp slt i64 %.2459, 0
  %.2475 = select i1 %.2474, i64 %arg.next_free.5.0, i64 0
  %117 = getelementptr i64, ptr %arg.next_free.4, i64 %.2459
  %.2489 = getelementptr i64, ptr %117, i64 %.2475
  store i64 %.2460, ptr %.2489, align 8
  %.2506 = select i1 %.2443, i64 %arg.slot_by_last.5.0, i64 0
  %118 = getelementptr i64, ptr %arg.slot_by_last.4, i64 %pick.2.1
  %.2520 = getelementptr i64, ptr %118, i64 %.2506
  %.2521 = load i64, ptr %.2520, align 8
  %.2536 = icmp slt i64 %.2521, -1
  %.2537 = select i1 %.2536, i64 %arg.previous_free.5.0, i64 0
  %119 = getelementptr i64, ptr %arg.previous_free.4, i64 %.2521
  %120 = getelementptr i8, ptr %119, i64 8
  %.2551 = getelementptr i64, ptr %120, i64 %.2537
  store i64 %.2521, ptr %.2551, align 8
  %.2556 = icmp sgt i64 %distance.2.1, 1
  %or.cond2266 = select i1 %far.2.1, i1 true, i1 %.2556
  br i1 %or.cond2266, label %B1258, label %B1222

B1082.if.if:                                      ; preds = %B1082
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B1258.if.if:                                      ; preds = %B1258
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B1382.endif:                                      ; preds = %B1382
  %.2915 = icmp sgt i64 %.2895.fca.2.load, -1
  br i1 %.2915, label %B1484, label %B1629

B1382.if.if:                                      ; preds = %B1382
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel10_candidateB3v17B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.side, ptr %arg.firsts.0, ptr readnone captures(none) %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr readonly captures(none) %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr readnone captures(none) %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr readonly captures(none) %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sizes.0, ptr readnone captures(none) %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr readonly captures(none) %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.object_of.0, ptr readnone captures(none) %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr readonly captures(none) %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.after.0, ptr readnone captures(none) %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr readonly captures(none) %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr readnone captures(none) %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr readonly captures(none) %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr readnone captures(none) %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr readonly captures(none) %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.class_by_first.0, ptr readnone captures(none) %arg.class_by_first.1, i64 %arg.class_by_first.2, i64 %arg.class_by_first.3, ptr readonly captures(none) %arg.class_by_first.4, i64 %arg.class_by_first.5.0, i64 %arg.class_by_first.6.0, ptr %arg.class_firsts.0, ptr readnone captures(none) %arg.class_firsts.1, i64 %arg.class_firsts.2, i64 %arg.class_firsts.3, ptr readonly captures(none) %arg.class_firsts.4, i64 %arg.class_firsts.5.0, i64 %arg.class_firsts.6.0, ptr %arg.class_by_last.0, ptr readnone captures(none) %arg.class_by_last.1, i64 %arg.class_by_last.2, i64 %arg.class_by_last.3, ptr readonly captures(none) %arg.class_by_last.4, i64 %arg.class_by_last.5.0, i64 %arg.class_by_last.6.0, ptr %arg.class_lasts.0, ptr readnone captures(none) %arg.class_lasts.1, i64 %arg.class_lasts.2, i64 %arg.class_lasts.3, ptr readonly captures(none) %arg.class_lasts.4, i64 %arg.class_lasts.5.0, i64 %arg.class_lasts.6.0, ptr %arg.next_free.0, ptr readnone captures(none) %arg.next_free.1, i64 %arg.next_free.2, i64 %arg.next_free.3, ptr captures(none) %arg.next_free.4, i64 %arg.next_free.5.0, i64 %arg.next_free.6.0, ptr %arg.previous_free.0, ptr readnone captures(none) %arg.previous_free.1, i64 %arg.previous_free.2, i64 %arg.previous_free.3, ptr captures(none) %arg.previous_free.4, i64 %arg.previous_free.5.0, i64 %arg.previous_free.6.0, ptr %arg.lasts_tree.0, ptr readnone captures(none) %arg.lasts_tree.1, i64 %arg.lasts_tree.2, i64 %arg.lasts_tree.3, ptr captures(none) %arg.lasts_tree.4, i64 %arg.lasts_tree.5.0, i64 %arg.lasts_tree.6.0, ptr %arg.firsts_tree.0, ptr readnone captures(none) %arg.firsts_tree.1, i64 %arg.firsts_tree.2, i64 %arg.firsts_tree.3, ptr captures(none) %arg.firsts_tree.4, i64 %arg.firsts_tree.5.0, i64 %arg.firsts_tree.6.0, i64 %arg.count, i64 %arg.tree_size, i64 %arg.unbounded) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.firsts.0)
  tail call void @NRT_incref(ptr %arg.lasts.0)
  tail call void @NRT_incref(ptr %arg.sizes.0)
  tail call void @NRT_incref(ptr %arg.object_of.0)
  tail call void @NRT_incref(ptr %arg.after.0)
  tail call void @NRT_incref(ptr %arg.before.0)
  tail call void @NRT_incref(ptr %arg.changed.0)
  tail call void @NRT_incref(ptr %arg.class_by_first.0)
  tail call void @NRT_incref(ptr %arg.class_firsts.0)
  tail call void @NRT_incref(ptr %arg.class_by_last.0)
  tail call void @NRT_incref(ptr %arg.class_lasts.0)
  tail call void @NRT_incref(ptr %arg.next_free.0)
  tail call void @NRT_incref(ptr %arg.previous_free.0)
  tail call void @NRT_incref(ptr %arg.lasts_tree.0)
  tail call void @NRT_incref(ptr %arg.firsts_tree.0)
  %.227 = ashr i64 %arg.side, 1
  %.232 = and i64 %arg.side, 1
  %.233 = icmp eq i64 %.232, 0
  br i1 %.233, label %B32, label %B538

B32:                                              ; preds = %B0
  %0 = icmp slt i64 %.227, 0
  tail call void @NRT_decref(ptr %arg.previous_free.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_lasts.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  %.275 = select i1 %0, i64 %arg.lasts.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.lasts.4, i64 %.227
  %.289 = getelementptr i64, ptr %1, i64 %.275
  %.290 = load i64, ptr %.289, align 8
  %.306 = select i1 %0, i64 %arg.after.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.after.4, i64 %.227
  %.320 = getelementptr i64, ptr %2, i64 %.306
  %.321 = load i64, ptr %.320, align 8
  tail call void @NRT_decref(ptr %arg.after.0)
  %.336 = icmp sgt i64 %.321, -1
  br i1 %.336, label %B76, label %B94

B76:                                              ; preds = %B32
  %.367 = getelementptr i64, ptr %arg.firsts.4, i64 %.321
  %.368 = load i64, ptr %.367, align 8
  br label %B94

B94:                                              ; preds = %B76, %B32
  %"$phi94.0.2.0" = phi i64 [ %.368, %B76 ], [ %arg.unbounded, %B32 ]
  %.389 = sub nsw i64 %"$phi94.0.2.0", %.290
  %.390 = icmp slt i64 %.389, 2
  br i1 %.390, label %B114, label %B118

common.ret:                                       ; preds = %B990, %B906, %B852, %B774, %B622, %B480, %B396, %B334, %B266, %B114
  ret i32 0

B114:                                             ; preds = %B94
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.next_free.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1689 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1689, align 8
  %retptr.repack1690 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1690, align 8
  %retptr.repack1691 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1691, i8 0, i64 16, i1 false)
  br label %common.ret

B118:                                             ; preds = %B94
  %.32.i = icmp sgt i64 %arg.count, 0
  br i1 %.32.i, label %B16.i.preheader, label %B118.endif.thread

B16.i.preheader:                                  ; preds = %B118
  br label %B16.i

B16.i:                                            ; preds = %B16.i.preheader, %B16.i
  %lo.2.0.i = phi i64 [ %spec.select.i.fr, %B16.i ], [ 0, %B16.i.preheader ]
  %hi.2.0.i = phi i64 [ %spec.select52.i, %B16.i ], [ %arg.count, %B16.i.preheader ]
  %.41.i = add nsw i64 %hi.2.0.i, %lo.2.0.i
  %.42.i = ashr i64 %.41.i, 1
  %.60.i = icmp slt i64 %.42.i, 0
  %.61.i = select i1 %.60.i, i64 %arg.class_firsts.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.class_firsts.4, i64 %.42.i
  %.75.i = getelementptr i64, ptr %3, i64 %.61.i
  %.76.i = load i64, ptr %.75.i, align 8, !noalias !65
  %.78.i = icmp slt i64 %.290, %.76.i
  %.103.i = add nsw i64 %.42.i, 1
  %spec.select.i = select i1 %.78.i, i64 %lo.2.0.i, i64 %.103.i
  %spec.select.i.fr = freeze i64 %spec.select.i
  %spec.select52.i = select i1 %.78.i, i64 %.42.i, i64 %hi.2.0.i
  %.120.i = icmp slt i64 %spec.select.i.fr, %spec.select52.i
  br i1 %.120.i, label %B16.i, label %B118.endif

B178:                                             ; preds = %B118.endif.thread
  %.593 = icmp slt i64 %.539, 0
  %.594 = select i1 %.593, i64 %arg.next_free.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.next_free.4, i64 %.539
  %.608 = getelementptr i64, ptr %4, i64 %.594
  %.609 = load i64, ptr %.608, align 8
  %.611 = icmp eq i64 %.609, %.539
  br i1 %.611, label %B254.sink.split, label %B44.i.preheader

B44.i.preheader:                                  ; preds = %B178
  br label %B44.i

B44.i:                                            ; preds = %B44.i.preheader, %B44.i
  %end.2.0.i = phi i64 [ %.120.i9, %B44.i ], [ %.539, %B44.i.preheader ]
  %.104.i = icmp slt i64 %end.2.0.i, 0
  %.105.i = select i1 %.104.i, i64 %arg.next_free.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.next_free.4, i64 %end.2.0.i
  %.119.i = getelementptr i64, ptr %5, i64 %.105.i
  %.120.i9 = load i64, ptr %.119.i, align 8, !noalias !68
  %.138.i = icmp slt i64 %.120.i9, 0
  %.139.i = select i1 %.138.i, i64 %arg.next_free.5.0, i64 0
  %6 = getelementptr i64, ptr %arg.next_free.4, i64 %.120.i9
  %.153.i = getelementptr i64, ptr %6, i64 %.139.i
  %.154.i = load i64, ptr %.153.i, align 8, !noalias !68
  %.155.not.i = icmp eq i64 %.154.i, %.120.i9
  br i1 %.155.not.i, label %B84.i, label %B44.i

B84.i:                                            ; preds = %B44.i
  %.197.not.i = icmp eq i64 %.539, %.120.i9
  br i1 %.197.not.i, label %B254.sink.split, label %B108.i.preheader

B108.i.preheader:                                 ; preds = %B84.i
  br label %B108.i

B108.i:                                           ; preds = %B108.i.preheader, %B108.i
  %slot.2.0.i = phi i64 [ %.229.i, %B108.i ], [ %lo.4.1.i121, %B108.i.preheader ]
  %.213.i = icmp slt i64 %slot.2.0.i, 0
  %.214.i = select i1 %.213.i, i64 %arg.next_free.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.next_free.4, i64 %slot.2.0.i
  %.228.i = getelementptr i64, ptr %7, i64 %.214.i
  %.229.i = load i64, ptr %.228.i, align 8, !noalias !68
  store i64 %.120.i9, ptr %.228.i, align 8, !noalias !68
  %.277.i = icmp slt i64 %.229.i, 0
  %.278.i = select i1 %.277.i, i64 %arg.next_free.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.next_free.4, i64 %.229.i
  %.292.i = getelementptr i64, ptr %8, i64 %.278.i
  %.293.i = load i64, ptr %.292.i, align 8, !noalias !68
  %.295.not.i = icmp eq i64 %.293.i, %.120.i9
  br i1 %.295.not.i, label %B254.sink.split, label %B108.i

B254.sink.split:                                  ; preds = %B108.i, %B84.i, %B178
  %slot.7.0.ph = phi i64 [ %.539, %B178 ], [ %.539, %B84.i ], [ %.120.i9, %B108.i ]
  tail call void @NRT_decref(ptr %arg.next_free.0)
  br label %B254

B254:                                             ; preds = %B118.endif.thread, %B254.sink.split
  %next_free.sroa.0.1 = phi ptr [ %arg.next_free.0, %B118.endif.thread ], [ null, %B254.sink.split ]
  %slot.7.0 = phi i64 [ %lo.4.1.i121, %B118.endif.thread ], [ %slot.7.0.ph, %B254.sink.split ]
  tail call void @NRT_decref(ptr %next_free.sroa.0.1)
  %.682 = icmp eq i64 %slot.7.0, %arg.count
  br i1 %.682, label %B266, label %B270

B266:                                             ; preds = %B254
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1685 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1685, align 8
  %retptr.repack1686 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1686, align 8
  %retptr.repack1687 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1687, i8 0, i64 16, i1 false)
  br label %common.ret

B270:                                             ; preds = %B254
  %.774 = icmp slt i64 %slot.7.0, 0
  %.775 = select i1 %.774, i64 %arg.class_by_first.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.class_by_first.4, i64 %slot.7.0
  %.789 = getelementptr i64, ptr %9, i64 %.775
  %.790 = load i64, ptr %.789, align 8
  %.807 = icmp slt i64 %.790, 0
  %.808 = select i1 %.807, i64 %arg.lasts.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.lasts.4, i64 %.790
  %.822 = getelementptr i64, ptr %10, i64 %.808
  %.823 = load i64, ptr %.822, align 8
  tail call void @NRT_decref(ptr %arg.lasts.0)
  %.830.not = icmp slt i64 %.823, %"$phi94.0.2.0"
  br i1 %.830.not, label %B480, label %B310

B310:                                             ; preds = %B270
  %11 = icmp slt i64 %slot.7.0, 0
  %.849 = select i1 %11, i64 %arg.class_firsts.5.0, i64 0
  %12 = getelementptr i64, ptr %arg.class_firsts.4, i64 %slot.7.0
  %.863 = getelementptr i64, ptr %12, i64 %.849
  %.864 = load i64, ptr %.863, align 8
  tail call void @NRT_decref(ptr %arg.class_firsts.0)
  %.871.not = icmp slt i64 %.864, %"$phi94.0.2.0"
  br i1 %.871.not, label %B340.preheader, label %B334

B340.preheader:                                   ; preds = %B310
  %.949 = sub nsw i64 0, %"$phi94.0.2.0"
  %.945136 = add nsw i64 %slot.7.0, 1
  %.29.not.i137 = icmp slt i64 %.945136, %arg.tree_size
  br i1 %.29.not.i137, label %B20.i.lr.ph, label %B396

B20.i.lr.ph:                                      ; preds = %B340.preheader
  %.23.i = xor i64 %arg.unbounded, -1
  br label %B20.i

B334:                                             ; preds = %B310
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1681 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1681, align 8
  %retptr.repack1682 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1682, align 8
  %retptr.repack1683 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1683, i8 0, i64 16, i1 false)
  br label %common.ret

B20.i:                                            ; preds = %B340.backedge, %B20.i.lr.ph
  %.945138 = phi i64 [ %.945136, %B20.i.lr.ph ], [ %.945, %B340.backedge ]
  %.46.i = add nsw i64 %.945138, %arg.tree_size
  %.68.i = icmp slt i64 %.46.i, 0
  %.69.i = select i1 %.68.i, i64 %arg.lasts_tree.5.0, i64 0
  %13 = getelementptr i64, ptr %arg.lasts_tree.4, i64 %.46.i
  %.83.i = getelementptr i64, ptr %13, i64 %.69.i
  %.84.i = load i64, ptr %.83.i, align 8, !noalias !71
  %.86.not.i = icmp sgt i64 %.84.i, %.949
  br i1 %.86.not.i, label %B126.i, label %B54.i.preheader

B54.i.preheader:                                  ; preds = %B20.i
  br label %B54.i

B54.i:                                            ; preds = %B54.i.preheader, %B92.i
  %node.5.0.i = phi i64 [ %.135.i, %B92.i ], [ %.46.i, %B54.i.preheader ]
  %.102.i = and i64 %node.5.0.i, 1
  %.105.not.i = icmp eq i64 %.102.i, 0
  br i1 %.105.not.i, label %B84.i10, label %B64.i.preheader

B64.i.preheader:                                  ; preds = %B54.i
  br label %B64.i

B64.i:                                            ; preds = %B64.i.preheader, %B64.i
  %node.6.1.i = phi i64 [ %.108.i, %B64.i ], [ %node.5.0.i, %B64.i.preheader ]
  %.108.i = ashr i64 %node.6.1.i, 1
  %14 = and i64 %node.6.1.i, 2
  %.114.not.i = icmp eq i64 %14, 0
  br i1 %.114.not.i, label %B84.i10, label %B64.i

B84.i10:                                          ; preds = %B64.i, %B54.i
  %node.7.2.i = phi i64 [ %node.5.0.i, %B54.i ], [ %.108.i, %B64.i ]
  %.119.not.i = icmp eq i64 %node.7.2.i, 0
  br i1 %.119.not.i, label %B396, label %B92.i

B92.i:                                            ; preds = %B84.i10
  %.135.i = add nsw i64 %node.7.2.i, 1
  %.155.i = icmp slt i64 %node.7.2.i, -1
  %.156.i = select i1 %.155.i, i64 %arg.lasts_tree.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.lasts_tree.4, i64 %.135.i
  %.170.i = getelementptr i64, ptr %15, i64 %.156.i
  %.171.i = load i64, ptr %.170.i, align 8, !noalias !71
  %.173.not.i = icmp sgt i64 %.171.i, %.949
  br i1 %.173.not.i, label %B126.i, label %B54.i

B126.i:                                           ; preds = %B92.i, %B20.i
  %node.8.1.i = phi i64 [ %.46.i, %B20.i ], [ %.135.i, %B92.i ]
  %.192.i = icmp slt i64 %node.8.1.i, %arg.tree_size
  br i1 %.192.i, label %B138.i.preheader, label %B340.endif

B138.i.preheader:                                 ; preds = %B126.i
  br label %B138.i

B138.i:                                           ; preds = %B138.i.preheader, %B138.i
  %node.9.0.i = phi i64 [ %spec.select.i11, %B138.i ], [ %node.8.1.i, %B138.i.preheader ]
  %.202.i = shl nsw i64 %node.9.0.i, 1
  %.226.i = icmp slt i64 %node.9.0.i, 0
  %.227.i = select i1 %.226.i, i64 %arg.lasts_tree.5.0, i64 0
  %16 = getelementptr i64, ptr %arg.lasts_tree.4, i64 %.202.i
  %.241.i = getelementptr i64, ptr %16, i64 %.227.i
  %.242.i = load i64, ptr %.241.i, align 8, !noalias !71
  %.244.not.i = icmp sle i64 %.242.i, %.949
  %.247.i = zext i1 %.244.not.i to i64
  %spec.select.i11 = or disjoint i64 %.202.i, %.247.i
  %.263.i = icmp slt i64 %spec.select.i11, %arg.tree_size
  br i1 %.263.i, label %B138.i, label %B340.endif

B396:                                             ; preds = %B340.endif, %B340.backedge, %B84.i10, %B340.preheader
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1677 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1677, align 8
  %retptr.repack1678 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1678, align 8
  %retptr.repack1679 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1679, i8 0, i64 16, i1 false)
  br label %common.ret

B400:                                             ; preds = %B340.endif
  %.1077 = getelementptr i64, ptr %arg.class_by_first.4, i64 %.283.i
  %.1078 = load i64, ptr %.1077, align 8
  %.1096 = icmp slt i64 %.1078, 0
  %.1097 = select i1 %.1096, i64 %arg.object_of.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.object_of.4, i64 %.1078
  %.1111 = getelementptr i64, ptr %17, i64 %.1097
  %.1112 = load i64, ptr %.1111, align 8
  %.1113 = icmp slt i64 %.1112, 0
  br i1 %.1113, label %B440, label %B442

B440:                                             ; preds = %B400
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  br label %B480

B442:                                             ; preds = %B400
  %.37.i = icmp slt i64 %node.11.1.i, 0
  %.38.i = select i1 %.37.i, i64 %arg.lasts_tree.5.0, i64 0
  %18 = getelementptr i64, ptr %arg.lasts_tree.4, i64 %node.11.1.i
  %.52.i = getelementptr i64, ptr %18, i64 %.38.i
  store i64 %.23.i, ptr %.52.i, align 8, !noalias !74
  %.54.i = ashr i64 %node.11.1.i, 1
  %.58.not.i = icmp eq i64 %.54.i, 0
  br i1 %.58.not.i, label %B340.backedge, label %B46.endif.i.preheader

B46.endif.i.preheader:                            ; preds = %B442
  br label %B46.endif.i

B148.i:                                           ; preds = %B46.endif.i
  %sunkaddr.i = shl i64 %.79.i, 3
  %sunkaddr3.i = getelementptr inbounds i8, ptr %21, i64 %sunkaddr.i
  store i64 %.13.i.i, ptr %sunkaddr3.i, align 8, !noalias !74
  %.241.i13 = ashr i64 %node.1.2.0.i, 1
  %.244.not.i14 = icmp eq i64 %.241.i13, 0
  br i1 %.244.not.i14, label %B340.backedge, label %B46.endif.i

B46.endif.i:                                      ; preds = %B46.endif.i.preheader, %B148.i
  %node.1.2.0.i = phi i64 [ %.241.i13, %B148.i ], [ %.54.i, %B46.endif.i.preheader ]
  %.78.i12 = icmp slt i64 %node.1.2.0.i, 0
  %.79.i = select i1 %.78.i12, i64 %arg.lasts_tree.5.0, i64 0
  %.idx.i = shl i64 %node.1.2.0.i, 4
  %19 = getelementptr i8, ptr %arg.lasts_tree.4, i64 %.idx.i
  %.93.i = getelementptr i64, ptr %19, i64 %.79.i
  %.94.i = load i64, ptr %.93.i, align 8, !noalias !74
  %20 = getelementptr i8, ptr %19, i64 8
  %.126.i = getelementptr i64, ptr %20, i64 %.79.i
  %.127.i = load i64, ptr %.126.i, align 8, !noalias !74
  %.13.i.i = tail call i64 @llvm.smax.i64(i64 %.127.i, i64 %.94.i)
  %21 = getelementptr i64, ptr %arg.lasts_tree.4, i64 %node.1.2.0.i
  %.190.i = getelementptr i64, ptr %21, i64 %.79.i
  %.191.i = load i64, ptr %.190.i, align 8, !noalias !74
  %.193.i = icmp eq i64 %.191.i, %.13.i.i
  br i1 %.193.i, label %B340.backedge, label %B148.i

B340.backedge:                                    ; preds = %B46.endif.i, %B148.i, %B442
  %.945 = add nuw nsw i64 %.283.i, 1
  %.29.not.i = icmp slt i64 %.945, %arg.tree_size
  br i1 %.29.not.i, label %B20.i, label %B396

B480:                                             ; preds = %B440, %B270
  %object_of.sroa.0.0 = phi ptr [ null, %B440 ], [ %arg.object_of.0, %B270 ]
  %class_by_first.sroa.0.0 = phi ptr [ null, %B440 ], [ %arg.class_by_first.0, %B270 ]
  %class_firsts.sroa.0.0 = phi ptr [ null, %B440 ], [ %arg.class_firsts.0, %B270 ]
  %lasts_tree.sroa.0.0 = phi ptr [ null, %B440 ], [ %arg.lasts_tree.0, %B270 ]
  %j.4.0 = phi i64 [ %.1078, %B440 ], [ %.790, %B270 ]
  tail call void @NRT_decref(ptr %object_of.sroa.0.0)
  tail call void @NRT_decref(ptr %lasts_tree.sroa.0.0)
  tail call void @NRT_decref(ptr %class_firsts.sroa.0.0)
  tail call void @NRT_decref(ptr %class_by_first.sroa.0.0)
  %.1224 = icmp slt i64 %j.4.0, 0
  %.1225 = select i1 %.1224, i64 %arg.firsts.5.0, i64 0
  %22 = getelementptr i64, ptr %arg.firsts.4, i64 %j.4.0
  %.1239 = getelementptr i64, ptr %22, i64 %.1225
  %.1240 = load i64, ptr %.1239, align 8
  tail call void @NRT_decref(ptr %arg.firsts.0)
  %.1247 = sub nsw i64 %.1240, %.290
  %.1265 = select i1 %.1224, i64 %arg.sizes.5.0, i64 0
  %23 = getelementptr i64, ptr %arg.sizes.4, i64 %j.4.0
  %.1279 = getelementptr i64, ptr %23, i64 %.1265
  %.1280 = load i64, ptr %.1279, align 8
  tail call void @NRT_decref(ptr %arg.sizes.0)
  %.1286 = sub i64 0, %.1280
  %.1301 = icmp slt i64 %arg.side, 0
  %.1302 = select i1 %.1301, i64 %arg.changed.5.0, i64 0
  %24 = getelementptr i64, ptr %arg.changed.4, i64 %arg.side
  %.1316 = getelementptr i64, ptr %24, i64 %.1302
  %.1317 = load i64, ptr %.1316, align 8
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 %.1247, ptr %retptr, align 8
  %retptr.repack1669 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.1286, ptr %retptr.repack1669, align 8
  %retptr.repack1671 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %j.4.0, ptr %retptr.repack1671, align 8
  %retptr.repack1673 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.side, ptr %retptr.repack1673, align 8
  %retptr.repack1675 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store i64 %.1317, ptr %retptr.repack1675, align 8
  br label %common.ret

B538:                                             ; preds = %B0
  %25 = icmp slt i64 %.227, 0
  tail call void @NRT_decref(ptr %arg.next_free.0)
  tail call void @NRT_decref(ptr %arg.lasts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_firsts.0)
  tail call void @NRT_decref(ptr %arg.class_by_first.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  %.1391 = select i1 %25, i64 %arg.firsts.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.firsts.4, i64 %.227
  %.1405 = getelementptr i64, ptr %26, i64 %.1391
  %.1406 = load i64, ptr %.1405, align 8
  %.1422 = select i1 %25, i64 %arg.before.5.0, i64 0
  %27 = getelementptr i64, ptr %arg.before.4, i64 %.227
  %.1436 = getelementptr i64, ptr %27, i64 %.1422
  %.1437 = load i64, ptr %.1436, align 8
  tail call void @NRT_decref(ptr %arg.before.0)
  %.1452 = icmp sgt i64 %.1437, -1
  br i1 %.1452, label %B582, label %B598

B582:                                             ; preds = %B538
  %.1483 = getelementptr i64, ptr %arg.lasts.4, i64 %.1437
  %.1484 = load i64, ptr %.1483, align 8
  br label %B602

B598:                                             ; preds = %B538
  %.1494 = sub i64 0, %arg.unbounded
  br label %B602

B602:                                             ; preds = %B598, %B582
  %"$phi602.0.2.0" = phi i64 [ %.1484, %B582 ], [ %.1494, %B598 ]
  %.1506 = sub nsw i64 %.1406, %"$phi602.0.2.0"
  %.1507 = icmp slt i64 %.1506, 2
  br i1 %.1507, label %B622, label %B626

B622:                                             ; preds = %B602
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.previous_free.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_lasts.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1665 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1665, align 8
  %retptr.repack1666 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1666, align 8
  %retptr.repack1667 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1667, i8 0, i64 16, i1 false)
  br label %common.ret

B626:                                             ; preds = %B602
  %.32.i15 = icmp sgt i64 %arg.count, 0
  br i1 %.32.i15, label %B16.i18.preheader, label %B626.endif.thread

B16.i18.preheader:                                ; preds = %B626
  br label %B16.i18

B16.i18:                                          ; preds = %B16.i18.preheader, %B16.i18
  %lo.2.0.i19 = phi i64 [ %spec.select52.i29.fr, %B16.i18 ], [ 0, %B16.i18.preheader ]
  %hi.2.0.i20 = phi i64 [ %spec.select.i28, %B16.i18 ], [ %arg.count, %B16.i18.preheader ]
  %.41.i21 = add nsw i64 %hi.2.0.i20, %lo.2.0.i19
  %.42.i22 = ashr i64 %.41.i21, 1
  %.60.i23 = icmp slt i64 %.42.i22, 0
  %.61.i24 = select i1 %.60.i23, i64 %arg.class_lasts.5.0, i64 0
  %28 = getelementptr i64, ptr %arg.class_lasts.4, i64 %.42.i22
  %.75.i25 = getelementptr i64, ptr %28, i64 %.61.i24
  %.76.i26 = load i64, ptr %.75.i25, align 8, !noalias !77
  %.78.i27 = icmp slt i64 %.76.i26, %.1406
  %.89.i = add nsw i64 %.42.i22, 1
  %spec.select.i28 = select i1 %.78.i27, i64 %hi.2.0.i20, i64 %.42.i22
  %spec.select52.i29 = select i1 %.78.i27, i64 %.89.i, i64 %lo.2.0.i19
  %spec.select52.i29.fr = freeze i64 %spec.select52.i29
  %.120.i30 = icmp slt i64 %spec.select52.i29.fr, %spec.select.i28
  br i1 %.120.i30, label %B16.i18, label %B626.endif

B686:                                             ; preds = %B626.endif.thread
  %.1710 = icmp slt i64 %.1656, 0
  %.1711 = select i1 %.1710, i64 %arg.previous_free.5.0, i64 0
  %29 = getelementptr i64, ptr %arg.previous_free.4, i64 %.1656
  %.1725 = getelementptr i64, ptr %29, i64 %.1711
  %.1726 = load i64, ptr %.1725, align 8
  %.1728 = icmp eq i64 %.1726, %.1656
  br i1 %.1728, label %B762.sink.split, label %B44.i40.preheader

B44.i40.preheader:                                ; preds = %B686
  br label %B44.i40

B44.i40:                                          ; preds = %B44.i40.preheader, %B44.i40
  %end.2.0.i41 = phi i64 [ %.120.i45, %B44.i40 ], [ %.1656, %B44.i40.preheader ]
  %.104.i42 = icmp slt i64 %end.2.0.i41, 0
  %.105.i43 = select i1 %.104.i42, i64 %arg.previous_free.5.0, i64 0
  %30 = getelementptr i64, ptr %arg.previous_free.4, i64 %end.2.0.i41
  %.119.i44 = getelementptr i64, ptr %30, i64 %.105.i43
  %.120.i45 = load i64, ptr %.119.i44, align 8, !noalias !80
  %.138.i46 = icmp slt i64 %.120.i45, 0
  %.139.i47 = select i1 %.138.i46, i64 %arg.previous_free.5.0, i64 0
  %31 = getelementptr i64, ptr %arg.previous_free.4, i64 %.120.i45
  %.153.i48 = getelementptr i64, ptr %31, i64 %.139.i47
  %.154.i49 = load i64, ptr %.153.i48, align 8, !noalias !80
  %.155.not.i50 = icmp eq i64 %.154.i49, %.120.i45
  br i1 %.155.not.i50, label %B84.i51, label %B44.i40

B84.i51:                                          ; preds = %B44.i40
  %.197.not.i52 = icmp eq i64 %.1656, %.120.i45
  br i1 %.197.not.i52, label %B762.sink.split, label %B108.i53.preheader

B108.i53.preheader:                               ; preds = %B84.i51
  br label %B108.i53

B108.i53:                                         ; preds = %B108.i53.preheader, %B108.i53
  %slot.2.0.i54 = phi i64 [ %.229.i58, %B108.i53 ], [ %lo.4.1.i17128, %B108.i53.preheader ]
  %.213.i55 = icmp slt i64 %slot.2.0.i54, 0
  %.214.i56 = select i1 %.213.i55, i64 %arg.previous_free.5.0, i64 0
  %32 = getelementptr i64, ptr %arg.previous_free.4, i64 %slot.2.0.i54
  %.228.i57 = getelementptr i64, ptr %32, i64 %.214.i56
  %.229.i58 = load i64, ptr %.228.i57, align 8, !noalias !80
  store i64 %.120.i45, ptr %.228.i57, align 8, !noalias !80
  %.277.i59 = icmp slt i64 %.229.i58, 0
  %.278.i60 = select i1 %.277.i59, i64 %arg.previous_free.5.0, i64 0
  %33 = getelementptr i64, ptr %arg.previous_free.4, i64 %.229.i58
  %.292.i61 = getelementptr i64, ptr %33, i64 %.278.i60
  %.293.i62 = load i64, ptr %.292.i61, align 8, !noalias !80
  %.295.not.i63 = icmp eq i64 %.293.i62, %.120.i45
  br i1 %.295.not.i63, label %B762.sink.split, label %B108.i53

B762.sink.split:                                  ; preds = %B108.i53, %B84.i51, %B686
  %slot.9.0.ph = phi i64 [ %.1656, %B686 ], [ %.1656, %B84.i51 ], [ %.120.i45, %B108.i53 ]
  tail call void @NRT_decref(ptr %arg.previous_free.0)
  br label %B762

B762:                                             ; preds = %B626.endif.thread, %B762.sink.split
  %previous_free.sroa.0.1 = phi ptr [ %arg.previous_free.0, %B626.endif.thread ], [ null, %B762.sink.split ]
  %slot.9.0 = phi i64 [ %lo.4.1.i17128, %B626.endif.thread ], [ %slot.9.0.ph, %B762.sink.split ]
  tail call void @NRT_decref(ptr %previous_free.sroa.0.1)
  %.1798 = icmp eq i64 %slot.9.0, 0
  br i1 %.1798, label %B774, label %B778

B774:                                             ; preds = %B762
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.class_lasts.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1661 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1661, align 8
  %retptr.repack1662 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1662, align 8
  %retptr.repack1663 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1663, i8 0, i64 16, i1 false)
  br label %common.ret

B778:                                             ; preds = %B762
  %.1875 = add nsw i64 %slot.9.0, -1
  %.1895.inv = icmp sgt i64 %slot.9.0, 0
  %.1896 = select i1 %.1895.inv, i64 0, i64 %arg.class_by_last.5.0
  %34 = getelementptr i64, ptr %arg.class_by_last.4, i64 %.1875
  %.1910 = getelementptr i64, ptr %34, i64 %.1896
  %.1911 = load i64, ptr %.1910, align 8
  %.1928 = icmp slt i64 %.1911, 0
  %.1929 = select i1 %.1928, i64 %arg.firsts.5.0, i64 0
  %35 = getelementptr i64, ptr %arg.firsts.4, i64 %.1911
  %.1943 = getelementptr i64, ptr %35, i64 %.1929
  %.1944 = load i64, ptr %.1943, align 8
  tail call void @NRT_decref(ptr %arg.firsts.0)
  %.1951.not = icmp sgt i64 %.1944, %"$phi602.0.2.0"
  br i1 %.1951.not, label %B990, label %B828

B828:                                             ; preds = %B778
  %36 = icmp sgt i64 %slot.9.0, 0
  %.1970 = select i1 %36, i64 0, i64 %arg.class_lasts.5.0
  %37 = getelementptr i64, ptr %arg.class_lasts.4, i64 %.1875
  %.1984 = getelementptr i64, ptr %37, i64 %.1970
  %.1985 = load i64, ptr %.1984, align 8
  tail call void @NRT_decref(ptr %arg.class_lasts.0)
  %.1992.not = icmp sgt i64 %.1985, %"$phi602.0.2.0"
  br i1 %.1992.not, label %B858.preheader, label %B852

B858.preheader:                                   ; preds = %B828
  %.28.i134 = icmp slt i64 %slot.9.0, 2
  br i1 %.28.i134, label %B906, label %B20.i66.lr.ph

B20.i66.lr.ph:                                    ; preds = %B858.preheader
  %.44.i = add i64 %arg.tree_size, -1
  %.23.i93 = xor i64 %arg.unbounded, -1
  br label %B20.i66

B852:                                             ; preds = %B828
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1657 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1657, align 8
  %retptr.repack1658 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1658, align 8
  %retptr.repack1659 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1659, i8 0, i64 16, i1 false)
  br label %common.ret

B20.i66:                                          ; preds = %B858.backedge, %B20.i66.lr.ph
  %slot.10.0135 = phi i64 [ %.1875, %B20.i66.lr.ph ], [ %.284.i, %B858.backedge ]
  %.48.i = add i64 %.44.i, %slot.10.0135
  %.68.i67 = icmp slt i64 %.48.i, 0
  %.69.i68 = select i1 %.68.i67, i64 %arg.firsts_tree.5.0, i64 0
  %38 = getelementptr i64, ptr %arg.firsts_tree.4, i64 %.48.i
  %.83.i69 = getelementptr i64, ptr %38, i64 %.69.i68
  %.84.i70 = load i64, ptr %.83.i69, align 8, !noalias !83
  %.86.not.i71 = icmp sgt i64 %.84.i70, %"$phi602.0.2.0"
  br i1 %.86.not.i71, label %B140.i, label %B60.i.preheader

B60.i.preheader:                                  ; preds = %B20.i66
  br label %B60.i

B60.i:                                            ; preds = %B60.i.preheader, %B106.i
  %node.5.0.i72 = phi i64 [ %.135.i76, %B106.i ], [ %.48.i, %B60.i.preheader ]
  %.102.i73 = and i64 %node.5.0.i72, 1
  %.105.not.i74 = icmp eq i64 %.102.i73, 0
  br i1 %.105.not.i74, label %B70.i.preheader, label %B90.i

B70.i.preheader:                                  ; preds = %B60.i
  br label %B70.i

B70.i:                                            ; preds = %B70.i.preheader, %B70.i
  %node.6.2.i = phi i64 [ %.108.i90, %B70.i ], [ %node.5.0.i72, %B70.i.preheader ]
  %.108.i90 = ashr i64 %node.6.2.i, 1
  %39 = and i64 %node.6.2.i, 2
  %.114.not.i91 = icmp eq i64 %39, 0
  br i1 %.114.not.i91, label %B70.i, label %B90.i

B90.i:                                            ; preds = %B70.i, %B60.i
  %node.7.1.i = phi i64 [ %node.5.0.i72, %B60.i ], [ %.108.i90, %B70.i ]
  %.119.i75 = icmp eq i64 %node.7.1.i, 1
  br i1 %.119.i75, label %B906, label %B106.i

B106.i:                                           ; preds = %B90.i
  %.135.i76 = add nsw i64 %node.7.1.i, -1
  %.155.inv.i = icmp sgt i64 %node.7.1.i, 0
  %.156.i77 = select i1 %.155.inv.i, i64 0, i64 %arg.firsts_tree.5.0
  %40 = getelementptr i64, ptr %arg.firsts_tree.4, i64 %.135.i76
  %.170.i78 = getelementptr i64, ptr %40, i64 %.156.i77
  %.171.i79 = load i64, ptr %.170.i78, align 8, !noalias !83
  %.173.not.i80 = icmp sgt i64 %.171.i79, %"$phi602.0.2.0"
  br i1 %.173.not.i80, label %B140.i, label %B60.i

B140.i:                                           ; preds = %B106.i, %B20.i66
  %node.8.1.i81 = phi i64 [ %.48.i, %B20.i66 ], [ %.135.i76, %B106.i ]
  %.192.i82 = icmp slt i64 %node.8.1.i81, %arg.tree_size
  br i1 %.192.i82, label %B152.i.preheader, label %B858.endif

B152.i.preheader:                                 ; preds = %B140.i
  br label %B152.i

B152.i:                                           ; preds = %B152.i.preheader, %B152.i
  %node.9.0.i84 = phi i64 [ %spec.select.i89, %B152.i ], [ %node.8.1.i81, %B152.i.preheader ]
  %.202.i85 = shl nsw i64 %node.9.0.i84, 1
  %.205.i = or disjoint i64 %.202.i85, 1
  %.227.i86 = icmp slt i64 %node.9.0.i84, 0
  %.228.i87 = select i1 %.227.i86, i64 %arg.firsts_tree.5.0, i64 0
  %41 = getelementptr i64, ptr %arg.firsts_tree.4, i64 %.205.i
  %.242.i88 = getelementptr i64, ptr %41, i64 %.228.i87
  %.243.i = load i64, ptr %.242.i88, align 8, !noalias !83
  %.245.not.i = icmp sgt i64 %.243.i, %"$phi602.0.2.0"
  %spec.select.i89 = select i1 %.245.not.i, i64 %.205.i, i64 %.202.i85
  %.264.i = icmp slt i64 %spec.select.i89, %arg.tree_size
  br i1 %.264.i, label %B152.i, label %B858.endif

B906:                                             ; preds = %B858.endif, %B858.backedge, %B90.i, %B858.preheader
  tail call void @NRT_decref(ptr %arg.sizes.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 -1, ptr %retptr, align 8
  %retptr.repack1653 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 0, ptr %retptr.repack1653, align 8
  %retptr.repack1654 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 -1, ptr %retptr.repack1654, align 8
  %retptr.repack1655 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack1655, i8 0, i64 16, i1 false)
  br label %common.ret

B910:                                             ; preds = %B858.endif
  %.2196 = getelementptr i64, ptr %arg.class_by_last.4, i64 %.284.i
  %.2197 = load i64, ptr %.2196, align 8
  %.2215 = icmp slt i64 %.2197, 0
  %.2216 = select i1 %.2215, i64 %arg.object_of.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.object_of.4, i64 %.2197
  %.2230 = getelementptr i64, ptr %42, i64 %.2216
  %.2231 = load i64, ptr %.2230, align 8
  %.2232 = icmp slt i64 %.2231, 0
  br i1 %.2232, label %B950, label %B952

B950:                                             ; preds = %B910
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.firsts_tree.0)
  tail call void @NRT_decref(ptr %arg.class_by_last.0)
  br label %B990

B952:                                             ; preds = %B910
  %.37.i94 = icmp slt i64 %node.11.1.i83, 0
  %.38.i95 = select i1 %.37.i94, i64 %arg.firsts_tree.5.0, i64 0
  %43 = getelementptr i64, ptr %arg.firsts_tree.4, i64 %node.11.1.i83
  %.52.i96 = getelementptr i64, ptr %43, i64 %.38.i95
  store i64 %.23.i93, ptr %.52.i96, align 8, !noalias !86
  %.54.i97 = ashr i64 %node.11.1.i83, 1
  %.58.not.i98 = icmp eq i64 %.54.i97, 0
  br i1 %.58.not.i98, label %B858.backedge, label %B46.endif.i99.preheader

B46.endif.i99.preheader:                          ; preds = %B952
  br label %B46.endif.i99

B148.i112:                                        ; preds = %B46.endif.i99
  %sunkaddr.i113 = shl i64 %.79.i102, 3
  %sunkaddr3.i114 = getelementptr inbounds i8, ptr %46, i64 %sunkaddr.i113
  store i64 %.13.i.i108, ptr %sunkaddr3.i114, align 8, !noalias !86
  %.241.i115 = ashr i64 %node.1.2.0.i100, 1
  %.244.not.i116 = icmp eq i64 %.241.i115, 0
  br i1 %.244.not.i116, label %B858.backedge, label %B46.endif.i99

B46.endif.i99:                                    ; preds = %B46.endif.i99.preheader, %B148.i112
  %node.1.2.0.i100 = phi i64 [ %.241.i115, %B148.i112 ], [ %.54.i97, %B46.endif.i99.preheader ]
  %.78.i101 = icmp slt i64 %node.1.2.0.i100, 0
  %.79.i102 = select i1 %.78.i101, i64 %arg.firsts_tree.5.0, i64 0
  %.idx.i103 = shl i64 %node.1.2.0.i100, 4
  %44 = getelementptr i8, ptr %arg.firsts_tree.4, i64 %.idx.i103
  %.93.i104 = getelementptr i64, ptr %44, i64 %.79.i102
  %.94.i105 = load i64, ptr %.93.i104, align 8, !noalias !86
  %45 = getelementptr i8, ptr %44, i64 8
  %.126.i106 = getelementptr i64, ptr %45, i64 %.79.i102
  %.127.i107 = load i64, ptr %.126.i106, align 8, !noalias !86
  %.13.i.i108 = tail call i64 @llvm.smax.i64(i64 %.127.i107, i64 %.94.i105)
  %46 = getelementptr i64, ptr %arg.firsts_tree.4, i64 %node.1.2.0.i100
  %.190.i109 = getelementptr i64, ptr %46, i64 %.79.i102
  %.191.i110 = load i64, ptr %.190.i109, align 8, !noalias !86
  %.193.i111 = icmp eq i64 %.191.i110, %.13.i.i108
  br i1 %.193.i111, label %B858.backedge, label %B148.i112

B858.backedge:                                    ; preds = %B46.endif.i99, %B148.i112, %B952
  %.28.i = icmp eq i64 %.284.i, 0
  br i1 %.28.i, label %B906, label %B20.i66

B990:                                             ; preds = %B950, %B778
  %object_of.sroa.0.1 = phi ptr [ null, %B950 ], [ %arg.object_of.0, %B778 ]
  %class_by_last.sroa.0.0 = phi ptr [ null, %B950 ], [ %arg.class_by_last.0, %B778 ]
  %class_lasts.sroa.0.0 = phi ptr [ null, %B950 ], [ %arg.class_lasts.0, %B778 ]
  %firsts_tree.sroa.0.0 = phi ptr [ null, %B950 ], [ %arg.firsts_tree.0, %B778 ]
  %j.5.0 = phi i64 [ %.2197, %B950 ], [ %.1911, %B778 ]
  tail call void @NRT_decref(ptr %object_of.sroa.0.1)
  tail call void @NRT_decref(ptr %firsts_tree.sroa.0.0)
  tail call void @NRT_decref(ptr %class_lasts.sroa.0.0)
  tail call void @NRT_decref(ptr %class_by_last.sroa.0.0)
  %.2343 = icmp slt i64 %j.5.0, 0
  %.2344 = select i1 %.2343, i64 %arg.lasts.5.0, i64 0
  %47 = getelementptr i64, ptr %arg.lasts.4, i64 %j.5.0
  %.2358 = getelementptr i64, ptr %47, i64 %.2344
  %.2359 = load i64, ptr %.2358, align 8
  tail call void @NRT_decref(ptr %arg.lasts.0)
  %.2366 = sub nsw i64 %.1406, %.2359
  %.2384 = select i1 %.2343, i64 %arg.sizes.5.0, i64 0
  %48 = getelementptr i64, ptr %arg.sizes.4, i64 %j.5.0
  %.2398 = getelementptr i64, ptr %48, i64 %.2384
  %.2399 = load i64, ptr %.2398, align 8
  tail call void @NRT_decref(ptr %arg.sizes.0)
  %.2405 = sub i64 0, %.2399
  %.2420 = icmp slt i64 %arg.side, 0
  %.2421 = select i1 %.2420, i64 %arg.changed.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.changed.4, i64 %arg.side
  %.2435 = getelementptr i64, ptr %49, i64 %.2421
  %.2436 = load i64, ptr %.2435, align 8
  tail call void @NRT_decref(ptr %arg.changed.0)
  store i64 %.2366, ptr %retptr, align 8
  %retptr.repack1645 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.2405, ptr %retptr.repack1645, align 8
  %retptr.repack1647 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %j.5.0, ptr %retptr.repack1647, align 8
  %retptr.repack1649 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.side, ptr %retptr.repack1649, align 8
  %retptr.repack1651 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store i64 %.2436, ptr %retptr.repack1651, align 8
  br label %common.ret

B118.endif:                                       ; preds = %B16.i
  %.523 = icmp slt i64 %spec.select.i.fr, 0
  %spec.select = select i1 %.523, i64 %arg.next_free.5.0, i64 0
  br label %B118.endif.thread

B118.endif.thread:                                ; preds = %B118.endif, %B118
  %lo.4.1.i121 = phi i64 [ 0, %B118 ], [ %spec.select.i.fr, %B118.endif ]
  %50 = phi i64 [ 0, %B118 ], [ %spec.select, %B118.endif ]
  %51 = getelementptr i64, ptr %arg.next_free.4, i64 %lo.4.1.i121
  %.538 = getelementptr i64, ptr %51, i64 %50
  %.539 = load i64, ptr %.538, align 8
  %.541.not = icmp eq i64 %.539, %lo.4.1.i121
  br i1 %.541.not, label %B254, label %B178

B340.endif:                                       ; preds = %B138.i, %B126.i
  %node.11.1.i = phi i64 [ %node.8.1.i, %B126.i ], [ %spec.select.i11, %B138.i ]
  %.283.i = sub nsw i64 %node.11.1.i, %arg.tree_size
  %.982 = icmp slt i64 %.283.i, 0
  br i1 %.982, label %B396, label %B400

B626.endif:                                       ; preds = %B16.i18
  %.1640 = icmp slt i64 %spec.select52.i29.fr, 0
  %spec.select131 = select i1 %.1640, i64 %arg.previous_free.5.0, i64 0
  br label %B626.endif.thread

B626.endif.thread:                                ; preds = %B626.endif, %B626
  %lo.4.1.i17128 = phi i64 [ 0, %B626 ], [ %spec.select52.i29.fr, %B626.endif ]
  %52 = phi i64 [ 0, %B626 ], [ %spec.select131, %B626.endif ]
  %53 = getelementptr i64, ptr %arg.previous_free.4, i64 %lo.4.1.i17128
  %.1655 = getelementptr i64, ptr %53, i64 %52
  %.1656 = load i64, ptr %.1655, align 8
  %.1658.not = icmp eq i64 %.1656, %lo.4.1.i17128
  br i1 %.1658.not, label %B762, label %B686

B858.endif:                                       ; preds = %B152.i, %B140.i
  %node.11.1.i83 = phi i64 [ %node.8.1.i81, %B140.i ], [ %spec.select.i89, %B152.i ]
  %.284.i = sub nsw i64 %node.11.1.i83, %arg.tree_size
  %.2101 = icmp slt i64 %.284.i, 0
  br i1 %.2101, label %B906, label %B910
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel4_popB3v31B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.heap.0, ptr readnone captures(none) %arg.heap.1, i64 %arg.heap.2, i64 %arg.heap.3, ptr captures(none) %arg.heap.4, i64 %arg.heap.5.0, i64 %arg.heap.6.0, i64 %arg.count) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.heap.0)
  %.19 = add nsw i64 %arg.count, -1
  %.24.not = icmp eq i64 %.19, 0
  br i1 %.24.not, label %common.ret, label %B18.endif

common.ret:                                       ; preds = %B18.endif.endif, %B0
  %heap.sroa.0.0 = phi ptr [ null, %B18.endif.endif ], [ %arg.heap.0, %B0 ]
  tail call void @NRT_decref(ptr %heap.sroa.0.0)
  store i64 %.19, ptr %retptr, align 8
  ret i32 0

B18.endif:                                        ; preds = %B0
  %.30.i.inv = icmp sgt i64 %arg.count, 0
  %.31.i = select i1 %.30.i.inv, i64 0, i64 %arg.heap.5.0
  %.idx.i = mul i64 %.19, 40
  %0 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i
  %.45.i = getelementptr i64, ptr %0, i64 %.31.i
  %.46.i = load i64, ptr %.45.i, align 8, !noalias !89
  %1 = getelementptr i8, ptr %0, i64 8
  %.75.i = getelementptr i64, ptr %1, i64 %.31.i
  %.76.i = load i64, ptr %.75.i, align 8, !noalias !89
  %2 = getelementptr i8, ptr %0, i64 16
  %.105.i = getelementptr i64, ptr %2, i64 %.31.i
  %.106.i = load i64, ptr %.105.i, align 8, !noalias !89
  %3 = getelementptr i8, ptr %0, i64 24
  %.135.i = getelementptr i64, ptr %3, i64 %.31.i
  %.136.i = load i64, ptr %.135.i, align 8, !noalias !89
  %4 = getelementptr i8, ptr %0, i64 32
  %.165.i = getelementptr i64, ptr %4, i64 %.31.i
  %.166.i = load i64, ptr %.165.i, align 8, !noalias !89
  %.50.not219.i = icmp sgt i64 %arg.count, 2
  br i1 %.50.not219.i, label %B40.endif.i.preheader, label %B18.endif.endif

B40.endif.i.preheader:                            ; preds = %B18.endif
  br label %B40.endif.i

B160.i:                                           ; preds = %B90.endif.endif.endif.i
  br label %B174.i

B174.i:                                           ; preds = %B90.endif.endif.endif.i, %switch.end.1.4.i49.i, %B40.endif.i, %B160.i
  %child.2.1.i = phi i64 [ %.114.i, %B160.i ], [ %.44222.i, %B90.endif.endif.endif.i ], [ %.44222.i, %B40.endif.i ], [ %.44222.i, %switch.end.1.4.i49.i ]
  %c.2.sroa.52.1.i = phi i64 [ %.166.i22.i, %B160.i ], [ %.166.i.i, %B90.endif.endif.endif.i ], [ %.166.i.i, %B40.endif.i ], [ %.166.i.i, %switch.end.1.4.i49.i ]
  %c.2.sroa.39.1.i = phi i64 [ %.136.i20.i, %B160.i ], [ %.136.i.i, %B90.endif.endif.endif.i ], [ %.136.i.i, %B40.endif.i ], [ %.136.i.i, %switch.end.1.4.i49.i ]
  %c.2.sroa.26.1.i = phi i64 [ %.106.i18.i, %B160.i ], [ %.106.i.i, %B90.endif.endif.endif.i ], [ %.106.i.i, %B40.endif.i ], [ %.106.i.i, %switch.end.1.4.i49.i ]
  %c.2.sroa.13.1.i = phi i64 [ %.76.i16.i, %B160.i ], [ %.76.i.i, %B90.endif.endif.endif.i ], [ %.76.i.i, %B40.endif.i ], [ %.76.i.i, %switch.end.1.4.i49.i ]
  %c.2.sroa.0.1.i = phi i64 [ %.46.i14.i, %B160.i ], [ %.46.i.i, %B90.endif.endif.endif.i ], [ %.46.i.i, %B40.endif.i ], [ %.46.i.i, %switch.end.1.4.i49.i ]
  %.198.not.i.i = icmp eq i64 %c.2.sroa.0.1.i, %.46.i
  br i1 %.198.not.i.i, label %switch.end.1.1.i.i, label %B174.endif.endif.i

switch.end.1.1.i.i:                               ; preds = %B174.i
  %.198.not.1.i.i = icmp eq i64 %c.2.sroa.13.1.i, %.76.i
  br i1 %.198.not.1.i.i, label %switch.end.1.2.i.i, label %B174.endif.endif.i

switch.end.1.2.i.i:                               ; preds = %switch.end.1.1.i.i
  %.198.not.2.i.i = icmp eq i64 %c.2.sroa.26.1.i, %.106.i
  br i1 %.198.not.2.i.i, label %switch.end.1.3.i.i, label %B174.endif.endif.i

switch.end.1.3.i.i:                               ; preds = %switch.end.1.2.i.i
  %.198.not.3.i.i = icmp eq i64 %c.2.sroa.39.1.i, %.136.i
  br i1 %.198.not.3.i.i, label %switch.end.1.4.i.i, label %B174.endif.endif.i

switch.end.1.4.i.i:                               ; preds = %switch.end.1.3.i.i
  %.198.not.4.i.i = icmp eq i64 %c.2.sroa.52.1.i, %.166.i
  br i1 %.198.not.4.i.i, label %B248.i, label %B174.endif.endif.i

B248.i:                                           ; preds = %B208.endif.i, %B174.endif.endif.i, %switch.end.1.4.i.i
  %i.2.0.lcssa.i = phi i64 [ %i.2.0220.i, %B174.endif.endif.i ], [ %child.2.1.i, %B208.endif.i ], [ %i.2.0220.i, %switch.end.1.4.i.i ]
  %i.2.0.lcssa.fr.i = freeze i64 %i.2.0.lcssa.i
  %.85.i28.i = icmp slt i64 %i.2.0.lcssa.fr.i, 0
  %spec.select.i = select i1 %.85.i28.i, i64 %arg.heap.5.0, i64 0
  %5 = mul i64 %i.2.0.lcssa.fr.i, 40
  br label %B18.endif.endif

B40.endif.i:                                      ; preds = %B40.endif.i.preheader, %B208.endif.i
  %.44222.i = phi i64 [ %.44.i, %B208.endif.i ], [ 1, %B40.endif.i.preheader ]
  %.43221.i = phi i64 [ %.43.i, %B208.endif.i ], [ 0, %B40.endif.i.preheader ]
  %i.2.0220.i = phi i64 [ %child.2.1.i, %B208.endif.i ], [ 0, %B40.endif.i.preheader ]
  %.30.i.i = icmp slt i64 %.44222.i, 0
  %.31.i.i = select i1 %.30.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i.i = mul i64 %.44222.i, 40
  %6 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i.i
  %.45.i.i = getelementptr i64, ptr %6, i64 %.31.i.i
  %.46.i.i = load i64, ptr %.45.i.i, align 8, !noalias !92
  %7 = getelementptr i8, ptr %6, i64 8
  %.75.i.i = getelementptr i64, ptr %7, i64 %.31.i.i
  %.76.i.i = load i64, ptr %.75.i.i, align 8, !noalias !92
  %8 = getelementptr i8, ptr %6, i64 16
  %.105.i.i = getelementptr i64, ptr %8, i64 %.31.i.i
  %.106.i.i = load i64, ptr %.105.i.i, align 8, !noalias !92
  %9 = getelementptr i8, ptr %6, i64 24
  %.135.i.i = getelementptr i64, ptr %9, i64 %.31.i.i
  %.136.i.i = load i64, ptr %.135.i.i, align 8, !noalias !92
  %10 = getelementptr i8, ptr %6, i64 32
  %.165.i.i = getelementptr i64, ptr %10, i64 %.31.i.i
  %.166.i.i = load i64, ptr %.165.i.i, align 8, !noalias !92
  %.114.i = add nsw i64 %.43221.i, 2
  %.116.i = icmp slt i64 %.114.i, %.19
  br i1 %.116.i, label %B90.endif.i, label %B174.i

B90.endif.i:                                      ; preds = %B40.endif.i
  %.30.i10.i = icmp slt i64 %.43221.i, -2
  %.31.i11.i = select i1 %.30.i10.i, i64 %arg.heap.5.0, i64 0
  %.idx.i12.i = mul i64 %.114.i, 40
  %11 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i12.i
  %.45.i13.i = getelementptr i64, ptr %11, i64 %.31.i11.i
  %.46.i14.i = load i64, ptr %.45.i13.i, align 8, !noalias !97
  %12 = getelementptr i8, ptr %11, i64 8
  %.75.i15.i = getelementptr i64, ptr %12, i64 %.31.i11.i
  %.76.i16.i = load i64, ptr %.75.i15.i, align 8, !noalias !97
  %13 = getelementptr i8, ptr %11, i64 16
  %.105.i17.i = getelementptr i64, ptr %13, i64 %.31.i11.i
  %.106.i18.i = load i64, ptr %.105.i17.i, align 8, !noalias !97
  %14 = getelementptr i8, ptr %11, i64 24
  %.135.i19.i = getelementptr i64, ptr %14, i64 %.31.i11.i
  %.136.i20.i = load i64, ptr %.135.i19.i, align 8, !noalias !97
  %15 = getelementptr i8, ptr %11, i64 32
  %.165.i21.i = getelementptr i64, ptr %15, i64 %.31.i11.i
  %.166.i22.i = load i64, ptr %.165.i21.i, align 8, !noalias !97
  %.198.not.i36.i = icmp eq i64 %.46.i14.i, %.46.i.i
  br i1 %.198.not.i36.i, label %switch.end.1.1.i43.i, label %B90.endif.endif.endif.i

switch.end.1.1.i43.i:                             ; preds = %B90.endif.i
  %.198.not.1.i44.i = icmp eq i64 %.76.i16.i, %.76.i.i
  br i1 %.198.not.1.i44.i, label %switch.end.1.2.i45.i, label %B90.endif.endif.endif.i

switch.end.1.2.i45.i:                             ; preds = %switch.end.1.1.i43.i
  %.198.not.2.i46.i = icmp eq i64 %.106.i18.i, %.106.i.i
  br i1 %.198.not.2.i46.i, label %switch.end.1.3.i47.i, label %B90.endif.endif.endif.i

switch.end.1.3.i47.i:                             ; preds = %switch.end.1.2.i45.i
  %.198.not.3.i48.i = icmp eq i64 %.136.i20.i, %.136.i.i
  br i1 %.198.not.3.i48.i, label %switch.end.1.4.i49.i, label %B90.endif.endif.endif.i

switch.end.1.4.i49.i:                             ; preds = %switch.end.1.3.i47.i
  %.198.not.4.i50.i = icmp eq i64 %.166.i22.i, %.166.i.i
  br i1 %.198.not.4.i50.i, label %B174.i, label %B90.endif.endif.endif.i

B90.endif.endif.endif.i:                          ; preds = %switch.end.1.4.i49.i, %switch.end.1.3.i47.i, %switch.end.1.2.i45.i, %switch.end.1.1.i43.i, %B90.endif.i
  %.210148.i38.i = phi i64 [ %.136.i20.i, %switch.end.1.3.i47.i ], [ %.166.i22.i, %switch.end.1.4.i49.i ], [ %.76.i16.i, %switch.end.1.1.i43.i ], [ %.106.i18.i, %switch.end.1.2.i45.i ], [ %.46.i14.i, %B90.endif.i ]
  %.236.i39.i = phi i64 [ %.136.i.i, %switch.end.1.3.i47.i ], [ %.166.i.i, %switch.end.1.4.i49.i ], [ %.76.i.i, %switch.end.1.1.i43.i ], [ %.106.i.i, %switch.end.1.2.i45.i ], [ %.46.i.i, %B90.endif.i ]
  %.256.i40.not.i = icmp slt i64 %.210148.i38.i, %.236.i39.i
  br i1 %.256.i40.not.i, label %B160.i, label %B174.i

B174.endif.endif.i:                               ; preds = %switch.end.1.4.i.i, %switch.end.1.3.i.i, %switch.end.1.2.i.i, %switch.end.1.1.i.i, %B174.i
  %.210148.i.i = phi i64 [ %c.2.sroa.39.1.i, %switch.end.1.3.i.i ], [ %c.2.sroa.52.1.i, %switch.end.1.4.i.i ], [ %c.2.sroa.13.1.i, %switch.end.1.1.i.i ], [ %c.2.sroa.26.1.i, %switch.end.1.2.i.i ], [ %c.2.sroa.0.1.i, %B174.i ]
  %.236.i.i = phi i64 [ %.136.i, %switch.end.1.3.i.i ], [ %.166.i, %switch.end.1.4.i.i ], [ %.76.i, %switch.end.1.1.i.i ], [ %.106.i, %switch.end.1.2.i.i ], [ %.46.i, %B174.i ]
  %.256.i.not.i = icmp slt i64 %.210148.i.i, %.236.i.i
  br i1 %.256.i.not.i, label %B208.endif.i, label %B248.i

B208.endif.i:                                     ; preds = %B174.endif.endif.i
  %.85.i.i = icmp slt i64 %i.2.0220.i, 0
  %.86.i.i = select i1 %.85.i.i, i64 %arg.heap.5.0, i64 0
  %.idx.i27.i = mul i64 %i.2.0220.i, 40
  %16 = getelementptr i8, ptr %arg.heap.4, i64 %.idx.i27.i
  %.100.i.i = getelementptr i64, ptr %16, i64 %.86.i.i
  store i64 %c.2.sroa.0.1.i, ptr %.100.i.i, align 8, !noalias !100
  %17 = getelementptr i8, ptr %16, i64 8
  %.130.i.i = getelementptr i64, ptr %17, i64 %.86.i.i
  store i64 %c.2.sroa.13.1.i, ptr %.130.i.i, align 8, !noalias !100
  %18 = getelementptr i8, ptr %16, i64 16
  %.160.i.i = getelementptr i64, ptr %18, i64 %.86.i.i
  store i64 %c.2.sroa.26.1.i, ptr %.160.i.i, align 8, !noalias !100
  %19 = getelementptr i8, ptr %16, i64 24
  %.190.i.i = getelementptr i64, ptr %19, i64 %.86.i.i
  store i64 %c.2.sroa.39.1.i, ptr %.190.i.i, align 8, !noalias !100
  %20 = getelementptr i8, ptr %16, i64 32
  %.220.i.i = getelementptr i64, ptr %20, i64 %.86.i.i
  store i64 %c.2.sroa.52.1.i, ptr %.220.i.i, align 8, !noalias !100
  %.43.i = shl nsw i64 %child.2.1.i, 1
  %.44.i = or disjoint i64 %.43.i, 1
  %.50.not.i = icmp slt i64 %.44.i, %.19
  br i1 %.50.not.i, label %B40.endif.i, label %B248.i

B18.endif.endif:                                  ; preds = %B248.i, %B18.endif
  %i.2.0.lcssa55.i = phi i64 [ %5, %B248.i ], [ 0, %B18.endif ]
  %21 = phi i64 [ %spec.select.i, %B248.i ], [ 0, %B18.endif ]
  %22 = getelementptr i8, ptr %arg.heap.4, i64 %i.2.0.lcssa55.i
  %.100.i31.i = getelementptr i64, ptr %22, i64 %21
  store i64 %.46.i, ptr %.100.i31.i, align 8, !noalias !103
  %23 = getelementptr i8, ptr %22, i64 8
  %.130.i32.i = getelementptr i64, ptr %23, i64 %21
  store i64 %.76.i, ptr %.130.i32.i, align 8, !noalias !103
  %24 = getelementptr i8, ptr %22, i64 16
  %.160.i33.i = getelementptr i64, ptr %24, i64 %21
  store i64 %.106.i, ptr %.160.i33.i, align 8, !noalias !103
  %25 = getelementptr i8, ptr %22, i64 24
  %.190.i34.i = getelementptr i64, ptr %25, i64 %21
  store i64 %.136.i, ptr %.190.i34.i, align 8, !noalias !103
  %26 = getelementptr i8, ptr %22, i64 32
  %.220.i35.i = getelementptr i64, ptr %26, i64 %21
  store i64 %.166.i, ptr %.220.i35.i, align 8, !noalias !103
  tail call void @NRT_decref(ptr %arg.heap.0)
  br label %common.ret
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel15_best_neighbourB3v34B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.j, i64 %arg.distance, ptr %arg.firsts.0, ptr readnone captures(none) %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr readonly captures(none) %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr readnone captures(none) %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr readonly captures(none) %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.sorted_firsts.0, ptr readnone captures(none) %arg.sorted_firsts.1, i64 %arg.sorted_firsts.2, i64 %arg.sorted_firsts.3, ptr readonly captures(none) %arg.sorted_firsts.4, i64 %arg.sorted_firsts.5.0, i64 %arg.sorted_firsts.6.0, ptr %arg.sorted_lasts.0, ptr readnone captures(none) %arg.sorted_lasts.1, i64 %arg.sorted_lasts.2, i64 %arg.sorted_lasts.3, ptr readonly captures(none) %arg.sorted_lasts.4, i64 %arg.sorted_lasts.5.0, i64 %arg.sorted_lasts.6.0, ptr %arg.by_first.0, ptr readnone captures(none) %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr readonly captures(none) %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr readnone captures(none) %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr readonly captures(none) %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr readnone captures(none) %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr readonly captures(none) %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr readnone captures(none) %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr readonly captures(none) %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.placed.0, ptr readnone captures(none) %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr readonly captures(none) %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.after.0, ptr readnone captures(none) %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr readonly captures(none) %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr readnone captures(none) %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr readonly captures(none) %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.members.0, ptr readnone captures(none) %arg.members.1, i64 %arg.members.2, i64 %arg.members.3, ptr readonly captures(none) %arg.members.4, i64 %arg.members.5.0, i64 %arg.members.6.0, ptr %arg.live_from.0, ptr readnone captures(none) %arg.live_from.1, i64 %arg.live_from.2, i64 %arg.live_from.3, ptr readonly captures(none) %arg.live_from.4, i64 %arg.live_from.5.0, i64 %arg.live_from.6.0, ptr %arg.live_to.0, ptr readnone captures(none) %arg.live_to.1, i64 %arg.live_to.2, i64 %arg.live_to.3, ptr readonly captures(none) %arg.live_to.4, i64 %arg.live_to.5.0, i64 %arg.live_to.6.0, ptr %arg.later_from.0, ptr readnone captures(none) %arg.later_from.1, i64 %arg.later_from.2, i64 %arg.later_from.3, ptr readonly captures(none) %arg.later_from.4, i64 %arg.later_from.5.0, i64 %arg.later_from.6.0, ptr %arg.later_to.0, ptr readnone captures(none) %arg.later_to.1, i64 %arg.later_to.2, i64 %arg.later_to.3, ptr readonly captures(none) %arg.later_to.4, i64 %arg.later_to.5.0, i64 %arg.later_to.6.0, ptr %arg.close.0, ptr readnone captures(none) %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr captures(none) %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %arg.later.0, ptr readnone captures(none) %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr captures(none) %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr readnone captures(none) %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr captures(none) %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr readnone captures(none) %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr captures(none) %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr readnone captures(none) %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr captures(none) %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr readnone captures(none) %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr captures(none) %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr readnone captures(none) %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr captures(none) %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr readnone captures(none) %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr captures(none) %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0, i64 %arg.n, i64 %arg.close_records, i64 %arg.recent_placements) local_unnamed_addr {
B0:
  %.3361 = alloca i64, align 8
  store i64 0, ptr %.3361, align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  %.3760 = alloca i64, align 8
  store i64 0, ptr %.3760, align 8
  %excinfo.6 = alloca ptr, align 8
  store ptr null, ptr %excinfo.6, align 8
  %.5771 = alloca i64, align 8
  store i64 0, ptr %.5771, align 8
  %excinfo.7 = alloca ptr, align 8
  store ptr null, ptr %excinfo.7, align 8
  tail call void @NRT_incref(ptr %arg.firsts.0)
  tail call void @NRT_incref(ptr %arg.lasts.0)
  tail call void @NRT_incref(ptr %arg.sorted_firsts.0)
  tail call void @NRT_incref(ptr %arg.sorted_lasts.0)
  tail call void @NRT_incref(ptr %arg.by_first.0)
  tail call void @NRT_incref(ptr %arg.by_last.0)
  tail call void @NRT_incref(ptr %arg.object_of.0)
  tail call void @NRT_incref(ptr %arg.placed_at.0)
  tail call void @NRT_incref(ptr %arg.placed.0)
  tail call void @NRT_incref(ptr %arg.after.0)
  tail call void @NRT_incref(ptr %arg.before.0)
  tail call void @NRT_incref(ptr %arg.members.0)
  tail call void @NRT_incref(ptr %arg.live_from.0)
  tail call void @NRT_incref(ptr %arg.live_to.0)
  tail call void @NRT_incref(ptr %arg.later_from.0)
  tail call void @NRT_incref(ptr %arg.later_to.0)
  tail call void @NRT_incref(ptr %arg.close.0)
  tail call void @NRT_incref(ptr %arg.later.0)
  tail call void @NRT_incref(ptr %arg.event_round.0)
  tail call void @NRT_incref(ptr %arg.event_gap.0)
  tail call void @NRT_incref(ptr %arg.event_object.0)
  tail call void @NRT_incref(ptr %arg.marks.0)
  tail call void @NRT_incref(ptr %arg.usable.0)
  tail call void @NRT_incref(ptr %arg.state.0)
  %.369 = icmp slt i64 %arg.j, 0
  %.370 = select i1 %.369, i64 %arg.firsts.5.0, i64 0
  %0 = getelementptr i64, ptr %arg.firsts.4, i64 %arg.j
  %.384 = getelementptr i64, ptr %0, i64 %.370
  %.385 = load i64, ptr %.384, align 8
  %.401 = select i1 %.369, i64 %arg.lasts.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.lasts.4, i64 %arg.j
  %.415 = getelementptr i64, ptr %1, i64 %.401
  %.416 = load i64, ptr %.415, align 8
  %.425 = sub nsw i64 %.385, %arg.distance
  %.428 = add nsw i64 %.416, %arg.distance
  %.32.i = icmp sgt i64 %arg.n, 0
  br i1 %.32.i, label %B16.i.preheader, label %B0.endif.thread

B16.i.preheader:                                  ; preds = %B0
  br label %B16.i

B16.i:                                            ; preds = %B16.i.preheader, %B16.i
  %lo.2.0.i = phi i64 [ %spec.select52.i.fr, %B16.i ], [ 0, %B16.i.preheader ]
  %hi.2.0.i = phi i64 [ %spec.select.i, %B16.i ], [ %arg.n, %B16.i.preheader ]
  %.41.i = add nsw i64 %hi.2.0.i, %lo.2.0.i
  %.42.i = ashr i64 %.41.i, 1
  %.60.i = icmp slt i64 %.42.i, 0
  %.61.i = select i1 %.60.i, i64 %arg.sorted_lasts.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.sorted_lasts.4, i64 %.42.i
  %.75.i = getelementptr i64, ptr %2, i64 %.61.i
  %.76.i = load i64, ptr %.75.i, align 8, !noalias !106
  %.78.i = icmp slt i64 %.76.i, %.425
  %.89.i = add nsw i64 %.42.i, 1
  %spec.select.i = select i1 %.78.i, i64 %hi.2.0.i, i64 %.42.i
  %spec.select52.i = select i1 %.78.i, i64 %.89.i, i64 %lo.2.0.i
  %spec.select52.i.fr = freeze i64 %spec.select52.i
  %.120.i = icmp slt i64 %spec.select52.i.fr, %spec.select.i
  br i1 %.120.i, label %B16.i, label %B0.endif

B132:                                             ; preds = %B132.preheader, %B308
  %k.3.0 = phi i64 [ %.586, %B308 ], [ %lo.4.1.i54, %B132.preheader ]
  %best.6.0 = phi i64 [ %best.5.1, %B308 ], [ -1, %B132.preheader ]
  %earliest.3.0 = phi i64 [ %earliest.4.1, %B308 ], [ %arg.n, %B132.preheader ]
  %n_close.5.0 = phi i64 [ %n_close.6.1, %B308 ], [ 0, %B132.preheader ]
  %.565 = icmp slt i64 %k.3.0, 0
  %3 = select i1 %.565, i64 %82, i64 0
  %scevgep93 = getelementptr i8, ptr %arg.by_last.4, i64 %3
  %4 = shl i64 %k.3.0, 3
  %scevgep94 = getelementptr i8, ptr %scevgep93, i64 %4
  %.581 = load i64, ptr %scevgep94, align 8
  %.606 = icmp slt i64 %.581, 0
  %.607 = select i1 %.606, i64 %arg.object_of.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.object_of.4, i64 %.581
  %.621 = getelementptr i64, ptr %5, i64 %.607
  %.622 = load i64, ptr %.621, align 8
  %.623 = icmp sgt i64 %.622, -1
  br i1 %.623, label %B182, label %B308

B182:                                             ; preds = %B132
  %6 = icmp slt i64 %.581, 0
  %.646 = select i1 %6, i64 %arg.after.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.after.4, i64 %.581
  %.660 = getelementptr i64, ptr %7, i64 %.646
  %.661 = load i64, ptr %.660, align 8
  %.662 = icmp slt i64 %.661, 0
  br i1 %.662, label %B242, label %B206

B206:                                             ; preds = %B182
  %.723 = getelementptr i64, ptr %arg.firsts.4, i64 %.661
  %.724 = load i64, ptr %.723, align 8
  %.726 = icmp sgt i64 %.724, %.416
  br i1 %.726, label %B242, label %B288

B242:                                             ; preds = %B206, %B182
  %8 = icmp slt i64 %.581, 0
  %.753 = select i1 %8, i64 %arg.placed_at.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.placed_at.4, i64 %.581
  %.767 = getelementptr i64, ptr %9, i64 %.753
  %.768 = load i64, ptr %.767, align 8
  %.770 = icmp slt i64 %.768, %earliest.3.0
  %spec.select = select i1 %.770, i64 %.581, i64 %best.6.0
  %spec.select3413 = tail call i64 @llvm.smin.i64(i64 %.768, i64 %earliest.3.0)
  br label %B308

B288:                                             ; preds = %B206
  %.856 = icmp slt i64 %n_close.5.0, 0
  %.857 = select i1 %.856, i64 %arg.close.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.close.4, i64 %n_close.5.0
  %.871 = getelementptr i64, ptr %10, i64 %.857
  store i64 %.581, ptr %.871, align 8
  %.876 = add nsw i64 %n_close.5.0, 1
  br label %B308

B308:                                             ; preds = %B288, %B242, %B132
  %best.5.1 = phi i64 [ %best.6.0, %B132 ], [ %best.6.0, %B288 ], [ %spec.select, %B242 ]
  %earliest.4.1 = phi i64 [ %earliest.3.0, %B132 ], [ %earliest.3.0, %B288 ], [ %spec.select3413, %B242 ]
  %n_close.6.1 = phi i64 [ %n_close.5.0, %B132 ], [ %.876, %B288 ], [ %n_close.5.0, %B242 ]
  %.928 = icmp slt i64 %k.3.0, -1
  %11 = select i1 %.928, i64 %83, i64 0
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 %11
  %12 = shl i64 %k.3.0, 3
  %scevgep9 = getelementptr i8, ptr %scevgep17, i64 %12
  %.944 = load i64, ptr %scevgep9, align 8
  %.948 = icmp eq i64 %.944, %.425
  %.586 = add i64 %k.3.0, 1
  br i1 %.948, label %B132, label %B332

B332:                                             ; preds = %B308, %B0.endif.thread
  %k.4.1 = phi i64 [ %lo.4.1.i54, %B0.endif.thread ], [ %.586, %B308 ]
  %best.4.1 = phi i64 [ -1, %B0.endif.thread ], [ %best.5.1, %B308 ]
  %earliest.7.1 = phi i64 [ %arg.n, %B0.endif.thread ], [ %earliest.4.1, %B308 ]
  %n_close.8.1 = phi i64 [ 0, %B0.endif.thread ], [ %n_close.6.1, %B308 ]
  %13 = icmp sgt i64 %arg.n, 0
  br i1 %13, label %B16.i4.preheader, label %B332.endif.thread

B16.i4.preheader:                                 ; preds = %B332
  br label %B16.i4

B16.i4:                                           ; preds = %B16.i4.preheader, %B16.i4
  %lo.2.0.i5 = phi i64 [ %spec.select.i14.fr, %B16.i4 ], [ 0, %B16.i4.preheader ]
  %hi.2.0.i6 = phi i64 [ %spec.select52.i15, %B16.i4 ], [ %arg.n, %B16.i4.preheader ]
  %.41.i7 = add nsw i64 %hi.2.0.i6, %lo.2.0.i5
  %.42.i8 = ashr i64 %.41.i7, 1
  %.60.i9 = icmp slt i64 %.42.i8, 0
  %.61.i10 = select i1 %.60.i9, i64 %arg.sorted_firsts.5.0, i64 0
  %14 = getelementptr i64, ptr %arg.sorted_firsts.4, i64 %.42.i8
  %.75.i11 = getelementptr i64, ptr %14, i64 %.61.i10
  %.76.i12 = load i64, ptr %.75.i11, align 8, !noalias !109
  %.78.i13 = icmp slt i64 %.428, %.76.i12
  %.103.i = add nsw i64 %.42.i8, 1
  %spec.select.i14 = select i1 %.78.i13, i64 %lo.2.0.i5, i64 %.103.i
  %spec.select.i14.fr = freeze i64 %spec.select.i14
  %spec.select52.i15 = select i1 %.78.i13, i64 %.42.i8, i64 %hi.2.0.i6
  %.120.i16 = icmp slt i64 %spec.select.i14.fr, %spec.select52.i15
  br i1 %.120.i16, label %B16.i4, label %B332.endif

B406:                                             ; preds = %B406.preheader, %B582
  %best.10.0 = phi i64 [ %best.8.1, %B582 ], [ %best.4.1, %B406.preheader ]
  %earliest.6.0 = phi i64 [ %earliest.8.1, %B582 ], [ %earliest.7.1, %B406.preheader ]
  %n_close.7.0 = phi i64 [ %n_close.9.1, %B582 ], [ %n_close.8.1, %B406.preheader ]
  %k.1.8.0 = phi i64 [ %.1098, %B582 ], [ %lo.4.1.i359, %B406.preheader ]
  %.1118.inv = icmp sgt i64 %k.1.8.0, 0
  %15 = select i1 %.1118.inv, i64 0, i64 %87
  %16 = shl i64 %k.1.8.0, 3
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %15
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 %16
  %.1134 = load i64, ptr %scevgep15, align 8
  %.1152 = icmp slt i64 %.1134, 0
  %.1153 = select i1 %.1152, i64 %arg.object_of.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.object_of.4, i64 %.1134
  %.1167 = getelementptr i64, ptr %17, i64 %.1153
  %.1168 = load i64, ptr %.1167, align 8
  %.1169 = icmp sgt i64 %.1168, -1
  br i1 %.1169, label %B456, label %B582

B456:                                             ; preds = %B406
  %18 = icmp slt i64 %.1134, 0
  %.1192 = select i1 %18, i64 %arg.before.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.before.4, i64 %.1134
  %.1206 = getelementptr i64, ptr %19, i64 %.1192
  %.1207 = load i64, ptr %.1206, align 8
  %.1208 = icmp slt i64 %.1207, 0
  br i1 %.1208, label %B516, label %B480

B480:                                             ; preds = %B456
  %.1269 = getelementptr i64, ptr %arg.lasts.4, i64 %.1207
  %.1270 = load i64, ptr %.1269, align 8
  %.1272 = icmp slt i64 %.1270, %.385
  br i1 %.1272, label %B516, label %B562

B516:                                             ; preds = %B480, %B456
  %20 = icmp slt i64 %.1134, 0
  %.1299 = select i1 %20, i64 %arg.placed_at.5.0, i64 0
  %21 = getelementptr i64, ptr %arg.placed_at.4, i64 %.1134
  %.1313 = getelementptr i64, ptr %21, i64 %.1299
  %.1314 = load i64, ptr %.1313, align 8
  %.1316 = icmp slt i64 %.1314, %earliest.6.0
  %spec.select3414 = select i1 %.1316, i64 %.1134, i64 %best.10.0
  %spec.select3415 = tail call i64 @llvm.smin.i64(i64 %.1314, i64 %earliest.6.0)
  br label %B582

B562:                                             ; preds = %B480
  %.1402 = icmp slt i64 %n_close.7.0, 0
  %.1403 = select i1 %.1402, i64 %arg.close.5.0, i64 0
  %22 = getelementptr i64, ptr %arg.close.4, i64 %n_close.7.0
  %.1417 = getelementptr i64, ptr %22, i64 %.1403
  store i64 %.1134, ptr %.1417, align 8
  %.1422 = add nsw i64 %n_close.7.0, 1
  br label %B582

B582:                                             ; preds = %B562, %B516, %B406
  %best.8.1 = phi i64 [ %best.10.0, %B406 ], [ %best.10.0, %B562 ], [ %spec.select3414, %B516 ]
  %earliest.8.1 = phi i64 [ %earliest.6.0, %B406 ], [ %earliest.6.0, %B562 ], [ %spec.select3415, %B516 ]
  %n_close.9.1 = phi i64 [ %n_close.7.0, %B406 ], [ %.1422, %B562 ], [ %n_close.7.0, %B516 ]
  %.1477 = icmp slt i64 %k.1.8.0, 2
  %23 = select i1 %.1477, i64 %88, i64 0
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 %23
  %24 = shl i64 %k.1.8.0, 3
  %scevgep8 = getelementptr i8, ptr %scevgep11, i64 %24
  %.1493 = load i64, ptr %scevgep8, align 8
  %.1495 = icmp eq i64 %.1493, %.428
  %.1098 = add i64 %k.1.8.0, -1
  br i1 %.1495, label %B406, label %B612

B612:                                             ; preds = %B582, %B332.endif.thread
  %best.3.1 = phi i64 [ %best.4.1, %B332.endif.thread ], [ %best.8.1, %B582 ]
  %earliest.10.1 = phi i64 [ %earliest.7.1, %B332.endif.thread ], [ %earliest.8.1, %B582 ]
  %n_close.11.1 = phi i64 [ %n_close.8.1, %B332.endif.thread ], [ %n_close.9.1, %B582 ]
  %k.1.9.1 = phi i64 [ %lo.4.1.i359, %B332.endif.thread ], [ %.1098, %B582 ]
  %.1547 = load i64, ptr %arg.state.4, align 8
  %.1553 = sub nsw i64 %.1547, %earliest.10.1
  %.1555.not = icmp sgt i64 %.1553, %arg.recent_placements
  br i1 %.1555.not, label %B788, label %B660.endif

B704:                                             ; preds = %B704.preheader, %B778
  %lsr.iv83 = phi i64 [ %lsr.iv.next84, %B778 ], [ %.1553, %B704.preheader ]
  %.165634273429 = phi i64 [ %.1663, %B778 ], [ %.1563, %B704.preheader ]
  %.1703 = icmp slt i64 %.165634273429, 0
  %25 = select i1 %.1703, i64 %89, i64 0
  %scevgep85 = getelementptr i8, ptr %arg.placed.4, i64 %25
  %26 = shl i64 %.165634273429, 3
  %scevgep86 = getelementptr i8, ptr %scevgep85, i64 %26
  %.1719 = load i64, ptr %scevgep86, align 8
  %.1737 = icmp slt i64 %.1719, 0
  %.1738 = select i1 %.1737, i64 %arg.firsts.5.0, i64 0
  %27 = getelementptr i64, ptr %arg.firsts.4, i64 %.1719
  %.1752 = getelementptr i64, ptr %27, i64 %.1738
  %.1753 = load i64, ptr %.1752, align 8
  %.1755.not = icmp sgt i64 %.1753, %.416
  br i1 %.1755.not, label %B778, label %B746

B746:                                             ; preds = %B704
  %28 = icmp slt i64 %.1719, 0
  %.1772 = select i1 %28, i64 %arg.lasts.5.0, i64 0
  %29 = getelementptr i64, ptr %arg.lasts.4, i64 %.1719
  %.1786 = getelementptr i64, ptr %29, i64 %.1772
  %.1787 = load i64, ptr %.1786, align 8
  %.1791.not = icmp slt i64 %.1787, %.385
  br i1 %.1791.not, label %B778, label %B770

B770:                                             ; preds = %B746
  tail call void @NRT_decref(ptr %arg.placed.0)
  br label %B788

B778:                                             ; preds = %B746, %B704
  %lsr.iv.next84 = add i64 %lsr.iv83, -1
  %.1663 = add i64 %.165634273429, 1
  %.1650 = icmp samesign ugt i64 %lsr.iv.next84, 1
  br i1 %.1650, label %B704, label %B702.endif

common.ret:                                       ; preds = %B2574.if.if, %B2574.endif, %B1704.if.if, %B1704.endif, %B1484.if.if, %B1484.endif, %B702.endif, %B2652, %B1780
  %common.ret.op = phi i32 [ 0, %B702.endif ], [ 0, %B1780 ], [ 0, %B2652 ], [ %.5805, %B2574.if.if ], [ 0, %B2574.endif ], [ %.3794, %B1704.if.if ], [ 0, %B1704.endif ], [ 0, %B1484.endif ], [ %.3395, %B1484.if.if ]
  ret i32 %common.ret.op

B788:                                             ; preds = %B770, %B612
  %placed.sroa.0.0 = phi ptr [ null, %B770 ], [ %arg.placed.0, %B612 ]
  tail call void @NRT_decref(ptr %placed.sroa.0.0)
  %.1987 = icmp sgt i64 %arg.distance, 1
  br i1 %.1987, label %B810, label %B1980.endif

B810:                                             ; preds = %B788
  %.32.i17 = icmp slt i64 %k.4.1, %arg.n
  br i1 %.32.i17, label %B16.i19.preheader, label %B810.endif

B16.i19.preheader:                                ; preds = %B810
  br label %B16.i19

B16.i19:                                          ; preds = %B16.i19.preheader, %B16.i19
  %lo.2.0.i20 = phi i64 [ %spec.select52.i31, %B16.i19 ], [ %k.4.1, %B16.i19.preheader ]
  %hi.2.0.i21 = phi i64 [ %spec.select.i30, %B16.i19 ], [ %arg.n, %B16.i19.preheader ]
  %.41.i22 = add nsw i64 %hi.2.0.i21, %lo.2.0.i20
  %.42.i23 = ashr i64 %.41.i22, 1
  %.60.i24 = icmp slt i64 %.42.i23, 0
  %.61.i25 = select i1 %.60.i24, i64 %arg.sorted_lasts.5.0, i64 0
  %30 = getelementptr i64, ptr %arg.sorted_lasts.4, i64 %.42.i23
  %.75.i26 = getelementptr i64, ptr %30, i64 %.61.i25
  %.76.i27 = load i64, ptr %.75.i26, align 8, !noalias !112
  %.78.i28 = icmp slt i64 %.76.i27, %.385
  %.89.i29 = add nsw i64 %.42.i23, 1
  %spec.select.i30 = select i1 %.78.i28, i64 %hi.2.0.i21, i64 %.42.i23
  %spec.select52.i31 = select i1 %.78.i28, i64 %.89.i29, i64 %lo.2.0.i20
  %.120.i32 = icmp slt i64 %spec.select52.i31, %spec.select.i30
  br i1 %.120.i32, label %B16.i19, label %B810.endif

B1136.us:                                         ; preds = %B1136.us.preheader, %B1284.us
  %lsr.iv71 = phi i64 [ %96, %B1136.us.preheader ], [ %lsr.iv.next72, %B1284.us ]
  %n_later.2.13462.us = phi i64 [ 0, %B1136.us.preheader ], [ %n_later.3.2.us, %B1284.us ]
  %.257634583460.us = phi i64 [ %"$phi1094.1.2.sroa.0.1", %B1136.us.preheader ], [ %.2583.us, %B1284.us ]
  %.2628.us = icmp slt i64 %.257634583460.us, 0
  %31 = select i1 %.2628.us, i64 %97, i64 0
  %scevgep73 = getelementptr i8, ptr %arg.members.4, i64 %31
  %32 = shl i64 %.257634583460.us, 3
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %32
  %"$phi1180.2.2.2.us" = load i64, ptr %scevgep74, align 8
  %.2711.us = icmp slt i64 %"$phi1180.2.2.2.us", 0
  %.2712.us = select i1 %.2711.us, i64 %arg.placed_at.5.0, i64 0
  %33 = getelementptr i64, ptr %arg.placed_at.4, i64 %"$phi1180.2.2.2.us"
  %.2726.us = getelementptr i64, ptr %33, i64 %.2712.us
  %.2727.us = load i64, ptr %.2726.us, align 8
  %.2729.us = icmp sgt i64 %.2727.us, %earliest.10.1
  br i1 %.2729.us, label %B1206.us, label %B1284.us

B1206.us:                                         ; preds = %B1136.us
  %34 = icmp slt i64 %"$phi1180.2.2.2.us", 0
  %.2749.us = select i1 %34, i64 %arg.object_of.5.0, i64 0
  %35 = getelementptr i64, ptr %arg.object_of.4, i64 %"$phi1180.2.2.2.us"
  %.2763.us = getelementptr i64, ptr %35, i64 %.2749.us
  %.2764.us = load i64, ptr %.2763.us, align 8
  %.2778.us = icmp slt i64 %.2764.us, 0
  %.2779.us = select i1 %.2778.us, i64 %arg.marks.5.0, i64 0
  %36 = getelementptr i64, ptr %arg.marks.4, i64 %.2764.us
  %.2793.us = getelementptr i64, ptr %36, i64 %.2779.us
  %.2794.us = load i64, ptr %.2793.us, align 8
  %.2796.not.us = icmp eq i64 %.2794.us, %.2125
  br i1 %.2796.not.us, label %B1284.us, label %B1242.us

B1242.us:                                         ; preds = %B1206.us
  %sunkaddr = shl i64 %.2779.us, 3
  %sunkaddr98 = getelementptr inbounds i8, ptr %36, i64 %sunkaddr
  store i64 %.2125, ptr %sunkaddr98, align 8
  %.2875.us = icmp slt i64 %n_later.2.13462.us, 0
  %.2876.us = select i1 %.2875.us, i64 %arg.later.5.0, i64 0
  %37 = getelementptr i64, ptr %arg.later.4, i64 %n_later.2.13462.us
  %.2890.us = getelementptr i64, ptr %37, i64 %.2876.us
  store i64 %"$phi1180.2.2.2.us", ptr %.2890.us, align 8
  %.2895.us = add nsw i64 %n_later.2.13462.us, 1
  br label %B1284.us

B1284.us:                                         ; preds = %B1242.us, %B1206.us, %B1136.us
  %n_later.3.2.us = phi i64 [ %.2895.us, %B1242.us ], [ %n_later.2.13462.us, %B1206.us ], [ %n_later.2.13462.us, %B1136.us ]
  %lsr.iv.next72 = add i64 %lsr.iv71, -1
  %.2583.us = add i64 %.257634583460.us, 1
  %.2570.us = icmp samesign ugt i64 %lsr.iv.next72, 1
  br i1 %.2570.us, label %B1136.us, label %B1286

B1286:                                            ; preds = %B1284.us, %B914.endif.endif
  %n_later.2.1.lcssa = phi i64 [ 0, %B914.endif.endif ], [ %n_later.3.2.us, %B1284.us ]
  %38 = icmp slt i64 %arg.j, 0
  %39 = shl i64 %arg.later_from.5.0, 3
  %sunkaddr99 = select i1 %38, i64 %39, i64 0
  %sunkaddr100 = getelementptr inbounds i8, ptr %94, i64 %sunkaddr99
  %"$phi1094.1.2.sroa.0.1.1" = load i64, ptr %sunkaddr100, align 8
  %40 = shl i64 %arg.later_to.5.0, 3
  %sunkaddr101 = select i1 %38, i64 %40, i64 0
  %sunkaddr102 = getelementptr inbounds i8, ptr %95, i64 %sunkaddr101
  %"$phi1094.1.2.sroa.8.1.1" = load i64, ptr %sunkaddr102, align 8
  %.2527.1 = sub i64 %"$phi1094.1.2.sroa.8.1.1", %"$phi1094.1.2.sroa.0.1.1"
  %.25703459.not.1 = icmp slt i64 %.2527.1, 1
  br i1 %.25703459.not.1, label %B1286.1, label %B1136.1.preheader

B1136.1.preheader:                                ; preds = %B1286
  %41 = add nuw i64 %.2527.1, 1
  %42 = shl i64 %arg.by_first.5.0, 3
  br label %B1136.1

B1136.1:                                          ; preds = %B1284.1, %B1136.1.preheader
  %lsr.iv = phi i64 [ %41, %B1136.1.preheader ], [ %lsr.iv.next, %B1284.1 ]
  %n_later.2.13462.1 = phi i64 [ %n_later.2.1.lcssa, %B1136.1.preheader ], [ %n_later.3.2.1, %B1284.1 ]
  %.257634583460.1 = phi i64 [ %"$phi1094.1.2.sroa.0.1.1", %B1136.1.preheader ], [ %.2583.1, %B1284.1 ]
  %.2665.1 = icmp slt i64 %.257634583460.1, 0
  %43 = select i1 %.2665.1, i64 %42, i64 0
  %scevgep = getelementptr i8, ptr %arg.by_first.4, i64 %43
  %44 = shl i64 %.257634583460.1, 3
  %scevgep70 = getelementptr i8, ptr %scevgep, i64 %44
  %"$phi1180.2.2.2.1" = load i64, ptr %scevgep70, align 8
  %.2711.1 = icmp slt i64 %"$phi1180.2.2.2.1", 0
  %.2712.1 = select i1 %.2711.1, i64 %arg.placed_at.5.0, i64 0
  %45 = getelementptr i64, ptr %arg.placed_at.4, i64 %"$phi1180.2.2.2.1"
  %.2726.1 = getelementptr i64, ptr %45, i64 %.2712.1
  %.2727.1 = load i64, ptr %.2726.1, align 8
  %.2729.1 = icmp sgt i64 %.2727.1, %earliest.10.1
  br i1 %.2729.1, label %B1206.1, label %B1284.1

B1206.1:                                          ; preds = %B1136.1
  %46 = icmp slt i64 %"$phi1180.2.2.2.1", 0
  %.2749.1 = select i1 %46, i64 %arg.object_of.5.0, i64 0
  %47 = getelementptr i64, ptr %arg.object_of.4, i64 %"$phi1180.2.2.2.1"
  %.2763.1 = getelementptr i64, ptr %47, i64 %.2749.1
  %.2764.1 = load i64, ptr %.2763.1, align 8
  %.2778.1 = icmp slt i64 %.2764.1, 0
  %.2779.1 = select i1 %.2778.1, i64 %arg.marks.5.0, i64 0
  %48 = getelementptr i64, ptr %arg.marks.4, i64 %.2764.1
  %.2793.1 = getelementptr i64, ptr %48, i64 %.2779.1
  %.2794.1 = load i64, ptr %.2793.1, align 8
  %.2796.not.1 = icmp eq i64 %.2794.1, %.2125
  br i1 %.2796.not.1, label %B1284.1, label %B1242.1

B1242.1:                                          ; preds = %B1206.1
  %sunkaddr103 = shl i64 %.2779.1, 3
  %sunkaddr104 = getelementptr inbounds i8, ptr %48, i64 %sunkaddr103
  store i64 %.2125, ptr %sunkaddr104, align 8
  %.2875.1 = icmp slt i64 %n_later.2.13462.1, 0
  %.2876.1 = select i1 %.2875.1, i64 %arg.later.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.later.4, i64 %n_later.2.13462.1
  %.2890.1 = getelementptr i64, ptr %49, i64 %.2876.1
  store i64 %"$phi1180.2.2.2.1", ptr %.2890.1, align 8
  %.2895.1 = add nsw i64 %n_later.2.13462.1, 1
  br label %B1284.1

B1284.1:                                          ; preds = %B1242.1, %B1206.1, %B1136.1
  %n_later.3.2.1 = phi i64 [ %.2895.1, %B1242.1 ], [ %n_later.2.13462.1, %B1206.1 ], [ %n_later.2.13462.1, %B1136.1 ]
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.2583.1 = add i64 %.257634583460.1, 1
  %.2570.1 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.2570.1, label %B1136.1, label %B1286.1

B1286.1:                                          ; preds = %B1284.1, %B1286
  %n_later.2.1.lcssa.1 = phi i64 [ %n_later.2.1.lcssa, %B1286 ], [ %n_later.3.2.1, %B1284.1 ]
  tail call void @NRT_decref(ptr %arg.members.0)
  tail call void @NRT_decref(ptr %arg.live_to.0)
  tail call void @NRT_decref(ptr %arg.live_from.0)
  tail call void @NRT_decref(ptr %arg.later_to.0)
  tail call void @NRT_decref(ptr %arg.later_from.0)
  %.30363481.not = icmp slt i64 %n_later.2.1.lcssa.1, 1
  br i1 %.30363481.not, label %B1780, label %B1320.preheader

B1320.preheader:                                  ; preds = %B1286.1
  br label %B1320

B1320:                                            ; preds = %B1320.preheader, %B1778
  %.304234793482 = phi i64 [ %.3049, %B1778 ], [ 0, %B1320.preheader ]
  %.3049 = add nuw nsw i64 %.304234793482, 1
  %50 = getelementptr i64, ptr %arg.later.4, i64 %.304234793482
  %.3103 = load i64, ptr %50, align 8
  %.3121 = icmp slt i64 %.3103, 0
  %.3122 = select i1 %.3121, i64 %arg.before.5.0, i64 0
  %51 = getelementptr i64, ptr %arg.before.4, i64 %.3103
  %.3136 = getelementptr i64, ptr %51, i64 %.3122
  %.3137 = load i64, ptr %.3136, align 8
  %.3146 = icmp sgt i64 %.3137, -1
  br i1 %.3146, label %B1366, label %B1558

B1366:                                            ; preds = %B1320
  %.3184 = getelementptr i64, ptr %arg.lasts.4, i64 %.3137
  %.3185 = load i64, ptr %.3184, align 8
  %.3189.not = icmp slt i64 %.3185, %.385
  br i1 %.3189.not, label %B1454, label %B1390.preheader

B1390.preheader:                                  ; preds = %B1366
  br label %B1390

B1390:                                            ; preds = %B1390.preheader, %B1418
  %p.15.2 = phi i64 [ %.3224, %B1418 ], [ %.3137, %B1390.preheader ]
  %.3223 = getelementptr i64, ptr %arg.before.4, i64 %p.15.2
  %.3224 = load i64, ptr %.3223, align 8
  %.3234 = icmp sgt i64 %.3224, -1
  br i1 %.3234, label %B1418, label %B1558

B1418:                                            ; preds = %B1390
  %.3271 = getelementptr i64, ptr %arg.lasts.4, i64 %.3224
  %.3272 = load i64, ptr %.3271, align 8
  %.3276.not = icmp slt i64 %.3272, %.385
  br i1 %.3276.not, label %B1454, label %B1390

B1454:                                            ; preds = %B1418, %B1366
  %.3322 = phi i64 [ %.3185, %B1366 ], [ %.3272, %B1418 ]
  %.3326 = sub nsw i64 %.385, %.3322
  %.3328.not = icmp sgt i64 %.3326, %arg.distance
  br i1 %.3328.not, label %B1558, label %B1484

B1484:                                            ; preds = %B1454
  store i64 0, ptr %.3361, align 8
  %.3395 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel7_replayB3v35B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxxxxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3361, ptr nonnull %excinfo.5, i64 %arg.j, i64 %arg.distance, i64 %lo.4.1.i54, i64 %lo.4.1.i18, i64 %lo.4.1.i35, i64 %lo.4.1.i359, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr nonnull %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.by_first.0, ptr %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr nonnull %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.later.0, ptr %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr nonnull %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0)
  %cond60 = icmp eq i32 %.3395, 0
  br i1 %cond60, label %B1484.endif, label %B1484.if.if, !prof !0

B1558:                                            ; preds = %B1390, %B1454, %B1320
  %52 = icmp slt i64 %.3103, 0
  %.3521 = select i1 %52, i64 %arg.after.5.0, i64 0
  %53 = getelementptr i64, ptr %arg.after.4, i64 %.3103
  %.3535 = getelementptr i64, ptr %53, i64 %.3521
  %.3536 = load i64, ptr %.3535, align 8
  %.3547 = icmp sgt i64 %.3536, -1
  br i1 %.3547, label %B1586, label %B1778

B1586:                                            ; preds = %B1558
  %.3585 = getelementptr i64, ptr %arg.firsts.4, i64 %.3536
  %.3586 = load i64, ptr %.3585, align 8
  %.3590.not = icmp sgt i64 %.3586, %.416
  br i1 %.3590.not, label %B1674, label %B1610.preheader

B1610.preheader:                                  ; preds = %B1586
  br label %B1610

B1610:                                            ; preds = %B1610.preheader, %B1638
  %p.17.2 = phi i64 [ %.3625, %B1638 ], [ %.3536, %B1610.preheader ]
  %.3624 = getelementptr i64, ptr %arg.after.4, i64 %p.17.2
  %.3625 = load i64, ptr %.3624, align 8
  %.3635 = icmp sgt i64 %.3625, -1
  br i1 %.3635, label %B1638, label %B1778

B1638:                                            ; preds = %B1610
  %.3672 = getelementptr i64, ptr %arg.firsts.4, i64 %.3625
  %.3673 = load i64, ptr %.3672, align 8
  %.3677.not = icmp sgt i64 %.3673, %.416
  br i1 %.3677.not, label %B1674, label %B1610

B1674:                                            ; preds = %B1638, %B1586
  %.3723 = phi i64 [ %.3586, %B1586 ], [ %.3673, %B1638 ]
  %.3727 = sub nsw i64 %.3723, %.416
  %.3729.not = icmp sgt i64 %.3727, %arg.distance
  br i1 %.3729.not, label %B1778, label %B1704

B1704:                                            ; preds = %B1674
  store i64 0, ptr %.3760, align 8
  %.3794 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel7_replayB3v35B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxxxxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3760, ptr nonnull %excinfo.6, i64 %arg.j, i64 %arg.distance, i64 %lo.4.1.i54, i64 %lo.4.1.i18, i64 %lo.4.1.i35, i64 %lo.4.1.i359, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr nonnull %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.by_first.0, ptr %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr nonnull %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.later.0, ptr %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr nonnull %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0)
  %cond = icmp eq i32 %.3794, 0
  br i1 %cond, label %B1704.endif, label %B1704.if.if, !prof !0

B1778:                                            ; preds = %B1610, %B1674, %B1558
  %exitcond3490.not = icmp eq i64 %n_later.2.1.lcssa.1, %.3049
  br i1 %exitcond3490.not, label %B1780, label %B1320

B1780:                                            ; preds = %B1778, %B1286.1
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %best.3.1, ptr %retptr, align 8
  br label %common.ret

B1818:                                            ; preds = %B1818.preheader, %B1880
  %lsr.iv79 = phi i64 [ %98, %B1818.preheader ], [ %lsr.iv.next80, %B1880 ]
  %n_close.10.03437 = phi i64 [ %n_close.11.1, %B1818.preheader ], [ %n_close.12.1, %B1880 ]
  %.412634333435 = phi i64 [ %k.4.1, %B1818.preheader ], [ %.4133, %B1880 ]
  %.4175 = icmp slt i64 %.412634333435, 0
  %54 = select i1 %.4175, i64 %99, i64 0
  %scevgep81 = getelementptr i8, ptr %arg.by_last.4, i64 %54
  %55 = shl i64 %.412634333435, 3
  %scevgep82 = getelementptr i8, ptr %scevgep81, i64 %55
  %.4191 = load i64, ptr %scevgep82, align 8
  %.4209 = icmp slt i64 %.4191, 0
  %.4210 = select i1 %.4209, i64 %arg.object_of.5.0, i64 0
  %56 = getelementptr i64, ptr %arg.object_of.4, i64 %.4191
  %.4224 = getelementptr i64, ptr %56, i64 %.4210
  %.4225 = load i64, ptr %.4224, align 8
  %.4226 = icmp sgt i64 %.4225, -1
  br i1 %.4226, label %B1860, label %B1880

B1860:                                            ; preds = %B1818
  %.4243 = icmp slt i64 %n_close.10.03437, 0
  %.4244 = select i1 %.4243, i64 %arg.close.5.0, i64 0
  %57 = getelementptr i64, ptr %arg.close.4, i64 %n_close.10.03437
  %.4258 = getelementptr i64, ptr %57, i64 %.4244
  store i64 %.4191, ptr %.4258, align 8
  %.4263 = add nsw i64 %n_close.10.03437, 1
  br label %B1880

B1880:                                            ; preds = %B1860, %B1818
  %n_close.12.1 = phi i64 [ %.4263, %B1860 ], [ %n_close.10.03437, %B1818 ]
  %lsr.iv.next80 = add i64 %lsr.iv79, -1
  %.4133 = add i64 %.412634333435, 1
  %.4120 = icmp samesign ugt i64 %lsr.iv.next80, 1
  br i1 %.4120, label %B1818, label %B1882.endif

B1916:                                            ; preds = %B1916.preheader, %B1978
  %lsr.iv75 = phi i64 [ %101, %B1916.preheader ], [ %lsr.iv.next76, %B1978 ]
  %n_close.13.13446 = phi i64 [ %n_close.10.0.lcssa, %B1916.preheader ], [ %n_close.14.1, %B1978 ]
  %.438534423444 = phi i64 [ %lo.4.1.i35, %B1916.preheader ], [ %.4392, %B1978 ]
  %.4440 = icmp slt i64 %.438534423444, 0
  %58 = select i1 %.4440, i64 %102, i64 0
  %scevgep77 = getelementptr i8, ptr %arg.by_first.4, i64 %58
  %59 = shl i64 %.438534423444, 3
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 %59
  %.4456 = load i64, ptr %scevgep78, align 8
  %.4474 = icmp slt i64 %.4456, 0
  %.4475 = select i1 %.4474, i64 %arg.object_of.5.0, i64 0
  %60 = getelementptr i64, ptr %arg.object_of.4, i64 %.4456
  %.4489 = getelementptr i64, ptr %60, i64 %.4475
  %.4490 = load i64, ptr %.4489, align 8
  %.4491 = icmp sgt i64 %.4490, -1
  br i1 %.4491, label %B1958, label %B1978

B1958:                                            ; preds = %B1916
  %.4508 = icmp slt i64 %n_close.13.13446, 0
  %.4509 = select i1 %.4508, i64 %arg.close.5.0, i64 0
  %61 = getelementptr i64, ptr %arg.close.4, i64 %n_close.13.13446
  %.4523 = getelementptr i64, ptr %61, i64 %.4509
  store i64 %.4456, ptr %.4523, align 8
  %.4528 = add nsw i64 %n_close.13.13446, 1
  br label %B1978

B1978:                                            ; preds = %B1958, %B1916
  %n_close.14.1 = phi i64 [ %.4528, %B1958 ], [ %n_close.13.13446, %B1916 ]
  %lsr.iv.next76 = add i64 %lsr.iv75, -1
  %.4392 = add i64 %.438534423444, 1
  %.4379 = icmp samesign ugt i64 %lsr.iv.next76, 1
  br i1 %.4379, label %B1916, label %B1980.endif

B2014:                                            ; preds = %B2014.preheader, %B2648
  %.468634513453 = phi i64 [ %.4693, %B2648 ], [ 0, %B2014.preheader ]
  %.4693 = add nuw nsw i64 %.468634513453, 1
  %62 = getelementptr i64, ptr %arg.close.4, i64 %.468634513453
  %.4747 = load i64, ptr %62, align 8
  %.4765 = icmp slt i64 %.4747, 0
  %.4766 = select i1 %.4765, i64 %arg.lasts.5.0, i64 0
  %63 = getelementptr i64, ptr %arg.lasts.4, i64 %.4747
  %.4780 = getelementptr i64, ptr %63, i64 %.4766
  %.4781 = load i64, ptr %.4780, align 8
  %.4783 = icmp slt i64 %.4781, %.385
  br i1 %.4783, label %B2056, label %B2298

B2056:                                            ; preds = %B2014
  %64 = icmp slt i64 %.4747, 0
  %.4800 = select i1 %64, i64 %arg.after.5.0, i64 0
  %65 = getelementptr i64, ptr %arg.after.4, i64 %.4747
  %.4814 = getelementptr i64, ptr %65, i64 %.4800
  %.4815 = load i64, ptr %.4814, align 8
  %.4835 = icmp slt i64 %.4815, 0
  %.4836 = select i1 %.4835, i64 %arg.lasts.5.0, i64 0
  %66 = getelementptr i64, ptr %arg.lasts.4, i64 %.4815
  %.4850 = getelementptr i64, ptr %66, i64 %.4836
  %.4851 = load i64, ptr %.4850, align 8
  %.4853 = icmp slt i64 %.4851, %.385
  br i1 %.4853, label %B2096.preheader, label %B2136

B2096.preheader:                                  ; preds = %B2056
  br label %B2096

B2096:                                            ; preds = %B2096.preheader, %B2096
  %p.19.1 = phi i64 [ %.4885, %B2096 ], [ %.4815, %B2096.preheader ]
  %.4869 = icmp slt i64 %p.19.1, 0
  %.4870 = select i1 %.4869, i64 %arg.after.5.0, i64 0
  %67 = getelementptr i64, ptr %arg.after.4, i64 %p.19.1
  %.4884 = getelementptr i64, ptr %67, i64 %.4870
  %.4885 = load i64, ptr %.4884, align 8
  %.4903 = icmp slt i64 %.4885, 0
  %.4904 = select i1 %.4903, i64 %arg.lasts.5.0, i64 0
  %68 = getelementptr i64, ptr %arg.lasts.4, i64 %.4885
  %.4918 = getelementptr i64, ptr %68, i64 %.4904
  %.4919 = load i64, ptr %.4918, align 8
  %.4921 = icmp slt i64 %.4919, %.385
  br i1 %.4921, label %B2096, label %B2136

B2136:                                            ; preds = %B2096, %B2056
  %p.20.2 = phi i64 [ %.4815, %B2056 ], [ %.4885, %B2096 ]
  %.4939 = icmp slt i64 %p.20.2, 0
  %.4940 = select i1 %.4939, i64 %arg.placed_at.5.0, i64 0
  %69 = getelementptr i64, ptr %arg.placed_at.4, i64 %p.20.2
  %.4954 = getelementptr i64, ptr %69, i64 %.4940
  %.4955 = load i64, ptr %.4954, align 8
  %.4978 = select i1 %.4939, i64 %arg.after.5.0, i64 0
  %70 = getelementptr i64, ptr %arg.after.4, i64 %p.20.2
  %.4992 = getelementptr i64, ptr %70, i64 %.4978
  %.4993 = load i64, ptr %.4992, align 8
  %.5000 = icmp sgt i64 %.4993, -1
  br i1 %.5000, label %B2180, label %B2538

B2180:                                            ; preds = %B2136
  %.5044 = getelementptr i64, ptr %arg.firsts.4, i64 %.4993
  %.5045 = load i64, ptr %.5044, align 8
  %.5049.not = icmp sgt i64 %.5045, %.416
  br i1 %.5049.not, label %B2538, label %B2204.preheader

B2204.preheader:                                  ; preds = %B2180
  br label %B2204

B2204:                                            ; preds = %B2204.preheader, %B2272
  %p.21.2 = phi i64 [ %.5163, %B2272 ], [ %.4993, %B2204.preheader ]
  %ruled_out.4.2 = phi i64 [ %spec.select3416, %B2272 ], [ %.4955, %B2204.preheader ]
  %.5089 = getelementptr i64, ptr %arg.placed_at.4, i64 %p.21.2
  %.5090 = load i64, ptr %.5089, align 8
  %spec.select3416 = tail call i64 @llvm.smin.i64(i64 %.5090, i64 %ruled_out.4.2)
  %.5162 = getelementptr i64, ptr %arg.after.4, i64 %p.21.2
  %.5163 = load i64, ptr %.5162, align 8
  %.5170 = icmp sgt i64 %.5163, -1
  br i1 %.5170, label %B2272, label %B2538

B2272:                                            ; preds = %B2204
  %.5212 = getelementptr i64, ptr %arg.firsts.4, i64 %.5163
  %.5213 = load i64, ptr %.5212, align 8
  %.5217.not = icmp sgt i64 %.5213, %.416
  br i1 %.5217.not, label %B2538, label %B2204

B2298:                                            ; preds = %B2014
  %71 = icmp slt i64 %.4747, 0
  %.5258 = select i1 %71, i64 %arg.before.5.0, i64 0
  %72 = getelementptr i64, ptr %arg.before.4, i64 %.4747
  %.5272 = getelementptr i64, ptr %72, i64 %.5258
  %.5273 = load i64, ptr %.5272, align 8
  %.5293 = icmp slt i64 %.5273, 0
  %.5294 = select i1 %.5293, i64 %arg.firsts.5.0, i64 0
  %73 = getelementptr i64, ptr %arg.firsts.4, i64 %.5273
  %.5308 = getelementptr i64, ptr %73, i64 %.5294
  %.5309 = load i64, ptr %.5308, align 8
  %.5311 = icmp sgt i64 %.5309, %.416
  br i1 %.5311, label %B2338.preheader, label %B2378

B2338.preheader:                                  ; preds = %B2298
  br label %B2338

B2338:                                            ; preds = %B2338.preheader, %B2338
  %p.22.2 = phi i64 [ %.5343, %B2338 ], [ %.5273, %B2338.preheader ]
  %.5327 = icmp slt i64 %p.22.2, 0
  %.5328 = select i1 %.5327, i64 %arg.before.5.0, i64 0
  %74 = getelementptr i64, ptr %arg.before.4, i64 %p.22.2
  %.5342 = getelementptr i64, ptr %74, i64 %.5328
  %.5343 = load i64, ptr %.5342, align 8
  %.5361 = icmp slt i64 %.5343, 0
  %.5362 = select i1 %.5361, i64 %arg.firsts.5.0, i64 0
  %75 = getelementptr i64, ptr %arg.firsts.4, i64 %.5343
  %.5376 = getelementptr i64, ptr %75, i64 %.5362
  %.5377 = load i64, ptr %.5376, align 8
  %.5379 = icmp sgt i64 %.5377, %.416
  br i1 %.5379, label %B2338, label %B2378

B2378:                                            ; preds = %B2338, %B2298
  %p.23.3 = phi i64 [ %.5273, %B2298 ], [ %.5343, %B2338 ]
  %.5397 = icmp slt i64 %p.23.3, 0
  %.5398 = select i1 %.5397, i64 %arg.placed_at.5.0, i64 0
  %76 = getelementptr i64, ptr %arg.placed_at.4, i64 %p.23.3
  %.5412 = getelementptr i64, ptr %76, i64 %.5398
  %.5413 = load i64, ptr %.5412, align 8
  %.5435 = select i1 %.5397, i64 %arg.before.5.0, i64 0
  %77 = getelementptr i64, ptr %arg.before.4, i64 %p.23.3
  %.5449 = getelementptr i64, ptr %77, i64 %.5435
  %.5450 = load i64, ptr %.5449, align 8
  %.5457 = icmp sgt i64 %.5450, -1
  br i1 %.5457, label %B2422, label %B2538

B2422:                                            ; preds = %B2378
  %.5501 = getelementptr i64, ptr %arg.lasts.4, i64 %.5450
  %.5502 = load i64, ptr %.5501, align 8
  %.5506.not = icmp slt i64 %.5502, %.385
  br i1 %.5506.not, label %B2538, label %B2446.preheader

B2446.preheader:                                  ; preds = %B2422
  br label %B2446

B2446:                                            ; preds = %B2446.preheader, %B2514
  %p.24.2 = phi i64 [ %.5620, %B2514 ], [ %.5450, %B2446.preheader ]
  %ruled_out.6.2 = phi i64 [ %spec.select3417, %B2514 ], [ %.5413, %B2446.preheader ]
  %.5546 = getelementptr i64, ptr %arg.placed_at.4, i64 %p.24.2
  %.5547 = load i64, ptr %.5546, align 8
  %spec.select3417 = tail call i64 @llvm.smin.i64(i64 %.5547, i64 %ruled_out.6.2)
  %.5619 = getelementptr i64, ptr %arg.before.4, i64 %p.24.2
  %.5620 = load i64, ptr %.5619, align 8
  %.5627 = icmp sgt i64 %.5620, -1
  br i1 %.5627, label %B2514, label %B2538

B2514:                                            ; preds = %B2446
  %.5669 = getelementptr i64, ptr %arg.lasts.4, i64 %.5620
  %.5670 = load i64, ptr %.5669, align 8
  %.5674.not = icmp slt i64 %.5670, %.385
  br i1 %.5674.not, label %B2538, label %B2446

B2538:                                            ; preds = %B2514, %B2446, %B2272, %B2204, %B2422, %B2378, %B2180, %B2136
  %ruled_out.8.1 = phi i64 [ %.5413, %B2378 ], [ %.4955, %B2136 ], [ %spec.select3416, %B2272 ], [ %.5413, %B2422 ], [ %.4955, %B2180 ], [ %spec.select3416, %B2204 ], [ %spec.select3417, %B2446 ], [ %spec.select3417, %B2514 ]
  %.5695 = icmp slt i64 %earliest.10.1, %ruled_out.8.1
  br i1 %.5695, label %B2550, label %B2648

B2550:                                            ; preds = %B2538
  %78 = icmp slt i64 %.4747, 0
  %.5712 = select i1 %78, i64 %arg.placed_at.5.0, i64 0
  %79 = getelementptr i64, ptr %arg.placed_at.4, i64 %.4747
  %.5726 = getelementptr i64, ptr %79, i64 %.5712
  %.5727 = load i64, ptr %.5726, align 8
  %.5731 = icmp sgt i64 %ruled_out.8.1, %.5727
  br i1 %.5731, label %B2574, label %B2648

B2574:                                            ; preds = %B2550
  tail call void @NRT_decref(ptr %arg.close.0)
  store i64 0, ptr %.5771, align 8
  %.5805 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel7_replayB3v35B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxxxxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.5771, ptr nonnull %excinfo.7, i64 %arg.j, i64 %arg.distance, i64 %lo.4.1.i54, i64 %ends_to.2.0, i64 %starts_from.2.0, i64 %lo.4.1.i359, ptr %arg.firsts.0, ptr %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.by_first.0, ptr %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr nonnull %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.after.0, ptr %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.later.0, ptr %arg.later.1, i64 %arg.later.2, i64 %arg.later.3, ptr %arg.later.4, i64 %arg.later.5.0, i64 %arg.later.6.0, ptr %arg.event_round.0, ptr %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr %arg.state.0, ptr %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr nonnull %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0)
  %cond61 = icmp eq i32 %.5805, 0
  br i1 %cond61, label %B2574.endif, label %B2574.if.if, !prof !0

B2648:                                            ; preds = %B2550, %B2538
  %exitcond.not = icmp eq i64 %n_close.15.0, %.4693
  br i1 %exitcond.not, label %B2652, label %B2014

B2652:                                            ; preds = %B2648, %B1980.endif
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.close.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %best.3.1, ptr %retptr, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B16.i
  %.508 = icmp slt i64 %spec.select52.i.fr, 0
  %spec.select62 = select i1 %.508, i64 %arg.sorted_lasts.5.0, i64 0
  br label %B0.endif.thread

B0.endif.thread:                                  ; preds = %B0.endif, %B0
  %lo.4.1.i54 = phi i64 [ 0, %B0 ], [ %spec.select52.i.fr, %B0.endif ]
  %80 = phi i64 [ 0, %B0 ], [ %spec.select62, %B0.endif ]
  %81 = getelementptr i64, ptr %arg.sorted_lasts.4, i64 %lo.4.1.i54
  %.523 = getelementptr i64, ptr %81, i64 %80
  %.524 = load i64, ptr %.523, align 8
  %.526 = icmp eq i64 %.524, %.425
  br i1 %.526, label %B132.preheader, label %B332

B132.preheader:                                   ; preds = %B0.endif.thread
  %82 = shl i64 %arg.by_last.5.0, 3
  %83 = shl i64 %arg.sorted_lasts.5.0, 3
  %scevgep16 = getelementptr i8, ptr %arg.sorted_lasts.4, i64 8
  br label %B132

B332.endif:                                       ; preds = %B16.i4
  %.1054.inv = icmp sgt i64 %spec.select.i14.fr, 0
  %spec.select63 = select i1 %.1054.inv, i64 0, i64 %arg.sorted_firsts.5.0
  br label %B332.endif.thread

B332.endif.thread:                                ; preds = %B332.endif, %B332
  %lo.4.1.i359 = phi i64 [ 0, %B332 ], [ %spec.select.i14.fr, %B332.endif ]
  %84 = phi i64 [ %arg.sorted_firsts.5.0, %B332 ], [ %spec.select63, %B332.endif ]
  %85 = getelementptr i64, ptr %arg.sorted_firsts.4, i64 %lo.4.1.i359
  %86 = getelementptr i8, ptr %85, i64 -8
  %.1069 = getelementptr i64, ptr %86, i64 %84
  %.1070 = load i64, ptr %.1069, align 8
  %.1072 = icmp eq i64 %.1070, %.428
  br i1 %.1072, label %B406.preheader, label %B612

B406.preheader:                                   ; preds = %B332.endif.thread
  %87 = shl i64 %arg.by_first.5.0, 3
  %88 = shl i64 %arg.sorted_firsts.5.0, 3
  %scevgep10 = getelementptr i8, ptr %arg.sorted_firsts.4, i64 -16
  %scevgep13 = getelementptr i8, ptr %arg.by_first.4, i64 -8
  br label %B406

B660.endif:                                       ; preds = %B612
  %.1563 = add nsw i64 %earliest.10.1, 1
  %.1603 = sub i64 %.1547, %.1563
  %.16503428.not = icmp slt i64 %.1603, 1
  br i1 %.16503428.not, label %B702.endif, label %B704.preheader

B704.preheader:                                   ; preds = %B660.endif
  %89 = shl i64 %arg.placed.5.0, 3
  br label %B704

B702.endif:                                       ; preds = %B778, %B660.endif
  tail call void @NRT_decref(ptr %arg.placed.0)
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.sorted_lasts.0)
  tail call void @NRT_decref(ptr %arg.sorted_firsts.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.members.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.live_to.0)
  tail call void @NRT_decref(ptr %arg.live_from.0)
  tail call void @NRT_decref(ptr %arg.later_to.0)
  tail call void @NRT_decref(ptr %arg.later_from.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.close.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %best.3.1, ptr %retptr, align 8
  br label %common.ret

B810.endif:                                       ; preds = %B16.i19, %B810
  %lo.4.1.i18 = phi i64 [ %k.4.1, %B810 ], [ %spec.select52.i31, %B16.i19 ]
  tail call void @NRT_decref(ptr %arg.sorted_lasts.0)
  %.32.i34 = icmp sgt i64 %k.1.9.1, 0
  br i1 %.32.i34, label %B16.i36.preheader, label %B810.endif.endif

B16.i36.preheader:                                ; preds = %B810.endif
  br label %B16.i36

B16.i36:                                          ; preds = %B16.i36.preheader, %B16.i36
  %lo.2.0.i37 = phi i64 [ %spec.select.i47, %B16.i36 ], [ 0, %B16.i36.preheader ]
  %hi.2.0.i38 = phi i64 [ %spec.select52.i48, %B16.i36 ], [ %k.1.9.1, %B16.i36.preheader ]
  %.41.i39 = add nuw nsw i64 %hi.2.0.i38, %lo.2.0.i37
  %.42.i40 = lshr i64 %.41.i39, 1
  %90 = getelementptr i64, ptr %arg.sorted_firsts.4, i64 %.42.i40
  %.76.i44 = load i64, ptr %90, align 8, !noalias !115
  %.78.i45 = icmp slt i64 %.416, %.76.i44
  %.103.i46 = add nuw nsw i64 %.42.i40, 1
  %spec.select.i47 = select i1 %.78.i45, i64 %lo.2.0.i37, i64 %.103.i46
  %spec.select52.i48 = select i1 %.78.i45, i64 %.42.i40, i64 %hi.2.0.i38
  %.120.i49 = icmp slt i64 %spec.select.i47, %spec.select52.i48
  br i1 %.120.i49, label %B16.i36, label %B810.endif.endif

B810.endif.endif:                                 ; preds = %B16.i36, %B810.endif
  %lo.4.1.i35 = phi i64 [ 0, %B810.endif ], [ %spec.select.i47, %B16.i36 ]
  tail call void @NRT_decref(ptr %arg.sorted_firsts.0)
  %.2074 = sub i64 %lo.4.1.i18, %k.4.1
  %.2076 = add nsw i64 %.2074, %k.1.9.1
  %.2078 = sub i64 %.2076, %lo.4.1.i35
  %.2080 = icmp sgt i64 %.2078, %arg.close_records
  br i1 %.2080, label %B914.endif.endif, label %B1784.endif

B914.endif.endif:                                 ; preds = %B810.endif.endif
  %91 = icmp slt i64 %arg.j, 0
  tail call void @NRT_decref(ptr %arg.close.0)
  %.2123 = getelementptr i8, ptr %arg.state.4, i64 24
  %.2124 = load i64, ptr %.2123, align 8
  %.2125 = add nsw i64 %.2124, 1
  store i64 %.2125, ptr %.2123, align 8
  %.2330 = select i1 %91, i64 %arg.live_from.5.0, i64 0
  %92 = getelementptr i64, ptr %arg.live_from.4, i64 %arg.j
  %.2344 = getelementptr i64, ptr %92, i64 %.2330
  %.2361 = select i1 %91, i64 %arg.live_to.5.0, i64 0
  %93 = getelementptr i64, ptr %arg.live_to.4, i64 %arg.j
  %.2375 = getelementptr i64, ptr %93, i64 %.2361
  %94 = getelementptr i64, ptr %arg.later_from.4, i64 %arg.j
  %95 = getelementptr i64, ptr %arg.later_to.4, i64 %arg.j
  %"$phi1094.1.2.sroa.0.1" = load i64, ptr %.2344, align 8
  %"$phi1094.1.2.sroa.8.1" = load i64, ptr %.2375, align 8
  %.2527 = sub i64 %"$phi1094.1.2.sroa.8.1", %"$phi1094.1.2.sroa.0.1"
  %.25703459.not = icmp slt i64 %.2527, 1
  br i1 %.25703459.not, label %B1286, label %B1136.us.preheader

B1136.us.preheader:                               ; preds = %B914.endif.endif
  %96 = add nuw i64 %.2527, 1
  %97 = shl i64 %arg.members.5.0, 3
  br label %B1136.us

B1484.endif:                                      ; preds = %B1484
  %.3405 = load i64, ptr %.3361, align 8
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %.3405, ptr %retptr, align 8
  br label %common.ret

B1484.if.if:                                      ; preds = %B1484
  %.3403 = icmp sgt i32 %.3395, 0
  %.3396 = load ptr, ptr %excinfo.5, align 8
  %.3404 = select i1 %.3403, ptr %.3396, ptr undef
  store ptr %.3404, ptr %excinfo, align 8
  br label %common.ret

B1704.endif:                                      ; preds = %B1704
  %.3804 = load i64, ptr %.3760, align 8
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %.3804, ptr %retptr, align 8
  br label %common.ret

B1704.if.if:                                      ; preds = %B1704
  %.3802 = icmp sgt i32 %.3794, 0
  %.3795 = load ptr, ptr %excinfo.6, align 8
  %.3803 = select i1 %.3802, ptr %.3795, ptr undef
  store ptr %.3803, ptr %excinfo, align 8
  br label %common.ret

B1784.endif:                                      ; preds = %B810.endif.endif
  tail call void @NRT_decref(ptr %arg.members.0)
  tail call void @NRT_decref(ptr %arg.live_to.0)
  tail call void @NRT_decref(ptr %arg.live_from.0)
  tail call void @NRT_decref(ptr %arg.later_to.0)
  tail call void @NRT_decref(ptr %arg.later_from.0)
  %.41203434.not = icmp slt i64 %.2074, 1
  br i1 %.41203434.not, label %B1882.endif, label %B1818.preheader

B1818.preheader:                                  ; preds = %B1784.endif
  %98 = add nuw i64 %.2074, 1
  %99 = shl i64 %arg.by_last.5.0, 3
  br label %B1818

B1882.endif:                                      ; preds = %B1880, %B1784.endif
  %n_close.10.0.lcssa = phi i64 [ %n_close.11.1, %B1784.endif ], [ %n_close.12.1, %B1880 ]
  %.4327 = sub i64 %k.1.9.1, %lo.4.1.i35
  %.43793443.not = icmp slt i64 %.4327, 1
  br i1 %.43793443.not, label %B1980.endif, label %B1916.preheader

B1916.preheader:                                  ; preds = %B1882.endif
  %100 = add i64 %k.1.9.1, 1
  %101 = sub i64 %100, %lo.4.1.i35
  %102 = shl i64 %arg.by_first.5.0, 3
  br label %B1916

B1980.endif:                                      ; preds = %B1978, %B1882.endif, %B788
  %sorted_firsts.sroa.0.0 = phi ptr [ %arg.sorted_firsts.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %sorted_lasts.sroa.0.0 = phi ptr [ %arg.sorted_lasts.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %members.sroa.0.0 = phi ptr [ %arg.members.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %live_from.sroa.0.0 = phi ptr [ %arg.live_from.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %live_to.sroa.0.0 = phi ptr [ %arg.live_to.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %later_from.sroa.0.0 = phi ptr [ %arg.later_from.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %later_to.sroa.0.0 = phi ptr [ %arg.later_to.0, %B788 ], [ null, %B1882.endif ], [ null, %B1978 ]
  %n_close.15.0 = phi i64 [ %n_close.11.1, %B788 ], [ %n_close.10.0.lcssa, %B1882.endif ], [ %n_close.14.1, %B1978 ]
  %starts_from.2.0 = phi i64 [ %k.1.9.1, %B788 ], [ %lo.4.1.i35, %B1882.endif ], [ %lo.4.1.i35, %B1978 ]
  %ends_to.2.0 = phi i64 [ %k.4.1, %B788 ], [ %lo.4.1.i18, %B1882.endif ], [ %lo.4.1.i18, %B1978 ]
  tail call void @NRT_decref(ptr %sorted_lasts.sroa.0.0)
  tail call void @NRT_decref(ptr %sorted_firsts.sroa.0.0)
  tail call void @NRT_decref(ptr %members.sroa.0.0)
  tail call void @NRT_decref(ptr %live_to.sroa.0.0)
  tail call void @NRT_decref(ptr %live_from.sroa.0.0)
  tail call void @NRT_decref(ptr %later_to.sroa.0.0)
  tail call void @NRT_decref(ptr %later_from.sroa.0.0)
  %.46803452.not = icmp slt i64 %n_close.15.0, 1
  br i1 %.46803452.not, label %B2652, label %B2014.preheader

B2014.preheader:                                  ; preds = %B1980.endif
  br label %B2014

B2574.endif:                                      ; preds = %B2574
  %.5815 = load i64, ptr %.5771, align 8
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.state.0)
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.later.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  store i64 %.5815, ptr %retptr, align 8
  br label %common.ret

B2574.if.if:                                      ; preds = %B2574
  %.5813 = icmp sgt i32 %.5805, 0
  %.5806 = load ptr, ptr %excinfo.7, align 8
  %.5814 = select i1 %.5813, ptr %.5806, ptr undef
  store ptr %.5814, ptr %excinfo, align 8
  br label %common.ret
}

define linkonce_odr noundef i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel6_placeB3v39B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.i, i64 %arg.neighbour, i64 %arg.n, ptr %arg.sizes.0, ptr readnone captures(none) %arg.sizes.1, i64 %arg.sizes.2, i64 %arg.sizes.3, ptr readonly captures(none) %arg.sizes.4, i64 %arg.sizes.5.0, i64 %arg.sizes.6.0, ptr %arg.firsts.0, ptr readnone captures(none) %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr readonly captures(none) %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr readnone captures(none) %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr readonly captures(none) %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.object_of.0, ptr readnone captures(none) %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr captures(none) %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr %arg.placed_at.0, ptr readnone captures(none) %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr writeonly captures(none) %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr %arg.placed.0, ptr readnone captures(none) %arg.placed.1, i64 %arg.placed.2, i64 %arg.placed.3, ptr writeonly captures(none) %arg.placed.4, i64 %arg.placed.5.0, i64 %arg.placed.6.0, ptr %arg.after.0, ptr readnone captures(none) %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr captures(none) %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr %arg.before.0, ptr readnone captures(none) %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr captures(none) %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.changed.0, ptr readnone captures(none) %arg.changed.1, i64 %arg.changed.2, i64 %arg.changed.3, ptr captures(none) %arg.changed.4, i64 %arg.changed.5.0, i64 %arg.changed.6.0, ptr %arg.heads.0, ptr readnone captures(none) %arg.heads.1, i64 %arg.heads.2, i64 %arg.heads.3, ptr writeonly captures(none) %arg.heads.4, i64 %arg.heads.5.0, i64 %arg.heads.6.0, ptr %arg.object_sizes.0, ptr readnone captures(none) %arg.object_sizes.1, i64 %arg.object_sizes.2, i64 %arg.object_sizes.3, ptr captures(none) %arg.object_sizes.4, i64 %arg.object_sizes.5.0, i64 %arg.object_sizes.6.0, ptr %arg.touched.0, ptr readnone captures(none) %arg.touched.1, i64 %arg.touched.2, i64 %arg.touched.3, ptr writeonly captures(none) %arg.touched.4, i64 %arg.touched.5.0, i64 %arg.touched.6.0, ptr %arg.state.0, ptr readnone captures(none) %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr captures(none) %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.sizes.0)
  tail call void @NRT_incref(ptr %arg.firsts.0)
  tail call void @NRT_incref(ptr %arg.lasts.0)
  tail call void @NRT_incref(ptr %arg.object_of.0)
  tail call void @NRT_incref(ptr %arg.placed_at.0)
  tail call void @NRT_incref(ptr %arg.placed.0)
  tail call void @NRT_incref(ptr %arg.after.0)
  tail call void @NRT_incref(ptr %arg.before.0)
  tail call void @NRT_incref(ptr %arg.changed.0)
  tail call void @NRT_incref(ptr %arg.heads.0)
  tail call void @NRT_incref(ptr %arg.object_sizes.0)
  tail call void @NRT_incref(ptr %arg.touched.0)
  tail call void @NRT_incref(ptr %arg.state.0)
  %.224 = load i64, ptr %arg.state.4, align 8
  %.253 = getelementptr i8, ptr %arg.state.4, i64 16
  %.254 = load i64, ptr %.253, align 8
  %.262 = icmp slt i64 %arg.neighbour, 0
  br i1 %.262, label %B68, label %B180

B68:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.changed.0)
  tail call void @NRT_decref(ptr %arg.before.0)
  tail call void @NRT_decref(ptr %arg.after.0)
  %.319 = getelementptr i8, ptr %arg.state.4, i64 8
  %.320 = load i64, ptr %.319, align 8
  %.324 = add nsw i64 %.320, 1
  store i64 %.324, ptr %.319, align 8
  %.369 = icmp slt i64 %arg.i, 0
  %.370 = select i1 %.369, i64 %arg.sizes.5.0, i64 0
  %0 = getelementptr i64, ptr %arg.sizes.4, i64 %arg.i
  %.384 = getelementptr i64, ptr %0, i64 %.370
  %.385 = load i64, ptr %.384, align 8
  tail call void @NRT_decref(ptr %arg.sizes.0)
  %.404 = icmp slt i64 %.320, 0
  %.405 = select i1 %.404, i64 %arg.object_sizes.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.object_sizes.4, i64 %.320
  %.419 = getelementptr i64, ptr %1, i64 %.405
  store i64 %.385, ptr %.419, align 8
  tail call void @NRT_decref(ptr %arg.object_sizes.0)
  %.441 = select i1 %.404, i64 %arg.heads.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.heads.4, i64 %.320
  %.455 = getelementptr i64, ptr %2, i64 %.441
  store i64 %arg.i, ptr %.455, align 8
  tail call void @NRT_decref(ptr %arg.heads.0)
  %.463 = add nsw i64 %.320, %arg.n
  %.480 = icmp slt i64 %.254, 0
  %.481 = select i1 %.480, i64 %arg.touched.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.touched.4, i64 %.254
  %.495 = getelementptr i64, ptr %3, i64 %.481
  store i64 %.463, ptr %.495, align 8
  %.498 = add nsw i64 %.254, 1
  br label %B526

B180:                                             ; preds = %B0
  %.534 = getelementptr i64, ptr %arg.object_of.4, i64 %arg.neighbour
  %.535 = load i64, ptr %.534, align 8
  %.553 = icmp slt i64 %arg.i, 0
  %.554 = select i1 %.553, i64 %arg.sizes.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.sizes.4, i64 %arg.i
  %.568 = getelementptr i64, ptr %4, i64 %.554
  %.569 = load i64, ptr %.568, align 8
  %.584 = icmp slt i64 %.535, 0
  %.585 = select i1 %.584, i64 %arg.object_sizes.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.object_sizes.4, i64 %.535
  %.599 = getelementptr i64, ptr %5, i64 %.585
  %.600 = load i64, ptr %.599, align 8
  %.601 = icmp sgt i64 %.569, %.600
  br i1 %.601, label %B232, label %B254

B232:                                             ; preds = %B180
  tail call void @NRT_decref(ptr %arg.sizes.0)
  %sunkaddr = shl i64 %.585, 3
  %sunkaddr1 = getelementptr inbounds i8, ptr %5, i64 %sunkaddr
  store i64 %.569, ptr %sunkaddr1, align 8
  tail call void @NRT_decref(ptr %arg.object_sizes.0)
  br label %B254

B254:                                             ; preds = %B232, %B180
  %sizes.sroa.0.0 = phi ptr [ null, %B232 ], [ %arg.sizes.0, %B180 ]
  %object_sizes.sroa.0.0 = phi ptr [ null, %B232 ], [ %arg.object_sizes.0, %B180 ]
  %6 = icmp slt i64 %arg.i, 0
  tail call void @NRT_decref(ptr %sizes.sroa.0.0)
  tail call void @NRT_decref(ptr %object_sizes.sroa.0.0)
  %.715 = getelementptr i64, ptr %arg.lasts.4, i64 %arg.neighbour
  %.716 = load i64, ptr %.715, align 8
  tail call void @NRT_decref(ptr %arg.lasts.0)
  %.737 = select i1 %6, i64 %arg.firsts.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.firsts.4, i64 %arg.i
  %.751 = getelementptr i64, ptr %7, i64 %.737
  %.752 = load i64, ptr %.751, align 8
  tail call void @NRT_decref(ptr %arg.firsts.0)
  %.758 = icmp slt i64 %.716, %.752
  br i1 %.758, label %B332.thread, label %B332

B332.thread:                                      ; preds = %B254
  %.789 = getelementptr i64, ptr %arg.after.4, i64 %arg.neighbour
  %.790 = load i64, ptr %.789, align 8
  br label %B440

B332:                                             ; preds = %B254
  %.830 = getelementptr i64, ptr %arg.before.4, i64 %arg.neighbour
  %.831 = load i64, ptr %.830, align 8
  %.841 = icmp sgt i64 %.831, -1
  br i1 %.841, label %B440, label %B440.thread

B440.thread:                                      ; preds = %B332
  %8 = icmp slt i64 %.535, 0
  %.1030 = select i1 %8, i64 %arg.heads.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.heads.4, i64 %.535
  %.1044 = getelementptr i64, ptr %9, i64 %.1030
  store i64 %arg.i, ptr %.1044, align 8
  tail call void @NRT_decref(ptr %arg.heads.0)
  %.1053 = add nsw i64 %.535, %arg.n
  %.1070 = icmp slt i64 %.254, 0
  %.1071 = select i1 %.1070, i64 %arg.touched.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.touched.4, i64 %.254
  %.1085 = getelementptr i64, ptr %10, i64 %.1071
  store i64 %.1053, ptr %.1085, align 8
  %.1092769 = add nsw i64 %.254, 1
  br label %B462

B440:                                             ; preds = %B332, %B332.thread
  %previous.2.0767 = phi i64 [ %arg.neighbour, %B332.thread ], [ %.831, %B332 ]
  %following.2.1766 = phi i64 [ %.790, %B332.thread ], [ %arg.neighbour, %B332 ]
  %11 = icmp slt i64 %arg.i, 0
  tail call void @NRT_decref(ptr %arg.heads.0)
  %.880 = getelementptr i64, ptr %arg.after.4, i64 %previous.2.0767
  store i64 %arg.i, ptr %.880, align 8
  %.898 = select i1 %11, i64 %arg.before.5.0, i64 0
  %12 = getelementptr i64, ptr %arg.before.4, i64 %arg.i
  %.912 = getelementptr i64, ptr %12, i64 %.898
  store i64 %previous.2.0767, ptr %.912, align 8
  %.944.idx = shl i64 %previous.2.0767, 4
  %.944 = getelementptr i8, ptr %arg.changed.4, i64 %.944.idx
  %.945 = load i64, ptr %.944, align 8
  %.946 = add nsw i64 %.945, 1
  store i64 %.946, ptr %.944, align 8
  %.992 = icmp slt i64 %.254, 0
  %.993 = select i1 %.992, i64 %arg.touched.5.0, i64 0
  %13 = getelementptr i64, ptr %arg.touched.4, i64 %.254
  %.1007 = getelementptr i64, ptr %13, i64 %.993
  store i64 %previous.2.0767, ptr %.1007, align 8
  %.1092 = add nsw i64 %.254, 1
  %.1102 = icmp sgt i64 %following.2.1766, -1
  br i1 %.1102, label %B462, label %B526

B462:                                             ; preds = %B440, %B440.thread
  %.1092772 = phi i64 [ %.1092769, %B440.thread ], [ %.1092, %B440 ]
  %following.2.1765771 = phi i64 [ %arg.neighbour, %B440.thread ], [ %following.2.1766, %B440 ]
  %14 = icmp slt i64 %arg.i, 0
  %.1130 = select i1 %14, i64 %arg.after.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.after.4, i64 %arg.i
  %.1144 = getelementptr i64, ptr %15, i64 %.1130
  store i64 %following.2.1765771, ptr %.1144, align 8
  tail call void @NRT_decref(ptr %arg.after.0)
  %.1181 = getelementptr i64, ptr %arg.before.4, i64 %following.2.1765771
  store i64 %arg.i, ptr %.1181, align 8
  tail call void @NRT_decref(ptr %arg.before.0)
  %.idx = shl i64 %following.2.1765771, 4
  %16 = getelementptr i8, ptr %arg.changed.4, i64 %.idx
  %.1221 = getelementptr i8, ptr %16, i64 8
  %.1222 = load i64, ptr %.1221, align 8
  %.1223 = add nsw i64 %.1222, 1
  store i64 %.1223, ptr %.1221, align 8
  tail call void @NRT_decref(ptr %arg.changed.0)
  br label %B526

B526:                                             ; preds = %B462, %B440, %B68
  %after.sroa.0.0 = phi ptr [ null, %B68 ], [ null, %B462 ], [ %arg.after.0, %B440 ]
  %before.sroa.0.0 = phi ptr [ null, %B68 ], [ null, %B462 ], [ %arg.before.0, %B440 ]
  %changed.sroa.0.0 = phi ptr [ null, %B68 ], [ null, %B462 ], [ %arg.changed.0, %B440 ]
  %obj.2.0 = phi i64 [ %.320, %B68 ], [ %.535, %B462 ], [ %.535, %B440 ]
  %t.3.0 = phi i64 [ %.498, %B68 ], [ %.1092772, %B462 ], [ %.1092, %B440 ]
  tail call void @NRT_decref(ptr %changed.sroa.0.0)
  tail call void @NRT_decref(ptr %before.sroa.0.0)
  tail call void @NRT_decref(ptr %after.sroa.0.0)
  %.1296 = icmp slt i64 %t.3.0, 0
  %.1297 = select i1 %.1296, i64 %arg.touched.5.0, i64 0
  %17 = getelementptr i64, ptr %arg.touched.4, i64 %t.3.0
  %.1311 = getelementptr i64, ptr %17, i64 %.1297
  store i64 %arg.i, ptr %.1311, align 8
  tail call void @NRT_decref(ptr %arg.touched.0)
  %.1319 = add nsw i64 %t.3.0, 1
  %sunkaddr2 = getelementptr i8, ptr %arg.state.4, i64 16
  store i64 %.1319, ptr %sunkaddr2, align 8
  %.1367 = icmp slt i64 %arg.i, 0
  %.1368 = select i1 %.1367, i64 %arg.object_of.5.0, i64 0
  %18 = getelementptr i64, ptr %arg.object_of.4, i64 %arg.i
  %.1382 = getelementptr i64, ptr %18, i64 %.1368
  store i64 %obj.2.0, ptr %.1382, align 8
  tail call void @NRT_decref(ptr %arg.object_of.0)
  %.1407 = select i1 %.1367, i64 %arg.placed_at.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.placed_at.4, i64 %arg.i
  %.1421 = getelementptr i64, ptr %19, i64 %.1407
  store i64 %.224, ptr %.1421, align 8
  tail call void @NRT_decref(ptr %arg.placed_at.0)
  %.1443 = icmp slt i64 %.224, 0
  %.1444 = select i1 %.1443, i64 %arg.placed.5.0, i64 0
  %20 = getelementptr i64, ptr %arg.placed.4, i64 %.224
  %.1458 = getelementptr i64, ptr %20, i64 %.1444
  store i64 %arg.i, ptr %.1458, align 8
  tail call void @NRT_decref(ptr %arg.placed.0)
  %.1468 = add nsw i64 %.224, 1
  store i64 %.1468, ptr %arg.state.4, align 8
  tail call void @NRT_decref(ptr %arg.state.0)
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

define linkonce_odr range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel7_replayB3v35B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dExxxxxx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.j, i64 %arg.distance, i64 %arg.ends_from, i64 %arg.ends_to, i64 %arg.starts_from, i64 %arg.starts_to, ptr %arg.firsts.0, ptr readnone captures(none) %arg.firsts.1, i64 %arg.firsts.2, i64 %arg.firsts.3, ptr readonly captures(none) %arg.firsts.4, i64 %arg.firsts.5.0, i64 %arg.firsts.6.0, ptr %arg.lasts.0, ptr readnone captures(none) %arg.lasts.1, i64 %arg.lasts.2, i64 %arg.lasts.3, ptr readonly captures(none) %arg.lasts.4, i64 %arg.lasts.5.0, i64 %arg.lasts.6.0, ptr %arg.by_first.0, ptr readnone captures(none) %arg.by_first.1, i64 %arg.by_first.2, i64 %arg.by_first.3, ptr readonly captures(none) %arg.by_first.4, i64 %arg.by_first.5.0, i64 %arg.by_first.6.0, ptr %arg.by_last.0, ptr readnone captures(none) %arg.by_last.1, i64 %arg.by_last.2, i64 %arg.by_last.3, ptr readonly captures(none) %arg.by_last.4, i64 %arg.by_last.5.0, i64 %arg.by_last.6.0, ptr %arg.object_of.0, ptr readnone captures(none) %arg.object_of.1, i64 %arg.object_of.2, i64 %arg.object_of.3, ptr readonly captures(none) %arg.object_of.4, i64 %arg.object_of.5.0, i64 %arg.object_of.6.0, ptr readnone captures(none) %arg.placed_at.0, ptr readnone captures(none) %arg.placed_at.1, i64 %arg.placed_at.2, i64 %arg.placed_at.3, ptr readonly captures(none) %arg.placed_at.4, i64 %arg.placed_at.5.0, i64 %arg.placed_at.6.0, ptr readnone captures(none) %arg.after.0, ptr readnone captures(none) %arg.after.1, i64 %arg.after.2, i64 %arg.after.3, ptr readonly captures(none) %arg.after.4, i64 %arg.after.5.0, i64 %arg.after.6.0, ptr readnone captures(none) %arg.before.0, ptr readnone captures(none) %arg.before.1, i64 %arg.before.2, i64 %arg.before.3, ptr readonly captures(none) %arg.before.4, i64 %arg.before.5.0, i64 %arg.before.6.0, ptr %arg.objects.0, ptr readnone captures(none) %arg.objects.1, i64 %arg.objects.2, i64 %arg.objects.3, ptr captures(none) %arg.objects.4, i64 %arg.objects.5.0, i64 %arg.objects.6.0, ptr %arg.event_round.0, ptr readnone captures(none) %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr captures(none) %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, ptr %arg.event_gap.0, ptr readnone captures(none) %arg.event_gap.1, i64 %arg.event_gap.2, i64 %arg.event_gap.3, ptr captures(none) %arg.event_gap.4, i64 %arg.event_gap.5.0, i64 %arg.event_gap.6.0, ptr %arg.event_object.0, ptr readnone captures(none) %arg.event_object.1, i64 %arg.event_object.2, i64 %arg.event_object.3, ptr captures(none) %arg.event_object.4, i64 %arg.event_object.5.0, i64 %arg.event_object.6.0, ptr %arg.marks.0, ptr readnone captures(none) %arg.marks.1, i64 %arg.marks.2, i64 %arg.marks.3, ptr captures(none) %arg.marks.4, i64 %arg.marks.5.0, i64 %arg.marks.6.0, ptr %arg.usable.0, ptr readnone captures(none) %arg.usable.1, i64 %arg.usable.2, i64 %arg.usable.3, ptr captures(none) %arg.usable.4, i64 %arg.usable.5.0, i64 %arg.usable.6.0, ptr readnone captures(none) %arg.state.0, ptr readnone captures(none) %arg.state.1, i64 %arg.state.2, i64 %arg.state.3, ptr captures(none) %arg.state.4, i64 %arg.state.5.0, i64 %arg.state.6.0) local_unnamed_addr {
B164.preheader:
  %.2534 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.firsts.0)
  tail call void @NRT_incref(ptr %arg.lasts.0)
  tail call void @NRT_incref(ptr %arg.by_first.0)
  tail call void @NRT_incref(ptr %arg.by_last.0)
  tail call void @NRT_incref(ptr %arg.object_of.0)
  tail call void @NRT_incref(ptr %arg.objects.0)
  tail call void @NRT_incref(ptr %arg.event_round.0)
  tail call void @NRT_incref(ptr %arg.event_gap.0)
  tail call void @NRT_incref(ptr %arg.event_object.0)
  tail call void @NRT_incref(ptr %arg.marks.0)
  tail call void @NRT_incref(ptr %arg.usable.0)
  %.241 = icmp slt i64 %arg.j, 0
  %.242 = select i1 %.241, i64 %arg.firsts.5.0, i64 0
  %0 = getelementptr i64, ptr %arg.firsts.4, i64 %arg.j
  %.256 = getelementptr i64, ptr %0, i64 %.242
  %.257 = load i64, ptr %.256, align 8
  %.272 = select i1 %.241, i64 %arg.lasts.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.lasts.4, i64 %arg.j
  %.286 = getelementptr i64, ptr %1, i64 %.272
  %.287 = load i64, ptr %.286, align 8
  %.321 = getelementptr i8, ptr %arg.state.4, i64 24
  %.322 = load i64, ptr %.321, align 8
  %.323 = add nsw i64 %.322, 3
  store i64 %.323, ptr %.321, align 8
  %.389 = add nsw i64 %.322, 1
  %.391 = add nsw i64 %.322, 2
  %.627 = sub i64 %arg.ends_to, %arg.ends_from
  %.6701782.not = icmp slt i64 %.627, 1
  br i1 %.6701782.not, label %B162.loopexit, label %B234.us.preheader

B234.us.preheader:                                ; preds = %B164.preheader
  %2 = add nuw i64 %.627, 1
  %3 = shl i64 %arg.by_last.5.0, 3
  br label %B234.us

B162.loopexit:                                    ; preds = %B502.us, %B164.preheader
  %n_events.3.1.lcssa = phi i64 [ 0, %B164.preheader ], [ %n_events.5.2.us, %B502.us ]
  %n_objects.2.1.lcssa = phi i64 [ 0, %B164.preheader ], [ %n_objects.4.2.us, %B502.us ]
  %.627.1 = sub i64 %arg.starts_to, %arg.starts_from
  %.6701782.not.1 = icmp slt i64 %.627.1, 1
  br i1 %.6701782.not.1, label %B506.endif, label %B234.1.preheader

B234.1.preheader:                                 ; preds = %B162.loopexit
  %4 = add nuw i64 %.627.1, 1
  %5 = shl i64 %arg.by_first.5.0, 3
  br label %B234.1

B234.1:                                           ; preds = %B502.1, %B234.1.preheader
  %lsr.iv51 = phi i64 [ %4, %B234.1.preheader ], [ %lsr.iv.next52, %B502.1 ]
  %n_objects.2.11786.1 = phi i64 [ %n_objects.2.1.lcssa, %B234.1.preheader ], [ %n_objects.4.2.1, %B502.1 ]
  %n_events.3.11785.1 = phi i64 [ %n_events.3.1.lcssa, %B234.1.preheader ], [ %n_events.5.2.1, %B502.1 ]
  %.67617811783.1 = phi i64 [ %arg.starts_from, %B234.1.preheader ], [ %.683.1, %B502.1 ]
  %.765.1 = icmp slt i64 %.67617811783.1, 0
  %6 = select i1 %.765.1, i64 %5, i64 0
  %scevgep53 = getelementptr i8, ptr %arg.by_first.4, i64 %6
  %7 = shl i64 %.67617811783.1, 3
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 %7
  %"$phi278.2.2.2.1" = load i64, ptr %scevgep54, align 8
  %.815.1 = icmp slt i64 %"$phi278.2.2.2.1", 0
  %.816.1 = select i1 %.815.1, i64 %arg.object_of.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.object_of.4, i64 %"$phi278.2.2.2.1"
  %.830.1 = getelementptr i64, ptr %8, i64 %.816.1
  %.831.1 = load i64, ptr %.830.1, align 8
  %.832.1 = icmp sgt i64 %.831.1, -1
  br i1 %.832.1, label %B304.1, label %B502.1

B304.1:                                           ; preds = %B234.1
  %9 = icmp slt i64 %"$phi278.2.2.2.1", 0
  %.853.1 = select i1 %9, i64 %arg.placed_at.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.placed_at.4, i64 %"$phi278.2.2.2.1"
  %.867.1 = getelementptr i64, ptr %10, i64 %.853.1
  %.868.1 = load i64, ptr %.867.1, align 8
  %.887.1 = icmp slt i64 %n_events.3.11785.1, 0
  %.888.1 = select i1 %.887.1, i64 %arg.event_round.5.0, i64 0
  %11 = getelementptr i64, ptr %arg.event_round.4, i64 %n_events.3.11785.1
  %.902.1 = getelementptr i64, ptr %11, i64 %.888.1
  store i64 %.868.1, ptr %.902.1, align 8
  %.959.1 = select i1 %9, i64 %arg.firsts.5.0, i64 0
  %12 = getelementptr i64, ptr %arg.firsts.4, i64 %"$phi278.2.2.2.1"
  %.973.1 = getelementptr i64, ptr %12, i64 %.959.1
  %.974.1 = load i64, ptr %.973.1, align 8
  %.976.1 = sub nsw i64 %.974.1, %.287
  %.998.1 = icmp slt i64 %.868.1, 0
  %.999.1 = select i1 %.998.1, i64 %arg.event_gap.5.0, i64 0
  %13 = getelementptr i64, ptr %arg.event_gap.4, i64 %.868.1
  %.1013.1 = getelementptr i64, ptr %13, i64 %.999.1
  store i64 %.976.1, ptr %.1013.1, align 8
  %sunkaddr = shl i64 %.816.1, 3
  %sunkaddr59 = getelementptr inbounds i8, ptr %8, i64 %sunkaddr
  %.1047.1 = load i64, ptr %sunkaddr59, align 8
  %.1063.1 = select i1 %.998.1, i64 %arg.event_object.5.0, i64 0
  %14 = getelementptr i64, ptr %arg.event_object.4, i64 %.868.1
  %.1077.1 = getelementptr i64, ptr %14, i64 %.1063.1
  store i64 %.1047.1, ptr %.1077.1, align 8
  %.1082.1 = add nsw i64 %n_events.3.11785.1, 1
  %.1135.1 = icmp slt i64 %.1047.1, 0
  %.1136.1 = select i1 %.1135.1, i64 %arg.marks.5.0, i64 0
  %15 = getelementptr i64, ptr %arg.marks.4, i64 %.1047.1
  %.1150.1 = getelementptr i64, ptr %15, i64 %.1136.1
  %.1151.1 = load i64, ptr %.1150.1, align 8
  %.1153.not.1 = icmp eq i64 %.1151.1, %.389
  br i1 %.1153.not.1, label %B502.1, label %B460.1

B460.1:                                           ; preds = %B304.1
  %sunkaddr60 = shl i64 %.1136.1, 3
  %sunkaddr61 = getelementptr inbounds i8, ptr %15, i64 %sunkaddr60
  store i64 %.389, ptr %sunkaddr61, align 8
  %.1237.1 = icmp slt i64 %n_objects.2.11786.1, 0
  %.1238.1 = select i1 %.1237.1, i64 %arg.objects.5.0, i64 0
  %16 = getelementptr i64, ptr %arg.objects.4, i64 %n_objects.2.11786.1
  %.1252.1 = getelementptr i64, ptr %16, i64 %.1238.1
  store i64 %"$phi278.2.2.2.1", ptr %.1252.1, align 8
  %.1257.1 = add nsw i64 %n_objects.2.11786.1, 1
  br label %B502.1

B502.1:                                           ; preds = %B460.1, %B304.1, %B234.1
  %n_events.5.2.1 = phi i64 [ %.1082.1, %B460.1 ], [ %.1082.1, %B304.1 ], [ %n_events.3.11785.1, %B234.1 ]
  %n_objects.4.2.1 = phi i64 [ %.1257.1, %B460.1 ], [ %n_objects.2.11786.1, %B304.1 ], [ %n_objects.2.11786.1, %B234.1 ]
  %lsr.iv.next52 = add i64 %lsr.iv51, -1
  %.683.1 = add i64 %.67617811783.1, 1
  %.670.1 = icmp samesign ugt i64 %lsr.iv.next52, 1
  br i1 %.670.1, label %B234.1, label %B506.endif

B234.us:                                          ; preds = %B502.us, %B234.us.preheader
  %lsr.iv55 = phi i64 [ %2, %B234.us.preheader ], [ %lsr.iv.next56, %B502.us ]
  %n_objects.2.11786.us = phi i64 [ 0, %B234.us.preheader ], [ %n_objects.4.2.us, %B502.us ]
  %n_events.3.11785.us = phi i64 [ 0, %B234.us.preheader ], [ %n_events.5.2.us, %B502.us ]
  %.67617811783.us = phi i64 [ %arg.ends_from, %B234.us.preheader ], [ %.683.us, %B502.us ]
  %.728.us = icmp slt i64 %.67617811783.us, 0
  %17 = select i1 %.728.us, i64 %3, i64 0
  %scevgep57 = getelementptr i8, ptr %arg.by_last.4, i64 %17
  %18 = shl i64 %.67617811783.us, 3
  %scevgep58 = getelementptr i8, ptr %scevgep57, i64 %18
  %"$phi278.2.2.2.us" = load i64, ptr %scevgep58, align 8
  %.815.us = icmp slt i64 %"$phi278.2.2.2.us", 0
  %.816.us = select i1 %.815.us, i64 %arg.object_of.5.0, i64 0
  %19 = getelementptr i64, ptr %arg.object_of.4, i64 %"$phi278.2.2.2.us"
  %.830.us = getelementptr i64, ptr %19, i64 %.816.us
  %.831.us = load i64, ptr %.830.us, align 8
  %.832.us = icmp sgt i64 %.831.us, -1
  br i1 %.832.us, label %B304.us, label %B502.us

B304.us:                                          ; preds = %B234.us
  %20 = icmp slt i64 %"$phi278.2.2.2.us", 0
  %.853.us = select i1 %20, i64 %arg.placed_at.5.0, i64 0
  %21 = getelementptr i64, ptr %arg.placed_at.4, i64 %"$phi278.2.2.2.us"
  %.867.us = getelementptr i64, ptr %21, i64 %.853.us
  %.868.us = load i64, ptr %.867.us, align 8
  %.887.us = icmp slt i64 %n_events.3.11785.us, 0
  %.888.us = select i1 %.887.us, i64 %arg.event_round.5.0, i64 0
  %22 = getelementptr i64, ptr %arg.event_round.4, i64 %n_events.3.11785.us
  %.902.us = getelementptr i64, ptr %22, i64 %.888.us
  store i64 %.868.us, ptr %.902.us, align 8
  %.922.us = select i1 %20, i64 %arg.lasts.5.0, i64 0
  %23 = getelementptr i64, ptr %arg.lasts.4, i64 %"$phi278.2.2.2.us"
  %.936.us = getelementptr i64, ptr %23, i64 %.922.us
  %.937.us = load i64, ptr %.936.us, align 8
  %.939.us = sub nsw i64 %.257, %.937.us
  %.998.us = icmp slt i64 %.868.us, 0
  %.999.us = select i1 %.998.us, i64 %arg.event_gap.5.0, i64 0
  %24 = getelementptr i64, ptr %arg.event_gap.4, i64 %.868.us
  %.1013.us = getelementptr i64, ptr %24, i64 %.999.us
  store i64 %.939.us, ptr %.1013.us, align 8
  %sunkaddr62 = shl i64 %.816.us, 3
  %sunkaddr63 = getelementptr inbounds i8, ptr %19, i64 %sunkaddr62
  %.1047.us = load i64, ptr %sunkaddr63, align 8
  %.1063.us = select i1 %.998.us, i64 %arg.event_object.5.0, i64 0
  %25 = getelementptr i64, ptr %arg.event_object.4, i64 %.868.us
  %.1077.us = getelementptr i64, ptr %25, i64 %.1063.us
  store i64 %.1047.us, ptr %.1077.us, align 8
  %.1082.us = add nsw i64 %n_events.3.11785.us, 1
  %.1135.us = icmp slt i64 %.1047.us, 0
  %.1136.us = select i1 %.1135.us, i64 %arg.marks.5.0, i64 0
  %26 = getelementptr i64, ptr %arg.marks.4, i64 %.1047.us
  %.1150.us = getelementptr i64, ptr %26, i64 %.1136.us
  %.1151.us = load i64, ptr %.1150.us, align 8
  %.1153.not.us = icmp eq i64 %.1151.us, %.389
  br i1 %.1153.not.us, label %B502.us, label %B460.us

B460.us:                                          ; preds = %B304.us
  %sunkaddr64 = shl i64 %.1136.us, 3
  %sunkaddr65 = getelementptr inbounds i8, ptr %26, i64 %sunkaddr64
  store i64 %.389, ptr %sunkaddr65, align 8
  %.1237.us = icmp slt i64 %n_objects.2.11786.us, 0
  %.1238.us = select i1 %.1237.us, i64 %arg.objects.5.0, i64 0
  %27 = getelementptr i64, ptr %arg.objects.4, i64 %n_objects.2.11786.us
  %.1252.us = getelementptr i64, ptr %27, i64 %.1238.us
  store i64 %"$phi278.2.2.2.us", ptr %.1252.us, align 8
  %.1257.us = add nsw i64 %n_objects.2.11786.us, 1
  br label %B502.us

B502.us:                                          ; preds = %B460.us, %B304.us, %B234.us
  %n_events.5.2.us = phi i64 [ %.1082.us, %B460.us ], [ %.1082.us, %B304.us ], [ %n_events.3.11785.us, %B234.us ]
  %n_objects.4.2.us = phi i64 [ %.1257.us, %B460.us ], [ %n_objects.2.11786.us, %B304.us ], [ %n_objects.2.11786.us, %B234.us ]
  %lsr.iv.next56 = add i64 %lsr.iv55, -1
  %.683.us = add i64 %.67617811783.us, 1
  %.670.us = icmp samesign ugt i64 %lsr.iv.next56, 1
  br i1 %.670.us, label %B234.us, label %B162.loopexit

B540:                                             ; preds = %B540.preheader, %B1140
  %n_events.6.01815 = phi i64 [ %n_events.7.1, %B1140 ], [ %n_events.3.1.lcssa.1, %B540.preheader ]
  %.139618111813 = phi i64 [ %.1403, %B1140 ], [ 0, %B540.preheader ]
  %.1403 = add nuw nsw i64 %.139618111813, 1
  %28 = getelementptr i64, ptr %arg.objects.4, i64 %.139618111813
  %.1457 = load i64, ptr %28, align 8
  %.1478 = icmp slt i64 %.1457, 0
  %.1479 = select i1 %.1478, i64 %arg.lasts.5.0, i64 0
  %29 = getelementptr i64, ptr %arg.lasts.4, i64 %.1457
  %.1493 = getelementptr i64, ptr %29, i64 %.1479
  %.1494 = load i64, ptr %.1493, align 8
  %.1496 = icmp slt i64 %.1494, %.257
  br i1 %.1496, label %B586, label %B832

B586:                                             ; preds = %B540
  %30 = icmp slt i64 %.1457, 0
  %.1513 = select i1 %30, i64 %arg.after.5.0, i64 0
  %31 = getelementptr i64, ptr %arg.after.4, i64 %.1457
  %.1527 = getelementptr i64, ptr %31, i64 %.1513
  %.1528 = load i64, ptr %.1527, align 8
  %.1537 = icmp sgt i64 %.1528, -1
  br i1 %.1537, label %B614, label %B1140

B614:                                             ; preds = %B586
  %.1575 = getelementptr i64, ptr %arg.lasts.4, i64 %.1528
  %.1576 = load i64, ptr %.1575, align 8
  %.1580 = icmp slt i64 %.1576, %.257
  br i1 %.1580, label %B638.preheader, label %B702

B638.preheader:                                   ; preds = %B614
  br label %B638

B638:                                             ; preds = %B638.preheader, %B666
  %p.9.2 = phi i64 [ %.1615, %B666 ], [ %.1528, %B638.preheader ]
  %.1614 = getelementptr i64, ptr %arg.after.4, i64 %p.9.2
  %.1615 = load i64, ptr %.1614, align 8
  %.1625 = icmp sgt i64 %.1615, -1
  br i1 %.1625, label %B666, label %B1140

B666:                                             ; preds = %B638
  %.1662 = getelementptr i64, ptr %arg.lasts.4, i64 %.1615
  %.1663 = load i64, ptr %.1662, align 8
  %.1667 = icmp slt i64 %.1663, %.257
  br i1 %.1667, label %B638, label %B702

B702:                                             ; preds = %B666, %B614
  %p.10.1.ph = phi i64 [ %.1528, %B614 ], [ %.1615, %B666 ]
  %.1729 = getelementptr i64, ptr %arg.firsts.4, i64 %p.10.1.ph
  %.1730 = load i64, ptr %.1729, align 8
  %.1734.not = icmp sgt i64 %.1730, %.287
  br i1 %.1734.not, label %B1140, label %B726.preheader

B726.preheader:                                   ; preds = %B702
  br label %B726

B726:                                             ; preds = %B726.preheader, %B806
  %p.11.2 = phi i64 [ %.1853, %B806 ], [ %p.10.1.ph, %B726.preheader ]
  %ruled_out.3.2 = phi i64 [ %ruled_out.4.4, %B806 ], [ -1, %B726.preheader ]
  %.1742 = icmp slt i64 %ruled_out.3.2, 0
  %.1815.phi.trans.insert = getelementptr i64, ptr %arg.placed_at.4, i64 %p.11.2
  %.1816.pre = load i64, ptr %.1815.phi.trans.insert, align 8
  %spec.select1886 = tail call i64 @llvm.smin.i64(i64 %.1816.pre, i64 %ruled_out.3.2)
  %ruled_out.4.4 = select i1 %.1742, i64 %.1816.pre, i64 %spec.select1886
  %.1852 = getelementptr i64, ptr %arg.after.4, i64 %p.11.2
  %.1853 = load i64, ptr %.1852, align 8
  %.1860 = icmp sgt i64 %.1853, -1
  br i1 %.1860, label %B806, label %B1076

B806:                                             ; preds = %B726
  %.1902 = getelementptr i64, ptr %arg.firsts.4, i64 %.1853
  %.1903 = load i64, ptr %.1902, align 8
  %.1907.not = icmp sgt i64 %.1903, %.287
  br i1 %.1907.not, label %B1076, label %B726

B832:                                             ; preds = %B540
  %32 = icmp slt i64 %.1457, 0
  %.1948 = select i1 %32, i64 %arg.before.5.0, i64 0
  %33 = getelementptr i64, ptr %arg.before.4, i64 %.1457
  %.1962 = getelementptr i64, ptr %33, i64 %.1948
  %.1963 = load i64, ptr %.1962, align 8
  %.1972 = icmp sgt i64 %.1963, -1
  br i1 %.1972, label %B860, label %B1140

B860:                                             ; preds = %B832
  %.2010 = getelementptr i64, ptr %arg.firsts.4, i64 %.1963
  %.2011 = load i64, ptr %.2010, align 8
  %.2015 = icmp sgt i64 %.2011, %.287
  br i1 %.2015, label %B884.preheader, label %B948

B884.preheader:                                   ; preds = %B860
  br label %B884

B884:                                             ; preds = %B884.preheader, %B912
  %p.12.3 = phi i64 [ %.2050, %B912 ], [ %.1963, %B884.preheader ]
  %.2049 = getelementptr i64, ptr %arg.before.4, i64 %p.12.3
  %.2050 = load i64, ptr %.2049, align 8
  %.2060 = icmp sgt i64 %.2050, -1
  br i1 %.2060, label %B912, label %B1140

B912:                                             ; preds = %B884
  %.2097 = getelementptr i64, ptr %arg.firsts.4, i64 %.2050
  %.2098 = load i64, ptr %.2097, align 8
  %.2102 = icmp sgt i64 %.2098, %.287
  br i1 %.2102, label %B884, label %B948

B948:                                             ; preds = %B912, %B860
  %p.13.2.ph = phi i64 [ %.1963, %B860 ], [ %.2050, %B912 ]
  %.2163 = getelementptr i64, ptr %arg.lasts.4, i64 %p.13.2.ph
  %.2164 = load i64, ptr %.2163, align 8
  %.2168.not = icmp slt i64 %.2164, %.257
  br i1 %.2168.not, label %B1140, label %B972.preheader

B972.preheader:                                   ; preds = %B948
  br label %B972

B972:                                             ; preds = %B972.preheader, %B1052
  %p.14.2 = phi i64 [ %.2287, %B1052 ], [ %p.13.2.ph, %B972.preheader ]
  %ruled_out.5.2 = phi i64 [ %ruled_out.6.4, %B1052 ], [ -1, %B972.preheader ]
  %.2176 = icmp slt i64 %ruled_out.5.2, 0
  %.2249.phi.trans.insert = getelementptr i64, ptr %arg.placed_at.4, i64 %p.14.2
  %.2250.pre = load i64, ptr %.2249.phi.trans.insert, align 8
  %spec.select1887 = tail call i64 @llvm.smin.i64(i64 %.2250.pre, i64 %ruled_out.5.2)
  %ruled_out.6.4 = select i1 %.2176, i64 %.2250.pre, i64 %spec.select1887
  %.2286 = getelementptr i64, ptr %arg.before.4, i64 %p.14.2
  %.2287 = load i64, ptr %.2286, align 8
  %.2294 = icmp sgt i64 %.2287, -1
  br i1 %.2294, label %B1052, label %B1076

B1052:                                            ; preds = %B972
  %.2336 = getelementptr i64, ptr %arg.lasts.4, i64 %.2287
  %.2337 = load i64, ptr %.2336, align 8
  %.2341.not = icmp slt i64 %.2337, %.257
  br i1 %.2341.not, label %B1076, label %B972

B1076:                                            ; preds = %B1052, %B972, %B806, %B726
  %ruled_out.7.1 = phi i64 [ %ruled_out.4.4, %B806 ], [ %ruled_out.4.4, %B726 ], [ %ruled_out.6.4, %B972 ], [ %ruled_out.6.4, %B1052 ]
  %.2365 = icmp sgt i64 %ruled_out.7.1, -1
  br i1 %.2365, label %B1088, label %B1140

B1088:                                            ; preds = %B1076
  %34 = icmp slt i64 %.1457, 0
  %.2382 = icmp slt i64 %n_events.6.01815, 0
  %.2383 = select i1 %.2382, i64 %arg.event_round.5.0, i64 0
  %35 = getelementptr i64, ptr %arg.event_round.4, i64 %n_events.6.01815
  %.2397 = getelementptr i64, ptr %35, i64 %.2383
  store i64 %ruled_out.7.1, ptr %.2397, align 8
  %.2428 = getelementptr i64, ptr %arg.event_gap.4, i64 %ruled_out.7.1
  store i64 -1, ptr %.2428, align 8
  %.2445 = select i1 %34, i64 %arg.object_of.5.0, i64 0
  %36 = getelementptr i64, ptr %arg.object_of.4, i64 %.1457
  %.2459 = getelementptr i64, ptr %36, i64 %.2445
  %.2460 = load i64, ptr %.2459, align 8
  %.2492 = getelementptr i64, ptr %arg.event_object.4, i64 %ruled_out.7.1
  store i64 %.2460, ptr %.2492, align 8
  %.2497 = add nsw i64 %n_events.6.01815, 1
  br label %B1140

B1140:                                            ; preds = %B884, %B638, %B1088, %B1076, %B948, %B832, %B702, %B586
  %n_events.7.1 = phi i64 [ %.2497, %B1088 ], [ %n_events.6.01815, %B1076 ], [ %n_events.6.01815, %B586 ], [ %n_events.6.01815, %B948 ], [ %n_events.6.01815, %B702 ], [ %n_events.6.01815, %B832 ], [ %n_events.6.01815, %B638 ], [ %n_events.6.01815, %B884 ]
  %exitcond.not = icmp eq i64 %n_objects.2.1.lcssa.1, %.1403
  br i1 %exitcond.not, label %B1144, label %B540

B1144:                                            ; preds = %B1140, %B506.endif
  %n_events.6.0.lcssa = phi i64 [ %n_events.3.1.lcssa.1, %B506.endif ], [ %n_events.7.1, %B1140 ]
  %.2540 = call i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel5_sortB3v36B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx(ptr nonnull %.2534, ptr nonnull %excinfo.1, ptr %arg.event_round.0, ptr %arg.event_round.1, i64 %arg.event_round.2, i64 %arg.event_round.3, ptr %arg.event_round.4, i64 %arg.event_round.5.0, i64 %arg.event_round.6.0, i64 %n_events.6.0.lcssa)
  %cond = icmp eq i32 %.2540, 0
  br i1 %cond, label %B1144.endif.endif, label %B1144.if.if, !prof !0

B1224:                                            ; preds = %B1224.preheader, %B1903
  %n_usable.2.01849 = phi i64 [ %n_usable.3.1, %B1903 ], [ 0, %B1224.preheader ]
  %found.6.01848 = phi i1 [ %found.7.1, %B1903 ], [ false, %B1224.preheader ]
  %best.4.01847 = phi i64 [ %best.5.1, %B1903 ], [ -1, %B1224.preheader ]
  %best_distance.5.01846 = phi i64 [ %best_distance.6.1, %B1903 ], [ 0, %B1224.preheader ]
  %.266618341844 = phi i64 [ %.2673, %B1903 ], [ 0, %B1224.preheader ]
  %.2673 = add nuw nsw i64 %.266618341844, 1
  %37 = getelementptr i64, ptr %arg.event_round.4, i64 %.266618341844
  %.2727 = load i64, ptr %37, align 8
  %.2741 = icmp slt i64 %.2727, 0
  %.2742 = select i1 %.2741, i64 %arg.event_gap.5.0, i64 0
  %38 = getelementptr i64, ptr %arg.event_gap.4, i64 %.2727
  %.2756 = getelementptr i64, ptr %38, i64 %.2742
  %.2757 = load i64, ptr %.2756, align 8
  %.2772 = select i1 %.2741, i64 %arg.event_object.5.0, i64 0
  %39 = getelementptr i64, ptr %arg.event_object.4, i64 %.2727
  %.2786 = getelementptr i64, ptr %39, i64 %.2772
  %.2787 = load i64, ptr %.2786, align 8
  %.2795 = icmp slt i64 %.2757, 0
  %.2828 = icmp slt i64 %.2787, 0
  %40 = getelementptr i64, ptr %arg.marks.4, i64 %.2787
  %sunkaddr66 = select i1 %.2828, i64 %60, i64 0
  br i1 %.2795, label %B1286, label %B1464

B1286:                                            ; preds = %B1224
  %sunkaddr46 = getelementptr inbounds i8, ptr %40, i64 %sunkaddr66
  store i64 %.323, ptr %sunkaddr46, align 8
  %.2847 = icmp eq i64 %.2787, %best.4.01847
  br i1 %.2847, label %B1308.endif, label %B1903

B1350:                                            ; preds = %B1350.preheader, %B1460
  %found.4.21827 = phi i1 [ %found.5.3, %B1460 ], [ false, %B1350.preheader ]
  %best.8.21826 = phi i64 [ %best.9.3, %B1460 ], [ -1, %B1350.preheader ]
  %best_distance.3.21825 = phi i64 [ %best_distance.4.3, %B1460 ], [ %best_distance.5.01846, %B1350.preheader ]
  %.297018211823 = phi i64 [ %.2977, %B1460 ], [ 0, %B1350.preheader ]
  %.2977 = add nuw nsw i64 %.297018211823, 1
  %41 = shl i64 %.297018211823, 3
  %scevgep50 = getelementptr i8, ptr %arg.objects.4, i64 %41
  %.3049 = load i64, ptr %scevgep50, align 8
  %.3067 = icmp slt i64 %.3049, 0
  %.3068 = select i1 %.3067, i64 %arg.marks.5.0, i64 0
  %42 = getelementptr i64, ptr %arg.marks.4, i64 %.3049
  %.3082 = getelementptr i64, ptr %42, i64 %.3068
  %.3083 = load i64, ptr %.3082, align 8
  %.3085 = icmp eq i64 %.3083, %.391
  br i1 %.3085, label %B1392, label %B1460

B1392:                                            ; preds = %B1350
  %43 = icmp slt i64 %.3049, 0
  %.3108 = select i1 %43, i64 %arg.usable.5.0, i64 0
  %44 = getelementptr i64, ptr %arg.usable.4, i64 %.3049
  %.3122 = getelementptr i64, ptr %44, i64 %.3108
  %.3123 = load i64, ptr %.3122, align 8
  %.3131 = icmp sge i64 %.3123, %best_distance.3.21825
  %or.cond.not = select i1 %found.4.21827, i1 %.3131, i1 false
  br i1 %or.cond.not, label %B1424, label %B1448

B1424:                                            ; preds = %B1392
  %.3144 = icmp eq i64 %.3123, %best_distance.3.21825
  %.3161 = icmp slt i64 %.3049, %best.8.21826
  %or.cond1768 = select i1 %.3144, i1 %.3161, i1 false
  br i1 %or.cond1768, label %B1448, label %B1460

B1448:                                            ; preds = %B1424, %B1392
  br label %B1460

B1460:                                            ; preds = %B1448, %B1424, %B1350
  %best_distance.4.3 = phi i64 [ %.3123, %B1448 ], [ %best_distance.3.21825, %B1350 ], [ %best_distance.3.21825, %B1424 ]
  %best.9.3 = phi i64 [ %.3049, %B1448 ], [ %best.8.21826, %B1350 ], [ %best.8.21826, %B1424 ]
  %found.5.3 = phi i1 [ true, %B1448 ], [ %found.4.21827, %B1350 ], [ true, %B1424 ]
  %exitcond1876.not = icmp eq i64 %n_usable.2.01849, %.2977
  br i1 %exitcond1876.not, label %B1903, label %B1350

B1464:                                            ; preds = %B1224
  %sunkaddr47 = getelementptr i8, ptr %40, i64 %sunkaddr66
  %.3287 = load i64, ptr %sunkaddr47, align 8
  %.3289.not = icmp eq i64 %.3287, %.323
  br i1 %.3289.not, label %B1903, label %B1488

B1488:                                            ; preds = %B1464
  %.3331.not = icmp eq i64 %.3287, %.391
  br i1 %.3331.not, label %B1554, label %B1512

B1512:                                            ; preds = %B1488
  %45 = icmp slt i64 %.2787, 0
  %sunkaddr48 = getelementptr i8, ptr %40, i64 %sunkaddr66
  store i64 %.391, ptr %sunkaddr48, align 8
  %.3381 = select i1 %45, i64 %arg.usable.5.0, i64 0
  %46 = getelementptr i64, ptr %arg.usable.4, i64 %.2787
  %.3395 = getelementptr i64, ptr %46, i64 %.3381
  store i64 %.2757, ptr %.3395, align 8
  %.3412 = icmp slt i64 %n_usable.2.01849, 0
  %.3413 = select i1 %.3412, i64 %arg.objects.5.0, i64 0
  %47 = getelementptr i64, ptr %arg.objects.4, i64 %n_usable.2.01849
  %.3427 = getelementptr i64, ptr %47, i64 %.3413
  store i64 %.2787, ptr %.3427, align 8
  %.3430 = add nsw i64 %n_usable.2.01849, 1
  br label %B1588

B1554:                                            ; preds = %B1488
  %48 = icmp slt i64 %.2787, 0
  %.3455 = select i1 %48, i64 %arg.usable.5.0, i64 0
  %49 = getelementptr i64, ptr %arg.usable.4, i64 %.2787
  %.3469 = getelementptr i64, ptr %49, i64 %.3455
  %.3470 = load i64, ptr %.3469, align 8
  %.3472 = icmp slt i64 %.2757, %.3470
  br i1 %.3472, label %B1578, label %B1588

B1578:                                            ; preds = %B1554
  %sunkaddr72 = shl i64 %.3455, 3
  %sunkaddr73 = getelementptr inbounds i8, ptr %49, i64 %sunkaddr72
  store i64 %.2757, ptr %sunkaddr73, align 8
  br label %B1588

B1588:                                            ; preds = %B1578, %B1554, %B1512
  %n_usable.5.3 = phi i64 [ %.3430, %B1512 ], [ %n_usable.2.01849, %B1578 ], [ %n_usable.2.01849, %B1554 ]
  %.3534 = icmp sge i64 %.2757, %best_distance.5.01846
  %or.cond1769.not = select i1 %found.6.01848, i1 %.3534, i1 false
  %spec.select = select i1 %or.cond1769.not, i64 %best_distance.5.01846, i64 %.2757
  %spec.select1770 = select i1 %or.cond1769.not, i64 %best.4.01847, i64 %.2787
  br label %B1903

B1652:                                            ; preds = %B1652.preheader, %B1758
  %lsr.iv46 = phi i64 [ %62, %B1652.preheader ], [ %lsr.iv.next47, %B1758 ]
  %.373218561858 = phi i64 [ %arg.ends_from, %B1652.preheader ], [ %.3739, %B1758 ]
  %.3777 = icmp slt i64 %.373218561858, 0
  %50 = select i1 %.3777, i64 %63, i64 0
  %scevgep48 = getelementptr i8, ptr %arg.by_last.4, i64 %50
  %51 = shl i64 %.373218561858, 3
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 %51
  %.3793 = load i64, ptr %scevgep49, align 8
  %.3811 = icmp slt i64 %.3793, 0
  %.3812 = select i1 %.3811, i64 %arg.object_of.5.0, i64 0
  %52 = getelementptr i64, ptr %arg.object_of.4, i64 %.3793
  %.3826 = getelementptr i64, ptr %52, i64 %.3812
  %.3827 = load i64, ptr %.3826, align 8
  %.3829 = icmp eq i64 %.3827, %best.4.0.lcssa
  br i1 %.3829, label %B1694, label %B1758

B1694:                                            ; preds = %B1652
  %53 = icmp slt i64 %.3793, 0
  %.3846 = select i1 %53, i64 %arg.lasts.5.0, i64 0
  %54 = getelementptr i64, ptr %arg.lasts.4, i64 %.3793
  %.3860 = getelementptr i64, ptr %54, i64 %.3846
  %.3861 = load i64, ptr %.3860, align 8
  %.3863 = sub nsw i64 %.257, %.3861
  %.3865 = icmp eq i64 %.3863, %arg.distance
  br i1 %.3865, label %B1724.endif, label %B1758

B1758:                                            ; preds = %B1694, %B1652
  %lsr.iv.next47 = add i64 %lsr.iv46, -1
  %.3739 = add i64 %.373218561858, 1
  %.3726 = icmp samesign ugt i64 %lsr.iv.next47, 1
  br i1 %.3726, label %B1652, label %B1760.endif

B1794:                                            ; preds = %B1794.preheader, %B1900
  %lsr.iv = phi i64 [ %65, %B1794.preheader ], [ %lsr.iv.next, %B1900 ]
  %.404518631865 = phi i64 [ %arg.starts_from, %B1794.preheader ], [ %.4052, %B1900 ]
  %.4090 = icmp slt i64 %.404518631865, 0
  %55 = select i1 %.4090, i64 %66, i64 0
  %scevgep = getelementptr i8, ptr %arg.by_first.4, i64 %55
  %56 = shl i64 %.404518631865, 3
  %scevgep45 = getelementptr i8, ptr %scevgep, i64 %56
  %.4106 = load i64, ptr %scevgep45, align 8
  %.4124 = icmp slt i64 %.4106, 0
  %.4125 = select i1 %.4124, i64 %arg.object_of.5.0, i64 0
  %57 = getelementptr i64, ptr %arg.object_of.4, i64 %.4106
  %.4139 = getelementptr i64, ptr %57, i64 %.4125
  %.4140 = load i64, ptr %.4139, align 8
  %.4142 = icmp eq i64 %.4140, %best.4.0.lcssa
  br i1 %.4142, label %B1836, label %B1900

B1836:                                            ; preds = %B1794
  %58 = icmp slt i64 %.4106, 0
  %.4159 = select i1 %58, i64 %arg.firsts.5.0, i64 0
  %59 = getelementptr i64, ptr %arg.firsts.4, i64 %.4106
  %.4173 = getelementptr i64, ptr %59, i64 %.4159
  %.4174 = load i64, ptr %.4173, align 8
  %.4176 = sub nsw i64 %.4174, %.287
  %.4178 = icmp eq i64 %.4176, %arg.distance
  br i1 %.4178, label %B1866.endif, label %B1900

B1900:                                            ; preds = %B1836, %B1794
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.4052 = add i64 %.404518631865, 1
  %.4039 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.4039, label %B1794, label %B1902

common.ret:                                       ; preds = %B1866.endif, %B1724.endif, %B1144.if.if, %B1902
  %common.ret.op = phi i32 [ 0, %B1902 ], [ %.2540, %B1144.if.if ], [ 0, %B1724.endif ], [ 0, %B1866.endif ]
  ret i32 %common.ret.op

B1902:                                            ; preds = %B1900, %B1760.endif
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  store i64 -1, ptr %retptr, align 8
  br label %common.ret

B1903:                                            ; preds = %B1308.endif, %B1460, %B1464, %B1286, %B1588
  %best_distance.6.1 = phi i64 [ %spec.select, %B1588 ], [ %best_distance.5.01846, %B1464 ], [ %best_distance.5.01846, %B1286 ], [ %best_distance.4.3, %B1460 ], [ %best_distance.5.01846, %B1308.endif ]
  %best.5.1 = phi i64 [ %spec.select1770, %B1588 ], [ %best.4.01847, %B1464 ], [ %best.4.01847, %B1286 ], [ %best.9.3, %B1460 ], [ -1, %B1308.endif ]
  %found.7.1 = phi i1 [ true, %B1588 ], [ %found.6.01848, %B1464 ], [ %found.6.01848, %B1286 ], [ %found.5.3, %B1460 ], [ false, %B1308.endif ]
  %n_usable.3.1 = phi i64 [ %n_usable.5.3, %B1588 ], [ %n_usable.2.01849, %B1464 ], [ %n_usable.2.01849, %B1286 ], [ %n_usable.2.01849, %B1460 ], [ %n_usable.2.01849, %B1308.endif ]
  %exitcond1877.not = icmp eq i64 %n_events.6.0.lcssa, %.2673
  br i1 %exitcond1877.not, label %B1618.endif, label %B1224

B506.endif:                                       ; preds = %B502.1, %B162.loopexit
  %n_events.3.1.lcssa.1 = phi i64 [ %n_events.3.1.lcssa, %B162.loopexit ], [ %n_events.5.2.1, %B502.1 ]
  %n_objects.2.1.lcssa.1 = phi i64 [ %n_objects.2.1.lcssa, %B162.loopexit ], [ %n_objects.4.2.1, %B502.1 ]
  %.13901812.not = icmp slt i64 %n_objects.2.1.lcssa.1, 1
  br i1 %.13901812.not, label %B1144, label %B540.preheader

B540.preheader:                                   ; preds = %B506.endif
  br label %B540

B1144.if.if:                                      ; preds = %B1144
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B1144.endif.endif:                                ; preds = %B1144
  %.26601841.not = icmp slt i64 %n_events.6.0.lcssa, 1
  br i1 %.26601841.not, label %B1618.endif, label %B1224.preheader

B1224.preheader:                                  ; preds = %B1144.endif.endif
  %60 = shl i64 %arg.marks.5.0, 3
  br label %B1224

B1308.endif:                                      ; preds = %B1286
  %.29641822.not = icmp slt i64 %n_usable.2.01849, 1
  br i1 %.29641822.not, label %B1903, label %B1350.preheader

B1350.preheader:                                  ; preds = %B1308.endif
  br label %B1350

B1618.endif:                                      ; preds = %B1903, %B1144.endif.endif
  %best.4.0.lcssa = phi i64 [ -1, %B1144.endif.endif ], [ %best.5.1, %B1903 ]
  %61 = icmp slt i64 %.627, 1
  tail call void @NRT_decref(ptr %arg.usable.0)
  tail call void @NRT_decref(ptr %arg.objects.0)
  tail call void @NRT_decref(ptr %arg.marks.0)
  tail call void @NRT_decref(ptr %arg.event_round.0)
  tail call void @NRT_decref(ptr %arg.event_object.0)
  tail call void @NRT_decref(ptr %arg.event_gap.0)
  br i1 %61, label %B1760.endif, label %B1652.preheader

B1652.preheader:                                  ; preds = %B1618.endif
  %62 = add nuw i64 %.627, 1
  %63 = shl i64 %arg.by_last.5.0, 3
  br label %B1652

B1724.endif:                                      ; preds = %B1694
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  store i64 %.3793, ptr %retptr, align 8
  br label %common.ret

B1760.endif:                                      ; preds = %B1758, %B1618.endif
  %64 = icmp slt i64 %.627.1, 1
  tail call void @NRT_decref(ptr %arg.lasts.0)
  tail call void @NRT_decref(ptr %arg.by_last.0)
  br i1 %64, label %B1902, label %B1794.preheader

B1794.preheader:                                  ; preds = %B1760.endif
  %65 = add nuw i64 %.627.1, 1
  %66 = shl i64 %arg.by_first.5.0, 3
  br label %B1794

B1866.endif:                                      ; preds = %B1836
  tail call void @NRT_decref(ptr %arg.object_of.0)
  tail call void @NRT_decref(ptr %arg.firsts.0)
  tail call void @NRT_decref(ptr %arg.by_first.0)
  store i64 %.4106, ptr %retptr, align 8
  br label %common.ret
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN14tflite_memplan8planners6shared14by_size_kernel5_sortB3v36B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.values.0, ptr readnone captures(none) %arg.values.1, i64 %arg.values.2, i64 %arg.values.3, ptr captures(none) %arg.values.4, i64 %arg.values.5.0, i64 %arg.values.6.0, i64 %arg.count) local_unnamed_addr {
B0.else.if:
  %.29.1 = ashr i64 %arg.count, 1
  %.144160.not = icmp slt i64 %.29.1, 1
  br i1 %.144160.not, label %B90.endif, label %B52.preheader

B52.preheader:                                    ; preds = %B0.else.if
  br label %B52

B52:                                              ; preds = %B52.preheader, %B50.backedge
  %.143158162 = phi i64 [ %.153, %B50.backedge ], [ %.29.1, %B52.preheader ]
  %.153 = add nsw i64 %.143158162, -1
  %0 = getelementptr i64, ptr %arg.values.4, i64 %.153
  %.54.i = load i64, ptr %0, align 8, !noalias !118
  %.60127.i = shl nuw nsw i64 %.153, 1
  %.61128.i = or disjoint i64 %.60127.i, 1
  %.67.not129.i = icmp slt i64 %.61128.i, %arg.count
  br i1 %.67.not129.i, label %B52.i.preheader, label %B50.backedge

B52.i.preheader:                                  ; preds = %B52
  br label %B52.i

B52.i:                                            ; preds = %B52.i.preheader, %B148.i
  %.61132.i = phi i64 [ %.61.i, %B148.i ], [ %.61128.i, %B52.i.preheader ]
  %.60131.i = phi i64 [ %.60.i, %B148.i ], [ %.60127.i, %B52.i.preheader ]
  %i.2.0130.i = phi i64 [ %child.2.1.i, %B148.i ], [ %.153, %B52.i.preheader ]
  %.79.i = add nsw i64 %.60131.i, 2
  %.81.i = icmp slt i64 %.79.i, %arg.count
  br i1 %.81.i, label %B70.i, label %B122.i

B70.i:                                            ; preds = %B52.i
  %.101.i = icmp slt i64 %i.2.0130.i, -1
  %.102.i = select i1 %.101.i, i64 %arg.values.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.values.4, i64 %.79.i
  %.116.i = getelementptr i64, ptr %1, i64 %.102.i
  %.117.i = load i64, ptr %.116.i, align 8, !noalias !118
  %.132.i = icmp slt i64 %i.2.0130.i, 0
  %.133.i = select i1 %.132.i, i64 %arg.values.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.values.4, i64 %.61132.i
  %.147.i = getelementptr i64, ptr %2, i64 %.133.i
  %.148.i = load i64, ptr %.147.i, align 8, !noalias !118
  %.149.i = icmp sgt i64 %.117.i, %.148.i
  %spec.select.i = select i1 %.149.i, i64 %.79.i, i64 %.61132.i
  br label %B122.i

B122.i:                                           ; preds = %B70.i, %B52.i
  %child.2.1.i = phi i64 [ %.61132.i, %B52.i ], [ %spec.select.i, %B70.i ]
  %.174.i = icmp slt i64 %child.2.1.i, 0
  %.175.i = select i1 %.174.i, i64 %arg.values.5.0, i64 0
  %3 = getelementptr i64, ptr %arg.values.4, i64 %child.2.1.i
  %.189.i = getelementptr i64, ptr %3, i64 %.175.i
  %.190.i = load i64, ptr %.189.i, align 8, !noalias !118
  %.192.not.i = icmp sgt i64 %.190.i, %.54.i
  br i1 %.192.not.i, label %B148.i, label %B50.backedge

B148.i:                                           ; preds = %B122.i
  %.244.i = icmp slt i64 %i.2.0130.i, 0
  %.245.i = select i1 %.244.i, i64 %arg.values.5.0, i64 0
  %4 = getelementptr i64, ptr %arg.values.4, i64 %i.2.0130.i
  %.259.i = getelementptr i64, ptr %4, i64 %.245.i
  store i64 %.190.i, ptr %.259.i, align 8, !noalias !118
  %.60.i = shl nsw i64 %child.2.1.i, 1
  %.61.i = or disjoint i64 %.60.i, 1
  %.67.not.i = icmp slt i64 %.61.i, %arg.count
  br i1 %.67.not.i, label %B52.i, label %B50.backedge

B50.backedge:                                     ; preds = %B148.i, %B122.i, %B52
  %i.2.0.lcssa.i = phi i64 [ %.153, %B52 ], [ %child.2.1.i, %B148.i ], [ %i.2.0130.i, %B122.i ]
  %.282.i = icmp slt i64 %i.2.0.lcssa.i, 0
  %.283.i = select i1 %.282.i, i64 %arg.values.5.0, i64 0
  %5 = getelementptr i64, ptr %arg.values.4, i64 %i.2.0.lcssa.i
  %.297.i = getelementptr i64, ptr %5, i64 %.283.i
  store i64 %.54.i, ptr %.297.i, align 8, !noalias !118
  %.144 = icmp sgt i64 %.143158162, 1
  br i1 %.144, label %B52, label %B90.endif

B52.i11.preheader:                                ; preds = %B52.i11.preheader.preheader, %B130.backedge
  %.29716416854 = phi i64 [ %.297164168, %B130.backedge ], [ %.29716416849, %B52.i11.preheader.preheader ]
  %.54.i555 = load i64, ptr %arg.values.4, align 8, !noalias !121
  br label %B52.i11

B52.i11:                                          ; preds = %B148.i24, %B52.i11.preheader
  %.61132.i12 = phi i64 [ %.61.i29, %B148.i24 ], [ 1, %B52.i11.preheader ]
  %.60131.i13 = phi i64 [ %.60.i28, %B148.i24 ], [ 0, %B52.i11.preheader ]
  %i.2.0130.i14 = phi i64 [ %child.2.1.i18, %B148.i24 ], [ 0, %B52.i11.preheader ]
  %.79.i15 = add nsw i64 %.60131.i13, 2
  %.81.i16 = icmp slt i64 %.79.i15, %.29716416854
  br i1 %.81.i16, label %B70.i31, label %B122.i17

B70.i31:                                          ; preds = %B52.i11
  %.101.i32 = icmp slt i64 %i.2.0130.i14, -1
  %.102.i33 = select i1 %.101.i32, i64 %arg.values.5.0, i64 0
  %6 = getelementptr i64, ptr %arg.values.4, i64 %.79.i15
  %.116.i34 = getelementptr i64, ptr %6, i64 %.102.i33
  %.117.i35 = load i64, ptr %.116.i34, align 8, !noalias !121
  %.132.i36 = icmp slt i64 %i.2.0130.i14, 0
  %.133.i37 = select i1 %.132.i36, i64 %arg.values.5.0, i64 0
  %7 = getelementptr i64, ptr %arg.values.4, i64 %.61132.i12
  %.147.i38 = getelementptr i64, ptr %7, i64 %.133.i37
  %.148.i39 = load i64, ptr %.147.i38, align 8, !noalias !121
  %.149.i40 = icmp sgt i64 %.117.i35, %.148.i39
  %spec.select.i41 = select i1 %.149.i40, i64 %.79.i15, i64 %.61132.i12
  br label %B122.i17

B122.i17:                                         ; preds = %B70.i31, %B52.i11
  %child.2.1.i18 = phi i64 [ %.61132.i12, %B52.i11 ], [ %spec.select.i41, %B70.i31 ]
  %.174.i19 = icmp slt i64 %child.2.1.i18, 0
  %.175.i20 = select i1 %.174.i19, i64 %arg.values.5.0, i64 0
  %8 = getelementptr i64, ptr %arg.values.4, i64 %child.2.1.i18
  %.189.i21 = getelementptr i64, ptr %8, i64 %.175.i20
  %.190.i22 = load i64, ptr %.189.i21, align 8, !noalias !121
  %.192.not.i23 = icmp sgt i64 %.190.i22, %.54.i555
  br i1 %.192.not.i23, label %B148.i24, label %B130.backedge

B148.i24:                                         ; preds = %B122.i17
  %.244.i25 = icmp slt i64 %i.2.0130.i14, 0
  %.245.i26 = select i1 %.244.i25, i64 %arg.values.5.0, i64 0
  %9 = getelementptr i64, ptr %arg.values.4, i64 %i.2.0130.i14
  %.259.i27 = getelementptr i64, ptr %9, i64 %.245.i26
  store i64 %.190.i22, ptr %.259.i27, align 8, !noalias !121
  %.60.i28 = shl nsw i64 %child.2.1.i18, 1
  %.61.i29 = or disjoint i64 %.60.i28, 1
  %.67.not.i30 = icmp slt i64 %.61.i29, %.29716416854
  br i1 %.67.not.i30, label %B52.i11, label %B130.backedge

B130.backedge:                                    ; preds = %B148.i24, %B122.i17
  %i.2.0.lcssa.i7 = phi i64 [ %i.2.0130.i14, %B122.i17 ], [ %child.2.1.i18, %B148.i24 ]
  %i.2.0.lcssa.i7.fr = freeze i64 %i.2.0.lcssa.i7
  %.282.i8 = icmp slt i64 %i.2.0.lcssa.i7.fr, 0
  %spec.select = select i1 %.282.i8, i64 %arg.values.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.values.4, i64 %i.2.0.lcssa.i7.fr
  %.297.i10 = getelementptr i64, ptr %10, i64 %spec.select
  store i64 %.54.i555, ptr %.297.i10, align 8, !noalias !121
  %.297164168 = add i64 %.29716416854, -1
  %11 = getelementptr i64, ptr %arg.values.4, i64 %.297164168
  %.365 = load i64, ptr %11, align 8
  %.395 = load i64, ptr %arg.values.4, align 8
  store i64 %.365, ptr %arg.values.4, align 8
  store i64 %.395, ptr %11, align 8
  %.67.not129.i6 = icmp samesign ugt i64 %.297164168, 1
  br i1 %.67.not129.i6, label %B52.i11.preheader, label %common.ret

common.ret:                                       ; preds = %B130.backedge, %B132.preheader, %B90.endif
  store ptr null, ptr %retptr, align 8
  ret i32 0

B90.endif:                                        ; preds = %B50.backedge, %B0.else.if
  %12 = add i64 %arg.count, -2
  %.298166 = icmp ult i64 %12, 9223372036854775807
  br i1 %.298166, label %B132.preheader, label %common.ret

B132.preheader:                                   ; preds = %B90.endif
  %.29716416849 = add i64 %arg.count, -1
  %13 = getelementptr i64, ptr %arg.values.4, i64 %.29716416849
  %.36550 = load i64, ptr %13, align 8
  %.39551 = load i64, ptr %arg.values.4, align 8
  store i64 %.36550, ptr %arg.values.4, align 8
  store i64 %.39551, ptr %13, align 8
  %.67.not129.i653 = icmp samesign ugt i64 %.29716416849, 1
  br i1 %.67.not129.i653, label %B52.i11.preheader.preheader, label %common.ret

B52.i11.preheader.preheader:                      ; preds = %B132.preheader
  br label %B52.i11.preheader
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3}
!3 = distinct !{!3, !4, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!4 = distinct !{!4, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!5 = !{!6, !3}
!6 = distinct !{!6, !7, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!7 = distinct !{!7, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!8 = !{!9, !3}
!9 = distinct !{!9, !10, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!10 = distinct !{!10, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!13 = distinct !{!13, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!14 = !{!15, !12}
!15 = distinct !{!15, !16, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!16 = distinct !{!16, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!17 = !{!18, !12}
!18 = distinct !{!18, !19, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!19 = distinct !{!19, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v29B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!22 = distinct !{!22, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v29B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!23 = !{!24, !26, !28}
!24 = distinct !{!24, !25, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!25 = distinct !{!25, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!26 = distinct !{!26, !27, !"_ZN14tflite_memplan8planners6shared14by_size_kernel10_sift_downB3v32B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!27 = distinct !{!27, !"_ZN14tflite_memplan8planners6shared14by_size_kernel10_sift_downB3v32B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!28 = distinct !{!28, !29, !"_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!29 = distinct !{!29, !"_ZN14tflite_memplan8planners6shared14by_size_kernel8_replaceB3v33B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!30 = !{!31, !26, !28}
!31 = distinct !{!31, !32, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!32 = distinct !{!32, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!33 = !{!34, !26, !28}
!34 = distinct !{!34, !35, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!35 = distinct !{!35, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!36 = !{!37, !26, !28}
!37 = distinct !{!37, !38, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!38 = distinct !{!38, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!41 = distinct !{!41, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!42 = !{!43, !40}
!43 = distinct !{!43, !44, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!44 = distinct !{!44, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!45 = !{!46, !40}
!46 = distinct !{!46, !47, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!47 = distinct !{!47, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!48 = !{!"branch_weights", i32 1, i32 49, i32 49}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!51 = distinct !{!51, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!52 = !{!53, !50}
!53 = distinct !{!53, !54, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!54 = distinct !{!54, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!57 = distinct !{!57, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_pushB3v25B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!58 = !{!59, !56}
!59 = distinct !{!59, !60, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!60 = distinct !{!60, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!61 = !{}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v29B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!64 = distinct !{!64, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v29B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!67 = distinct !{!67, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_skipB3v19B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!70 = distinct !{!70, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_skipB3v19B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_first_aboveB3v20B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!73 = distinct !{!73, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_first_aboveB3v20B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN14tflite_memplan8planners6shared14by_size_kernel6_clearB3v21B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!76 = distinct !{!76, !"_ZN14tflite_memplan8planners6shared14by_size_kernel6_clearB3v21B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!79 = distinct !{!79, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_skipB3v19B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!82 = distinct !{!82, !"_ZN14tflite_memplan8planners6shared14by_size_kernel5_skipB3v19B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN14tflite_memplan8planners6shared14by_size_kernel11_last_aboveB3v24B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!85 = distinct !{!85, !"_ZN14tflite_memplan8planners6shared14by_size_kernel11_last_aboveB3v24B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN14tflite_memplan8planners6shared14by_size_kernel6_clearB3v21B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!88 = distinct !{!88, !"_ZN14tflite_memplan8planners6shared14by_size_kernel6_clearB3v21B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!91 = distinct !{!91, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!92 = !{!93, !95}
!93 = distinct !{!93, !94, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!94 = distinct !{!94, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!95 = distinct !{!95, !96, !"_ZN14tflite_memplan8planners6shared14by_size_kernel10_sift_downB3v32B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!96 = distinct !{!96, !"_ZN14tflite_memplan8planners6shared14by_size_kernel10_sift_downB3v32B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!97 = !{!98, !95}
!98 = distinct !{!98, !99, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx: %retptr"}
!99 = distinct !{!99, !"_ZN14tflite_memplan8planners6shared14by_size_kernel3_atB3v26B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx"}
!100 = !{!101, !95}
!101 = distinct !{!101, !102, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!102 = distinct !{!102, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!103 = !{!104, !95}
!104 = distinct !{!104, !105, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE: %retptr"}
!105 = distinct !{!105, !"_ZN14tflite_memplan8planners6shared14by_size_kernel4_putB3v28B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedEx8UniTupleIxLi5EE"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!108 = distinct !{!108, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!111 = distinct !{!111, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!112 = !{!113}
!113 = distinct !{!113, !114, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!114 = distinct !{!114, !"_ZN14tflite_memplan8planners6shared14by_size_kernel12_bisect_leftB3v23B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx: %retptr"}
!117 = distinct !{!117, !"_ZN14tflite_memplan8planners6shared14by_size_kernel13_bisect_rightB3v18B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExxx"}
!118 = !{!119}
!119 = distinct !{!119, !120, !"_ZN14tflite_memplan8planners6shared14by_size_kernel9_sift_maxB3v37B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!120 = distinct !{!120, !"_ZN14tflite_memplan8planners6shared14by_size_kernel9_sift_maxB3v37B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN14tflite_memplan8planners6shared14by_size_kernel9_sift_maxB3v37B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!123 = distinct !{!123, !"_ZN14tflite_memplan8planners6shared14by_size_kernel9_sift_maxB3v37B54c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAw4hWqFpgsIBZmgA_3dE5ArrayIxLi1E1C7mutable7alignedExx"}

declare void @llvm.trap()
