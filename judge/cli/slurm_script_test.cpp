#include "slurm_script.hpp"

#include <doctest/doctest.h>

namespace judge {

TEST_CASE("slurm: time limits as sbatch takes them") {
    CHECK(slurm_time(0) == "0-00:01:00");
    CHECK(slurm_time(61) == "0-00:02:00");
    CHECK(slurm_time(3600) == "0-01:00:00");
    CHECK(slurm_time(90000) == "1-01:00:00");
}

TEST_CASE("slurm: an array job of shards and a merging job, paths quoted for the shell") {
    SlurmPlan p;
    p.judge = "/opt/judge/bin/judge";
    p.folder = "/home/t/class 2026";
    p.out = "/home/t/class 2026.grades";
    p.tasks = 16;
    p.cpus = 2;
    p.task_seconds = 7200;
    p.memory_mib = 3072;
    p.partition = "short";
    p.merge_args = {"--csv", "/home/t/grades.csv"};
    const std::string array = slurm_array_script(p);
    CHECK(array.rfind("#!/bin/bash\n", 0) == 0);
    CHECK(array.find("#SBATCH --array=1-16\n") != std::string::npos);
    CHECK(array.find("#SBATCH --time=0-02:00:00\n") != std::string::npos);
    CHECK(array.find("#SBATCH --mem=3072M\n") != std::string::npos);
    CHECK(array.find("#SBATCH --partition=short\n") != std::string::npos);
    CHECK(array.find("#SBATCH --output='/home/t/class 2026.grades/slurm-%A_%a.out'\n") != std::string::npos);
    CHECK(array.find("exec /opt/judge/bin/judge grade '/home/t/class 2026' --out '/home/t/class 2026.grades' --jobs 2 "
                     "--shard \"${SLURM_ARRAY_TASK_ID}/16\"\n") != std::string::npos);
    const std::string merge = slurm_merge_script(p);
    CHECK(merge.find("--array") == std::string::npos);
    CHECK(merge.find("grade '/home/t/class 2026' --out '/home/t/class 2026.grades' --jobs 2 --csv /home/t/grades.csv\n") !=
          std::string::npos);
    p.partition.clear();
    CHECK(slurm_array_script(p).find("--partition") == std::string::npos);
}

}  // namespace judge
