-- attack: a Current Context presentation over a child controller's view that does not fill its parent's, dismissed
-- expect: ok "^back at 0,100 393x600"
-- The context's view comes back where it was, its own frame: UIKit puts the presentation's
-- container in its place and takes it away again. rev102a: the dismissal gave it the whole
-- of its parent's bounds (0,0 393x852), over the parent's other views.
device.profile = "iPhone 15"
local root = ViewController{name = "root"}
window.rootViewController = root
local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "top"}}
nav.definesPresentationContext = true
root:addChild(nav)
root.view:addSubview(nav.view)
nav.view.frame = Rect(0, 100, 393, 600)
nav:didMove(root)
clock.runUntilIdle()
for _, animated in ipairs{false, true} do
  nav.topViewController:present(ViewController{name = "p", modalPresentationStyle = "currentContext"}, animated)
  clock.runUntilIdle()
  nav:dismiss(animated)
  clock.runUntilIdle()
  local f = nav.view.frame
  assert(nav.view.superview == root.view, "nav's view is not back in root's")
  assert(f == Rect(0, 100, 393, 600), ("animated=%s: nav came back at %g,%g %gx%g"):format(tostring(animated), f.x, f.y, f.width, f.height))
end
print("back at 0,100 393x600")
