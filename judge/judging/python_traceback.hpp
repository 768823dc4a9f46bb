// A Python solution's RE explained: the traceback its driver printed (the
// user's frames only, python_driver.py) read back into a Diagnosis: the
// exception's type as the kind, the innermost frame of the user's file, the
// message. The words are the process's own (line_from_report): a solution
// can print any traceback it likes, and then it explains only itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "diagnosis.hpp"

namespace judge {

// The last traceback in `stderr_text` of a frame in `file`, or none.
std::optional<Diagnosis> diagnose_traceback(std::string_view stderr_text, const std::string& file);

}  // namespace judge
