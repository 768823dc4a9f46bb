// The judge's own failure: bad usage, bad test data, a broken machine. It
// ends the run with exit status 2 and one line on stderr. A submission's
// failure is never an exception: it is a Verdict.
#pragma once

#include <stdexcept>
#include <string>

namespace judge {

class JudgeError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "file:line:column: message", the form editors and terminals link.
inline std::string located(const std::string& file, int line, int column, const std::string& message) {
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

}  // namespace judge
