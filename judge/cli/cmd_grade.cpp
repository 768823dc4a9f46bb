// judge grade FOLDER: a class (FOLDER/<student>/<file>), every submission
// judged as `judge submit` judges it, its result kept in the grade book as
// soon as it is decided (a grade stopped and started again judges only what
// is missing or changed), then the table: terminal, CSV, JSON, HTML.
// --shard K/N judges one share (any scheduler's array task); --slurm writes
// and submits the Slurm array job and the job that merges it.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "build_cache.hpp"
#include "cli_words.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "fd.hpp"
#include "file_write.hpp"
#include "grade_book.hpp"
#include "grade_plan.hpp"
#include "grade_one.hpp"
#include "grade_output_folder.hpp"
#include "grade_table.hpp"
#include "language.hpp"
#include "outside_text.hpp"
#include "problem.hpp"
#include "safe_text.hpp"
#include "slurm_script.hpp"
#include "status_line.hpp"
#include "submit_options.hpp"
#include "text_file.hpp"
#include "tool_runner.hpp"
#include "workspace.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

struct ClassGradeOptions {
    std::string folder, csv, json, html, out, shard, partition;
    int jobs = usable_cores();
    int tasks = 0;  // --slurm: array tasks; 0: as many as fit
    int task_minutes = 0, task_mib = 0;  // --slurm: each task's time and memory; 0: from the problems' limits
    bool again = false, slurm = false, dry_run = false;
};

// A folder's absolute path, meaning what the kernel takes it to mean:
// "lk/.." is the folder above where the link lk leads, not ".", so a path
// with ".." is resolved (through this user's links only: another user's is
// refused, never followed), and one without is tidied by its text.
fs::path kernel_path(const fs::path& given, const char* what) {
    const fs::path absolute = fs::absolute(given);
    if (std::find(absolute.begin(), absolute.end(), "..") != absolute.end()) {
        refuse_foreign_links(absolute, what);
        std::error_code ec;
        fs::path real = fs::weakly_canonical(absolute, ec);
        if (!ec) return real;
    }
    return absolute.lexically_normal();
}

fs::path class_folder(const fs::path& given) { return kernel_path(given, "the class folder"); }

// The class folder's output folder: FOLDER.grades beside it, unless --out.
fs::path output_folder(const ClassGradeOptions& opt) {
    if (!opt.out.empty()) {
        fs::path out = kernel_path(opt.out, "the output folder");  // "g/" and "g/." end in an empty name
        if (out.filename().empty() && out.has_relative_path()) out = out.parent_path();
        return out;
    }
    fs::path folder = class_folder(opt.folder);
    if (folder.filename().empty()) folder = folder.parent_path();
    return folder.parent_path() / (folder.filename().string() + ".grades");
}

std::string elapsed(std::chrono::steady_clock::time_point since) {
    const auto s = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - since).count();
    return s >= 60 ? fmt::format("{}m{:02}s", s / 60, s % 60) : fmt::format("{}s", s);
}

// A value a Slurm script holds: one line, and no '%' (sbatch's file-name
// patterns in --output); else the script would do what the text says.
void check_script_value(const std::string& value, const char* what) {
    if (value.find_first_of("\n\r%") != std::string::npos || value.find('\0') != std::string::npos)
        throw JudgeError(std::string(what) + " " + visible_line(value, 200) +
                         ": a line break or a '%' cannot go into a Slurm script; rename it, or use --shard K/N yourself");
}

