// `judge debug` of a Python 3 solution: the case run in the sandbox, as a
// test is, with the driver's post mortem (the traceback in the user's
// frames and each frame's locals). The interactive debugger is pdb, outside
// the judge, on the exported file (`judge export`): said in a line.
#pragma once

#include <string>

namespace judge {

struct PythonDebug {
    std::string file, problem, input;
    bool interactive = false;
};

// The exit status: 1 when the case failed (RE, TLE, ...), 0 when it ran well.
int run_debug_python(const PythonDebug& opt);

}  // namespace judge
