-- attack: the base frameOfPresentedViewInContainerView of a PresentationController{…}, called with a sheet as self
-- expect: error "bad argument #1 to 'base' \(PresentationController\{…\} expected, got SheetPresentationController\)"
-- A sheet is a PresentationController too, but it has no script's base to answer with: taken
-- as one, the host trapped on a bad downcast.
local pc = PresentationController{presentedViewController = ViewController{}}
local sheet = ViewController{modalPresentationStyle = "pageSheet"}.sheetPresentationController
local base = pc.frameOfPresentedViewInContainerView
base(sheet)
