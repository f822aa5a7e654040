import ArgumentParser
import ForceTouch

/// `X,Y,W,H` in millimetres, as in `--icon 10,5,20,20`.
struct IconRectArgument: ExpressibleByArgument {
    let rect: MenuRect

    init?(argument: String) {
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0 else { return nil }
        rect = MenuRect(x: x, y: y, width: width, height: height)
    }
}
