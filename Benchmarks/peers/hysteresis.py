#!/usr/bin/env python3
"""The peer: the loop users write by hand to classify presses in an evemu recording.

It parses the E: lines, keeps each multi-touch slot's tracking id and pressure, and at
every SYN_REPORT applies the same hysteresis as ForceTouch's defaults (peek 0.50:0.40,
pop 0.80:0.70) to every contact, counting presses by their deepest stage. Pressure is
normalised by the ABS_MT_PRESSURE range from the A: line. It prints the counts and the
events per second, so that Scripts/bench can set it beside `forcetouch replay`.

usage: hysteresis.py RECORDING
"""
import sys
import time

PEEK_ENTER, PEEK_EXIT, POP_ENTER, POP_EXIT = 0.50, 0.40, 0.80, 0.70
EV_SYN, EV_ABS = 0, 3
SYN_REPORT, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_PRESSURE = 0, 0x2F, 0x39, 0x3A


def main(path):
    started = time.perf_counter()
    low, high = 0, 255
    slot = 0
    tracking = {}   # slot -> tracking id
    pressure = {}   # slot -> raw pressure
    stage = {}      # slot -> 0 light, 1 peek, 2 pop
    deepest = {}
    counts = {"tap": 0, "peek": 0, "pop": 0}
    events = 0
    with open(path) as lines:
        for line in lines:
            if line.startswith("A: 3a "):
                fields = line.split()
                low, high = int(fields[2]), int(fields[3])
                continue
            if not line.startswith("E: "):
                continue
            fields = line.split()
            events += 1
            kind, code, value = int(fields[2], 16), int(fields[3], 16), int(fields[4])
            if kind == EV_ABS:
                if code == ABS_MT_SLOT:
                    slot = value
                elif code == ABS_MT_TRACKING_ID:
                    if value < 0:
                        tracking.pop(slot, None)
                        deep = deepest.pop(slot, 0)
                        stage.pop(slot, None)
                        counts[("tap", "peek", "pop")[deep]] += 1
                    else:
                        tracking[slot] = value
                        stage[slot] = 0
                        deepest[slot] = 0
                elif code == ABS_MT_PRESSURE:
                    pressure[slot] = value
            elif kind == EV_SYN and code == SYN_REPORT:
                for s in tracking:
                    f = min(max((pressure.get(s, 0) - low) / (high - low), 0.0), 1.0)
                    st = stage[s]
                    if st == 0 and f >= PEEK_ENTER:
                        st = 2 if f >= POP_ENTER else 1
                    elif st == 1:
                        if f >= POP_ENTER:
                            st = 2
                        elif f < PEEK_EXIT:
                            st = 0
                    elif st == 2 and f < POP_EXIT:
                        st = 0 if f < PEEK_EXIT else 1
                    stage[s] = st
                    if st > deepest[s]:
                        deepest[s] = st
    elapsed = time.perf_counter() - started
    print(f"events {events} presses {sum(counts.values())} pop {counts['pop']} "
          f"seconds {elapsed:.3f} events_per_second {events / elapsed:.0f}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    main(sys.argv[1])
