#ifndef FORCETOUCH_CLIBEVDEV_SHIM_H
#define FORCETOUCH_CLIBEVDEV_SHIM_H
// libevdev and the kernel's input definitions, for ForceTouchEvdev.
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>

// Linux 6.18's pressure pads, which Debian 12's kernel headers predate.
#ifndef INPUT_PROP_PRESSUREPAD
#define INPUT_PROP_PRESSUREPAD 0x07 // include/uapi/linux/input-event-codes.h (INPUT_PROP_HAPTIC_TOUCHPAD before 6.18-rc6)
#endif
#ifndef FF_HAPTIC
#define FF_HAPTIC 0x4f // include/uapi/linux/input.h
#endif
#endif
