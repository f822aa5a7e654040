/// Who made a device: the kernel's `struct input_id`.
public struct InputID: Hashable, Sendable {
    /// The bus (`BUS_USB` 0x03, `BUS_I8042` 0x11, `BUS_I2C` 0x18, …).
    public var bus: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16

    public init(bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}
