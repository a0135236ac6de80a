-- attack: wait() in the main chunk
-- expect: error "task"
wait(1)