int run_slurm(const ClassGradeOptions& opt, const GradePlan& plan, const std::vector<Problem>& problems, const fs::path& out) {
    std::int64_t total_ms = 0, heaviest = 0;
    int memory = 0;
    for (const auto& item : plan.items) {
        total_ms += item.weight_ms;
        heaviest = std::max(heaviest, item.weight_ms);
    }
    for (const auto& p : problems)
        memory = std::max(memory, p.limits.memory_mib);
    SlurmPlan sp;
    sp.judge = (project_root() / "bin" / "judge").string();
    sp.folder = class_folder(opt.folder).string();
    sp.out = out.string();
    const int with_problem = static_cast<int>(std::count_if(plan.items.begin(), plan.items.end(),
                                                            [](const GradeItem& i) { return !i.problem.empty(); }));
    sp.tasks = std::max(1, std::min(opt.tasks > 0 ? opt.tasks : 16, std::max(with_problem, 1)));
    sp.cpus = std::max(1, opt.jobs);
    // The worst case of the heaviest share (every test to its limit, the
    // share no lighter than an even split plus its heaviest item), with
    // room for the compiles and the reference's timing.
    const std::int64_t share_ms = total_ms / sp.tasks + heaviest;
    sp.task_seconds = opt.task_minutes > 0 ? std::int64_t{opt.task_minutes} * 60 : share_ms * 3 / 2 / 1000 / sp.cpus + 15 * 60;
    sp.memory_mib = opt.task_mib > 0 ? opt.task_mib : std::max(2048, memory * sp.cpus + 1024);
    sp.partition = opt.partition;
    check_script_value(sp.judge, "the judge's path");
    check_script_value(sp.folder, "the class folder");
    check_script_value(sp.out, "the output folder");
    check_script_value(sp.partition, "--partition");
    for (const auto& [flag, value] : {std::pair{"--csv", opt.csv}, {"--json", opt.json}, {"--html", opt.html}})
        if (!value.empty()) {
            sp.merge_args.push_back(flag);
            sp.merge_args.push_back(names_stdout(value) ? value : fs::absolute(value).string());
            check_script_value(sp.merge_args.back(), flag);
        }
    const std::string array = slurm_array_script(sp), merge = slurm_merge_script(sp);
    const fs::path array_file = out / "grade-array.sbatch", merge_file = out / "grade-merge.sbatch";
    if (opt.dry_run) {
        fmt::print("# {} ({} submissions in {} tasks)\n{}\n# {}\n{}\n# then:\n#   sbatch --parsable {}\n"
                   "#   sbatch --parsable --dependency=afterany:JOB {}\n",
                   array_file.string(), with_problem, sp.tasks, array, merge_file.string(), merge,
                   shell_word(array_file.string()), shell_word(merge_file.string()));
        return 0;
    }
    ensure_output_folder(out);
    write_text_file(array_file, array);
    write_text_file(merge_file, merge);
    auto tools = make_tool_runner();
    auto sbatch = [&](const std::vector<std::string>& args) {
        ToolRequest r;
        r.program = "/usr/bin/sbatch";
        r.args = args;
        // The user's own environment (SLURM_CONF, HOME, ...): the jobs get it
        // as sbatch's default --export=ALL gives it, as from a shell.
        for (char** e = environ; e && *e; ++e)
            r.environment.emplace_back(*e);
        r.wall_limit_ms = 120'000;
        if (!fs::exists(r.program)) throw JudgeError("--slurm needs Slurm's sbatch (apt-get install slurm-client): no /usr/bin/sbatch");
        const RunOutcome o = tools->run(r);
        if (o.exit_code != 0)
            throw JudgeError("sbatch refused the job: " + visible_line(o.stderr_data.empty() ? o.stdout_data : o.stderr_data, 300));
        std::string id = o.stdout_data.substr(0, o.stdout_data.find_first_of(";\n"));
        if (id.empty() || !std::all_of(id.begin(), id.end(), ::isdigit))
            throw JudgeError("sbatch gave no job id: " + visible_line(o.stdout_data, 200));
        return id;
    };
    const std::string array_id = sbatch({"--parsable", array_file.string()});
    const std::string merge_id = sbatch({"--parsable", "--dependency=afterany:" + array_id, merge_file.string()});
    fmt::print("submitted: array job {} ({} tasks, {}), then job {} merging it into {}\n", array_id, sp.tasks,
               slurm_time(sp.task_seconds), merge_id, out.string());
    return 0;
}

