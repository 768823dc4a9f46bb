// Where `judge grade` writes its book, reports and tables: a folder that
// must stay this user's, since a class folder often sits in a shared place.
#pragma once

#include <filesystem>

namespace judge {

// Throws JudgeError when the output folder is another user's link, or is
// reached through one: said the same whatever the link leads to (before
// anything looks through it).
void refuse_others_output_folder(const std::filesystem::path& out);

// The output folder made if missing, then checked: refused (JudgeError, one
// line naming what and whose) when it, or anything in it, is another user's
// (a link of theirs is never followed), when it or a folder of it is
// writable by every user or by a group another user is in, or when a folder
// above it lets another user rename it away (writable by them, not sticky).
// The caller's umask decides the modes of what it makes (run_grade: 022).
void ensure_output_folder(const std::filesystem::path& out);

}  // namespace judge
