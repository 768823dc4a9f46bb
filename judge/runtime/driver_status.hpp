// The generated driver's own exit codes, shared by the driver and the judge.
// Any program can exit with any code, so none is taken on trust as the
// judge's failure: the judge checked the input before the run, and a run
// that ends with one of these was ended or damaged by the solution (RE,
// with the reason said). k_out_of_memory is taken as said: claiming it only
// harms the one who claims. Self-contained standard C++.
#pragma once

namespace judge_status {

inline constexpr int k_write_failed = 120;  // the answer could not be written, or the solution closed or replaced a descriptor of the driver's
inline constexpr int k_bad_input = 121;     // the test's input did not parse
inline constexpr int k_bad_frame = 122;     // --many: a broken frame
inline constexpr int k_out_of_memory = 123;  // an allocation failed (operator new, under the address-space limit)
// The main thread's stack passed its limit (a SIGSEGV at the stack's end,
// caught on a stack of its own): RE, named a stack overflow. Taken as said,
// as k_out_of_memory is: claiming it is RE all the same.
inline constexpr int k_stack_overflow = 124;
// The Python driver (python_driver.py): a RecursionError (past Python's
// recursion limit), any other exception out of the solution (its traceback,
// the user's frames only, on stderr), and --check's refusal of a solution
// (a syntax error, no class or method the problem wants: the judge's CE).
// Claiming one is RE all the same (the last: CE, before any test).
inline constexpr int k_recursion_limit = 125;
inline constexpr int k_exception = 126;
inline constexpr int k_check_failed = 127;

// Whether an exit code is one of the driver's failures (not the solution's exit).
inline constexpr bool is_driver_failure(int code) { return code >= k_write_failed && code <= k_bad_frame; }

}  // namespace judge_status
