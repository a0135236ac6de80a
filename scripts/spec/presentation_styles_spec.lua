-- presentation_styles_spec.lua — the styles besides sheets (docs/sheets.md, "Presentation
-- contexts"): currentContext covers the controller that definesPresentationContext, which
-- presents it and whose view leaves the window; overCurrentContext leaves that view; a popover
-- on an iPhone is a page sheet (its top 10 below the safe area's, 59); misuse names the line
-- (the iPad's popover: popover_spec.lua).
describe("presentation contexts and popovers", function()
  local W, H, root

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    root = ViewController{name = "root"}
  end)

  it("presents a currentContext controller from the navigation controller that defines the context", function()
    local nav = NavigationController{rootViewController = root}
    window.rootViewController = nav
    nav.definesPresentationContext = true
    local detail = ViewController{name = "detail", modalPresentationStyle = "currentContext"}
    root:present(detail, false)
    expect(detail.presentingViewController):toBe(nav)
    expect(root.presentedViewController):toBe(detail)   -- UIKit: "…, or one of its ancestors"
    expect(nav.view.window):toBe(nil)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
    detail:dismiss(false)
    expect(nav.view.window):toBe(window)
  end)

  it("keeps the context's view under an overCurrentContext presentation", function()
    window.rootViewController = root
    local over = ViewController{name = "over", modalPresentationStyle = "overCurrentContext"}
    root:present(over, true)
    clock.advance(0.5)
    expect(root.view.window):toBe(window)
    expect(over.presentingViewController):toBe(root)
    expect(root.definesPresentationContext):toBe(false)
  end)

  it("adapts a popover to a sheet on an iPhone", function()
    window.rootViewController = root
    local pop = ViewController{name = "pop", modalPresentationStyle = "popover"}
    expect(pop.sheetPresentationController):toBe(nil)
    root:present(pop, false)
    expect(pop.view.frame):toEqual(Rect(0, 59 + 10, W, H - 69))
    expect(pop.view.cornerRadius):toBe(10)
  end)

  it("names the script's line for an iPad popover without a source view and for bad values", function()
    device.profile = "iPad"
    window.rootViewController = root
    local pop = ViewController{name = "pop", modalPresentationStyle = "popover"}
    expect(function() root:present(pop, false) end)
      :toThrow("presentation_styles_spec.lua:51: the popoverPresentationController of <ViewController: pop> should have a non-nil sourceView")
    expect(function() root.definesPresentationContext = 1 end):toThrow("presentation_styles_spec.lua:53:")
    expect(function() root.isModalInPresentation = nil end):toThrow("presentation_styles_spec.lua:54:")
  end)
end)
