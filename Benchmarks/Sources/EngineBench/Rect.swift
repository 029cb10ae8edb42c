import LayoutEngine

/// A view's frame as four variables.
struct Rect {
    let x, y, width, height: Variable

    init(_ name: String) {
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var right: Expression { x + width }
    var bottom: Expression { y + height }
    var centerY: Expression { y + 0.5 * height }
    var centerX: Expression { x + 0.5 * width }
    var variables: [Variable] { [x, y, width, height] }
}

/// The strength kiwisolver's peer gives the container edits: just below required.
let editPriority: Priority = 999
