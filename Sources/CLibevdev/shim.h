#ifndef FORCETOUCH_CLIBEVDEV_SHIM_H
#define FORCETOUCH_CLIBEVDEV_SHIM_H
// libevdev and the kernel's input definitions, for ForceTouchEvdev.
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
#endif
