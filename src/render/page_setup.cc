#include "render/page_setup.h"

namespace lucas::render {

MeasuringCanvas::MeasuringCanvas(const std::string& font)
    : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)),
      cr_(cairo_create(surface_.get())),
      canvas_(std::make_unique<Canvas>(cr_.get(), font)) {}

}  // namespace lucas::render
