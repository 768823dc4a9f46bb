// The characters a constraint's words allow a string to hold: "lowercase
// English letters and digits", "digits from 2 to 9", "printable ASCII",
// "'0' or '1'". The import's reader finds the sentence and its subject;
// this says which characters the rest of the sentence names.
#pragma once

#include <string>

namespace judge {

// `lower` is the sentence from its verb on, in lower case; `as_written` the
// same words as the statement writes them (quoted characters keep their
// case). The characters named, each once; empty when the words name none.
std::string characters_named(const std::string& lower, const std::string& as_written);

}  // namespace judge
