// Compiled by the `layers` tests: against the judging layer it builds; against
// the run layer (below judging) the include must not be found.
#include "grader.hpp"
