// What the judge is doing while the user waits ("compiling mine.cpp",
// "timing the reference on 69 tests"): one line on stderr. On a terminal
// each step replaces the one before and shows the seconds it has taken;
// when stderr is not a terminal each step is a plain line; off (--quiet, or
// a command that did not ask for it), nothing. Any layer may say a step; a
// command decides whether and how it is shown.
#pragma once

#include <cstddef>
#include <cstdio>
#include <functional>
#include <string>

namespace judge::status {

enum class Mode { off, plain, terminal };

// terminal when `out` is one, plain otherwise, off when quiet.
Mode mode_for(std::FILE* out, bool quiet);

// Shows the steps said while it lives (one at a time in a process); the
// line is cleared when it ends. `out` is stderr but for tests.
class Scope {
public:
    explicit Scope(Mode mode, std::FILE* out = stderr);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
};

// A step begins; shown in both modes.
void show(const std::string& step);
// A step worth a glance on a terminal only (one that is often instant, or a
// count moving on): never a plain line.
void update(const std::string& step);
// Removes the line (before a report is printed to the same terminal); the
// next show() brings one back.
void clear();

// The step as the terminal line shows it, cut to fit `width` columns with
// its age; the terminal's own width where it says one, else k_default_width.
inline constexpr std::size_t k_default_width = 100;
std::string terminal_text(const std::string& step, long seconds, std::size_t width = k_default_width);

}  // namespace judge::status
