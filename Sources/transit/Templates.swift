/// What `transit new` writes: a transition (an animator and its transitioning delegate), a
/// scene that presents with it, its spec, and a project config. The texts are
/// docs/getting-started.md's `fade_up` files, word for word (a test compares them), with the
/// names replaced — so the guide and the generator cannot drift apart.
enum Templates {
    /// A transition's names: `card_flip` (the module), `CardFlip` (its table), `card-flip`
    /// (how prose names it).
    struct Names {
        let name: String
        var type: String { name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }
        var title: String { name.replacing("_", with: "-") }

        /// The guide's `fade_up` text for this transition.
        func fill(_ text: String) -> String {
            text.replacing("FadeUp", with: type).replacing("fade_up", with: name).replacing("fade-up", with: title)
        }
    }

    /// `<name>.lua`.
    static let transition = """
        -- fade_up.lua: an animator that fades the presented view in while it rises 40 points.
        local FadeUp = {}

        function FadeUp:transitionDuration(ctx)
          return 0.4
        end

        function FadeUp:animateTransition(ctx)
          local to = ctx:view("to")
          local final = ctx:finalFrame(ctx:viewController("to"))
          to.frame = final:offsetBy(0, 40)                 -- start a little lower…
          to.alpha = 0                                     -- …and transparent
          ctx.containerView:addSubview(to)
          View.animate(self:transitionDuration(ctx), function()
            to.frame = final
            to.alpha = 1
          end, function()
            ctx:completeTransition(not ctx.transitionWasCancelled)
          end)
        end

        -- the transitioning delegate: this animator for presentations, the default for dismissals
        FadeUp.delegate = {
          animationControllerForPresented = function(self, presented, presenting, source)
            return FadeUp
          end,
        }

        return FadeUp

        """

    /// `demo.lua` (a scene presenting with it).
    static let scene = """
        -- demo.lua: present a detail screen with the fade-up.
        local FadeUp = require "fade_up"

        local root = ViewController{name = "root"}
        window.rootViewController = root

        local detail = ViewController{name = "detail"}
        detail.transitioningDelegate = FadeUp.delegate
        detail.view.name = "detailView"
        root:present(detail, true, function() print("shown at " .. clock.now) end)

        """

    /// `spec/<name>_spec.lua`.
    static let spec = """
        local FadeUp = require "fade_up"

        describe("the fade-up", function()
          local root, detail
          before_each(function()
            root = ViewController{name = "root"}
            window.rootViewController = root
            detail = ViewController{name = "detail"}
            detail.transitioningDelegate = FadeUp.delegate
          end)

          it("starts 40 points low and transparent", function()
            root:present(detail, true)
            expect(detail.view.presentation.frame):toEqual(Rect(0, 40, 393, 852))
            expect(detail.view.presentation.alpha):toEqual(0)
            clock.runUntilIdle()
          end)

          it("ends in place, opaque, after 0.4 s", function()
            root:present(detail, true)
            clock.advance(0.4)
            expect(detail.view.presentation.frame):toEqual(Rect(0, 0, 393, 852))
            expect(detail.view.presentation.alpha):toEqual(1)
            expect(root.presentedViewController):toBe(detail)
          end)
        end)

        """

    /// `.luacheckrc`: docs/editor.md's, word for word (a test compares them) — Transit's
    /// standards, and the generated files left out, so `luacheck .` in a new project warns on
    /// nothing until the project's own code gives it a reason (rev26 F16: 424 warnings).
    static let luacheckrc = """
        -- luacheck reads this (docs/editor.md). Transit's globals are the two standards `transit api`
        -- writes; write them first, and again when Transit changes:
        --   transit api --format luacheck --out .build/transit_std.lua
        --   transit api --format luacheck --spec --out .build/transit_spec_std.lua
        stds.transit = dofile(".build/transit_std.lua")
        stds.transit_spec = dofile(".build/transit_spec_std.lua")
        std = "lua54+transit"
        files["spec"] = {std = "lua54+transit+transit_spec"}
        -- UIKit's signatures are written out whole (animationControllerForPresented's presented,
        -- presenting and source) even where a body ignores an argument: they say what UIKit passes
        unused_args = false
        -- generated files: LuaLS's definitions (.transit/transit.lua) and the standards above
        exclude_files = {".transit/**", ".build/**"}

        """

    /// `.transit.lua`: the specs live in spec/ (testing.md "Project config").
    static let config = """
        -- transit test reads this (docs/testing.md "Project config"): task sets of its options.
        return {
          _all = { paths = {"spec"} },
        }

        """
}
