// The report as one self-contained page (no network): the summary, the
// per-test table, and for each failing test its input drawn by the
// problem's explainer, one frame per ply of the optimal line, steppable.
#pragma once

#include <map>
#include <string>

#include "grader.hpp"

namespace judge {

// `pictures`: test name -> the explainer's SVG frames for that input.
std::string html_report(const SubmissionResult& result, const std::string& title,
                        const std::map<std::string, std::string>& pictures);

}  // namespace judge
