// Files in memory (memfd) that carry a run's input and output: made new for
// each run, so nothing a run does to them reaches another. A failure to make,
// measure, read or write one is the judge's (JudgeError), never the run's.
#pragma once

#include <cstdint>
#include <string>

#include "fd.hpp"

namespace judge {

Fd memory_file(const char* name);
std::int64_t memory_file_size(int fd);
// Up to `size` bytes from offset `from`; fewer if the file is shorter.
std::string read_memory_file(int fd, std::int64_t size, std::int64_t from = 0);
// A run's text of `size` bytes (its stderr) kept in at most `keep` bytes:
// all of it when it fits; else its start and its end (the last quarter:
// a traceback, a sanitizer's report, the last words before a crash come
// last), never a character cut in two, with a line between them saying how
// much of the middle was not kept (k_middle_not_kept).
std::string read_kept_text(int fd, std::int64_t size, std::int64_t keep);
inline constexpr const char* k_middle_not_kept = " bytes not kept from the middle) ...";

// Writes `data` at offset 0.
void write_memory_file(int fd, const std::string& data);

}  // namespace judge
