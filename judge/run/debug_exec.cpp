#include "debug_exec.hpp"

#include <fcntl.h>
#include <grp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "landlock.hpp"

namespace judge {

int debug_exec_main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: judge %s SECONDS ID PROGRAM [ARG...]\n", k_debug_exec_command);
        return 127;
    }
    const auto seconds = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
    const auto id = static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10));
    const char* program = argv[4];
    auto fail = [program](const char* what) {
        std::fprintf(stderr, "judge debug: %s for %s: %s\n", what, program, std::strerror(errno));
        return 127;
    };
    // Nothing gdb or the judge had open reaches the program (the scratch
    // folder's lock among them): only its stdin, stdout and stderr.
    if (::close_range(3, ~0U, 0) != 0) return fail("cannot close inherited descriptors");
    const int fd = ::open(program, O_PATH | O_CLOEXEC);
    if (fd < 0) return fail("cannot open the program");
    const LandlockRule rules[] = {{program, LandlockAccess::read_execute}};
    if (landlock_abi() > 0 && (errno = landlock_restrict(rules, 1)) != 0) return fail("cannot confine");
    if (id != 0 && (::setgroups(0, nullptr) != 0 || ::setresgid(id, id, id) != 0 || ::setresuid(id, id, id) != 0))
        return fail("cannot change user");
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return fail("cannot set no_new_privs");
    if (seconds > 0) ::alarm(seconds);
    ::syscall(SYS_execveat, fd, "", argv + 4, ::environ, AT_EMPTY_PATH);
    return fail("cannot execute");
}

}  // namespace judge
