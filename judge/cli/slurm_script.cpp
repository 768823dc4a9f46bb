#include "slurm_script.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "safe_text.hpp"

namespace judge {

std::string slurm_time(std::int64_t seconds) {
    seconds = std::max<std::int64_t>(seconds, 60);
    const std::int64_t minutes = (seconds + 59) / 60;
    return fmt::format("{}-{:02}:{:02}:00", minutes / (24 * 60), minutes / 60 % 24, minutes % 60);
}

namespace {

std::string header(const SlurmPlan& p, const std::string& name, const std::string& log) {
    std::string out = "#!/bin/bash\n";
    out += "#SBATCH --job-name=" + name + "\n";
    out += fmt::format("#SBATCH --cpus-per-task={}\n#SBATCH --mem={}M\n#SBATCH --time={}\n", p.cpus, p.memory_mib,
                       slurm_time(p.task_seconds));
    out += "#SBATCH --output=" + shell_word(p.out + "/" + log) + "\n";
    if (!p.partition.empty()) out += "#SBATCH --partition=" + shell_word(p.partition) + "\n";
    return out;
}

}  // namespace

std::string slurm_array_script(const SlurmPlan& p) {
    std::string out = header(p, "judge-grade", "slurm-%A_%a.out");
    out += fmt::format("#SBATCH --array=1-{}\n", p.tasks);
    out += "# Task K of N judges its share of the class (judge grade --shard K/N) into\n"
           "# shard-K-of-N.sqlite3 in the output folder; the merging job reads them all.\n";
    out += "set -eu\n";
    out += fmt::format("exec {} grade {} --out {} --jobs {} --shard \"${{SLURM_ARRAY_TASK_ID}}/{}\"\n",
                       shell_word(p.judge), shell_word(p.folder), shell_word(p.out), p.cpus, p.tasks);
    return out;
}

std::string slurm_merge_script(const SlurmPlan& p) {
    SlurmPlan merge = p;
    std::string out = header(merge, "judge-grade-merge", "slurm-merge-%j.out");
    out += "# After the array job, whatever became of its tasks: the shards' grade books\n"
           "# merged, what a lost task left undone judged here, the tables written.\n";
    out += "set -eu\n";
    out += "exec " + shell_word(p.judge) + " grade " + shell_word(p.folder) + " --out " + shell_word(p.out) +
           fmt::format(" --jobs {}", p.cpus);
    for (const auto& a : p.merge_args)
        out += " " + shell_word(a);
    return out + "\n";
}

}  // namespace judge
