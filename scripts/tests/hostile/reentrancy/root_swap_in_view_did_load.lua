-- attack: window.rootViewController replaced inside viewDidLoad of the root being installed
-- expect: any ""
local a, b
a = ViewController{viewDidLoad = function() window.rootViewController = b end}
b = ViewController{viewDidLoad = function() window.rootViewController = a end}
window.rootViewController = a
print(window.rootViewController == a, window.rootViewController == b)
