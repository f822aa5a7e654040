// libinput-latency NODE READY FRAMES: reads NODE through libinput's path backend, as a
// compositor does, and notes for every touch frame how late it reached this program: the
// time libinput hands it over (CLOCK_MONOTONIC) less the kernel's time stamp on it. Creates
// READY once the device is added; after FRAMES frames prints
// "frames N p50 U p99 U max U" (microseconds) and exits. The kernel tests' peer for
// `forcetouch live --latency` in Tests/Kernel; built by Scripts/vm-test against libinput unpacked there.
#include <errno.h>
#include <fcntl.h>
#include <libinput.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static int open_restricted(const char *path, int flags, void *data) {
    (void)data;
    int fd = open(path, flags);
    return fd < 0 ? -errno : fd;
}

static void close_restricted(int fd, void *data) {
    (void)data;
    close(fd);
}

static const struct libinput_interface interface = {open_restricted, close_restricted};

static uint64_t now_usec(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000u + (uint64_t)time.tv_nsec / 1000u;
}

static int ascending(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

// The nearest-rank quantile, as ReadLatency computes it.
static int64_t quantile(const int64_t *sorted, long count, double fraction) {
    long rank = (long)(fraction * (double)count + 0.999999);
    if (rank < 1) rank = 1;
    if (rank > count) rank = count;
    return sorted[rank - 1];
}

int main(int argc, char **argv) {
    if (argc != 4 || atol(argv[3]) <= 0) {
        fprintf(stderr, "usage: libinput-latency NODE READY FRAMES\n");
        return 2;
    }
    long wanted = atol(argv[3]), count = 0;
    struct libinput *libinput = libinput_path_create_context(&interface, NULL);
    if (!libinput || !libinput_path_add_device(libinput, argv[1])) {
        fprintf(stderr, "libinput cannot use %s (is udevd running, and has it tagged the device?)\n", argv[1]);
        return 1;
    }
    int64_t *samples = calloc((size_t)wanted, sizeof *samples);
    FILE *ready = fopen(argv[2], "w");
    if (!samples || !ready) {
        fprintf(stderr, "cannot create %s\n", argv[2]);
        return 1;
    }
    fclose(ready);
    struct pollfd fd = {libinput_get_fd(libinput), POLLIN, 0};
    libinput_dispatch(libinput);
    while (count < wanted) {
        struct libinput_event *event;
        while (count < wanted && (event = libinput_get_event(libinput))) {
            if (libinput_event_get_type(event) == LIBINPUT_EVENT_TOUCH_FRAME) {
                uint64_t stamped = libinput_event_touch_get_time_usec(libinput_event_get_touch_event(event));
                samples[count++] = (int64_t)(now_usec() - stamped);
            }
            libinput_event_destroy(event);
        }
        if (count >= wanted) break;
        if (poll(&fd, 1, 60000) <= 0) {
            fprintf(stderr, "no input for 60 s after %ld of %ld frames\n", count, wanted);
            return 1;
        }
        libinput_dispatch(libinput);
    }
    qsort(samples, (size_t)count, sizeof *samples, ascending);
    printf("frames %ld p50 %lld p99 %lld max %lld\n", count, (long long)quantile(samples, count, 0.5),
           (long long)quantile(samples, count, 0.99), (long long)quantile(samples, count, 1));
    libinput_unref(libinput);
    free(samples);
    return 0;
}
