// Reading the files a user or a problem hands the judge (writing them is
// file_write.hpp). The one place the checks live: a file read is a regular
// file of bounded size, opened without waiting. Anything else is the
// judge's error (exit 2), one line naming the file.
#pragma once

#include <sys/stat.h>
#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fd.hpp"
#include "own_links.hpp"

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

// What a file that is not a regular one is: "a FIFO", or for a link (at
// `path`, `st` what it leads to) "a link to /dev/zero, a character device".
std::string what_it_is(const std::filesystem::path& path, const struct stat& st);

// The one way the judge reads a file: a link is followed (but not another
// user's: refuse_foreign_links), and only a regular
// file is read (a FIFO, socket, device or folder is refused before it is
// opened, and what was opened, without blocking, is checked again), and at
// most `limit` bytes of it. Throws JudgeError naming the file and `what` it
// is: "t/a.ans: test answer is not a regular file (a FIFO)", "t/a.in: 100
// GiB, over the 64 MiB a test input may have", "...: not found", "...: cannot
// read test input: Permission denied". With missing_ok a missing file (or a
// link to nothing) reads as empty.
std::string read_checked_file(const std::filesystem::path& path, const char* what,
                              std::uintmax_t limit = k_max_file_bytes, bool missing_ok = false);

// read_checked_file of a file found by listing `folder` (a descriptor of
// the folder `path` is in): its name looked up there, not the path again
// (what was listed is what is read). A link goes the whole way, as
// read_checked_file takes it.
// `seen`: what the listing's walk saw of it, not a link (it is not looked
// at again: opened, it must still be that file).
std::string read_checked_file_in(int folder, const std::filesystem::path& path, const char* what,
                                 std::uintmax_t limit = k_max_file_bytes, const struct stat* seen = nullptr);

// The file's bytes (read_checked_file); throws JudgeError if it is also
// empty (only white space) or binary (a NUL or another control byte; a
// source may hold any byte but NUL).
std::string read_text_file(const std::filesystem::path& path, const char* what, bool source = false);
// The same of a file found by listing `folder` (read_checked_file_in).
std::string read_text_file_in(int folder, const std::filesystem::path& path, const char* what,
                              const struct stat* seen = nullptr);

// The bytes of a file the judge or the problem brings (sources, headers, the
// cache's records): read_checked_file, a missing file read as empty.
std::string read_file_bytes(const std::filesystem::path& path, std::uintmax_t limit = k_max_file_bytes);

// An input named on the command line: a file, or "-" for stdin (at most
// k_max_file_bytes of it); the same checks as read_text_file.
std::string read_input(const std::string& name);

}  // namespace judge
