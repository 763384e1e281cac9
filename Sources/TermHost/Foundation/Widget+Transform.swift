import Foundation
import TermHostWidgets

extension Widget {
    /// The widget's transform (`UIView.transform`), ``CGAffineTransform/identity`` by default. It is kept and
    /// read back, and draws nothing: a terminal cannot scale or rotate cells, so the widget draws at its frame
    /// whatever the transform says (animations that scale or slide a view in end at the identity anyway).
    @_alwaysEmitIntoClient
    public var transform: CGAffineTransform {
        get { transformStorage as? CGAffineTransform ?? .identity }
        set { transformStorage = newValue.isIdentity ? nil : newValue }
    }
}

extension Layer {
    /// The shadow's offset (`CALayer.shadowOffset`): kept, not drawn. Default (0, -3), as in UIKit.
    @_alwaysEmitIntoClient
    public var shadowOffset: CGSize {
        get { CGSize(width: shadowOffsetStorage.width, height: shadowOffsetStorage.height) }
        set { shadowOffsetStorage = (Double(newValue.width), Double(newValue.height)) }
    }
}
