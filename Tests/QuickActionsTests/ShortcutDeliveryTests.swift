import QuickActions
import Testing

@Suite("Delivery through the app's launch lifecycle")
struct ShortcutDeliveryTests {
    static let item = try! ShortcutItem(type: "compose", localizedTitle: "New note")
    static let targeted = try! ShortcutItem(type: "chat", localizedTitle: "Chat", targetContentIdentifier: "chat-window")

    /// An app that records what it was called with.
    final class App {
        var calls: [String] = []
        var launch = AppCallbacks.LaunchResult.handled
        var completions: [DeliveryCompletion] = []
        var completeAtOnce: Bool? = true

        var callbacks: AppCallbacks {
            AppCallbacks(
                didFinishLaunching: { item in self.calls.append("launch \(item.type)"); return self.launch },
                performAction: { item, completion in self.calls.append("perform \(item.type)"); self.keep(completion) },
                sceneWillConnect: { scene, item in self.calls.append("connect \(scene) \(item.type)") },
                windowScenePerformAction: { scene, item, completion in self.calls.append("scene \(scene) \(item.type)"); self.keep(completion) })
        }

        func keep(_ completion: DeliveryCompletion) {
            completions.append(completion)
            if let completeAtOnce { completion(completeAtOnce) }
        }
    }

    @Test("Not running, launch handler handles it: launched with the item, active, no warm callback")
    func coldHandled() {
        let app = App()
        let delivery = ShortcutDelivery(appState: .notRunning, callbacks: app.callbacks)
        #expect(delivery.deliver(Self.item) == [.launched(delivery: 1), .launchHandled(delivery: 1, .handled), .becameActive])
        #expect(app.calls == ["launch compose"])
        #expect(delivery.log == [.launched(delivery: 1), .launchHandled(delivery: 1, .handled), .becameActive])
        #expect(delivery.deliver(Self.item).compactMap(\.delivery).first == 2)
        #expect(delivery.appState == .active)
    }

    @Test("Not running, launch handler leaves it: the warm callback once the app is active")
    func coldNotHandled() {
        let app = App()
        app.launch = .notHandled
        let delivery = ShortcutDelivery(appState: .notRunning, callbacks: app.callbacks)
        delivery.deliver(Self.item)
        #expect(app.calls == ["launch compose", "perform compose"])
        #expect(delivery.log == [
            .launched(delivery: 1), .launchHandled(delivery: 1, .notHandled), .becameActive,
            .callbackInvoked(delivery: 1, scene: nil), .completed(delivery: 1, succeeded: true),
        ])
    }

    @Test("In the background: the app becomes active, then the warm callback; the completion's outcome is recorded")
    func background() {
        let app = App()
        app.completeAtOnce = false
        let delivery = ShortcutDelivery(appState: .background, callbacks: app.callbacks)
        delivery.deliver(Self.item)
        #expect(delivery.log == [.becameActive, .callbackInvoked(delivery: 1, scene: nil), .completed(delivery: 1, succeeded: false)])
    }

    @Test("Active: the warm callback at once")
    func active() {
        let app = App()
        let delivery = ShortcutDelivery(appState: .active, callbacks: app.callbacks)
        delivery.deliver(Self.item)
        #expect(delivery.log == [.callbackInvoked(delivery: 1, scene: nil), .completed(delivery: 1, succeeded: true)])
    }

    @Test("Scenes: cold through the scene's connection options, warm through the window scene; never the app-level callbacks")
    func scenes() {
        for state in ShortcutDelivery.AppState.allCases {
            let app = App()
            let delivery = ShortcutDelivery(appState: state, scenes: .windows(first: "main", others: ["chat-window"]), callbacks: app.callbacks)
            delivery.deliver(Self.item)
            delivery.deliver(Self.targeted)
            switch state {
            case .notRunning:
                #expect(app.calls == ["connect main compose", "scene chat-window chat"])
                #expect(delivery.log == [
                    .sceneConnected(delivery: 1, scene: "main"), .becameActive,
                    .callbackInvoked(delivery: 2, scene: "chat-window"), .completed(delivery: 2, succeeded: true),
                ])
            case .background, .active:
                #expect(app.calls == ["scene main compose", "scene chat-window chat"])
            }
            #expect(!app.calls.contains { $0.hasPrefix("launch") || $0.hasPrefix("perform") })
        }
    }

    @Test("A second selection while the first awaits its completion: each delivered once, each completion counted once")
    func secondWhileFirstPending() {
        let app = App()
        app.completeAtOnce = nil
        let delivery = ShortcutDelivery(appState: .active, callbacks: app.callbacks)
        delivery.deliver(Self.item)
        delivery.deliver(Self.targeted)
        #expect(app.calls == ["perform compose", "perform chat"])
        app.completions[1](true)
        app.completions[0](false)
        app.completions[0](true)
        delivery.finish()
        #expect(delivery.log == [
            .callbackInvoked(delivery: 1, scene: nil), .callbackInvoked(delivery: 2, scene: nil),
            .completed(delivery: 2, succeeded: true), .completed(delivery: 1, succeeded: false),
            .extraCompletionIgnored(delivery: 1),
        ])
    }

    @Test("A handler that never calls its completion is reported not completed, once, and never delivered again")
    func neverCompleted() {
        let app = App()
        app.completeAtOnce = nil
        let delivery = ShortcutDelivery(appState: .background, callbacks: app.callbacks)
        delivery.deliver(Self.item)
        #expect(delivery.finish() == [.notCompleted(delivery: 1)])
        #expect(delivery.finish() == [])
        app.completions[0](true)
        #expect(app.calls == ["perform compose"])
        #expect(delivery.log == [
            .becameActive, .callbackInvoked(delivery: 1, scene: nil), .notCompleted(delivery: 1), .extraCompletionIgnored(delivery: 1),
        ])
    }
}