int run_grade(const ClassGradeOptions& opt) {
    std::optional<std::pair<int, int>> shard;
    if (!opt.shard.empty()) shard = parse_shard(opt.shard);
    if (!opt.slurm && (opt.dry_run || opt.tasks > 0 || !opt.partition.empty() || opt.task_minutes > 0 || opt.task_mib > 0))
        throw JudgeError("--dry-run, --tasks, --partition, --task-minutes and --task-mib go with --slurm");
    if (opt.slurm && shard) throw JudgeError("--slurm makes the --shard tasks itself: not both");
    if (opt.folder.empty()) throw JudgeError("grade: the class folder's name is empty");
    const std::vector<Problem> problems = list_problems(project_root());
    GradePlan plan = plan_grading(opt.folder, problems);
    const fs::path out = output_folder(opt);
    // Nothing the grade writes (the output folder, reports, tables, the
    // book) is left writable by the group or by every user, whatever the umask.
    ::umask(::umask(0) | 022);
    // Another user's link as the output folder is refused before anything
    // follows it (the checks below would say where it leads).
    refuse_others_output_folder(out);
    {
        const fs::path cls = fs::weakly_canonical(fs::absolute(opt.folder));
        const fs::path real_out = fs::weakly_canonical(out);
        const auto [a, b] = std::mismatch(cls.begin(), cls.end(), real_out.begin(), real_out.end());
        if (a == cls.end() && !opt.out.empty())
            throw JudgeError("--out " + visible_line(out.string()) +
                             ": is the class folder or inside it (its files would be taken for students'); "
                             "choose a folder beside it");
        if (a == cls.end())  // "grade /": no folder beside it
            throw JudgeError(visible_line(opt.folder) + ": its results would go to " + visible_line(out.string()) +
                             ", inside the class folder; give --out a folder outside it");
        // What is there, not what a link there leads to (another user's is
        // refused as such, whatever it leads to: ensure_output_folder).
        struct stat there {};
        if (::lstat(out.c_str(), &there) == 0 && !S_ISLNK(there.st_mode) && !S_ISDIR(there.st_mode))
            throw JudgeError(visible_line(out.string()) + ": the output folder is " + node_kind(there.st_mode) +
                             "; choose a folder (--out DIR)");
    }
    check_report_targets({{"--csv", opt.csv}, {"--json", opt.json}, {"--html", opt.html}});
    for (const auto& line : plan.not_judged)
        fmt::print(stderr, "judge: not graded: {}\n", visible_line(line));
    for (const auto& item : plan.items)
        if (item.problem.empty()) {
            fmt::print(stderr, "judge: not graded: {}: {}\n", visible_line(item.file.string()), visible_line(item.why_not));
            plan.not_judged.push_back(item.file.string() + ": " + item.why_not);
        }
    if (opt.slurm) return run_slurm(opt, plan, problems, out);

    ensure_output_folder(out);
    // One grade at a time on a book: a second waits for none and says so.
    const fs::path lock_file = out / (shard ? fmt::format("shard-{}-of-{}.lock", shard->first, shard->second)
                                            : std::string("grades.lock"));
    Fd lock(::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600));
    if (lock.get() < 0)
        throw JudgeError(lock_file.string() + ": cannot open the grade's lock: " +
                         (errno == ELOOP ? std::string("it is a symbolic link, not followed") : std::strerror(errno)));
    if (::flock(lock.get(), LOCK_EX | LOCK_NB) != 0)
        throw JudgeError(visible_line(out.string()) + ": another judge grade is using this output folder" +
                         (shard ? " for this shard" : "") + "; wait for it to end");
    GradeBook book(shard ? out / fmt::format("shard-{}-of-{}.sqlite3", shard->first, shard->second)
                         : out / "grades.sqlite3");
    // What the other books of this folder hold (the shards of an array job,
    // any N; the merged book): a shard judges nothing already graded there,
    // so a second array job after a lost or cancelled one judges only what
    // is missing; the merge takes them all.
    std::vector<GradeEntry> elsewhere;
    {
        std::error_code ec;
        const fs::path mine_file = shard ? out / fmt::format("shard-{}-of-{}.sqlite3", shard->first, shard->second)
                                         : out / "grades.sqlite3";
        for (const auto& f : fs::directory_iterator(out, ec)) {
            const std::string name = f.path().filename().string();
            if (f.path() == mine_file || f.path().extension() != ".sqlite3" ||
                (name.rfind("shard-", 0) != 0 && name != "grades.sqlite3"))
                continue;
            GradeBook other(f.path());
            if (!shard)
                book.absorb(other);
            else
                for (auto& e : other.all())
                    elsewhere.push_back(std::move(e));
        }
    }
    auto graded_elsewhere = [&](const GradeItem& item, const std::string& hash) {
        return std::any_of(elsewhere.begin(), elsewhere.end(), [&](const GradeEntry& e) {
            return e.student == item.student && e.problem == item.problem && e.file == item.name &&
                   e.source_hash == hash;
        });
    };
    std::vector<std::size_t> mine;
    if (shard)
        mine = shard_items(plan.items, shard->first, shard->second);
    else
        for (std::size_t i = 0; i < plan.items.size(); ++i)
            mine.push_back(i);
    mine.erase(std::remove_if(mine.begin(), mine.end(), [&](std::size_t i) { return plan.items[i].problem.empty(); }),
               mine.end());

    status::Scope progress(status::mode_for(stderr, false));
    const auto start = std::chrono::steady_clock::now();
    int judged = 0, kept = 0, n = 0;
    // Every submission's content key as it is now (the table's cells).
    std::map<std::string, std::string> hashes, problem_of;
    for (const GradeItem& item : plan.items)
        if (!item.problem.empty()) {
            problem_of[item.student + "/" + item.name] = item.problem;
            try {
                hashes[item.student + "/" + item.name] = content_key({read_text_file(item.file, "submission", true)});
            } catch (const JudgeError&) {
                hashes[item.student + "/" + item.name] = "";
            }
        }
    for (std::size_t i : mine) {
        const GradeItem& item = plan.items[i];
        ++n;
        std::string text, hash;
        try {
            text = read_text_file(item.file, "submission", true);
            hash = content_key({text});
        } catch (const JudgeError& e) {
            GradeEntry bad{item.student, item.problem, item.name, "", "error", 0, 0, 0, 0,
                           language_name(language_of(item.file)), "", e.what(), ""};
            book.record(bad);
            fmt::print(stderr, "judge: {}\n", visible_line(e.what()));
            reports_say_error(out, item, e.what());
            continue;
        }
        if (!opt.again) {
            if (auto had = book.find(item.student, item.problem, item.name); had && had->source_hash == hash) {
                ++kept;
                continue;
            }
            if (graded_elsewhere(item, hash)) {
                ++kept;
                continue;
            }
        }
        status::show(fmt::format("grading {} of {}{}, {} so far: {}/{}", n, mine.size(),
                                 kept ? fmt::format(" ({} graded before)", kept) : "", elapsed(start),
                                 on_terminal(OutsideText(item.student)), on_terminal(OutsideText(item.name))));
        book.record(judge_one(item, text, hash, out, opt.jobs));
        ++judged;
    }
    status::clear();
    // The table holds the files there now, as they are now: a file removed
    // since its grade, or another class's row in the same book, is no cell.
    std::vector<GradeEntry> current;
    for (const GradeEntry& e : book.all())
        if (auto it = hashes.find(e.student + "/" + e.file); it != hashes.end() && it->second == e.source_hash &&
                                                             e.problem == problem_of[e.student + "/" + e.file])
            current.push_back(e);
    GradeTable table = make_grade_table(plan.students, plan.problems, current);
    table.not_judged = plan.not_judged;
    const std::string where = shard ? fmt::format(" (shard {} of {})", shard->first, shard->second) : "";
    // A table on stdout (--csv -, --json -) sends the human one to stderr.
    std::FILE* human = names_stdout(opt.csv) || names_stdout(opt.json) || names_stdout(opt.html) ? stderr : stdout;
    fmt::print(human, "{}graded {} submission{} in {}{}, {} unchanged since the last grade; the book: {}\n\n",
               "", judged, judged == 1 ? "" : "s", elapsed(start), where, kept,
               (shard ? out / fmt::format("shard-{}-of-{}.sqlite3", shard->first, shard->second)
                      : out / "grades.sqlite3").string());
    if (!shard) fmt::print(human, "{}", grade_table_text(table));
    const std::string title = "Grades: " + class_folder(opt.folder).string();
    if (!opt.csv.empty()) write_report_file(opt.csv, grade_table_csv(table));
    if (!opt.json.empty()) write_report_file(opt.json, grade_table_json(table));
    if (!opt.html.empty()) {
        // Its links reach the reports from where the page is.
        std::error_code ec;
        const fs::path from = fs::absolute(opt.html).parent_path();
        fs::path rel = names_stdout(opt.html) ? out : fs::relative(out, from, ec);
        if (ec || rel.empty()) rel = out;
        write_report_file(opt.html, grade_table_html(table, title, rel == "." ? "" : rel.string()));
    }
    // The page of the output folder, beside the reports its cells link to.
    write_text_file(out / "grades.html", grade_table_html(table, title));
    return 0;
}

}  // namespace

