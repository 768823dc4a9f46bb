// A LeetCode statement as its site stores it (the question's `content`,
// HTML): turned into the Markdown `judge show` renders, and read for what
// the import needs of it: each example's "Output:", the "Constraints:" list.
// The HTML is a stranger's text: only the tags a statement uses are
// understood (p, br, strong/b, em/i, code, pre, ul/ol/li, sup, sub, img, a);
// every other tag is dropped with its marks, never copied through, and no
// input makes it loop or recurse.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace judge {

// The statement in Markdown: paragraphs, **bold**, *italic*, `code`, code
// blocks, "- " and "1. " lists, 10<sup>4</sup> as 10^4, x<sub>i</sub> as
// x_i, an image as ![alt](address), a link as [text](address).
std::string html_to_markdown(std::string_view html);

// One line of plain text: tags dropped, <sup> as ^, entities decoded,
// white space collapsed ("-10<sup>9</sup> &lt;= nums[i]" -> "-10^9 <= nums[i]").
std::string html_to_text(std::string_view html);

// The text after each "Output:" label, in order, as plain text up to the
// end of its line or the next label ("Explanation:", "Input:"): the
// examples' stated answers, old style (in <pre>) and new (example-io spans).
std::vector<std::string> example_outputs(std::string_view html);

// The text after each "Input:" label up to its "Output:", as plain text:
// the examples' arguments as the statement writes them ("nums = [2,7], target = 9").
std::vector<std::string> example_input_texts(std::string_view html);

// The items of the list that follows "Constraints:", as plain text.
std::vector<std::string> constraint_lines(std::string_view html);

}  // namespace judge
