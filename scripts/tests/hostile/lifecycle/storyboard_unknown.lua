-- attack: instantiating an unknown storyboard scene
-- expect: error ""
storyboard.instantiate("nowhere")
