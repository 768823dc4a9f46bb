// One submission of a class judged as `judge submit` judges it, with its
// reports in the output folder (reports/<student>/<file>.html and .txt).
#pragma once

#include <filesystem>
#include <string>

#include "grade_book.hpp"
#include "grade_plan.hpp"

namespace judge {

// Where a submission's HTML report goes, relative to the output folder.
std::string report_path(const GradeItem& item);

// A submission the judge could not judge: its text report says why, and
// an HTML report an earlier grade left (of other text) is removed.
void reports_say_error(const std::filesystem::path& out, const GradeItem& item, const std::string& why);

// `source` is the file's bytes as hashed: what is judged, so the verdict kept
// under that hash is of those bytes (a file swapped meanwhile changes
// nothing). The judge's failure on it is recorded as "error", with why.
GradeEntry judge_one(const GradeItem& item, const std::string& source, const std::string& hash,
                     const std::filesystem::path& out, int jobs);

}  // namespace judge
