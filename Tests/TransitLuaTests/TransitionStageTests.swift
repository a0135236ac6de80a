import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Animated transitions through the bindings: delegates and animators as Lua tables called
/// colon-style, the context, and each misuse with its exact message naming the script's line
/// — never a crash. (The zoom port is specified in scripts/spec/zoom_spec.lua.)
@Suite struct TransitionStageTests {
    /// Line 1: a root, a controller "a", and `Fade`, an animator that fades "a" in over 0.5 s,
    /// vended by a's transitioning delegate.
    static let setUp = """
        local root = ViewController{name = 'root'}; window.rootViewController = root; local a = ViewController{name = 'a'}; local Fade = {}; function Fade:transitionDuration(ctx) return 0.5 end; function Fade:animateTransition(ctx) local to = ctx:view('to'); ctx.containerView:addSubview(to); View.animate(0.5, function() to.alpha = 1 end, function() ctx:completeTransition(true) end) end; a.transitioningDelegate = {animationControllerForPresented = function(self) return Fade end}

        """

    @Test(arguments: [
        (setUp + "function Fade:animateTransition(ctx)\n  ctx:completeTransition(true)\n  ctx:completeTransition(true)\nend\nroot:present(a, true)",
         "s.lua:4: completeTransition(true) called twice on present #1 a on root: it completed at s.lua:3 (in animateTransition of the animator for present #1 a on root)"),
        (setUp + "Fade.animateTransition = nil\nroot:present(a, true)",
         "s.lua:3: the animator animationControllerForPresented returned has no 'animateTransition' function"),
        (setUp + "Fade.transitionDuration = 0.5\nroot:present(a, true)",
         "s.lua:3: the animator animationControllerForPresented returned has no 'transitionDuration' function (got number)"),
        (setUp + "a.transitioningDelegate.animationControllerForPresented = function() return 42 end\nroot:present(a, true)",
         "s.lua:3: animationControllerForPresented of the transitioning delegate of <ViewController: a> must return an animator (a table) or nil, got number"),
        (setUp + "a.transitioningDelegate = 'Fade'\nroot:present(a, true)",
         "s.lua:3: transitioningDelegate of <ViewController: a> must be a table or an object, got string"),
        (setUp + "root:present(nil, true)", "s.lua:2: bad argument #1 to 'present' (ViewController expected, got nil)"),
        (setUp + "root:present(a, true)\nclock.runUntilIdle()\nlocal b = ViewController{name = 'b'}\nb.view = View{}\nb:present(a, true)",
         "s.lua:6: Application tried to present modally a view controller <ViewController: a> that is already being presented by <ViewController: root>."),
        (setUp + "function Fade:animateTransition(ctx)\n  local x = ctx.nothing.width\nend\nroot:present(a, true)",
         "s.lua:3: attempt to index a nil value (field 'nothing') (in animateTransition of the animator for present #1 a on root)"),
        (setUp + "function Fade:transitionDuration() return '0.5' end\nroot:present(a, true)",
         "s.lua:3: transitionDuration of the animator for present #1 a on root must return a number of seconds, got string"),
        (setUp + "function Fade:transitionDuration() return -1 end\nroot:present(a, true)",
         "s.lua:3: transitionDuration of the animator for present #1 a on root must be a finite, non-negative number of seconds (got -1.0)"),
        (setUp + "function Fade:animateTransition(ctx)\n  ctx:viewController('source')\nend\nroot:present(a, true)",
         "s.lua:3: bad argument #1 to 'viewController' (expected \"from\" or \"to\", got 'source') (in animateTransition of the animator for present #1 a on root)"),
        (setUp + "function Fade:animateTransition(ctx) end\nroot:present(a, true)\nclock.runUntilIdle()",
         "s.lua:4: runUntilIdle: present #1 a on root (begun at s.lua:3) never completed: its animator did not call completeTransition"),
        (setUp + "root.view.name = 'main'\na.view = root.view",
         "s.lua:3: <ViewController: a>: main is the view of <ViewController: root>, which is in use; a view can have one controller (set root's view to another first)"),
        (setUp + "root:present(a, false)\nlocal b = ViewController{name = 'b'}\nb.view = a.view.superview\na:present(b, false)",
         "s.lua:5: Application tried to present <ViewController: b> whose view container(a) holds the view of the presenting <ViewController: a>"),
        (setUp + "a.modalTransitionStyle = 'partialCurl'",
         "s.lua:2: bad value for 'modalTransitionStyle' of ViewController (expected coverVertical, crossDissolve, flipHorizontal, got 'partialCurl')"),
    ] as [(String, String)])
    func misuseNamesTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// An error inside `animateTransition`: the engine puts the hierarchy back, the animator
    /// gets `animationEnded(false)` once (UIKit calls it at the end of every transition), and
    /// the chain works again.
    @Test func anErrorInsideAnimateTransitionLeavesTheHierarchyAsBefore() throws {
        let (s, out) = try stage()
        #expect(s.failure(Self.setUp + """
            function Fade:animateTransition(ctx)
              ctx.containerView:addSubview(ctx:view('to'))
              error('no animation today')
            end
            ended = {}
            function Fade:animationEnded(completed) ended[#ended + 1] = tostring(completed) end
            root:present(a, true)
            """) == "s.lua:4: no animation today (in animateTransition of the animator for present #1 a on root)")
        try s.run("""
            local root, a = window.rootViewController, nil
            clock.runUntilIdle()
            print(#window.subviews, window.subviews[1] == root.view, root.presentedViewController, root.view.window == window)
            print(table.concat(ended, " "))
            """, chunkName: "=check")
        #expect(out.lines == ["1\ttrue\tnil\ttrue", "false"])
    }

    @Test func presentingDuringATransitionIsIgnoredWithAWarning() throws {
        let (s, out) = try stage()
        try s.run(Self.setUp + """
            root:present(a, true)
            a:present(ViewController{name = 'b'}, true)
            a:dismiss(true)
            clock.runUntilIdle()
            print(root.presentedViewController, a.presentedViewController)
            """, chunkName: "@w.lua")
        #expect(out.warnings == [
            "w.lua:3: Attempt to present <ViewController: b> on <ViewController: a> while a presentation is in progress!",
            "w.lua:4: Attempt to dismiss from view controller <ViewController: a> while a presentation or dismiss is in progress!",
        ])
        #expect(out.lines == ["ViewController \"a\"\tnil"])
    }

    /// What a Lua animator sees: the context's fields and methods, the calls in UIKit's
    /// order, and a delegate that may be a table with a metatable (a "class").
    @Test func theAnimatorSeesTheContext() throws {
        let (s, out) = try stage()
        try s.run("""
            local root = ViewController{name = 'root'}
            window.rootViewController = root
            local a = ViewController{name = 'a', modalPresentationStyle = 'overFullScreen'}
            local Animator = {}
            Animator.__index = Animator
            function Animator:transitionDuration(ctx) print('duration', ctx.isAnimated, ctx.isInteractive) return 0.25 end
            function Animator:animateTransition(ctx)
              print(ctx, ctx:viewController('from'), ctx:viewController('to'), ctx:view('from'), ctx:view('to') == a.view)
              print(ctx:initialFrame(root), ctx:finalFrame(a), ctx:initialFrame(a), ctx.containerView.superview == window)
              ctx.containerView:addSubview(ctx:view('to'))
              View.animate(self.duration, function() ctx:view('to').alpha = 0.5 end, function()
                ctx:completeTransition(not ctx.transitionWasCancelled)
              end)
            end
            function Animator:animationEnded(completed) print('ended', completed, self.duration) end
            a.transitioningDelegate = {
              animationControllerForPresented = function(self, presented, presenting, source)
                print('vend', presented, presenting, source)
                return setmetatable({duration = 0.25}, Animator)
              end,
            }
            root:present(a, true, function() print('presented', clock.now) end)
            clock.runUntilIdle()
            print(a.modalTransitionStyle, a.view.alpha)
            """, chunkName: "=a")
        #expect(out.lines == [
            "vend\tViewController \"a\"\tViewController \"root\"\tViewController \"root\"",
            "duration\ttrue\tfalse",
            "TransitionContext \"present #1 a on root\" (animating)\tViewController \"root\"\tViewController \"a\"\tnil\ttrue",
            "Rect(0, 0, 393, 852)\tRect(0, 0, 393, 852)\tRect(0, 0, 0, 0)\ttrue",
            "presented\t0.25",
            "ended\ttrue\t0.25",
            "coverVertical\t0.5",
        ])
    }

    /// A grid built outside the window (in a `viewDidLoad`): the cells leave Lua's hands when
    /// `cellForItemAt` returns, yet keep their outlets as long as the grid lives.
    @Test func cellsKeepTheirOutletsWhileTheGridLives() throws {
        let (s, out) = try stage()
        try s.run("""
            grid = CollectionView{frame = Rect(0, 0, 393, 300)}
            grid.dataSource = {
              numberOfItems = function() return 3 end,
              cellForItemAt = function(_, _, index)
                local cell = CollectionViewCell{}
                cell.photoView = ImageView{image = 'photo' .. index}
                return cell
              end,
            }
            grid:reloadData()
            """, chunkName: "=a")
        s.lua.collectGarbage()
        try s.run("print(grid:cellForItem(3).photoView.image, grid.numberOfItems)", chunkName: "=b")
        #expect(out.lines == ["photo3\t3"])
    }

    @Test func snapshotsAndGridsFromLua() throws {
        let (s, out) = try stage()
        try s.run("""
            local grid = CollectionView{frame = Rect(0, 0, 393, 300), itemSize = Size(120, 100), spacing = 10}
            grid.dataSource = {
              numberOfItems = function(self, collectionView) return 12 end,
              cellForItemAt = function(self, collectionView, index)
                local cell = CollectionViewCell{name = 'cell' .. index}
                cell.photoView = ImageView{image = 'photo' .. index, frame = Rect(10, 10, 100, 80)}
                cell:addSubview(cell.photoView)
                return cell
              end,
            }
            window:addSubview(grid)
            grid:reloadData()
            grid:selectItem(11)
            grid.contentOffset = Point(0, 300)
            local cell = grid:cellForItem(grid.indexPathsForSelectedItems[1])
            print(grid.numberOfItems, grid.contentSize, cell, cell.photoView.image, grid:cellForItem(1))
            local frozen = cell.photoView:snapshotView()
            cell.photoView.image = 'changed'
            print(frozen, frozen.image, window:convert(cell.photoView.frame, {from = cell}))
            """, chunkName: "=g")
        // item 11 is row 4, column 2: 3 × 120 + 2 × 10 of 393 leaves 13, so the gaps are
        // 10 + 13 / 2 = 16.5 and the column at 136.5; on screen 300 higher, the photo 10 in
        #expect(out.lines == [
            "12\tSize(393, 430)\tCollectionViewCell \"cell11\" frame=(136.5,330,120,100) alpha=1 selected\tphoto11\tnil",
            "ImageView \"snapshot(ImageView#24)\" frame=(0,0,100,80) alpha=1 image=\"photo11\"\tphoto11\tRect(146.5, 40, 100, 80)",
        ])
        #expect(s.failure("local g = CollectionView{}\ng:selectItem(1)")
                == "s.lua:2: bad argument #1 to 'selectItem' (item 1 is out of range (0 items))")
        #expect(s.failure("local g = CollectionView{}\ng.dataSource = {numberOfItems = function() return 1 end, cellForItemAt = function() return View{} end}\ng:reloadData()")
                == "s.lua:3: cellForItemAt of the data source must return a CollectionViewCell, got View")
        // a data source without the method (a misspelt name) is told so, not "got nil"
        #expect(s.failure("local g = CollectionView{}\ng.dataSource = {numberOfItems = function() return 1 end, cellForItem = function() return CollectionViewCell{} end}\ng:reloadData()")
                == "s.lua:3: the data source has no cellForItemAt: a function returning the item's CollectionViewCell")
    }

    /// The flow layout's settings under UIKit's names, `spacing` the shorthand for both: the
    /// constructor applies it first, so the specific one wins. 393 wide, three 120-point
    /// columns fill it edge to edge whatever the interitem minimum (0, 136.5, 273); item 5
    /// is on line 2: top inset 10 + 120 + line spacing 20 = 150.
    @Test func flowLayoutSettingsFromLua() throws {
        let (s, out) = try stage()
        try s.run("""
            g = CollectionView{frame = Rect(0, 0, 393, 300), itemSize = Size(120, 120), spacing = 6,
                               minimumLineSpacing = 20, sectionInset = EdgeInsets(10, 0, 0, 0)}
            print(g.spacing, g.minimumInteritemSpacing, g.minimumLineSpacing, g.sectionInset)
            g.dataSource = {numberOfItems = function() return 5 end, cellForItemAt = function() return CollectionViewCell{} end}
            g:reloadData()
            print(g:cellForItem(5).frame, g.contentSize)
            g.spacing = 8
            print(g.spacing, g.minimumLineSpacing, g:cellForItem(5).frame)
            """, chunkName: "=f")
        #expect(out.lines == [
            "nil\t6.0\t20.0\tEdgeInsets(10, 0, 0, 0)",
            "Rect(136.5, 150, 120, 120)\tSize(393, 270)",
            "8.0\t8.0\tRect(136.5, 138, 120, 120)",
        ])
        #expect(s.failure("g.minimumLineSpacing = -1")
                == "s.lua:1: minimumLineSpacing must be a finite, non-negative number (got -1.0)")
        #expect(s.failure("g.spacing = 1/0") == "s.lua:1: bad value for 'spacing' of CollectionView (finite number expected, got inf)")
        #expect(s.failure("g.spacing = nil") == "s.lua:1: bad value for 'spacing' of CollectionView (number expected, got nil)")
        #expect(s.failure("g.sectionInset = 5")
                == "s.lua:1: bad value for 'sectionInset' of CollectionView (EdgeInsets expected, got number)")
        try s.run("print(g.minimumInteritemSpacing, g.minimumLineSpacing, g.sectionInset)", chunkName: "=h")
        #expect(out.lines.last == "8.0\t8.0\tEdgeInsets(10, 0, 0, 0)")       // the refused changes left nothing
    }
}
