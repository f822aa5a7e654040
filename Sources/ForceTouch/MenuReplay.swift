import QuickActions

/// Replays a recording through the recognizer, the quick-action menu and delivery: the
/// whole chain, from raw events to the app's launch lifecycle.
public enum MenuReplay {
    /// Streams `reader`'s events; `steps` gets each menu change and delivery step with the
    /// time of the frame that caused it. At the end, contacts still down are cancelled and
    /// completions never called are reported.
    @discardableResult
    public static func run(
        _ reader: TraceReader,
        configuration: ClassifierConfiguration,
        menu: inout QuickActionMenu,
        delivery: ShortcutDelivery,
        onEvent: (InputEvent) -> Void = { _ in },
        steps: (Timestamp, MenuStep) -> Void
    ) throws(TraceParseError) -> Diagnostics {
        var lastTime = Timestamp(microseconds: 0)
        var delivered: [Int: ShortcutItem] = [:]
        func report(_ events: [DeliveryEvent], at time: Timestamp) {
            for event in events { steps(time, .delivery(event, item: event.delivery.flatMap { delivered[$0] })) }
        }
        func apply(_ action: QuickActionMenu.Action, at time: Timestamp) {
            lastTime = time
            guard action != .none else { return }
            steps(time, .menu(action))
            guard case let .selected(item, _, _) = action else { return }
            let events = delivery.deliver(item)
            if let id = events.lazy.compactMap(\.delivery).first { delivered[id] = item }
            report(events, at: time)
        }
        let diagnostics = try Replay.run(
            reader, configuration: configuration, onEvent: onEvent,
            samples: { sample in apply(menu.handle(sample), at: sample.time) },
            gestures: { gesture in apply(menu.handle(gesture), at: gesture.time) })
        report(delivery.finish(), at: lastTime)
        return diagnostics
    }

    /// The surface of `device` as a rectangle in millimetres, for the menu's layout.
    public static func surface(of device: DeviceDescription) throws(SetupError) -> MenuRect {
        let recognizer = try PressRecognizer(device: device)
        return MenuRect(x: 0, y: 0, width: recognizer.surfaceWidth, height: recognizer.surfaceHeight)
    }
}