CommandSpec grade_command() {
    auto opt = std::make_shared<ClassGradeOptions>();
    return {"grade",
            "Judge a class: FOLDER/<student>/<file>.cpp|.py, each as submit judges it; a table of the grades",
            "Example:\n  bin/judge grade class/ --csv grades.csv --html grades.html\n"
            "  bin/judge grade class/ --shard 3/16         # what one task of an array job runs\n"
            "  bin/judge grade class/ --slurm --dry-run    # the Slurm array job and its merge, shown",
            {
                {"folder", &opt->folder, "the class folder: one folder a student, their files in it", true},
                {"--csv", &opt->csv, "write the table as CSV (a row a student, a column a problem)", false,
                 {report_target()}},
                {"--json", &opt->json, "write the table as JSON, or - for stdout", false, {report_target()}},
                {"--html", &opt->html, "write the table as one HTML page", false, {report_target()}},
                {"--out", &opt->out,
                 "the output folder: the grade book, each submission's report (default: FOLDER.grades beside FOLDER)"},
                {"--jobs", &opt->jobs, "tests run at once within a submission", false,
                 {whole_number(1, 256, "numbers of tests at once")}},
                {"--again", &opt->again, "judge every submission again, not only the new and the changed"},
                {"--shard", &opt->shard, "K/N: judge only share K of N (an array task's), into its own grade book"},
                {"--slurm", &opt->slurm, "grade on a Slurm cluster: one array job of --shard tasks, then a merge"},
                {"--tasks", &opt->tasks, "with --slurm: the array's tasks (default: 16, at most one a submission)",
                 false, {whole_number(1, 10000, "tasks")}},
                {"--partition", &opt->partition, "with --slurm: the partition to run in"},
                {"--task-minutes", &opt->task_minutes,
                 "with --slurm: each task's time limit (default: 1.5x its share's worst case, plus 15 minutes)", false,
                 {whole_number(1, 525600, "minutes")}},
                {"--task-mib", &opt->task_mib,
                 "with --slurm: each task's memory (default: the problems' largest limit x --jobs, plus 1 GiB)", false,
                 {whole_number(256, 16777216, "MiB")}},
                {"--dry-run", &opt->dry_run, "with --slurm: show the job scripts and the sbatch commands, submit nothing"},
            },
            [opt] { return run_grade(*opt); }};
}

}  // namespace judge
