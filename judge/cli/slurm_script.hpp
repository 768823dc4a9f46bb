// `judge grade --slurm`: the class's grading as one Slurm array job (each
// task runs `judge grade FOLDER --shard K/N`, its share of the
// submissions), then a job that depends on it and merges the shards'
// grade books into the tables (`judge grade FOLDER` again: it judges only
// what a lost task left undone). Text only: the command shows it
// (--dry-run) or hands it to sbatch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace judge {

struct SlurmPlan {
    std::string judge;   // bin/judge, absolute: a path every node sees
    std::string folder;  // the class folder, absolute
    std::string out;     // the output folder, absolute
    int tasks = 1;
    int cpus = 2;                  // per task (its --jobs)
    std::int64_t task_seconds = 0; // each task's time limit
    int memory_mib = 2048;         // each task's
    std::string partition;         // "" the cluster's default
    std::vector<std::string> merge_args;  // --csv F --html F ... for the merging job
};

// "D-HH:MM:SS" as sbatch's --time takes it, at least a minute.
std::string slurm_time(std::int64_t seconds);

// The array job's script and the merging job's.
std::string slurm_array_script(const SlurmPlan& plan);
std::string slurm_merge_script(const SlurmPlan& plan);

}  // namespace judge
