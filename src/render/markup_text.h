// The text of Pango markup, as a page shows it: the captions the replay draws, set on the page as
// text (never as HTML).
#pragma once

#include <string>
#include <string_view>

namespace lucas::render {

/// The text of Pango markup, its tags left out and its entities read ("<b>A-B</b> &amp; C" is
/// "A-B & C"); a text that is no markup is given back as it is.
std::string markup_text(std::string_view markup);

}  // namespace lucas::render
