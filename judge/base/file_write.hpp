// Writing the files the judge makes for the user (reports, `new`, `export
// -o`, stress's cases, the problems' generated tests). The one place the
// checks live: a file written never follows a link another user planted, and
// anything refused is the judge's error (exit 2), one line naming the file.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace judge {

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
