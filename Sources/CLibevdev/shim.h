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

#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// Linux 6.18's struct ff_haptic_effect (include/uapi/linux/input.h), a member of
// struct ff_effect's union that Debian 12's header lacks; the union is large enough for it.
struct forcetouch_ff_haptic_effect {
    __u16 hid_usage;
    __u16 vendor_id;
    __u8 vendor_waveform_page;
    __u16 intensity;
    __u16 repeat_count;
    __u16 retrigger_period;
};

// Uploads an FF_HAPTIC effect playing the HID Haptics-page waveform `usage` (PRESS 0x1006,
// RELEASE 0x1007) at `intensity` (0-100): the effect's id, or -errno.
static inline int forcetouch_upload_haptic(int fd, unsigned short usage, unsigned short intensity) {
    struct ff_effect effect;
    memset(&effect, 0, sizeof effect);
    effect.type = FF_HAPTIC;
    effect.id = -1;
    struct forcetouch_ff_haptic_effect haptic;
    memset(&haptic, 0, sizeof haptic);
    haptic.hid_usage = usage;
    haptic.intensity = intensity;
    memcpy(&effect.u, &haptic, sizeof haptic);
    if (ioctl(fd, EVIOCSFF, &effect) < 0) return -errno;
    return effect.id;
}

// Plays effect `id` once: an EV_FF event with value 1. 0, or -errno.
static inline int forcetouch_play_effect(int fd, int id) {
    struct input_event event;
    memset(&event, 0, sizeof event);
    event.type = EV_FF;
    event.code = (__u16)id;
    event.value = 1;
    return write(fd, &event, sizeof event) == (ssize_t)sizeof event ? 0 : -errno;
}

// Removes effect `id` (EVIOCRMFF): the pad goes back to clicking by itself. 0, or -errno.
static inline int forcetouch_erase_effect(int fd, int id) {
    return ioctl(fd, EVIOCRMFF, id) < 0 ? -errno : 0;
}
#endif
