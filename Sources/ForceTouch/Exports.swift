// What integrators import: the core, the trace formats, quick actions, live input and the output formats.
@_exported import ForceTouchCore
@_exported import ForceTouchTraces
@_exported import QuickActions
@_exported import ForceTouchEvdev
@_exported import ForceTouchOutput
