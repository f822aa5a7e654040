// What integrators import: the core, the trace formats, the replay pipeline and output formats.
@_exported import ForceTouchCore
@_exported import ForceTouchTraces
@_exported import QuickActions
@_exported import ForceTouchEvdev
