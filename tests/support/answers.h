// What the tests of lucas serve's answers share: where the sources are, the catalogues, and an
// answer's body read as JSON.
#pragma once

#include <string>

#include "serve/api.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas::serve {

inline const std::string kSource = LUCAS_SOURCE_DIR;
inline const Catalogue& kFrench = Catalogue::get("fr");
inline const Catalogue& kEnglish = Catalogue::get("en");

inline Json parsed(const Answer& answer) { return Json::parse(answer.body); }

}  // namespace lucas::serve
