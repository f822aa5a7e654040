import ForceTouchCore

extension DeviceDescription {
    /// Refuses a description that no recognizer can drive, whatever file it came from: more
    /// slots than the core keeps, an empty pressure range, slots not numbered from 0.
    /// `place` gives the line (and, in YAML, the key path) that declares an axis.
    func checkUsable(file: String, place: (EventCode) -> (line: Int, keyPath: String?)) throws(TraceParseError) {
        func refuse(_ code: EventCode, _ error: SetupError) -> TraceParseError {
            let (line, keyPath) = place(code)
            return TraceParseError(file: file, line: line, kind: .unusableDevice(error), keyPath: keyPath)
        }
        if slotCount > FrameAssembler.maximumSlots { throw refuse(.absMTSlot, .tooManySlots(slotCount)) }
        for code in [EventCode.absMTPressure, .absPressure] {
            if let info = absInfo[code], info.maximum <= info.minimum { throw refuse(code, .emptyPressureRange(code, info)) }
        }
        if let slot = absInfo[.absMTSlot], slot.minimum != 0 || slot.maximum < 0 { throw refuse(.absMTSlot, .slotsNotFromZero(slot)) }
    }
}
