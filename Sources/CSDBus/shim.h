#ifndef FORCETOUCH_CSDBUS_SHIM_H
#define FORCETOUCH_CSDBUS_SHIM_H
// sd-bus, systemd's D-Bus library (libsystemd-dev), for LinuxDesktop's session-bus calls.
#include <systemd/sd-bus.h>

// SD_BUS_ERROR_NULL, which Swift cannot import as a macro.
static inline sd_bus_error forcetouch_sd_bus_error_null(void) {
    sd_bus_error error = SD_BUS_ERROR_NULL;
    return error;
}
#endif
