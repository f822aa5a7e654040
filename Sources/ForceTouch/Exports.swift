// What integrators import: the core, the trace formats, quick actions, live input, the output formats, the device profiles and the Linux desktop.
@_exported import ForceTouchCore
@_exported import ForceTouchTraces
@_exported import QuickActions
@_exported import ForceTouchEvdev
@_exported import ForceTouchOutput
@_exported import ForceTouchProfiles
@_exported import LinuxDesktop
