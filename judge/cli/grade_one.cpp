#include "grade_one.hpp"

#include <unistd.h>

#include "interrupts.hpp"

#include <cstdio>
#include <memory>

#include "build_cache.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "file_write.hpp"
#include "language.hpp"
#include "submit_options.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// A submission's reports are named for its file: NAME.html, NAME.txt (and
// NAME.txt.part while it is written). A name too long for that (a file
// system takes 255 bytes a name) is cut at a character's start, and a hash
// of the whole keeps two long names apart.

std::string report_name(const std::string& name) {
    constexpr std::size_t k_most = 255, k_suffix = 9;  // ".txt.part"
    if (name.size() + k_suffix <= k_most) return name;
    std::size_t keep = k_most - k_suffix - 9;  // "~" and 8 of the hash
    while (keep > 0 && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80)
        --keep;
    return name.substr(0, keep) + "~" + content_key({name}).substr(0, 8);
}

}  // namespace

std::string report_path(const GradeItem& item) {
    return "reports/" + item.student + "/" + report_name(item.name) + ".html";
}

void reports_say_error(const fs::path& out, const GradeItem& item, const std::string& why) {
    const fs::path html = out / report_path(item);
    std::error_code ec;
    if (!fs::is_directory(html.parent_path(), ec)) return;  // never graded: nothing to correct
    try {
        write_text_file(fs::path(html).replace_extension(".txt"), "judge: error: " + one_line(why) + "\n");
    } catch (const JudgeError&) {
        // The cell and the line under the table say it.
    }
    fs::remove(html, ec);
}

GradeEntry judge_one(const GradeItem& item, const std::string& source, const std::string& hash, const fs::path& out,
                     int jobs) {
    GradeEntry e{item.student, item.problem, item.name, hash, "error", 0, 0, 0, 0,
                 language_name(language_of(item.file)), report_path(item), "", ""};
    const fs::path html = out / e.report;
    std::error_code made;
    fs::create_directories(html.parent_path(), made);  // under run_grade's umask: no group or other write
    if (made) {
        e.error = html.parent_path().string() + ": cannot make the folder of its reports: " + made.message();
        e.report.clear();
        return e;
    }
    // The text report is written aside and moved into place once decided: a
    // grade stopped halfway leaves the last whole report, not a cut one.
    const fs::path text = fs::path(html).replace_extension(".txt");
    const fs::path partial = fs::path(text) += ".part";
    // Stopped here (Ctrl-C): the part goes, the last whole report stays.
    interrupts::Undoable part([partial] { ::unlink(partial.c_str()); });
    std::FILE* opened = nullptr;
    part.make([&] { opened = std::fopen(partial.c_str(), "w"); });
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> report(opened, &std::fclose);
    SubmitOptions opt;
    opt.file = item.file.string();
    opt.file_text = source;
    opt.problem = item.problem;
    opt.jobs = jobs;
    opt.no_history = true;
    opt.html = html.string();
    opt.colour = "never";
    opt.report_out = report ? report.get() : stderr;
    opt.own_status = false;
    try {
        SubmissionResult result;
        run_submit(opt, &result);
        e.verdict = verdict_name(result.verdict);
        e.passed = result.passed;
        e.total = result.total;
        for (const auto& t : result.tests)
            e.cpu_us += t.run.cpu_us;
        e.time_ratio = result.time_ratio;
    } catch (const std::exception& err) {  // the judge's failure on this one: its cell says so, the rest go on
        e.error = err.what();
        e.report.clear();
        if (report) std::fprintf(report.get(), "judge: error: %s\n", one_line(err.what()).c_str());
    }
    report.reset();
    std::error_code ec;
    fs::rename(partial, text, ec);
    part.done();
    // The text says why; an HTML report left by an earlier grade of this
    // file would say something else.
    if (!e.error.empty()) fs::remove(html, ec);
    return e;
}

}  // namespace judge
