#include "outside_text.hpp"
#include "html_report.hpp"

#include <fmt/format.h>

#include "comparison.hpp"
#include "diagnosis_text.hpp"
#include "near_limit.hpp"
#include "report.hpp"
#include "safe_text.hpp"

namespace judge {

namespace {

// The most of a test's printed text a page shows (a test keeps up to 64 KiB).
constexpr std::size_t k_html_printed_bytes = 16 << 10;

constexpr const char* k_style = R"(body{font:14px system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse}td,th{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}
.AC{color:#080}.WA,.RE,.TLE,.MLE,.OLE,.CE{color:#c00;font-weight:bold}
pre{background:#f6f6f6;padding:8px;white-space:pre-wrap;max-width:60em}
.frame{display:none}.frame.shown{display:block}.game{border:1px solid #ccc;padding:8px;margin:1em 0}
)";

// Steps every .game figure through its frames.
constexpr const char* k_script = R"(document.querySelectorAll('.game').forEach(function (game) {
  var frames = game.querySelectorAll('.frame'), at = 0, label = game.querySelector('.at');
  function show(i) { at = Math.max(0, Math.min(frames.length - 1, i));
    frames.forEach(function (f, k) { f.classList.toggle('shown', k === at); });
    label.textContent = 'ply ' + at + ' of ' + (frames.length - 1); }
  game.querySelector('.prev').onclick = function () { show(at - 1); };
  game.querySelector('.next').onclick = function () { show(at + 1); };
  game.querySelector('.first').onclick = function () { show(0); };
  game.querySelector('.last').onclick = function () { show(frames.length - 1); };
  show(0);
});)";

}  // namespace

std::string html_report(const SubmissionResult& r, const std::string& title,
                        const std::map<std::string, std::string>& pictures) {
    std::string rows;
    for (const auto& t : r.tests)
        rows += fmt::format(
            "<tr><td>{}</td><td class='{}'>{}</td><td>{}</td><td>{}</td><td>{:.1f} MiB</td><td>{}</td></tr>\n",
            in_html(t.name), verdict_name(t.verdict), verdict_name(t.verdict), format_cpu(t.run.cpu_us),
            t.ref_cpu_us >= 0 ? format_cpu(t.ref_cpu_us) : "-",
            static_cast<double>(t.run.memory_kib) / 1024.0, html_text(t.reason));
    std::string failures;
    int shown = 0;
    for (const auto& t : r.tests) {
        if (t.verdict == Verdict::AC || shown >= 5) continue;
        ++shown;
        failures += fmt::format("<h2>{}: {}</h2>\n<p>{}</p>\n<pre>{}</pre>\n<p>expected <b>{}</b>, got <b>{}</b></p>\n",
                                in_html(t.name), verdict_name(t.verdict), html_text(t.reason), html_text(t.input),
                                html_text(t.expected), html_text(t.got.empty() ? "(nothing)" : t.got));
        // What the program printed (its stderr, a Python traceback): the page is the teacher's only view of it.
        if (const std::string printed = printed_text(r, t); !printed.empty()) {
            std::string shown(utf8_prefix(printed, k_html_printed_bytes));
            if (shown.size() < printed.size()) shown += fmt::format("\n... ({} more bytes)", printed.size() - shown.size());
            failures += fmt::format("<p>{}:</p>\n<pre class='printed'>{}</pre>\n", k_printed_label, html_text(shown));
        }
        if (t.diagnosis)
            failures += fmt::format("<p class='diagnosis'>{}: <b>{}</b><br>{}<br><small>{}</small></p>\n",
                                    diagnosis_label(*t.diagnosis), html_text(diagnosis_headline(*t.diagnosis)),
                                    html_text(t.diagnosis->text), html_text(diagnosis_source(*t.diagnosis)));
        if (!t.diagnosis_note.empty())
            failures += fmt::format("<p class='diagnosis-note'>{}</p>\n", html_text(t.diagnosis_note));
        if (auto it = pictures.find(t.name.bytes()); it != pictures.end())
            failures +=
                "<div class='game'><p>The optimal line for this input (the winner as fast as it can, the "
                "loser as slowly): <button class='first'>|&lt;</button><button class='prev'>&lt;</button>"
                "<span class='at'></span><button class='next'>&gt;</button><button class='last'>&gt;|</button></p>\n" +
                it->second + "</div>\n";
    }
    if (!r.compile.ok) failures = fmt::format("<h2>CE</h2><pre>{}</pre>", html_text(r.compile.log));
    std::string summary = fmt::format("<span class='{}'>{}</span>: {}/{} tests passed", verdict_name(r.verdict),
                                      verdict_name(r.verdict), r.passed, r.total);
    if (auto line = reference_line(r); !line.empty()) summary += "; " + html_text(line);
    if (!r.hint.empty()) summary += "<br>why: " + html_text(r.hint);
    if (auto near = near_limit(r))
    {
        // The judge's own words escaped, the test's name rendered as every name here is.
        std::string line = html_text(near_limit_line(*near, "@NAME@"));
        line.replace(line.find("@NAME@"), 6, in_html(near->test));
        summary += "<br><span id='near-limit'>" + line + "</span>";
    }
    return fmt::format(
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'><title>{0}</title><style>{1}</style></head>\n"
        "<body>\n<h1>{0}</h1>\n<p id='summary'>{2}</p>\n{4}<h2>Tests</h2>\n<table><tr><th>test</th><th>verdict</th>"
        "<th>CPU</th><th>ref CPU</th><th>memory</th><th>why</th></tr>\n{3}</table>\n<script>{5}</script>\n"
        "</body></html>\n",
        html_text(title), k_style, summary, rows, failures, k_script);
}

}  // namespace judge
