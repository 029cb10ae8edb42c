import LayoutDocument

extension Environment {
    /// This environment (a device's, or a size given by hand) as a storyboard scene or
    /// xib view designed on `canvas` meets it when the app runs there:
    /// - a freeform view keeps its saved size (a cell of a full-width table, or a row
    ///   spanning a full-width collection: the screen's width less what it left out at
    ///   design time; a self-sizing cell: its content's height) and has no bars
    ///   wherever it is shown;
    /// - a view controller's view sits under the bars it was designed under (its
    ///   navigation controller's bar, its tab bar controller's bar, its toolbar) at the
    ///   device's heights for them: a translucent bar moves the safe area and the layout
    ///   guides in, an opaque one keeps the root out from under it;
    /// - from Xcode 9's files on, its top and bottom layout margins are its safe area's,
    ///   as a root view insets its margins from the safe area, unless it says
    ///   `insetsLayoutMarginsFromSafeArea="NO"` (then the system's, from its edges).
    ///
    /// Layout documents (no canvas) keep the environment as it is.
    public func fitted(to canvas: DesignCanvas?) -> Environment {
        guard let canvas else { return self }
        switch canvas.kind {
        case .freeform: return keepingFreeformSize(of: canvas)
        case .screen: return underBars(of: canvas)
        }
    }

    private func keepingFreeformSize(of canvas: DesignCanvas) -> Environment {
        var e = Environment(designCanvas: canvas, direction: direction)
        e.isDesignCanvas = false
        if let inset = canvas.screenWidthInset {
            // A cell of a full-width table, or a row of a full-width collection, follows
            // the screen's width.
            e.size.width = max(0, size.width - inset)
        }
        // (A view that holds its own size already gives way on its canvas.)
        if canvas.selfSizing { e.heightFitsContent = true }
        e.pixelScale = pixelScale
        e.sizeClass = sizeClass
        e.deviceName = deviceName
        e.orientation = orientation
        return e
    }

    private func underBars(of canvas: DesignCanvas) -> Environment {
        var e = self
        // The bars only on a device, whose orientation says their heights: UIKit's bars
        // are 32 pt high where the height is compact (an iPhone in landscape).
        if let metrics = deviceName.flatMap(DeviceCatalog.device(named:))?.metrics(orientation ?? .portrait) {
            let compact = metrics.sizeClass.height == .compact
            if let designed = canvas.navigationBar {
                // A large title's taller bar stays; a landscape canvas's 32 pt is 44 again.
                let bar = compact ? 32 : canvas.landscape && designed == 32 ? 44 : designed
                if canvas.navigationBarOpaque {
                    e.size.height = max(0, e.size.height - e.safeArea.top - bar)
                    e.safeArea.top = 0
                } else {
                    e.safeArea.top += bar
                }
            }
            if let designed = canvas.bottomBar {
                let bar =
                    compact ? 32 : canvas.landscape && designed == 32 ? (canvas.bottomBarIsTabBar ? 49 : 44) : designed
                if canvas.bottomBarOpaque {
                    e.size.height = max(0, e.size.height - e.safeArea.bottom - bar)
                    e.safeArea.bottom = 0
                } else {
                    e.safeArea.bottom += bar
                }
            }
            e.topGuide = e.safeArea.top
            e.bottomGuide = e.safeArea.bottom
            e.bars = canvas.bars
        }
        if let margins = Environment.rootMargins(on: canvas, width: e.size.width, safeArea: e.safeArea) {
            e.margins = margins
        }
        return e
    }
}
