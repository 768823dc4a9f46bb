// A sanitized run's stderr holds the program's own text and the sanitizer
// runtime's (its start-up warnings in the sandbox, then its report). The
// report is read by diagnosis.hpp and shown as the finding; what the
// program printed is shown apart, without the runtime's words.
#pragma once

#include <string>
#include <string_view>

namespace judge {

// `stderr_data` less the sanitizers' lines: ASan's "==PID==WARNING: ..."
// lines (and the two that follow its warning about the stack's bounds),
// UBSan's "file:line:col: runtime error: ..." and "SUMMARY: ..." lines, and
// everything from the first "==PID==ERROR: " (the report) on. A program may
// print such lines itself: they are then left out of what it printed too,
// which only hides its own text.
std::string printed_by_program(std::string_view stderr_data);

}  // namespace judge
