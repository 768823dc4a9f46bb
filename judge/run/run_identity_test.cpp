#include "run_identity.hpp"

#include <doctest/doctest.h>
#include <grp.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test_skip.hpp"

using namespace judge;

TEST_CASE("an id is in use when named in passwd or held by a process, and two holders never share one") {
    if (::geteuid() != 0) return skip_test("needs root (the locks are root's, and a process is given an id)");
    CHECK(id_in_use(0));      // root: named, and held
    CHECK(id_in_use(65534));  // nobody: named
    ReservedId a = ReservedId::take(), b = ReservedId::take();
    CHECK(a.id() != b.id());
    CHECK(a.id() >= reserved_id_base());
    CHECK(a.id() < reserved_id_base() + k_reserved_id_count);
    CHECK_FALSE(id_in_use(a.id()));
    // A process holding a's id makes it in use; killed, it no longer does.
    const unsigned id = a.id();
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgroups(0, nullptr) == 0 && ::setresgid(id, id, id) == 0 && ::setresuid(id, id, id) == 0)
            for (;;)
                ::pause();
        ::_exit(1);
    }
    bool held = false;
    for (int look = 0; look < 1000 && !held; ++look) {  // until the child has changed its ids
        held = id_in_use(id);
        if (!held) ::usleep(1000);
    }
    CHECK(held);
    CHECK(kill_id_holders(id));
    ::waitpid(child, nullptr, 0);
    CHECK_FALSE(id_in_use(id));
}
