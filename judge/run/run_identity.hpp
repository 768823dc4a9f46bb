// A user and group id of the judge's reserved range, held by one holder at
// a time: as root, each sandbox helper's runs and each compile step become
// an id no other process on the machine holds, as isolate gives each box
// its own uid. The range is JUDGE_ID_BASE (60000 unless set) and the 1000
// ids after it; an id is taken by a lock in /run/judge-ids (root's own
// folder), so two judges never share one, and only when it is unused: no
// passwd or group entry, no process holding it (a run of a judge killed
// outright may outlive its lock).
#pragma once

#include <sys/types.h>

#include <string>

#include "fd.hpp"

namespace judge {

inline constexpr unsigned k_reserved_id_count = 1000;
inline constexpr const char* k_reserved_id_locks = "/run/judge-ids";

// JUDGE_ID_BASE, else 60000; throws JudgeError on a value that is not a
// number from 1000 to 4294000000.
unsigned reserved_id_base();

class ReservedId {
public:
    // The first free id of the range (from a place that differs between
    // judges); throws JudgeError when none is free or the locks' folder is
    // not root's own.
    static ReservedId take();
    unsigned id() const { return m_id; }  // the uid, and the gid

private:
    ReservedId(unsigned id, Fd lock) : m_id(id), m_lock(std::move(lock)) {}
    unsigned m_id;
    Fd m_lock;  // flock held while this object lives
};

// Whether a passwd or group entry names `id`, or a process holds it as any
// of its user or group ids (real, effective, saved, file system).
bool id_in_use(unsigned id);

// Every process holding `id` as a user id, killed (SIGKILL) until none is
// left (rounds bounded); false if some remained.
bool kill_id_holders(unsigned id);

}  // namespace judge
