/// The profiles ForceTouch carries: one for each device in Recordings/ and in the shared
/// real-device recordings, each saying why its values are right. They are read by the same
/// parser as profile files, so `profiles show NAME` prints them as a file would hold them.
enum BuiltInProfiles {
    static let text = """
        profiles:
          - name: forcetouch-synthetic
            why: >-
              The scenario devices of Recordings/ (vendor 0x4654, "FT"). Their presses are written
              against the documented defaults, so this profile pins them: a change of default must
              not move their expected files.
            match: {vendor: 0x4654, name: "ForceTouch Synthetic*"}
            settings: {peek: "0.5:0.4", pop: "0.8:0.7", tap-max-duration: 0.3, slop: 3, long-press: 0.5}

          - name: elantech-ps2
            why: >-
              Elantech PS/2 pads declare pressure 0..255 but report 1..16: in the Samsung 700Z3A
              recording both touches top out at 16 and a resting finger reads 1 to 4. With the range
              0:16 the firmest press reaches force 1.0 (pop) and a resting finger stays light; with
              the declared range nothing ever passed 0.063 and every press was a tap or none.
            match: {bus: ps2, vendor: 0x0002, product: 0x000e, name: "ETPS/2 Elantech Touchpad*", kind: touchpad}
            settings: {pressure-range: "0:16"}

          - name: cypress-ps2
            why: >-
              The Cypress PS/2 trackpad reports 0..255 but a physical click, the firmest press it
              sees, reads 110; fingers resting or sliding read 39 to 73. The range 0:120 puts the
              click at force 0.92 (pop), a finger pressing before it at 0.61 (peek), and a resting
              finger at 0.33 (light); with the declared range the click was 0.43, not even peek.
            match: {bus: ps2, vendor: 0x0002, product: 0x0011, name: "CyPS/2 Cypress Trackpad*", kind: touchpad}
            settings: {pressure-range: "0:120"}

          - name: alps-ps2
            why: >-
              ALPS GlidePoint reports one ABS_PRESSURE for both fingers, 0..127, and uses all of it
              (a flat palm reaches 127). A quick two-finger tap peaks at 62 (force 0.49, under peek)
              and stays a tap: the defaults are right. The semi-MT bounding box is the core's to
              handle, not a setting.
            match: {bus: ps2, vendor: 0x0002, product: 0x0008, name: "AlpsPS/2 ALPS GlidePoint*", kind: touchpad}

          - name: synaptics-ps2
            why: >-
              Synaptics PS/2 pads declare 0..255, but above about 130 it is a palm, not a finger
              (libinput's palm pressure default is 130), so a finger's firmest press lies below 130.
              The range 0:130 needs 104 for pop and 65 for peek; a light touch (48 to 51 in the
              right-button recording) stays light at 0.38.
            match: {bus: ps2, vendor: 0x0002, product: 0x0007, name: "SynPS/2 Synaptics TouchPad*", kind: touchpad}
            settings: {pressure-range: "0:130"}

          - name: wacom-cintiq-13hd-pen
            why: >-
              A pen on glass skids: the Cintiq 13HD recording's quick tap (27 ms) travels 4.0 mm at
              200 units/mm, past the default 3 mm slop, and came out none. A 5 mm slop keeps such a
              tap a tap while a stroke (18 mm in the same file) still counts as moving. Its pressure
              uses the whole 0..2047 range (a press reaches 1267, peek).
            match: {bus: usb, vendor: 0x056a, product: 0x0333, kind: pen}
            settings: {slop: 5}

          - name: uclogic-wp5540u-pen
            why: >-
              The UC-Logic WP5540U pen uses its whole 0..1023 range; a drawing stroke peaking at 451
              (force 0.44) stays light, as a stroke should: the defaults are right.
            match: {bus: usb, vendor: 0x5543, product: 0x0004, kind: pen}
        """
}
