// judge debug's wrapper for the program under gdb (gdb's exec-wrapper, the
// judge's own executable): `judge __debug-exec SECONDS ID PROGRAM [ARG...]`.
// An alarm at the case's wall-clock limit (it outlives the exec, so gdb
// stops a program that hangs and shows where); Landlock with the program
// alone (no file, no TCP, no signal out, and no ptrace or /proc of a
// process outside it: gdb's descriptors, its log and the judge are out of
// reach); as root, the user and group ID (not 0), no supplementary groups,
// no new privileges. Then the program, from a descriptor opened before the
// user changed (its folder is root's alone).
#pragma once

namespace judge {

inline constexpr const char* k_debug_exec_command = "__debug-exec";

int debug_exec_main(int argc, char** argv);

}  // namespace judge
