// Reading the text files a user or a problem hands the judge. An unreadable,
// empty or binary file is the judge's error (exit 2), named by path.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace judge {

// The file's bytes; throws JudgeError if it is missing, unreadable, empty
// (only white space) or binary (a NUL or another control byte).
std::string read_text_file(const std::filesystem::path& path, const char* what, bool source = false);

// The bytes of a file the judge owns (sources, headers), unchecked; empty
// if it cannot be read.
std::string read_file_bytes(const std::filesystem::path& path);

// An input named on the command line: a file, or "-" for stdin; the same
// checks as read_text_file.
std::string read_input(const std::string& name);

// How a file is written. Atomically (a temporary sibling, then rename) onto
// a regular file or a new path, so that a reader never sees half of it;
// through the path (opened and written) onto anything else: a device such
// as /dev/null, a FIFO, /dev/stdout, /proc/self/fd/N, any symbolic link.
// Renaming over those would replace the node itself (as root, /dev/null).
enum class WriteMethod { atomic, through };
WriteMethod write_method(const std::filesystem::path& path);

// Writes the text by write_method(path); throws JudgeError naming the path.
void write_text_file(const std::filesystem::path& path, const std::string& text);

// Whether a report target is this process's stdout: "-", or a path to the
// same open file (/dev/stdout, /proc/self/fd/1, the file stdout goes to).
bool names_stdout(const std::string& target);
// A report: to stdout (written through, never truncated) when the target
// names it, else write_text_file.
void write_report_file(const std::string& target, const std::string& text);
// Before any work: at most one of these (option, target) names stdout, and
// every other target is a file (or a device) in a folder that exists, not
// one another report writes, and none of `inputs` (the files the command
// reads: a report never replaces the solution or a test). Throws JudgeError
// naming the option otherwise. Empty targets are skipped.
void check_report_targets(const std::vector<std::pair<std::string, std::string>>& targets,
                          const std::vector<std::filesystem::path>& inputs = {});

}  // namespace judge
