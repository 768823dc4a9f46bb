// Every process on the machine, one /proc file each: the judge's scans of
// the process table (a tool's process group and its CPU time, the holders
// of a reserved id) in one place.
#pragma once

#include <sys/types.h>

#include <functional>
#include <string_view>

namespace judge {

// Calls `visit` with each process's pid and the text of its /proc/PID/`file`
// (at most 4095 bytes; processes gone or unreadable are passed over).
void for_each_process(const char* file, const std::function<void(pid_t, std::string_view)>& visit);

}  // namespace judge
