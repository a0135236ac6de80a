-- attack: device.profile and device.orientation set to unknown names and non-strings
-- expect: error ""
device.profile = ("x"):rep(1000)
