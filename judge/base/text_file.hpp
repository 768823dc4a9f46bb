// Reading the files a user or a problem hands the judge, and writing the
// files it makes for the user. Both are the one place their checks live:
// a file read is a regular file of bounded size, opened without waiting; a
// file written never follows a link another user planted. Anything else is
// the judge's error (exit 2), one line naming the file.
#pragma once

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace judge {

// The most bytes a file handed to the judge may have (a test's .in or .ans,
// a test box, a solution, problem.toml, a problem's tool): a larger one is
// refused before it is read (a 100 GiB sparse .in costs nothing to make).
inline constexpr std::uintmax_t k_max_file_bytes = std::uintmax_t{64} << 20;

// "300 bytes", "1.5 KiB", "64 MiB", "100 GiB".
std::string size_in_words(std::uintmax_t bytes);

// Throws read_checked_file's JudgeError for a file of `size` bytes over
// `limit` ("t/a.in: 100 GiB, over the 64 MiB a test input may have").
void check_file_size(const std::string& name, const char* what, std::uintmax_t size,
                     std::uintmax_t limit = k_max_file_bytes);

// The one way the judge reads a file: a link is followed, but only a regular
// file is read (a FIFO, socket, device or folder is refused before it is
// opened, and what was opened, without blocking, is checked again), and at
// most `limit` bytes of it. Throws JudgeError naming the file and `what` it
// is: "t/a.ans: test answer is not a regular file (a FIFO)", "t/a.in: 100
// GiB, over the 64 MiB a test input may have", "...: not found", "...: cannot
// read test input: Permission denied". With missing_ok a missing file (or a
// link to nothing) reads as empty.
std::string read_checked_file(const std::filesystem::path& path, const char* what,
                              std::uintmax_t limit = k_max_file_bytes, bool missing_ok = false);

// The file's bytes (read_checked_file); throws JudgeError if it is also
// empty (only white space) or binary (a NUL or another control byte; a
// source may hold any byte but NUL).
std::string read_text_file(const std::filesystem::path& path, const char* what, bool source = false);

// The bytes of a file the judge or the problem brings (sources, headers, the
// cache's records): read_checked_file, a missing file read as empty.
std::string read_file_bytes(const std::filesystem::path& path, std::uintmax_t limit = k_max_file_bytes);

// An input named on the command line: a file, or "-" for stdin (at most
// k_max_file_bytes of it); the same checks as read_text_file.
std::string read_input(const std::string& name);

// How a file is written. Atomically (a temporary sibling made new, then
// renamed) onto a regular file or a new path, so that a reader never sees
// half of it and nothing planted there is written through; through the path
// (opened and written) onto a device such as /dev/null, a FIFO with a reader,
// /dev/stdout or /proc/self/fd/N. A symbolic link is followed only when this
// user (or root) made it: one another user planted is refused, named.
enum class WriteMethod { atomic, through };
WriteMethod write_method(const std::filesystem::path& path);

// What is at a path to write: `existing` says whether something there may
// be replaced (a report, --force) or the file must be new (refused, and never
// replaced if it appears while being written).
enum class Existing { replace, refuse };

// Writes the text (write_method); throws JudgeError naming the path when it
// cannot, or when the path is a link, FIFO or device of another user, a FIFO
// nobody reads, a socket or a folder, or exists and `existing` refuses it.
void write_text_file(const std::filesystem::path& path, const std::string& text,
                     Existing existing = Existing::replace);

// The checks write_text_file makes before writing, made before any work:
// throws the same JudgeError, `shown` naming the target ("--json r.json").
void check_write_target(const std::filesystem::path& path, const std::string& shown);

// A file the judge keeps and updates in place (the history database and its
// journals): absent, or a regular file of this user's (or root's), through
// links of this user's own.
// Throws JudgeError naming it and `what` it is otherwise.
void check_updatable_file(const std::filesystem::path& path, const char* what);

// Whether a report target is this process's stdout: "-", or a path to the
// same open file (/dev/stdout, /proc/self/fd/1, the file stdout goes to).
bool names_stdout(const std::string& target);
// A report: to stdout (written through, never truncated) when the target
// names it, else write_text_file.
void write_report_file(const std::string& target, const std::string& text);
// Before any work: at most one of these (option, target) names stdout, and
// every other target is a file (or a device) in a folder that exists, not
// one another report writes, none of `inputs` (the files the command reads:
// a report never replaces the solution or a test), and passes
// check_write_target. Throws JudgeError naming the option otherwise. Empty
// targets are skipped.
void check_report_targets(const std::vector<std::pair<std::string, std::string>>& targets,
                          const std::vector<std::filesystem::path>& inputs = {});

}  // namespace judge
