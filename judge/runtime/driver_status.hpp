// The generated driver's own exit codes: failures of the judge's side (its
// input, its channel), never the solution's. Shared by the driver and the
// judge, which reports them as IE. Self-contained standard C++.
#pragma once

namespace judge_status {

inline constexpr int k_write_failed = 120;  // the answer could not be written
inline constexpr int k_bad_input = 121;     // the test's input does not parse (bad test data)
inline constexpr int k_bad_frame = 122;     // --many: a broken frame from the judge

// Whether an exit code is the driver's own.
inline constexpr bool is_driver_failure(int code) { return code >= k_write_failed && code <= k_bad_frame; }

}  // namespace judge_status
