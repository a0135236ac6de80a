-- attack: performing an unknown segue
-- expect: error ""
local root = ViewController{}
window.rootViewController = root
root:performSegue("nowhere")
